import ThumbruleCore
import ThumbruleFrontEnds

/// A request that runs only when NetInfo's connectivity flag says online: `if (isConnected) {
/// await fetchEditions() }`, `isConnected && !slow ? await fetchSummary() : readCache()`,
/// `isConnected && fetchLatest()`. The flag is a guess: behind a captive portal it says online
/// with no internet, and it can say offline a moment before the network comes back, so the
/// request that would have worked is never tried. Try the request and fall back on failure.
///
/// Narrow on purpose: the app depends on `@react-native-community/netinfo`, the flag is
/// `isConnected` or `isInternetReachable` (alone or as `state.isConnected`) tested as true in a
/// condition that is only a chain of `&&` (no comparison such as `=== null`), and the guarded
/// code calls `fetch` or a function whose name starts with `fetch` (not one that reads a cache
/// or local store, nor `NetInfo.fetch()`). Left alone: a
/// reaction to a change of the flag, which is what the flag is for (inside a NetInfo listener,
/// or an effect that lists the flag among its dependencies), and negated tests (`if
/// (!isConnected)`), whose early exits this check does not follow. Medium confidence.
struct ReactNativeFetchGatedOnConnectivity: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "net-reachability.rn-fetch-gated-on-connectivity",
        ruleId: "net-reachability",
        summary: "A React Native request that runs only when NetInfo says the device is online",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@react-native-community/netinfo"]),
                ("src/editions.ts", """
                import { fetchEditions, fetchSummary, readCachedEditions, readSummary } from './api';

                export const loadEditions = async (isConnected: boolean) => {
                  if (↓isConnected) {
                    const list = await fetchEditions();
                    return list;
                  }
                  return readCachedEditions();
                };

                export const loadSummary = async (state, slow) =>
                  ↓state.isConnected && !slow ? await fetchSummary() : await readSummary();
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["@react-native-community/netinfo"]),
                ("src/editions.tsx", """
                import NetInfo, { useNetInfo } from '@react-native-community/netinfo';
                import { fetchEditions, fetchFromCache, showOfflineBanner } from './api';

                NetInfo.addEventListener((state) => {
                  if (state.isConnected) { fetchEditions(); }
                });

                export const Editions = ({ force }) => {
                  const { isConnected } = useNetInfo();
                  useEffect(() => { isConnected && fetchEditions(); }, [isConnected]);
                  if (!isConnected) { showOfflineBanner(); }
                  if (isConnected || force) { fetchEditions(); }
                  if (isConnected) { fetchFromCache(); }
                  if (netState.isInternetReachable === null) { NetInfo.fetch().then(check); }
                  return <>{isConnected && <OnlineBadge />}</>;
                };
                """),
            ]),
            // Without NetInfo, `isConnected` may be anything (a socket, a device).
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/socket.ts", "export const sync = (socket) => { if (socket.isConnected) { fetchMissed(); } };\n"),
            ]),
        ]
    )

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        guard reactNative.dependsOn("@react-native-community/netinfo") else { return }
        for file in reactNative.files where file.scope == .app
            && (file.file.source.bytes.contains(utf8: "isConnected") || file.file.source.bytes.contains(utf8: "isInternetReachable")) {
            let js = file.file
            let source = js.source
            let reactions = ReactNativeCode.netInfoReactions(in: js)
            for index in source.tokens.indices where source.kind(at: index) == .identifier && ReactNativeCode.netInfoFlags.contains(source.text(at: index)) {
                // `isConnected` or `state.isConnected`: the test starts at the chain's first name.
                var start = index
                if source.kind(at: index - 1) == .dot || source.kind(at: index - 1) == .optionalDot {
                    guard source.kind(at: index - 2) == .identifier, source.kind(at: index - 3) != .dot else { continue }
                    start = index - 2
                }
                guard !reactions.contains(where: { $0.contains(index) }), let guarded = Self.guardedCode(testStartingAt: start, flag: index, in: source),
                      Self.requests(in: guarded, of: js) else { continue }
                output.report(
                    "This request runs only when NetInfo's \(source.text(at: index)) says online, but the flag is a guess (a captive portal says online with no internet, and it can say offline just before the network returns), so a request that would have worked is never tried. Send it anyway and fall back on failure; use the flag only to retry and to show the offline state.",
                    at: file.position(ofToken: start), confidence: .medium)
            }
        }
    }

    /// The code a positive test of the flag guards: an `if`'s body, a conditional's first branch,
    /// or what follows `&&` in a statement. Nil when the test is negated or joined with `||`.
    static func guardedCode(testStartingAt start: Int, flag: Int, in source: JSSource) -> Range<Int>? {
        let before = source.kind(at: start - 1)
        if before == .operator, source.text(at: start - 1) == "!" { return nil }
        // Only a plain truth test: `isConnected === null` asks something else.
        if source.kind(at: flag + 1) == .operator, source.text(at: flag + 1) != "&&" { return nil }
        // Back to the start of the condition, over `a && b &&`.
        var first = start
        while source.kind(at: first - 1) == .operator, source.text(at: first - 1) == "&&" {
            var operand = first - 2
            if let open = source.partner(of: operand), open < operand { operand = open }
            while source.kind(at: operand - 1) == .dot || source.kind(at: operand - 1) == .optionalDot || source.kind(at: operand - 1) == .operator && source.text(at: operand - 1) == "!" {
                operand -= source.kind(at: operand - 1) == .operator ? 1 : 2
            }
            first = operand
        }
        // Forward over `&& b && c` to what ends the condition.
        var cursor = flag + 1
        while cursor < source.tokens.count {
            let kind = source.tokens[cursor].kind
            if let partner = source.partner(of: cursor), partner > cursor, kind != .jsxOpen {
                cursor = partner + 1
                continue
            }
            if kind == .operator, source.text(at: cursor) == "||" || source.text(at: cursor) == "??" { return nil }
            if kind == .jsxOpen { return nil }
            if kind == .question || kind == .rightParen || kind == .semicolon || kind == .comma || kind == .rightBrace || kind == .colon { break }
            cursor += 1
        }
        // `if (test) body`
        if source.kind(at: cursor) == .rightParen, let open = source.partner(of: cursor), open == first - 1, source.isWord("if", at: open - 1) {
            let body = cursor + 1
            if source.kind(at: body) == .leftBrace, let close = source.partner(of: body) { return body..<(close + 1) }
            return nil
        }
        // `test ? a : b`
        if source.kind(at: cursor) == .question {
            var depth = 0
            var end = cursor + 1
            while end < source.tokens.count {
                let kind = source.tokens[end].kind
                if let partner = source.partner(of: end), partner > end { end = partner + 1; continue }
                if kind == .question { depth += 1 }
                if kind == .colon { if depth == 0 { return (cursor + 1)..<end }; depth -= 1 }
                if kind == .semicolon || kind == .rightParen || kind == .rightBrace || kind == .comma { return nil }
                end += 1
            }
            return nil
        }
        // `test && request();` as a statement: the last operand.
        guard cursor > flag + 1, source.kind(at: cursor) == .semicolon || source.kind(at: cursor) == .rightBrace,
              before == .leftBrace || before == .semicolon || source.tokens[first].followsNewline && before != .operator && before != .assign else { return nil }
        var last = cursor - 1
        while last > flag, !(source.kind(at: last) == .operator && source.text(at: last) == "&&") {
            if let open = source.partner(of: last), open < last { last = open }
            last -= 1
        }
        return last > flag ? (last + 1)..<cursor : nil
    }

    /// Whether code calls `fetch` or a `fetch…` function that does not read a cache or store.
    static func requests(in range: Range<Int>, of js: JSFile) -> Bool {
        js.calls.contains { call in
            // `NetInfo.fetch()` reads the flag again; it sends nothing.
            guard range.contains(call.nameToken), call.name.hasPrefix("fetch"), call.receiver.last != "NetInfo" else { return false }
            let words = NameWords.split(call.name)
            return !words.contains { ["cache", "cached", "local", "stored", "storage", "disk", "offline"].contains($0) }
        }
    }
}
