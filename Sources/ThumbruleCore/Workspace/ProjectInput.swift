/// What every command works on, found one way: the configuration (given, or the nearest
/// `.thumbrule.json` at or above the root, or the defaults) and the files discovery finds
/// under the paths with that configuration's include and exclude globs. `check`, `review`,
/// `doctor`, `spec`, `config` and the MCP tools all start here, so they never disagree on
/// which configuration or which files a project has.
public struct ProjectInput {
    public let configuration: Configuration
    public let root: String
    public let files: [WorkspaceFile]
    /// Paths passed over, with the reason, in walk order.
    public let skipped: [(path: String, reason: String)]

    /// Finds the configuration (unless one is given) and the files for `paths`; a broken
    /// configuration file throws.
    public init(paths: [String], currentDirectory: String, configuration: Configuration? = nil) throws {
        let root = Discovery.root(for: paths, currentDirectory: currentDirectory)
        let configuration = try configuration ?? Self.configuration(root: root)
        let discovery = Discovery(include: configuration.include.map(Glob.init), exclude: configuration.exclude.map(Glob.init))
        let found = try discovery.discover(paths, currentDirectory: currentDirectory)
        self.configuration = configuration
        self.root = found.root
        self.files = found.files
        self.skipped = found.skipped
    }

    /// The configuration at `path` when one is named, else the nearest `.thumbrule.json` at
    /// or above `root`, else the defaults.
    public static func configuration(root: String, path: String? = nil) throws -> Configuration {
        if let path = path ?? Configuration.discover(from: root) { return try Configuration.load(path: path) }
        return Configuration()
    }
}
