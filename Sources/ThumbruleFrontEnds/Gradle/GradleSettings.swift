/// `settings.gradle(.kts)`: which modules the build includes, the builds it includes for
/// plugins (`includeBuild("build-logic")`) and extra version catalogs.
public struct GradleSettings: Sendable {
    /// Module paths as written: `:app`, `:core:data` (a leading `:` is added when missing).
    public let includes: [String]
    public let includedBuilds: [String]
    public let rootProjectName: String?
    /// Catalog accessor name → TOML path relative to the root, from
    /// `versionCatalogs { create("name") { from(files("path")) } }`.
    public let catalogFiles: [String: String]

    public init(text: String, kotlinDSL: Bool) {
        self.init(file: KotlinFile(text, dialect: kotlinDSL ? .kotlin : .groovy))
    }

    public init(file: KotlinFile) {
        let reader = GradleValueReader(file: file)
        var includes: [String] = []
        var includedBuilds: [String] = []
        var catalogFiles: [String: String] = [:]
        for (index, call) in file.calls.enumerated() {
            switch call.name {
            case "include" where call.receiver.isEmpty:
                for argument in call.arguments {
                    guard let path = reader.stringValue(argument), !path.isEmpty, !path.contains("$") else { continue }
                    includes.append(path.hasPrefix(":") ? path : ":" + path)
                }
            case "includeBuild":
                if let first = call.arguments.first, let path = reader.stringValue(first) { includedBuilds.append(path) }
            case "create", "register":
                guard let first = call.arguments.first, let name = reader.stringValue(first),
                      let container = call.container, case .lambda(let parent) = container,
                      file.calls[parent].name == "versionCatalogs" else { continue }
                for inner in file.calls(inLambdaOf: index) where file.calls[inner].name == "from" {
                    for files in file.calls(inArgument: 0, of: inner) where file.calls[files].name == "files" {
                        if let argument = file.calls[files].arguments.first, let path = reader.stringValue(argument) {
                            catalogFiles[name] = path
                        }
                    }
                }
            default:
                break
            }
        }
        var rootName: String?
        for assignment in file.assignments where assignment.target == ["rootProject", "name"] {
            if case .string(let name) = reader.value(assignment.value) { rootName = name }
        }
        self.includes = includes
        self.includedBuilds = includedBuilds
        self.rootProjectName = rootName
        self.catalogFiles = catalogFiles
    }
}
