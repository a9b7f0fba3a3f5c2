import Foundation

/// A compact binary form of `Codable` values, for the front-end cache: Foundation's JSON
/// decoder cost about as much as parsing the Swift files again (a third of a warm run on a
/// SwiftUI app), as it reads text and builds a dictionary for every object.
///
/// Layout: a magic, the document's strings once each (every key and string value is an index
/// into them), then one value: a tag byte, then its payload — integers as LEB128 varints
/// (signed ones zigzagged), floating point as little-endian bits, containers as a 4-byte
/// little-endian length followed by their entries (keyed: key index and value; unkeyed: the
/// values), so a value is skipped without reading it. A keyed container writes `nil` for a
/// key `encodeIfPresent` is given nil, so the keys of a synthesised `Codable` are read back in
/// the order they were written: the decoder finds each at its cursor and only searches when
/// a key is out of order or absent. Coding paths are not tracked: errors say what was wrong,
/// not where.
public struct BinaryEncoder {
    public init() {}

    public func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let strings = BinaryStrings()
        let root = try BinaryEncoding(strings: strings).node(for: value)
        var out = BinaryWriter()
        out.bytes.append(contentsOf: BinaryFormat.magic)
        out.varint(UInt64(strings.list.count))
        for string in strings.list {
            var s = string
            s.withUTF8 { utf8 in
                out.varint(UInt64(utf8.count))
                out.bytes.append(contentsOf: utf8)
            }
        }
        out.write(root)
        return Data(out.bytes)
    }
}

public struct BinaryDecoder {
    public init() {}

    public func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Value in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { throw BinaryFormat.corrupt("empty") }
            let decoder = BinaryDecoding(base: base, end: raw.count)
            guard raw.count >= BinaryFormat.magic.count, BinaryFormat.magic.indices.allSatisfy({ base[$0] == BinaryFormat.magic[$0] }) else {
                throw BinaryFormat.corrupt("not a11y's binary form")
            }
            var at = BinaryFormat.magic.count
            let count = try decoder.varint(&at)
            guard count <= UInt64(raw.count) else { throw BinaryFormat.corrupt("string count") }
            decoder.strings.reserveCapacity(Int(count))
            for _ in 0..<count {
                let length = Int(try decoder.varint(&at))
                guard length >= 0, at + length <= raw.count else { throw BinaryFormat.corrupt("string length") }
                decoder.strings.append(String(decoding: UnsafeBufferPointer(start: base + at, count: length), as: UTF8.self))
                at += length
            }
            return try decoder.value(Value.self, at: at)
        }
    }
}

enum BinaryFormat {
    static let magic: [UInt8] = Array("a11y-bin1".utf8)

    enum Tag: UInt8 {
        case null = 0, no, yes, int, uint, double, float, string, keyed, unkeyed
    }

    static func corrupt(_ what: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "binary cache entry: \(what)"))
    }
}

// MARK: Encoding: a tree of values, then written out

/// Every string of a document, once.
final class BinaryStrings {
    var indices: [String: Int] = [:]
    var list: [String] = []

    func index(_ string: String) -> Int {
        if let i = indices[string] { return i }
        indices[string] = list.count
        list.append(string)
        return list.count - 1
    }
}

indirect enum BinaryNode {
    case null, bool(Bool), int(Int64), uint(UInt64), double(Double), float(Float), string(Int)
    case keyed(Keyed), unkeyed(Unkeyed)

    final class Keyed {
        var keys: [Int] = []
        var values: [BinaryNode] = []
    }

    final class Unkeyed {
        var values: [BinaryNode] = []
    }
}

struct BinaryWriter {
    var bytes: [UInt8] = []

