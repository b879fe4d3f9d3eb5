import Foundation
import Testing
import HabitDomain
import HabitStore
import HabitExchange
import TestSupport

/// `habitat mcp` as an MCP client (an LLM agent's host) sees it: the built binary, JSON-RPC lines in and out.
@Suite struct MCPTests {
    let now = ["--now", "2026-02-02T08:00"]

    // MARK: Helpers

    /// Builds request lines: `call` and `request` give each an id from 1 up, `notify` none.
    struct Script {
        var lines: [String] = []
        var next = 1

        @discardableResult
        mutating func request(_ method: String, _ params: JSON? = nil) -> Int {
            var members = [JSON.Member("jsonrpc", .string("2.0")), JSON.Member("id", .int(next)), JSON.Member("method", .string(method))]
            if let params { members.append(JSON.Member("params", params)) }
            lines.append(JSON.object(members).compact)
            next += 1
            return next - 1
        }

        @discardableResult
        mutating func call(_ tool: String, _ arguments: KeyValuePairs<String, JSON> = [:]) -> Int {
            request("tools/call", .object(["name": .string(tool), "arguments": .object(arguments)]))
        }

        mutating func notify(_ method: String) { lines.append(#"{"jsonrpc":"2.0","method":"\#(method)"}"#) }

        mutating func initialize(_ version: String = "2025-11-25") {
            request("initialize", .object(["protocolVersion": .string(version), "capabilities": .object([]),
                                           "clientInfo": .object(["name": .string("tests"), "version": .string("1")])]))
            notify("notifications/initialized")
        }

        var input: String { lines.joined(separator: "\n") + "\n" }
    }

    /// The responses of a run, by id; every stdout line must be a JSON-RPC 2.0 response.
    struct Responses {
        let lines: [JSON]
        let byID: [Int: JSON]

        init(_ stdout: String) throws {
            let raw = stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(raw.last == "", "stdout ends with a newline")
            lines = try raw.dropLast().map { try JSON.parse(String($0)) }
            var byID: [Int: JSON] = [:]
            for line in lines {
                #expect(line["jsonrpc"] == .string("2.0"), "\(line.compact)")
                #expect((line["result"] != nil) != (line["error"] != nil), "a response has a result or an error: \(line.compact)")
                if let id = line["id"]?.intValue { byID[id] = line }
            }
            self.byID = byID
        }

        subscript(id: Int) -> JSON { byID[id] ?? .null }
        func result(_ id: Int) -> JSON { self[id]["result"] ?? .null }
        func structured(_ id: Int) -> JSON { result(id)["structuredContent"] ?? .null }
        func isError(_ id: Int) -> Bool { result(id)["isError"] == .bool(true) }
        /// The text blocks of a tool result.
        func texts(_ id: Int) -> [String] { result(id)["content"]?.arrayValue.compactMap { $0["text"]?.stringValue } ?? [] }
    }

    func run(_ h: Habitat, _ script: Script, _ extra: [String] = [], at clock: String? = nil) throws -> Responses {
        let result = try h.run((clock.map { ["--now", $0] } ?? now) + extra + ["mcp"], stdin: script.input)
        #expect(result.status == 0, "\(result.stderr)")
        return try Responses(result.stdout)
    }

    // MARK: Lifecycle

    @Test func initializeNegotiatesTheRevisionAndDeclaresToolsAndResources() throws {
        let h = Habitat()
        var s = Script()
        s.initialize("2025-11-25")
        s.request("ping")
        let r = try run(h, s)
        #expect(r.lines.count == 2, "the notification is not answered")
        let result = r.result(1)
        #expect(result["protocolVersion"] == .string("2025-11-25"))
        #expect(result["serverInfo"]?["name"] == .string("habitat"))
        #expect(result["capabilities"]?["tools"] != nil && result["capabilities"]?["resources"] != nil)
        #expect(result["capabilities"]?["prompts"] == nil)
        #expect(result["instructions"]?.stringValue?.contains("chat") == true)
        #expect(r.result(2) == .object([]))

        // Each older revision the spec lists is answered with itself; one it doesn't know gets the latest.
        for (asked, answered) in [("2025-06-18", "2025-06-18"), ("2025-03-26", "2025-03-26"), ("2024-11-05", "2024-11-05"),
                                  ("2023-01-01", "2025-11-25"), ("2026-07-28", "2025-11-25")] {
            var s = Script()
            s.initialize(asked)
            #expect(try run(h, s).result(1)["protocolVersion"] == .string(answered), "\(asked)")
        }
        // A second initialize keeps the revision agreed: results don't change shape mid-session.
        var again = Script()
        again.initialize("2025-11-25")
        let second = again.request("initialize", .object(["protocolVersion": .string("2024-11-05"), "capabilities": .object([:]),
                                                          "clientInfo": .object(["name": .string("t"), "version": .string("1")])]))
        let today = again.call("today")
        let r2 = try run(h, again)
        #expect(r2.result(second)["protocolVersion"] == .string("2025-11-25"))
        #expect(r2.result(today)["structuredContent"] != nil)
    }

    @Test func anOlderRevisionGetsTextResultsWithoutSchemasOfOutput() throws {
        let h = Habitat()
        for (version, structured) in [("2025-03-26", false), ("2025-06-18", true)] {
            var s = Script()
            s.initialize(version)
            let list = s.request("tools/list")
            let today = s.call("today")
            let r = try run(h, s)
            let tools = r.result(list)["tools"]?.arrayValue ?? []
            #expect(tools.count == 7)
            #expect(tools.allSatisfy { ($0["outputSchema"] != nil) == structured && $0["inputSchema"] != nil }, "\(version)")
            #expect((r.result(today)["structuredContent"] != nil) == structured, "\(version)")
            // The JSON is in the content either way.
            #expect(try JSON.parse(r.texts(today).last ?? "")["day"] == .string("2026-02-02"))
        }
    }

    // MARK: Tools

    /// A session that calls every tool, with results checked against the tool's own output schema.
    @Test func everyToolAnswersWithContentAndStructuredContentThatMatchesItsSchema() throws {
        let h = Habitat()
        // The habits are added on Friday, and the rest happens on Monday.
        var before = Script()
        before.initialize()
        let water = before.call("add_habit", ["name": .string("Water"), "schedule": .object(["kind": .string("daily")]),
                                         "target": .object(["amount": .int(8), "unit": .string("glasses")])])
        let gym = before.call("add_habit", ["name": .string("Gym"), "schedule": .object(["kind": .string("weekly"), "times": .int(3)]), "tier": .string("nice")])
        let coffee = before.call("add_habit", ["name": .string("Coffee"), "polarity": .string("avoid"), "schedule": .object(["kind": .string("daily")]),
                                          "target": .object(["amount": .int(2), "unit": .string("coffees"), "limit": .bool(true)])])
        let guitar = before.call("add_habit", ["name": .string("Guitar"), "group": .string("Creative"),
                                          "schedule": .object(["kind": .string("weekdays"), "days": .array([.string("mon"), .string("thu")])])])
        let added = try run(h, before, at: "2026-01-30T08:00")
        var s = Script()
        s.initialize()
        let list = s.request("tools/list")
        let chat = s.call("chat", ["text": .string("add reading every day")])
        let drank = s.call("log_habit", ["habit": .string("water"), "amount": .int(5)])
        let more = s.call("log_habit", ["habit": .string("WATER"), "amount": .number(3.5), "note": .string("hot day")])
        let again = s.call("log_habit", ["habit": .string("Gym"), "day": .string("yesterday")])
        let twice = s.call("log_habit", ["habit": .string("Gym"), "day": .string("2026-02-01")])
        let slip = s.call("log_habit", ["habit": .string("Coffee"), "amount": .int(3)])
        let skipped = s.call("log_habit", ["habit": .string("Guitar"), "state": .string("skipped"), "note": .string("sore fingers")])
        let cleared = s.call("log_habit", ["habit": .string("Guitar"), "state": .string("clear")])
        let today = s.call("today")
        let habits = s.call("list_habits", ["includeArchived": .bool(false)])
        let stats = s.call("stats", ["range": .int(7)])
        let window = s.call("stats", ["from": .string("2026-01-26"), "to": .string("2026-02-02")])
        let history = s.call("history", ["from": .string("2026-01-31"), "to": .string("2026-02-02")])
        let r = try run(h, s)

        // Every call answered, none an error, each with its JSON as the last text block.
        let tools = r.result(list)["tools"]?.arrayValue ?? []
        let addSchema = try #require(tools.first { $0["name"] == .string("add_habit") }?["outputSchema"])
        for id in [water, gym, coffee, guitar] {
            #expect(!added.isError(id), "call \(id): \(added.texts(id))")
            let problems = SchemaCheck.problems(added.structured(id), addSchema)
            #expect(problems.isEmpty, "add_habit (call \(id)): \(problems)")
        }
        #expect(added.structured(water)["habit"]?["target"]?["amount"] == .int(8))
        #expect(added.structured(guitar)["events"]?.arrayValue.map { $0["type"] } == [.string("group.created"), .string("habit.created")])
        #expect(added.structured(guitar)["habit"]?["group"] == .string("Creative"))
        let calls = [chat, drank, more, again, twice, slip, skipped, cleared, today, habits, stats, window, history]
        let schemas = Dictionary(uniqueKeysWithValues: tools.map { ($0["name"]?.stringValue ?? "", $0) })
        for id in calls {
            #expect(!r.isError(id), "call \(id): \(r.texts(id))")
            let structured = r.structured(id)
            #expect(structured != .null, "call \(id)")
            #expect(r.texts(id).last == structured.compact, "call \(id): the JSON is in the content too")
        }
        for (id, tool) in zip(calls, ["chat", "log_habit", "log_habit", "log_habit", "log_habit",
                                      "log_habit", "log_habit", "log_habit", "today", "list_habits", "stats", "stats", "history"]) {
            let schema = try #require(schemas[tool]?["outputSchema"])
            let problems = SchemaCheck.problems(r.structured(id), schema)
            #expect(problems.isEmpty, "\(tool) (call \(id)): \(problems)")
        }
        // Every input schema is an object schema whose required arguments it describes.
        for (name, tool) in schemas {
            let input = try #require(tool["inputSchema"])
            #expect(input["type"] == .string("object"), "\(name)")
            for required in input["required"]?.arrayValue ?? [] {
                #expect(input["properties"]?[required.stringValue ?? ""]?["description"] != nil || required == .string("schedule"), "\(name).\(required)")
            }
            #expect(tool["description"]?.stringValue?.isEmpty == false)
        }

        #expect(r.structured(chat)["events"]?.arrayValue.first?["habit"]?["name"] == .string("Reading"))
        #expect(r.texts(chat).first?.contains("Reading") == true, "the coach's reply is the text")
        // Amounts add up, and the state follows the total against the target.
        #expect(r.structured(drank)["mark"] == .object(["state": .string("partial"), "note": .null, "amount": .int(5)]))
        #expect(r.structured(more)["mark"]?["amount"] == .number(8.5) && r.structured(more)["mark"]?["state"] == .string("done"))
        #expect(r.structured(more)["amount"]?["met"] == .bool(true))
        // The same mark twice changes nothing.
        #expect(r.structured(again)["changed"] == .bool(true) && r.structured(again)["day"] == .string("2026-02-01"))
        #expect(r.structured(twice)["changed"] == .bool(false) && r.structured(twice)["events"] == .array([]))
        // Over a limit is a slip.
        #expect(r.structured(slip)["mark"]?["state"] == .string("slipped"))
        #expect(r.structured(skipped)["mark"]?["note"] == .string("sore fingers"))
        #expect(r.structured(cleared)["mark"] == .null && r.structured(cleared)["events"]?.arrayValue.first?["type"] == .string("mark.cleared"))

        let items = r.structured(today)["items"]?.arrayValue ?? []
        #expect(items.first { $0["name"] == .string("Water") }?["state"] == .string("done"))
        #expect(items.first { $0["name"] == .string("Coffee") }?["state"] == .string("slipped"))
        #expect(r.texts(today).first?.hasPrefix("Today — Monday 2 February 2026") == true, "today's text is the checklist")
        #expect(r.structured(habits)["habits"]?.arrayValue.map { $0["name"] } == ["Water", "Gym", "Coffee", "Guitar", "Reading"].map(JSON.string))
        #expect(r.structured(habits)["habits"]?.arrayValue.allSatisfy { $0["marks"] == nil } == true, "habits are listed without their marks")
        #expect(r.structured(habits)["groups"]?.arrayValue.map { $0["name"] } == [.string("Creative")])
        #expect(r.structured(stats)["range"] == .int(7))
        #expect(r.texts(stats).first?.hasPrefix("Stats — last 7 days") == true)
        #expect(r.structured(window)["from"] == .string("2026-01-26"))
        #expect(r.structured(history)["days"]?.arrayValue.count == 3)
        #expect(r.structured(history)["habits"]?.arrayValue.first { $0["name"] == .string("Gym") }?["cells"]?.arrayValue.contains(.string("done")) == true)

        // All of it is in the database, read by another front door.
        let export = try JSON.parse(try h.run(now + ["export"]).stdout)
        let marks = export["habits"]?.arrayValue.first { $0["name"] == .string("Water") }?["marks"]?.arrayValue ?? []
        #expect(marks == [.object(["day": .string("2026-02-02"), "state": .string("done"), "note": .string("hot day"), "amount": .number(8.5)])])
    }

    @Test func badToolCallsAreToolErrorsOfOneSentence() throws {
        let h = Habitat()
        _ = try h.run(now + ["chat"], stdin: "add reading every day\n")
        var s = Script()
        s.initialize()
        let cases: [(Int, String)] = [
            (s.call("log_habit", ["habit": .string("Swimming")]), #"There is no habit called "Swimming"; the habits are "Reading"."#),
            (s.call("log_habit", ["habit": .string("Reading"), "day": .string("2026-02-03")]), DomainError.futureDay(d("2026-02-03")).description),
            (s.call("log_habit", ["habit": .string("Reading"), "day": .string("2026-01-01")]),
             DomainError.beforeHabitExisted(name: "Reading", created: d("2026-02-02")).description),
            (s.call("log_habit", ["habit": .string("Reading"), "day": .string("next week")]),
             #""day" is a day, YYYY-MM-DD (or "today" or "yesterday"), not "next week"."#),
            (s.call("log_habit", ["habit": .string("Reading"), "state": .string("slipped")]), DomainError.slipOnBuildHabit("Reading").description),
            (s.call("log_habit", ["habit": .string("Reading"), "state": .string("nearly")]),
             #""state" is "done", "skipped", "slipped", "partial" or "clear", not "nearly"."#),
            (s.call("log_habit", ["habit": .string("Reading"), "amount": .int(3)]), #""Reading" keeps no amount, so it is logged without one."#),
            (s.call("log_habit", ["habit": .int(5)]), #""habit" must be a string, not a number."#),
            (s.call("log_habit", ["habit": .string("Reading"), "date": .string("2026-02-01")]),
             #"log_habit has no argument "date"; its arguments are habit, day, state, amount and note."#),
            (s.call("log_habit", [:]), #""habit" is required: the habit's name or id."#),
            (s.call("add_habit", ["name": .string("Gym"), "schedule": .object(["kind": .string("weekly"), "times": .int(9)])]),
             DomainError.weeklyTimesOutOfRange(9).description),
            (s.call("add_habit", ["name": .string("Gym"), "schedule": .object(["kind": .string("daily"), "every": .int(1)])]),
             #""schedule" has no field "every"; its fields are kind, times and days."#),
            (s.call("add_habit", ["name": .string("Gym"), "schedule": .object(["kind": .string("hourly")])]),
             #""schedule.kind": expected daily, interval, weekdays, weekly, monthly or rolling, not "hourly"."#),
            (s.call("add_habit", ["name": .string("reading"), "schedule": .object(["kind": .string("daily")])]),
             DomainError.duplicateHabitName("Reading").description),
            (s.call("add_habit", ["name": .string("Smoking"), "polarity": .string("avoid"), "schedule": .object(["kind": .string("weekly"), "times": .int(2)])]),
             DomainError.avoidNeedsDaySchedule.description),
            (s.call("add_habit", ["name": .string("Smoking"), "polarity": .string("avoid"), "group": .string("Vices"),
                                  "schedule": .object(["kind": .string("daily")])]), DomainError.avoidInGroup("Smoking").description),
            (s.call("add_habit", ["name": .string(String(repeating: "x", count: 60)), "schedule": .object(["kind": .string("daily")])]),
             DomainError.nameTooLong(length: 60).description),
            (s.call("add_habit", ["name": .string("Gym")]), #""schedule" is required: how often, such as {"kind": "weekly", "times": 3}."#),
            (s.call("chat", ["text": .int(5)]), #""text" must be a string, not a number."#),
            (s.call("today", ["day": .string("2026-02-01")]), #"today has no argument "day"; it takes no arguments."#),
            (s.call("stats", ["range": .int(8)]), #""range" is 7, 30, 90 or "all"."#),
            (s.call("history", ["from": .string("2026-02-01")]), #""from" and "to" are both days, YYYY-MM-DD."#),
        ]
        let r = try run(h, s)
        for (id, sentence) in cases {
            #expect(r.isError(id), "call \(id)")
            #expect(r.texts(id) == [sentence], "call \(id)")
            #expect(r.result(id)["structuredContent"] == nil, "call \(id)")
        }
        // Nothing of it changed anything.
        let names = try JSON.parse(try h.run(now + ["export"]).stdout)["habits"]?.arrayValue.map { $0["name"] }
        #expect(names == [.string("Reading")])
        #expect(!(try h.run(now + ["export"]).stdout.contains("\"done\"")))
        // Serve's error for the same argument reads the same.
        let serve = try h.run(now + ["serve"], stdin: #"{"jsonrpc":"2.0","id":1,"method":"stats","params":{"range":8}}"# + "\n")
        #expect(serve.stdout.contains(#"Invalid params: \"range\" is 7, 30, 90 or \"all\""#))
    }

    @Test func aBareLogNeverTakesBackASlipOrItsAmount() throws {
        let h = Habitat()
        var s = Script()
        s.initialize()
        _ = s.call("add_habit", ["name": .string("Coffee"), "polarity": .string("avoid"), "schedule": .object(["kind": .string("daily")]),
                                 "target": .object(["amount": .int(2), "unit": .string("cups"), "limit": .bool(true)])])
        _ = s.call("add_habit", ["name": .string("Smoking"), "polarity": .string("avoid"), "schedule": .object(["kind": .string("daily")])])
        let over = s.call("log_habit", ["habit": .string("coffee"), "amount": .int(3)])
        let slip = s.call("log_habit", ["habit": .string("smoking"), "state": .string("slipped")])
        _ = s.call("add_habit", ["name": .string("Water"), "schedule": .object(["kind": .string("daily")]),
                                 "target": .object(["amount": .int(8), "unit": .string("glasses")])])
        _ = s.call("log_habit", ["habit": .string("water"), "amount": .int(5)])
        let noteOnly = s.call("log_habit", ["habit": .string("water"), "note": .string("mostly at work")])
        let bareCoffee = s.call("log_habit", ["habit": .string("coffee")])
        let bareSmoking = s.call("log_habit", ["habit": .string("smoking")])
        let r = try run(h, s)
        #expect(!r.isError(over) && !r.isError(slip))
        #expect(r.isError(bareCoffee) && r.isError(bareSmoking))
        // A note alone on a day with an amount is the day's note; the 5 glasses stay.
        #expect(!r.isError(noteOnly), "\(r.texts(noteOnly))")
        #expect(r.structured(noteOnly)["mark"]?["note"] == .string("mostly at work") && r.structured(noteOnly)["mark"]?["amount"] == .int(5))
        // The day still holds both slips, and the 3 cups.
        let export = try h.run(now + ["export"]).stdout
        #expect(export.components(separatedBy: "\"slipped\"").count == 3)
        #expect(export.contains("\"amount\":3") || export.contains("\"amount\": 3"))
    }

    // MARK: Resources

    @Test func resourcesAreTheTodayAndHabitsJSON() throws {
        let h = Habitat()
        _ = try h.run(now + ["chat"], stdin: "add reading every day\nadd gym 3 times a week\ndid reading\n")
        var s = Script()
        s.initialize()
        let list = s.request("resources/list")
        let today = s.request("resources/read", .object(["uri": .string("habitat://today")]))
        let habits = s.request("resources/read", .object(["uri": .string("habitat://habits")]))
        let todayTool = s.call("today")
        let habitsTool = s.call("list_habits")
        let missing = s.request("resources/read", .object(["uri": .string("habitat://nothing")]))
        let templates = s.request("resources/templates/list")
        let r = try run(h, s)
        let resources = r.result(list)["resources"]?.arrayValue ?? []
        #expect(resources.map { $0["uri"] } == [.string("habitat://today"), .string("habitat://habits")])
        #expect(resources.allSatisfy { $0["mimeType"] == .string("application/json") && $0["name"] != nil })
        for (read, tool, uri) in [(today, todayTool, "habitat://today"), (habits, habitsTool, "habitat://habits")] {
            let contents = r.result(read)["contents"]?.arrayValue ?? []
            #expect(contents.count == 1)
            #expect(contents.first?["uri"] == .string(uri) && contents.first?["mimeType"] == .string("application/json"))
            #expect(try JSON.parse(contents.first?["text"]?.stringValue ?? "") == r.structured(tool), "\(uri)")
        }
        #expect(r.structured(todayTool)["summary"] == .object(["done": .int(1), "total": .int(2)]))
        #expect(r[missing]["error"]?["code"] == .int(-32002))
        #expect(r.result(templates)["resourceTemplates"] == .array([]))
    }

    // MARK: Errors and stdout

    @Test func badInputIsAnsweredAndTheServerKeepsGoing() throws {
        let h = Habitat()
        var input = Data()
        func add(_ s: String) { input.append(Data((s + "\n").utf8)) }
        add("garbage")
        input.append(Data([0xFF, 0xFE, 0x00, 0x01, 0x80, 0x0A]))  // binary bytes
        input.append(Data(repeating: 0x61, count: 2 << 20)); input.append(0x0A)  // a 2 MiB line
        add("")
        add(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#)
        add(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        add(#"{"jsonrpc":"2.0","id":2,"method":"prompts/list"}"#)
        add(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"no_such_tool","arguments":{}}}"#)
        add(#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"arguments":{}}}"#)
        add(#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"today","arguments":[1]}}"#)
        add(#"[{"jsonrpc":"2.0","id":6,"method":"ping"}]"#)
        add(#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":"today"}"#)
        // A cancellation of a request already answered, an unknown notification, a response to nothing: no reply.
        add(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3,"reason":"user"}}"#)
        add(#"{"jsonrpc":"2.0","method":"notifications/whatever"}"#)
        add(#"{"jsonrpc":"2.0","id":"x","result":{}}"#)
        // A tool call sent as a notification is not carried out (nobody would hear it was).
        add(#"{"jsonrpc":"2.0","method":"tools/call","params":{"name":"add_habit","arguments":{"name":"Ghost","schedule":{"kind":"daily"}}}}"#)
        add(#"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"add_habit","arguments":{"name":"\"'; DROP TABLE habits; --","schedule":{"kind":"daily"}}}}"#)
        add(#"{"jsonrpc":"2.0","id":9,"method":"ping"}"#)
        let result = try h.runBytes(now + ["mcp"], stdin: input)
        #expect(result.status == 0)
        let r = try Responses(result.stdout)
        let codes = r.lines.map { $0["error"]?["code"] ?? .null }
        #expect(codes == [.int(-32700), .int(-32700), .int(-32600), .null, .int(-32601), .int(-32602), .int(-32602), .int(-32602),
                          .int(-32600), .int(-32602), .null, .null], "\(result.stdout)")
        #expect(r.lines.prefix(3).allSatisfy { $0["id"] == .null })
        #expect(r[3]["error"]?["message"] == .string("Unknown tool: no_such_tool"))
        #expect(r.structured(8)["habit"]?["name"] == .string("\"'; DROP TABLE habits; --"))
        #expect(r.lines.last?["id"] == .int(9))
        let names = try JSON.parse(try h.run(now + ["export"]).stdout)["habits"]?.arrayValue.map { $0["name"] }
        #expect(names == [.string("\"'; DROP TABLE habits; --")])
    }

    @Test func stdoutCarriesProtocolLinesOnly() throws {
        // The default database: its "your habits are kept in …" notice goes to stderr, never stdout.
        var h = Habitat()
        h.environment["HABITAT_DB"] = nil
        var s = Script()
        s.initialize()
        s.request("tools/list")
        s.call("chat", ["text": .string("hello")])
        s.call("chat", ["text": .string("add running 3 times a week and reading every day")])
        s.call("today")
        s.call("stats")
        s.call("log_habit", ["habit": .string("nope")])
        let result = try h.run(now + ["mcp"], stdin: s.input, environment: ["XDG_DATA_HOME": h.path("data")])
        #expect(result.status == 0)
        #expect(result.stderr.contains("your habits are kept in"))
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7 + 1)
        for (i, line) in lines.dropLast().enumerated() {
            let message = try JSON.parse(String(line))
            #expect(message["jsonrpc"] == .string("2.0") && message["id"] == .int(i + 1) && message["result"] != nil, "\(line)")
        }
    }

    // MARK: One database, every front door

    @Test func chatAndStructuredToolsWorkOnOneDatabase() throws {
        let h = Habitat()
        // The REPL leaves a question open: the agent's conversation is its own, so its "yes" doesn't answer it.
        _ = try h.run(now + ["chat"], stdin: "add running every day\ndelete running\n")
        var s = Script()
        s.initialize()
        let yes = s.call("chat", ["text": .string("yes")])
        let added = s.call("add_habit", ["name": .string("Yoga"), "schedule": .object(["kind": .string("daily")])])
        let said = s.call("chat", ["text": .string("did yoga and running today")])
        let logged = s.call("log_habit", ["habit": .string("Yoga"), "note": .string("morning flow")])
        let left = s.call("chat", ["text": .string("what's left today?")])
        let undo = s.call("chat", ["text": .string("undo")])
        let today = s.call("today")
        let r = try run(h, s)
        #expect(r.structured(yes)["events"] == .array([]))
        #expect(!r.isError(added))
        // The coach knows the habit the tool added, and the tool sees the mark the coach logged.
        let marked = r.structured(said)["events"]?.arrayValue.filter { $0["type"] == .string("mark.set") } ?? []
        #expect(marked.count == 2, "\(r.texts(said))")
        #expect(r.structured(logged)["changed"] == .bool(true) && r.structured(logged)["mark"]?["note"] == .string("morning flow"))
        #expect(r.structured(left)["events"] == .array([]), "a question changes nothing")
        #expect(!r.texts(undo).isEmpty)
        #expect(r.structured(today)["day"] == .string("2026-02-02"))
        // The REPL's question is still open, and takes its own answer.
        let answered = try h.run(now + ["chat"], stdin: "yes\n")
        #expect(answered.stdout.lowercased().contains("deleted"), "\(answered.stdout)")
        // `serve` sees what the agent did.
        let serve = try h.run(now + ["serve"], stdin: #"{"jsonrpc":"2.0","id":1,"method":"habits.list"}"# + "\n")
        #expect(try JSON.parse(serve.stdout)["result"]?["habits"]?.arrayValue.map { $0["name"] } == [.string("Yoga")])
    }

    @Test func chatUndoTakesBackWhatTheToolsDidNewestFirst() throws {
        let h = Habitat()
        var s = Script()
        s.initialize()
        _ = s.call("chat", ["text": .string("add running 3 times a week")])
        _ = s.call("add_habit", ["name": .string("Read"), "schedule": .object(["kind": .string("daily")])])
        _ = s.call("log_habit", ["habit": .string("read")])
        let first = s.call("chat", ["text": .string("undo")])
        let second = s.call("chat", ["text": .string("undo")])
        let r = try run(h, s)
        let undone = { (id: Int) in r.structured(id)["events"]?.arrayValue.map { $0["type"] } ?? [] }
        #expect(undone(first) == [.string("mark.cleared")], "\(r.texts(first))")
        #expect(undone(second) == [.string("habit.deleted")], "\(r.texts(second))")
        // What the chat itself added stays.
        let names = try JSON.parse(try h.run(now + ["export"]).stdout)["habits"]?.arrayValue.map { $0["name"] }
        #expect(names == [.string("Running")])
    }

    @Test func theUserOptionChoosesWhoseHabits() throws {
        let h = Habitat()
        var s = Script()
        s.initialize()
        s.call("add_habit", ["name": .string("Piano"), "schedule": .object(["kind": .string("daily")])])
        _ = try run(h, s, ["--user", "ann"])
        let ann = try JSON.parse(try h.run(now + ["--user", "ann", "export"]).stdout)["habits"]?.arrayValue.map { $0["name"] }
        let local = try JSON.parse(try h.run(now + ["export"]).stdout)["habits"]?.arrayValue.count
        #expect(ann == [.string("Piano")])
        #expect(local == 0)
    }

    // MARK: Durability

    @Test func aServerKilledDuringToolCallsLosesNothingAcknowledged() throws {
        let h = Habitat()
        var acknowledged: [String] = []
        for round in 0..<4 {
            let process = Process()
            process.executableURL = Habitat.binary
            process.arguments = ["--db", h.db] + now + ["mcp"]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var buffer = Data()
            func send(_ line: String) throws { try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8)) }
            func response() throws -> JSON? {
                while !buffer.contains(0x0A) {
                    let chunk = output.fileHandleForReading.availableData
                    if chunk.isEmpty { return nil }
                    buffer.append(chunk)
                }
                let newline = buffer.firstIndex(of: 0x0A)!
                defer { buffer.removeSubrange(...newline) }
                return try JSON.parse(buffer[..<newline])
            }
            try send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#)
            _ = try response()
            for k in 0..<(round + 2) {
                let name = "R\(round)H\(k)"
                let tool = k % 2 == 0
                    ? #"{"name":"add_habit","arguments":{"name":"\#(name)","schedule":{"kind":"daily"}}}"#
                    : #"{"name":"chat","arguments":{"text":"add \"\#(name)\" every day"}}"#
                try send(#"{"jsonrpc":"2.0","id":\#(k + 1),"method":"tools/call","params":\#(tool)}"#)
                let answer = try #require(try response())
                let events = answer["result"]?["structuredContent"]?["events"]?.arrayValue ?? []
                if events.contains(where: { $0["type"] == .string("habit.created") }) { acknowledged.append(name) }
            }
            // One more call goes out, and the process is killed while it may be mid-write.
            try? send(#"{"jsonrpc":"2.0","id":99,"method":"tools/call","params":{"name":"add_habit","arguments":{"name":"R\#(round)late","schedule":{"kind":"daily"}}}}"#)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(try SQLiteStore(.file(h.db)).integrityCheck() == "ok", "round \(round)")
            let names = try JSON.parse(try h.run(now + ["export"]).stdout)["habits"]?.arrayValue.compactMap { $0["name"]?.stringValue } ?? []
            for name in acknowledged { #expect(names.contains(name), "round \(round): \(name) was acknowledged but is gone") }
        }
        #expect(acknowledged.count == 2 + 3 + 4 + 5)
    }

    @Test func aFullDiskIsAToolErrorAndLosesNothingAcknowledged() throws {
        let h = Habitat()
        var s = Script()
        s.initialize()
        let calls = (0..<200).map { s.call("add_habit", ["name": .string("Full \($0)"), "schedule": .object(["kind": .string("daily")])]) }
        // Files may not grow past 800 KiB: the database (each add with its undo step for the chat) fills up part way through.
        let full = try h.runBytes(now + ["mcp"], stdin: Data(s.input.utf8), fileSizeLimit: 1600)
        #expect(full.status == 0, "mcp should outlive a full disk: \(full.stderr.suffix(300))")
        let r = try Responses(full.stdout)
        #expect(r.lines.count == 201, "every request is answered")
        let refused = calls.filter { r.isError($0) }
        #expect(!refused.isEmpty, "the limit should have been reached")
        #expect(refused.allSatisfy { r.texts($0).count == 1 && r.texts($0)[0].contains("nothing was changed") }, "\(r.texts(refused.first ?? 0))")
        let saved = calls.filter { !r.isError($0) }.compactMap { r.structured($0)["habit"]?["name"]?.stringValue }
        #expect(saved.count > 10)
        #expect(try SQLiteStore(.file(h.db)).integrityCheck() == "ok")
        let names = try JSON.parse(try h.run(now + ["export"]).stdout)["habits"]?.arrayValue.compactMap { $0["name"]?.stringValue } ?? []
        for name in saved { #expect(names.contains(name), "\(name) was acknowledged but is gone") }
    }

    // MARK: Documentation

    /// PROTOCOL.md's MCP exchange is what the server really says (ids and all: the clock is fixed).
    @Test func protocolMCPExchangeIsARealRun() throws {
        let text = try String(contentsOf: packageFolder.appendingPathComponent("PROTOCOL.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## A worked MCP exchange").dropFirst().first)
        let blocks = section.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
        try #require(blocks.count >= 2)
        let (sent, received) = (blocks[0], blocks[1])
        #expect(sent.split(separator: "\n").count >= 6)
        let h = Habitat()
        let run = try h.run(now + ["mcp"], stdin: sent)
        #expect(run.status == 0, "\(run.stderr)")
        let expected = received.split(separator: "\n"), actual = run.stdout.split(separator: "\n")
        #expect(actual.count == expected.count)
        for (i, (want, got)) in zip(expected, actual).enumerated() {
            #expect(want == got, "PROTOCOL.md's MCP exchange, response \(i + 1), differs from a real run:\n\(got)")
        }
    }
}

/// Checks a value against the JSON Schema keywords the tools' schemas use: type, enum, properties, required,
/// additionalProperties, items, oneOf, minimum and maximum.
enum SchemaCheck {
    static func problems(_ value: JSON, _ schema: JSON, at path: String = "$") -> [String] {
        var found: [String] = []
        if let types = schema["type"] {
            let names = types.arrayValue.isEmpty ? [types.stringValue ?? ""] : types.arrayValue.compactMap(\.stringValue)
            if !names.contains(where: { matches(value, $0) }) { return ["\(path): \(value.kindName) is not \(names)"] }
        }
        if let values = schema["enum"]?.arrayValue, !values.contains(value) { found.append("\(path): \(value.compact) is not in \(values.map(\.compact))") }
        if case .number(let n) = value {
            if let min = schema["minimum"]?.intValue, n < Double(min) { found.append("\(path): below \(min)") }
            if let max = schema["maximum"]?.intValue, n > Double(max) { found.append("\(path): above \(max)") }
        }
        if let options = schema["oneOf"]?.arrayValue {
            let fitting = options.filter { problems(value, $0, at: path).isEmpty }.count
            if fitting != 1 { found.append("\(path): fits \(fitting) of oneOf") }
        }
        if case .object(let members) = value {
            for key in schema["required"]?.arrayValue.compactMap(\.stringValue) ?? [] where !members.contains(where: { $0.key == key }) {
                found.append("\(path): \(key) is missing")
            }
            for member in members {
                if let property = schema["properties"]?[member.key] {
                    found += problems(member.value, property, at: path + "." + member.key)
                } else if schema["additionalProperties"] == .bool(false) {
                    found.append("\(path): \(member.key) is not allowed")
                }
            }
        }
        if case .array(let items) = value, let item = schema["items"] {
            for (i, element) in items.enumerated() { found += problems(element, item, at: "\(path)[\(i)]") }
        }
        return found
    }

    static func matches(_ value: JSON, _ type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): return true
        case ("integer", .number(let n)): return n.rounded() == n
        default: return false
        }
    }
}
