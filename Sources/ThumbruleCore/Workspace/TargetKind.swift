/// What kind of product a Swift file is compiled into. Checks read this: an ad in a
/// widget breaks a rule, and a test file is not the app.
public enum TargetKind: Sendable, Hashable, Codable, CustomStringConvertible {
    case app
    case appClip
    case appExtension(ExtensionKind)
    case watchApp
    /// A product for a platform that is not a phone (`SDKROOT` macosx, appletvos or xros): a
    /// Mac, Apple TV or Vision Pro app with its extensions and frameworks. Mac Catalyst and
    /// multiplatform targets are not this.
    case otherPlatformApp
    case framework
    case tests
    /// A Swift file in an Xcode project's folder that none of its targets compiles, or a build
    /// tool's manifest (`BuildManifests`), which the build tool compiles and no product holds.
    case notBuilt
    case swiftPackage

    /// True for code that ships inside the main app binary or a framework it links.
    public var isMainApp: Bool {
        switch self {
        case .app, .framework: return true
        default: return false
        }
    }

    /// True for products that may not show ads or run app-level flows: extensions, clips and watch apps.
    public var isSecondaryProduct: Bool {
        switch self {
        case .appExtension, .watchApp, .appClip: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .app: return "app"
        case .appClip: return "app clip"
        case .appExtension(let kind): return "\(kind.rawValue) extension"
        case .watchApp: return "watch app"
        case .otherPlatformApp: return "Mac, TV or Vision app"
        case .framework: return "framework"
        case .tests: return "tests"
        case .notBuilt: return "no target"
        case .swiftPackage: return "Swift package"
        }
    }

    /// Maps an Xcode `productType` through `XcodeProductTypes`; extensions get their kind from
    /// the target's Info.plist later.
    static func fromProductType(_ productType: String) -> TargetKind? {
        let type = productType.hasPrefix(XcodeProductTypes.prefix) ? String(productType.dropFirst(XcodeProductTypes.prefix.count)) : productType
        if let kind = XcodeProductTypes.kinds[type] { return kind }
        if let family = XcodeProductTypes.familyPrefixes.first(where: { type.hasPrefix($0.prefix) }) { return family.kind }
        return type.contains(XcodeProductTypes.extensionWord) ? .appExtension(.other) : nil
    }
}

/// The extension point an app extension plugs into, from `NSExtensionPointIdentifier`.
public enum ExtensionKind: String, Sendable, Hashable, Codable, CaseIterable {
    case widget, notificationService, notificationContent, share, action, keyboard
    case intents, intentsUI, messages, fileProvider, broadcast, other

    /// Extension point identifier → kind. One line per extension point.
    static let byPointIdentifier: [String: ExtensionKind] = [
        "com.apple.widgetkit-extension": .widget,
        "com.apple.widget-extension": .widget,
        "com.apple.usernotifications.service": .notificationService,
        "com.apple.usernotifications.content-extension": .notificationContent,
        "com.apple.share-services": .share,
        "com.apple.ui-services": .action,
        "com.apple.services": .action,
        "com.apple.keyboard-service": .keyboard,
        "com.apple.intents-service": .intents,
        "com.apple.intents-ui-service": .intentsUI,
        "com.apple.message-payload-provider": .messages,
        "com.apple.fileprovider-nonui": .fileProvider,
        "com.apple.fileprovider-actionsui": .fileProvider,
        "com.apple.broadcast-services-upload": .broadcast,
        "com.apple.broadcast-services-setupui": .broadcast,
    ]

    /// Reads the extension kind from an Info.plist, or nil when the plist declares no extension.
    package static func from(infoPlist: PropertyList) -> ExtensionKind? {
        let point = infoPlist.dictionary("NSExtension")?["NSExtensionPointIdentifier"]?.stringValue
            ?? infoPlist.dictionary("EXAppExtensionAttributes")?["EXExtensionPointIdentifier"]?.stringValue
        guard let point else { return nil }
        return byPointIdentifier[point] ?? .other
    }

    /// Folder-name conventions, the last resort when neither a project nor a plist decides.
    static func fromFolderName(_ name: String) -> ExtensionKind? {
        let lower = name.lowercased()
        if lower.containsBytes("widget") { return .widget }
        if lower.containsBytes("notificationservice") { return .notificationService }
        if lower.containsBytes("notificationcontent") { return .notificationContent }
        if lower.hasSuffix("shareextension") { return .share }
        if lower.hasSuffix("keyboard") { return .keyboard }
        if lower.hasSuffix("intents") || lower.hasSuffix("intentsextension") { return .intents }
        return nil
    }
}

extension String {
    /// True when `needle` occurs in the string byte for byte. Target resolution asks this of
    /// every folder of every file, and Foundation's `contains` costs a hundred times more.
    func containsBytes(_ needle: String) -> Bool {
        let haystack = Array(utf8), pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        guard haystack.count >= pattern.count else { return false }
        return (0...(haystack.count - pattern.count)).contains { start in
            haystack[start..<(start + pattern.count)].elementsEqual(pattern)
        }
    }
}
