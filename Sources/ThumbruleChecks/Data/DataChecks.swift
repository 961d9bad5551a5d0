import ThumbruleCore

enum DataChecks {
    package static let all: [any Check.Type] = [
        RawFloatShown.self,
    ]
}
