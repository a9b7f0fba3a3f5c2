import Foundation

/// The state Xcode's string catalog gives a translation (`"state"` of a `stringUnit`).
public enum TranslationState: String, Sendable, Hashable, Codable {
    case translated, new, stale
    case needsReview = "needs_review"
}

/// One key's text in one language, where it is written.
public struct LocalizedValue: Sendable, Hashable, Codable {
    /// The plain value; for plurals and device variations, the `other` form.
    public var text: String
    /// Variations by name: "plural.one", "device.ipad", "plural.few", and for `.stringsdict` or
    /// catalog substitutions "<variable>.one". Empty for a plain string.
    public var forms: [String: String]
    /// `%#@name@` variables → the format type of their argument ("d", "lld", "@").
    public var variableTypes: [String: String] = [:]
    /// A catalog's state; nil for `.strings` and `.stringsdict`.
    public var state: TranslationState?
    public var location: SourceLocation

    public init(text: String, forms: [String: String] = [:], state: TranslationState? = nil, location: SourceLocation) {
        self.text = text
        self.forms = forms
        self.state = state
        self.location = location
    }

    /// Every text people may see: the value and each form.
    public var allTexts: [String] { [text] + forms.keys.sorted().map { forms[$0]! } }
    /// Some text, in the value or one of its plural or device forms: not an empty stub.
    public var hasText: Bool { !text.isEmpty || forms.values.contains { !$0.isEmpty } }

    /// Something in it to translate (a `.stringsdict` format key such as `%#@files@` has its
    /// words in its forms).
    public var hasTranslatableText: Bool { allTexts.contains(where: StringTables.isTranslatable) }

    /// The text to show in messages: the value, or for a plural format key its `other` form.
    public var displayText: String {
        StringTables.isTranslatable(text) ? text : forms.first { $0.key.hasSuffix(".other") }?.value ?? text
    }

    /// Plural categories by variable: "" for a catalog's own plural variation, "device.ipad"
    /// for one nested in a device variation, the variable's name for `.stringsdict` and
    /// catalog substitutions. Device and width variations are not plurals.
    public var pluralCategories: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for name in forms.keys {
            let parts = name.split(separator: ".").map(String.init)
            guard let category = parts.last, LanguageFacts.pluralCategories.contains(category), parts.count >= 2 else { continue }
            if parts[parts.count - 2] == "plural" {
                result[parts.dropLast(2).joined(separator: "."), default: []].insert(category)
            } else if parts.count == 2, !["device", "width"].contains(parts[0]) {
                result[parts[0], default: []].insert(category)
            }
        }
        return result
    }
}

/// A table of one bundle: "Localizable" of the app (`App/en.lproj/Localizable.strings`,
/// `App/Localizable.xcstrings`) is not "Localizable" of a Swift package's resources.
public struct TableID: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The folder that holds the `.lproj` folders (or the catalog).
    public var bundle: String
    public var name: String

    public init(bundle: String, name: String) {
        self.bundle = bundle
        self.name = name
    }

    /// `App/fr.lproj/Main.strings`, `App/Base.lproj/Main.storyboard`, `App/Localizable.xcstrings`.
    public init(path: String) {
        let folder = path.parentPath
        bundle = folder.hasSuffix(".lproj") ? folder.parentPath : folder
        name = StringTables.tableName(ofPath: path)
    }

    public static func < (a: TableID, b: TableID) -> Bool { (a.name, a.bundle) < (b.name, b.bundle) }
    public var description: String { name }

    /// The folder whose files the table serves: a Swift package's `Resources` serve the
    /// package's sources beside them, an app's `.lproj` folders the app's folder.
    var servedFolder: String { bundle.parentPath }

    /// How deep the served folder holding `path` is; nil when it does not hold it.
    func depth(serving path: String) -> Int? {
        let folder = servedFolder
        guard folder.isEmpty || folder == "." || path.hasPrefix(folder + "/") else { return nil }
        return folder.pathComponentsWithoutSlashes.count
    }

    /// Outside a Swift package's sources: the app's own table, which `NSLocalizedString` and
    /// SwiftUI read when no bundle is given.
    var isAppTable: Bool { !bundle.contains("/Sources/") }
}

