// Compact Codable forms for the small value types, so saved dialogue state (drafts, undo history)
// stays small. These encodings are internal to Habitat; the export format is written by `HabitExchange`.

extension Day: Codable {
    public init(from decoder: any Decoder) throws { self.init(ordinal: try decoder.singleValueContainer().decode(Int.self)) }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(ordinal)
    }
}

extension WeekdaySet: Codable {
    public init(from decoder: any Decoder) throws { self.init(rawValue: try decoder.singleValueContainer().decode(UInt8.self)) }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
}

extension TimeOfDay: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let time = TimeOfDay(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not HH:MM: \(text)"))
        }
        self = time
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
