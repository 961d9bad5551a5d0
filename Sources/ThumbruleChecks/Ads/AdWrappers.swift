import SwiftSyntax
import ThumbruleCore

/// Apps rarely call an ad SDK from a screen: they call their own `AdManager.shared.showInterstitial()`,
/// which calls the SDK. A wrapper is such a function; a call site is a call to the app's own
/// code whose words speak of ads. The project pass joins the two by name, one hop deep.
struct AdWrapper: Sendable, Codable {
    /// The wrapping function's name, or `init` when a type does the ad work as it is created.
    let function: String
    let typeName: String?
    package let format: AdFormat?

    /// The function around `node`, if it has a name.
    package init?(around node: some SyntaxProtocol, format: AdFormat?) {
        guard let function = node.enclosingScopeName, function != "body" else { return nil }
        self.function = function
        self.typeName = node.enclosingTypeName
        self.format = format
    }

    /// True when the site calls this wrapper: same name, and either the call speaks of ads
    /// or it goes through the wrapper's type (`AdManager.shared.start()`, `AdManager()`).
    func isCalled(by site: AdCallSite) -> Bool {
        if function == "init", let typeName {
            return site.name == typeName || site.calleeChain.contains(typeName + ".")
        }
        guard site.name == function else { return false }
        return AdCode.speaksOfAds(site.calleeChain) || typeName.map { site.calleeChain.contains($0) } ?? false
    }
}

/// A call in the app's own code, with where it runs.
struct AdCallSite: Sendable, Codable {
    package let name: String
    /// The names along the callee (`AdManager.shared.showInterstitial`).
    let calleeChain: String
    package let position: SourcePosition
    package let launch: LaunchContext?
    let leave: LeaveContext?
    /// Whether the code around the call holds back, in the sense of the check that recorded
    /// it: a frequency cap for `ads-frequency`, an entitlement check for `ads-entitlement`.
    let guarded: Bool

    package init?(_ call: FunctionCallExprSyntax, in file: SwiftFile, launch: LaunchContext?, leave: LeaveContext?, guarded: Bool = false) {
        guard let name = call.calleeName else { return nil }
        self.name = name
        self.calleeChain = call.calleeChain
        self.position = file.position(of: call)
        self.launch = launch
        self.leave = leave
        self.guarded = guarded
    }

    /// The calls of a file that run on the launch path or on the way out of a screen or the
    /// app; found once for the checks that ask.
    static func inLaunchOrLeaveContext(_ file: SwiftFile) -> [AdCallSite] {
        file.shared(LaunchOrLeaveSites.self) { LaunchOrLeaveSites(sites: findInLaunchOrLeaveContext(file)) }.sites
    }

    private struct LaunchOrLeaveSites { let sites: [AdCallSite] }

    private static func findInLaunchOrLeaveContext(_ file: SwiftFile) -> [AdCallSite] {
        let mayLaunch = file.mayHaveLaunchContext, mayLeave = file.mayHaveLeaveContext
        guard mayLaunch || mayLeave else { return [] }
        return file.index.callsByName.values.joined().compactMap { call in
            let launch = mayLaunch ? file.launchContext(of: call) : nil
            let leave = launch == nil && mayLeave ? call.leaveContext : nil
            guard launch != nil || leave != nil else { return nil }
            return AdCallSite(call, in: file, launch: launch, leave: leave)
        }
    }

    /// The calls of a file that speak of ads (`adManager.showInterstitial()`), each with
    /// whether `guarded` holds for the code around it.
    static func speakingOfAds(_ file: SwiftFile, guarded: (FunctionCallExprSyntax) -> Bool) -> [AdCallSite] {
        file.index.callsByName.values.joined()
            .filter { AdCode.calleeMaySpeakOfAds($0) && AdCode.speaksOfAds($0.calleeChain) }
            .compactMap { AdCallSite($0, in: file, launch: nil, leave: nil, guarded: guarded($0)) }
    }
}

/// Code that runs as the user leaves a screen or the app: the way out, where an ad is
/// an obstacle between the user and where they were going.
enum LeaveContext: Equatable, Sendable, Codable {
    /// `viewWillDisappear` / `viewDidDisappear`, or a SwiftUI `onDisappear`.
    case screenExit(String)
    /// `applicationWillResignActive`, `sceneDidEnterBackground` and their kin.
    case appExit(String)

    static let screenExitFunctions: Set<String> = ["viewWillDisappear", "viewDidDisappear"]
    static let appExitFunctions: Set<String> = [
        "applicationWillResignActive", "applicationDidEnterBackground", "applicationWillTerminate",
        "sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect",
    ]
}

extension SwiftFile {
    /// False when no node of the file can have a `leaveContext`: no `onDisappear`, and no
    /// function named for leaving a screen or the app.
    var mayHaveLeaveContext: Bool {
        !index.calls("onDisappear").isEmpty || index.functions.contains {
            LeaveContext.screenExitFunctions.contains($0.name.text) || LeaveContext.appExitFunctions.contains($0.name.text)
        }
    }
}

extension SyntaxProtocol {
    /// The leave context this code runs in, looking through closures up to the enclosing function.
    var leaveContext: LeaveContext? {
        var current = parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let call = closure.invokingCall,
               call.calleeName == "onDisappear", call.modifiedExpression != nil {
                return .screenExit("onDisappear")
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                if LeaveContext.screenExitFunctions.contains(name) { return .screenExit(name) }
                if LeaveContext.appExitFunctions.contains(name) { return .appExit(name) }
                return nil
            }
            current = node.parent
        }
        return nil
    }
}

/// An ad action on the launch path, made directly or through a call to a wrapper.
struct AdLaunchUse: Sendable, Codable {
    package let position: SourcePosition
    package let context: LaunchContext
    package let format: AdFormat?
    let viaWrapper: Bool
}

extension Project {
    /// The ad actions that run before the user has done anything: the direct ones, plus the
    /// launch-path calls to a wrapper that `counts`. Each position once, in source order.
    func adLaunchUses(direct: [AdLaunchUse], wrappers: [AdWrapper], sites: [AdCallSite],
                      counts: (AdWrapper) -> Bool = { _ in true }) -> [AdLaunchUse] {
        let viaWrappers = sites.compactMap { site -> AdLaunchUse? in
            guard let context = site.launch, let wrapper = wrappers.first(where: { counts($0) && $0.isCalled(by: site) }) else { return nil }
            return AdLaunchUse(position: site.position, context: context, format: wrapper.format, viaWrapper: true)
        }
        var seen = Set<SourcePosition>()
        return (direct + viaWrappers)
            .filter { isLaunchPath($0.context) && seen.insert($0.position).inserted }
            .sorted { $0.position < $1.position }
    }
}