/// One key of one table with its value in each language.
public struct LocalizedKey: Sendable, Hashable, Codable {
    public var key: String
    public var table: TableID
    /// A catalog's or a `.strings` file's comment for translators.
    public var comment: String?
    /// Language code ("en", "pt-BR", "Base") → value.
    public var values: [String: LocalizedValue] = [:]
    /// A catalog's `extractionState`: "manual", "stale", "extracted_with_value", "migrated".
    public var extractionState: String?
    /// A catalog's `"shouldTranslate": false`.
    public var shouldTranslate = true

    public init(key: String, table: TableID, comment: String? = nil) {
        self.key = key
        self.table = table
        self.comment = comment
    }
}

/// Where a table's text for one language lives (a `.strings`/`.stringsdict` file, or a
/// catalog for all its languages).
public struct StringTableFile: Sendable, Hashable, Codable {
    public enum Format: String, Sendable, Codable { case strings, stringsdict, catalog }
    public var path: String
    public var table: TableID
    /// nil for a catalog (it holds every language).
    public var language: String?
    public var format: Format
    /// Its first comment says a tool writes it (`/* Generated File. Do not edit. */`, genstrings
    /// run at each code freeze): keys added to code since it was last written are not in it yet.
    public var isGenerated = false

    /// Whether a `.strings` file opens with a comment saying it is generated.
    static func saysGenerated(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(400), as: UTF8.self).lowercased()
        guard head.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("/*") || head.hasPrefix("\u{feff}/*") || head.hasPrefix("//") else { return false }
        return head.contains("generated") || head.contains("do not edit")
    }
}

/// Every string table of one project: `.strings`, `.stringsdict` and `.xcstrings`, in every
/// language, merged by table and key.
public struct StringTables: Sendable, Codable {
    /// The project's development language (`developmentRegion` of project.pbxproj, a
    /// catalog's `sourceLanguage`, or "en").
    public var developmentLanguage = "en"
    /// Table ("Localizable", "InfoPlist", "Main" for a storyboard's strings, per bundle) → key → entry.
    public var tables: [TableID: [String: LocalizedKey]] = [:]
    public private(set) var files: [StringTableFile] = []
    /// Indexes kept with `files` and `tables`, so rules can ask per key and language.
    private var filesByTable: [TableID: [StringTableFile]] = [:]
    private var languagesByBundle: [String: Set<String>] = [:]
    /// Keys with format specifiers by their skeleton (“%@ items” and “%lld items” alike).
    private var keysBySkeleton: [TableID: [String: String]] = [:]
    /// Files that do not parse (iOS then loads none of their strings) and keys written twice in
    /// one file (the later one wins, silently).
    public var problems: [Problem] = []

    public struct Problem: Sendable, Hashable, Codable {
        public var location: SourceLocation
        public var message: String
        /// The whole file is lost at run time.
        public var isUnreadable: Bool
        /// A key written twice in one file.
        public var duplicate: Duplicate?
    }

    /// A key written twice in one `.strings` file: the later value is the one the app gets.
    public struct Duplicate: Sendable, Hashable, Codable {
        public var key: String
        public var table: TableID
        public var language: String
        public var firstLine: Int
        /// Both entries give the same text: nothing changes whichever wins.
        public var sameValue: Bool
    }

    public init() {}

    public var isEmpty: Bool { files.isEmpty }

    /// Languages with strings, "Base" counted as the development language.
    public var languages: Set<String> {
        var result = Set<String>()
        for file in files { if let language = file.language { result.insert(normalized(language)) } }
        for keys in tables.values {
            for entry in keys.values { for (language, value) in entry.values where value.hasText { result.insert(normalized(language)) } }
        }
        return result
    }

    /// Languages other than the development one and its regional variants (“en-GB” falls back
    /// to “en”, which people of that region read).
    public var translations: [String] { translations(of: languages) }

    public func translations(of languages: Set<String>) -> [String] {
        languages.filter { !isDevelopmentVariant($0) }.sorted()
    }

    /// The development language or a regional variant of it.
    public func isDevelopmentVariant(_ language: String) -> Bool {
        normalized(language) == developmentLanguage || Self.baseLanguage(language) == Self.baseLanguage(developmentLanguage)
    }

    func normalized(_ language: String) -> String { language == "Base" ? developmentLanguage : language }

