/// A pseudolanguage: an automatic, readable "translation" of the development language that
/// shows localization and layout problems before any real translation exists (Apple's
/// Double-Length and Right-to-Left pseudolanguages in Xcode's scheme options; Android's
/// `en-XA` and `ar-XB` pseudo-locales).
///
/// `transform(_:)` changes only prose. Format specifiers, markup, Markdown link targets,
/// inflection attributes, escape sequences, line breaks and the whitespace around the string
/// are kept byte for byte and in their order, so the pseudo-translated string takes the same
/// arguments as the original.
public enum Pseudolanguage: String, CaseIterable, Sendable {
    /// Each prose run repeated once: "Save" → "Save Save", "%@ files" → "%@ files files".
    /// Apple's Double-Length Pseudolanguage repeats the text the same way.
    case double
    /// Each prose run shown right to left (Android's `ar-XB`): "Save" reads "evaS".
    case rtl
    /// ASCII letters replaced by accented look-alikes and each prose run padded by about 30%:
    /// "Save" → "Šåṽé··".
    case accented
    /// The whole string between visible bounds: "Save" → "[# Save #]", so text clipped at
    /// either end, or sentences assembled from pieces, show.
    case bounded

    public var isRightToLeft: Bool { self == .rtl }

    /// The locale identifier the pseudo-translated tables are written for (`<locale>.lproj`,
    /// the catalog's language entry). Android's pseudo-locale names: region codes XA and XB
    /// are in ISO 3166-1's user-assigned range (XA–XZ), so they name no real region.
    ///
    /// iOS has no pseudo-locales of its own: to iOS `en-XA` is English in an unknown region
    /// and `ar-XB` Arabic in one (Arabic makes UIKit and SwiftUI lay out right to left). Apple
    /// documents `.lproj` names as language IDs, a language designator (ISO 639) optionally
    /// followed by script and region designators ("Language and Locale IDs", Internationalization
    /// and Localization Guide), and says iOS picks the `.lproj` folder matching the first
    /// preferred language, falling back from a regional variant to the bare language (Technical
    /// Q&A QA1828, "How iOS Determines the Language For Your App"). Nothing there restricts
    /// regions to those Settings lists, but that an unlisted region such as XA is matched
    /// exactly has not been checked on a device here: choose it with the scheme's App Language
    /// (or `-AppleLanguages (en-XA)` in the scheme's launch arguments), and use `--locale` to
    /// write a region Settings offers if it is not.
    public var defaultLocale: String {
        switch self {
        case .rtl: return "ar-XB"
        case .double, .accented, .bounded: return "en-XA"
        }
    }

    public func transform(_ text: String) -> String {
        let (leading, core, trailing) = Self.splitOuterWhitespace(text)
        guard !core.isEmpty else { return text }
        switch self {
        case .bounded:
            return leading + Self.openingBound + core + Self.closingBound + trailing
        case .double, .rtl, .accented:
            let body = PseudoTokenizer.tokens(core).map { token -> String in
                switch token {
                case .kept(let s): return s
                case .prose(let s): return transformProse(s)
                }
            }.joined()
            return leading + body + trailing
        }
    }

    /// `bounded`'s marks: brackets with a hash, which no ordinary text ends or starts with,
    /// and which SwiftUI's Markdown leaves alone (a `[` only links when `](` follows).
    static let openingBound = "[# "
    static let closingBound = " #]"

    /// `accented`'s filler: U+00B7 MIDDLE DOT, visible, narrow, and not Markdown syntax (a
    /// tilde or an asterisk would be).
    static let filler: Character = "\u{00B7}"

    /// U+200F RIGHT-TO-LEFT MARK, U+202E RIGHT-TO-LEFT OVERRIDE, U+202C POP DIRECTIONAL FORMATTING.
    static let rightToLeftMark = "\u{200F}"
    static let rightToLeftOverride = "\u{202E}"
    static let popDirectionalFormatting = "\u{202C}"

    /// One run of prose between kept tokens; its own leading and trailing spaces stay where
    /// they are, so "%@ files" keeps the space after the specifier. Runs without a letter
    /// (punctuation between two specifiers, "%@: %@") are not prose and stay.
    func transformProse(_ run: String) -> String {
        guard run.contains(where: \.isLetter) else { return run }
        let (leading, core, trailing) = Self.splitOuterWhitespace(run)
        switch self {
        case .double:
            return leading + core + " " + core + trailing
        case .rtl:
            // The override makes the letters run right to left. The marks around it make the
            // paragraph right-to-left too: the Unicode Bidirectional Algorithm sets the
            // paragraph direction from the first strong character (rule P2) before overrides
            // apply, so without the mark the first letter would make it left-to-right.
            return leading + Self.rightToLeftMark + Self.rightToLeftOverride + core
                + Self.popDirectionalFormatting + Self.rightToLeftMark + trailing
        case .accented:
            // Padding: ⌈30% of the run's characters⌉ fillers after it, at least one. 30% is
            // the expansion commonly planned for European translations of English; short runs
            // grow relatively more, as real translations of short strings do.
            let accented = String(core.map { Self.accents[$0] ?? $0 })
            let padding = max(1, (core.count * 3 + 9) / 10)
            return leading + accented + String(repeating: Self.filler, count: padding) + trailing
        case .bounded:
            return run
        }
    }

    /// Accented look-alikes of the ASCII letters, chosen to stay readable: one precomposed
    /// character each, so lengths and specifier positions do not move.
    static let accents: [Character: Character] = {
        let lower = Array("abcdefghijklmnopqrstuvwxyz")
        let lowerAccented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž")
        let upper = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let upperAccented = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        var table: [Character: Character] = [:]
        for (plain, accented) in zip(lower + upper, lowerAccented + upperAccented) { table[plain] = accented }
        return table
    }()

    static func splitOuterWhitespace(_ text: String) -> (String, String, String) {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        guard start < end else { return (text, "", "") }
        return (String(text[..<start]), String(text[start..<end]), String(text[end...]))
    }
}
