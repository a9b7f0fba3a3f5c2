/// A property kept out of line, on the heap, and only when it differs from its default: an
/// `Element` carries groups that most elements never set (Android attributes, SwiftUI facts), and
/// a large app's screens hold tens of thousands of elements, copied into arrays as they are built.
/// Inline, those groups made an `Element` 1.8 KB; boxed, an unset group costs one word.
///
/// Value semantics are kept by copying on write: a box shared by two copies of an element is
/// replaced, never changed, when one of them is mutated.
@propertyWrapper
public struct Boxed<Value: BoxDefaultable> {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Nil while the value is the default.
    private var storage: Storage?

    public init(wrappedValue: Value) {
        storage = wrappedValue.isBoxDefault ? nil : Storage(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage?.value ?? Value.boxDefault }
        set {
            if newValue.isBoxDefault {
                storage = nil
            } else if storage != nil, isKnownUniquelyReferenced(&storage!) {
                storage!.value = newValue
            } else {
                storage = Storage(newValue)
            }
        }
    }

    /// The value is its default: encoders may leave an optional one out.
    var isDefault: Bool { storage == nil }
}

/// A type with a default value a `Boxed` property does not store.
public protocol BoxDefaultable: Hashable, Codable {
    static var boxDefault: Self { get }
    var isBoxDefault: Bool { get }
    /// Keyed containers leave the property out when it has its default (as they do for nil
    /// optionals), rather than writing it.
    static var omittedWhenDefault: Bool { get }
}

extension BoxDefaultable {
    public static var omittedWhenDefault: Bool { false }
}

extension Optional: BoxDefaultable where Wrapped: Hashable & Codable {
    public static var boxDefault: Self { nil }
    public var isBoxDefault: Bool { self == nil }
    public static var omittedWhenDefault: Bool { true }
}

// The storage is never mutated while shared, so a box of a sendable value is sendable.
extension Boxed: @unchecked Sendable where Value: Sendable {}

extension Boxed: Hashable {
    public static func == (a: Boxed, b: Boxed) -> Bool {
        if a.storage === b.storage { return true }
        return a.wrappedValue == b.wrappedValue
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Boxed: Codable {
    public init(from decoder: Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

// Synthesised `Codable` calls these for `@Boxed` properties: an optional left out of the
// container (as `encodeIfPresent` leaves out nil) reads back as nil.
extension KeyedEncodingContainer {
    public mutating func encode<Value>(_ value: Boxed<Value>, forKey key: Key) throws {
        if Value.omittedWhenDefault, value.isDefault { return }
        try encode(value.wrappedValue, forKey: key)
    }
}

extension KeyedDecodingContainer {
    public func decode<Value>(_ type: Boxed<Value>.Type, forKey key: Key) throws -> Boxed<Value> {
        if Value.omittedWhenDefault, !contains(key) { return Boxed(wrappedValue: Value.boxDefault) }
        return Boxed(wrappedValue: try decode(Value.self, forKey: key))
    }
}
