/// A colour set from an asset catalog (`Name.colorset/Contents.json`) with its appearance
/// variants. A variant may reference a system colour instead of giving components.
public struct AssetColor: Sendable, Hashable, Codable {
    public enum Value: Sendable, Hashable, Codable {
        case rgba(RGBA)
        case system(String)
    }

    public var name: String
    public var any: Value?
    public var dark: Value?
    public var highContrast: Value?
    public var darkHighContrast: Value?
    public var file: String
}
