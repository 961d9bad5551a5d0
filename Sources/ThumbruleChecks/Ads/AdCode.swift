import SwiftSyntax
import ThumbruleCore

/// What one Swift file does with ad SDKs, answered from its index and the `AdNetworks`
/// table: which SDK calls show, start and request ads, and which format a shown ad is.
/// Every ads check reads ad code through this one place.
struct AdCode {
    package let file: SwiftFile
    /// The ad SDKs whose modules this file imports.
    package let sdks: [AdSDK]
    /// Variables holding an ad of the file's SDKs, by name, with the ad's format.
    let adVariables: [String: AdFormat]
    /// Types this file declares. In the project's code such a name means the project's type
    /// before an SDK class of the same name (an app's own `struct BannerView: UIViewRepresentable`
    /// while GoogleMobileAds has a `BannerView`); types declared in other files are settled
    /// in the project pass with `typeName(reliedOnBy:)` and `Project.declaresType(_:)`.
    let declaredTypeNames: Set<String>

    /// The file's ad code, worked out once per file however many checks ask.
    static func shared(_ file: SwiftFile) -> AdCode {
        file.shared(AdCode.self) { AdCode(file) }
    }

    package init(_ file: SwiftFile) {
        self.file = file
        let modules = Set(file.index.importedModules)
        sdks = AdNetworks.sdks.filter { sdk in
            sdk.modules.contains(where: modules.contains) || sdk.bridgedSymbols.contains(where: file.index.mentions)
        }
        let declared = Set(file.index.typeDeclarations.filter { !$0.isExtension }.map(\.name))
        declaredTypeNames = declared
        adVariables = sdks.isEmpty ? [:] : AdCode.adVariables(in: file, sdks: sdks.map { $0.withoutClasses(declared) })
    }

    var usesAds: Bool { !sdks.isEmpty }

    /// Where the file brings in each SDK: its import, or else the first use of a bridged symbol.
    var sdkUses: [(sdk: AdSDK, node: Syntax)] {
        sdks.compactMap { sdk in
            if let declaration = file.index.imports.first(where: { sdk.modules.contains($0.path.first?.name.text ?? "") }) {
                return (sdk, Syntax(declaration))
            }
            let uses = sdk.bridgedSymbols.flatMap { file.index.references($0) }
            return uses.min { $0.position < $1.position }.map { (sdk, Syntax($0)) }
        }
    }

    /// A call that shows a full-screen ad, with its format when the code tells it.
    struct Presentation {
        package let call: FunctionCallExprSyntax
        package let format: AdFormat?
    }

    /// SDK calls that show a full-screen ad.
    var presentations: [Presentation] {
        file.index.calls(matching: sdks.flatMap(\.present)).map { Presentation(call: $0, format: format(of: $0)) }
    }

    /// SDK calls that start or initialise an ad SDK.
    package var starts: [FunctionCallExprSyntax] {
        file.index.calls(matching: sdks.flatMap(\.start))
    }

    /// SDK calls that request an ad: the table's request calls and `load` on an ad class.
    /// A call through a type this file declares (`Request(path:)` of the app's networking)
    /// is the app's, not the SDK's.
    package var requests: [FunctionCallExprSyntax] {
        let classLoads = file.index.calls("load").filter { call in
            call.receiver?.lastNameComponent.map { format(ofClass: $0) != nil } ?? false
        }
        return (file.index.calls(matching: sdks.flatMap(\.load)) + classLoads)
            .filter { call in typeName(reliedOnBy: call).map { !declaredTypeNames.contains($0) } ?? true }
            .sorted { $0.position < $1.position }
    }

    /// The type name an SDK call is written through, unqualified (`Request` in `Request()`,
    /// `InterstitialAd` in `InterstitialAd.load(…)`): a type of that name the project declares
    /// anywhere is what the call means. Nil when the call names no type, or is qualified by
    /// the SDK's module (`GoogleMobileAds.BannerView(adSize:)`), which is the SDK's whatever
    /// the project declares.
    func typeName(reliedOnBy call: FunctionCallExprSyntax) -> String? {
        let path: String?
        if call.calleeName?.first?.isUppercase == true {
            path = call.calleePath
        } else {
            path = call.receiver?.dottedPath
        }
        guard let path, let name = path.split(separator: ".").last.map(String.init), name.first?.isUppercase == true else { return nil }
        let qualifier = path.split(separator: ".").dropLast().last.map(String.init)
        if let qualifier, sdks.contains(where: { $0.modules.contains(qualifier) }) { return nil }
        return name
    }

    /// Delegate callbacks the file implements, of the kind the key path names.
    func callbacks(_ kind: KeyPath<AdSDK, [String]>) -> [FunctionDeclSyntax] {
        let selectors = Set(sdks.flatMap { $0[keyPath: kind] })
        return file.index.functions.filter { selectors.contains($0.selectorName) }
    }

    /// True when the file deals in rewarded ads: it holds one, names a rewarded class, or
    /// implements a reward callback.
    var dealsInRewardedAds: Bool {
        adVariables.values.contains { $0 == .rewarded || $0 == .rewardedInterstitial }
            || sdks.contains { sdk in sdk.classes.contains { ($0.value == .rewarded || $0.value == .rewardedInterstitial) && file.index.mentions($0.key) } }
            || !callbacks(\.rewardCallbacks).isEmpty
    }

