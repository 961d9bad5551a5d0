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
/// (`/receipt`, `/verify`) are left alone. So are requests that cannot charge twice: an
/// invoice endpoint with no charge word (`POST /invoices` asks someone else for money), any
/// invoice endpoint in an app that sends Lightning payment requests (`payment_request`,
/// `bolt11`: an invoice settles once), and paying a resource named in the path
/// (`/invites/\(id)/pay`: a retry pays the same one). Neither can a request the call sending it
/// marks as a GET (`method: "GET"`, `method: .get`: it reads, say a Stripe Connect status), nor
/// creating a Stripe Checkout session (`create-checkout-session`, `checkout/sessions`), which
/// charges nothing until the person pays once on its page. Known false negatives: endpoints built
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
            // A POST beside a GET: only the POST is sent as one that may charge.
            // An endpoint constant some call sends as a POST.
            CheckExample("""
            final class OrderAPI {
                private enum Path {
                    static let methods = "/order/payment"
                    static func pay(_ code: String) -> String {
                        return ↓"/order/payment/" + code
                    }
                }
                func methods() { request(endpoint: Path.methods, method: .get) }
                func pay(_ code: String) { request(endpoint: Path.pay(code), method: .post) }
            }
            """),
            CheckExample("""
            func pay(_ cart: Cart) async throws {
                _ = try await api.performRequest(endpoint: "api/payments/payout-state", method: "GET")
                _ = try await api.performRequest(endpoint: ↓"api/payments/checkout", method: "POST", body: cart.body)
            }
            """),
        ],
        nonTriggering: [
            // An analytics page name written as an app-scheme URL, beside an unrelated POST.
            CheckExample("""
            func openTipJar(_ tracker: Tracker) async throws {
                tracker.reportEvent(pageURL: "app://localhost/payments", label: "tip_jar_opened")
                var request = URLRequest(url: baseURL.appendingPathComponent("v1/feedback"))
                request.httpMethod = "POST"
                _ = try await URLSession.shared.data(for: request)
            }
            """),
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
            // Creating an invoice asks for money and charges no one.
            CheckExample("""
            func requestPayment(amount: Int, memo: String) async throws -> Data {
                var request = URLRequest(url: node.appendingPathComponent("v2/invoices"))
                request.httpMethod = "POST"
                request.httpBody = try JSONEncoder().encode(InvoiceBody(amount: amount, memo: memo))
                return try await URLSession.shared.data(for: request).0
            }
            """),
            // A Lightning invoice settles once, so paying it again cannot charge twice.
            CheckExample("""
            func settle(_ bolt11: String) async throws {
                var request = URLRequest(url: node.appendingPathComponent("v2/invoices/pay"))
                request.httpMethod = "POST"
                request.httpBody = try JSONSerialization.data(withJSONObject: ["payment_request": bolt11])
                _ = try await URLSession.shared.data(for: request)
            }
            """),
            // Paying the one ticket named in the path: a retry pays the same ticket.
            CheckExample("""
            func payTicket(_ ticket: Ticket) async throws {
                var request = URLRequest(url: URL(string: "https://api.example.com/tickets/\\(ticket.id)/pay")!)
                request.httpMethod = "POST"
                _ = try await URLSession.shared.data(for: request)
            }
            """),
            // A Tuist manifest describes the build: its post-build script and the Payment module it
            // links are no request.
            CheckExample(files: [
                ("Projects/App/Project.swift", """
                import ProjectDescription

                let scripts: [TargetScript] = [.post(path: "../../scripts/upload-symbols.sh", name: "Upload symbols")]
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "com.example.app", infoPlist: "Info.plist",
                            scripts: scripts, dependencies: [.project(target: "Payment", path: .relativeToRoot("Projects/Payment"))]),
                ])
                """),
            ]),
            // brrow-ios: a GET that reads a payout account's status, and creating a Stripe Checkout
            // session, which charges nothing until the person pays once on its page.
            CheckExample("""
            func payoutStatus() async throws -> Status {
                try await api.performRequest(endpoint: "api/payments/payout-state", method: "GET", responseType: Status.self)
            }
            func openCheckout(_ order: Order) async throws -> Session {
                try await api.performRequest(endpoint: "api/payments/create-checkout-session", method: "POST", body: order.body)
            }
            func hostedCheckout(_ cart: Cart) {
                AF.request("https://shop.example.com/v1/checkout/sessions", method: .post, parameters: cart)
            }
            """),
            // Endpoint constants every use of which sends as a GET list options and read, and
            // checking a promo code (`checkPromocode`) moves no money.
            CheckExample("""
            final class StoreAPI {
                private enum Path {
                    static let shipping = "/order/delivery"
                    static func payments(code: String) -> String {
                        return "/order/payment/" + code
                    }
                    static func promocode(_ code: String) -> String {
                        return "/order/checkPromocode/\\(code)"
                    }
                    static let cart = "/cart"
                }
                func shippingOptions() { request(endpoint: Path.shipping, method: .get) { shipping in show(shipping) } }
                func paymentOptions(_ code: String) { request(endpoint: Path.payments(code: code), method: .get) }
                func applyCode(_ code: String) { request(endpoint: Path.promocode(code).trimmed(), method: .post) }
                func add() { request(endpoint: Path.cart, method: .post) }
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
        /// The path names an invoice (`/invoices`, `/invoice/pay`).
        var invoice = false
    }

    static let endpoints = FactKey<Endpoint>("pay-outcome.endpoint")
    static let mentionsIdempotency = FactKey<Bool>("pay-outcome.idempotency")
    /// The app sends Lightning payment requests, each an invoice that settles once.
    static let sendsLightningInvoices = FactKey<Bool>("pay-outcome.lightning")
    private static let idempotency = TextSearch(anyOf: ["idempoten"], ignoringCase: true)
    static let invoiceSegments: Set<String> = ["invoice", "invoices"]
    static let lightningKeys: Set<String> = ["payment_request", "bolt11"]
    /// What an interpolation in a path becomes while its segments are read.
    static let placeholder = "\u{1}"

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let mentions = file.index.stringLiterals.contains { Self.idempotency.matches($0.plainText) }
            || file.index.referencesByName.keys.contains { Self.idempotency.matches($0) }
            || file.index.memberAccessesByName.keys.contains { Self.idempotency.matches($0) }
        if mentions { output.facts.add(true, for: Self.mentionsIdempotency) }
        if file.index.stringLiterals.contains(where: { Self.lightningKeys.contains($0.plainText) }) {
            output.facts.add(true, for: Self.sendsLightningInvoices)
        }
        let posts = file.index.stringLiterals.contains { $0.plainText == "POST" } || !file.index.memberAccesses("post").isEmpty
        guard posts else { return }
        for literal in file.index.stringLiterals {
            let text = literal.plainText
            guard text.utf8.contains(UInt8(ascii: "/")), !text.utf8.contains(UInt8(ascii: " ")), text.count < 200 else { continue }
            // `app://localhost/donations`: a deep link or an analytics page name, never sent as a request.
            if Self.hasNonWebScheme(text) { continue }
            let written = Self.pathSegments(of: Self.textWithPlaceholders(literal))
            // `/order/checkPromocode/\(code)`: a segment whose words check or redeem something.
            guard Set(written.flatMap(NameWords.split)).isDisjoint(with: PurchaseAPIs.nonChargingPathWords) else { continue }
            let ordered = written.map { $0.lowercased() }
            let segments = Set(ordered)
            let charges = !segments.isDisjoint(with: PurchaseAPIs.chargePathSegments)
            guard charges || !segments.isDisjoint(with: PurchaseAPIs.paymentPathSegments) else { continue }
            let invoice = !segments.isDisjoint(with: Self.invoiceSegments)
            // An invoice endpoint with no charge word creates or reads an invoice: it charges no one.
            if invoice && !charges { continue }
            // `/invites/\(id)/pay`: paying the one resource the path names; a retry pays it again, not twice.
            if Self.paysNamedResource(ordered) { continue }
            // brrow-ios: a Checkout session is paid once on its hosted page; creating two charges nothing.
            if !charges && Self.namesCheckoutSession(ordered) { continue }
            // brrow-ios: `performRequest(endpoint: "api/payments/connect-status", method: "GET")` only reads.
            if Self.sentAsGet(Syntax(literal)) { continue }
            // ukrzoloto-ios: `static let deliveries = "/order/delivery"` read only by `method: .get` calls.
            if Self.namesEndpointOnlyRead(literal, in: file.index) { continue }
            output.facts.add(Endpoint(position: file.position(of: literal), path: text, charges: charges, invoice: invoice), for: Self.endpoints)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        guard project.facts.values(Self.mentionsIdempotency).isEmpty else { return }
        let lightning = !project.facts.values(Self.sendsLightningInvoices).isEmpty
        for endpoint in project.facts.values(Self.endpoints) where !(lightning && endpoint.invoice) {
            let what = endpoint.charges ? "This request charges" : "This request may take a payment"
            output.report(
                "\(what) (\(endpoint.path)) and nothing in the app sends an idempotency key, so a double tap, a retry or a reconnect can charge twice. Create one key per checkout attempt (a UUID kept until the attempt ends) and send it with every try, e.g. request.setValue(key, forHTTPHeaderField: \"Idempotency-Key\").",
                at: endpoint.position, confidence: endpoint.charges ? .medium : .low)
        }
    }

    /// Whether the path names a Stripe Checkout session: `create-checkout-session`, `checkout/sessions`.
    static func namesCheckoutSession(_ segments: [String]) -> Bool {
        let words = segments.map { $0.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init) }
        let sessionWords: Set<String> = ["session", "sessions"], checkoutWords: Set<String> = ["checkout", "checkouts"]
        return words.indices.contains { index in
            !Set(words[index]).isDisjoint(with: checkoutWords)
                && (!Set(words[index]).isDisjoint(with: sessionWords)
                    || (index + 1 < words.count && !Set(words[index + 1]).isDisjoint(with: sessionWords)))
        }
    }

    /// Whether the literal is the value of a name (`static let deliveries = "…"`, `case orders = "…"`,
    /// `static func payments(code:) -> String { "…" + code }`) that the file uses, and sends as a GET at
    /// every use: the endpoint it names only reads.
    static func namesEndpointOnlyRead(_ literal: StringLiteralExprSyntax, in index: SwiftFileIndex) -> Bool {
        let declaration = Syntax(literal).ancestor { node in
            node.is(PatternBindingSyntax.self) || node.is(EnumCaseElementSyntax.self)
                || node.as(FunctionDeclSyntax.self)?.signature.returnClause != nil
        }
        let name: String? = switch declaration {
        case let binding?: binding.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            ?? binding.as(EnumCaseElementSyntax.self)?.name.text
            ?? binding.as(FunctionDeclSyntax.self)?.name.text
        case nil: nil
        }
        guard let declaration, let name else { return false }
        let type = declaration.enclosingTypeDeclaration
        let uses = index.references(name).compactMap { reference -> Syntax? in
            // A member access's name is a reference too: the access is the use.
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { return Syntax(access) }
            // A bare name reaches a member only from inside its type or an extension (not a local `deliveries` elsewhere).
            if let type, !type.trimmedRange.contains(reference.positionAfterSkippingLeadingTrivia), !reference.hasAncestor(where: { $0.is(ExtensionDeclSyntax.self) }) { return nil }
            return Syntax(reference)
        }
        return !uses.isEmpty && uses.allSatisfy(sentAsGet)
    }

    /// Whether a call the expression is an argument of (up to three calls out) sends it as a GET:
    /// `request(endpoint: "…", method: "GET")`, `AF.request(URL(string: "…")!, method: .get)`.
    static func sentAsGet(_ expression: Syntax) -> Bool {
        var node = expression.parent
        var calls = 0
        while let current = node, calls < 3 {
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return false }
            if let call = current.as(FunctionCallExprSyntax.self) {
                calls += 1
                if let method = call.httpMethodArgument { return method == "GET" }
            }
            node = current.parent
        }
        return false
    }

    /// True for a URL whose scheme is not HTTP (`app://…`, `myapp://checkout/pay`).
    static func hasNonWebScheme(_ text: String) -> Bool {
        guard let range = text.range(of: "://") else { return false }
        let scheme = text[..<range.lowerBound].lowercased()
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
            && !["http", "https"].contains(scheme)
    }

    /// The literal's text with each interpolation replaced by `placeholder`.
    static func textWithPlaceholders(_ literal: StringLiteralExprSyntax) -> String {
        literal.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? placeholder }.joined()
    }

    /// Whether a charge segment follows a segment that is an interpolated value
    /// (`invites/\(code)/pay`): the request pays the resource that value names.
    static func paysNamedResource(_ segments: [String]) -> Bool {
        segments.indices.dropFirst().contains { index in
            PurchaseAPIs.chargePathSegments.contains(segments[index]) && segments[index - 1].contains(placeholder)
        }
    }

    /// The path segments of a URL or path as written, without host, query or fragment: `v1/charges?x=1` → `v1`, `charges`.
    static func pathSegments(of text: String) -> [String] {
        var path = Substring(text)
        if let scheme = path.range(of: "://") {
            path = path[scheme.upperBound...]
            path = path.drop { $0 != "/" }
        }
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
        return path.split(separator: "/").map(String.init)
    }
}
