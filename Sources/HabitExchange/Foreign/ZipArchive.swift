import HabitDomain
internal import CZlib

/// Files by path: a folder on disk or a zip archive, as a reader of a multi-file export sees them.
public protocol FileTree {
    /// Every file's path, relative to the tree's root, with `/` between folders.
    var paths: [String] { get }
    /// A file's bytes; throws a sentence when it can't be read.
    func contents(of path: String) throws(ForeignError) -> [UInt8]
}

/// A zip archive read from its bytes: the entries its central directory lists, each inflated only when asked for,
/// and checked against its size and CRC.
///
/// Guarded against archives built to exhaust memory: at most `maxEntries` entries, entries that together unpack to
/// at most `maxTotal` bytes (what they declare and what they really give), and none that unpacks past 1 MiB at a ratio
/// above `maxRatio` to one. Stored and deflated entries are read; ZIP64, encryption and other methods are refused.
public struct ZipArchive: FileTree {
    public static let maxEntries = 10_000
    public static let maxRatio = 1_000

    struct Entry {
        let method: UInt16
        let crc: UInt32
        let compressedSize: Int
        let size: Int
        let localOffset: Int
    }

    private let bytes: [UInt8]
    private let entries: [String: Entry]
    public let paths: [String]

    /// True when `bytes` begin as a zip archive does (a local file header, or the end record of an empty archive).
    public static func recognises(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    public init(_ bytes: [UInt8], maxTotal: Int) throws(ForeignError) {
        self.bytes = bytes
        // The end-of-central-directory record: the last 22 bytes, or earlier by a comment of up to 64 KiB.
        guard bytes.count >= 22 else { throw Self.damaged("it is too short to be one") }
        var end = -1
        var k = bytes.count - 22
        while k >= max(0, bytes.count - 22 - 0xFFFF) {
            if Self.u32(bytes, k) == 0x0605_4B50 { end = k; break }
            k -= 1
        }
        guard end >= 0 else { throw Self.damaged("its table of contents is missing (the file may be cut short)") }
        let count = Int(Self.u16(bytes, end + 10))
        let directorySize = Int(Self.u32(bytes, end + 12)), directoryOffset = Int(Self.u32(bytes, end + 16))
        if count == 0xFFFF || directoryOffset == 0xFFFF_FFFF { throw ForeignError("is a ZIP64 archive, which Habitat doesn't read") }
        guard count <= Self.maxEntries else {
            throw ForeignError("is a zip archive of \(Text.grouped(count)) files, more than the \(Text.grouped(Self.maxEntries)) an export holds")
        }
        guard directoryOffset + directorySize <= end else { throw Self.damaged("its table of contents points outside the file") }
        var entries: [String: Entry] = [:]
        var paths: [String] = []
        var total = 0
        var at = directoryOffset
        for _ in 0..<count {
            guard at + 46 <= end, Self.u32(bytes, at) == 0x0201_4B50 else { throw Self.damaged("its table of contents is damaged") }
            let flags = Self.u16(bytes, at + 8), method = Self.u16(bytes, at + 10)
            let crc = Self.u32(bytes, at + 16)
            let compressed = Int(Self.u32(bytes, at + 20)), size = Int(Self.u32(bytes, at + 24))
            let nameLength = Int(Self.u16(bytes, at + 28)), extraLength = Int(Self.u16(bytes, at + 30)), commentLength = Int(Self.u16(bytes, at + 32))
            let local = Int(Self.u32(bytes, at + 42))
            guard at + 46 + nameLength <= end else { throw Self.damaged("its table of contents is damaged") }
            let name = String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            at += 46 + nameLength + extraLength + commentLength
            if name.hasSuffix("/") { continue }
            if flags & 1 != 0 { throw ForeignError("is an encrypted zip archive, which Habitat can't read") }
            if compressed == 0xFFFF_FFFF || size == 0xFFFF_FFFF { throw ForeignError("is a ZIP64 archive, which Habitat doesn't read") }
            total += size
            guard total <= maxTotal else {
                throw ForeignError("unpacks to more than \(maxTotal >> 20) MiB, more than an export holds (it may be a zip bomb)")
            }
            if size > 1 << 20, size / max(compressed, 1) > Self.maxRatio {
                throw ForeignError("holds \(name), which unpacks more than \(Self.maxRatio) times its size (a zip bomb, not an export)")
            }
            guard local + 30 <= directoryOffset else { throw Self.damaged("an entry points outside the file") }
            if entries[name] == nil { paths.append(name) }
            entries[name] = Entry(method: method, crc: crc, compressedSize: compressed, size: size, localOffset: local)
        }
        self.entries = entries
        self.paths = paths
    }

    public func contents(of path: String) throws(ForeignError) -> [UInt8] {
        guard let entry = entries[path] else { throw ForeignError("\(path) is not in the archive") }
        let local = entry.localOffset
        guard Self.u32(bytes, local) == 0x0403_4B50 else { throw Self.damaged("\(path) is damaged") }
        let start = local + 30 + Int(Self.u16(bytes, local + 26)) + Int(Self.u16(bytes, local + 28))
        guard start + entry.compressedSize <= bytes.count else { throw Self.damaged("\(path) is cut short") }
        let data = bytes[start..<(start + entry.compressedSize)]
        let out: [UInt8]
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.size else { throw Self.damaged("\(path) is damaged") }
            out = Array(data)
        case 8:
            out = try Self.inflate(data, size: entry.size, path: path)
        default:
            throw ForeignError("holds \(path) packed with a method Habitat doesn't read (method \(entry.method))")
        }
        let crc = out.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        guard crc == entry.crc else { throw Self.damaged("\(path) doesn't match its checksum") }
        return out
    }

    /// Raw deflate into exactly `size` bytes: more output than that, or a stream that ends short, is damage.
    private static func inflate(_ data: ArraySlice<UInt8>, size: Int, path: String) throws(ForeignError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size)
        var input = Array(data)
        var stream = z_stream()
        guard czlib_inflate_init_raw(&stream) == Z_OK else { throw ForeignError("can't be unpacked (zlib failed to start)") }
        defer { inflateEnd(&stream) }
        var status: Int32 = Z_OK
        var extra: UInt8 = 0
        input.withUnsafeMutableBufferPointer { inBuffer in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = uInt(inBuffer.count)
            out.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                status = CZlib.inflate(&stream, Z_FINISH)
            }
            // One byte more would mean the entry unpacks past what it declares.
            if status == Z_BUF_ERROR && stream.avail_out == 0 {
                withUnsafeMutablePointer(to: &extra) { one in
                    stream.next_out = one
                    stream.avail_out = 1
                    status = CZlib.inflate(&stream, Z_FINISH)
                }
            }
        }
        guard status == Z_STREAM_END, stream.total_out == uLong(size) else {
            throw damaged("\(path) doesn't unpack to the size it declares")
        }
        return out
    }

    private static func damaged(_ what: String) -> ForeignError { ForeignError("is a damaged zip archive: \(what)") }

    private static func u16(_ b: [UInt8], _ i: Int) -> UInt16 {
        guard i + 2 <= b.count, i >= 0 else { return 0 }
        return UInt16(b[i]) | UInt16(b[i + 1]) << 8
    }

    private static func u32(_ b: [UInt8], _ i: Int) -> UInt32 {
        guard i + 4 <= b.count, i >= 0 else { return 0 }
        return UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }
}
