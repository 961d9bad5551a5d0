import SwiftSyntax
import ThumbruleCore

/// A payment endpoint (`/charges`, `/payment_intents`, `/pay`, `/payments`, `/checkout`, …)
/// called from a file that sends POST requests, in a project that never mentions an
/// idempotency key. Without one, a double tap, a retry or a reconnect can charge twice; it
/// serves `net-dedupe` too, for the writes where a duplicate costs money.
///
/// Medium confidence when the path clearly charges (`charge`, `charges`, `payment_intents`,
/// `pay`, `capture`); otherwise a note, since `/orders` or `/payments` may only read. Any
/// mention of idempotency anywhere (`"Idempotency-Key"`, `idempotencyKey`) silences the
/// check (a shared HTTP client may add the header), and receipt or verification endpoints
/// (`/receipt`, `/verify`) are left alone. Known false negatives: endpoints built
/// from constants in another file than the POST, and keys under another name (`requestId`).
struct PaymentRequestWithoutIdempotencyKey: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "pay-outcome.no-idempotency-key",
        ruleId: "pay-outcome",
        alsoServes: ["net-dedupe"],
        summary: "A payment request sent with no idempotency key anywhere in the app",
        triggering: [
            CheckExample("""
            func charge(_ amount: Int) async throws {
                var request = URLRequest(url: baseURL.appendingPathComponent(↓"v1/charges"))
                request.httpMethod = "POST"
                request.httpBody = try JSONEncoder().encode(ChargeBody(amount: amount))
                _ = try await URLSession.shared.data(for: request)
            }
            """),
            CheckExample("""
            func placeOrder(_ cart: Cart) {
                AF.request(↓"https://shop.example.com/api/orders", method: .post, parameters: cart)
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            func charge(_ amount: Int, attempt: UUID) async throws {
                var request = URLRequest(url: baseURL.appendingPathComponent("v1/charges"))
                request.httpMethod = "POST"
                request.setValue(attempt.uuidString, forHTTPHeaderField: "Idempotency-Key")
                _ = try await URLSession.shared.data(for: request)
            }
            """),
            CheckExample("""
            func history() async throws -> [Payment] {
                let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("v1/payments"))
                return try JSONDecoder().decode([Payment].self, from: data)
            }
            """),
            // Redeeming a promo code moves no money.
            CheckExample("""
            func redeem(_ code: String) async throws {
                var request = URLRequest(url: baseURL.appendingPathComponent("payments/v4/promocode"))
                request.httpMethod = "POST"
                request.httpBody = try JSONEncoder().encode(["code": code])
                _ = try await URLSession.shared.data(for: request)
            }
            """),
        ]
    )

    struct Endpoint: Sendable, Codable {
        package let position: SourcePosition
        package let path: String
        let charges: Bool
    }

    static let endpoints = FactKey<Endpoint>("pay-outcome.endpoint")
    static let mentionsIdempotency = FactKey<Bool>("pay-outcome.idempotency")
    private static let idempotency = TextSearch(anyOf: ["idempoten"], ignoringCase: true)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let mentions = file.index.stringLiterals.contains { Self.idempotency.matches($0.plainText) }
            || file.index.referencesByName.keys.contains { Self.idempotency.matches($0) }
            || file.index.memberAccessesByName.keys.contains { Self.idempotency.matches($0) }
        if mentions { output.facts.add(true, for: Self.mentionsIdempotency) }
        let posts = file.index.stringLiterals.contains { $0.plainText == "POST" } || !file.index.memberAccesses("post").isEmpty
        guard posts else { return }
        for literal in file.index.stringLiterals {
            let text = literal.plainText
            guard text.utf8.contains(UInt8(ascii: "/")), !text.utf8.contains(UInt8(ascii: " ")), text.count < 200 else { continue }
            let segments = Set(Self.pathSegments(of: text))
            guard segments.isDisjoint(with: PurchaseAPIs.nonChargingPathWords) else { continue }
            let charges = !segments.isDisjoint(with: PurchaseAPIs.chargePathSegments)
            guard charges || !segments.isDisjoint(with: PurchaseAPIs.paymentPathSegments) else { continue }
            output.facts.add(Endpoint(position: file.position(of: literal), path: text, charges: charges), for: Self.endpoints)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.facts.values(Self.mentionsIdempotency).isEmpty else { return }
        for endpoint in project.facts.values(Self.endpoints) {
            let what = endpoint.charges ? "This request charges" : "This request may take a payment"
            output.report(
                "\(what) (\(endpoint.path)) and nothing in the app sends an idempotency key, so a double tap, a retry or a reconnect can charge twice. Create one key per checkout attempt (a UUID kept until the attempt ends) and send it with every try, e.g. request.setValue(key, forHTTPHeaderField: \"Idempotency-Key\").",
                at: endpoint.position, confidence: endpoint.charges ? .medium : .low)
        }
    }

    /// The path segments of a URL or path, without host, query or fragment: `v1/charges?x=1` → `v1`, `charges`.
    static func pathSegments(of text: String) -> [String] {
        var path = Substring(text)
        if let scheme = path.range(of: "://") {
            path = path[scheme.upperBound...]
            path = path.drop { $0 != "/" }
        }
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
        return path.split(separator: "/").map { $0.lowercased() }
    }
}
