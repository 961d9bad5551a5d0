import ThumbruleCore
import ThumbruleFrontEnds

/// `fontSize = 13.sp` written at call sites instead of taking a role from the type scale
/// (`MaterialTheme.typography.bodyMedium`): sp follows the user's font scale, but each call site
/// picks its own size and the hierarchy becomes whatever they picked. One note per file, at the
/// first literal, with the count: the fix is a review of the file's text, not of each line.
///
/// Theme definitions are where literals belong and are left alone: anything inside a
/// `Typography(…)`, and `TextStyle(…)` in a theme file (a `theme` folder, or a file named for
/// its theme, type or fonts). So are Glance widgets (`androidx.glance`): Glance has no type
/// scale to take a role from, and its sp sizes follow the font scale. So is the app's own copy
/// of such a widget's look (`widgetMirrors`: a settings screen's live preview drawn from the
/// state the Glance widget draws from), which keeps the widget's sizes. A size inside a local
/// `MaterialTheme(typography = …)` override restyles a role for the content below (the role is
/// still asked for), and a one-letter monogram (`name.first().toString()`) in a box of fixed
/// `size` is a glyph sized to its avatar, not a step in the text hierarchy: both are left alone.
/// So is a `Text` showing an emoji value (`reaction.emoji`): a pictograph used as an icon in a
/// picker cell or reaction chip, sized to its slot rather than given a text role, and a size handed
/// to a composable named for one (`WalletAvatar(avatar = …, fontSize = 32.sp)`). So is the label
/// of a third party's sign-in button ("Sign in with Google", `R.string.continue_with_apple`):
/// the provider's branding rules fix that label's font and size, not the app's type scale.
/// Android Lint has no check for this.
struct AndroidLiteralFontSize: AndroidCheck {
    package static let description = CheckDescription(
        id: "type-scale.android-literal-font-size",
        ruleId: "type-scale",
        summary: "Compose text sized with sp literals outside the theme's type scale (one note per file)",
        triggering: [
            // A screen's helper that the widget's copy shares with the rest of the app sizes app text.
            CheckExample(files: [
                AndroidExample.kotlin("GlanceBatteryContent", """
                import androidx.glance.text.Text
                import androidx.glance.text.TextStyle

                @Composable
                fun GlanceBatteryContent(state: BatteryWidgetState) {
                    Text(state.percent, style = TextStyle(fontSize = 12.sp))
                }
                """),
                AndroidExample.kotlin("BatteryScreen", """
                @Composable
                fun BatteryWidgetMirror(state: BatteryWidgetState) {
                    PercentRow(state.percent)
                }

                @Composable
                fun BatteryScreen(percent: String) {
                    Column { PercentRow(percent) }
                }

                @Composable
                private fun PercentRow(percent: String) {
                    Text(percent, ↓fontSize = 12.sp)
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.kotlin("PriceTag", """
                @Composable
                fun PriceTag(price: String, unit: String) {
                    Column {
                        Text(price, ↓fontSize = 28.sp, fontWeight = FontWeight.Bold)
                        Text(unit, fontSize = 12.sp)
                        Text("incl. VAT", style = MaterialTheme.typography.labelSmall.copy(fontSize = 10.sp))
                    }
                }
                """),
            ]),
            // The provider's label keeps its branded size; the app's own label takes a role.
            CheckExample(files: [
                AndroidExample.kotlin("SignInButtons", """
                @Composable
                fun SignInButtons(onGoogle: () -> Unit, onEmail: () -> Unit) {
                    OutlinedButton(onClick = onGoogle) {
                        Text(stringResource(R.string.sign_in_with_google), style = TextStyle(fontSize = 14.sp, fontWeight = FontWeight.Medium))
                    }
                    Button(onClick = onEmail) { Text(stringResource(R.string.sign_in_with_email), ↓fontSize = 16.sp) }
                }
                """),
            ]),
            // A default one caller leaves in place sizes that caller's text.
            CheckExample(files: [
                AndroidExample.kotlin("Balance", """
                @Composable
                fun Balance(amount: String, style: TextStyle = TextStyle(↓fontSize = 20.sp)) {
                    Text(amount, style = style)
                }
                """),
                AndroidExample.kotlin("WalletScreen", """
                @Composable
                fun WalletScreen(amount: String) {
                    Column {
                        Balance(amount, style = MaterialTheme.typography.titleLarge)
                        Balance(amount)
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.kotlin("PriceTag", """
                @Composable
                fun PriceTag(price: String, unit: String) {
                    Text(price, style = MaterialTheme.typography.headlineMedium)
                    Text(unit, style = MaterialTheme.typography.bodySmall)
                }
                """),
                ("app/src/main/java/com/example/app/ui/theme/Type.kt", """
                val AppTypography = Typography(
                    bodyLarge = TextStyle(fontFamily = Brand, fontSize = 16.sp, lineHeight = 24.sp),
                )
                val PriceStyle = TextStyle(fontSize = 28.sp, fontWeight = FontWeight.Bold)
                """),
            ]),
            CheckExample(files: [
                AndroidExample.kotlin("LockedWidget", """
                import androidx.glance.text.Text
                import androidx.glance.text.TextStyle

                @Composable
                fun LockedContent() {
                    Text("Unlock to see updates", style = TextStyle(fontSize = 12.sp))
                }
                """),
            ]),
            // capod-android ComposeWidgetPreview: the settings screen's copy of the Glance widget,
            // drawn from the widget's own state type, keeps the widget's sizes.
            CheckExample(files: [
                AndroidExample.kotlin("GlanceBatteryContent", """
                import androidx.glance.text.Text
                import androidx.glance.text.TextStyle

                @Composable
                fun GlanceBatteryContent(state: BatteryWidgetState) {
                    Text(state.percent, style = TextStyle(fontSize = 12.sp))
                }
                """),
                AndroidExample.kotlin("BatteryWidgetMirror", """
                @Composable
                fun BatteryWidgetMirror(state: BatteryWidgetState, modifier: Modifier = Modifier) {
                    when (state) {
                        is BatteryWidgetState.Single -> SingleMirror(state, modifier)
                    }
                }

                @Composable
                private fun SingleMirror(state: BatteryWidgetState.Single, modifier: Modifier) {
                    Column(modifier) { PercentRow(state.percent) }
                }

                @Composable
                private fun PercentRow(percent: String) {
                    Text(percent, fontSize = 12.sp)
                }
                """),
            ]),
            // A local theme restyling a role, and an avatar's initial sized to its circle.
            CheckExample(files: [
                AndroidExample.kotlin("ContactHeader", """
                @Composable
                fun ContactHeader(name: String, content: @Composable () -> Unit) {
                    MaterialTheme(typography = MaterialTheme.typography.copy(titleLarge = MaterialTheme.typography.titleLarge.merge(fontSize = 20.sp))) {
                        content()
                    }
                    Box(Modifier.size(32.dp).clip(CircleShape), contentAlignment = Alignment.Center) {
                        Text(name.first().uppercase(), style = MaterialTheme.typography.labelMedium.copy(fontSize = 14.sp))
                    }
                }
                """),
            ]),
            // A provider's sign-in button, its label sized as the provider's branding rules say.
            CheckExample(files: [
                AndroidExample.kotlin("GoogleSignInButton", """
                @Composable
                fun GoogleSignInButton(onClick: () -> Unit) {
                    OutlinedButton(onClick = onClick) {
                        Text(text = stringResource(id = R.string.account_sign_in_with_google_button), style = TextStyle(fontSize = 14.sp, letterSpacing = 1.25.sp))
                    }
                }
                """),
            ]),
            // phoenix: an emoji avatar composable given its glyph size for the circle it fills.
            CheckExample(files: [
                AndroidExample.kotlin("StartupView", """
                @Composable
                fun WalletBadge(metadata: WalletMetadata) {
                    Box(Modifier.size(64.dp).clip(CircleShape)) {
                        WalletAvatar(avatar = metadata.avatar, fontSize = 32.sp)
                    }
                }
                """),
            ]),
            // An emoji shown as a pictograph in a reaction chip.
            CheckExample(files: [
                AndroidExample.kotlin("ReactionChip", """
                @Composable
                fun ReactionChip(reaction: Reaction, onTap: () -> Unit) {
                    Row(Modifier.clickable(onClick = onTap)) {
                        Text(text = reaction.emoji, fontSize = 16.sp)
                        Text(reaction.count.toString(), style = MaterialTheme.typography.labelMedium)
                    }
                }
                """),
            ]),
            // An emoji literal as a button's icon, written out or escaped: a pictograph sized to
            // its button, not a step in the text hierarchy.
            CheckExample(files: [
                AndroidExample.kotlin("GreetButtons", """
                @Composable
                fun GreetButtons(onWave: () -> Unit, onCheer: () -> Unit) {
                    Row {
                        Button(onClick = onWave, modifier = Modifier.height(24.dp)) { Text("\\uD83D\\uDC4B", fontSize = 10.sp) }
                        Button(onClick = onCheer) { Text(text = "🎉 🎉", fontSize = 12.sp) }
                    }
                }
                """),
            ]),
            // windscribe-android's animated IP address: its size is a default every caller replaces
            // with the screen's style, by name or by position.
            CheckExample(files: [
                AndroidExample.kotlin("Balance", """
                @Composable
                fun Balance(amount: String, style: TextStyle = TextStyle(fontSize = 20.sp)) {
                    BalanceDigits(amount, style = style)
                }

                @Composable
                private fun BalanceDigits(amount: String, style: TextStyle = TextStyle(fontSize = 20.sp)) {
                    Text(amount, style = style)
                }
                """),
                AndroidExample.kotlin("WalletScreen", """
                @Composable
                fun WalletScreen(amount: String) {
                    Column {
                        Balance(amount, style = MaterialTheme.typography.titleLarge)
                        Balance(amount, MaterialTheme.typography.titleMedium)
                    }
                }
                """),
            ]),
        ]
    )

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        let widgetStates = Self.widgetStateTypes(android)
        for file in android.kotlinFiles where file.file.source.bytes.contains(utf8: "fontSize")
            && !file.file.imports.contains(where: { $0.path.hasPrefix("androidx.glance") }) {
            let themeFile = Self.isThemeFile(file.path)
            let mirrors = Self.widgetMirrors(in: file.file, stateTypes: widgetStates).compactMap { file.file.functions[$0].bodyRange }
            var literals: [(call: Int, argument: KotlinArgument)] = []
            for index in file.file.calls.indices where !mirrors.contains(where: { $0.contains(file.file.calls[index].nameToken) }) {
                for argument in file.file.calls[index].arguments where argument.label == "fontSize" {
                    guard case .dimension(_, "sp") = argument.value else { continue }
                    let enclosing = [index] + file.file.ancestors(of: index)
                    let names = enclosing.map { file.file.calls[$0].name }
                    guard !names.contains("Typography"), !(themeFile && names.contains("TextStyle")),
                          !Self.overridesThemeRole(argument, enclosing, in: file.file),
                          !Self.sizesMonogram(enclosing, in: file.file), !Self.showsEmoji(enclosing, in: file.file),
                          !Self.sizesGlyphComposable(file.file.calls[index].name),
                          !Self.labelsBrandedSignIn(enclosing, in: file.file),
                          !Self.isDefaultEveryCallerReplaces(argument, in: file.file, android) else { continue }
                    literals.append((index, argument))
                }
            }
            guard let first = literals.min(by: { $0.argument.expression.position.offset < $1.argument.expression.position.offset }) else { continue }
            let count = LiteralTally.phrase(literals.map(\.argument.text), noun: "size")
            // The one note names every other literal of the file as a related place, to review in turn.
            let others = literals.filter { $0.argument.expression.position.offset != first.argument.expression.position.offset }
                .sorted { $0.argument.expression.position.offset < $1.argument.expression.position.offset }
                .map { RelatedLocation(Self.labelPosition(of: $0.argument, in: file), "fontSize = \($0.argument.text)") }
            output.report(
                "This file sets text in \(count) (first: fontSize = \(first.argument.text)) instead of a role from the type scale: sp follows the user's font scale, but each call site picks its own size and the hierarchy drifts. Take the size from MaterialTheme.typography (or the app's Typography) and keep literals in the theme.",
                at: Self.labelPosition(of: first.argument, in: file), confidence: .low, related: others)
        }
    }

    /// The state types the app's Glance widgets draw from, named for a widget
    /// (`WidgetRenderState`): the head of a parameter type of a composable in a Glance file.
    static func widgetStateTypes(_ android: AndroidModel) -> Set<String> {
        var types = Set<String>()
        for file in android.kotlinFiles where file.file.imports.contains(where: { $0.path.hasPrefix("androidx.glance") }) {
            for function in file.file.functions where function.isComposable {
                for type in function.parameters.compactMap(\.type).map(typeHead) where NameWords.split(type).contains("widget") { types.insert(type) }
            }
        }
        return types
    }

    /// `WidgetRenderState` of `WidgetRenderState.DualPod?` or `List<WidgetRenderState>`'s `List`: the outer type's name.
    static func typeHead(_ type: String) -> String {
        let name = type.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return String(name.split(separator: ".").first { $0.first?.isUppercase == true } ?? "")
    }

    /// The functions of a file that draw a home-screen widget's look inside the app (capod's
    /// `ComposeWidgetPreview(state: WidgetRenderState)` on the widget's settings screen): the
    /// composables taking a state type the Glance widget draws from, and the private functions
    /// only they call. They copy the widget's sp sizes, which are outside the type scale.
    static func widgetMirrors(in file: KotlinFile, stateTypes: Set<String>) -> Set<Int> {
        guard !stateTypes.isEmpty else { return [] }
        var mirrors = Set(file.functions.indices.filter { index in
            file.functions[index].isComposable && file.functions[index].parameters.contains { $0.type.map { stateTypes.contains(typeHead($0)) } == true }
        })
        guard !mirrors.isEmpty else { return [] }
        let source = file.source
        var grown = true
        while grown {
            grown = false
            for (index, function) in file.functions.enumerated() where !mirrors.contains(index) && function.modifiers.contains("private") {
                let uses = source.tokens.indices.filter { source.tokens[$0].kind == .identifier && source.text(at: $0) == function.name && ($0 == 0 || source.text(at: $0 - 1) != "fun") }
                guard !uses.isEmpty, uses.allSatisfy({ use in mirrors.contains { file.functions[$0].bodyRange?.contains(use) == true } }) else { continue }
                mirrors.insert(index)
                grown = true
            }
        }
        return mirrors
    }

    /// Whether the size sits in the `typography` argument of an enclosing `MaterialTheme(…)`: a
    /// local theme that restyles a role, which the content below still asks for by name.
    static func overridesThemeRole(_ argument: KotlinArgument, _ enclosing: [Int], in file: KotlinFile) -> Bool {
        let token = argument.expression.tokenRange.lowerBound
        return enclosing.contains { index in
            file.calls[index].name == "MaterialTheme" && file.calls[index].argument("typography")?.expression.tokenRange.contains(token) == true
        }
    }

    /// Calls that take a string's first character: a monogram's letter.
    static let firstLetter = [".first()", ".firstOrNull()", ".take(1)", ".substring(0, 1)", "[0]"]

    /// Whether the size is a `Text` showing one letter of a name, inside a composable whose
    /// modifier fixes its `size`: an avatar's monogram, sized to fit its circle.
    static func sizesMonogram(_ enclosing: [Int], in file: KotlinFile) -> Bool {
        guard let text = enclosing.first(where: { file.calls[$0].name == "Text" }) else { return false }
        let call = file.calls[text]
        guard let shown = call.argument("text") ?? call.positionalArguments.first else { return false }
        var letter = Substring(shown.text)
        // `.first().uppercase()`, `.first().toString()`: the letter's case or type, still one letter.
        while let suffix = [".toString()", ".uppercase()", ".uppercaseChar()"].first(where: { letter.hasSuffix($0) }) { letter = letter.dropLast(suffix.count) }
        guard firstLetter.contains(where: { letter.hasSuffix($0) }) else { return false }
        return file.ancestors(of: text).contains { box in
            ComposeCode.modifierChain(of: box, in: file, positionalIndex: 0).contains { file.calls[$0].name == "size" }
        }
    }

    /// Whether the size is a `Text` showing a value named for an emoji (`emoji`, `reaction.emoji`)
    /// or a literal that is nothing but emoji (`Text("👋", fontSize = 10.sp)` on a wave button, an
    /// escaped `"\uD83D\uDC4B"` too): a pictograph sized to its cell, chip or button, not text in
    /// the hierarchy.
    static func showsEmoji(_ enclosing: [Int], in file: KotlinFile) -> Bool {
        guard let text = enclosing.first(where: { file.calls[$0].name == "Text" }) else { return false }
        let call = file.calls[text]
        guard let shown = call.argument("text") ?? call.positionalArguments.first else { return false }
        if case .string(let literal) = shown.value { return EmojiText.isOnlyEmoji(literal) }
        guard shown.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }),
              let last = shown.text.split(separator: ".").last else { return false }
        return last.lowercased().hasSuffix("emoji")
    }

