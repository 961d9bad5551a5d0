import Foundation
import ThumbruleChecks
import ThumbruleCore
import ThumbruleReport
import ThumbruleReview

enum CheckCommand: Command {
    static let summary = "Check app source, plists and project files against the rulebook"
    static let usage = """
    usage: thumbrule check [paths …] [-f/--format FORMAT [--output FILE]]… [--only ids,prefixes] [--config FILE]
                           [--fail-on error|warning|note] [--jobs N] [--quiet] [--color auto|always|never]
                           [--allow-empty] [--timings] [--parse-only]
                           [--baseline FILE [--strict-baseline] | --write-baseline FILE] [--fix [--dry-run]]
                           [--since REF] [--cache-path DIR | --no-cache]

    Checks the given files or folders (default: the current folder). A file or subfolder
    of a project is checked as part of it: the nearest folder above with .thumbrule.json,
    .thumbrule/, Package.swift, .git, an Xcode project or Gradle settings is the root, whose
    configuration and project files (plists, targets) apply; only findings in the given
    paths are reported. Paths in the output are relative to the root.

      -f, --format  text (default, Xcode style), json, sarif (SARIF 2.1.0), github (Actions
                  annotations), junit, checkstyle, codeclimate (GitLab Code Quality),
                  summary (counts per rule) or html (one self-contained page)
      --output    write the report of the --format before it to FILE; several pairs may be
                  given, and the text report still goes to stdout unless a --format without
                  --output takes its place
      --color     colour the text report by severity: auto (default: on a terminal, unless
                  NO_COLOR is set), always or never
      --only      run only these rule ids, area prefixes or check ids (repeatable); an id
                  that names nothing exits 2 and suggests the nearest ids
      --config    use this .thumbrule.json instead of the nearest one above the root
      --fail-on   lowest severity that makes the exit code 1 (default: the config's failOn, else error)
      -j, --jobs  worker threads (default: the number of cores); output is identical for any value
      -q, --quiet print only errors and warnings, and no summary line; the exit code is
                  the same as without it
      --allow-empty  exit 0 when no file was checked (by default that exits 2)
      --timings   also print to stderr where the time went: reading, parsing, indexing and
                  each check, summed over files and threads, slowest first
      --baseline  report only findings not in this baseline file (default: the config's baseline);
                  entries that no longer match are counted in a note on stderr
      --strict-baseline  exit 2 when baseline entries no longer match, so the file shrinks as code is fixed
      --write-baseline  record the current findings in FILE and exit 0, reporting nothing
      --fix       apply every available fix whose edits overlap no other, check again, and
                  report what is left; a file is changed only inside the checked root and
                  only when it still parses (Swift), pairs up (Kotlin) or loads (plists, JSON)
      --dry-run   with --fix: print the changes as a unified diff (git apply / patch -p1
                  from the root) instead of writing them
      --since     report only findings in files changed since the git revision REF (committed,
                  staged, unstaged or untracked), findings that point at them, and, when a
                  plist or project file changed, every project-level finding; exits 2 without git
                  or with a bad REF
      --cache-path  keep results between runs in DIR (default: .thumbrule/cache under the root)
      --no-cache  neither read nor write the cache (nor do --timings and --dry-run); output is
                  the same either way
      --parse-only  diagnostic, for bench/: find, read and parse the Swift files as a
                  check would, run no check, and print only how many were parsed

    A run longer than a second shows its progress on stderr when stderr is a terminal
    (after THUMBRULE_PROGRESS_DELAY seconds instead, when that is set).
    Exit codes: 0 nothing at or above the fail level, 1 something is, 2 usage, config or I/O error.
    """
    static let options: Set<String> = ["format", "only", "config", "fail-on", "jobs", "baseline", "write-baseline", "output", "color", "since", "cache-path"]
    static let flags: Set<String> = ["quiet", "allow-empty", "timings", "parse-only", "strict-baseline", "fix", "dry-run", "no-cache"]

