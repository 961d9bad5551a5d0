import ThumbruleCore
import ThumbruleFrontEnds

/// A network failure retried in a loop after the same literal wait every time: inside a
/// `for`, `while`, `do … while` or `repeat(n) { }`, a `catch` of a network exception
/// (`IOException`, `HttpException`, `SocketTimeoutException`, Ktor's `ResponseException`…)
/// whose block waits a fixed time (`delay(2000)`, `delay(3.seconds)`, `Thread.sleep(1000)`).
/// Phones that lost signal together then retry together, and a struggling server gets no
/// relief; the wait should grow with each attempt and carry random jitter.
///
/// The exception type is what says the retried work is a request, so a bare `Exception` is
/// left alone, as is a wait computed from anything named (`delayMs * attempt`, a constant)
/// and a catch that leaves the loop at its top level (`throw`, `return`, `break`). So is a socket
/// opened to the phone itself (`connectsToLoopback`: a client of its own ADB service, which the
/// app waits on to start): no remote server and no lost signal are involved. Known
/// false negatives: retries through WorkManager's `Result.retry()` (its backoff is
/// exponential by default) and loops written with recursion.
struct AndroidFixedDelayRetry: AndroidCheck {
    package static let description = CheckDescription(
        id: "net-backoff.android-fixed-delay-retry",
        ruleId: "net-backoff",
        summary: "An Android network failure retried in a loop after the same literal wait",
        triggering: [
            CheckExample(files: [AndroidExample.kotlin("FeedRepository", """
            class FeedRepository(private val api: FeedApi) {
                suspend fun latest(): List<Story> {
                    repeat(4) {
                        try {
                            return api.stories()
                        } catch (e: IOException) {
                            ↓delay(2_000)
                        }
                    }
                    return emptyList()
                }
            }
            """)]),
            CheckExample(files: [AndroidExample.kotlin("Uploader", """
            class Uploader(private val client: OkHttpClient) {
                fun send(request: Request) {
                    var sent = false
                    while (!sent) {
                        try {
                            client.newCall(request).execute().use { sent = it.isSuccessful }
                        } catch (timeout: SocketTimeoutException) {
                            Thread.↓sleep(5000L)
                        }
                    }
                }
            }
            """)]),
        ],
        nonTriggering: [
            // The wait doubles per attempt.
            CheckExample(files: [AndroidExample.kotlin("FeedRepository", """
            class FeedRepository(private val api: FeedApi) {
                suspend fun latest(): List<Story> {
                    var wait = 1_000L
                    repeat(MAX_ATTEMPTS) {
                        try {
                            return api.stories()
                        } catch (e: IOException) {
                            delay(wait + Random.nextLong(250))
                            wait *= 2
                        }
                    }
                    return emptyList()
                }
            }
            """)]),
            // Any exception: the retried work may not be a request at all.
            CheckExample(files: [AndroidExample.kotlin("CameraStarter", """
            class CameraStarter(private val provider: ProcessCameraProvider) {
                suspend fun bind() {
                    for (attempt in 1..3) {
                        try {
                            provider.bindToLifecycle(owner, selector, preview)
                            return
                        } catch (e: Exception) {
                            delay(300)
                        }
                    }
                }
            }
            """)]),
            // The wait is not in a loop: one pause before giving up.
            CheckExample(files: [AndroidExample.kotlin("Sync", """
            class Sync(private val api: SyncApi) {
                suspend fun run(): Boolean = try {
                    api.push()
                    true
                } catch (e: IOException) {
                    delay(1000)
                    false
                }
            }
            """)]),
            // keymapper: waiting for the phone's own debugging service to start listening.
            CheckExample(files: [AndroidExample.kotlin("DebugBridge", """
            class BridgeClient(private val host: String, private val port: Int) {
                private var socket: Socket? = null

                suspend fun open(): Boolean {
                    var attempts = 0
                    while (socket == null && attempts < 5) {
                        try {
                            socket = Socket(host, port)
                        } catch (_: ConnectException) {
                            delay(1000)
                            attempts++
                        }
                    }
                    return socket != null
                }
            }

            class BridgeManager {
                fun client(port: Int) = BridgeClient(LOOPBACK, port)

                companion object {
                    private const val LOOPBACK = "127.0.0.1"
                }
            }
            """)]),
        ]
    )

    /// Exceptions only a request or a connection throws.
    static let networkExceptions: Set<String> = [
        "IOException", "HttpException", "SocketTimeoutException", "UnknownHostException", "ConnectException", "SocketException",
        "SSLException", "InterruptedIOException", "ResponseException", "ClientRequestException", "ServerResponseException",
        "HttpRequestTimeoutException", "ConnectTimeoutException",
    ]
    /// Names a literal wait may be written with.
    static let unitNames: Set<String> = ["seconds", "milliseconds", "minutes", "toDuration", "DurationUnit", "SECONDS", "MILLISECONDS", "toLong", "L"]
    static let loopWords: Set<String> = ["for", "while", "do"]
    /// Words whose `{` opens a block of the same function: the climb to a loop goes through them.
    static let blockWords: Set<String> = ["try", "else", "finally", "catch", "if", "when", "->"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in android.shippingCalls(named: ["delay", "sleep"]) {
            let kotlin = file.file
            let call = kotlin.calls[index]
            let receiver = call.receiverNames(in: kotlin)
            guard call.name == "delay" ? receiver.isEmpty : (receiver == ["Thread"] || receiver == ["SystemClock"]),
                  let wait = Self.literalWait(call, in: kotlin.source),
                  let block = Self.openingBrace(before: call.nameToken, in: kotlin.source),
                  Self.isNetworkCatch(block: block, in: kotlin.source), Self.retries(block: block, in: kotlin.source),
                  Self.inLoop(from: block, in: kotlin.source), !Self.connectsToLoopback(file, call: index, android) else { continue }
            output.report(FixedDelayRetry.message(what: "This network failure", wait: wait), at: file.position(ofCall: index), confidence: .high)
        }
    }

