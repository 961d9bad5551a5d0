import SwiftSyntax
import ThumbruleCore

/// Types of the project that show an ad SDK's banner: a type whose code creates an SDK banner
/// class, or a SwiftUI representable (or any such type) that creates another type that does
/// (`BannerAdView: UIViewControllerRepresentable` making a `BannerAdViewController` that makes
/// a `GADBannerView`). The file pass records candidates; the project pass settles which names
/// are the SDK's, since an app's own `struct BannerView` is not a banner of the SDK.
enum BannerHosts {
    /// A type that creates a banner class or, being a representable, other types.
    struct Host: Sendable, Codable {
        let name: String
        /// True when it creates a banner qualified by the SDK's module, which no project type can be.
        let createsSDKBanner: Bool
        /// Banner class names it creates unqualified, which a project type of the same name takes over.
        let classNames: Set<String>
        /// Capitalised names it constructs, which may be the project's own banner hosts.
        let constructs: Set<String>
    }

    static let hosts = FactKey<Host>("ads.banner-hosts.host")
    static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]

    /// The SDK banner classes a type's code creates: whether one is written through the SDK's
    /// module, and the names written bare that this file does not declare itself.
    static func bannerCreations(in type: TypeDeclaration, _ file: SwiftFile, _ code: AdCode) -> (qualified: Bool, classNames: Set<String>) {
        let bannerClasses = Set(code.sdks.flatMap { $0.classes.filter { $0.value == .banner }.keys })
        let names = file.index.calls(within: type.node).filter { bannerClasses.contains($0.calleeName ?? "") }.map(code.typeName(reliedOnBy:))
        return (names.contains { $0 == nil }, Set(names.compactMap { $0 }.filter { !code.declaredTypeNames.contains($0) }))
    }

    static func record(_ file: SwiftFile, _ output: inout CheckOutput) {
        let code = AdCode.shared(file)
        for type in file.index.typeDeclarations where !type.isExtension {
            let isRepresentable = !representables.isDisjoint(with: type.inheritedNames)
            let creations = code.usesAds ? bannerCreations(in: type, file, code) : (qualified: false, classNames: [])
            guard isRepresentable || creations.qualified || !creations.classNames.isEmpty else { continue }
            let constructs = isRepresentable ? Set(file.index.calls(within: type.node).compactMap(\.calleeName).filter { $0.first?.isUppercase == true }) : []
            output.facts.add(Host(name: type.name, createsSDKBanner: creations.qualified, classNames: creations.classNames, constructs: constructs), for: hosts)
        }
    }

    /// The names of the project's types that show an SDK banner.
    static func names(in project: Project) -> Set<String> {
        let symbols = project.symbols
        let recorded = project.facts.values(hosts)
        var found = Set(recorded.filter { $0.createsSDKBanner || $0.classNames.contains { !symbols.isDeclaredInProject($0) } }.map(\.name))
        var grew = true
        while grew {
            let wrappers = recorded.filter { !found.contains($0.name) && !$0.constructs.isDisjoint(with: found) }.map(\.name)
            found.formUnion(wrappers)
            grew = !wrappers.isEmpty
        }
        return found
    }
}
