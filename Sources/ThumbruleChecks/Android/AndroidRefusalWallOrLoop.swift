import ThumbruleCore
import ThumbruleFrontEnds

/// The refusal branch of a runtime permission result that closes the whole app
/// (`finishAffinity()`, `exitProcess`, `System.exit`, `Process.killProcess`) or asks for the
/// permission again on the spot (the same launcher's `launch`, `requestPermissions`, or the
/// app's own `request…Permission…` function). Either way "no" is not an answer: the app is a
/// wall until the person says yes, or the dialog comes straight back, and after a second refusal
/// Android stops showing it, so the loop only leaves a broken screen. Review treats forcing
/// consent as a violation (Guideline 5.1.1(iv)), and Android's permission guide asks for a
/// reduced feature instead. Android Lint has no check for this.
///
/// Read in `registerForActivityResult` / `rememberLauncherForActivityResult` callbacks of
/// `RequestPermission` / `RequestMultiplePermissions` and in `onRequestPermissionsResult`, in
/// Kotlin and Java. The refusal branch is the `else` of a test that names the grant (`granted`,
/// `PERMISSION_GRANTED`) or the branch of a test that names the refusal (`!granted`,
/// `PERMISSION_DENIED`). Not reported: `finish()` of one activity (a scanner that needs the
/// camera closes itself and the app goes on), and a request made from a button or dialog the
/// branch shows (a lambda: the person chooses to be asked).
struct AndroidRefusalWallOrLoop: AndroidCheck {
    package static let description = CheckDescription(
        id: "perm-no-coercion.android-refusal-wall",
        ruleId: "perm-no-coercion",
        summary: "A runtime permission refusal answered by closing the app or asking again at once",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.CAMERA\" /><application />"),
                AndroidExample.kotlin("HomeFragment", """
                package com.example.app

                class HomeFragment : Fragment() {
                    private val askCamera = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
                        if (granted) {
                            showHome()
                        } else {
                            ↓requireActivity().finishAffinity()
                        }
                    }
                    private val askContacts = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
                        if (!granted) ↓askContacts.launch(Manifest.permission.READ_CONTACTS)
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.WRITE_EXTERNAL_STORAGE\" /><application />"),
                ("app/src/main/java/com/example/app/FilesActivity.java", """
                package com.example.app;

                public class FilesActivity extends AppCompatActivity {
                    @Override
                    public void onRequestPermissionsResult(int requestCode, String[] permissions, int[] grantResults) {
                        super.onRequestPermissionsResult(requestCode, permissions, grantResults);
                        if (grantResults.length > 0 && grantResults[0] == PackageManager.PERMISSION_GRANTED) {
                            loadFiles();
                        } else {
                            Toast.makeText(this, R.string.grant_failed, Toast.LENGTH_SHORT).show();
                            ↓requestStoragePermission();
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("<uses-permission android:name=\"android.permission.CAMERA\" /><application />"),
                AndroidExample.kotlin("ScanFragment", """
                package com.example.app

                class ScanFragment : Fragment() {
                    private val askCamera = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
                        if (granted) {
                            startScanner()
                        } else if (shouldShowRequestPermissionRationale(Manifest.permission.CAMERA)) {
                            showExplanation(onRetry = { askCamera.launch(Manifest.permission.CAMERA) })
                        } else {
                            requireActivity().finish()
                        }
                    }
                    override fun onRequestPermissionsResult(requestCode: Int, permissions: Array<String>, grantResults: IntArray) {
                        super.onRequestPermissionsResult(requestCode, permissions, grantResults)
                        if (grantResults.firstOrNull() == PackageManager.PERMISSION_GRANTED) {
                            requestNotificationPermission()
                        } else {
                            showManualEntry()
                        }
                    }
                }
                """),
            ]),
        ]
    )

    static let launchers: Set<String> = ["registerForActivityResult", "rememberLauncherForActivityResult", "registerActivityResultLauncher"]
    static let appEnders: Set<String> = ["finishAffinity", "finishAndRemoveTask", "exitProcess", "killProcess"]
    static let grantWords = ["granted", "PERMISSION_GRANTED", "allGranted", "isGranted"]
    static let refusalWords = ["denied", "PERMISSION_DENIED", "refused", "rejected"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.kotlinFiles where file.scope == .app && file.file.source.bytes.contains(utf8: "ermission") {
            for (token, what) in Self.findings(in: file.file.source) {
                let position = file.file.source.tokens[token].position
                guard file.ships(position) else { continue }
                report(what, at: file.position(position), &output)
            }
        }
        for file in project.androidJavaFiles(mentioning: "ermission") where file.scope == .app {
            for (token, what) in Self.findings(in: file.source) {
                let position = file.source.tokens[token]
                report(what, at: SourcePosition(path: file.path, line: position.line, column: position.column), &output)
            }
        }
    }

    enum Answer { case closesApp, asksAgain }

    func report(_ what: Answer, at position: SourcePosition, _ output: inout CheckOutput) {
        let act = what == .closesApp
            ? "closes the whole app when the person refuses the permission, so the app is a wall that opens only for a yes"
            : "asks for the same permission again as soon as the person refuses it, so the dialog comes straight back, and after a second refusal Android stops showing it and the loop only leaves a dead screen"
        output.report(
            "This \(act). Refusing is a normal answer: App Review rejects apps that force consent (Guideline 5.1.1(iv)), and Android asks apps to degrade gracefully. Keep the app running without the feature, say in place what it needs and why, and ask again only when the person taps to use it (or offer the app's Settings page then).",
            at: position, confidence: .medium)
    }

