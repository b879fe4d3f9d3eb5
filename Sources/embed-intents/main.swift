import Foundation

// Turns the files of Intents/ into one Swift source file, so the binary carries its language data.
// usage: embed-intents OUTPUT.swift FILE...
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: embed-intents OUTPUT.swift FILE...\n".utf8))
    exit(2)
}
var source = "// Generated from Intents/ at build time by the EmbedIntents plugin. Do not edit.\n\n"
source += "enum EmbeddedIntents {\n    /// (file name, contents), sorted by name.\n    static let files: [(name: String, text: String)] = [\n"
for path in arguments.dropFirst().sorted() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("embed-intents: can't read \(path)\n".utf8))
        exit(1)
    }
    let name = URL(fileURLWithPath: path).lastPathComponent
    // Emit bytes as an escaped string literal: no delimiter in the data can end it early.
    var literal = ""
    for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F: literal += "\\u{\(String(scalar.value, radix: 16))}"
        default: literal.unicodeScalars.append(scalar)
        }
    }
    source += "        (\"\(name)\", \"\(literal)\"),\n"
}
source += "    ]\n}\n"
do {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("embed-intents: can't write \(output): \(error)\n".utf8))
    exit(1)
}
