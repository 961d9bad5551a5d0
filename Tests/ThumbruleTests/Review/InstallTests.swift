import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

@Suite struct InstallTests {
    @Test func installsIntoEachAgentFolderTheProjectHas() throws {
        let project = try ScratchFolder()
        try project.write(".claude/settings.json", "{}")
        try project.write(".agents/README.md", "agents")
        let outcomes = try AgentInstaller(root: project.path).install()
        #expect(outcomes.map(\.agent) == [.claude, .agents])
        let skill = try #require(project.read(".claude/skills/thumbrule/SKILL.md"))
        #expect(skill.hasPrefix("---\nname: thumbrule\ndescription: "))
        for command in ["thumbrule check", "thumbrule rubric", "thumbrule explain", "thumbrule review"] { #expect(skill.contains(command)) }
        #expect(project.read(".agents/skills/thumbrule/rulebook/pay.md")?.contains("pay-price-source") == true)
        #expect(project.read(".codex/skills/thumbrule/SKILL.md") == nil)

        let lock = try #require(try InstallLock.load(root: project.path))
        #expect(lock.version == ThumbruleVersion.current && lock.installs.map(\.agent) == [.agents, .claude])
        let entry = try #require(lock.installs.first { $0.agent == .claude })
        #expect(entry.path == ".claude/skills/thumbrule" && entry.files["SKILL.md"] == SHA256.hex(skill))
        #expect(entry.files.count == Rulebook.bundled.areas.count + 1)
        #expect(try AgentInstaller(root: project.path).verify().allSatisfy(\.passed))
    }

    @Test func noAgentFolderNeedsAnExplicitAgent() throws {
        let project = try ScratchFolder()
        #expect(throws: InstallError.noAgentFolder(project.path)) { try AgentInstaller(root: project.path).install() }
        let outcomes = try AgentInstaller(root: project.path).install(agents: [.antigravity, .opencode, .codex])
        #expect(outcomes.map(\.path) == [".agent/skills/thumbrule", ".opencode/skills/thumbrule", ".codex/skills/thumbrule"])
        #expect(project.read(".agent/skills/thumbrule/SKILL.md") != nil)
    }

    @Test func doctorReportsHandEditedMissingAndOutdatedCopies() throws {
        let project = try ScratchFolder()
        try AgentInstaller(root: project.path, version: "0.0.9").install(agents: [.claude])
        try AgentInstaller(root: project.path).install(agents: [.codex])
        try project.write(".codex/skills/thumbrule/SKILL.md", "my own notes\n")
        try FileManager.default.removeItem(atPath: project.absolute(".codex/skills/thumbrule/rulebook/ads.md"))
        let checks = try AgentInstaller(root: project.path).verify()
        let claude = try #require(checks.first { $0.name == "install claude" })
        #expect(!claude.passed && claude.detail.contains("outdated: installed by thumbrule 0.0.9, this is \(ThumbruleVersion.current)"))
        let codex = try #require(checks.first { $0.name == "install codex" })
        #expect(!codex.passed && codex.detail.contains("missing rulebook/ads.md") && codex.detail.contains("hand-edited SKILL.md"), "\(codex.detail)")

        // The same version with a changed bundled file reads as outdated, not hand-edited.
        try AgentInstaller(root: project.path).install(agents: [.codex])
        var lock = try #require(try InstallLock.load(root: project.path))
        let index = try #require(lock.installs.firstIndex { $0.agent == .codex })
        lock.installs[index].files["rulebook/pay.md"] = SHA256.hex("an older pay.md")
        try project.write(".codex/skills/thumbrule/rulebook/pay.md", "an older pay.md")
        try project.write(InstallLock.path, SortedJSON.encode(lock))
        let stale = try #require(try AgentInstaller(root: project.path).verify().first { $0.name == "install codex" })
        #expect(!stale.passed && stale.detail.contains("outdated rulebook/pay.md (the bundled rulebook changed)"), "\(stale.detail)")

        let doctor = try CLI.run(["doctor"], in: project.path)
        #expect(doctor.status == 1 && doctor.stdout.contains("FAIL  install claude") && doctor.stdout.contains("FAIL  install codex"))
    }

    @Test func reinstallReplacesEditsAndRemovesStaleFiles() throws {
        let project = try ScratchFolder()
        try AgentInstaller(root: project.path).install(agents: [.claude])
        var lock = try #require(try InstallLock.load(root: project.path))
        lock.installs[0].files["rulebook/retired.md"] = SHA256.hex("old")
        try project.write(".claude/skills/thumbrule/rulebook/retired.md", "old")
        try Data(SortedJSON.encode(lock).utf8).write(to: URL(fileURLWithPath: project.absolute(InstallLock.path)))
        try project.write(".claude/skills/thumbrule/SKILL.md", "edited")
        let outcome = try #require(try AgentInstaller(root: project.path).install(agents: [.claude]).first)
        #expect(outcome.removed == ["rulebook/retired.md"] && outcome.replacedEdits == ["SKILL.md"])
        #expect(project.read(".claude/skills/thumbrule/rulebook/retired.md") == nil)
        #expect(try AgentInstaller(root: project.path).verify().allSatisfy(\.passed))
    }

    @Test func downgradeIsRefusedWithoutForce() throws {
        let project = try ScratchFolder()
        try AgentInstaller(root: project.path, version: "99.0.0").install(agents: [.claude])
        #expect(throws: InstallError.downgrade(installed: "99.0.0", current: ThumbruleVersion.current)) {
            try AgentInstaller(root: project.path).install()
        }
        let refused = try CLI.run(["install", "--dir", project.path])
        #expect(refused.status == 1 && refused.stderr.contains("pass --force to downgrade"))
        let forced = try CLI.run(["install", "--dir", project.path, "--force"])
        #expect(forced.status == 0 && forced.stdout.contains("installed claude: .claude/skills/thumbrule"))
        #expect(try InstallLock.load(root: project.path)?.installs.first?.version == ThumbruleVersion.current)
        #expect(AgentInstaller.compare("0.10.0", "0.9.1") == .orderedDescending && AgentInstaller.compare("1.0", "1.0.0") == .orderedSame)
    }

    @Test func cliInstallNamesAgentsAndRejectsUnknownOnes() throws {
        let project = try ScratchFolder()
        let none = try CLI.run(["install"], in: project.path)
        #expect(none.status == 1 && none.stderr.contains("no agent folder"))
        #expect(try CLI.run(["install", "--agent", "cursor"], in: project.path).status == 2)
        let named = try CLI.run(["install", "--agent", "opencode"], in: project.path)
        #expect(named.status == 0 && named.stdout.contains("wrote .thumbrule/install.lock"))
        let doctor = try CLI.run(["doctor"], in: project.path)
        #expect(doctor.stdout.contains("PASS  install opencode"))
    }
}

@Suite struct SHA256Tests {
    @Test func knownVectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
