/// Splits a byte stream into NDJSON lines, refusing lines over a size limit without holding them.
///
/// For example: feeding `{"a":1}\n{"b"` yields one line and keeps `{"b"` until its newline arrives.
public struct LineFramer: Sendable {
    public enum Event: Equatable, Sendable {
        /// A complete line, without its newline (or a trailing carriage return).
        case line([UInt8])
        /// A line went over the limit; the rest of it, up to the next newline, is discarded.
        case tooLong
    }

    public let limit: Int
    private var buffer: [UInt8] = []
    private var discarding = false

    public init(limit: Int = 1 << 20) { self.limit = limit }

    /// Takes the next bytes; returns the events they complete.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Event] {
        var events: [Event] = []
        var start = bytes.startIndex
        while start != bytes.endIndex {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else {
                take(bytes[start...], into: &events)
                break
            }
            take(bytes[start..<newline], into: &events)
            if discarding {
                discarding = false
            } else {
                if buffer.last == 0x0D { buffer.removeLast() }
                events.append(.line(buffer))
            }
            buffer.removeAll(keepingCapacity: true)
            start = bytes.index(after: newline)
        }
        return events
    }

    /// The last line at end of input, if it had no newline.
    public mutating func finish() -> [Event] {
        defer { buffer = []; discarding = false }
        guard !discarding, !buffer.isEmpty else { return [] }
        if buffer.last == 0x0D { buffer.removeLast() }
        return [.line(buffer)]
    }

    private mutating func take(_ part: some Collection<UInt8>, into events: inout [Event]) {
        guard !discarding else { return }
        if buffer.count + part.count > limit {
            buffer.removeAll(keepingCapacity: false)
            discarding = true
            events.append(.tooLong)
            return
        }
        buffer.append(contentsOf: part)
    }
}