    /// Whether the size is handed straight to a composable named for a pictograph
    /// (`WalletAvatar(avatar = …, fontSize = 32.sp)`, phoenix's emoji avatar in its circle): the
    /// glyph is sized to its slot, as an emoji `Text` is. A text-with-icon composable
    /// (`TextWithIcon`) ends in another word and stays text.
    static func sizesGlyphComposable(_ name: String) -> Bool {
        NameWords.split(name).last.map(glyphComposableWords.contains) ?? false
    }

    /// The last words of a composable's name that say it draws a pictograph.
    static let glyphComposableWords: Set<String> = ["avatar", "emoji"]

    /// Sign-in providers whose branding rules set their button label's font and size.
    static let brandedSignInProviders = ["google", "apple", "facebook", "microsoft"]

    /// Whether the size is a `Text` whose text, a literal or a string resource's name, reads
    /// "sign in with" or "continue with" one of those providers: the provider's button label.
    static func labelsBrandedSignIn(_ enclosing: [Int], in file: KotlinFile) -> Bool {
        guard let text = enclosing.first(where: { file.calls[$0].name == "Text" }) else { return false }
        let call = file.calls[text]
        guard let shown = call.argument("text") ?? call.positionalArguments.first else { return false }
        let letters = String(shown.text.lowercased().filter(\.isLetter))
        return brandedSignInProviders.contains { letters.contains("signinwith" + $0) || letters.contains("continuewith" + $0) }
    }