    static func run(_ arguments: Arguments) throws -> Int32 {
        let outputs = try ReportOutput.requested(arguments)
        let colors = try Terminal.colors(arguments.value("color"))
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let value = arguments.value("jobs") {
            guard let number = Int(value), number > 0 else { throw UsageError("--jobs must be a positive whole number") }
            jobs = number
        }
        let cwd = Console.currentDirectory
        let scope = arguments.flags.contains("parse-only") ? nil : ProjectScope.find(paths: arguments.positional, currentDirectory: cwd)
        let root = scope?.root ?? Discovery.root(for: arguments.positional, currentDirectory: cwd)
        var configuration = try Console.configuration(arguments, root: root)
        if let level = arguments.value("fail-on") {
            guard let severity = Severity(rawValue: level) else { throw UsageError("--fail-on must be error, warning or note") }
            configuration.failOn = severity
        }
        if arguments.flags.contains("parse-only") {
            let input = try ProjectInput(paths: arguments.positional, currentDirectory: cwd, configuration: configuration)
            reportSkipped(input.skipped)
            let floor = Engine.parseFloor(files: input.files, jobs: jobs, maxFileSize: configuration.maxFileSize)
            Console.error("parsed \(floor.filesParsed) Swift files (\(floor.bytesParsed) bytes), skipped \(floor.filesSkipped)")
            return 0
        }
        let writeBaseline = arguments.value("write-baseline")
        if writeBaseline != nil, arguments.value("baseline") != nil { throw UsageError("--write-baseline and --baseline cannot be used together") }
        // Read before the run, so a bad file fails fast.
        let baseline = writeBaseline == nil ? try (arguments.value("baseline") ?? configuration.baseline).map(Baseline.load) : nil
        if baseline == nil, arguments.flags.contains("strict-baseline") {
            throw UsageError("--strict-baseline needs --baseline FILE or a baseline in the configuration")
        }
        let fixing = arguments.flags.contains("fix"), dryRun = arguments.flags.contains("dry-run")
        if dryRun, !fixing { throw UsageError("--dry-run needs --fix") }
        if fixing, writeBaseline != nil { throw UsageError("--fix and --write-baseline cannot be used together") }
        let only = arguments.list("only")
        try Selectors.validateOnly(only)
        if arguments.flags.contains("no-cache"), arguments.value("cache-path") != nil { throw UsageError("--cache-path and --no-cache cannot be used together") }
        // --timings times the checks themselves, and --dry-run writes nothing: neither uses the cache.
        let uncached = arguments.flags.contains("no-cache") || arguments.flags.contains("timings") || dryRun
        let cache: CacheSetting = uncached ? .off : arguments.value("cache-path").map { .folder(URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path) } ?? .underRoot
        if writeBaseline != nil, arguments.value("since") != nil { throw UsageError("--write-baseline records every finding, so it cannot be used with --since") }
        // Asked before the run, so no git or a bad revision fails fast.
        let changes = try arguments.value("since").map { try ChangedFiles.since($0, root: root) }
        let timings = arguments.flags.contains("timings") ? CheckTimings() : nil
        let progress = RunProgress()
        let progressLine = ProgressLine(progress)
        defer { progressLine?.stop() }
        let checked = try runChecks(arguments, scope: scope, configuration: configuration, only: only,
                                    jobs: jobs, timings: timings, progress: progress, cache: cache)
        progressLine?.stop()
        let engine = checked.engine
        var report = checked.report
        reportSkipped(checked.skipped)
        if let timings { printTimings(timings) }
        if report.filesChecked == 0, !arguments.flags.contains("allow-empty") {
            Console.error("no file to check under \(checked.described) (pass --allow-empty to accept that)")
            return 2
        }
        if let path = writeBaseline {
            let recorded = Baseline(findings: report.findings.filter { scope?.contains($0) ?? true }, root: report.root)
            try recorded.write(to: path)
            Console.error("wrote \(recorded.entries.count) baseline entries to \(path)")
            return 0
        }
        if fixing {
            // Only the given part of a project is fixed.
            report = try applyFixes(checked, findings: report.findings.filter { scope?.contains($0) ?? true }, only: only, dryRun: dryRun,
                                    quiet: arguments.flags.contains("quiet"), currentDirectory: cwd)
        }
        var staleEntries = 0
        if let baseline {
            let filtered = baseline.filter(report.findings, root: report.root, checksRun: report.checksRun)
            report.findings = filtered.new
            staleEntries = filtered.stale
        }
        if let changes {
            let projectChecks = Set(engine.enabledChecks(only: only).filter { $0.asProjectCheck != nil }.map { $0.description.id })
            report.findings = changes.filter(report.findings, projectChecks: projectChecks)
        }
        // A file or subfolder of a project: the baseline was matched against the whole
        // project's findings above (so other files' entries are not stale); report the part.
        if let scope { report.findings.removeAll { !scope.contains($0) } }
        // The exit code is decided before --quiet drops notes, so --quiet changes only the output.
        let failed = report.findings.contains { $0.severity >= configuration.failOn }
        if arguments.flags.contains("quiet") { report.findings.removeAll { $0.severity == .note } }

        let context = ReportOutput.Context(report: report, rulebook: engine.rulebook, checks: engine.enabledChecks(only: only),
                                           pathPrefix: Discovery.displayPrefix(root: report.root, currentDirectory: cwd))
        for output in outputs where !(dryRun && output.path == nil) {
            let text = output.render(context, colors: output.path == nil && colors)
            if let path = output.path { try ReportOutput.write(text, to: path) } else { Console.write(text) }
        }
        if !dryRun, outputs.contains(where: { $0.path == nil && $0.format == "text" }), !arguments.flags.contains("quiet") {
            Console.error(TextReporter.summary(report))
        }
        if staleEntries > 0 {
            let note = "\(staleEntries) baseline entries no longer match; rewrite with --write-baseline"
            guard arguments.flags.contains("strict-baseline") else { Console.error(note); return failed ? 1 : 0 }
            Console.error("error: " + note)
            return 2
        }
        return failed ? 1 : 0
    }

