import Foundation
import ThumbruleCore
import ThumbruleRules

/// One line of `thumbrule doctor`: `PASS|FAIL  name  detail`.
public struct DoctorCheck: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var passed: Bool
    public var detail: String

    public init(name: String, passed: Bool, detail: String) {
        self.name = name
        self.passed = passed
        self.detail = detail
    }

    public var description: String { "\(passed ? "PASS" : "FAIL")  \(name)  \(detail)" }
}

/// `thumbrule doctor`: are the briefs there and filled in, do STACK.md's records agree with
/// the code, are the screen briefs valid, and is the agent install intact. It never writes.
public struct Doctor {
    public let root: String
    public let rulebook: Rulebook

    public init(root: String, rulebook: Rulebook = .bundled) {
        self.root = root
        self.rulebook = rulebook
    }

    public func run() throws -> [DoctorCheck] {
        var results: [DoctorCheck] = []
        let sources = try ProjectSources(root: root)
        for brief in ProjectBrief.allCases {
            results.append(check(brief))
        }
        if let path = ProjectBrief.stack.locate(in: root), let text = read(path) {
            let records = StackRecords(MarkdownSections(text))
            let constants = [records.sessionLifetime, records.reauthWindow].compactMap { $0?.constant }
            let survey = StackEvidenceSurvey(sources, recordedConstants: constants)
            let file = relative(path)
            results += StackAgreement(records: records, survey: survey, file: file).checks()
        }
        results.append(areas(AreaSurvey(sources)))
        results += screens(sources)
        results += try AgentInstaller(root: root).verify()
        return results
    }

