#!/usr/bin/env python3
"""Talks to `habitat mcp` through the official MCP Python SDK, as an LLM agent's client would.

    python3 -m venv .venv && .venv/bin/pip install mcp
    swift build
    .venv/bin/python Scripts/mcp_client_demo.py                  # the debug build, a scratch database
    .venv/bin/python Scripts/mcp_client_demo.py --habitat habitat --db my.sqlite --now ""

It initializes, lists the tools, calls `chat` and `log_habit`, reads a resource, and survives errors: a tool
call Habitat refuses (an unknown habit) and a tool that doesn't exist. It checks each answer and exits 1 when
one is not what it should be. By default it uses a fresh database in a temporary folder and a fixed clock
(--now 2026-02-02T08:00), so it never touches your own habits and prints the same every time.
"""

import argparse
import asyncio
import json
import os
import sys
import tempfile

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def field(obj, snake, camel):
    """A result's field under the SDK's name for it (snake_case in mcp 2.x, camelCase in 1.x)."""
    return getattr(obj, snake, getattr(obj, camel, None))


def text_of(result):
    return "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text")


failures = []


def check(condition, what):
    print(("  ok    " if condition else "  FAIL  ") + what)
    if not condition:
        failures.append(what)


async def demo(habitat, db, now):
    args = ["--db", db] + (["--now", now] if now else []) + ["mcp"]
    server = StdioServerParameters(command=habitat, args=args, env={"TZ": os.environ.get("TZ", "UTC")})
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            info = field(init, "server_info", "serverInfo")
            version = field(init, "protocol_version", "protocolVersion")
            print(f"initialize: {info.name} {info.version}, protocol {version}")
            check(info.name == "habitat", "the server is habitat")

            tools = (await session.list_tools()).tools
            names = [tool.name for tool in tools]
            print("tools:", ", ".join(names))
            check({"chat", "today", "list_habits", "log_habit", "add_habit", "stats", "history"} <= set(names), "all seven tools are listed")
            check(all(field(tool, "output_schema", "outputSchema") for tool in tools), "every tool has an output schema")

            print('\nchat: "I want to go running"')
            first = await session.call_tool("chat", {"text": "I want to go running"})
            print("  coach:", text_of(first).split("\n")[0])
            expecting = field(first, "structured_content", "structuredContent")["expecting"]
            check(expecting is not None and expecting["slot"] == "schedule", "the coach asks how often")

            print('chat: "3 times a week"')
            second = await session.call_tool("chat", {"text": "3 times a week"})
            print("  coach:", text_of(second).split("\n")[0])
            events = field(second, "structured_content", "structuredContent")["events"]
            created = [e["habit"]["name"] for e in events if e["type"] == "habit.created"]
            check(created == ["Go running"], f"the coach added {created}")

            print('\nlog_habit: {"habit": "go running"}')
            logged = await session.call_tool("log_habit", {"habit": "go running"})
            content = field(logged, "structured_content", "structuredContent")
            print("  result:", json.dumps({k: content[k] for k in ("habit", "day", "mark", "changed")}))
            check(not field(logged, "is_error", "isError") and content["mark"]["state"] == "done", "the run is logged done")

            print("\nresources:", ", ".join(str(r.uri) for r in (await session.list_resources()).resources))
            today = await session.read_resource("habitat://today")
            document = json.loads(today.contents[0].text)
            print(f"habitat://today ({field(today.contents[0], 'mime_type', 'mimeType')}):",
                  f"{document['day']}, {document['summary']['done']} of {document['summary']['total']} done")
            check(document["items"][0]["name"] == "Go running" and document["items"][0]["state"] == "done", "today shows the run done")

            print('\nlog_habit: {"habit": "Swimming"} (there is no such habit)')
            refused = await session.call_tool("log_habit", {"habit": "Swimming"})
            print("  isError:", field(refused, "is_error", "isError"), "—", text_of(refused))
            check(field(refused, "is_error", "isError") is True, "an unknown habit is a tool error, with a sentence")

            print('\nlog_habit: {"habit": "Go running", "day": "2099-12-25"} (a day to come)')
            future = await session.call_tool("log_habit", {"habit": "Go running", "day": "2099-12-25"})
            print("  isError:", field(future, "is_error", "isError"), "—", text_of(future))
            check(field(future, "is_error", "isError") is True, "a future day is refused")

            print("\ncall_tool: no_such_tool")
            try:
                await session.call_tool("no_such_tool", {})
                check(False, "an unknown tool is a JSON-RPC error")
            except Exception as error:  # McpError (mcp 1.x) or MCPError (2.x)
                data = getattr(error, "error", None)
                print(f"  JSON-RPC error {getattr(data, 'code', '?')}: {getattr(data, 'message', error)}")
                check(getattr(data, "code", None) == -32602, "an unknown tool is JSON-RPC error -32602")

            await session.send_ping()
            habits = await session.call_tool("list_habits", {})
            listed = [h["name"] for h in field(habits, "structured_content", "structuredContent")["habits"]]
            print("\nafter the errors, list_habits:", listed)
            check(listed == ["Go running"], "the server is still answering, with the habit kept")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    built = os.path.join(here, "..", ".build", "debug", "habitat")
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--habitat", default=built if os.path.exists(built) else "habitat", help="the habitat binary")
    parser.add_argument("--db", help="the database (default: a new one in a temporary folder)")
    parser.add_argument("--now", default="2026-02-02T08:00", help='the clock (default 2026-02-02T08:00; "" for the real one)')
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = options.db or os.path.join(folder, "habitat.sqlite")
        print(f"habitat: {options.habitat} --db {db}" + (f" --now {options.now}" if options.now else "") + " mcp\n")
        asyncio.run(demo(os.path.abspath(options.habitat) if os.path.exists(options.habitat) else options.habitat, db, options.now))
    print("\n" + ("all checks passed" if not failures else f"{len(failures)} check(s) failed"))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
