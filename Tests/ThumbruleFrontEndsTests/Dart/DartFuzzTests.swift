import Dispatch
import Testing
@testable import ThumbruleFrontEnds

/// Random byte mutations of a real-looking Dart file, and deep nesting: the lexer and the
/// structure pass must finish, and either balance or say why not.
@Suite struct DartFuzzTests {
    /// SplitMix64: a fixed seed gives the same mutations on every run and platform.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let interesting: [UInt8] = Array("(){}[]\"'$/*\n\\<>.:@=?!#r,;".utf8)

    @Test func mutationsFinish() {
        var random = Generator(state: 17)
        let sample = Array(DartStructureTests.screen.utf8)
        for _ in 0..<300 {
            var bytes = sample
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(Self.interesting.randomElement(using: &random)!, at: at)
                default: bytes[at] = Self.interesting.randomElement(using: &random)!
                }
            }
            let file = DartFile(bytes: bytes)
            #expect(file.isBalanced || !file.issues.isEmpty)
            for call in file.calls {
                #expect(call.tokenRange.upperBound <= file.source.tokens.count)
                if let container = call.container { #expect(container.call < file.calls.count) }
            }
        }
    }

    /// Deep nesting stops at the structure pass's depth on a worker thread's stack, as the
    /// model lexes files in parallel.
    @Test func deepNestingOnWorkerThreads() {
        let text = "void main() { " + String(repeating: "f(a: [() { g(", count: 400) + String(repeating: ") }])", count: 400) + " }"
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let file = DartFile(text)
            #expect(file.isBalanced)
            #expect(file.issues.contains { $0.kind == .nestingTooDeep })
            #expect(!file.calls.isEmpty)
        }
    }
}