    /// Where the SDK reports the reward: closures passed to a rewarded present call (labelled
    /// `userDidEarnRewardHandler`, or trailing) and reward delegate callbacks.
    var rewardHandlers: [Syntax] {
        let labels = Set(sdks.flatMap(\.rewardHandlerLabels))
        let closures = presentations.compactMap { presentation -> ClosureExprSyntax? in
            if let labelled = presentation.call.arguments.first(where: { labels.contains($0.label?.text ?? "") }) {
                return labelled.expression.as(ClosureExprSyntax.self)
            }
            return labels.isEmpty ? nil : presentation.call.trailingClosure
        }
        return closures.map(Syntax.init) + callbacks(\.rewardCallbacks).map(Syntax.init)
    }

    /// Ad classes of the SDKs named in a variable's type or initializer, by variable name.
    private static func adVariables(in file: SwiftFile, sdks: [AdSDK]) -> [String: AdFormat] {
        func format(ofClass name: String) -> AdFormat? { sdks.lazy.compactMap { $0.classes[name] }.first }
        var formats: [String: AdFormat] = [:]
        for variable in file.index.variables {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let typeName = binding.typeAnnotation.map { AdCode.bareTypeName($0.type.trimmedSourceText) }
                let initializerName = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName
                if let format = [typeName, initializerName].compactMap({ $0 }).lazy.compactMap(format(ofClass:)).first {
                    formats[name] = format
                }
            }
        }
        // `InterstitialAd.load(…) { ad, error in … }`: the closure's first parameter is the ad.
        for load in file.index.calls("load") {
            guard let className = load.receiver?.lastNameComponent, let format = format(ofClass: className),
                  let closure = load.bodyClosure, let parameter = closure.firstParameterName else { continue }
            formats[parameter] = format
        }
        return formats
    }

    /// The format of the ad a present call shows, or nil when the code does not say.
    package func format(of call: FunctionCallExprSyntax) -> AdFormat? {
        let rewardLabels = Set(sdks.flatMap(\.rewardHandlerLabels))
        let takesReward = call.arguments.contains { rewardLabels.contains($0.label?.text ?? "") }
            || (!rewardLabels.isEmpty && call.trailingClosure != nil)
        let receiverName = call.receiver?.lastNameComponent
        if let receiverName, let format = format(ofClass: receiverName) ?? adVariables[receiverName] {
            return format
        }
        if let format = AdCode.format(namedBy: NameWords.split(call.calleeText)) { return format }
        if takesReward { return .rewarded }
        // The one full-screen format the enclosing type holds, if it holds one.
        guard let type = call.enclosingTypeDeclaration else { return nil }
        let held = Set(file.index.variables.filter { type.encloses($0) }.flatMap { variable in
            variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self).flatMap { adVariables[$0.identifier.text] } }
        }.filter(\.isFullScreen))
        return held.count == 1 ? held.first : nil
    }

    /// The format of an SDK ad class; nil for a type this file declares under the same name.
    package func format(ofClass name: String) -> AdFormat? {
        guard !declaredTypeNames.contains(name) else { return nil }
        return sdks.lazy.compactMap { $0.classes[name] }.first
    }

    /// The format an identifier's words name: `rewardedInterstitial`, `showInterstitialAd`, `appOpenAd`.
    package static func format(namedBy words: [String]) -> AdFormat? {
        let set = Set(words)
        if set.contains("rewarded") && set.contains("interstitial") { return .rewardedInterstitial }
        if set.contains("interstitial") { return .interstitial }
        if set.contains("rewarded") || set.contains("reward") { return .rewarded }
        if set.contains("appopen") || (set.contains("app") && set.contains("open")) { return .appOpen }
        return nil
    }

    /// `GADInterstitialAd?`, `Optional<RewardedAd>`, `[GADInterstitialAd]` → the class name.
    static func bareTypeName(_ type: String) -> String {
        var name = type
        for wrapper in ["Optional<", "[", "Array<", "Set<"] where name.hasPrefix(wrapper) { name.removeFirst(wrapper.count) }
        return String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// True when the words of a piece of code speak of ads: `adManager.showInterstitial`.
    static func speaksOfAds(_ text: String) -> Bool {
        // A word of the text is one of its substrings: most texts hold none and skip the split.
        adWordSearch.matches(text) && !NameWords.inText(text).isDisjoint(with: AdNetworks.adWords)
    }

    /// False when no name along the callee holds the letters of an ad word, which settles
    /// most calls before their chain is built and split into words.
    static func calleeMaySpeakOfAds(_ call: FunctionCallExprSyntax) -> Bool {
        var found = false
        call.forEachCalleeName { name in found = found || adWordSearch.matches(name) }
        return found
    }

    private static let adWordSearch = TextSearch(anyOf: AdNetworks.adWords, ignoringCase: true)
}

extension AdSDK {
    /// The SDK with the classes the project declares itself left out.
    func withoutClasses(_ names: Set<String>) -> AdSDK {
        guard !names.isEmpty else { return self }
        var copy = self
        copy.classes = classes.filter { !names.contains($0.key) }
        return copy
    }
}

extension Project {
    /// True when the project declares a type of this name, so the project's code means that
    /// type by it, not an SDK class of the same name.
    func declaresType(_ name: String?) -> Bool {
        name.map(symbols.isDeclaredInProject) ?? false
    }
}

extension AdFormat {
    /// The format with its indefinite article, for messages: "an interstitial", "a rewarded interstitial".
    var withArticle: String {
        ("aeiou".contains(rawValue.first ?? "x") ? "an " : "a ") + rawValue
    }
}

extension String {
    /// The string with its first letter capitalised: "an interstitial" → "An interstitial".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
