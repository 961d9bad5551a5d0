import Foundation
import ThumbruleCore
import ThumbruleRules

/// The rule areas PRODUCT.md opens or closes for the whole app, from its `## Areas` table:
///
///     | Area | Decision | Reason |
///     |---|---|---|
///     | pay | open | sells the premium collections |
///     | notify | closed | the app sends no notifications |
///
/// A screen brief's `scope` overrides it for that screen. The section is optional, so older
/// briefs stay valid; `doctor` asks for it once the code uses an area it does not decide.
public struct ProductAreas: Sendable {
    public static let section = "Areas"

    public struct Decision: Sendable, Equatable {
        public var area: String
        public var open: Bool
        public var reason: String
        public var line: Int
    }

    /// The brief's path relative to the root; nil without a PRODUCT.md.
    public var file: String?
    public var decisions: [Decision] = []
    /// Rows that decide nothing: an unknown area, a decision other than open or closed, a closed area without a reason.
    public var problems: [String] = []

    public var open: [String] { decisions.filter(\.open).map(\.area) }
    public var closed: [String: String] {
        Dictionary(decisions.filter { !$0.open }.map { ($0.area, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }
    /// Every area the brief decides either way.
    public var mentioned: Set<String> { Set(decisions.map(\.area)) }

    public init() {}

    /// Reads PRODUCT.md at the root (or in `.thumbrule/`), against the rulebook's areas.
    public init(root: String, areas: Set<String>) {
        guard let path = ProjectBrief.product.locate(in: root),
              let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            self.init()
            return
        }
        self.init(text: text, file: Discovery.relative(Discovery.canonical(path), to: Discovery.canonical(root)), areas: areas)
    }

    init(text: String, file: String, areas: Set<String>) {
        self.file = file
        guard let section = MarkdownSections(text).section(ProductAreas.section) else { return }
        for row in section.tableRows {
            let cells = row.cells.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "` ")) }
            guard let area = cells.first?.lowercased(), !area.isEmpty, !MarkdownSections.isPlaceholder(area) else { continue }
            let decision = cells.count > 1 ? cells[1].lowercased() : ""
            let reason = cells.count > 2 ? cells[2] : ""
            let at = "\(file):\(row.line)"
            guard areas.contains(area) else {
                problems.append("\(at): '\(area)' is no rule area")
                continue
            }
            switch decision {
            case "open", "opened":
                decisions.append(Decision(area: area, open: true, reason: reason, line: row.line))
            case "closed", "close":
                guard !reason.isEmpty, !MarkdownSections.isPlaceholder(reason) else {
                    problems.append("\(at): closing \(area) needs a reason")
                    continue
                }
                decisions.append(Decision(area: area, open: false, reason: reason, line: row.line))
            default:
                problems.append("\(at): \(area) is neither open nor closed")
            }
        }
    }
}
