import ThumbruleCore

enum CopyChecks {
    package static let all: [any Check.Type] = [
        PrePermissionScreenCopy.self,
    ]
}