    mutating func varint(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func write(_ node: BinaryNode) {
        switch node {
        case .null: bytes.append(BinaryFormat.Tag.null.rawValue)
        case .bool(let b): bytes.append((b ? BinaryFormat.Tag.yes : .no).rawValue)
        case .int(let i):
            bytes.append(BinaryFormat.Tag.int.rawValue)
            varint(UInt64(bitPattern: (i << 1) ^ (i >> 63)))
        case .uint(let u):
            bytes.append(BinaryFormat.Tag.uint.rawValue)
            varint(u)
        case .double(let d):
            bytes.append(BinaryFormat.Tag.double.rawValue)
            fixed(d.bitPattern, size: 8)
        case .float(let f):
            bytes.append(BinaryFormat.Tag.float.rawValue)
            fixed(UInt64(f.bitPattern), size: 4)
        case .string(let index):
            bytes.append(BinaryFormat.Tag.string.rawValue)
            varint(UInt64(index))
        case .keyed(let keyed):
            let start = open(.keyed)
            for (key, value) in zip(keyed.keys, keyed.values) {
                varint(UInt64(key))
                write(value)
            }
            close(start)
        case .unkeyed(let unkeyed):
            let start = open(.unkeyed)
            for value in unkeyed.values { write(value) }
            close(start)
        }
    }

    mutating func fixed(_ value: UInt64, size: Int) {
        for i in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(i)))) }
    }

    /// A container's tag and a length to fill in.
    mutating func open(_ tag: BinaryFormat.Tag) -> Int {
        bytes.append(tag.rawValue)
        bytes.append(contentsOf: [0, 0, 0, 0])
        return bytes.count
    }

    mutating func close(_ start: Int) {
        let length = UInt32(bytes.count - start)
        for i in 0..<4 { bytes[start - 4 + i] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(i))) }
    }
}

/// The encoder of one value: the node its `encode(to:)` made.
final class BinaryEncoding: Encoder {
    let strings: BinaryStrings
    var node: BinaryNode?
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(strings: BinaryStrings) { self.strings = strings }

    func node<Value: Encodable>(for value: Value) throws -> BinaryNode {
        if Value.self == String.self { return .string(strings.index(value as! String)) }
        let encoding = BinaryEncoding(strings: strings)
        try value.encode(to: encoding)
        // A value that wrote nothing reads back as an empty keyed container, as JSON's `{}`.
        return encoding.node ?? .keyed(BinaryNode.Keyed())
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed(let keyed) = node { return KeyedEncodingContainer(KeyedBinaryEncoding<Key>(encoding: self, keyed: keyed)) }
        let keyed = BinaryNode.Keyed()
        node = .keyed(keyed)
        return KeyedEncodingContainer(KeyedBinaryEncoding<Key>(encoding: self, keyed: keyed))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        if case .unkeyed(let unkeyed) = node { return UnkeyedBinaryEncoding(encoding: self, unkeyed: unkeyed) }
        let unkeyed = BinaryNode.Unkeyed()
        node = .unkeyed(unkeyed)
        return UnkeyedBinaryEncoding(encoding: self, unkeyed: unkeyed)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { SingleBinaryEncoding(encoding: self) }
}

/// An encoder whose value goes into a slot of a container (`superEncoder`).
final class BinarySlotEncoding: Encoder {
    let encoding: BinaryEncoding
    let store: (BinaryNode) -> Void
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(strings: BinaryStrings, store: @escaping (BinaryNode) -> Void) {
        encoding = BinaryEncoding(strings: strings)
        self.store = store
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let c = encoding.container(keyedBy: type)
        store(encoding.node!)
        return c
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        let c = encoding.unkeyedContainer()
        store(encoding.node!)
        return c
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleBinaryEncoding(encoding: encoding, stored: store)
    }
}

struct KeyedBinaryEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoding: BinaryEncoding
    let keyed: BinaryNode.Keyed
    var codingPath: [CodingKey] { [] }

    func add(_ node: BinaryNode, _ key: Key) {
        keyed.keys.append(encoding.strings.index(key.stringValue))
        keyed.values.append(node)
    }

