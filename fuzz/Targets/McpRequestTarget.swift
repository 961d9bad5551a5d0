import Foundation
import ThumbruleReview

/// One line from an MCP client. Tool calls that check or review a tree are left out: their
/// paths would point the fuzzer at the machine's disk, and the trees they read are the other
/// targets' inputs; `explain`, `rubric`, the handshake and every malformed request go through.
@Sendable func fuzzMcpRequest(_ bytes: [UInt8]) {
    let line = String(decoding: bytes, as: UTF8.self)
    if let request = try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed]) as? [String: Any],
       request["method"] as? String == "tools/call",
       let name = (request["params"] as? [String: Any])?["name"] as? String, name == "check" || name == "review" {
        return
    }
    _ = mcpServer.handle(line)
}

let mcpServer = McpServer(tools: McpTools(currentDirectory: emptyFolder))