    /// The first token of each app-ending or re-asking statement in a refusal branch.
    static func findings(in source: KotlinSource) -> [(Int, Answer)] {
        var result: [(Int, Answer)] = []
        for handler in handlers(in: source) {
            for index in handler.body where source.tokens[index].kind == .identifier {
                guard index + 1 < source.tokens.count, [.leftParen, .leftBrace].contains(source.tokens[index + 1].kind) else { continue }
                let name = source.name(at: index)
                let answer: Answer
                if appEnders.contains(name) || (name == "exit" && index >= 2 && source.name(at: index - 2) == "System") {
                    answer = .closesApp
                } else if name == "requestPermissions" || (name.hasPrefix("request") && name.contains("Permission") && !name.contains("Settings"))
                            || (name == "launch" && index >= 2 && handler.launcher != nil && source.name(at: index - 2) == handler.launcher) {
                    answer = .asksAgain
                } else {
                    continue
                }
                let start = AndroidBranch.chainStart(endingAt: index, in: source)
                guard isRefusal(statementAt: start, within: handler.body, source) else { continue }
                result.append((start, answer))
            }
        }
        return result
    }

    /// A permission result handler: its body tokens and the launcher property it is stored in.
    struct Handler {
        let body: Range<Int>
        let launcher: String?
    }

    static func handlers(in source: KotlinSource) -> [Handler] {
        let tokens = source.tokens
        var result: [Handler] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let name = source.name(at: index)
            if launchers.contains(name), index + 1 < tokens.count, tokens[index + 1].kind == .leftParen, let close = source.partner(of: index + 1) {
                let arguments = (index + 2)..<close
                guard arguments.contains(where: { tokens[$0].kind == .identifier && ["RequestPermission", "RequestMultiplePermissions"].contains(source.name(at: $0)) }) else { continue }
                // The callback: a trailing lambda, or the last argument (`isGranted -> { … }` in Java).
                var body: Range<Int>?
                if close + 1 < tokens.count, tokens[close + 1].kind == .leftBrace, let end = source.partner(of: close + 1) {
                    body = (close + 2)..<end
                } else if let arrow = arguments.last(where: { tokens[$0].kind == .arrow }) {
                    body = (arrow + 1)..<close
                }
                guard let body else { continue }
                var launcher: String?
                var before = AndroidBranch.chainStart(endingAt: index, in: source) - 1
                if before >= 0, tokens[before].kind == .assign, before >= 1, tokens[before - 1].kind == .identifier {
                    before -= 1
                    launcher = source.name(at: before)
                }
                result.append(Handler(body: body, launcher: launcher))
            } else if name == "onRequestPermissionsResult", index + 1 < tokens.count, tokens[index + 1].kind == .leftParen,
                      index > 0, tokens[index - 1].kind == .identifier, ["fun", "void"].contains(source.name(at: index - 1)),
                      let close = source.partner(of: index + 1) {
                var open = close + 1
                while open < tokens.count, tokens[open].kind != .leftBrace, tokens[open].kind != .assign { open += 1 }
                guard open < tokens.count, tokens[open].kind == .leftBrace, let end = source.partner(of: open) else { continue }
                result.append(Handler(body: (open + 1)..<end, launcher: nil))
            }
        }
        return result
    }

    /// Whether the statement at `start` runs, directly, in a branch taken on refusal: the
    /// `else` of a test of the grant, or the branch of a test of the refusal. Any enclosing
    /// lambda (a dialog button, a later callback) between the statement and that branch makes it
    /// something the person chose.
    static func isRefusal(statementAt start: Int, within handler: Range<Int>, _ source: KotlinSource) -> Bool {
        var statement = start
        var steps = 0
        while steps < 8, let branch = AndroidBranch.enclosing(statementAt: statement, in: source), handler.contains(branch.condition.lowerBound) {
            steps += 1
            let condition = source.text(of: branch.condition)
            let namesGrant = grantWords.contains { condition.contains($0) }
            let namesRefusal = refusalWords.contains { condition.contains($0) }
            let negated = condition.hasPrefix("!") || condition.contains("!=") || condition.contains("== false")
            if branch.isElse, namesGrant, !namesRefusal, !negated { return true }
            if !branch.isElse, (namesRefusal && !namesGrant) || (namesGrant && negated) { return true }
            // An inner test (a rationale, a request code) inside the refusal branch: look one level out.
            guard let brace = branch.brace, let ifToken = ifKeyword(ofBranchAt: brace, source) else { return false }
            statement = ifToken
        }
        return false
    }

    /// The `if` that starts the statement whose branch opens at `brace`.
    static func ifKeyword(ofBranchAt brace: Int, _ source: KotlinSource) -> Int? {
        let tokens = source.tokens
        var index = brace - 1
        while index >= 0 {
            if tokens[index].kind == .rightParen, let open = source.partner(of: index), open > 0, source.name(at: open - 1) == "if" {
                // `} else if (…) {`: keep walking to the first `if`.
                let ifToken = open - 1
                if ifToken >= 2, source.name(at: ifToken - 1) == "else", tokens[ifToken - 2].kind == .rightBrace, let inner = source.partner(of: ifToken - 2) {
                    index = inner - 1
                    continue
                }
                return ifToken
            }
            if tokens[index].kind == .identifier, source.name(at: index) == "else", index > 0, tokens[index - 1].kind == .rightBrace,
               let inner = source.partner(of: index - 1) {
                index = inner - 1
                continue
            }
            return nil
        }
        return nil
    }
}
