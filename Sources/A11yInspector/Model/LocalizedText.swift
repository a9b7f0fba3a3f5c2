/// A text code looks up in a string table (`NSLocalizedString("settings.title", comment: "")`,
/// `String(localized:)`, SwiftGen's `L10n.Settings.title`, R.swift's
/// `R.string.localizable.settingsTitle()`): the front end records the lookup, the project
/// stage finds the text people see in the language read (`LocalizedTextResolver`).
public struct LocalizedText: Sendable, Codable, Hashable {
    public enum Lookup: Sendable, Codable, Hashable {
        /// A key written in the call; `fallback` is what iOS shows when the table lacks it
        /// (`value:`, `defaultValue:`, SwiftGen's `fallback:`).
        case key(String, table: String?, fallback: String?)
        /// A name the project may declare as a constant holding a lookup (`L10n.Settings.title`,
        /// `title` declared in `type` or at file level).
        case constant(String, type: String?)
        /// `"key".localized`: a `String` extension member that the project may declare as
        /// `NSLocalizedString(self, …)`.
        case helper(String, key: String)
        /// R.swift's `R.string.<table>.<member>()`: the key whose camel-case name is `member`.
        case rswift(table: String, member: String)
        /// A case of a `String` enum handed to the project's own lookup function
        /// (`localize(.home_title)`, where `enum StringKey: String` names the keys): its raw
        /// value, a lookup only when a table has that key (else the text stays unknown).
        case enumKey(String)
    }

    /// What iOS shows, as the resolver found it: the text with format arguments as ‹n›.
    public enum Resolution: Sendable, Codable, Hashable {
        /// The table has the key in `language` (or, without a translation, the development language).
        case found(text: String, table: String, key: String, language: String, location: SourceLocation)
        /// The table lacks the key: iOS shows `shown`, the fallback or the key itself.
        case missing(table: String, key: String, shown: String)
    }

    public var lookup: Lookup
    /// Format arguments as written (`n` in `String(format: …, n)`, `number` in
    /// `String(localized: "Episode \(number)")`); nil when the text is not formatted.
    public var arguments: [String]?
    /// The text known from the code alone (a key that is readable text, a fallback): such a
    /// value was a literal before tables were read, and stays one for the rules.
    public var codeText: String?
    public var resolution: Resolution?

    public init(_ lookup: Lookup, arguments: [String]? = nil, codeText: String? = nil) {
        self.lookup = lookup
        self.arguments = arguments
        self.codeText = codeText
    }

    /// The text as people hear it, arguments shown as ‹n›; nil before it is resolved.
    public var spoken: String? {
        switch resolution {
        case .found(let text, _, _, _, _)?: return text
        case .missing(_, _, let shown)?: return shown
        case nil: return nil
        }
    }

    /// Where the text comes from, for `a11y tree` and messages: “settings.title” in
    /// Localizable (fr), or a missing key.
    public var provenance: String {
        switch resolution {
        case .found(_, let table, let key, let language, let location)?:
            return "\(table) “\(key)” (\(language), \(location.file.fileName):\(location.line))"
        case .missing(let table, let key, _)?:
            return "missing key “\(key)” in \(table)"
        case nil:
            return "a localized string"
        }
    }
}
