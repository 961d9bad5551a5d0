import Foundation
import Testing

/// Command-line behaviour a new user trips over: exit codes, unknown ids, empty runs,
/// the tally, usage errors, `config --print`, `explain` and idle suppressions.
@Suite struct CLIBehaviourTests {
    /// A folder whose only finding is a note: a suppression that silences nothing.
    private func folderWithOneNote(config: String? = nil) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("A.swift", "// thumbrule:disable:next type-scale\nlet a = 1\n")
        if let config { try folder.write(".thumbrule.json", config) }
        return folder
    }

    @Test func quietKeepsTheExitCode() throws {
        let folder = try folderWithOneNote()
        let loud = try CLI.run(["check", ".", "--fail-on", "note"], in: folder.path)
        let quiet = try CLI.run(["check", ".", "--fail-on", "note", "--quiet"], in: folder.path)
        #expect(loud.status == 1 && loud.stdout.contains("note:"), "\(loud.stdout)")
        #expect(quiet.status == 1 && quiet.stdout.isEmpty, "\(quiet.stdout) \(quiet.status)")
    }

    @Test func unknownIdsInConfigurationOrOnlyExitTwoWithTheNearest() throws {
        let folder = try folderWithOneNote(config: #"{"rules": {"type-scael": "off"}}"#)
        let config = try CLI.run(["check", "."], in: folder.path)
        #expect(config.status == 2 && config.stderr.contains("$.rules.type-scael: names no rule"), "\(config.stderr)")
        #expect(config.stderr.contains("nearest: type-scale"), "\(config.stderr)")
        let only = try CLI.run(["check", "Examples/Showcase", "--only", "type-scale.swiftui-fixed-siz"])
        #expect(only.status == 2 && only.stderr.contains("nearest: type-scale.swiftui-fixed-size"), "\(only.stderr)")
        let area = try CLI.run(["check", "Examples/Showcase", "--only", "adz"])
        #expect(area.status == 2 && area.stderr.contains("ads"), "\(area.stderr)")
    }

    @Test func aRunThatChecksNoFileExitsTwoUnlessAllowed() throws {
        let folder = try ScratchFolder()
        try folder.write("notes.txt", "nothing to check\n")
        let empty = try CLI.run(["check", "."], in: folder.path)
        #expect(empty.status == 2 && empty.stderr.contains("no file to check"), "\(empty.stderr)")
        let allowed = try CLI.run(["check", ".", "--allow-empty"], in: folder.path)
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    @Test func summaryCountsWhatWasPrintedInSingularAndPlural() throws {
        let folder = try folderWithOneNote()
        let one = try CLI.run(["check", "."], in: folder.path)
        #expect(one.stderr.contains("thumbrule: 1 finding (1 note) in 1 file\n"), "\(one.stderr)")
        try folder.write("A.swift", "let a = 1\n")
        try folder.write("B.swift", "let b = 1\n")
        let none = try CLI.run(["check", "."], in: folder.path)
        #expect(none.stderr.contains("thumbrule: no findings in 2 files\n"), "\(none.stderr)")
    }

    @Test func usageErrorsPrintOneUsageLineAndAHint() throws {
        let bad = try CLI.run(["check", "--bogus"])
        let lines = bad.stderr.split(separator: "\n")
        #expect(bad.status == 2 && lines.count == 3, "\(bad.stderr)")
        #expect(lines.first == "thumbrule: unknown option --bogus")
        #expect(bad.stderr.contains("usage: thumbrule check") && bad.stderr.contains("run 'thumbrule check --help'"))
        #expect(!bad.stderr.contains("Exit codes"))
        #expect(try CLI.run(["check", "-x"]).status == 2)
    }

    @Test func shortFlagsQuietJobsAndFormat() throws {
        let folder = try folderWithOneNote()
        let run = try CLI.run(["check", ".", "-f", "json", "-j", "1", "-q"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((document?["findings"] as? [Any])?.isEmpty == true, "-q drops the note: \(run.stdout)")
    }

    @Test func configPrintIsValidJSON() throws {
        let folder = try folderWithOneNote(config: #"{"failOn": "warning", "rules": {"motion": "off"}}"#)
        let result = try CLI.run(["config", "--print"], in: folder.path)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(result.status == 0 && object?["failOn"] as? String == "warning", "\(result.stdout)")
        #expect(result.stderr.contains(".thumbrule.json"))
    }

    @Test func explainTakesChecksNoticesAndAreas() throws {
        let check = try CLI.run(["explain", "type-scale.swiftui-fixed-size"])
        #expect(check.status == 0 && check.stdout.contains("is a check of rule type-scale") && check.stdout.contains("Verify:"))
        let notice = try CLI.run(["explain", "thumbrule.skipped-file"])
        #expect(notice.status == 0 && notice.stdout.contains("could not analyse"), "\(notice.stdout)")
        let area = try CLI.run(["explain", "ads"])
        #expect(area.status == 0 && area.stdout.contains("ads-consent"), "\(area.stdout)")
        let unknown = try CLI.run(["explain", "thumbrule.skiped-file"])
        #expect(unknown.status == 1 && unknown.stderr.contains("thumbrule.skipped-file"), "\(unknown.stderr)")
    }

    @Test func manySkippedPathsOfOneReasonAreCounted() throws {
        let folder = try ScratchFolder()
        try folder.write("App/V.swift", "let v = 1\n")
        for index in 1...5 { try folder.link("skills/skill\(index)", to: folder.path + "/missing\(index)") }
        let run = try CLI.run(["check", "."], in: folder.path)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("symlink whose target does not exist") }
        #expect(lines.count == 4, "\(run.stderr)")
        #expect(run.stderr.contains("skipped 2 more: a symlink whose target does not exist"), "\(run.stderr)")
    }

    @Test func unusedSuppressionNotesSkipRulesTurnedOffAndCanBeTurnedOff() throws {
        let ruleOff = try folderWithOneNote(config: #"{"rules": {"type-scale": "off"}}"#)
        let skipped = try CLI.run(["check", "."], in: ruleOff.path)
        #expect(!skipped.stdout.contains("thumbrule.unused-suppression"), "\(skipped.stdout)")
        let noticeOff = try folderWithOneNote(config: #"{"rules": {"thumbrule.unused-suppression": "off"}}"#)
        let silent = try CLI.run(["check", "."], in: noticeOff.path)
        #expect(silent.status == 0 && !silent.stdout.contains("thumbrule.unused-suppression"), "\(silent.stdout) \(silent.stderr)")
        let ruleOn = try folderWithOneNote()
        let plain = try CLI.run(["check", "."], in: ruleOn.path)
        #expect(plain.stdout.contains("[thumbrule.unused-suppression]"), "\(plain.stdout)")
    }
}
