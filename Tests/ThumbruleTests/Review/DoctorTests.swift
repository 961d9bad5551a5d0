import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

@Suite struct InitAndDoctorTests {
    /// STACK.md with every record filled in for the test app.
    static func filledStack(session: String = "30 days, in `SessionPolicy.lifetime`", jobs: String = "", ads: String = "") -> String {
        """
        # Stack

        ## Codebase
        SwiftUI, iOS 17.

        ## Session
        - Session lifetime: \(session)
        - Re-authentication window: none

        ## Periodic jobs
        | Identifier | Reason |
        |---|---|
        \(jobs)
        ## Offline collections
        | Collection | Cache policy | Sync scope | Conflict strategy |
        |---|---|---|---|
        | recipes | 30 days, evicted oldest first | everything the user saved | server wins, local edits kept as a draft |

        ## External purchase links
        - Storefronts: none

        ## Ads per store
        | Store | Ad configuration |
        |---|---|
        \(ads)
        """
    }

    static func fillProductAndDesign(_ project: ScratchFolder) throws {
        for brief in [ProjectBrief.product, .design] {
            let text = brief.requiredSections.map { "## \($0)\nWritten.\n" }.joined(separator: "\n")
            try project.write(".thumbrule/\(brief.rawValue)", "# \(brief)\n\n" + text)
        }
    }

    static func sessionCode(_ project: ScratchFolder) throws {
        try project.write("App/Sync.swift", """
        import BackgroundTasks

        enum SessionPolicy {
            static let lifetime: TimeInterval = 30 * 24 * 3600
        }

        enum Sync {
            static let refreshTask = "com.example.refresh"

            static func register() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshTask, using: nil) { _ in }
                let request = BGProcessingTaskRequest(identifier: "com.example.cleanup")
                try? BGTaskScheduler.shared.submit(request)
            }
        }
        """)
    }

    @Test func initWritesTheThreeBriefsAndNeverOverwrites() throws {
        let project = try ScratchFolder()
        try project.write("STACK.md", "# Mine\n")
        let first = try CLI.run(["init", "--dir", project.path])
        #expect(first.status == 0)
        #expect(project.read(".thumbrule/PRODUCT.md") == ProjectBrief.product.template)
        #expect(project.read(".thumbrule/DESIGN.md") == ProjectBrief.design.template)
        #expect(project.read(".thumbrule/STACK.md") == nil, "a STACK.md at the root is the project's brief")
        try project.write(".thumbrule/PRODUCT.md", "# Edited\n")
        let second = try CLI.run(["init"], in: project.path)
        #expect(second.status == 0 && second.stdout.contains("kept"))
        #expect(project.read(".thumbrule/PRODUCT.md") == "# Edited\n" && project.read("STACK.md") == "# Mine\n")
    }

    @Test func templatesHaveTheirSectionsAndTheRecordsTheRulesAskFor() {
        for brief in ProjectBrief.allCases {
            let document = MarkdownSections(brief.template)
            #expect(brief.requiredSections.allSatisfy { document.section($0) != nil }, "\(brief)")
        }
        let stack = ProjectBrief.stack.template
        for id in ["auth-expiry", "auth-reauth", "bg-periodic", "off-cache-policy", "off-sync-scope", "off-conflict", "pay-steering", "ads-children"] {
            #expect(stack.contains("`\(id)`"), "STACK.md should cite \(id)")
        }
        #expect(MarkdownSections(ProjectBrief.product.template).section(ProductAreas.section) != nil, "PRODUCT.md has the ## Areas table")
        #expect(ProductAreas(text: ProjectBrief.product.template, file: "PRODUCT.md", areas: ["ads"]).problems.isEmpty, "the empty table decides nothing and is no problem")
        let records = StackRecords(MarkdownSections(stack))
        #expect(records.sessionLifetime?.isPlaceholder == true && records.reauthWindow?.isPlaceholder == true && records.storefronts?.isPlaceholder == true)
    }