    /// The entry of `key` in the table named `name`: in the tables serving `path` first, else in any.
    public func entry(_ key: String, table name: String = "Localizable", near path: String = "") -> LocalizedKey? {
        let serving = servingTables(for: path, named: name)
        for table in serving + tables.keys.filter({ $0.name == name && !serving.contains($0) }).sorted() {
            if let entry = tables[table]?[key] { return entry }
        }
        return nil
    }

    /// The entry whose key has the skeleton of `key` (interpolations compare equal whatever
    /// their specifier), in a table named `name`.
    public func entry(matchingSkeletonOf key: String, table name: String) -> LocalizedKey? {
        let skeleton = FormatSpecifiers.skeleton(key)
        for (table, keys) in keysBySkeleton where table.name == name {
            if let match = keys[skeleton] { return tables[table]?[match] }
        }
        return nil
    }

    /// The table named `name` that code or an Interface Builder file at `path` reads.
    public func table(named name: String, near path: String) -> TableID? {
        servingTables(for: path, named: name).first
    }

    /// Tables that serve `path`, deepest served folder first; without one, the app's tables.
    public func servingTables(for path: String, named name: String? = nil) -> [TableID] {
        let named = Set(filesByTable.keys).union(tables.keys).filter { name == nil || $0.name == name }
        let serving = named.compactMap { table in table.depth(serving: path).map { (table, $0) } }
            .sorted { ($0.1, $1.0) > ($1.1, $0.0) }.map(\.0)
        return serving.isEmpty ? named.filter(\.isAppTable).sorted() : serving
    }

    /// The languages, other than the development one, that the tables serving `path` are in:
    /// what the screen or code at `path` is translated into.
    public func translations(serving path: String) -> [String] {
        let bundles = Set(servingTables(for: path).map(\.bundle))
        return translations(of: bundles.reduce(into: Set<String>()) { $0.formUnion(languages(inBundle: $1)) })
    }

    /// Whether `language`'s files serving `path` only copy the development language: every
    /// key both hold has the same text (an `en.lproj` that repeats a Korean app's strings). Such
    /// a folder translates nothing.
    public func copiesDevelopmentLanguage(_ language: String, serving path: String) -> Bool {
        var compared = 0
        for table in servingTables(for: path) {
            for entry in (tables[table] ?? [:]).values {
                let development = entry.values.first { isDevelopmentVariant($0.key) }?.value
                guard let development, let other = entry.values.first(where: { normalized($0.key) == language })?.value else { continue }
                if other.allTexts != development.allTexts { return false }
                compared += 1
            }
        }
        return compared > 0
    }

    /// Languages a bundle has files for, "Base" as the development language.
    public func languages(inBundle bundle: String) -> Set<String> {
        Set((languagesByBundle[bundle] ?? []).map(normalized))
    }

    /// `CFBundleLocalizations` of the app's Info.plist: languages the app declares it runs in
    /// beyond its own `.lproj` folders and catalogs.
    public var declaredAppLanguages: Set<String> = []
    /// `CFBundleAllowMixedLocalizations`: each bundle picks its own language.
    public var allowsMixedLocalizations = false

    /// The languages the app runs in: those of its own tables (outside Swift packages'
    /// sources) and those its Info.plist declares. Empty when the app has no table of its own.
    public var appLanguages: Set<String> {
        var result = Set(declaredAppLanguages.map(normalized))
        for (bundle, languages) in languagesByBundle where TableID(bundle: bundle, name: "").isAppTable {
            result.formUnion(languages.map(normalized))
        }
        return result
    }

    /// The languages, of `languages`, in which a bundle's texts are ever shown. iOS picks the
    /// app's language among the main bundle's localizations and reads every framework and
    /// Swift package bundle in that language (Apple, "Bundle.preferredLocalizations" and
    /// `CFBundleAllowMixedLocalizations`): a package's translation into a language the app is
    /// not in is never shown. All of them where the app's own languages are not known.
    public func shown(_ languages: [String], inBundle bundle: String) -> [String] {
        guard !TableID(bundle: bundle, name: "").isAppTable, !allowsMixedLocalizations else { return languages }
        let app = appLanguages
        guard !app.isEmpty else { return languages }
        let own = Set(languages.map(normalized))
        return languages.filter { language in
            let name = normalized(language)
            if isDevelopmentVariant(language) || app.contains(name) { return true }
            // A regional variant the app lacks ("hy-AM" where the app has "hy") is read only when
            // the package has nothing the app runs in for that language: with the package's own
            // "hy" beside it, the app's "hy" picks that one, and the variant is a stale copy.
            let siblings = app.filter { Self.baseLanguage($0) == Self.baseLanguage(name) }
            return !siblings.isEmpty && !siblings.contains(where: own.contains)
        }
    }

