import Foundation
import Testing
@testable import ThumbruleCore
import ThumbruleReport
import ThumbruleRules

/// Runs a program and captures its stdout and stderr.
func runProgram(_ executable: String, _ arguments: [String], in directory: String = CLI.packageRoot) throws -> CLI.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // stderr is drained on another thread, so a chatty program cannot fill its pipe and stall.
    nonisolated(unsafe) var errText = Data()
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        errText = err.fileHandleForReading.readDataToEndOfFile()
        drained.signal()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    drained.wait()
    process.waitUntilExit()
    return CLI.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errText, as: UTF8.self))
}

/// Runs a Python checker from Tests/tools and returns its exit status and output.
func runTool(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let result = try runProgram("/usr/bin/env", ["python3", CLI.packageRoot + "/Tests/tools/" + script] + arguments)
    return (result.status, result.stdout + result.stderr)
}

/// The report formats, each read the way its consumer reads it.
@Suite struct FormatTests {
    /// The Showcase's findings by severity, from its JSON report, so these tests follow the checks.
    static func showcase() throws -> (total: Int, errors: Int, warnings: Int, notes: Int, files: Int) {
        let run = try CLI.run(["check", "Examples/Showcase", "-f", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Int])
        let errors = summary["error"] ?? 0, warnings = summary["warning"] ?? 0, notes = summary["note"] ?? 0
        return (errors + warnings + notes, errors, warnings, notes, try #require(document["filesChecked"] as? Int))
    }

    @Test func githubPrintsOneWorkflowCommandPerFinding() throws {
        let counts = try FormatTests.showcase()
        let run = try CLI.run(["check", "Examples/Showcase", "-f", "github"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(run.status == 1 && lines.count == counts.total, "\(run.stdout)")
        let command = try Regex(#"^::(error|warning|notice) file=([^,:]+),line=(\d+),col=(\d+),title=([^,:]+)::(.+)$"#)
        for line in lines {
            let match = try #require(line.wholeMatch(of: command), "\(line)")
            #expect(match.output[2].substring?.hasPrefix("Examples/Showcase/Showcase/") == true, "paths read from where the command ran: \(line)")
            #expect(match.output[5].substring?.hasPrefix("Thumbrule ") == true)
        }
        #expect(lines.contains { $0.hasPrefix("::error file=Examples/Showcase/Showcase/Kitchen/PantryScanner.swift,line=11,col=13,title=Thumbrule perm-purpose-string::") })
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == counts.notes && lines.filter { $0.hasPrefix("::error ") }.count == counts.errors)
    }

    @Test func workflowCommandsEscapeTheirSeparators() {
        #expect(GitHubReporter.data("50% off\nnow") == "50%25 off%0Anow")
        #expect(GitHubReporter.property("a,b:c") == "a%2Cb%3Ac")
    }

    /// One run writes three reports with --format/--output pairs while the text report still
    /// goes to stdout; each is then read by its consumer's parser or against its fields.
    @Test func junitCheckstyleAndCodeClimateReadAsTheirConsumersDo() throws {
        let counts = try FormatTests.showcase()
        let folder = try ScratchFolder()
        let junit = folder.absolute("report.xml"), checkstyle = folder.absolute("checkstyle.xml"), quality = folder.absolute("quality.json")
        let run = try CLI.run(["check", "Examples/Showcase", "-f", "junit", "--output", junit, "--format", "checkstyle", "--output", checkstyle,
                               "--format=codeclimate", "--output=\(quality)"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains(": error: ") && run.stderr.contains("\(counts.total) findings"), "the text report still goes to the terminal")
        for (kind, path) in [("junit", junit), ("checkstyle", checkstyle), ("codeclimate", quality)] {
            let result = try runTool("validate_reports.py", [kind, path, String(counts.total)])
            #expect(result.status == 0, "\(kind): \(result.output)")
        }
        let xml = try #require(folder.read("report.xml"))
        #expect(xml.contains(#"<testcase classname="thumbrule.perm" name="perm-purpose-string: "#))
        #expect(xml.contains(#"<testcase classname="thumbrule.motion" name="motion-"#), "rules that ran clean are passing cases")
    }

    /// GitLab matches issues between branches by fingerprint: code added above a finding keeps
    /// its fingerprint, and two identical findings get two.
    @Test func codeClimateFingerprintsSurviveMovedCodeAndStayDistinct() throws {
        let folder = try ScratchFolder()
        let line = #"let title = Text("Total").font(.system(size: 17))"#
        try folder.write("A.swift", "import SwiftUI\n\(line)\nlet other = 1\n\(line)\nlet more = 2\n")
        func issues() throws -> [[String: Any]] {
            let run = try CLI.run(["check", ".", "-f", "codeclimate", "--only", "type-scale"], in: folder.path)
            return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        }
        let before = try issues()
        try folder.write("A.swift", "// added\n// lines\nimport SwiftUI\n\(line)\nlet other = 1\n\(line)\nlet more = 2\n")
        let after = try issues()
        let fingerprints = before.compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == 2 && Set(fingerprints).count == 2, "\(before)")
        #expect(after.compactMap { $0["fingerprint"] as? String } == fingerprints)
        let lines = after.compactMap { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int }
        #expect(lines == [4, 6])
        #expect(before.first?["severity"] as? String == "major" && before.first?["check_name"] as? String == "type-scale.swiftui-fixed-size")
    }

    @Test func summaryCountsPerRuleMostFirstWithTitles() throws {
        let counts = try FormatTests.showcase()
        let run = try CLI.run(["check", "Examples/Showcase", "-f", "summary"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("rule ") == true && lines.first?.hasSuffix("title") == true, "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("a11y-name ") && $0.contains(" 2  Every control and meaningful image") })
        let total = try #require(lines.last?.split(separator: " ").map(String.init))
        #expect(total == ["total", "\(counts.errors)", "\(counts.warnings)", "\(counts.notes)", "\(counts.total)", "in", "\(counts.files)", "files"], "\(total)")
        let totals = lines.dropFirst(2).prefix { !$0.hasPrefix("---") }.compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(4).first.flatMap { Int($0) } }
        #expect(totals == totals.sorted(by: >) && totals.reduce(0, +) == counts.total, "\(totals)")
        #expect(try CLI.run(["check", "Examples/Showcase", "-f", "summary", "--only", "bg-exact-time"]).stdout == "no findings in \(counts.files) files\n")
    }

    /// The HTML report rendered by headless Chromium: the page says what it should, logs
    /// nothing to the console and loads nothing from outside the file (Tests/tools/render_html.py).
    @Test func htmlRendersInHeadlessChromium() throws {
        let counts = try FormatTests.showcase()
        let folder = try ScratchFolder()
        let page = folder.absolute("report.html")
        let run = try CLI.run(["check", "Examples/Showcase", "--format", "html", "--output", page])
        #expect(run.status == 1 && run.stdout.contains(": error: "), "\(run.stderr)")
        let html = try #require(folder.read("report.html"))
        #expect(html.contains("<svg class=\"chart\"") && !html.contains("<script"))
        let result = try runTool("render_html.py", [page, folder.absolute("report.png"),
                                                    "Thumbrule report: Showcase", "\(counts.errors) errors", "\(counts.warnings) warnings", "\(counts.notes) notes", "Findings by area",
                                                    "Payments", "pay-subscription-terms", "Instead:", "Showcase/Kitchen/PantryScanner.swift:11:13",
                                                    "AVCaptureDevice.requestAccess(for: .video)", "Fix: Use the .body text style"])
        #expect(result.status == 0, "\(result.output)")
    }

    /// `review --format html` puts the scorecard above the run's findings, in the same page.
    @Test func reviewWritesItsScorecardIntoTheHTMLReport() throws {
        let project = try ScratchFolder()
        let showcase = CLI.packageRoot + "/Examples/Showcase/Showcase"
        for name in ["RecipeListView.swift", "Info.plist", "ShowcaseApp.swift"] {
            try project.write("Showcase/" + name, String(decoding: FileManager.default.contents(atPath: showcase + "/" + name) ?? Data(), as: UTF8.self))
        }
        let run = try CLI.run(["review", "--format", "html", "--no-archive"], in: project.path)
        #expect(run.stdout.hasPrefix("<!DOCTYPE html>"), "\(run.stderr)")
        let page = try project.write("review.html", run.stdout)
        #expect(run.stdout.contains(#"<tr class="low"><td><code>type-scale</code></td><td class="n">2 / 5</td>"#), "a row per rule")
        let result = try runTool("render_html.py", [page, project.absolute("review.png"), "Review scorecard: project", "type-scale",
                                                    "Findings by rule", "Showcase/RecipeListView.swift:18:31"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func htmlEscapesFindingsAndShowsTheLineInContext() throws {
        let folder = try ScratchFolder()
        try folder.write("A.swift", "let a = 1\nlet b = \"<b>&\"\nlet c = 3\n")
        let finding = Finding(ruleId: "type-scale", checkId: "type-scale.x", severity: .warning, confidence: .high,
                              message: "<script>alert(1)</script> & more", position: SourcePosition(path: "A.swift", line: 2, column: 5))
        let html = HTMLReporter(rulebook: .bundled).render(Engine.Report(root: folder.path, findings: [finding], filesChecked: 1, checksRun: []))
        #expect(!html.contains("<script>") && html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more"))
        #expect(html.contains(#"<span class="hit"><span class="ln">2</span> let b = &quot;&lt;b&gt;&amp;&quot;</span>"#), "\(html)")
        #expect(html.contains(#"<span class="ln">1</span> let a = 1"#) && html.contains(#"<span class="ln">3</span> let c = 3"#))
        let clean = HTMLReporter(rulebook: .bundled).render(Engine.Report(root: folder.path, findings: [], filesChecked: 1, checksRun: []))
        #expect(clean.contains("No findings.") && !clean.contains("<svg"))
    }

    @Test func xmlReportsEscapeMarkupAndDropControlCharacters() {
        let finding = Finding(ruleId: "type-scale", checkId: "type-scale.x", severity: .note, confidence: .high,
                              message: "a <b> & \"c\"\u{7} d", position: SourcePosition(path: "Ü & <x>.swift", line: 1, column: 2))
        let report = Engine.Report(root: "/nowhere", findings: [finding], filesChecked: 1, checksRun: [])
        let checkstyle = CheckstyleReporter().render(report)
        #expect(checkstyle.contains(#"<file name="Ü &amp; &lt;x&gt;.swift">"#))
        #expect(checkstyle.contains(#"severity="info" message="a &lt;b&gt; &amp; &quot;c&quot; d [type-scale]""#), "\(checkstyle)")
        let junit = JUnitReporter(rulebook: .bundled).render(report, checks: [])
        #expect(junit.contains(#"<failure type="note" message="a &lt;b&gt; &amp; &quot;c&quot; d">"#), "\(junit)")
    }

    @Test func outputPairingErrorsExitTwo() throws {
        let alone = try CLI.run(["check", "Examples/Showcase", "--output", "x.json"])
        #expect(alone.status == 2 && alone.stderr.contains("--output x.json needs a --format before it"), "\(alone.stderr)")
        let two = try CLI.run(["check", "Examples/Showcase", "-f", "json", "-f", "sarif"])
        #expect(two.status == 2 && two.stderr.contains("only one --format can go to stdout"), "\(two.stderr)")
        let unknown = try CLI.run(["check", "Examples/Showcase", "-f", "xml"])
        #expect(unknown.status == 2 && unknown.stderr.contains("codeclimate"), "\(unknown.stderr)")
        let unwritable = try CLI.run(["check", "Examples/Showcase", "-f", "json", "--output", "/nonexistent-folder/x.json"])
        #expect(unwritable.status == 2 && unwritable.stderr.contains("cannot write /nonexistent-folder/x.json") && !unwritable.stderr.contains("usage:"))
    }

    /// A --format without --output takes stdout; the files get their own formats.
    @Test func aFormatWithoutOutputTakesStdout() throws {
        let counts = try FormatTests.showcase()
        let folder = try ScratchFolder()
        let run = try CLI.run(["check", "Examples/Showcase", "-f", "sarif", "--output", folder.absolute("log.sarif"), "-f", "json", "-q"])
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(document?["filesChecked"] as? Int == counts.files, "\(run.stdout.prefix(200))")
        #expect(folder.read("log.sarif")?.contains("\"version\" : \"2.1.0\"") == true)
        #expect(run.status == 1 && run.stderr.isEmpty, "no tally when stdout is not the text report: \(run.stderr)")
    }
}

/// Colours and the progress line: only on a terminal, and never in files or pipes.
@Suite struct TerminalFormatTests {
    @Test func colorsOnlyWhenAskedOrOnATerminal() throws {
        let folder = try ScratchFolder()
        try folder.write("A.swift", "import SwiftUI\nlet t = Text(\"A\").font(.system(size: 17))\n")
        let piped = try CLI.run(["check", "."], in: folder.path)
        #expect(!piped.stdout.contains("\u{1B}["), "stdout is a pipe here, so auto means no colour")
        let always = try CLI.run(["check", ".", "--color", "always"], in: folder.path)
        #expect(always.stdout.contains("\u{1B}[1mA.swift:2:24:\u{1B}[0m \u{1B}[1;35mwarning:\u{1B}[0m"), "\(always.stdout.debugDescription)")
        #expect(always.stdout.contains("\u{1B}[1;36mnote:\u{1B}[0m"))
        let never = try CLI.run(["check", ".", "--color=never"], in: folder.path)
        #expect(!never.stdout.contains("\u{1B}[") && never.stdout.contains("A.swift:2:24: warning:"))
        #expect(try CLI.run(["check", ".", "--color", "sometimes"], in: folder.path).status == 2)
        let file = folder.absolute("out.txt")
        _ = try CLI.run(["check", ".", "--color", "always", "-f", "text", "--output", file], in: folder.path)
        #expect(folder.read("out.txt")?.contains("A.swift:2:24: warning:") == true, "files never get colours")
    }

    /// On a pseudo-terminal (`script`), auto colours stdout unless NO_COLOR is set, and the
    /// progress line on stderr (drawn from the start with THUMBRULE_PROGRESS_DELAY=0, so the
    /// test does not depend on how long the run takes) is erased before the tally.
    @Test func aTerminalGetsColoursAndProgressUnlessNoColor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let folder = try ScratchFolder()
        try folder.write("A.swift", "import SwiftUI\nlet t = Text(\"A\").font(.system(size: 17))\n")
        func onTerminal(_ environment: String) throws -> String {
            let command = "\(environment) '\(CLI.executable)' check . -j 1"
            return try runProgram("/usr/bin/script", ["-qec", command, "/dev/null"], in: folder.path).stdout
        }
        let plain = try onTerminal("env -u NO_COLOR TERM=xterm THUMBRULE_PROGRESS_DELAY=0")
        #expect(plain.contains("\u{1B}[1;35mwarning:"), "\(plain.debugDescription)")
        let drawn = try #require(plain.range(of: "\r\u{1B}[Kthumbrule: "), "the progress line is drawn: \(plain.debugDescription)")
        let tally = try #require(plain.range(of: "thumbrule: 1 finding"), "\(plain.debugDescription)")
        let erased = try #require(plain.range(of: "\r\u{1B}[K", options: .backwards, range: drawn.upperBound..<tally.lowerBound),
                                  "and erased before the tally: \(plain.debugDescription)")
        #expect(!plain[erased.upperBound..<tally.lowerBound].contains("Swift files"))
        let noColor = try onTerminal("env NO_COLOR=1 TERM=xterm")
        #expect(!noColor.contains("\u{1B}[1;35m") && noColor.contains("A.swift:2:24: warning:"), "\(noColor.debugDescription)")
        let piped = try CLI.run(["check", ".", "-j", "1"], in: folder.path)
        #expect(!piped.stderr.contains("\r") && !piped.stderr.contains("Swift files"), "no progress into a pipe")
    }
}
