import Testing
@testable import ThumbruleChecks
import ThumbruleCore

/// The React Native checks' examples, on their own (ExampleTests runs them with every check).
@Suite struct ReactNativeCheckTests {
    @Test(arguments: ReactNativeChecks.all.map { $0.description.id })
    func examplesHold(checkId: String) throws {
        let check = try #require(CheckRegistry.check(checkId))
        let failures = ExampleHarness().run(check)
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    }
}