    /// "pt-BR" → "pt", "zh_Hans" → "zh": a regional variant is read where its language is.
    static func baseLanguage(_ language: String) -> String {
        language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? language.lowercased()
    }

    /// The development language's value (or Base's).
    public func developmentValue(of entry: LocalizedKey) -> LocalizedValue? {
        entry.values[developmentLanguage] ?? entry.values["Base"]
    }

    /// Files of a table in a language (catalogs hold every language).
    public func files(of table: TableID, language: String? = nil) -> [StringTableFile] {
        (filesByTable[table] ?? []).filter { language == nil || $0.language == nil || normalized($0.language!) == language }
    }

    /// Whether the development language's file of a table leaves code's own text keys out,
    /// as a project does that has Xcode extract them (Export Localizations) and writes only
    /// identifier keys by hand: most of the keys its translations hold that read as text
    /// (`"Image Cache"`, not `settings.title`) are missing from it. Text code looks up that no
    /// file has yet is then new since the last import of translations, not forgotten.
    public func developmentFileOmitsTextKeys(_ table: TableID) -> Bool {
        guard let entries = tables[table] else { return false }
        var omitted = 0, kept = 0
        for (key, entry) in entries where !Self.isIdentifierKey(key) && Self.isTranslatable(key) {
            if developmentValue(of: entry) == nil { omitted += 1 } else { kept += 1 }
        }
        return omitted >= 5 && omitted > 4 * kept
    }

    /// Whether the development language's file of a table is written by a tool from the code.
    public func developmentFileIsGenerated(_ table: TableID) -> Bool {
        files(of: table, language: developmentLanguage).contains(where: \.isGenerated)
    }

    /// Whether a table is a string catalog (Xcode extracts keys from code into it at build time).
    public func isCatalog(_ table: TableID) -> Bool { filesByTable[table]?.contains { $0.format == .catalog } ?? false }

    /// Text that has something to translate: a letter outside format specifiers, web and
    /// e-mail addresses. `https://%@.%@`, `%@ / %@`, `•`, `ⓘ` (a symbol) and
    /// `name@example.org` read the same in every language.
    public static func isTranslatable(_ text: String) -> Bool {
        let prose = text.contains("%") ? FormatSpecifiers.skeleton(text) : text
        guard prose.unicodeScalars.contains(where: { $0.properties.isAlphabetic && $0.isWordCharacter }), !isCopyrightName(prose), !isLetterRun(prose) else {
            return false
        }
        // Most text holds no address: its words are looked at only when one may.
        guard
            prose.utf8.contains(UInt8(ascii: ":")) || prose.utf8.contains(UInt8(ascii: "@"))
                || prose.range(of: "www.", options: .caseInsensitive) != nil
        else { return true }
        return prose.split(whereSeparator: \.isWhitespace).contains { word in
            word.unicodeScalars.contains { $0.properties.isAlphabetic } && !isAddress(word)
        }
    }

    /// Letters in alphabetical order and nothing else, as a phone keypad's keys show them
    /// ("ABC", "PQRS", "WXYZ"; falcon's PIN pad): the same in every language.
    static func isLetterRun(_ text: String) -> Bool {
        let letters = Array(text.unicodeScalars)
        guard (2...5).contains(letters.count), letters.allSatisfy({ $0.value >= 65 && $0.value <= 90 }) else { return false }
        return zip(letters, letters.dropFirst()).allSatisfy { $1.value == $0.value + 1 }
    }

