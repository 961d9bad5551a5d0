import ThumbruleCore
import ThumbruleFrontEnds

/// A toast or a notification action labelled with a plain string literal
/// (`Toast.makeText(context, "Copied", Toast.LENGTH_SHORT)`,
/// `notificationBuilder.addAction(0, "Accept", pendingIntent)`) in an app translated into other
/// languages (a string resource in a `res/values-xx` folder): the literal is never translated, so
/// every other language sees English there.
///
/// Only plain literals with a word in them count (`LiteralText.isWords`); templates, variables
/// and fallbacks after `?:` are left alone. Developer screens are left alone too: files in
/// `debug` or `developer` folders or named for debugging, dev mode or beta flags, and toasts
/// inside a call on something named for debugging (`debugToolsViewModel.events.collect { … }`);
/// so are the folders `LiteralText.isDeveloperPage` names (`example`, `samples`, `sandbox`).
/// Known false negatives: Compose `Text("…")` and dialog texts, which this check does not read.
struct AndroidLiteralMessage: AndroidCheck {
    package static let description = CheckDescription(
        id: "l10n-strings.android-literal-message",
        ruleId: "l10n-strings",
        summary: "A toast or notification action labelled with a string literal in a translated app",
        triggering: [
            // habitica-android: a guild invite's Accept action and an about screen's toast.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), AndroidChannelNameLiteral.germanStrings,
                ("app/src/main/java/com/acme/tasks/InviteNotification.kt", """
                package com.acme.tasks

                fun addActions(context: Context, notificationBuilder: NotificationCompat.Builder, accept: PendingIntent) {
                    notificationBuilder.addAction(0, ↓"Accept", accept)
                    notificationBuilder.addAction(0, context.getString(R.string.reject), accept)
                }

                fun onVersionTapped(context: Context) {
                    Toast.makeText(context, ↓"You found the secret!", Toast.LENGTH_SHORT).show()
                }
                """),
            ]),
        ],
        nonTriggering: [
            // Resources, templates, symbols, and a debug tools screen's toast (protonvpn-android).
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(), AndroidChannelNameLiteral.germanStrings,
                ("app/src/main/java/com/acme/tasks/Messages.kt", """
                package com.acme.tasks

                fun show(context: Context, time: String, debugToolsViewModel: DebugToolsViewModel) {
                    Toast.makeText(context, R.string.copied, Toast.LENGTH_SHORT).show()
                    Toast.makeText(context, "Skipping to $time", Toast.LENGTH_SHORT).show()
                    Toast.makeText(context, "✓", Toast.LENGTH_SHORT).show()
                    debugToolsViewModel.events.collect { event ->
                        Toast.makeText(context, "No capture found.", Toast.LENGTH_SHORT).show()
                    }
                }
                """),
                // pocket-casts-android: a developer settings screen.
                ("app/src/main/java/com/acme/tasks/developer/DeveloperViewModel.kt", """
                package com.acme.tasks.developer

                fun refresh(context: Context) {
                    Toast.makeText(context, "Refresh started", Toast.LENGTH_LONG).show()
                }
                """),
                // code-android: a hidden beta flags screen.
                ("app/src/main/java/com/acme/tasks/BetaFlagsScreen.kt", """
                package com.acme.tasks

                fun reset(context: Context) {
                    Toast.makeText(context, "Tooltips reset", Toast.LENGTH_LONG).show()
                }
                """),
            ]),
            // An app with no translations: a resource would hold the same English words.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                ("app/src/main/java/com/acme/tasks/About.kt", """
                package com.acme.tasks

                fun onVersionTapped(context: Context) {
                    Toast.makeText(context, "You found the secret!", Toast.LENGTH_SHORT).show()
                }
                """),
            ]),
        ]
    )

    static let developerWords: Set<String> = ["debug", "dev", "developer", "beta"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard AndroidModel.hasTranslatedStrings(project) else { return }
        for (file, index) in android.shippingCalls(named: ["makeText", "addAction"]) {
            let kotlin = file.file
            let call = kotlin.calls[index]
            guard call.arguments.count == 3, !Self.isDeveloperFile(file.path) else { continue }
            let receiver = call.receiverNames(in: kotlin).flatMap(NameWords.split)
            let what: String
            if call.name == "makeText" {
                guard receiver.last == "toast" else { continue }
                what = "toast"
            } else {
                guard receiver.contains("notification") || receiver.contains("builder") else { continue }
                what = "notification action label"
            }
            let label = call.arguments[1]
            guard label.label == nil, case .string(let text) = label.value, LiteralText.isWords(text, appNames: []),
                  file.scope(atLine: label.expression.position.line) == .app,
                  !Self.insideDebugCall(index, in: kotlin) else { continue }
            output.report(
                "The \(what) \"\(text)\" is a string literal in an app translated into other languages, so it stays English for every user; read it from a string resource (context.getString(R.string.…)).",
                at: file.position(label.expression.position), confidence: .medium)
        }
    }

    /// A file of a developer screen: `LiteralText.isDeveloperPage`, or named for beta flags.
    static func isDeveloperFile(_ path: String) -> Bool {
        if LiteralText.isDeveloperPage(path) { return true }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return NameWords.split(name).contains("beta")
    }

    /// Inside a call whose name or receiver is named for debugging (`debugToolsViewModel.events.collect`).
    static func insideDebugCall(_ index: Int, in kotlin: KotlinFile) -> Bool {
        kotlin.ancestors(of: index).contains { ancestor in
            let call = kotlin.calls[ancestor]
            return !Set(([call.name] + call.receiverNames(in: kotlin)).flatMap(NameWords.split)).isDisjoint(with: developerWords)
        }
    }
}
