import SwiftSyntax
import ThumbruleCore
import ThumbruleRules

/// The app stands in for the system purchase sheet: a text or secure field labelled for
/// store credentials (Apple ID, Apple Account, App Store or iTunes password), or an alert
/// or dialog the app draws to confirm a purchase before the store's own sheet.
///
/// Credential fields count only in a project that sells in-app purchases, since a client
/// for Apple's developer services asks for an Apple ID for other reasons; high confidence
/// there, as no purchase flow needs the app to hold that password. A confirmation counts
/// when its title speaks of confirming a purchase and its actions make the purchase call
/// (SwiftUI `.alert` / `.confirmationDialog`) or the same function does (UIKit
/// `UIAlertController`); medium confidence, since a plain "are you sure" adds a tap
/// rather than imitating the sheet.
struct StoreSheetImitation: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-sheet.store-sheet-imitation",
        ruleId: "pay-sheet",
        summary: "A field asking for Apple ID or App Store credentials, or an app-drawn purchase confirmation in front of the system sheet",
        triggering: [
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct UnlockView: View {
                let product: Product
                @State private var appleID = ""
                @State private var password = ""
                var body: some View {
                    Form {
                        ↓TextField("Apple ID", text: $appleID)
                        ↓SecureField("App Store password", text: $password)
                        Button("Unlock") { Task { _ = try? await product.purchase() } }
                    }
                }
            }
            """),
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct GemShop: View {
                let pack: Product
                @State private var confirming = false
                var body: some View {
                    Button("Buy 500 gems") { confirming = true }
                        .↓alert("Confirm your purchase", isPresented: $confirming) {
                            Button("Buy for \\(pack.displayPrice)") { Task { _ = try? await pack.purchase() } }
                            Button("Cancel", role: .cancel) {}
                        }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import StoreKit
            import SwiftUI

            struct SignInView: View {
                @State private var email = ""
                @State private var password = ""
                let product: Product
                var body: some View {
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                    Button("Subscribe") { Task { _ = try? await product.purchase() } }
                        .alert("Purchase complete", isPresented: .constant(false)) { Button("OK") {} }
                }
            }
            """),
            CheckExample("""
            import SwiftUI

            struct ConnectAccountView: View {
                @State private var appleID = ""
                var body: some View {
                    TextField("Apple ID", text: $appleID)
                }
            }
            """),
        ]
    )

    package struct Sighting: Sendable, Codable {
        package let position: SourcePosition
        package let label: String
    }

    package static let fields = FactKey<Sighting>("pay-sheet.credential-field")
    package static let sells = FactKey<Bool>("pay-sheet.sells")

    static let fieldCalls = ["TextField", "SecureField"]
    static let dialogCalls = ["alert", "confirmationDialog"]
    static let purchaseWords = ["purchase", "subscription", "subscribe", "buy", "payment"]

    /// True for a label that asks for store credentials.
    static func asksForStoreCredentials(_ label: String) -> Bool {
        let lower = label.lowercased()
        if lower.contains("apple id") || lower.contains("apple account") || lower.contains("appleid") { return true }
        return (lower.contains("app store") || lower.contains("itunes")) && lower.contains("password")
    }

    static func isPurchaseConfirmation(_ title: String) -> Bool {
        let lower = title.lowercased()
        return lower.contains("confirm") && purchaseWords.contains { lower.contains($0) }
    }

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let purchases = PurchaseCode(file).purchases
        if !purchases.isEmpty { output.facts.add(true, for: Self.sells) }
        for field in file.index.calls(Self.fieldCalls) {
            guard let label = SwiftUITextFields.label(of: field), Self.asksForStoreCredentials(label) else { continue }
            output.facts.add(Sighting(position: file.position(of: field), label: label), for: Self.fields)
        }
        for member in file.index.memberAccesses("placeholder") where member.isAssigned {
            guard let value = ExprSyntax(member).assignedValue?.as(StringLiteralExprSyntax.self),
                  Self.asksForStoreCredentials(value.plainText) else { continue }
            output.facts.add(Sighting(position: file.position(of: member), label: value.plainText), for: Self.fields)
        }
        guard !purchases.isEmpty else { return }
        for dialog in file.index.calls(Self.dialogCalls) {
            guard let title = dialog.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText,
                  Self.isPurchaseConfirmation(title), purchases.contains(where: { dialog.encloses($0) && !(dialog.modifiedExpression?.encloses($0) ?? false) })
            else { continue }
            reportConfirmation(title, at: file.position(of: dialog.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName ?? dialog.calledExpression.firstToken(viewMode: .sourceAccurate)!), &output)
        }
        for alert in file.index.calls("UIAlertController") {
            guard let title = alert.argument("title")?.expression.as(StringLiteralExprSyntax.self)?.plainText, Self.isPurchaseConfirmation(title),
                  let function = alert.enclosingFunction, purchases.contains(where: { function.encloses($0) }) else { continue }
            reportConfirmation(title, at: file.position(of: alert), &output)
        }
    }

    private func reportConfirmation(_ title: String, at position: SourcePosition, _ output: inout CheckOutput) {
        output.report(
            "The app draws its own purchase confirmation (\"\(title)\") before the store's sheet. The system sheet is the confirmation: a lookalike step in front of it reads as an imitation and adds a tap to every purchase (App Review \(AppReview.guideline(.codeOfConduct))). Call product.purchase() straight from the buy button and let the store ask.",
            at: position, confidence: .medium)
    }

    /// The title a field shows: its first unlabelled literal, or a literal `prompt: Text("…")`.
    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard !project.facts.values(Self.sells).isEmpty else { return }
        for field in project.facts.values(Self.fields) {
            output.report(
                "This field asks for \"\(field.label)\": the app collects the user's store credentials, which only the system purchase sheet may ask for. It has the shape of phishing and App Review rejects it (\(AppReview.guideline(.codeOfConduct))). Remove the field and start the purchase with product.purchase(); the system sheet handles authentication.",
                at: field.position)
        }
    }
}