    mutating func encodeNil(forKey key: Key) throws { add(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { add(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { add(.string(encoding.strings.index(value)), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { add(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { add(.float(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { add(.int(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { add(.int(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { add(.int(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { add(.int(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { add(.int(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { add(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { add(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { add(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { add(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { add(.uint(value), key) }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { add(try encoding.node(for: value), key) }

    // nil is written, so keys keep their order (see `BinaryEncoder`).
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { add(value.map(BinaryNode.bool) ?? .null, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { add(value.map { .string(encoding.strings.index($0)) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { add(value.map(BinaryNode.double) ?? .null, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { add(value.map(BinaryNode.float) ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { add(value.map { .int(Int64($0)) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { add(value.map { .int(Int64($0)) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { add(value.map { .int(Int64($0)) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { add(value.map { .int(Int64($0)) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { add(value.map { .int($0) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { add(value.map { .uint(UInt64($0)) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { add(value.map { .uint(UInt64($0)) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { add(value.map { .uint(UInt64($0)) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { add(value.map { .uint(UInt64($0)) } ?? .null, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { add(value.map { .uint($0) } ?? .null, key) }
    mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        add(try value.map { try encoding.node(for: $0) } ?? .null, key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = BinaryNode.Keyed()
        add(.keyed(nested), key)
        return KeyedEncodingContainer(KeyedBinaryEncoding<NestedKey>(encoding: encoding, keyed: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let nested = BinaryNode.Unkeyed()
        add(.unkeyed(nested), key)
        return UnkeyedBinaryEncoding(encoding: encoding, unkeyed: nested)
    }

    mutating func superEncoder() -> Encoder { slot(encoding.strings.index("super")) }
    mutating func superEncoder(forKey key: Key) -> Encoder { slot(encoding.strings.index(key.stringValue)) }

    func slot(_ keyIndex: Int) -> Encoder {
        keyed.keys.append(keyIndex)
        keyed.values.append(.null)
        let (keyed, at) = (keyed, keyed.values.count - 1)
        return BinarySlotEncoding(strings: encoding.strings) { keyed.values[at] = $0 }
    }
}

struct UnkeyedBinaryEncoding: UnkeyedEncodingContainer {
    let encoding: BinaryEncoding
    let unkeyed: BinaryNode.Unkeyed
    var codingPath: [CodingKey] { [] }
    var count: Int { unkeyed.values.count }

    mutating func encodeNil() throws { unkeyed.values.append(.null) }
    mutating func encode(_ value: Bool) throws { unkeyed.values.append(.bool(value)) }
    mutating func encode(_ value: String) throws { unkeyed.values.append(.string(encoding.strings.index(value))) }
    mutating func encode(_ value: Double) throws { unkeyed.values.append(.double(value)) }
    mutating func encode(_ value: Float) throws { unkeyed.values.append(.float(value)) }
    mutating func encode(_ value: Int) throws { unkeyed.values.append(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { unkeyed.values.append(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { unkeyed.values.append(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { unkeyed.values.append(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { unkeyed.values.append(.int(value)) }
    mutating func encode(_ value: UInt) throws { unkeyed.values.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { unkeyed.values.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { unkeyed.values.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { unkeyed.values.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { unkeyed.values.append(.uint(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { unkeyed.values.append(try encoding.node(for: value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = BinaryNode.Keyed()
        unkeyed.values.append(.keyed(nested))
        return KeyedEncodingContainer(KeyedBinaryEncoding<NestedKey>(encoding: encoding, keyed: nested))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let nested = BinaryNode.Unkeyed()
        unkeyed.values.append(.unkeyed(nested))
        return UnkeyedBinaryEncoding(encoding: encoding, unkeyed: nested)
    }

    mutating func superEncoder() -> Encoder {
        unkeyed.values.append(.null)
        let (unkeyed, at) = (unkeyed, unkeyed.values.count - 1)
        return BinarySlotEncoding(strings: encoding.strings) { unkeyed.values[at] = $0 }
    }
}

struct SingleBinaryEncoding: SingleValueEncodingContainer {
    let encoding: BinaryEncoding
    var stored: ((BinaryNode) -> Void)?
    var codingPath: [CodingKey] { [] }

    init(encoding: BinaryEncoding, stored: ((BinaryNode) -> Void)? = nil) {
        self.encoding = encoding
        self.stored = stored
    }

    func set(_ node: BinaryNode) {
        encoding.node = node
        stored?(node)
    }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(encoding.strings.index(value))) }
    mutating func encode(_ value: Double) throws { set(.double(value)) }
    mutating func encode(_ value: Float) throws { set(.float(value)) }
    mutating func encode(_ value: Int) throws { set(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { set(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { set(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { set(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { set(.int(value)) }
    mutating func encode(_ value: UInt) throws { set(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { set(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { set(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { set(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { set(.uint(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { set(try encoding.node(for: value)) }
}

// MARK: Decoding: read in place

/// Reads values from the bytes of one document; `value(_:at:)` decodes the value at an offset.
final class BinaryDecoding: Decoder {
    let base: UnsafePointer<UInt8>
    let end: Int
    var strings: [String] = []
    /// The value the current `init(from:)` reads.
    var offset = 0
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Each string's index, made on the first key not found in order.
    private var indices: [String: Int]?

    init(base: UnsafePointer<UInt8>, end: Int) {
        self.base = base
        self.end = end
    }

    func index(of string: String) -> Int? {
        if indices == nil {
            indices = Dictionary(strings.enumerated().map { ($1, $0) }) { first, _ in first }
        }
        return indices![string]
    }

    func value<Value: Decodable>(_ type: Value.Type, at position: Int) throws -> Value {
        if Value.self == String.self { return try string(at: position) as! Value }
        let saved = offset
        offset = position
        defer { offset = saved }
        return try Value(from: self)
    }

    func tag(at position: Int) throws -> BinaryFormat.Tag {
        guard position < end, let tag = BinaryFormat.Tag(rawValue: base[position]) else { throw BinaryFormat.corrupt("tag") }
        return tag
    }

    func varint(_ at: inout Int) throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard at < end, shift < 64 else { throw BinaryFormat.corrupt("integer") }
            let byte = base[at]
            at += 1
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    func fixed(_ at: Int, size: Int) throws -> UInt64 {
        guard at + size <= end else { throw BinaryFormat.corrupt("number") }
        var v: UInt64 = 0
        for i in 0..<size { v |= UInt64(base[at + i]) << (8 * UInt64(i)) }
        return v
    }

    /// Where the value at `position` ends.
    func skip(_ position: Int) throws -> Int {
        var at = position + 1
        switch try tag(at: position) {
        case .null, .no, .yes: return at
        case .int, .uint, .string: _ = try varint(&at); return at
        case .double: return at + 8
        case .float: return at + 4
        case .keyed, .unkeyed: return try containerEnd(position)
        }
    }

    /// The end of the container at `position`; its entries start 5 bytes in.
    func containerEnd(_ position: Int) throws -> Int {
        let length = Int(try fixed(position + 1, size: 4))
        guard position + 5 + length <= end else { throw BinaryFormat.corrupt("container length") }
        return position + 5 + length
    }

    func isNil(at position: Int) throws -> Bool { try tag(at: position) == .null }

    func bool(at position: Int) throws -> Bool {
        switch try tag(at: position) {
        case .yes: return true
        case .no: return false
        default: throw mismatch(Bool.self)
        }
    }

    func string(at position: Int) throws -> String {
        guard try tag(at: position) == .string else { throw mismatch(String.self) }
        var at = position + 1
        let index = Int(try varint(&at))
        guard index < strings.count else { throw BinaryFormat.corrupt("string index") }
        return strings[index]
    }

    func integer<Value: FixedWidthInteger>(_ type: Value.Type, at position: Int) throws -> Value {
        var at = position + 1
        let result: Value?
        switch try tag(at: position) {
        case .int:
            let raw = try varint(&at)
            result = Value(exactly: Int64(bitPattern: (raw >> 1)) ^ -Int64(bitPattern: raw & 1))
        case .uint: result = Value(exactly: try varint(&at))
        default: throw mismatch(type)
        }
        guard let result else { throw BinaryFormat.corrupt("\(type) out of range") }
        return result
    }

    func double(at position: Int) throws -> Double {
        switch try tag(at: position) {
        case .double: return Double(bitPattern: try fixed(position + 1, size: 8))
        case .float: return Double(Float(bitPattern: UInt32(try fixed(position + 1, size: 4))))
        default: throw mismatch(Double.self)
        }
    }

    func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, DecodingError.Context(codingPath: [], debugDescription: "binary cache entry: not a \(type)"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyed(Key.self, at: offset)
    }

    func keyed<Key: CodingKey>(_ type: Key.Type, at position: Int) throws -> KeyedDecodingContainer<Key> {
        guard try tag(at: position) == .keyed else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(KeyedBinaryDecoding<Key>(decoding: self, start: position + 5, end: try containerEnd(position)))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer { try unkeyed(at: offset) }

    func unkeyed(at position: Int) throws -> UnkeyedDecodingContainer {
        guard try tag(at: position) == .unkeyed else { throw mismatch([Any].self) }
        return UnkeyedBinaryDecoding(decoding: self, cursor: position + 5, end: try containerEnd(position))
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { SingleBinaryDecoding(decoding: self, position: offset) }

    /// A decoder for the value at `position` (`superDecoder`).
    func decoder(at position: Int) -> Decoder {
        let decoder = BinaryDecoding(base: base, end: end)
        decoder.strings = strings
        decoder.offset = position
        return decoder
    }
}

final class KeyedBinaryDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoding: BinaryDecoding
    let start: Int
    let end: Int
    /// The next entry, where the next key asked for usually is.
    var cursor: Int
    var lastKey: String?
    var lastValue = 0
    var codingPath: [CodingKey] { [] }

    init(decoding: BinaryDecoding, start: Int, end: Int) {
        self.decoding = decoding
        self.start = start
        self.end = end
        cursor = start
    }

    var allKeys: [Key] {
        var keys: [Key] = []
        var at = start
        while at < end, let index = try? decoding.varint(&at), index < decoding.strings.count, let next = try? decoding.skip(at) {
            if let key = Key(stringValue: decoding.strings[Int(index)]) { keys.append(key) }
            at = next
        }
        return keys
    }

    /// Where the value of `key` is, or nil.
    func find(_ key: Key) throws -> Int? {
        let name = key.stringValue
        if name == lastKey { return lastValue }
        if let value = try entry(named: name, at: cursor) { return value }
        // Out of order or absent: a name the document never wrote is absent at once (a field
        // left out wherever it has its default); otherwise every entry is looked at.
        guard let wanted = decoding.index(of: name) else { return nil }
        var at = start
        while at < end {
            var valueAt = at
            if Int(try decoding.varint(&valueAt)) == wanted {
                lastKey = name
                lastValue = valueAt
                cursor = try decoding.skip(valueAt)
                return valueAt
            }
            at = try decoding.skip(valueAt)
        }
        return nil
    }

    /// The value of the entry at `at` if its key is `name`; the cursor moves past it.
    private func entry(named name: String, at: Int) throws -> Int? {
        guard at < end else { return nil }
        var valueAt = at
        let index = Int(try decoding.varint(&valueAt))
        guard index < decoding.strings.count else { throw BinaryFormat.corrupt("key index") }
        guard decoding.strings[index] == name else { return nil }
        lastKey = name
        lastValue = valueAt
        cursor = try decoding.skip(valueAt)
        return valueAt
    }

    func value(_ key: Key) throws -> Int {
        guard let at = try find(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "binary cache entry: no \(key.stringValue)"))
        }
        return at
    }

    func contains(_ key: Key) -> Bool { ((try? find(key)) ?? nil) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { try decoding.isNil(at: value(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoding.bool(at: value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoding.string(at: value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoding.double(at: value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try decoding.double(at: value(key))) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoding.integer(type, at: value(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoding.integer(type, at: value(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoding.integer(type, at: value(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoding.integer(type, at: value(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoding.integer(type, at: value(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoding.integer(type, at: value(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoding.integer(type, at: value(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoding.integer(type, at: value(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoding.integer(type, at: value(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoding.integer(type, at: value(key)) }
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value { try decoding.value(type, at: value(key)) }

    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let at = try find(key), try !decoding.isNil(at: at) else { return nil }
        return try decoding.value(type, at: at)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let at = try find(key), try !decoding.isNil(at: at) else { return nil }
        return try decoding.string(at: at)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let at = try find(key), try !decoding.isNil(at: at) else { return nil }
        return try decoding.bool(at: at)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let at = try find(key), try !decoding.isNil(at: at) else { return nil }
        return try decoding.integer(type, at: at)
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let at = try find(key), try !decoding.isNil(at: at) else { return nil }
        return try decoding.double(at: at)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoding.keyed(type, at: value(key))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try decoding.unkeyed(at: value(key)) }

    func superDecoder() throws -> Decoder {
        guard let key = Key(stringValue: "super") else { throw BinaryFormat.corrupt("super") }
        return try superDecoder(forKey: key)
    }

    func superDecoder(forKey key: Key) throws -> Decoder { decoding.decoder(at: try value(key)) }
}

final class UnkeyedBinaryDecoding: UnkeyedDecodingContainer {
    let decoding: BinaryDecoding
    var cursor: Int
    let end: Int
    private(set) var currentIndex = 0
    var codingPath: [CodingKey] { [] }
    var count: Int? { nil }
    var isAtEnd: Bool { cursor >= end }

    init(decoding: BinaryDecoding, cursor: Int, end: Int) {
        self.decoding = decoding
        self.cursor = cursor
        self.end = end
    }

    /// The next value's position; the cursor moves past it.
    func next() throws -> Int {
        guard cursor < end else {
            throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: [], debugDescription: "binary cache entry: past the end of a list"))
        }
        let at = cursor
        cursor = try decoding.skip(at)
        currentIndex += 1
        return at
    }

    func decodeNil() throws -> Bool {
        guard cursor < end, try decoding.isNil(at: cursor) else { return false }
        _ = try next()
        return true
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoding.bool(at: next()) }
    func decode(_ type: String.Type) throws -> String { try decoding.string(at: next()) }
    func decode(_ type: Double.Type) throws -> Double { try decoding.double(at: next()) }
    func decode(_ type: Float.Type) throws -> Float { Float(try decoding.double(at: next())) }
    func decode(_ type: Int.Type) throws -> Int { try decoding.integer(type, at: next()) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoding.integer(type, at: next()) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoding.integer(type, at: next()) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoding.integer(type, at: next()) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoding.integer(type, at: next()) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoding.integer(type, at: next()) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoding.integer(type, at: next()) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoding.integer(type, at: next()) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoding.integer(type, at: next()) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoding.integer(type, at: next()) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try decoding.value(type, at: next()) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try decoding.keyed(type, at: next())
    }

    func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try decoding.unkeyed(at: next()) }
    func superDecoder() throws -> Decoder { decoding.decoder(at: try next()) }
}

struct SingleBinaryDecoding: SingleValueDecodingContainer {
    let decoding: BinaryDecoding
    let position: Int
    var codingPath: [CodingKey] { [] }

    func decodeNil() -> Bool { (try? decoding.isNil(at: position)) ?? false }
    func decode(_ type: Bool.Type) throws -> Bool { try decoding.bool(at: position) }
    func decode(_ type: String.Type) throws -> String { try decoding.string(at: position) }
    func decode(_ type: Double.Type) throws -> Double { try decoding.double(at: position) }
    func decode(_ type: Float.Type) throws -> Float { Float(try decoding.double(at: position)) }
    func decode(_ type: Int.Type) throws -> Int { try decoding.integer(type, at: position) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoding.integer(type, at: position) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoding.integer(type, at: position) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoding.integer(type, at: position) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoding.integer(type, at: position) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoding.integer(type, at: position) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoding.integer(type, at: position) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoding.integer(type, at: position) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoding.integer(type, at: position) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoding.integer(type, at: position) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try decoding.value(type, at: position) }
}
