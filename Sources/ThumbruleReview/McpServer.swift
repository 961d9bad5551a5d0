import Foundation
import ThumbruleRules

/// A Model Context Protocol server over stdio: newline-delimited JSON-RPC 2.0 messages,
/// the `initialize` handshake, `ping`, and the tools of `McpTools`.
///
/// Every line gets an answer or, for a notification, none; a malformed line gets a
/// JSON-RPC error and the server reads on. Only the caller writes to stdout.
public struct McpServer: Sendable {
    /// Protocol revisions this server speaks, oldest first; it answers in the client's if known.
    public static let protocolVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]

    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
    }

    package let tools: McpTools

    public init(tools: McpTools) {
        self.tools = tools
    }

    /// Reads lines from `input` until it closes, writing one response line per request.
    public func serve(readLine: () -> String?, write: (String) -> Void) {
        while let line = readLine() {
            guard !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            if let response = handle(line) { write(response + "\n") }
        }
    }

    /// The response line for one incoming line, or nil for a notification.
    public func handle(_ line: String) -> String? {
        let message: Any
        do {
            message = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
        } catch {
            return McpServer.error(id: NSNull(), .parseError, "Parse error: the line is not valid JSON")
        }
        guard let request = message as? [String: Any] else {
            let what = message is [Any] ? "batches are not supported; send one request per line" : "a request is a JSON object"
            return McpServer.error(id: NSNull(), .invalidRequest, "Invalid Request: \(what)")
        }
        let id = request["id"]
        let isNotification = id == nil
        if let id, !(id is String), JSONNumbers.integer(id) == nil {
            return McpServer.error(id: NSNull(), .invalidRequest, "Invalid Request: id must be a string or an integer")
        }
        let replyId: Any = id ?? NSNull()
        guard request["jsonrpc"] as? String == "2.0" else {
            return isNotification ? nil : McpServer.error(id: replyId, .invalidRequest, "Invalid Request: jsonrpc must be \"2.0\"")
        }
        guard let method = request["method"] as? String else {
            // A response from the client (it has result or error) needs no answer; anything else is invalid.
            if request["result"] != nil || request["error"] != nil { return nil }
            return McpServer.error(id: replyId, .invalidRequest, "Invalid Request: method must be a string")
        }
        let params = request["params"]
        if params != nil, !(params is [String: Any]) {
            return isNotification ? nil : McpServer.error(id: replyId, .invalidParams, "Invalid params: params must be an object")
        }
        if isNotification { return nil }
        let arguments = params as? [String: Any] ?? [:]
        switch method {
        case "initialize":
            let requested = arguments["protocolVersion"] as? String
            let version = requested.flatMap { McpServer.protocolVersions.contains($0) ? $0 : nil } ?? McpServer.protocolVersions.last!
            return McpServer.result(id: replyId, [
                "protocolVersion": version,
                "capabilities": ["tools": ["listChanged": false]],
                "serverInfo": ["name": "thumbrule", "version": ThumbruleVersion.current],
                "instructions": "Thumbrule checks iOS app source against a rulebook of mobile design and store-policy rules. Call rubric for the rules in scope, check for findings, explain for a rule in full, review for a scored scorecard.",
            ])
        case "ping":
            return McpServer.result(id: replyId, [:])
        case "tools/list":
            return McpServer.result(id: replyId, ["tools": tools.definitions])
        case "tools/call":
            guard let name = arguments["name"] as? String else {
                return McpServer.error(id: replyId, .invalidParams, "Invalid params: tools/call needs a tool name")
            }
            guard tools.names.contains(name) else {
                return McpServer.error(id: replyId, .invalidParams, "Unknown tool: \(name); tools are \(tools.names.joined(separator: ", "))")
            }
            guard let toolArguments = (arguments["arguments"] ?? [String: Any]()) as? [String: Any] else {
                return McpServer.error(id: replyId, .invalidParams, "Invalid params: arguments must be an object")
            }
            let outcome = tools.call(name, toolArguments)
            return McpServer.result(id: replyId, [
                "content": [["type": "text", "text": outcome.text]],
                "isError": outcome.isError,
            ])
        default:
            return McpServer.error(id: replyId, .methodNotFound, "Method not found: \(method)")
        }
    }

    package static func result(id: Any, _ result: [String: Any]) -> String {
        encode(["jsonrpc": "2.0", "id": id, "result": result])
    }

    static func error(id: Any, _ code: ErrorCode, _ message: String) -> String {
        encode(["jsonrpc": "2.0", "id": id, "error": ["code": code.rawValue, "message": message]])
    }

    /// One line of JSON; nothing a tool returns can break the framing.
    package static func encode(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return #"{"error":{"code":-32603,"message":"Internal error: the response could not be encoded"},"id":null,"jsonrpc":"2.0"}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}