    /// A copyright line that is only a year and a name (`© 2025 JOSEPH MATTIELLO`,
    /// `Copyright 2019-2024 Acme Inc`): every language shows it as it is. Not one that goes on
    /// in words ("… All rights reserved.").
    static func isCopyrightName(_ text: String) -> Bool {
        text.range(of: #"^\s*(©|\([cC]\)|Copyright( ©)?)\s*\d{4}(\s*[-–]\s*\d{4})?,?\s+[^.!?:]{1,60}$"#, options: .regularExpression) != nil
            && text.split(whereSeparator: \.isWhitespace).count <= 7
    }

    /// A web or e-mail address as one word (`https://…`, `www.…`, `mailto:…`, `name@host.org`),
    /// with the brackets or punctuation around it.
    static func isAddress(_ word: Substring) -> Bool {
        let token = word.trimmingCharacters(in: CharacterSet(charactersIn: "<>()[]{}\"'“”‘’,;.!?"))
        let lower = token.lowercased()
        if lower.contains("://") || lower.hasPrefix("www.") { return true }
        if ["mailto:", "tel:", "sms:"].contains(where: lower.hasPrefix) { return true }
        // name@host.tld: something before the @, a dot after it.
        let parts = token.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".")
    }

    /// “settings.title”, “SCREEN_PURPOSE”: a key that is not readable text (no spaces, a dot
    /// or underscore, ASCII only).
    public static func isIdentifierKey(_ key: String) -> Bool {
        !key.contains(" ") && (key.contains(".") || key.contains("_")) && !key.hasSuffix(".")
            && key.unicodeScalars.allSatisfy { $0.isASCII }
    }

