import Foundation

/// The rulebook as a graph: areas hold rules, citations are edges, and rules that need a
/// device to settle are marked. Rendered as text, Mermaid, Graphviz dot or JSON.
public struct RulebookGraph: Sendable {
    public struct Node: Sendable, Codable, Equatable {
        public var id: String
        public var area: String
        public var severity: Priority
        public var evidence: EvidenceKind
        public var needsDevice: Bool
    }

    public struct Edge: Sendable, Codable, Equatable, Hashable {
        public var from: String
        public var to: String
    }

    public struct Area: Sendable, Codable, Equatable {
        public var prefix: String
        public var title: String
        public var rules: [String]
    }

    public enum Format: String, CaseIterable, Sendable {
        case text, mermaid, dot, json
    }

    public let areas: [Area]
    public let nodes: [Node]
    /// Citations from the selected rules, in rulebook order; a target may lie outside the selection.
    public let edges: [Edge]

    /// The graph of the areas named in `only` (every area when empty); nil when one names no area.
    public init?(rulebook: Rulebook, only: [String] = []) {
        let known = Set(rulebook.areas.map(\.prefix))
        guard only.allSatisfy(known.contains) else { return nil }
        let areas = rulebook.areas.filter { only.isEmpty || only.contains($0.prefix) }
        let rules = areas.flatMap(\.ruleIds).compactMap(rulebook.rule)
        self.areas = areas.map { Area(prefix: $0.prefix, title: $0.title, rules: $0.ruleIds) }
        self.nodes = rules.map { Node(id: $0.id, area: $0.area, severity: $0.priority, evidence: $0.evidence, needsDevice: $0.evidence.needsDevice) }
        self.edges = rules.flatMap { rule in rule.citations.filter { $0 != rule.id }.map { Edge(from: rule.id, to: $0) } }
    }

    public func render(_ format: Format) -> String {
        switch format {
        case .text: return text()
        case .mermaid: return mermaid()
        case .dot: return dot()
        case .json: return json()
        }
    }

    private var nodesById: [String: Node] { Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }

    /// Cited ids that are not nodes of this graph (another area, or undefined).
    private var outsideTargets: [String] {
        let inside = Set(nodes.map(\.id))
        var seen = Set<String>()
        return edges.map(\.to).filter { !inside.contains($0) && seen.insert($0).inserted }
    }

    package func text() -> String {
        let byId = nodesById
        var out = ""
        for area in areas {
            out += "\(area.prefix): \(area.title)\n"
            for id in area.rules {
                guard let node = byId[id] else { continue }
                let cites = edges.filter { $0.from == id }.map(\.to)
                let marker = node.needsDevice ? " [device]" : ""
                out += "  \(id) (\(node.severity.rawValue), \(node.evidence.rawValue))\(marker)"
                out += cites.isEmpty ? "\n" : " -> " + cites.joined(separator: ", ") + "\n"
            }
        }
        out += "\n\(nodes.count) rules, \(edges.count) citations, \(nodes.filter(\.needsDevice).count) need a device\n"
        return out
    }

    package func mermaid() -> String {
        var out = "flowchart LR\n"
        out += "  classDef device stroke-dasharray: 5 5,stroke-width:2px\n"
        let byId = nodesById
        for area in areas {
            out += "  subgraph \(Self.mermaidId(area.prefix))_area[\"\(area.title)\"]\n"
            for id in area.rules {
                guard let node = byId[id] else { continue }
                out += "    \(Self.mermaidId(id))[\"\(id)\"]\(node.needsDevice ? ":::device" : "")\n"
            }
            out += "  end\n"
        }
        for id in outsideTargets { out += "  \(Self.mermaidId(id))([\"\(id)\"])\n" }
        for edge in edges { out += "  \(Self.mermaidId(edge.from)) --> \(Self.mermaidId(edge.to))\n" }
        return out
    }

    package func dot() -> String {
        var out = "digraph rulebook {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        let byId = nodesById
        for area in areas {
            out += "  subgraph \"cluster_\(area.prefix)\" {\n    label=\"\(Self.dotEscaped(area.title))\";\n"
            for id in area.rules {
                guard let node = byId[id] else { continue }
                out += "    \"\(id)\"\(node.needsDevice ? " [style=dashed, peripheries=2]" : "");\n"
            }
            out += "  }\n"
        }
        for id in outsideTargets { out += "  \"\(id)\" [shape=ellipse, style=dotted];\n" }
        for edge in edges { out += "  \"\(edge.from)\" -> \"\(edge.to)\";\n" }
        out += "}\n"
        return out
    }

    package func json() -> String {
        struct Document: Encodable {
            var areas: [Area]
            var rules: [Node]
            var citations: [Edge]
        }
        return SortedJSON.encode(Document(areas: areas, rules: nodes, citations: edges))
    }

    /// Mermaid ids may not contain hyphens in every renderer; underscores always work.
    static func mermaidId(_ id: String) -> String { id.replacingOccurrences(of: "-", with: "_") }

    static func dotEscaped(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "\\\"") }
}
