import Foundation
import ThumbruleCore
import ThumbruleReport
import ThumbruleReview

enum CheckCommand: Command {
    static let summary = "Check app source, plists and project files against the rulebook"
    static let usage = """
    usage: thumbrule check [paths …] [--format text|json|sarif] [--only ids,prefixes] [--config FILE]
                           [--fail-on error|warning|note] [--jobs N] [--quiet] [--allow-empty] [--timings] [--parse-only]
                           [--baseline FILE [--strict-baseline] | --write-baseline FILE] [--fix [--dry-run]]
                           [--since REF] [--cache-path DIR | --no-cache]

    Checks the given files or folders (default: the current folder). Paths in the
    output are relative to the checked root: the single folder given, or the
    current folder.

      -f, --format  text (default, Xcode style), json, or sarif (SARIF 2.1.0 on stdout)
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

    Exit codes: 0 nothing at or above the fail level, 1 something is, 2 usage, config or I/O error.
    """
    static let options: Set<String> = ["format", "only", "config", "fail-on", "jobs", "baseline", "write-baseline", "since", "cache-path"]
    static let flags: Set<String> = ["quiet", "allow-empty", "timings", "parse-only", "strict-baseline", "fix", "dry-run", "no-cache"]

    static func run(_ arguments: Arguments) throws -> Int32 {
        let format = arguments.value("format") ?? "text"
        guard ["text", "json", "sarif"].contains(format) else { throw UsageError("--format must be text, json or sarif") }
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let value = arguments.value("jobs") {
            guard let number = Int(value), number > 0 else { throw UsageError("--jobs must be a positive whole number") }
            jobs = number
        }
        let cwd = Console.currentDirectory
        let root = Discovery.root(for: arguments.positional, currentDirectory: cwd)
        var configuration = try Console.configuration(arguments, root: root)
        if let level = arguments.value("fail-on") {
            guard let severity = Severity(rawValue: level) else { throw UsageError("--fail-on must be error, warning or note") }
            configuration.failOn = severity
        }
        if arguments.flags.contains("parse-only") {
            let input = try ProjectInput(paths: arguments.positional, currentDirectory: cwd, configuration: configuration)
            for skipped in input.skipped { Console.error("skipped \(skipped.path): \(skipped.reason)") }
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
        let run: CheckRun
        let timings = arguments.flags.contains("timings") ? CheckTimings() : nil
        do {
            run = try CheckRun(paths: arguments.positional, currentDirectory: cwd, only: only, configuration: configuration,
                               jobs: jobs, timings: timings, cache: cache)
        } catch let error as CheckRunError {
            throw UsageError(error.description)
        }
        for skipped in run.skipped { Console.error("skipped \(skipped.path): \(skipped.reason)") }
        if let timings { printTimings(timings) }
        let engine = run.engine
        var report = run.report
        if report.filesChecked == 0, !arguments.flags.contains("allow-empty") {
            Console.error("no file to check under \(run.root) (pass --allow-empty to accept that)")
            return 2
        }
        if let path = writeBaseline {
            let recorded = Baseline(findings: report.findings, root: run.root)
            try recorded.write(to: path)
            Console.error("wrote \(recorded.entries.count) baseline entries to \(path)")
            return 0
        }
        if fixing {
            report = try applyFixes(run, only: only, dryRun: dryRun, quiet: arguments.flags.contains("quiet"), currentDirectory: cwd)
        }
        var staleEntries = 0
        if let baseline {
            let filtered = baseline.filter(report.findings, root: run.root, checksRun: report.checksRun)
            report.findings = filtered.new
            staleEntries = filtered.stale
        }
        if let changes {
            let projectChecks = Set(engine.enabledChecks(only: only).filter { $0 is any ProjectCheck.Type }.map { $0.description.id })
            report.findings = changes.filter(report.findings, projectChecks: projectChecks)
        }
        // The exit code is decided before --quiet drops notes, so --quiet changes only the output.
        let failed = report.findings.contains { $0.severity >= configuration.failOn }
        if arguments.flags.contains("quiet") { report.findings.removeAll { $0.severity == .note } }

        switch format {
        case _ where dryRun: break
        case "json": Console.write(JSONReporter().render(report))
        case "sarif": Console.write(SARIFReporter(rulebook: engine.rulebook).render(report, checks: engine.enabledChecks(only: only)))
        default:
            let prefix = Discovery.displayPrefix(root: run.root, currentDirectory: cwd)
            Console.write(TextReporter(pathPrefix: prefix).render(report))
            if !arguments.flags.contains("quiet") { Console.error(TextReporter.summary(report)) }
        }
        if staleEntries > 0 {
            let note = "\(staleEntries) baseline entries no longer match; rewrite with --write-baseline"
            guard arguments.flags.contains("strict-baseline") else { Console.error(note); return failed ? 1 : 0 }
            Console.error("error: " + note)
            return 2
        }
        return failed ? 1 : 0
    }

    /// `--fix`: applies the fixes the run offers (or, with `--dry-run`, prints them as a diff),
    /// lists on stderr those not applied and why, and returns the report over the fixed text.
    static func applyFixes(_ run: CheckRun, only: [String], dryRun: Bool, quiet: Bool, currentDirectory: String) throws -> Engine.Report {
        let outcome = FixApplier(engine: run.engine, root: run.root, only: only).fix(files: run.files, report: run.report)
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