    /// The language a `.lproj` folder names: "fr.lproj/Localizable.strings" → "fr".
    public static func language(ofPath path: String) -> String? {
        let folder = path.parentPath.fileName
        guard folder.hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    public static func tableName(ofPath path: String) -> String {
        path.fileName.deletingFileExtension
    }

    /// How sure `developmentLanguage` is: 0 assumed, 1 from a catalog, 2 from project.pbxproj.
    var developmentLanguageEvidence = 0

    public mutating func setDevelopmentLanguage(_ language: String, evidence: Int) {
        guard evidence > developmentLanguageEvidence else { return }
        developmentLanguage = language
        developmentLanguageEvidence = evidence
    }

    /// Adds one file's entries.
    public mutating func add(_ file: StringTableFile, entries: [LocalizedKey]) {
        record(file)
        insert(entries, table: file.table)
    }

    mutating func record(_ file: StringTableFile) {
        files.append(file)
        filesByTable[file.table, default: []].append(file)
        if let language = file.language { languagesByBundle[file.table.bundle, default: []].insert(language) }
    }

    mutating func insert(_ entry: LocalizedKey) {
        insert(CollectionOfOne(entry), table: entry.table)
    }

    /// Entries of one table. (Hashing each entry's table and bundle, twice over, was most of
    /// the cost of reading 40 languages of strings.)
    mutating func insert(_ entries: some Collection<LocalizedKey>, table: TableID) {
        guard !entries.isEmpty else { return }
        var languages = Set<String>()
        var last = ""
        for entry in entries {
            // A catalog's language whose units are all empty (a translation service's stubs,
            // `"state": "needs_review", "value": ""`) translates nothing: the app is not in it
            // until one of them holds a text (Mammoth's 24 Crowdin languages).
            for (language, value) in entry.values where language != last && value.hasText {
                languages.insert(language)
                last = language
            }
            if entry.key.containsText("%") { keysBySkeleton[table, default: [:]][FormatSpecifiers.skeleton(entry.key)] = entry.key }
        }
        languagesByBundle[table.bundle, default: []].formUnion(languages)
        Self.insert(entries, into: &tables[table, default: [:]])
    }

    static func insert(_ entries: some Collection<LocalizedKey>, into keys: inout [String: LocalizedKey]) {
        for entry in entries {
            if let index = keys.index(forKey: entry.key) {
                // In place: the entry's values are not copied for each language added.
                combine(&keys.values[index], with: entry)
            } else {
                keys[entry.key] = entry
            }
        }
    }

    static func combine(_ merged: inout LocalizedKey, with entry: LocalizedKey) {
        merged.comment = merged.comment ?? entry.comment
        merged.extractionState = merged.extractionState ?? entry.extractionState
        merged.shouldTranslate = merged.shouldTranslate && entry.shouldTranslate
        // A `.stringsdict` entry wins over the `.strings` entry of the same key, as at run time.
        for (language, value) in entry.values {
            if let existing = merged.values[language], !(existing.forms.isEmpty && !value.forms.isEmpty) { continue }
            merged.values[language] = value
        }
    }

    public mutating func merge(_ other: StringTables) {
        other.files.forEach { record($0) }
        for (table, keys) in other.tables {
            if tables[table] == nil {
                // A table not seen yet (the first of its languages): taken whole.
                tables[table] = keys
            } else {
                Self.insert(keys.values, into: &tables[table]!)
            }
        }
        for (bundle, languages) in other.languagesByBundle { languagesByBundle[bundle, default: []].formUnion(languages) }
        for (table, skeletons) in other.keysBySkeleton { keysBySkeleton[table, default: [:]].merge(skeletons) { _, new in new } }
        problems += other.problems
        setDevelopmentLanguage(other.developmentLanguage, evidence: other.developmentLanguageEvidence)
    }

    /// Folders of `.lproj` form that hold no translation: translatewiki's `qqq` is the message
    /// documentation (notes for translators), which no device ever shows.
    static let notLanguages: Set<String> = ["qqq"]

    /// Reads one file into a set of its own.
    public static func read(path: String, kind: ProjectFile.Kind, data: Data) -> StringTables {
        var result = StringTables()
        if let language = language(ofPath: path), notLanguages.contains(language) { return result }
        let table = TableID(path: path)
        do {
            switch kind {
            case .xcstrings:
                let catalog = try StringCatalogReader.read(path: path, data: data)
                result.setDevelopmentLanguage(catalog.sourceLanguage, evidence: 1)
                result.add(StringTableFile(path: path, table: table, language: nil, format: .catalog), entries: catalog.keys)
            case .stringsdict:
                let language = Self.language(ofPath: path) ?? "en"
                let entries = try StringsDictReader.read(path: path, data: data, table: table, language: language)
                result.add(StringTableFile(path: path, table: table, language: language, format: .stringsdict), entries: entries)
            default:
                let language = Self.language(ofPath: path) ?? "en"
                let contents = try StringsFileReader.readFile(path: path, data: data)
                let pairs = contents.entries
                if let stop = contents.stop, !stop.unreadKeys.isEmpty {
                    let keys = stop.unreadKeys
                    let named = keys.prefix(3).map { "“\($0)”" }.joined(separator: ", ") + (keys.count > 3 ? " and \(keys.count - 3) more" : "")
                    result.problems.append(
                        Problem(
                            location: SourceLocation(file: path, line: stop.line),
                            message:
                                "iOS stops reading this file at the stray ‘\(stop.character)’ where a key should begin: the \(keys.count) entr\(keys.count == 1 ? "y" : "ies") after it (\(named)) never reach the app",
                            isUnreadable: false))
                }
                var seen: [String: (line: Int, value: String)] = [:]
                for pair in pairs {
                    if let first = seen[pair.key] {
                        let duplicate = Duplicate(key: pair.key, table: table, language: language, firstLine: first.line, sameValue: first.value == pair.value)
                        result.problems.append(
                            Problem(
                                location: SourceLocation(file: path, line: pair.line),
                                message: "\"\(pair.key)\" is also on line \(first.line); the later value wins",
                                isUnreadable: false, duplicate: duplicate))
                    } else {
                        seen[pair.key] = (pair.line, pair.value)
                    }
                }
                // A key written twice: the later value is the one the app gets.
                var last: [String: Int] = [:]
                for (i, pair) in pairs.enumerated() { last[pair.key] = i }
                let entries = pairs.enumerated().filter { last[$0.element.key] == $0.offset }.map { _, pair -> LocalizedKey in
                    var entry = LocalizedKey(key: pair.key, table: table, comment: pair.comment)
                    entry.values[language] = LocalizedValue(text: pair.value, location: SourceLocation(file: path, line: pair.line))
                    return entry
                }
                var file = StringTableFile(path: path, table: table, language: language, format: .strings)
                file.isGenerated = StringTableFile.saysGenerated(data)
                result.add(file, entries: entries)
            }
        } catch let error as StringTableError {
            result.record(
                StringTableFile(
                    path: path, table: table, language: language(ofPath: path) ?? "en",
                    format: kind == .xcstrings ? .catalog : kind == .stringsdict ? .stringsdict : .strings))
            result.problems.append(Problem(location: SourceLocation(file: path, line: error.line ?? 1), message: error.message, isUnreadable: true))
        } catch {
            result.problems.append(Problem(location: SourceLocation(file: path), message: "\(error)", isUnreadable: true))
        }
        return result
    }
}

/// An error reading a string table, with the line it is on.
public struct StringTableError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var line: Int?
    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}
