import Foundation
internal import CZlib

// Other trackers' exports for the import tests, built by hand from the formats as each project's code writes them:
// Tests/Fixtures/Foreign/ (a Loop backup as the SQL that makes it, a Loop CSV export as its unpacked folder, a harsh
// folder, a HabitBull CSV), and zip archives made from a folder at test time.

/// Tests/Fixtures/Foreign/`name`.
public func foreignFixture(_ name: String) -> String {
    packageFolder.appendingPathComponent("Tests/Fixtures/Foreign").appendingPathComponent(name).path
}

/// Every file under `folder`, by path relative to it (`/` between folders), sorted.
public func filesUnder(_ folder: String) -> [(path: String, bytes: [UInt8])] {
    let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
    return names.sorted().compactMap { name in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = FileManager.default.contents(atPath: folder + "/" + name) else { return nil }
        return (name, [UInt8](data))
    }
}

/// A zip archive of `files`, as Java's `ZipOutputStream` (Loop's exporter) writes one: each entry deflated, or stored
/// when `stored` says so. `declaring` overrides an entry's uncompressed size in the central directory (a lie, for the
/// zip-bomb tests).
public func zipArchive(_ files: [(path: String, bytes: [UInt8])], stored: (String) -> Bool = { _ in false },
                       declaring: [String: UInt32] = [:]) -> [UInt8] {
    var out: [UInt8] = [], directory: [UInt8] = []
    func le16(_ v: Int, _ into: inout [UInt8]) { into += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    func le32(_ v: UInt32, _ into: inout [UInt8]) { into += (0..<4).map { UInt8(v >> (8 * $0) & 0xFF) } }
    for file in files {
        let keep = stored(file.path)
        let body = keep ? file.bytes : deflated(file.bytes)
        let crc = file.bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        let name = Array(file.path.utf8)
        let offset = UInt32(out.count)
        le32(0x0403_4B50, &out); le16(20, &out); le16(0, &out); le16(keep ? 0 : 8, &out); le16(0, &out); le16(0, &out)
        le32(crc, &out); le32(UInt32(body.count), &out); le32(UInt32(file.bytes.count), &out)
        le16(name.count, &out); le16(0, &out); out += name; out += body
        le32(0x0201_4B50, &directory); le16(20, &directory); le16(20, &directory); le16(0, &directory); le16(keep ? 0 : 8, &directory)
        le16(0, &directory); le16(0, &directory); le32(crc, &directory); le32(UInt32(body.count), &directory)
        le32(declaring[file.path] ?? UInt32(file.bytes.count), &directory)
        le16(name.count, &directory); le16(0, &directory); le16(0, &directory); le16(0, &directory); le16(0, &directory)
        le32(0, &directory); le32(offset, &directory); directory += name
    }
    let start = UInt32(out.count)
    out += directory
    le32(0x0605_4B50, &out); le16(0, &out); le16(0, &out); le16(files.count, &out); le16(files.count, &out)
    le32(UInt32(directory.count), &out); le32(start, &out); le16(0, &out)
    return out
}

/// Raw deflate, as a zip entry holds it.
public func deflated(_ bytes: [UInt8]) -> [UInt8] {
    var stream = z_stream()
    _ = czlib_deflate_init_raw(&stream, 9)
    defer { deflateEnd(&stream) }
    var input = bytes
    var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
    input.withUnsafeMutableBufferPointer { inBuffer in
        out.withUnsafeMutableBufferPointer { outBuffer in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = uInt(inBuffer.count)
            stream.next_out = outBuffer.baseAddress
            stream.avail_out = uInt(outBuffer.count)
            _ = deflate(&stream, Z_FINISH)
        }
    }
    return Array(out.prefix(Int(stream.total_out)))
}
