import Testing
@testable import ThumbruleFrontEnds

/// Random byte mutations of a real-looking Kotlin file: the lexer and the structure pass must
/// finish, and either balance or say why not.
@Suite struct KotlinFuzzTests {
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

    static let sample = """
        package com.example.fuzz

        import androidx.compose.foundation.clickable
        import androidx.compose.runtime.*

        /** Docs with `code` and /* nested */ comments. */
        @Composable
        fun Screen(items: List<Item>, onClick: (Item) -> Unit = {}, modifier: Modifier = Modifier) {
            var count by remember { mutableStateOf(0) }
            val label = "Count: ${count + 1} of ${items.size} for $user"
            val raw = \"\"\"
                |first ${items.map { "<${it.name}>" }.joinToString()}
                |second $count
            \"\"\".trimMargin()
            val c = '\\n'; val q = '\\''; val big = 1_000L + 0x1F + 1.5f
            LazyColumn(modifier = modifier.fillMaxSize()) {
                items(items, key = { it.id }) { item ->
                    Row(Modifier.size(48.dp).clickable { onClick(item) }) {
                        Icon(Icons.Default.Star, contentDescription = null)
                        Text(text = item.`display name` ?: "none", fontSize = 14.sp)
                    }
                }
            }
            val r = 0..<10; val safe = a?.b ?: c!!.d; val ref = ::Screen
            if (count < 3 && count > 1) println(count)
        }

        class Worker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
            override suspend fun doWork(): Result = Result.success()
            companion object { const val TAG = "worker" }
        }
        """

    static let interesting: [UInt8] = Array("(){}[]\"'`$/*\n\\<>.:@=?!#".utf8)

    func mutate(_ bytes: [UInt8], _ random: inout Generator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            guard !bytes.isEmpty else { break }
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes[at] = Self.interesting.randomElement(using: &random)!
            case 2: bytes.insert(Self.interesting.randomElement(using: &random)!, at: at)
            case 3: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
            case 4: bytes.removeSubrange(at...)
            default:
                let length = min(bytes.count - at, Int.random(in: 1...30, using: &random))
                bytes.insert(contentsOf: bytes[at..<(at + length)], at: Int.random(in: 0...bytes.count, using: &random))
            }
        }
        return bytes
    }

    /// When the source says it is balanced, every bracket and string must have its partner.
    func pairsAreConsistent(_ source: KotlinSource) -> Bool {
        for (index, token) in source.tokens.enumerated() where token.kind.isOpener || token.kind.isCloser || token.kind == .stringOpen || token.kind == .stringClose {
            guard let partner = source.partner(of: index) else { return false }
            guard source.partner(of: partner) == index else { return false }
        }
        return true
    }

    @Test func sampleIsBalanced() {
        let file = KotlinFile(Self.sample)
        #expect(file.isBalanced, "\(file.issues)")
        #expect(pairsAreConsistent(file.source))
        #expect(file.calls.contains { $0.name == "clickable" })
    }

    @Test func randomMutationsNeverCrashAndAreBalancedOrFlagged() {
        var random = Generator(state: 0x5EED_0016)
        let original = Array(Self.sample.utf8)
        var flagged = 0
        for _ in 0..<400 {
            let bytes = mutate(original, &random)
            for dialect in [KotlinDialect.kotlin, .groovy] {
                let file = KotlinFile(bytes: bytes, dialect: dialect)
                if file.isBalanced {
                    #expect(pairsAreConsistent(file.source))
                } else {
                    #expect(!file.issues.isEmpty)
                    flagged += 1
                }
                // Records only point at records that exist.
                for call in file.calls {
                    #expect(call.container.map { $0.call < file.calls.count } ?? true)
                    #expect(call.enclosingFunction.map { $0 < file.functions.count } ?? true)
                    #expect(call.nextInChain.map { $0 < file.calls.count } ?? true)
                    #expect(call.tokenRange.upperBound <= file.source.tokens.count)
                }
                for token in file.source.tokens {
                    #expect(token.endOffset <= bytes.count && token.offset <= token.endOffset)
                }
            }
        }
        #expect(flagged > 100)
    }
}
