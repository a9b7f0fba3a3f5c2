/// A stored `let` of a type (`enum Strings { static let title = NSLocalizedString(…) }`) whose
/// initial value is a lookup. A `static let` is initialised lazily, on first use, and an
/// instance `let` is read only through its name: if no code names the constant, the lookup's
/// text is never shown.
public struct StoredConstant: Sendable, Hashable, Codable {
    /// The type declaring it (its last name component: `Legal` of `AppText.Legal`).
    public var type: String
    public var name: String

    public init(type: String, name: String) {
        self.type = type
        self.name = name
    }
}
