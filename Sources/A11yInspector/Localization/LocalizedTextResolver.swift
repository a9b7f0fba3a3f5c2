import Foundation

/// Finds the texts people see for the string table lookups code gives views, in the
/// development language or a chosen one, the way `Bundle.localizedString(forKey:value:table:)`
/// does: the key's translation in the language; without one, the development language's text
/// (iOS falls back along the preferred languages to the development region); a key no table
/// has shows the fallback (`value:`, `defaultValue:`, SwiftGen's `fallback:`) or the key itself.
///
/// A lookup whose text the code already gave (a readable key such as `"Done"`, a fallback)
/// becomes a literal, as before tables were read; any other stays a run-time value whose
/// spoken text is the table's, so rules that judge literal texts do not start judging it.
/// A name no constant of the project holds stays ‹set in File.swift:12›. In another language,
/// an Interface Builder file's own texts are read from its table in that language too.
public struct LocalizedTextResolver: Sendable {
    public let localization: LocalizationContext
    /// nil: the development language.
    public let language: String?
    /// Constants of nested types by their last type and name (`Settings.title` →
    /// `L10n.Settings.title`): code in `Settings` names them without the outer types.
    let nested: [String: [String]]
    /// Each table's keys by the Swift identifier generated accessors name them with, per table
    /// name: worked out once (per lookup, it was a third of an app's audit).
    let keysByIdentifier: [String: [String: Set<String>]]

    public init(localization: LocalizationContext, language: String? = nil) {
        self.localization = localization
        self.language = language
        var nested: [String: [String]] = [:]
        for path in localization.constants.keys {
            let parts = path.split(separator: ".")
            if parts.count > 2 { nested[parts.suffix(2).joined(separator: "."), default: []].append(path) }
        }
        self.nested = nested
        var index: [String: [String: Set<String>]] = [:]
        for (table, keys) in localization.tables.tables {
            for key in keys.keys { index[table.name, default: [:]][Self.swiftIdentifier(key), default: []].insert(key) }
        }
        keysByIdentifier = index
    }

    public func resolve(_ screen: Screen) -> Screen {
        var screen = screen
        screen.title = resolve(screen.title)
        screen.root = resolve(screen.root)
        if let translated = interfaceTranslations(of: screen) { screen.root = translate(screen.root, translated.entries, translated.language) }
        return screen
    }

    /// An Interface Builder screen's own table (`fr.lproj/Main.strings`, keys
    /// "<objectID>.<property>") when a language other than the development one is read.
    func interfaceTranslations(of screen: Screen) -> (entries: [String: LocalizedKey], language: String)? {
        guard let language, !localization.tables.isDevelopmentVariant(language),
            let table = localization.interfaces.first(where: { $0.path == screen.file })?.table,
            let entries = localization.tables.tables[table]
        else { return nil }
        return (entries, language)
    }