    static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1"]

    /// Whether the retry opens a `Socket(host, …)` whose host is a name (a constructor
    /// parameter), and every construction of the enclosing class in shipping Kotlin passes a
    /// loopback address: a literal, or a property of the constructing file set to one.
    static func connectsToLoopback(_ file: AndroidKotlinFile, call index: Int, _ android: AndroidModel) -> Bool {
        let kotlin = file.file, call = kotlin.calls[index]
        guard let function = call.enclosingFunction, let type = call.enclosingType, let name = kotlin.types[type].name else { return false }
        let sockets = kotlin.calls.filter { $0.enclosingFunction == function && $0.name == "Socket" }
        guard !sockets.isEmpty, sockets.allSatisfy({ if case .reference(let host)? = $0.arguments.first?.value { host.count == 1 } else { false } }) else { return false }
        let constructions = android.shippingCalls(named: [name])
        return !constructions.isEmpty && constructions.allSatisfy { site, construction in
            site.file.calls[construction].arguments.contains { argument in
                switch argument.value {
                case .string(let text): return loopbackHosts.contains(text)
                case .reference(let names) where names.count == 1:
                    return site.file.properties.contains { property in
                        guard property.name == names[0], case .string(let text)? = property.initializer?.value else { return false }
                        return loopbackHosts.contains(text)
                    }
                default: return false
                }
            }
        }
    }

    /// The wait as written, when it is made of literals and units alone.
    static func literalWait(_ call: KotlinCall, in source: KotlinSource) -> String? {
        guard call.arguments.count == 1, let range = call.arguments.first?.expression.tokenRange else { return nil }
        var hasNumber = false
        for index in range {
            switch source.kind(at: index) {
            case .integer?, .floatingPoint?: hasNumber = true
            case .identifier?: if !unitNames.contains(source.name(at: index)) { return nil }
            case .dot?, .leftParen?, .rightParen?: continue
            default: return nil
            }
        }
        return hasNumber ? source.text(of: range) : nil
    }

    /// The `{` of the innermost block holding the token.
    static func openingBrace(before token: Int, in source: KotlinSource) -> Int? {
        var index = token - 1
        while index >= 0 {
            switch source.kind(at: index) {
            case .rightBrace?, .rightParen?, .rightBracket?:
                guard let open = source.partner(of: index) else { return nil }
                index = open - 1
            case .leftBrace?: return index
            default: index -= 1
            }
        }
        return nil
    }

    /// Whether the block is a `catch (name: NetworkException) { … }`.
    static func isNetworkCatch(block: Int, in source: KotlinSource) -> Bool {
        guard source.kind(at: block - 1) == .rightParen, let open = source.partner(of: block - 1), source.tokenIs(open - 1, "catch") else { return false }
        return (open + 1..<block - 1).contains { source.kind(at: $0) == .identifier && networkExceptions.contains(source.name(at: $0)) }
    }

    /// A catch block with no `throw`, `return` or `break` among its own statements.
    static func retries(block: Int, in source: KotlinSource) -> Bool {
        guard let close = source.partner(of: block) else { return false }
        var index = block + 1
        while index < close {
            if let kind = source.kind(at: index), [.leftBrace, .leftParen, .leftBracket].contains(kind), let end = source.partner(of: index) {
                index = end + 1
                continue
            }
            if source.tokenIs(index, "throw") || source.tokenIs(index, "return") || source.tokenIs(index, "break") { return false }
            index += 1
        }
        return true
    }

    /// Whether the catch's `try` sits in a loop of the same function: climbing through blocks of
    /// `try`, `if`, `when` and the like, the first other block is a loop's body or `repeat`'s lambda.
    static func inLoop(from catchBlock: Int, in source: KotlinSource) -> Bool {
        var block = catchBlock
        for _ in 0..<32 {
            guard let outer = openingBrace(before: block, in: source) else { return false }
            if source.kind(at: outer - 1) == .rightParen, let open = source.partner(of: outer - 1) {
                if loopWords.contains(source.name(at: open - 1)) || source.tokenIs(open - 1, "repeat") { return true }
                if !blockWords.contains(source.name(at: open - 1)) { return false }
            } else if source.tokenIs(outer - 1, "do") {
                return true
            } else if !blockWords.contains(source.text(at: outer - 1)) {
                return false
            }
            block = outer
        }
        return false
    }
}
