/// One call of a framework's API, written the way the fact tables read:
///
/// - `"MobileAds.start"`: a call named `start` whose callee mentions `MobileAds`
///   (`MobileAds.shared.start(…)`, `GADMobileAds.sharedInstance().start(…)`);
/// - `"present(fromRootViewController:)"`: a call named `present` whose first argument
///   has that label;
/// - `"showAd()"`: a call named `showAd` whose first argument, if any, has no label.
public struct APICall: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let receiver: String?
    public let name: String
    /// nil: any arguments; `.some("")`: none, or an unlabelled first one; otherwise the first label.
    public let firstLabel: String?

    public init(stringLiteral text: String) {
        var head = Substring(text)
        var label: String?
        if let open = head.firstIndex(of: "(") {
            label = String(head[head.index(after: open)...].prefix { $0 != ":" && $0 != ")" })
            head = head[..<open]
        }
        if let dot = head.lastIndex(of: ".") {
            receiver = String(head[..<dot])
            name = String(head[head.index(after: dot)...])
        } else {
            receiver = nil
            name = String(head)
        }
        firstLabel = label.map { $0 == "_" ? "" : $0 }
    }

    public var description: String {
        (receiver.map { $0 + "." } ?? "") + name + (firstLabel.map { "(\($0.isEmpty ? "" : $0 + ":"))" } ?? "")
    }
}