    /// Whether the size sits in a parameter's default value (`style: TextStyle = TextStyle(fontSize
    /// = 20.sp)`) that every call of the function passes an argument for (windscribe-android's
    /// animated IP address, whose one caller hands it the screen's style): the default sizes
    /// nothing. Decided only where the callers can all be seen: one function of that name in the
    /// project's Kotlin, not open, abstract or an override (a subclass's default comes from its
    /// parent), never taken as a reference (`::name`), and called at least once; a call from a
    /// preview or a test that leaves the argument out keeps the size.
    static func isDefaultEveryCallerReplaces(_ argument: KotlinArgument, in file: KotlinFile, _ android: AndroidModel) -> Bool {
        let token = argument.expression.tokenRange.lowerBound
        guard let function = file.functions.first(where: { function in
            function.parameters.contains { $0.defaultValue?.tokenRange.contains(token) == true }
        }), let position = function.parameters.firstIndex(where: { $0.defaultValue?.tokenRange.contains(token) == true }),
              !function.modifiers.contains(where: { ["open", "abstract", "override", "expect", "actual"].contains($0) }) else { return false }
        let name = function.name, parameter = function.parameters[position].name
        var declarations = 0, calls = 0
        for other in android.kotlinFiles where other.file.source.bytes.contains(utf8: name) {
            if other.file.source.bytes.contains(utf8: "::" + name) { return false }
            declarations += other.file.functions.filter { $0.name == name }.count
            for call in other.file.calls(named: name) {
                calls += 1
                let passes = call.argument(parameter) != nil
                    || (call.arguments.indices.contains(position) && call.arguments[..<(position + 1)].allSatisfy { $0.label == nil })
                guard passes else { return false }
            }
        }
        return declarations == 1 && calls > 0
    }

    /// The position of `fontSize` in `fontSize = 28.sp`: the label sits two tokens before the value.
    static func labelPosition(of argument: KotlinArgument, in file: AndroidKotlinFile) -> SourcePosition {
        let label = argument.expression.tokenRange.lowerBound - 2
        guard label >= 0 else { return file.position(argument.expression.position) }
        return file.position(ofToken: label)
    }

    /// A file of theme definitions: under a `theme` folder, or named for its theme, type or fonts.
    static func isThemeFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        let name = components.last ?? ""
        return components.dropLast().contains { $0.lowercased() == "theme" }
            || name == "Type.kt" || ["Theme", "Typography", "Font", "TextStyle"].contains { name.contains($0) }
    }
}
