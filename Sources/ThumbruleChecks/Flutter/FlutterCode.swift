import ThumbruleCore
import ThumbruleFrontEnds

/// Queries over the Flutter model that several Flutter checks share.
extension FlutterModel {
    /// Calls with one of these names in shipping Dart files, in path and source order.
    func shippingCalls(named names: Set<String>) -> [(file: FlutterDartFile, call: Int)] {
        shippingFiles.flatMap { file in
            names.contains { file.file.source.mentions($0) }
                ? file.file.callIndices(named: names).map { (file, $0) } : []
        }
    }

    /// Whether any shipping Dart file names one of these identifiers (outside comments and strings).
    func shippingCodeNames(_ names: Set<String>) -> Bool {
        shippingFiles.contains { $0.file.names(names) }
    }
}

/// Reading widget arguments.
enum FlutterCode {
    /// A string literal's text, or the last name of a reference (`l10n.password` gives
    /// `password`), or the last name of a call chain's receiver-free call (`tr('email')` gives `email`).
    static func wording(of argument: DartArgument?, in file: DartFile) -> String? {
        guard let argument else { return nil }
        switch argument.value {
        case .string(let text): return text
        case .reference(let names): return names.last
        case .call(let index):
            let call = file.calls[index]
            if case .string(let text)? = call.positionalArguments.first?.value { return text }
            if let chained = call.nextInChain { return file.calls[chained].name }
            return call.name
        default: return nil
        }
    }

    /// The call an argument holds (`const Icon(…)`), if it is one.
    static func call(in argument: DartArgument?) -> Int? {
        if case .call(let index)? = argument?.value { return index }
        return nil
    }

    /// Whether a token sits in text drawn as artwork rather than read, sized to its place as an
    /// icon or a logo is: in a widget class named for an emoji, a logo or a wordmark
    /// (`EmojiIcon`), in a call named so (`QrTextBranding(text: 'ente', style: …)`), in a `Text`
    /// of a value named so (`Text(reaction.emoji, style: …)`), in a call
    /// that sets an emoji font (`fontFamily: 'Apple Color Emoji'`), in a `Text` of a mark with no
    /// letter or digit drawn as part of an icon (`IconButton(icon: Stack(children: [eye,
    /// Text('\\')]))`, a slash across an eye), or in a call whose text is
    /// the literal name of one of the app's packages set in a named typeface
    /// (`DefaultTextStyle(style: TextStyle(fontFamily: 'Cookie', …), child: Text('Spotube'))`) or
    /// set beside the app's logo (`isBesideLogo`), or in a `CircleAvatar`: an initial standing
    /// in for a picture, a monogram sized to its circle.
    static func drawsArtwork(_ token: Int, in dart: DartFile, appNames: Set<String>) -> Bool {
        let artworkWords = ["emoji", "logo", "wordmark", "branding"]
        func namesArtwork(_ name: String?) -> Bool {
            guard let name = name?.lowercased() else { return false }
            return artworkWords.contains(where: name.contains)
        }
        if dart.classes.contains(where: { $0.bodyRange.contains(token) && namesArtwork($0.name) }) { return true }
        func isAppName(_ argument: DartArgument?) -> Bool {
            guard case .string(let text)? = argument?.value else { return false }
            return appNames.contains(text.lowercased().replacingOccurrences(of: " ", with: ""))
        }
        let around = dart.calls.filter { $0.tokenRange.contains(token) }
        if dart.calls.indices.contains(where: { dart.calls[$0].tokenRange.contains(token) && isMarkInIcon($0, in: dart) }) { return true }
        var setsTypeface = false
        for call in around {
            if namesArtwork(call.name) || call.name == "CircleAvatar" { return true }
            // `Text(emoji, style: …)`: the text is a value named for an emoji, drawn as a picture.
            if call.name == "Text", case .reference(let names)? = call.positionalArguments.first?.value, namesArtwork(names.last) { return true }
            // `TextSpan(text: emoji, …)` painted on a canvas (moodlog-flutter's chart markers), and
            // `Text(_weatherIcon(…))`: text from a value or function named for an emoji or an icon.
            let shown = call.name == "Text" ? call.positionalArguments.first : call.name == "TextSpan" ? call.argument("text") : nil
            switch shown?.value {
            case .reference(let names)? where call.name == "TextSpan" && namesArtwork(names.last): return true
            case .call(let index)? where namesArtwork(dart.calls[index].name) || dart.calls[index].name.hasSuffix("Icon"): return true
            default: break
            }
            // `Text('¯\_(ツ)_/¯', style: …)`: a kaomoji or arrow, glyphs with no word or number.
            if call.name == "Text", case .string(let text)? = call.positionalArguments.first?.value, LiteralText.isGlyphPicture(text) { return true }
            if case .string(let family)? = call.argument("fontFamily")?.value {
                if family.lowercased().contains("emoji") { return true }
                setsTypeface = true
            }
        }
        // The app's literal name set under or beside the logo (a sibling of the logo, perhaps in a
        // padding `Container`) is the logo's wordmark, whatever its typeface.
        if dart.calls.indices.contains(where: { index in
            dart.calls[index].tokenRange.contains(token) && dart.calls[index].name == "Text"
                && isAppName(dart.calls[index].positionalArguments.first) && isBesideLogo(index, in: dart)
        }) { return true }
        // Elsewhere the app's name is a wordmark only in a typeface of its own; in the app's text font it is a label.
        guard setsTypeface else { return false }
        return around.contains { call in
            let text = call.name == "Text" ? call : FlutterCode.call(in: call.argument("child")).map { dart.calls[$0] }
            return text?.name == "Text" && isAppName(text?.positionalArguments.first)
        }
    }

