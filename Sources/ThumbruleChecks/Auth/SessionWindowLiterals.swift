import SwiftSyntax
import ThumbruleCore

/// Session lifetimes and re-authentication windows written as number literals, gathered
/// for the two checks that want each written once (`auth-expiry`, `auth-reauth`).
///
/// A site is a declaration, assignment, default parameter value or labelled argument whose
/// name reads as such a window (`SessionWindowNames`, the reading `thumbrule doctor` shares:
/// `sessionTimeout`, `tokenLifetime`, `autoLockTimeout`, `SessionPolicy.lifetime`,
/// `touchIDAuthenticationAllowableReuseDuration`) and whose value is a
/// constant: `1800`, `30 * 60`, `TimeInterval(900)`, `.minutes(15)`. Sites group by name
/// (camel case and underscores ignored); a group of two or more is one window written in
/// several places. Equal values under different names are not grouped: they are as often
/// two settings that happen to agree.
enum SessionWindowLiterals {
    typealias Kind = SessionWindowKind

    struct Site: Sendable, Codable {
        package let kind: Kind
        package let name: String
        package let seconds: Double
        package let position: SourcePosition
    }

    static let sites = FactKey<Site>("auth.session-window-site")

    /// The sites of one kind in a file. Mocks, stubs and fakes are skipped: their windows
    /// are test data.
    static func sites(of kind: Kind, in file: SwiftFile) -> [Site] {
        file.shared(AllSites.self) { AllSites(file) }.sites.filter { $0.kind == kind }
    }

    /// Both kinds' sites of a file, found once for the two checks that read them.
    private struct AllSites {
        var sites: [Site] = []
        /// Test doubles and previews, by path; bytes, not Foundation's `contains`, since every check of the family asks it of every file.
        static let stubPaths = TextSearch(anyOf: ["Mock", "Stub", "Fake", "Preview"], ignoringCase: false)

        init(_ file: SwiftFile) {
            guard !AllSites.stubPaths.matches(file.path) else { return }
            // A window's name holds a subject and a duration word, so the file's text holds both;
            // its letter grams rule out most files (nine in ten here) without reading the text.
            guard SessionWindowNames.mayHoldWindow(in: file) else { return }
            var kinds: [String: Kind?] = [:]
            func kind(of name: String) -> Kind? {
                if let known = kinds[name] { return known }
                let kind = SessionWindowNames.kind(of: name)
                kinds[name] = kind
                return kind
            }
            var found: [Site] = []
            func add(_ name: String, _ value: ExprSyntax?, at node: some SyntaxProtocol, inType type: String? = nil) {
                // The value first: most are not a constant number, and that test costs no hashing.
                guard let value, let seconds = constantSeconds(value), seconds > 0,
                      let kind = type.map({ SessionWindowNames.kind(of: name, inType: $0) }) ?? kind(of: name) else { return }
                found.append(Site(kind: kind, name: name, seconds: seconds, position: file.position(of: node)))
            }
            for variable in file.index.variables {
                // A declaration is read with its type, as doctor reads it: `SessionPolicy.lifetime`.
                let type = variable.parent?.is(MemberBlockItemSyntax.self) == true ? variable.enclosingTypeName : nil
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    add(name, binding.initializer?.value, at: binding, inType: type)
                }
            }
            for (name, references) in file.index.referencesByName where kind(of: name) != nil {
                for reference in references where reference.parent?.is(MemberAccessExprSyntax.self) != true {
                    add(name, reference.assignedValue, at: reference)
                }
            }
            for (name, accesses) in file.index.memberAccessesByName where kind(of: name) != nil {
                for access in accesses { add(name, access.assignedValue, at: access) }
            }
            for function in file.index.functions {
                for parameter in function.signature.parameterClause.parameters {
                    add((parameter.secondName ?? parameter.firstName).text, parameter.defaultValue?.value, at: parameter)
                }
            }
            for calls in file.index.callsByName.values {
                for call in calls {
                    for argument in call.arguments {
                        if let label = argument.label?.text { add(label, argument.expression, at: argument) }
                    }
                }
            }
            sites = found
        }
    }

    /// Seconds in a constant expression: `900`, `15 * 60`, `TimeInterval(900)`, `.minutes(15)`.
    static func constantSeconds(_ expression: ExprSyntax) -> Double? {
        if let number = expression.numericLiteral { return number }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return constantSeconds(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return product(sequence) }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let argument = call.arguments.first, argument.label == nil, let name = call.calleeName,
           let scale = unitSeconds[name], let value = constantSeconds(argument.expression) {
            return value * scale
        }
        return nil
    }

    /// Conversions and units a window is written with, in seconds.
    static let unitSeconds: [String: Double] = [
        "TimeInterval": 1, "Double": 1, "Int": 1, "seconds": 1, "minutes": 60, "hours": 3600, "days": 86400,
    ]

    /// `15 * 60` or `24 * 60 * 60`: literals joined only by `*`.
    private static func product(_ sequence: SequenceExprSyntax) -> Double? {
        var result = 1.0
        for (index, element) in sequence.elements.enumerated() {
            if index.isMultiple(of: 2) {
                guard let value = constantSeconds(element) else { return nil }
                result *= value
            } else if element.as(BinaryOperatorExprSyntax.self)?.operator.text != "*" {
                return nil
            }
        }
        return result
    }

    /// Reports every site of a window written more than once, pointing at its first site.
    static func reportRepeats(_ sites: [Site], _ output: inout CheckOutput, message: (Site, Site) -> String) {
        for group in groups(sites.sorted { $0.position < $1.position }) where group.count > 1 {
            let first = group[0]
            for site in group.dropFirst() {
                output.report(message(site, first), at: site.position, confidence: .medium,
                              related: [RelatedLocation(first.position, "\(first.name) is written as \(format(first.seconds)) here")])
            }
        }
    }

    /// Sites grouped by name, in first-site order.
    private static func groups(_ sites: [Site]) -> [[Site]] {
        var groups: [String: [Site]] = [:]
        for site in sites { groups[squashedName(site.name), default: []].append(site) }
        return groups.values.sorted { $0[0].position < $1[0].position }
    }

    /// `SessionStore.swift:12`: where a site is, short enough for a message.
    static func place(_ site: Site) -> String {
        "\(site.position.path.split(separator: "/").last ?? ""):\(site.position.line)"
    }

    package static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds ? "\(Int(seconds))s" : "\(seconds)s"
    }
}