    @Test func doctorOnFreshBriefsFailsWithOneLinePerCheck() throws {
        let project = try ScratchFolder.app()
        #expect(try CLI.run(["init", "--dir", project.path]).status == 0)
        let result = try CLI.run(["doctor", "--dir", project.path])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix("PASS  ") || $0.hasPrefix("FAIL  ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("FAIL  brief PRODUCT.md") && $0.contains("still to fill in: Users") })
        #expect(lines.contains { $0.hasPrefix("FAIL  stack session-lifetime") && $0.contains("still TODO") })
        #expect(lines.contains { $0.hasPrefix("PASS  stack periodic-jobs") })
    }

    @Test func doctorReportsMissingBriefs() throws {
        let project = try ScratchFolder.app()
        let checks = try Doctor(root: project.path).run()
        #expect(checks.filter { $0.name.hasPrefix("brief") }.allSatisfy { !$0.passed && $0.detail.contains("run thumbrule init") })
    }

    @Test func doctorFindsEveryMismatchBetweenStackAndCode() throws {
        let project = try ScratchFolder.app()
        try Self.fillProductAndDesign(project)
        try Self.sessionCode(project)
        try project.write("App/Ads.swift", "import GoogleMobileAds\n")
        try project.write(".thumbrule/STACK.md", Self.filledStack(
            session: "30 days, in `SessionPolicy.duration`",
            jobs: "| `com.example.refresh` | keeps the list fresh |\n| com.example.gone | nothing |\n"))
        let checks = try Doctor(root: project.path).run()
        func check(_ name: String) -> DoctorCheck? { checks.first { $0.name == name } }
        let lifetime = try #require(check("stack session-lifetime"))
        #expect(!lifetime.passed && lifetime.detail.contains("`SessionPolicy.duration`, which no Swift file declares")
                && lifetime.detail.contains("SessionPolicy.lifetime (App/Sync.swift:4)"), "\(lifetime.detail)")
        let jobs = try #require(check("stack periodic-jobs"))
        #expect(!jobs.passed)
        #expect(jobs.detail.contains("com.example.cleanup (App/Sync.swift:12) is not listed"), "\(jobs.detail)")
        #expect(jobs.detail.contains("com.example.gone (.thumbrule/STACK.md:14) is listed but no code or Info.plist schedules it"), "\(jobs.detail)")
        #expect(!jobs.detail.contains("com.example.refresh"))
        let ads = try #require(check("stack ads-per-store"))
        #expect(!ads.passed && ads.detail.contains("Google Mobile Ads (AdMob) is imported (App/Ads.swift:1)"))
        #expect(check("stack offline-collections")?.passed == true)
        #expect(check("brief STACK.md")?.passed == true)
    }