    /// What a check ran over and found, before the baseline, `--quiet` and the scope apply.
    struct Checked {
        var engine: Engine
        var root: String
        var files: [WorkspaceFile]
        var report: Engine.Report
        var skipped: [(path: String, reason: String)]
        /// What "no file to check under …" names.
        var described: String
    }

    /// Runs the checks over the paths, or over the whole project of a file or subfolder
    /// (`ProjectScope`; the caller keeps only the findings in it).
    static func runChecks(_ arguments: Arguments, scope: ProjectScope?, configuration: Configuration, only: [String], jobs: Int,
                          timings: CheckTimings?, progress: RunProgress, cache: CacheSetting) throws -> Checked {
        if let scope {
            let input = try scope.files(configuration: configuration)
            var engine = Engine(configuration: configuration, checks: CheckRegistry.all, jobs: jobs, timings: timings,
                                cache: cache.cache(root: scope.root))
            engine.progress = progress
            var report = engine.run(files: input.files, root: scope.root, only: only)
            report.filesChecked = input.checked
            return Checked(engine: engine, root: scope.root, files: input.files, report: report, skipped: input.skipped,
                           described: scope.given.joined(separator: ", "))
        }
        do {
            let run = try CheckRun(paths: arguments.positional, currentDirectory: Console.currentDirectory, only: only,
                                   configuration: configuration, jobs: jobs, timings: timings, progress: progress, cache: cache)
            return Checked(engine: run.engine, root: run.root, files: run.files, report: run.report, skipped: run.skipped, described: run.root)
        } catch let error as CheckRunError {
            throw UsageError(error.description)
        }
    }

    /// `--fix`: applies the fixes of `findings` (or, with `--dry-run`, prints them as a diff),
    /// lists on stderr those not applied and why, and returns the report over the fixed text.
    static func applyFixes(_ run: Checked, findings: [Finding], only: [String], dryRun: Bool, quiet: Bool, currentDirectory: String) throws -> Engine.Report {
        var report = run.report
        report.findings = findings
        let outcome = FixApplier(engine: run.engine, root: run.root, only: only).fix(files: run.files, report: report)
        let prefix = Discovery.displayPrefix(root: run.root, currentDirectory: currentDirectory)
        if !quiet {
            for skipped in outcome.skipped {
                let position = skipped.finding.position
                Console.error("\(prefix)\(position.path):\(position.line):\(position.column): note: fix not applied: \(skipped.reason) [\(skipped.finding.ruleId)]")
            }
        }
        let fixed = "\(outcome.appliedCount) finding\(outcome.appliedCount == 1 ? "" : "s") in \(outcome.changes.count) file\(outcome.changes.count == 1 ? "" : "s")"
        if dryRun {
            Console.write(DiffReporter().render(outcome.changes))
            if !quiet { Console.error("--fix would fix \(fixed); then: \(TextReporter.summary(outcome.report))") }
        } else {
            try FixApplier.write(outcome.changes)
            if !quiet { Console.error("fixed \(fixed)") }
        }
        return outcome.report
    }

    /// How many skipped paths of one reason are named before the rest are counted.
    static let skippedShown = 3

    /// One line per skipped path, up to `skippedShown` per reason, then a count of the rest:
    /// a tree with hundreds of dangling agent-skill links says so in a few lines.
    static func reportSkipped(_ skipped: [(path: String, reason: String)]) {
        for line in skippedLines(skipped) { Console.error(line) }
    }

    static func skippedLines(_ skipped: [(path: String, reason: String)]) -> [String] {
        var shown: [String: Int] = [:], order: [String] = [], lines: [String] = []
        for entry in skipped {
            if shown[entry.reason] == nil { order.append(entry.reason) }
            shown[entry.reason, default: 0] += 1
            if shown[entry.reason]! <= skippedShown { lines.append("skipped \(entry.path): \(entry.reason)") }
        }
        for reason in order where shown[reason]! > skippedShown {
            lines.append("skipped \(shown[reason]! - skippedShown) more: \(reason)")
        }
        return lines
    }

    /// The `--timings` table: seconds and share of the total for each stage and check.
    static func printTimings(_ timings: CheckTimings) {
        let totals = timings.totals
        let sum = max(totals.reduce(0) { $0 + $1.seconds }, .leastNonzeroMagnitude)
        let width = totals.map(\.label.count).max() ?? 0
        Console.error("time by stage and check (thread seconds, all files):")
        for (label, seconds) in totals {
            let padded = label.padding(toLength: width, withPad: " ", startingAt: 0)
            Console.error("  \(padded)  \(String(format: "%8.3f", seconds)) s  \(String(format: "%5.1f", seconds / sum * 100))%")
        }
    }
}
