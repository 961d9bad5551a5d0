import ThumbruleCore

enum FeedbackChecks {
    package static let all: [any Check.Type] = [
        UnrememberedAutoSheet.self,
    ]
}
