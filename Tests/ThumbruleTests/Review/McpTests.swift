import Foundation
import Testing
@testable import ThumbruleChecks
@testable import ThumbruleCore
import ThumbruleReport
@testable import ThumbruleReview
@testable import ThumbruleRules

/// The MCP server in process: the handshake, the tools, and JSON-RPC errors for bad input.
/// Tests/mcp/test_mcp_roundtrip.py drives the real binary with the official Python SDK.
@Suite struct McpTests {
    static let server = McpServer(tools: McpTools(currentDirectory: CLI.packageRoot))

    static func reply(_ line: String) throws -> [String: Any] {
        let response = try #require(server.handle(line))
        #expect(!response.contains("\n"), "a response is one line")
        return try #require(try JSONSerialization.jsonObject(with: Data(response.utf8)) as? [String: Any])
    }

    static func call(_ tool: String, _ arguments: String) throws -> (text: String, isError: Bool) {
        let response = try reply(#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#)
        let result = try #require(response["result"] as? [String: Any])
        let content = try #require((result["content"] as? [[String: Any]])?.first)
        return (try #require(content["text"] as? String), try #require(result["isError"] as? Bool))
    }

    @Test func initializeAnswersInTheClientsVersionOrTheLatest() throws {
        let known = try Self.reply(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#)
        let result = try #require(known["result"] as? [String: Any])
        #expect(known["id"] as? Int == 1 && result["protocolVersion"] as? String == "2025-03-26")
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "thumbrule")
        #expect((result["capabilities"] as? [String: Any])?["tools"] != nil)
        let future = try Self.reply(#"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":"2099-01-01"}}"#)
        #expect(future["id"] as? String == "a" && (future["result"] as? [String: Any])?["protocolVersion"] as? String == McpServer.protocolVersions.last)
        #expect(Self.server.handle(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        #expect((try Self.reply(#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#)["result"] as? [String: Any])?.isEmpty == true)
    }

    @Test func toolsListHasFourToolsWithSchemas() throws {
        let response = try Self.reply(#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#)
        let tools = try #require((response["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        #expect(tools.compactMap { $0["name"] as? String } == ["check", "explain", "rubric", "review"])
        for tool in tools {
            let schema = try #require(tool["inputSchema"] as? [String: Any])
            #expect(schema["type"] as? String == "object" && schema["properties"] is [String: Any] && tool["description"] is String)
        }
        let explain = try #require(tools.first { $0["name"] as? String == "explain" }?["inputSchema"] as? [String: Any])
        #expect(explain["required"] as? [String] == ["id"])
    }

    @Test func toolsCheckExplainRubricAndReview() throws {
        let check = try Self.call("check", #"{"paths":["Examples/Showcase"],"only":["pay"]}"#)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.text.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(!check.isError && !findings.isEmpty && findings.allSatisfy { ($0["ruleId"] as? String)?.hasPrefix("pay-") == true })

        let explain = try Self.call("explain", #"{"id":"type-scale"}"#)
        #expect(!explain.isError && explain.text.hasPrefix("type-scale  [") && explain.text.contains("Verify:"))
        let unknown = try Self.call("explain", #"{"id":"type-scal"}"#)
        #expect(unknown.isError && unknown.text.contains("Nearest: type-scale"))

        let rubric = try Self.call("rubric", #"{"only":["splash"],"format":"ids"}"#)
        #expect(!rubric.isError && rubric.text == "splash-entry\nsplash-hold\n")
        let noMatch = try Self.call("rubric", #"{"only":["nosuch"]}"#)
        #expect(noMatch.isError && noMatch.text.contains("Areas: a11y"))

        let project = try ScratchFolder.app()
        let tools = McpTools(currentDirectory: project.path, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let review = tools.call("review", ["scores": ["touch-floor": ["score": 5, "evidence": "device"]], "open": ["pay"]])
        #expect(!review.isError && review.text.hasPrefix("# Review: project") && review.text.contains("| `touch-floor` | p1 | 5 | device | judged |"), "\(review.text)")
        #expect(review.text.contains("Archived: ") && FileManager.default.fileExists(atPath: project.absolute(".thumbrule/review/project-2027-01-15-0800.json")))
        let json = tools.call("review", ["archive": false, "format": "json"])
        #expect(!json.isError && (try? JSONDecoder().decode(Scorecard.self, from: Data(json.text.utf8)))?.target == "project")
    }

    /// `review` and `rubric` share the scope: the rubric cut to it lists exactly the rules the review scores.
    @Test func rubricAndReviewShareTheScopeTheCodeOpens() throws {
        let project = try ScratchFolder.fourAreaApp()
        let tools = McpTools(currentDirectory: project.path)
        let review = tools.call("review", ["archive": false, "format": "json"])
        let card = try JSONDecoder().decode(Scorecard.self, from: Data(review.text.utf8))
        #expect(!review.isError && Set(card.scope.openedByCode) == ScopeFromCodeTests.four)
        let ids = tools.call("rubric", ["scope": true, "format": "ids"])
        #expect(!ids.isError && ids.text == card.scope.rules.map { $0 + "\n" }.joined())
        let markdown = tools.call("rubric", ["scope": true])
        #expect(markdown.text.contains("- opened by the code: ads: import GoogleMobileAds (App/Ads.swift:1)"), "\(markdown.text)")
        let narrowed = tools.call("rubric", ["scope": true, "only": ["ads"], "format": "ids"])
        #expect(narrowed.text.split(separator: "\n").allSatisfy { $0.hasPrefix("ads-") } && !narrowed.text.isEmpty)
        let whole = tools.call("rubric", ["format": "ids"])
        #expect(whole.text == Rulebook.bundled.ruleIds.map { $0 + "\n" }.joined(), "without scope the rubric is the whole rulebook")
        #expect(tools.call("rubric", ["scope": "yes"]).text == "Invalid arguments: scope must be true or false")
        #expect(tools.call("rubric", ["open": ["gizmos"]]).isError)
    }

    @Test func badArgumentsAreToolErrors() throws {
        #expect(try Self.call("check", #"{"paths":"Examples"}"#) == ("Invalid arguments: paths must be an array of strings", true))
        #expect(try Self.call("check", #"{"bogus":1}"#).text.contains("unknown argument 'bogus'"))
        #expect(try Self.call("check", #"{"only":["no-such-rule"]}"#) == ("--only no-such-rule matches no rule, area or check; see 'thumbrule rules'", true))
        #expect(try Self.call("explain", "{}") == ("Invalid arguments: id is required", true))
        #expect(try Self.call("rubric", #"{"format":"pdf"}"#).isError)
        #expect(try Self.call("review", #"{"scores":{"touch-floor":{"score":9,"evidence":"device"}}}"#).text.contains("$.touch-floor.score"))
        #expect(try Self.call("review", #"{"archive":1}"#) == ("Invalid arguments: archive must be true or false", true))
        #expect(try Self.call("review", #"{"screen":"nope"}"#).isError)
    }

    @Test(arguments: [
        ("not json", -32700),
        ("[]", -32600),
        ("42", -32600),
        (#"{"jsonrpc":"2.0","id":1}"#, -32600),
        (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":true,"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#, -32601),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":"x"}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"rm"}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"check","arguments":[]}}"#, -32602),
    ])
    func malformedRequestsGetJsonRpcErrors(line: String, code: Int) throws {
        let response = try Self.reply(line)
        #expect((response["error"] as? [String: Any])?["code"] as? Int == code, "\(response)")
        #expect(response["jsonrpc"] as? String == "2.0" && response.keys.contains("id"))
    }

    @Test func theServerReadsOnAfterBadLinesUntilInputEnds() throws {
        let input = ["garbage", "", #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, #"{"jsonrpc":"2.0","id":7,"method":"ping"}"#]
        let result = try CLI.run(["mcp"], input: input.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 && lines[0].contains("-32700") && lines[1] == #"{"id":7,"jsonrpc":"2.0","result":{}}"#, "\(lines)")
    }
}
