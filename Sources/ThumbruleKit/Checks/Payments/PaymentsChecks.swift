enum PaymentsChecks {
    static let all: [any Check.Type] = [
        PriceLiteral.self,
    ]
}
