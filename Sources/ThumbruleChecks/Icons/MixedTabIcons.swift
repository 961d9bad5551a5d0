import SwiftSyntax
import ThumbruleCore

/// A tab bar whose icons come from two families: some tabs draw SF Symbols
/// (`Label(…, systemImage:)`, `Image(systemName:)`, `Tab(…, systemImage:)`,
/// `UIImage(systemName:)`) and others an image from the asset catalog (`Image("home")`,
/// `Label(…, image:)`, `Tab(…, image:)`, `UIImage(named:)`). Side by side the two differ in
/// stroke, corner and optical size, and only the symbols follow the text's weight, so the bar
/// reads as assembled. The rulebook (`icon-one-set`) asks for one family. Reported at each
/// asset-image tab of a bar where another tab uses a symbol.
///
/// The tabs are those of one `TabView` (its `.tabItem` modifiers and `Tab` items), or the
/// `UITabBarItem(title:image:…)` items built in one file, with the image given directly or
/// through a local set once. A tab whose icon is chosen at run time, changes with selection,
/// comes from a generated asset accessor or a helper, is left alone, and so is an asset whose
/// name is dotted like a symbol's (`"leaf.custom"`), which is likely a custom symbol drawn to
/// the SF Symbols grid.
///
/// Known false negatives: tab items built in different files (one view controller each), icons
/// set later through `tabBarItem.image`.
struct MixedTabIcons: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "icon-one-set.mixed-tab-icons",
        ruleId: "icon-one-set",
        summary: "A tab bar mixing SF Symbols with asset-catalog images",
        triggering: [
            CheckExample("""
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        FeedScreen().tabItem { Label("Feed", systemImage: "list.bullet") }
                        MapScreen().tabItem {
                            ↓Image("map-pin")
                            Text("Map")
                        }
                        ProfileScreen().tabItem { Label("Me", systemImage: "person") }
                    }
                }
            }
            """),
            CheckExample("""
            final class ShellController: UITabBarController {
                func makeTabs() {
                    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
                    let roomsIcon = UIImage(named: "rooms")
                    rooms.tabBarItem = UITabBarItem(title: "Rooms", image: ↓roomsIcon, tag: 1)
                }
            }
            """),
        ],
        nonTriggering: [
            // One family each; an icon chosen by selection; a custom symbol with a dotted name.
            CheckExample("""
            struct RootTabs: View {
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) {
                        FeedScreen().tabItem { Label("Feed", systemImage: "list.bullet") }
                        MapScreen().tabItem {
                            if tab == 1 { Image(systemName: "map.fill") } else { Image("map-outline") }
                            Text("Map")
                        }
                        ShopScreen().tabItem { Label("Shop", image: "bag.custom") }
                        ProfileScreen().tabItem { Brand.profileIcon.swiftUIImage }
                    }
                }
            }
            struct BrandTabs: View {
                var body: some View {
                    TabView {
                        Tab("Home", image: "brand-home") { HomeScreen() }
                        Tab("Cart", image: "brand-cart") { CartScreen() }
                    }
                }
            }
            """),
        ]
    )

    /// Where a tab's icon comes from, as far as the code says.
    enum Icon: Equatable { case symbol, asset, unknown }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for tabView in file.index.calls("TabView") where !file.index.isInPreview(tabView) {
            guard let content = tabView.bodyClosure else { continue }
            let tabs = file.index.calls(within: content).compactMap { call -> (Syntax, Icon)? in
                guard Self.nearestTabView(of: call)?.id == tabView.id else { return nil }
                if call.calleeName == "tabItem", call.modifiedExpression != nil, let label = call.bodyClosure {
                    return Self.icon(drawnBy: label)
                }
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Tab" {
                    return Self.icon(ofTab: call)
                }
                return nil
            }
            report(tabs, file, &output)
        }
        let items = file.index.calls("UITabBarItem").compactMap { call -> (Syntax, Icon)? in
            guard let image = call.argument("image")?.expression, call.argument("title") != nil else { return nil }
            return (Syntax(image), Self.icon(ofImage: Self.resolvedLocal(image, file)))
        }
        report(items, file, &output)
    }

    private func report(_ tabs: [(node: Syntax, icon: Icon)], _ file: SwiftFile, _ output: inout CheckOutput) {
        let symbols = tabs.filter { $0.icon == .symbol }.count
        guard symbols > 0 else { return }
        for tab in tabs where tab.icon == .asset {
            output.report(
                "This tab's icon is an asset image while \(symbols) sibling tab\(symbols == 1 ? "" : "s") use\(symbols == 1 ? "s" : "") SF Symbols, so the bar mixes two icon families; draw it as an SF Symbol (or a custom symbol made in the SF Symbols app) like the others.",
                at: file.position(of: tab.node), confidence: .high)
        }
    }

    static func nearestTabView(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        call.ancestor { $0.as(FunctionCallExprSyntax.self)?.calleeName == "TabView" }?.as(FunctionCallExprSyntax.self)
    }

    /// The icon a `.tabItem` closure draws: each statement is a `Label`, an `Image` or a `Text`;
    /// anything else (a condition, a helper, a generated accessor) leaves it unknown.
    static func icon(drawnBy label: ClosureExprSyntax) -> (Syntax, Icon)? {
        var found: [(Syntax, Icon)] = []
        for statement in label.statements {
            guard let root = statement.item.as(FunctionCallExprSyntax.self)?.rootViewCall,
                  let name = root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            switch name {
            case "Text": continue
            case "Label": found.append((Syntax(root), icon(ofLabel: root)))
            case "Image": found.append((Syntax(root), icon(ofImageView: root)))
            default: return nil
            }
        }
        return found.count == 1 ? found.first : nil
    }

    static func icon(ofTab tab: FunctionCallExprSyntax) -> (Syntax, Icon) {
        (Syntax(tab), icon(ofLabel: tab))
    }

    /// `systemImage:` is a symbol; `image:` with a plain name is an asset.
    static func icon(ofLabel call: FunctionCallExprSyntax) -> Icon {
        if call.argument("systemImage") != nil { return .symbol }
        return call.argument("image").map { assetName($0.expression) } ?? .unknown
    }

    /// `Image(systemName:)` is a symbol; `Image("name")` is an asset.
    static func icon(ofImageView call: FunctionCallExprSyntax) -> Icon {
        if call.argument("systemName") != nil { return .symbol }
        guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return .unknown }
        return assetName(only.expression)
    }

    /// `UIImage(systemName:)` is a symbol; `UIImage(named:)` is an asset.
    static func icon(ofImage expression: ExprSyntax) -> Icon {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "UIImage" || call.calleeName == "init" else { return .unknown }
        if call.argument("systemName") != nil { return .symbol }
        return call.argument("named").map { assetName($0.expression) } ?? .unknown
    }

    /// A literal asset name is an asset, unless it is dotted like a symbol's name (a custom
    /// symbol drawn to the SF Symbols grid keeps that form).
    static func assetName(_ expression: ExprSyntax) -> Icon {
        guard let literal = expression.as(StringLiteralExprSyntax.self), !literal.hasInterpolation, !literal.plainText.contains(".") else { return .unknown }
        return .asset
    }

    /// For a local name, the one value it is given in the function: its initial value, or the
    /// single later assignment of a `let` declared without one.
    static func resolvedLocal(_ expression: ExprSyntax, _ file: SwiftFile) -> ExprSyntax {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), let function = reference.enclosingFunction else { return expression }
        if let value = file.index.initialValue(of: reference) { return value }
        let assigned = file.index.references(within: function).filter { $0.baseName.text == reference.baseName.text }
            .compactMap { ExprSyntax($0).assignedValue }
        return assigned.count == 1 ? assigned[0] : expression
    }
}
