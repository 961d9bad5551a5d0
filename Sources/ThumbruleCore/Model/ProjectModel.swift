/// What the whole project is, built once after every file has been read and frozen before
/// any project check runs: scopes, symbols, entry points and reachability. Checks read it
/// through `Project.model`; the engine reads it to drop findings outside a check's scopes.
public final class ProjectModel: Sendable {
    public init(project: Project) {
    }
}