    /// The brief exists, has each section, and no section is empty or still TODO.
    package func check(_ brief: ProjectBrief) -> DoctorCheck {
        let name = "brief \(brief.rawValue)"
        guard let path = brief.locate(in: root), let text = read(path) else {
            return DoctorCheck(name: name, passed: false, detail: "missing from \(ProjectBrief.folder)/ and the project root; run thumbrule init")
        }
        let document = MarkdownSections(text)
        let missing = brief.requiredSections.filter { document.section($0) == nil }
        if !missing.isEmpty {
            return DoctorCheck(name: name, passed: false, detail: "\(relative(path)) lacks the sections \(missing.map { "## \($0)" }.joined(separator: ", "))")
        }
        // STACK.md's record sections are judged by the record checks; its Codebase section is prose.
        let prose = brief == .stack ? [StackRecords.codebase] : brief.requiredSections
        let unfilled = prose.compactMap(document.section).filter { MarkdownSections.isPlaceholder($0.content) || $0.content.contains("TODO") }
        if !unfilled.isEmpty {
            let list = unfilled.map { "\($0.title) (line \($0.line))" }.joined(separator: ", ")
            return DoctorCheck(name: name, passed: false, detail: "\(relative(path)): still to fill in: \(list)")
        }
        return DoctorCheck(name: name, passed: true, detail: "\(relative(path)): \(brief.requiredSections.count) sections filled in")
    }

    /// Every area the code uses is opened or closed in PRODUCT.md's `## Areas`, so the review
    /// scope is the team's decision and not only the code's; and every row there decides something.
    package func areas(_ survey: AreaSurvey) -> DoctorCheck {
        let name = "areas"
        let product = ProductAreas(root: root, areas: Set(rulebook.areas.map(\.prefix)))
        let file = product.file ?? "\(ProjectBrief.folder)/\(ProjectBrief.product.rawValue)"
        let used = rulebook.areas.map(\.prefix).filter { survey.areas.contains($0) && !ReviewScope.baseAreas.contains($0) }
        let undecided = used.filter { !product.mentioned.contains($0) }
        var problems = product.problems
        if !undecided.isEmpty {
            let list = undecided.map { area in "\(area) (\(survey.evidence[area]?.first.map { "\($0.what), \($0.place)" } ?? ""))" }.joined(separator: ", ")
            problems.append("the code uses \(list), which \(file) ## \(ProductAreas.section) neither opens nor closes; add a row for each: | area | open | why |, or closed with the reason")
        }
        guard problems.isEmpty else { return DoctorCheck(name: name, passed: false, detail: problems.joined(separator: "; ")) }
        if used.isEmpty { return DoctorCheck(name: name, passed: true, detail: "the code uses no area beyond the base ones") }
        return DoctorCheck(name: name, passed: true, detail: "\(used.count) area\(used.count == 1 ? "" : "s") the code uses, each opened or closed in \(file)")
    }

    /// Every screen brief is valid and agrees with its code.
    package func screens(_ sources: ProjectSources) -> [DoctorCheck] {
        let briefs = ScreenSpec.defaultBriefs(root: root)
        guard !briefs.isEmpty else { return [] }
        let spec = ScreenSpec(sources: sources, rulebook: rulebook)
        let issues = briefs.flatMap { spec.check(path: $0, display: relative($0)).issues }
        guard let first = issues.first else {
            return [DoctorCheck(name: "screens", passed: true, detail: "\(briefs.count) screen brief\(briefs.count == 1 ? "" : "s") valid and matching the code")]
        }
        let more = issues.count > 1 ? " (and \(issues.count - 1) more; run thumbrule spec)" : ""
        return [DoctorCheck(name: "screens", passed: false, detail: first.description + more)]
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    private func relative(_ path: String) -> String {
        Discovery.relative(Discovery.canonical(path), to: Discovery.canonical(root))
    }
}

/// Compares STACK.md's records with what the code shows, one doctor line per record.
struct StackAgreement {
    package let records: StackRecords
    let survey: StackEvidenceSurvey
    package let file: String

    package func checks() -> [DoctorCheck] {
        [
            constant("stack session-lifetime", "Session lifetime", records.sessionLifetime, found: survey.sessionLifetimeConstants),
            constant("stack reauth-window", "Re-authentication window", records.reauthWindow, found: survey.reauthWindowConstants),
            periodicJobs(), offlineCollections(), storefronts(), adsPerStore(),
        ]
    }

    /// A lifetime or window: recorded with the constant the code declares, or `none` when the code has none.
    func constant(_ name: String, _ label: String, _ value: StackRecords.Value?, found: [StackEvidenceSurvey.Sighting]) -> DoctorCheck {
        let seen = found.map { "\($0.name) (\($0.position.path):\($0.position.line))" }.joined(separator: ", ")
        guard let value else {
            return DoctorCheck(name: name, passed: false, detail: "\(file) has no '- \(label): …' line under ## Session")
        }
        let at = "\(file):\(value.line)"
        if value.isPlaceholder {
            let hint = found.isEmpty ? "write the value and its constant, or none" : "the code declares \(seen)"
            return DoctorCheck(name: name, passed: false, detail: "\(at): still TODO; \(hint)")
        }
        if value.isNone {
            guard found.isEmpty else { return DoctorCheck(name: name, passed: false, detail: "\(at) says none, but the code declares \(seen)") }
            return DoctorCheck(name: name, passed: true, detail: "none recorded, none in code")
        }
        guard let constant = value.constant else {
            return DoctorCheck(name: name, passed: false, detail: "\(at): name the one constant the code reads it from, in backticks\(found.isEmpty ? "" : ": \(seen)")")
        }
        guard survey.declares(constant) else {
            let hint = found.isEmpty ? "" : "; the code declares \(seen)"
            return DoctorCheck(name: name, passed: false, detail: "\(at) records `\(constant)`, which no Swift file declares\(hint)")
        }
        return DoctorCheck(name: name, passed: true, detail: "`\(constant)` recorded and declared")
    }

    /// Every scheduled task identifier is listed with a reason, and every listed one is scheduled.
    func periodicJobs() -> DoctorCheck {
        let name = "stack periodic-jobs"
        let rows = records.periodicJobs.map { (id: StackAgreement.plain($0.cells.first ?? ""), row: $0) }
        var problems: [String] = []
        var seen = Set<String>()
        let scheduled = survey.backgroundTaskIds.filter { seen.insert($0.name).inserted }
        for task in scheduled {
            guard let listed = rows.first(where: { StackAgreement.identifier($0.id, names: task.name) }) else {
                problems.append("\(task.name) (\(task.position.path):\(task.position.line)) is not listed")
                continue
            }
            if listed.row.cells.count < 2 || MarkdownSections.isPlaceholder(listed.row.cells[1]) {
                problems.append("\(task.name) (\(file):\(listed.row.line)) has no reason")
            }
        }
        for (id, row) in rows where !scheduled.contains(where: { StackAgreement.identifier(id, names: $0.name) }) {
            problems.append("\(id) (\(file):\(row.line)) is listed but no code or Info.plist schedules it")
        }
        guard problems.isEmpty else { return DoctorCheck(name: name, passed: false, detail: problems.joined(separator: "; ")) }
        return DoctorCheck(name: name, passed: true, detail: scheduled.isEmpty ? "no background tasks in code, none listed" : "\(scheduled.count) task\(scheduled.count == 1 ? "" : "s") listed with a reason")
    }

    /// A listed identifier names a scheduled one when they are equal, or when the scheduled one
    /// starts with a build setting (`$(PRODUCT_BUNDLE_IDENTIFIER).refresh`) and the listed one
    /// ends the same way (`com.example.app.refresh`).
    static func identifier(_ listed: String, names scheduled: String) -> Bool {
        if listed == scheduled { return true }
        guard scheduled.hasPrefix("$("), let close = scheduled.firstIndex(of: ")") else { return false }
        let rest = scheduled[scheduled.index(after: close)...]
        return !rest.isEmpty && listed.hasSuffix(rest)
    }

    /// Each collection row has its cache policy, sync scope and conflict strategy.
    func offlineCollections() -> DoctorCheck {
        let name = "stack offline-collections"
        let columns = StackRecords.collectionColumns
        let incomplete = records.offlineCollections.compactMap { row -> String? in
            let missing = columns.indices.dropFirst().filter { $0 >= row.cells.count || MarkdownSections.isPlaceholder(row.cells[$0]) }.map { columns[$0].lowercased() }
            return missing.isEmpty ? nil : "\(row.cells.first ?? "?") (\(file):\(row.line)) lacks \(missing.joined(separator: ", "))"
        }
        guard incomplete.isEmpty else { return DoctorCheck(name: name, passed: false, detail: incomplete.joined(separator: "; ")) }
        let count = records.offlineCollections.count
        return DoctorCheck(name: name, passed: true, detail: count == 0 ? "no collections kept on the device" : "\(count) collection\(count == 1 ? "" : "s") with policy, scope and conflict strategy")
    }

    /// Storefronts are recorded whenever the code or entitlements link to an outside purchase.
    package func storefronts() -> DoctorCheck {
        let name = "stack storefronts"
        let uses = survey.externalPurchase.first.map { "\($0.name) (\($0.position.path):\($0.position.line))" }
        guard let value = records.storefronts else {
            return DoctorCheck(name: name, passed: false, detail: "\(file) has no '- Storefronts: …' line under ## External purchase links")
        }
        if value.isPlaceholder {
            return DoctorCheck(name: name, passed: false, detail: "\(file):\(value.line): still TODO; \(uses.map { "the app uses \($0)" } ?? "write none, or the storefronts")")
        }
        if value.isNone, let uses {
            return DoctorCheck(name: name, passed: false, detail: "\(file):\(value.line) says none, but the app uses \(uses)")
        }
        return DoctorCheck(name: name, passed: true, detail: value.isNone ? "none recorded, no external purchase API in code" : "storefronts: \(value.text)")
    }

    /// A per-store ad setup is recorded whenever an ad SDK is linked.
    func adsPerStore() -> DoctorCheck {
        let name = "stack ads-per-store"
        let filled = records.adsPerStore.filter { $0.cells.count >= 2 && !MarkdownSections.isPlaceholder($0.cells[1]) }
        if let sdk = survey.adModules.first, filled.isEmpty {
            let sdkName = AdNetworks.sdk(forModule: sdk.name)?.name ?? sdk.name
            return DoctorCheck(name: name, passed: false, detail: "\(sdkName) is imported (\(sdk.position.path):\(sdk.position.line)) but \(file) records no per-store ad configuration")
        }
        return DoctorCheck(name: name, passed: true, detail: survey.adModules.isEmpty ? "no ad SDK imported" : "\(filled.count) store\(filled.count == 1 ? "" : "s") recorded")
    }

    /// A table cell without backticks: `com.example.refresh` → com.example.refresh.
    static func plain(_ cell: String) -> String {
        cell.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
    }
}
