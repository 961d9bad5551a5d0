enum BackgroundChecks {
    static let all: [any Check.Type] = [
    ]
}
