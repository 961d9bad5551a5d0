import SwiftSyntax
import ThumbruleCore

/// A payment handed to Safari, a bank or a wallet (`UIApplication.shared.open(checkoutURL)`,
/// SwiftUI's `openURL(order.paymentURL)`, `SFSafariViewController(url: checkoutURL)`) in an
/// app that handles no incoming link at all: no `onOpenURL`, no `application(_:open:options:)`,
/// no `scene(_:openURLContexts:)`, no universal link (`onContinueUserActivity`,
/// `application(_:continue:restorationHandler:)`), no connection options' `urlContexts`, and
/// no `safariViewControllerDidFinish`. The bank's or the provider's return link then has
/// nowhere to land, and the person comes back to whatever screen the app shows.
///
/// A payment URL is one the code builds per order: a name that speaks of checkout or payment
/// (`checkoutURL`, `session.paymentUrl`), or an interpolated literal whose text does
/// (`"https://pay.example.com/checkout/\(order.id)"`). A fixed literal (a donation page) and
/// names about settings, help or terms are passed over. Medium confidence: the app may ask
/// the server for the order's state when it becomes active again, which the code cannot tie
/// to this payment.
struct PaymentLeavesWithoutReturn: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-handoff.no-return-route",
        ruleId: "pay-handoff",
        summary: "A checkout opened in the browser, a bank or a wallet by an app that handles no incoming link",
        triggering: [
            CheckExample("""
            import UIKit

            final class CheckoutViewController: UIViewController {
                func pay(_ order: Order) async throws {
                    let session = try await api.createCheckoutSession(for: order)
                    ↓UIApplication.shared.open(session.checkoutURL)
                }
            }
            """),
            CheckExample("""
            import SwiftUI

            struct PayButton: View {
                @Environment(\\.openURL) private var openURL
                let order: Order
                var body: some View {
                    Button("Pay with bank") {
                        ↓openURL(URL(string: "https://pay.example.com/checkout/\\(order.id)")!)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/CheckoutViewController.swift", """
                import UIKit

                final class CheckoutViewController: UIViewController {
                    func pay(_ order: Order) async throws {
                        let session = try await api.createCheckoutSession(for: order)
                        PendingOrders.save(order.id)
                        await UIApplication.shared.open(session.checkoutURL)
                    }
                }
                """),
                ("App/ShopApp.swift", """
                import SwiftUI

                @main
                struct ShopApp: App {
                    var body: some Scene {
                        WindowGroup {
                            RootView().onOpenURL { url in Router.shared.openPaymentReturn(url) }
                        }
                    }
                }
                """),
            ]),
            // A fixed donation page and the payment settings page are not an order leaving.
            CheckExample("""
            import SwiftUI

            struct AboutView: View {
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    Button("Donate") { openURL(URL(string: "https://www.paypal.com/donate?hosted_button_id=ABC123")!) }
                    Button("Payment methods") { UIApplication.shared.open(paymentSettingsURL) }
                }
            }
            """),
        ]
    )

    struct Evidence: Codable, Sendable {
        var exits: [SourcePosition] = []
        var returns: [SourcePosition] = []
    }

    static let evidence = FactKey<Evidence>("pay-handoff.routes")
    /// Name words of a URL built for one payment.
    static let paymentWords: Set<String> = ["checkout", "payment", "paypal", "stripe", "klarna", "3ds", "threeds"]
    /// Name words of pages that are about payments without being one.
    static let otherPageWords: Set<String> = [
        "settings", "manage", "help", "support", "terms", "privacy", "policy", "faq", "info", "learn", "methods", "portal", "history", "receipt",
        "receipts", "invoice", "invoices",
    ]
    /// Literal text of a per-order payment address.
    static let paymentText = TextSearch(anyOf: ["checkout", "payment", "/pay/", "/pay?"], ignoringCase: true)
    static let returnCalls = ["onOpenURL", "onContinueUserActivity", "handlesExternalEvents"]
    static let returnMembers = ["urlContexts", "userActivities"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var evidence = Evidence()
        let opens = file.index.calls("open", "openURL").filter { call in
            call.calleeName == "openURL" ? call.receiver == nil || call.receiver?.lastNameComponent == "shared" : call.receiver?.lastNameComponent == "shared"
        }
        for call in opens + file.index.calls("SFSafariViewController") {
            guard let url = call.arguments.first?.expression, Self.isPaymentURL(url) else { continue }
            evidence.exits.append(file.position(of: call))
        }
        evidence.returns = file.index.calls(Self.returnCalls).map { file.position(of: $0) }
            + file.index.memberAccesses(Self.returnMembers).map { file.position(of: $0) }
            + file.index.functions.filter(Self.handlesIncomingLink).map { file.position(of: $0.name) }
        guard !evidence.exits.isEmpty || !evidence.returns.isEmpty else { return }
        output.facts.add(evidence, for: Self.evidence)
    }

    /// The app and scene delegate methods that receive a link, and the Safari view's dismissal.
    static func handlesIncomingLink(_ function: FunctionDeclSyntax) -> Bool {
        let labels = Set(function.signature.parameterClause.parameters.map(\.firstName.text))
        switch function.name.text {
        case "application": return !labels.isDisjoint(with: ["open", "continue"])
        case "scene": return !labels.isDisjoint(with: ["openURLContexts", "continue"])
        case "safariViewControllerDidFinish": return true
        default: return false
        }
    }

    /// True for a URL built for one payment: a name of checkout or payment words, or an
    /// interpolated literal whose text names a checkout or payment path.
    static func isPaymentURL(_ expression: ExprSyntax) -> Bool {
        var names: [String] = []
        var perOrderLiteral = false
        for token in expression.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name): names.append(contentsOf: NameWords.split(name))
            case .stringSegment(let text):
                if let literal = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self), literal.hasInterpolation,
                   paymentText.matches(text) { perOrderLiteral = true }
            default: continue
            }
        }
        let words = Set(names)
        guard words.isDisjoint(with: otherPageWords) else { return false }
        return perOrderLiteral || !words.isDisjoint(with: paymentWords)
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence)
        guard !evidence.flatMap(\.returns).contains(where: project.ships) else { return }
        for exit in Set(evidence.flatMap(\.exits)).filter(project.ships).sorted() {
            output.report(
                "This sends the payment out to the browser, a bank or a wallet, and the app handles no incoming link (no onOpenURL, application(_:open:options:) or universal link), so the provider's return cannot bring the person back to this order's outcome. Save the pending order before leaving, register a return URL or universal link and route it to the order's status, and ask the server about open orders at launch.",
                at: exit, confidence: .medium)
        }
    }
}
