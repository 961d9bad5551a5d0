import SwiftSyntax
import ThumbruleCore

/// Capabilities whose use the code shows and the entitlement each needs, shared by
/// `store-entitlements.capability-missing` and `store-entitlements.unused`.
enum Capability: String, Sendable, Codable, CaseIterable {
    case remoteNotifications, signInWithApple, universalLinks, appGroups, siri

    var entitlement: String {
        switch self {
        case .remoteNotifications: return "aps-environment"
        case .signInWithApple: return "com.apple.developer.applesignin"
        case .universalLinks: return "com.apple.developer.associated-domains"
        case .appGroups: return "com.apple.security.application-groups"
        case .siri: return "com.apple.developer.siri"
        }
    }

    var title: String {
        switch self {
        case .remoteNotifications: return "remote notifications"
        case .signInWithApple: return "Sign in with Apple"
        case .universalLinks: return "universal links"
        case .appGroups: return "an App Group container"
        case .siri: return "SiriKit"
        }
    }

    /// What goes wrong in the shipped build without the entitlement.
    var consequence: String {
        switch self {
        case .remoteNotifications: return "App Store Connect rejects the upload (ITMS-90078) and no push token is ever issued"
        case .signInWithApple: return "every Apple ID authorization request fails"
        case .universalLinks: return "links open in Safari and this handler never runs"
        case .appGroups: return "the shared container is nil and nothing is shared with the app"
        case .siri: return "Siri never hands the app an intent"
        }
    }

    /// Whether an entitlements plist grants the capability (for App Groups, the named group when known).
    func isGranted(by plist: PropertyList, group: String?) -> Bool {
        switch (self, plist.root[entitlement]) {
        case (.remoteNotifications, .string(let value)?): return !value.isEmpty
        case (.universalLinks, .array(let values)?):
            return values.contains { $0.stringValue?.hasPrefix("applinks:") == true }
        case (.appGroups, .array(let values)?):
            let groups = values.compactMap(\.stringValue)
            // A group built from build settings (`$(GROUP_ID_PREFIX).shared`) may be any group.
            if groups.contains(where: { $0.contains("$(") }) { return true }
            return group.map(groups.contains) ?? !groups.isEmpty
        case (_, .array(let values)?): return !values.isEmpty
        case (_, .string(let value)?): return !value.isEmpty
        case (_, .bool(let value)?): return value
        default: return false
        }
    }

    /// A use of a capability in one Swift file.
    struct Use: Sendable, Codable {
        let capability: Capability
        let position: SourcePosition
        let api: String
        let path: String
        let target: BuildTarget
        /// The App Group named in a literal, when the code names one.
        let group: String?
    }

    /// The capability uses a file shows: `registerForRemoteNotifications()`,
    /// `ASAuthorizationAppleIDProvider`, `NSUserActivityTypeBrowsingWeb`, and an App Group
    /// container (`containerURL(forSecurityApplicationGroupIdentifier:)`,
    /// `UserDefaults(suiteName: "group.…")`).
    static func uses(in file: SwiftFile) -> [Use] {
        var found: [Use] = []
        func add(_ capability: Capability, _ node: some SyntaxProtocol, _ api: String, group: String? = nil) {
            found.append(Use(capability: capability, position: file.position(of: node), api: api, path: file.path, target: file.target, group: group))
        }
        for call in file.index.calls("registerForRemoteNotifications") where call.arguments.isEmpty {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
            add(.remoteNotifications, name, "registerForRemoteNotifications()")
        }
        for reference in file.index.references("ASAuthorizationAppleIDProvider") {
            add(.signInWithApple, reference, "ASAuthorizationAppleIDProvider")
        }
        for call in file.index.calls("SignInWithAppleButton") {
            add(.signInWithApple, call, "SignInWithAppleButton")
        }
        // Handling a browsing-web activity is a universal link; creating one (Handoff) is not,
        // nor is React Native's template forwarding it to `RCTLinkingManager` (JavaScript decides).
        let forwarders = file.index.calls("application").filter { $0.calledExpression.as(MemberAccessExprSyntax.self)?.basePath == "RCTLinkingManager" }
        for reference in file.index.references("NSUserActivityTypeBrowsingWeb") where !isActivityCreation(reference) {
            if let function = reference.enclosingFunction, forwarders.contains(where: { function.encloses($0) }) { continue }
            add(.universalLinks, reference, "NSUserActivityTypeBrowsingWeb")
        }
        for call in file.index.calls("containerURL") where call.arguments.first?.label?.text == "forSecurityApplicationGroupIdentifier" {
            add(.appGroups, call, "containerURL(forSecurityApplicationGroupIdentifier:)", group: literal(call.arguments.first?.expression))
        }
        for call in file.index.calls("UserDefaults") where call.arguments.first?.label?.text == "suiteName" {
            guard let suite = literal(call.arguments.first?.expression), suite.hasPrefix("group.") else { continue }
            add(.appGroups, call, "UserDefaults(suiteName: \"\(suite)\")", group: suite)
        }
        return found
    }

    /// `NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)`: an activity the app offers.
    static func isActivityCreation(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let argument = reference.parent?.as(LabeledExprSyntax.self), argument.label?.text == "activityType",
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.trimmedDescription.hasSuffix("NSUserActivity")
    }

    static func literal(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}

/// What an Xcode target signs with, per configuration.
struct SigningEntitlements {
    let release: (path: String, plist: PropertyList)
    /// Another configuration's file, when it differs from Release's.
    let others: [(configuration: String, path: String, plist: PropertyList)]

    /// The Release entitlements of the Xcode target named `name`, or nil when they cannot be
    /// read: no such target, no Release configuration, a path built from other settings, a
    /// file the checkout lacks, or a Run Script that may edit entitlements at build time.
    static func of(target name: String, in project: Project) -> SigningEntitlements? {
        guard let target = project.xcodeProjects.flatMap(\.targets).first(where: { $0.name == name }),
              let path = target.releaseEntitlementsPath, !path.contains("$("), let plist = project.entitlements[path],
              !target.buildScripts.contains(where: { $0.lowercased().contains("entitlements") }) else { return nil }
        let others = target.entitlementsByConfiguration.sorted { $0.key < $1.key }.compactMap { configuration, other -> (String, String, PropertyList)? in
            guard other != path, let otherPlist = project.entitlements[other] else { return nil }
            return (configuration, other, otherPlist)
        }
        return SigningEntitlements(release: (path, plist), others: others)
    }
}
