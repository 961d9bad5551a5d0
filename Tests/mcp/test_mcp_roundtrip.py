"""The `thumbrule mcp` server, driven by the official MCP Python SDK client.

The client starts the server over stdio, lists the tools, calls `check` on the Showcase,
`explain` on one rule and `rubric` whole and cut to the Showcase's review scope; malformed requests, sent raw, get JSON-RPC errors and the
server keeps answering. Run from anywhere:

    python3 Tests/mcp/test_mcp_roundtrip.py [path/to/thumbrule]

or with pytest. The binary defaults to $THUMBRULE_BIN, else .build/debug/thumbrule.
"""

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import mcp
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

PACKAGE_ROOT = Path(__file__).resolve().parents[2]


def binary() -> str:
    if len(sys.argv) > 1 and not sys.argv[1].startswith("-") and Path(sys.argv[1]).exists():
        return str(Path(sys.argv[1]).resolve())
    return os.environ.get("THUMBRULE_BIN", str(PACKAGE_ROOT / ".build" / "debug" / "thumbrule"))


def field(value, snake: str, camel: str):
    """SDK 1.x models use camelCase attributes, 2.x snake_case; read either."""
    return getattr(value, snake) if hasattr(value, snake) else getattr(value, camel)


def server() -> StdioServerParameters:
    return StdioServerParameters(command=binary(), args=["mcp"], cwd=str(PACKAGE_ROOT))


async def exercise(session) -> None:
    tools = {tool.name: tool for tool in (await session.list_tools()).tools}
    assert set(tools) == {"check", "explain", "rubric", "review"}, tools.keys()
    for tool in tools.values():
        schema = field(tool, "input_schema", "inputSchema")
        assert schema["type"] == "object" and "properties" in schema, (tool.name, schema)
    assert "id" in field(tools["explain"], "input_schema", "inputSchema")["required"]

    checked = await session.call_tool("check", {"paths": ["Examples/Showcase"]})
    assert not field(checked, "is_error", "isError"), checked
    report = json.loads(checked.content[0].text)
    rules = {finding["ruleId"] for finding in report["findings"]}
    assert "pay-price-source" in rules and report["filesChecked"] > 0, report

    explained = await session.call_tool("explain", {"id": "pay-price-source"})
    assert not field(explained, "is_error", "isError")
    text = explained.content[0].text
    assert text.startswith("pay-price-source") and "Verify:" in text and "Check pay-price-source." in text, text

    unknown_rule = await session.call_tool("explain", {"id": "pay-price-sorce"})
    assert field(unknown_rule, "is_error", "isError") and "pay-price-source" in unknown_rule.content[0].text

    bad_arguments = await session.call_tool("check", {"paths": "Examples/Showcase"})
    assert field(bad_arguments, "is_error", "isError") and "array of strings" in bad_arguments.content[0].text

    try:
        await session.call_tool("no-such-tool", {})
    except Exception as error:  # the SDK raises its McpError / MCPError for a JSON-RPC error
        assert "Unknown tool" in str(error), error
    else:
        raise AssertionError("an unknown tool must be a JSON-RPC error")

    rubric = await session.call_tool("rubric", {"only": ["splash"], "format": "ids"})
    assert rubric.content[0].text.split() == ["splash-entry", "splash-hold"], rubric.content[0].text

    # The rubric cut to the Showcase's review scope names the areas its code opens, with evidence.
    scoped = await session.call_tool("rubric", {"paths": ["Examples/Showcase"], "format": "json"})
    scope = json.loads(scoped.content[0].text)["scope"]
    assert {"ads", "pay", "notify", "onboard"} <= set(scope["openedByCode"]), scope["openedByCode"]
    assert scope["evidence"]["ads"][0]["what"] == "import GoogleMobileAds", scope["evidence"]["ads"]


async def roundtrip_with_session() -> None:
    async with stdio_client(server()) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            assert field(initialized, "server_info", "serverInfo").name == "thumbrule"
            await exercise(session)


async def roundtrip_with_client() -> None:
    """SDK 2.x's Client probes server/discover first and must fall back to initialize."""
    async with mcp.Client(server()) as client:
        await exercise(client)


def test_roundtrip() -> None:
    asyncio.run(roundtrip_with_session())
    if hasattr(mcp, "Client"):
        asyncio.run(roundtrip_with_client())


def test_malformed_requests_get_errors_and_the_server_lives() -> None:
    lines = [
        "this is not json",
        "[1, 2, 3]",
        '"a string"',
        '{"jsonrpc": "2.0", "id": 1}',
        '{"jsonrpc": "1.0", "id": 2, "method": "ping"}',
        '{"jsonrpc": "2.0", "id": 3, "method": "no/such/method"}',
        '{"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": []}',
        '{"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"arguments": {}}}',
        '{"jsonrpc": "2.0", "id": {"nested": true}, "method": "ping"}',
        '{"jsonrpc": "2.0", "method": "notifications/initialized"}',
        '{"jsonrpc": "2.0", "id": 6, "method": "ping"}',
        '{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "explain", "arguments": {"id": "touch-floor"}}}',
    ]
    process = subprocess.run([binary(), "mcp"], input="\n".join(lines) + "\n", capture_output=True, text=True,
                             cwd=PACKAGE_ROOT, timeout=120)
    assert process.returncode == 0, process.stderr
    responses = [json.loads(line) for line in process.stdout.splitlines()]
    # One answer per line except the notification.
    assert len(responses) == len(lines) - 1, responses
    codes = [response.get("error", {}).get("code") for response in responses]
    assert codes[:9] == [-32700, -32600, -32600, -32600, -32600, -32601, -32602, -32602, -32600], codes
    assert all(response["jsonrpc"] == "2.0" for response in responses)
    assert responses[9] == {"jsonrpc": "2.0", "id": 6, "result": {}}, responses[9]
    assert responses[10]["id"] == 7 and responses[10]["result"]["isError"] is False
    assert responses[10]["result"]["content"][0]["text"].startswith("touch-floor")


if __name__ == "__main__":
    tests = [test_roundtrip, test_malformed_requests_get_errors_and_the_server_lives]
    failed = 0
    for test in tests:
        try:
            test()
            print(f"PASS {test.__name__}")
        except Exception as error:  # report every test, then fail the run
            failed += 1
            print(f"FAIL {test.__name__}: {error!r}")
    print(f"{len(tests) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
