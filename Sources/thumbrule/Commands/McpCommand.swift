import Foundation
import ThumbruleReview

enum McpCommand: Command {
    static let summary = "Serve check, explain, rubric and review as MCP tools over stdio"
    static let usage = """
    usage: thumbrule mcp

    A Model Context Protocol server on stdin/stdout (newline-delimited JSON-RPC 2.0).
    Tools: check (paths, only), explain (id), rubric (only, format, scope, paths, screen,
    open) and review (paths,
    screen, open, scores, archive, format). Paths are relative to the folder the server
    starts in. Malformed requests get JSON-RPC errors; the server runs until stdin closes.
    """
    static let options: Set<String> = []
    static let flags: Set<String> = []

    static func run(_ arguments: Arguments) throws -> Int32 {
        guard arguments.positional.isEmpty else { throw UsageError("mcp takes no arguments") }
        let server = McpServer(tools: McpTools(currentDirectory: Console.currentDirectory))
        server.serve(readLine: { Swift.readLine(strippingNewline: true) }, write: Console.write)
        return 0
    }
}
