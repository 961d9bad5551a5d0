import ThumbruleFrontEnds

/// Composables that only previews and tests call: design-system samples and preview helpers
/// (`ColorPreview`, an atom drawn only by its own `@Preview`). They ship in the APK but no
/// screen draws them, so they take the preview scope and checks skip them like previews.
///
/// Matched by name across the project, erring towards "ships": any call of the name from
/// shipping code outside previews keeps every function of that name, a function nothing
/// calls at all is left shipping (it may be a library's API), and only `@Composable`
/// functions are judged, since other functions are reached in ways calls do not show.
/// Calls from code no user reaches (`UnreachableKotlinCode`) are left out.
enum PreviewOnlyComposables {
    /// Lines of the preview-only composables, by path; `unreachable` holds lines known not to run.
    static func lines(in files: [AndroidKotlinFile], unreachable: [String: [ClosedRange<Int>]] = [:]) -> [String: [ClosedRange<Int>]] {
        // Composables that shipping code could call, by name.
        var candidates: [String: [(file: Int, function: Int)]] = [:]
        for (fileIndex, file) in files.enumerated() where file.scope == .app {
            for (index, function) in file.file.functions.enumerated()
            where function.isComposable && !function.isPreview && function.enclosingFunction == nil && function.bodyRange != nil {
                candidates[function.name, default: []].append((fileIndex, index))
            }
        }
        guard !candidates.isEmpty else { return [:] }
        var roots = Set<String>(), previewCalled = Set<String>(), calledBy: [String: Set<String>] = [:]
        for file in files {
            let kotlin = file.file
            let dead = unreachable[file.path] ?? []
            for (index, call) in kotlin.calls.enumerated() where candidates[call.name] != nil {
                if dead.contains(where: { $0.contains(call.position.line) }) { continue }
                guard file.scope == .app, !kotlin.isInPreview(index) else {
                    previewCalled.insert(call.name)
                    continue
                }
                // The outermost candidate around the call, if the call sits in one.
                let holder = kotlin.enclosingFunctions(startingAt: call.enclosingFunction).last
                    .map { kotlin.functions[$0] }
                    .flatMap { candidates[$0.name] != nil && $0.isComposable ? $0.name : nil }
                if let holder { calledBy[holder, default: []].insert(call.name) } else { roots.insert(call.name) }
            }
        }
        var reached = Set<String>(), pending = Array(roots)
        while let name = pending.popLast() {
            guard reached.insert(name).inserted else { continue }
            pending += calledBy[name] ?? []
        }
        var lines: [String: [ClosedRange<Int>]] = [:]
        for (name, declarations) in candidates where !reached.contains(name) && previewCalled.contains(name) {
            for (fileIndex, function) in declarations {
                let file = files[fileIndex]
                if let range = file.lines(ofFunction: function) { lines[file.path, default: []].append(range) }
            }
        }
        return lines
    }
}