    /// Whether a widget, or the single-child wrappers around it (`Container(child:)`,
    /// `Padding(child:)`), sits in a `children` list beside a widget that shows a logo
    /// (`AppLogo()`, `Image(image: AssetImage('assets/logo.png'))`).
    static func isBesideLogo(_ index: Int, in dart: DartFile) -> Bool {
        var current = index
        var steps = 0
        while let parent = dart.parent(of: current), steps <= dart.calls.count {
            if parent.label == "children" {
                return dart.children(of: parent.call, label: "children").contains { sibling in
                    sibling != current && dart.calls[sibling].tokenRange.contains { dart.source.text(at: $0).lowercased().contains("logo") }
                }
            }
            guard parent.label == "child" else { return false }
            current = parent.call
            steps += 1
        }
        return false
    }

    /// `Text('\\')` somewhere in a widget's `icon:` argument: a mark with no letter or digit,
    /// drawn over or beside an icon as part of its picture.
    static func isMarkInIcon(_ index: Int, in dart: DartFile) -> Bool {
        guard dart.calls[index].name == "Text", case .string(let text)? = dart.calls[index].positionalArguments.first?.value,
              !text.isEmpty, !text.contains(where: { $0.isLetter || $0.isNumber }) else { return false }
        var current = index
        var steps = 0
        while let parent = dart.parent(of: current), steps <= dart.calls.count {
            if parent.label == "icon" { return true }
            current = parent.call
            steps += 1
        }
        return false
    }

    /// A number literal an argument holds (`48`, `40.0`).
    static func number(_ argument: DartArgument?) -> Double? {
        argument?.value.number
    }

    /// Whether an argument is the literal `true`.
    static func isTrue(_ argument: DartArgument?) -> Bool {
        argument?.value == .boolean(true)
    }

    /// `Duration(minutes: 5)` and the like as seconds, when every part is a literal.
    static func seconds(ofDuration index: Int, in file: DartFile) -> Double? {
        let call = file.calls[index]
        guard call.name == "Duration", !call.arguments.isEmpty else { return nil }
        let units: [String: Double] = ["days": 86_400, "hours": 3_600, "minutes": 60, "seconds": 1, "milliseconds": 0.001, "microseconds": 0.000_001]
        var total = 0.0
        for argument in call.arguments {
            guard let label = argument.label, let unit = units[label], let value = argument.value.number else { return nil }
            total += value * unit
        }
        return total
    }

