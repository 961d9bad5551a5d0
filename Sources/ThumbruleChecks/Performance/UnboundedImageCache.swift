import SwiftSyntax
import ThumbruleCore

/// An in-memory image cache kept in a dictionary for the life of the app
/// (`private var thumbnails: [URL: UIImage]`) that only grows: the file puts images in, nothing
/// takes them out (`removeValue`, `removeAll`, `[key] = nil`, a new value for the whole
/// dictionary), and nothing listens for the memory warning. Unlike `NSCache` it never lets go
/// under pressure, so memory climbs with every image shown until iOS ends the app.
///
/// Only dictionaries whose every write this file can see are read: a `private` or
/// `fileprivate` global, a static property, or an instance property of a class this file
/// makes once and keeps in a global or static constant (a shared instance). A property of a
/// view or of any object that may be released is left alone, as are property wrappers
/// (`@State`, `@Published`). Medium confidence: a cache of a few fixed images is bounded by
/// what the app can ask for.
struct UnboundedImageCache: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "perf-memory.unbounded-image-dictionary",
        ruleId: "perf-memory",
        summary: "A dictionary of images kept for the life of the app that only grows and ignores memory warnings",
        triggering: [
            CheckExample("""
            import UIKit

            private var ↓thumbnails: [URL: UIImage] = [:]

            func thumbnail(for url: URL) -> UIImage? {
                if let image = thumbnails[url] { return image }
                let image = UIImage(contentsOfFile: url.path)
                thumbnails[url] = image
                return image
            }
            """),
            CheckExample("""
            import SwiftUI

            private final class EmoteCache {
                private var ↓images: [String: Image] = [:]
                func image(_ name: String) -> Image? { images[name] }
                func store(_ image: Image, for name: String) { images.updateValue(image, forKey: name) }
            }

            @MainActor private let emotes = EmoteCache()
            """),
        ],
        nonTriggering: [
            // Entries leave the dictionary, or it is emptied on the memory warning.
            CheckExample("""
            import UIKit

            private var covers: [String: UIImage] = [:]
            private var avatars: [URL: UIImage] = [:]

            func cover(_ id: String, _ image: UIImage) { covers[id] = image }
            func forget(_ id: String) { covers.removeValue(forKey: id) }
            func avatar(_ url: URL, _ image: UIImage) { avatars[url] = image }

            final class AvatarObserver {
                init() {
                    NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { _ in
                        avatars = [:]
                    }
                }
            }
            """),
            // A view model's images go when the screen that owns it goes; a view's state is its own.
            CheckExample("""
            import SwiftUI

            final class GalleryModel: ObservableObject {
                private var images: [URL: UIImage] = [:]
                func add(_ image: UIImage, _ url: URL) { images[url] = image }
            }

            struct Carousel: View {
                @State private var loaded: [URL: UIImage] = [:]
                var body: some View { Text("") }
            }
            """),
        ]
    )

    /// Value types that hold a decoded image.
    static let imageTypes: Set<String> = ["UIImage", "NSImage", "CGImage", "Image"]
    /// Members that take entries out of a dictionary.
    static let removals: Set<String> = ["removeValue", "removeAll", "remove", "removeFirst", "removeLast", "filter"]
    /// Members that put entries in.
    static let insertions: Set<String> = ["updateValue", "merge"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.index.variables.isEmpty,
              file.index.memberAccesses("didReceiveMemoryWarningNotification").isEmpty,
              file.index.referencesByName["UIApplicationDidReceiveMemoryWarning"] == nil,
              !file.index.functions.contains(where: { $0.name.text == "didReceiveMemoryWarning" }) else { return }
        for variable in file.index.variables where variable.bindingSpecifier.tokenKind == .keyword(.var) && Self.isOwnedByFile(variable, in: file) {
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let dictionary = binding.typeAnnotation?.type.as(DictionaryTypeSyntax.self),
                      let value = dictionary.value.as(IdentifierTypeSyntax.self)?.name.text, Self.imageTypes.contains(value),
                      Self.onlyGrows(name, in: file) else { continue }
                output.report(
                    "\(name) keeps every \(value) put into it for as long as the app runs: nothing removes entries and nothing empties it on a memory warning, so memory grows with every image shown until the system ends the app, which to the person is a restart that loses their place. Use an NSCache with countLimit or totalCostLimit set, or cap the dictionary and empty it on UIApplication.didReceiveMemoryWarningNotification.",
                    at: file.position(of: binding.pattern), confidence: .medium)
            }
        }
    }

    /// Whether a `var` lives as long as the app and only this file can write it: a private
    /// global, a static property, or a private property of a class the file keeps one shared
    /// instance of. Property wrappers (`@State`, `@Published`) are left out; global-actor
    /// attributes (`@MainActor`) are not wrappers.
    static func isOwnedByFile(_ variable: VariableDeclSyntax, in file: SwiftFile) -> Bool {
        let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        guard wrappers.allSatisfy({ $0.hasSuffix("Actor") }) else { return false }
        let modifiers = variable.modifiers.map(\.name.text)
        let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
        if variable.parent?.is(CodeBlockItemSyntax.self) == true, variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            return isPrivate
        }
        guard let member = variable.parent?.as(MemberBlockItemSyntax.self),
              let owner = member.parent?.parent?.parent else { return false }
        if modifiers.contains("static") || modifiers.contains("class") { return isPrivate }
        guard isPrivate, let type = owner.as(ClassDeclSyntax.self)?.name.text ?? owner.as(ActorDeclSyntax.self)?.name.text else { return false }
        return keepsSharedInstance(of: type, in: file)
    }

    /// Whether the file makes an instance of a type only as a global or static constant
    /// (`private let cache = Cache()`, `static let shared = Cache()`), and nowhere else.
    static func keepsSharedInstance(of type: String, in file: SwiftFile) -> Bool {
        let makes = file.index.calls(type)
        guard !makes.isEmpty else { return false }
        return makes.allSatisfy { call in
            guard let binding = call.parent?.parent?.as(PatternBindingSyntax.self), binding.initializer?.value.id == call.id,
                  let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
                  declaration.bindingSpecifier.tokenKind == .keyword(.let) else { return false }
            let isStatic = declaration.modifiers.contains { $0.name.text == "static" }
            let isGlobal = declaration.parent?.is(CodeBlockItemSyntax.self) == true && declaration.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            return isStatic || isGlobal
        }
    }

    /// Whether the file puts entries into the dictionary named `name` and never takes any out:
    /// no removal member, no `[key] = nil`, no new value for the whole dictionary, and no
    /// `inout` hand-off (`&name`) that could do either.
    static func onlyGrows(_ name: String, in file: SwiftFile) -> Bool {
        let uses: [ExprSyntax] = (file.index.referencesByName[name] ?? []).map(ExprSyntax.init)
            + (file.index.memberAccessesByName[name] ?? []).filter { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" || $0.base == nil }.map(ExprSyntax.init)
        var grows = false
        for use in uses {
            // `self.name` is read as the member access, not as its `name` reference.
            if use.parent?.as(MemberAccessExprSyntax.self)?.declName.id == use.id { continue }
            if use.parent?.is(InOutExprSyntax.self) == true { return false }
            if use.assignment != nil { return false }
            if let subscripted = use.parent?.as(SubscriptCallExprSyntax.self), subscripted.calledExpression.id == use.id,
               let write = ExprSyntax(subscripted).assignment {
                if write.operator != "=" || write.value.is(NilLiteralExprSyntax.self) { return false }
                grows = true
            }
            if let member = use.parent?.as(MemberAccessExprSyntax.self), member.base?.id == use.id {
                let called = member.declName.baseName.text
                if removals.contains(called) { return false }
                if insertions.contains(called) { grows = true }
            }
        }
        return grows
    }
}