    @Test func doctorPassesWhenStackAgreesAndNeverWrites() throws {
        let project = try ScratchFolder.app()
        try Self.fillProductAndDesign(project)
        try Self.sessionCode(project)
        try project.write("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["BGTaskSchedulerPermittedIdentifiers": ["com.example.refresh", "com.example.cleanup"]]))
        try project.write(".thumbrule/STACK.md", Self.filledStack(
            jobs: "| com.example.refresh | keeps the list fresh |\n| com.example.cleanup | trims the cache |\n"))
        let product = try #require(project.read(".thumbrule/PRODUCT.md"))
        try project.write(".thumbrule/PRODUCT.md", product + "\n## Areas\n| Area | Decision | Reason |\n|---|---|---|\n| bg | open | a daily refresh |\n| nav | open | a stack of recipes |\n| ads | closed | the app shows no ads |\n")
        let before = project.snapshot()
        let result = try CLI.run(["doctor"], in: project.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("PASS  stack session-lifetime     `SessionPolicy.lifetime` recorded and declared"), "\(result.stdout)")
        #expect(result.stdout.contains("PASS  areas                      2 areas the code uses, each opened or closed in .thumbrule/PRODUCT.md"), "\(result.stdout)")
        #expect(project.snapshot() == before)
    }

    @Test func doctorFlagsNoneWhenTheCodeHasTheThingAndReasonlessJobs() throws {
        let project = try ScratchFolder.app()
        try Self.sessionCode(project)
        try project.write("App/Store.swift", "import StoreKit\nfunc buy() async { try? await ExternalPurchaseLink.open() }\n")
        var stack = Self.filledStack(session: "none", jobs: "| com.example.refresh | |\n| com.example.cleanup | TODO |\n")
        stack = stack.replacingOccurrences(of: "| recipes | 30 days, evicted oldest first | everything the user saved | server wins, local edits kept as a draft |", with: "| recipes | 30 days | | TODO |")
        try project.write("STACK.md", stack)
        let checks = try Doctor(root: project.path).run()
        func detail(_ name: String) -> String { checks.first { $0.name == name }.map { ($0.passed ? "PASS " : "FAIL ") + $0.detail } ?? "" }
        #expect(detail("stack session-lifetime").hasPrefix("FAIL STACK.md:7 says none, but the code declares SessionPolicy.lifetime"))
        #expect(detail("stack periodic-jobs").contains("com.example.refresh (STACK.md:13) has no reason"))
        #expect(detail("stack periodic-jobs").contains("com.example.cleanup (STACK.md:14) has no reason"))
        #expect(detail("stack storefronts").hasPrefix("FAIL STACK.md:22 says none, but the app uses ExternalPurchaseLink (App/Store.swift:2)"))
        #expect(detail("stack offline-collections").contains("recipes (STACK.md:19) lacks sync scope, conflict strategy"))
    }

    @Test func sessionConstantsAreNamedBySubjectAndQuantity() {
        func session(_ name: String, _ type: String?) -> Bool { SessionWindowNames.kind(of: name, inType: type) == .lifetime }
        #expect(session("sessionLifetime", nil) && session("lifetime", "SessionPolicy") && session("tokenTTL", "Config"))
        #expect(!session("requestTimeout", "SessionManager"), "a request timeout in a session type is not the lifetime")
        #expect(!session("timeout", "URLSession") && !session("sessionCount", nil) && !session("lifetime", "Cache"))
        #expect(!session("timeout", "AVAudioSession") && !session("sessionDuration", nil))
        #expect(SessionWindowNames.kind(of: "reauthWindow") == .reauth && SessionWindowNames.kind(of: "stepUpMaxAge") == .reauth)
        #expect(SessionWindowNames.kind(of: "autoLockTimeout") == .reauth && SessionWindowNames.kind(of: "animationDuration") == nil)
    }

    /// Doctor's session constants and the auth checks' session sites come from one table:
    /// on the same code they name the same declarations, as the same kind.
    @Test func doctorAndAuthChecksReadTheSameSessionWords() throws {
        let project = try ScratchFolder()
        try project.write("App/Session.swift", """
        enum SessionPolicy {
            static let lifetime: TimeInterval = 30 * 24 * 3600
            static let requestTimeout: TimeInterval = 30
        }
        enum Security {
            static let reauthWindow: TimeInterval = 300
            static let autoLockTimeout = 60.0
            static let stepUpMaxAge = 900
            static let animationDuration = 0.3
        }
        let tokenTTL = 3600
        let sessionDuration = 1200
        """)
        let sources = try ProjectSources(root: project.path)
        let survey = StackEvidenceSurvey(sources)
        let file = try #require(sources.swiftFile("App/Session.swift"))
        func lines(_ kind: SessionWindowKind) -> [Int] { SessionWindowLiterals.sites(of: kind, in: file).map(\.position.line) }
        #expect(survey.sessionLifetimeConstants.map(\.position.line) == lines(.lifetime))
        #expect(survey.reauthWindowConstants.map(\.position.line) == lines(.reauth))
        #expect(lines(.lifetime) == [2, 11] && lines(.reauth) == [6, 7, 8])
    }

    @Test func recordedConstantsMatchByInnermostTypeAndName() throws {
        let project = try ScratchFolder()
        try project.write("App/Auth.swift", "enum Auth { enum SessionPolicy { static let lifetime: Double = 86_400 } }\n")
        let survey = StackEvidenceSurvey(try ProjectSources(root: project.path), recordedConstants: ["Auth.SessionPolicy.lifetime"])
        #expect(survey.declares("Auth.SessionPolicy.lifetime") && survey.declares("SessionPolicy.lifetime") && survey.declares("lifetime"))
        #expect(!survey.declares("Other.lifetime"))
        #expect(survey.sessionLifetimeConstants.map(\.name) == ["SessionPolicy.lifetime"])
    }

    @Test func identifiersWithABuildSettingMatchTheirResolvedForm() throws {
        #expect(StackAgreement.identifier("com.example.app.refresh", names: "$(PRODUCT_BUNDLE_IDENTIFIER).refresh"))
        #expect(StackAgreement.identifier("$(PRODUCT_BUNDLE_IDENTIFIER).refresh", names: "$(PRODUCT_BUNDLE_IDENTIFIER).refresh"))
        #expect(!StackAgreement.identifier("com.example.app.backup", names: "$(PRODUCT_BUNDLE_IDENTIFIER).refresh"))
        #expect(!StackAgreement.identifier("com.example.refresh", names: "com.example.refresh2"))
        let project = try ScratchFolder.app()
        try project.write("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["BGTaskSchedulerPermittedIdentifiers": ["$(PRODUCT_BUNDLE_IDENTIFIER).refresh"]]))
        try project.write("STACK.md", Self.filledStack(session: "none", jobs: "| com.example.app.refresh | keeps the list fresh |\n"))
        let jobs = try #require(try Doctor(root: project.path).run().first { $0.name == "stack periodic-jobs" })
        #expect(jobs.passed, "\(jobs.detail)")
    }
}
