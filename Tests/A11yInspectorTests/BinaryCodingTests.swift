import Foundation
import Testing
@testable import A11yInspector

/// The cache's binary form gives back what was encoded, whatever `Codable` shape it has, and
/// refuses damaged bytes with an error rather than a crash.
struct BinaryCodingTests {
    enum Shape: Codable, Equatable {
        case point
        case circle(radius: Double)
        case labelled(String, Int?)
    }

    enum Level: String, Codable, CaseIterable { case low, high }

    struct Everything: Codable, Equatable {
        var text = "héllo \u{1F600}"
        var empty = ""
        var flag = true
        var small: Int8 = -128
        var big = Int.max
        var negative = Int.min
        var unsigned = UInt64.max
        var double = -0.1
        var float: Float = 3.5
        var optional: String? = nil
        var present: Int? = 7
        var list: [String?] = ["a", nil, "a"]
        var nested: [[Int]] = [[], [1, 2], [3]]
        var set: Set<String> = ["x", "y"]
        var byName: [String: Int] = ["one": 1, "two": 2]
        var byNumber: [Int: String] = [3: "three", -1: "minus one"]
        var byLevel: [Level: [Shape]] = [.low: [.point], .high: [.circle(radius: 2), .labelled("tag", nil)]]
        var shape: Shape = .labelled("x", 4)
        var level = Level.high
        var confidence = Confidence.needsReview(reason: "set in code")
        var traits: AccessibilityTraits = [.button, .selected]
    }

    static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try BinaryDecoder().decode(Value.self, from: try BinaryEncoder().encode(value))
    }

    @Test func everyShapeReadsBackTheSame() throws {
        let value = Everything()
        #expect(try Self.roundTrip(value) == value)
        var other = value
        other.optional = "now set"
        other.present = nil
        other.list = []
        other.byName = [:]
        #expect(try Self.roundTrip(other) == other)
        #expect(try Self.roundTrip("a top-level string") == "a top-level string")
        #expect(try Self.roundTrip([1, 2, 3]) == [1, 2, 3])
        #expect(try Self.roundTrip(Double?.none) == nil)
    }

    /// Keys read in another order than written, or absent: found by search, absent ones nil.
    struct Written: Codable { var a = 1; var b = "two"; var c: [Int] = [3] }
    struct ReadBackwards: Decodable, Equatable {
        var c: [Int]; var b: String; var a: Int; var missing: Int?
        enum CodingKeys: String, CodingKey { case c, b, a, missing }
        init(from decoder: Decoder) throws {
            let keys = try decoder.container(keyedBy: CodingKeys.self)
            c = try keys.decode([Int].self, forKey: .c)
            b = try keys.decode(String.self, forKey: .b)
            a = try keys.decode(Int.self, forKey: .a)
            missing = try keys.decodeIfPresent(Int.self, forKey: .missing)
            #expect(!keys.contains(.missing))
            #expect(Set(keys.allKeys.map(\.stringValue)) == ["a", "b", "c"])
        }
    }

    @Test func keysInAnyOrder() throws {
        let read = try BinaryDecoder().decode(ReadBackwards.self, from: try BinaryEncoder().encode(Written()))
        #expect(read.a == 1 && read.b == "two" && read.c == [3] && read.missing == nil)
    }

    /// Model values as the cache holds them: an element tree with its rarely set (boxed)
    /// groups, read back equal.
    @Test func modelValuesReadBackTheSame() throws {
        let at = SourceLocation(file: "App/Trips.swift", line: 4)
        var child = Element(id: "share", kind: "Button", location: at)
        child.accessibilityLabel = .literal("Share")
        child.accessibilityHint = .dynamic(origin: .explanation("set at run time"))
        child.customActions = [.named("Delete")]
        child.sortPriority = 2.5
        var root = Element(id: "root", kind: "VStack", location: at)
        root.children = [child, Element(id: "title", kind: "Text", location: at)]
        let screen = Screen(name: "Trips", origin: .swiftUI, file: "App/Trips.swift", location: at, root: root)
        #expect(try Self.roundTrip(screen) == screen)
    }

    @Test func damagedBytesThrow() throws {
        let data = try BinaryEncoder().encode(Everything())
        for cut in stride(from: 0, to: data.count, by: max(1, data.count / 40)) {
            #expect(throws: (any Error).self) { try BinaryDecoder().decode(Everything.self, from: data.prefix(cut)) }
        }
        // No strings, then a value whose tag is no tag.
        #expect(throws: (any Error).self) { try BinaryDecoder().decode(Int.self, from: Data(BinaryFormat.magic + [0, 0xee])) }
        #expect(throws: (any Error).self) { try BinaryDecoder().decode(Everything.self, from: Data("{}".utf8)) }
    }

    @Test func theCacheFileReadsBackAndRefusesATornOne() throws {
        let file = CacheFile(format: 3, tool: "a11y test", entries: ["k1": Data([1, 2, 3]), "k2": Data()])
        let read = try #require(CacheFile.read(file.data))
        #expect(read.format == 3 && read.tool == "a11y test" && read.entries == file.entries)
        #expect(CacheFile.read(file.data.dropLast()) == nil)
        #expect(CacheFile.read(Data("{\"format\": 46}".utf8)) == nil)
    }
}