    /// The texts Interface Builder gives in the language, where its table translates them; not
    /// those code replaces, even with a literal.
    func translate(_ element: Element, _ entries: [String: LocalizedKey], _ language: String) -> Element {
        let base = String(language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        func translated(_ value: TextValue?, _ properties: [String], unless property: ViewProperty) -> TextValue? {
            guard case .literal? = value, !element.setInCode.contains(property) else { return value }
            for property in properties {
                if let entry = entries["\(element.id).\(property)"], let text = (entry.values[language] ?? entry.values[base])?.text { return .literal(text) }
            }
            return value
        }
        var e = element
        e.text = translated(e.text, ["text", "normalTitle", "title"], unless: .text)
        e.placeholder = translated(e.placeholder, ["placeholder"], unless: .placeholder)
        e.accessibilityLabel = translated(e.accessibilityLabel, ["accessibilityLabel"], unless: .accessibilityLabel)
        e.accessibilityHint = translated(e.accessibilityHint, ["accessibilityHint"], unless: .accessibilityHint)
        e.children = e.children.map { translate($0, entries, language) }
        return e
    }

    func resolve(_ element: Element) -> Element {
        var e = element
        e.text = resolve(e.text)
        e.placeholder = resolve(e.placeholder)
        e.accessibilityLabel = resolve(e.accessibilityLabel)
        e.accessibilityValue = resolve(e.accessibilityValue)
        e.accessibilityHint = resolve(e.accessibilityHint)
        e.children = e.children.map(resolve)
        return e
    }

    public func resolve(_ value: TextValue?) -> TextValue? {
        guard case .dynamic(.localized(let text, let origin))? = value else { return value }
        guard let resolved = resolve(text, near: origin.location.file) else { return .dynamic(origin: .code(origin)) }
        if resolved.codeText != nil, resolved.arguments == nil, let spoken = resolved.spoken { return .literal(spoken) }
        return .dynamic(origin: .localized(resolved, origin))
    }

    /// The lookup with its resolution; nil when it names nothing the project declares.
    public func resolve(_ text: LocalizedText, near path: String) -> LocalizedText? {
        guard let (key, table, fallback, arguments) = target(of: text, depth: 0) else { return nil }
        var result = text
        result.arguments = text.arguments ?? arguments
        switch lookUp(key, table: table ?? "Localizable", fallback: fallback, near: path) {
        case .found(let text, let table, let key, let language, let location):
            result.resolution = .found(text: Self.formatted(text, result.arguments), table: table, key: key, language: language, location: location)
        case .missing(let table, let key, let shown):
            result.resolution = .missing(table: table, key: key, shown: Self.formatted(shown, result.arguments))
        }
        return result
    }

    /// A format with its arguments as written, in ‹›: `Episode %d` with `n` → `Episode ‹n›`.
    static func formatted(_ text: String, _ arguments: [String]?) -> String {
        guard let arguments else { return text }
        var result = ""
        var rest = Substring(text)
        for specifier in FormatSpecifiers.parse(text).specifiers {
            guard let range = rest.range(of: specifier.text) else { continue }
            result += rest[..<range.lowerBound].replacingOccurrences(of: "%%", with: "%")
            let index = specifier.argument - 1
            result += "‹\(arguments.indices.contains(index) ? arguments[index] : "…")›"
            rest = rest[range.upperBound...]
        }
        return result + rest.replacingOccurrences(of: "%%", with: "%")
    }

    /// The key a lookup ends at, following constants.
    func target(of text: LocalizedText, depth: Int) -> (key: String, table: String?, fallback: String?, arguments: [String]?)? {
        switch text.lookup {
        case .key(let key, let table, let fallback):
            return (key, table, fallback, text.arguments)
        case .constant(let path, let type):
            guard depth < 4 else { return nil }
            guard let constant = constant(path, type: type) else {
                return generatedKey(path).map { ($0.key, $0.table, nil, text.arguments) }
            }
            guard let found = target(of: constant, depth: depth + 1) else { return nil }
            return (found.key, found.table, found.fallback, text.arguments ?? found.arguments)
        case .helper(let member, let key):
            guard case .key("self", let table, _)? = localization.constants["String.\(member)"]?.lookup else { return nil }
            return (key, table, nil, text.arguments)
        case .rswift(let table, let member):
            guard let (name, key) = rswiftKey(table: table, member: member) else { return nil }
            return (key, name, nil, text.arguments)
        case .enumKey(let key):
            // Only a key a table has: an enum case that names no key is not a lookup.
            let tables = localization.tables.tables.filter { $0.value[key] != nil }.map(\.key.name)
            guard let table = tables.contains("Localizable") ? "Localizable" : tables.min() else { return nil }
            return (key, table, nil, text.arguments)
        }
    }

    /// The constant a name means: the type's own, a file-level one, or the only one whose
    /// path ends with the name (`Settings.title` written inside `extension L10n`).
    func constant(_ path: String, type: String?) -> LocalizedText? {
        let constants = localization.constants
        if let type, let c = constants["\(type).\(path)"] { return c }
        if let type, let paths = nested["\(type).\(path)"], paths.count == 1 { return constants[paths[0]] }
        if let c = constants[path] { return c }
        // Only a type's name (`Settings.title`), not a property's (`viewModel.title`).
        guard path.contains("."), path.first?.isUppercase == true else { return nil }
        let matches = constants.keys.filter { $0.hasSuffix(".\(path)") }
        return matches.count == 1 ? constants[matches[0]] : nil
    }

    func lookUp(_ key: String, table: String, fallback: String?, near path: String) -> LocalizedText.Resolution {
        let tables = localization.tables
        let entry =
            tables.entry(key, table: table, near: path)
            ?? (key.contains("%") ? tables.entry(matchingSkeletonOf: key, table: table) : nil)
        guard let entry else { return .missing(table: table, key: key, shown: fallback ?? key) }
        if let language, !tables.isDevelopmentVariant(language) {
            let base = String(language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
            for candidate in [language, base] {
                if let value = entry.values[candidate] {
                    return .found(text: value.displayText, table: entry.table.name, key: entry.key, language: candidate, location: value.location)
                }
            }
        }
        guard let value = tables.developmentValue(of: entry) else { return .missing(table: table, key: key, shown: fallback ?? key) }
        return .found(text: value.displayText, table: entry.table.name, key: entry.key, language: tables.developmentLanguage, location: value.location)
    }

    /// A generated accessor whose file is not in the sources (Tuist and SwiftGen write it at
    /// build time): `MailResourcesStrings.Localizable.buttonCancel` (a component names the
    /// table, the rest is the key as a Swift name) or `L10n.Settings.title` (SwiftGen's
    /// Localizable, `settings.title`). Only the one key of the table with that name.
    func generatedKey(_ path: String) -> (table: String, key: String)? {
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count >= 2 else { return nil }
        let tableNames = Set(localization.tables.tables.keys.map(\.name))
        let table: String
        let rest: [String]
        if let i = parts.indices.dropFirst().first(where: { tableNames.contains(parts[$0]) }), i < parts.count - 1 {
            (table, rest) = (parts[i], Array(parts[(i + 1)...]))
        } else if parts[0] == "L10n", tableNames.contains("Localizable") {
            (table, rest) = ("Localizable", Array(parts.dropFirst()))
        } else {
            return nil
        }
        let member = Self.swiftIdentifier(rest.joined(separator: "."))
        let keys = keysByIdentifier[table]?[member] ?? []
        guard keys.count == 1, let key = keys.first else { return nil }
        return (table, key)
    }

    /// R.swift names a table and its keys as Swift identifiers (`Localizable` → `localizable`,
    /// `settings.title` → `settingsTitle`): the one key of the one table with that name.
    func rswiftKey(table: String, member: String) -> (table: String, key: String)? {
        let names = Set(keysByIdentifier.keys.filter { Self.swiftIdentifier($0) == table })
        guard names.count == 1, let name = names.first else { return nil }
        let keys = keysByIdentifier[name]?[member] ?? []
        guard keys.count == 1, let key = keys.first else { return nil }
        return (name, key)
    }

    /// Words split at anything not a letter or digit, the first lowercased at its start, the
    /// others capitalized at theirs (R.swift's `SwiftIdentifier`).
    static func swiftIdentifier(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return "" }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
