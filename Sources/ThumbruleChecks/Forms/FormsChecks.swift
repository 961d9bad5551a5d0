import ThumbruleCore

enum FormsChecks {
    package static let all: [any Check.Type] = [
        UnnumberedFormSteps.self,
    ]
}