    /// Whether a call sits in a callback of a user action (`onPressed: () { … }`, `onTap`,
    /// `onChanged`, a dialog's `btnOkOnPress`): code that runs when the user does something.
    static func isInUserAction(_ index: Int, in file: DartFile) -> Bool {
        var current = index
        var steps = 0
        while let parent = file.parent(of: current), steps <= file.calls.count {
            if let label = parent.label, !["onInit", "onReady", "onStart", "onGenerateRoute"].contains(label) {
                let lower = label.lowercased()
                if label.hasPrefix("on") && label.dropFirst(2).first?.isUppercase == true
                    || ["press", "tap", "click", "submit"].contains(where: lower.contains) {
                    return true
                }
            }
            current = parent.call
            steps += 1
        }
        return false
    }
}

/// Where code handles an error it cannot know the kind of.
struct DartErrorHandler {
    /// The name the error goes by in the handler (`e` in `catch (e)`).
    let variable: String
    /// The handler's tokens: a `catch` block from `{` through `}`, or a callback's body.
    let body: Range<Int>
    /// The `try` statement a `catch` clause belongs to, when it directly follows its block.
    let tryStatement: DartTry?
    /// The function or closure the handler's code runs in (its calls' `enclosingFunction`).
    let function: Int?
    /// For `x.load(…).catchError((e) { … })`, the call whose future the callback is registered
    /// on (`load`): only its failures reach the callback.
    var futureCall: Int? = nil
}

extension FlutterCode {
    /// Types a `catch` clause may name and still hold an error of any kind: a failed request,
    /// a lost connection or a platform channel's error alike.
    static let broadErrorTypes: Set<String> = [
        "Exception", "Object", "Error", "PlatformException", "FirebaseException",
        "DioException", "DioError", "SocketException", "HttpException", "TimeoutException", "ClientException",
        "FormatException", "StateError",
    ]
    /// Calls whose function argument receives an error.
    static let errorCallbacks: Set<String> = ["catchError", "onError", "handleError"]

    /// The `catch (e) { … }` clauses that catch everything or a broad type, and the `onError:`
    /// and `catchError` callbacks, of a file. A clause naming an app's own or a narrow type
    /// (`on InvalidCodeException catch (e)`, `on FirebaseAuthException`) is left out.
    static func broadErrorHandlers(in dart: DartFile) -> [DartErrorHandler] {
        let source = dart.source
        var result: [DartErrorHandler] = []
        for token in dart.identifierTokens(["catch"]) where source.kind(at: token + 1) == .leftParen && source.kind(at: token + 2) == .identifier {
            guard let close = source.partner(of: token + 1), source.kind(at: close + 1) == .leftBrace,
                  let end = source.partner(of: close + 1) else { continue }
            var previous = token - 1
            if source.tokenIs(token - 2, "on") {
                guard source.kind(at: token - 1) == .identifier, broadErrorTypes.contains(source.text(at: token - 1)) else { continue }
                previous = token - 3
            } else if source.kind(at: token - 1) != .rightBrace {
                continue
            }
            let tryStatement = source.partner(of: previous).flatMap { dart.tryStatement(block: $0..<(previous + 1)) }
            let function = dart.functions.indices.filter { dart.functions[$0].bodyRange.contains(token) }
                .min { dart.functions[$0].bodyRange.count < dart.functions[$1].bodyRange.count }
            result.append(DartErrorHandler(variable: source.text(at: token + 2), body: (close + 1)..<(end + 1), tryStatement: tryStatement, function: function))
        }
        for call in dart.calls {
            for argument in call.arguments where argument.label == "onError" || (argument.label == nil && errorCallbacks.contains(call.name)) {
                guard case .function(let function) = argument.value,
                      let name = firstParameter(of: function, in: dart) else { continue }
                var futureCall: Int?
                if call.name == "catchError", call.receiver.count == 1, case .call(let inner)? = call.receiver.last,
                   !SwallowedDartFailures.futureCallbacks.contains(dart.calls[inner].name) {
                    futureCall = inner
                }
                result.append(DartErrorHandler(variable: name, body: dart.functions[function].bodyRange, tryStatement: nil, function: function, futureCall: futureCall))
            }
        }
        return result
    }

    /// The name of a closure's first parameter, typed or not.
    static func firstParameter(of function: Int, in dart: DartFile) -> String? {
        let source = dart.source
        let parameters = dart.functions[function].parameterRange
        guard parameters.count > 2 else { return nil }
        var token = parameters.lowerBound + 1
        while token + 1 < parameters.upperBound, source.kind(at: token + 1) != .comma, source.kind(at: token + 1) != .rightParen { token += 1 }
        return source.kind(at: token) == .identifier ? source.text(at: token) : nil
    }
}

