import ThumbruleCore

/// GitHub Actions workflow commands, one per finding:
/// `::warning file=App/A.swift,line=12,col=9,title=type-scale::message`. A step that prints
/// them gets an annotation on the pull request's diff at that line. Paths are as typed from
/// where the command ran, which in a workflow is the repository root.
public struct GitHubReporter {
    public var pathPrefix: String

    public init(pathPrefix: String = "") {
        self.pathPrefix = pathPrefix
    }

    public func render(_ report: Engine.Report) -> String {
        report.findings.map { finding in
            let command = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            let position = finding.position
            let properties = [
                "file=" + GitHubReporter.property(Markup.display(position.path, prefix: pathPrefix)),
                "line=\(position.line)",
                "col=\(position.column)",
                "title=" + GitHubReporter.property("Thumbrule " + finding.ruleId),
            ]
            return "::\(command) \(properties.joined(separator: ","))::\(GitHubReporter.data(finding.message))\n"
        }.joined()
    }

    /// The message part of a command: `%`, CR and LF are percent-encoded.
    package static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as data, plus `:` and `,`, which separate properties.
    package static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
