import SwiftSyntax
import ThumbruleCore

/// An `NSCache` of images or data (`NSCache<NSString, UIImage>`, `NSCache<NSURL, NSData>`) kept
/// in a property whose `countLimit` and `totalCostLimit` nothing in the project sets: the cache
/// is then bounded only by the system's own eviction, which waits for memory pressure, so a
/// screen of large images fills memory first and other apps, or this one, are ended for it.
///
/// A limit set anywhere on a receiver of the same name (`cache.countLimit = 100`,
/// `self.cache.totalCostLimit = …`), in the property's own initializer, or with no receiver (in
/// an `NSCache` subclass) counts. So does a cache of icons the same file draws itself (a
/// property named for icons or glyphs, in a file that renders images and loads nothing from a
/// URL): its keys are the few design variants drawn, so it is bounded by design. Low confidence, a note: `NSCache` does evict under pressure,
/// and a cache of a few small items needs no limit.
struct NSCacheWithoutLimits: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perf-memory.nscache-without-limits",
        ruleId: "perf-memory",
        summary: "An NSCache of images or data with neither countLimit nor totalCostLimit set",
        triggering: [
            CheckExample("""
            import UIKit

            final class ArtworkLoader {
                static let shared = ArtworkLoader()
                private let ↓cache = NSCache<NSURL, UIImage>()

                func image(for url: URL) -> UIImage? { cache.object(forKey: url as NSURL) }
            }
            """),
            CheckExample(files: [
                ("App/Downloads.swift", """
                import Foundation

                enum Downloads {
                    static let ↓store: NSCache<NSString, NSData> = NSCache()
                }
                """),
                ("App/Thumbnails.swift", """
                import UIKit

                final class Thumbnails {
                    let cache = NSCache<NSString, UIImage>()
                    init() { cache.countLimit = 200 }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/ArtworkLoader.swift", """
                import UIKit

                final class ArtworkLoader {
                    private let cache = NSCache<NSURL, UIImage>()
                    private let sized: NSCache<NSString, UIImage> = {
                        let cache = NSCache<NSString, UIImage>()
                        cache.totalCostLimit = 50 * 1024 * 1024
                        return cache
                    }()
                    private let names = NSCache<NSString, NSString>()
                    func image(for url: URL) -> UIImage? { cache.object(forKey: url as NSURL) }
                }
                """),
                ("App/BadgeRenderer.swift", """
                import UIKit

                final class BadgeRenderer {
                    private let glyphCache = NSCache<NSNumber, UIImage>()

                    func glyph(for kind: Int) -> UIImage {
                        if let cached = glyphCache.object(forKey: kind as NSNumber) { return cached }
                        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
                        glyphCache.setObject(image, forKey: kind as NSNumber)
                        return image
                    }
                }
                """),
                // olvid-ios MetaFlowController: pictures of the person's own profiles, keyed by
                // the owned identity; one entry per account.
                ("App/OwnProfilePictures.swift", """
                import UIKit

                final class OwnProfilePictures {
                    private var cache = NSCache<NSData, UIImage>()
                    func picture(for ownedIdentity: Identity, data: Data) -> UIImage? {
                        if let image = cache.object(forKey: ownedIdentity.bytes as NSData) { return image }
                        guard let image = UIImage(data: data) else { return nil }
                        cache.setObject(image, forKey: ownedIdentity.bytes as NSData, cost: data.count)
                        return image
                    }
                }
                """),
                ("App/Setup.swift", """
                import UIKit

                extension ArtworkLoader {
                    func configure() { self.cache.totalCostLimit = 40_000_000 }
                }
                """),
            ]),
        ]
    )

    struct Cache: Sendable, Codable {
        let name: String
        let value: String
        let position: SourcePosition
    }

    static let caches = FactKey<Cache>("perf-memory.nscache-without-limits.cache")
    /// The receiver names that have a limit set anywhere; "" for a limit set with no receiver.
    static let limited = FactKey<String>("perf-memory.nscache-without-limits.limited")

    /// Element types that hold images or bytes.
    static let heavyValues: Set<String> = ["UIImage", "NSImage", "CGImage", "NSData", "NSPurgeableData"]
    static let limits = ["countLimit", "totalCostLimit"]
    /// Calls that draw an image in code.
    static let drawingCalls = ["UIGraphicsImageRenderer", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsBeginImageContext"]
    /// Names that load content from elsewhere, which a drawn-icon cache never does.
    static let loadingNames = ["URL", "URLSession", "URLRequest"]
    static let iconWords = ["icon", "glyph"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let limitAccesses = file.index.memberAccesses(Self.limits)
        for access in limitAccesses where access.isAssigned {
            output.facts.add(Self.receiverName(access), for: Self.limited)
        }
        // `countLimit = 100` with no receiver: set inside an NSCache subclass.
        if Self.limits.contains(where: { (file.index.referencesByName[$0] ?? []).contains { ExprSyntax($0).isAssigned } }) {
            output.facts.add("", for: Self.limited)
        }
        let drawsOwnIcons = Self.drawingCalls.contains { file.index.referencesByName[$0] != nil }
            && !Self.loadingNames.contains { file.index.referencesByName[$0] != nil }
        for variable in file.index.variables where variable.parent?.is(MemberBlockItemSyntax.self) == true || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = Self.cachedValue(binding), Self.heavyValues.contains(value) else { continue }
                // Icons drawn in this file: as many as the design has variants.
                if drawsOwnIcons, Self.iconWords.contains(where: { name.lowercased().contains($0) }) { continue }
                // Filled only for the person's own identities: as many entries as accounts.
                if Self.keyedByOwnIdentity(name, in: file) { continue }
                // A limit set inside the property's own initializer closure.
                if let initializer = binding.initializer, limitAccesses.contains(where: { initializer.encloses($0) }) { continue }
                output.facts.add(Cache(name: name, value: value, position: file.position(of: binding.pattern)), for: Self.caches)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let limited = Set(project.facts.values(Self.limited))
        guard !limited.contains("") else { return }
        for cache in project.facts.values(Self.caches) where !limited.contains(cache.name) {
            output.report(
                "\(cache.name) is an NSCache of \(cache.value) with neither countLimit nor totalCostLimit set anywhere, so it grows until the system is short of memory and evicts on its own schedule; meanwhile other apps are ended and the person's place in them lost, and this app is next. Set countLimit, or totalCostLimit with each object's cost (bytes) passed to setObject(_:forKey:cost:), sized to what one screen shows.",
                at: cache.position, confidence: .low)
        }
    }

    /// Words of a key's names that make it one of the person's own identities (`ownedCryptoId`,
    /// `myAccountId`): there are only as many as the accounts signed in on the device.
    static let ownWords: Set<String> = ["owned", "own", "my"]

    /// True when the file fills the cache (`setObject(_:forKey:)` on a receiver of its name) and
    /// every key it stores names one of the person's own identities (olvid-ios MetaFlowController:
    /// own-profile pictures keyed by the owned identity): a handful of entries by design.
    static func keyedByOwnIdentity(_ name: String, in file: SwiftFile) -> Bool {
        let stores = file.index.calls("setObject").filter { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                || base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
        }
        return !stores.isEmpty && stores.allSatisfy { call in
            guard let key = call.argument("forKey")?.expression else { return false }
            return key.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier = token.tokenKind else { return false }
                return !ownWords.isDisjoint(with: NameWords.split(token.text))
            }
        }
    }

    /// The name a limit is set on: `cache` for `cache.countLimit` and `self.cache.countLimit`,
    /// "" for `$0.countLimit` and other receivers without a stable name.
    static func receiverName(_ access: MemberAccessExprSyntax) -> String {
        if let reference = access.base?.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.hasPrefix("$") || name == "self" ? "" : name
        }
        if let member = access.base?.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return ""
    }

    /// The element type of an `NSCache` a stored property makes: `NSCache<NSString, UIImage>()`,
    /// or `let x: NSCache<NSString, UIImage> = NSCache()` / `.init()`.
    static func cachedValue(_ binding: PatternBindingSyntax) -> String? {
        if let annotated = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self), annotated.name.text == "NSCache",
           let arguments = annotated.genericArgumentClause?.arguments, arguments.count == 2,
           let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
           ["NSCache", "init"].contains(call.calleeName ?? "") {
            return arguments.last?.argument.trimmedDescription
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSCache" else { return nil }
        let arguments = specialized.genericArgumentClause.arguments
        return arguments.count == 2 ? arguments.last?.argument.trimmedDescription : nil
    }
}