/// Example files for Flutter checks.
extension DartSource {
    /// The tokens before `token` that no closed bracket pair holds, nearest first: the earlier
    /// tokens of the blocks around it and the `{` that opens each, so a walk up from a call
    /// meets the `if (…) {` or `case` it sits under. Bounded, for broken files.
    func tokensAround(before token: Int) -> [Int] {
        var found: [Int] = []
        var index = token - 1
        while index > 0, found.count < 20_000 {
            switch kind(at: index) {
            case .rightBrace?, .rightParen?, .rightBracket?:
                index = (partner(of: index) ?? index) - 1
            default:
                found.append(index)
                index -= 1
            }
        }
        return found
    }
}

enum FlutterExample {
    /// `pubspec.yaml` of a Flutter app with these hosted dependencies.
    static func pubspec(_ dependencies: [String] = []) -> (String, String) {
        ("pubspec.yaml", """
        name: example_app
        environment:
          sdk: ">=3.4.0 <4.0.0"
        dependencies:
          flutter:
            sdk: flutter
        \(dependencies.map { "  \($0): any" }.joined(separator: "\n"))
        """)
    }

    /// A Dart file under `lib/`.
    static func dart(_ name: String, _ text: String) -> (String, String) {
        ("lib/\(name).dart", text)
    }
}

/// Conditional expressions (`a ? b : c`, a collection's `if (a) b`) read from tokens.
extension FlutterCode {
    /// The condition of the `?:` or collection `if` of which the expression starting at `start`
    /// is a branch: `busy` for `child` in `busy ? const Spinner() : child` or in
    /// `[if (busy) const Spinner()]`; nil when the expression is no branch.
    static func condition(ofBranchAt start: Int, in source: DartSource) -> Range<Int>? {
        var index = start - 1
        if ["const", "new"].contains(source.text(at: index)) { index -= 1 }
        if source.kind(at: index) == .rightParen, let open = source.partner(of: index), source.text(at: open - 1) == "if" {
            return open + 1..<index
        }
        var question: Int?
        if source.kind(at: index) == .question {
            question = index
        } else if source.kind(at: index) == .colon {
            // `child: x` is a named argument or map entry, not an else-branch.
            if source.kind(at: index - 1) == .identifier, [.leftParen, .comma, .leftBrace].contains(source.kind(at: index - 2)) { return nil }
            var cursor = index - 1, nested = 0
            while cursor > 0, question == nil {
                guard let kind = source.kind(at: cursor) else { return nil }
                if kind.isCloser {
                    cursor = (source.partner(of: cursor) ?? 0) - 1
                    continue
                }
                if kind.isOpener || kind == .comma || kind == .semicolon { return nil }
                if kind == .colon { nested += 1 }
                if kind == .question {
                    if nested == 0 { question = cursor } else { nested -= 1 }
                }
                cursor -= 1
            }
        }
        guard let question else { return nil }
        var begin = question - 1
        while begin > 0, let kind = source.kind(at: begin) {
            if kind.isCloser {
                begin = (source.partner(of: begin) ?? 0) - 1
                continue
            }
            if kind.isOpener || [.comma, .semicolon, .colon, .question, .assign, .arrow].contains(kind) || source.text(at: begin) == "return" { break }
            begin -= 1
        }
        return begin + 1..<question
    }

    /// Whether a token sits in the condition of a `?:` inside `range`: `trace` in
    /// `trace.toString().startsWith('#0') ? a : b` is tested there, not shown.
    static func isTestedInCondition(_ token: Int, within range: Range<Int>, in source: DartSource) -> Bool {
        var cursor = token + 1
        while range.contains(cursor), let kind = source.kind(at: cursor) {
            if kind.isOpener {
                cursor = (source.partner(of: cursor) ?? range.upperBound) + 1
                continue
            }
            if kind == .question { return true }
            if [.colon, .comma, .semicolon].contains(kind) { return false }
            cursor += 1
        }
        return false
    }
}
