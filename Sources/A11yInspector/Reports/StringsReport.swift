import Foundation

/// `a11y strings`: each table with its languages and how complete they are, and for one key,
/// its text in every language and where code and Interface Builder use it.
public enum StringsReport {
    public struct Language: Codable, Sendable, Equatable {
        public var language: String
        public var translated: Int
        public var missing: Int
        public var needsReview: Int
    }

    public struct Table: Codable, Sendable, Equatable {
        public var name: String
        public var bundle: String
        public var formats: [String]
        /// The storyboard or xib whose texts the table translates.
        public var interface: String?
        public var keys: Int
        /// Keys with development-language text to translate.
        public var translatable: Int
        public var keysLookedUp: Int
        public var lookups: Int
        public var languages: [Language]
    }

    public struct Value: Codable, Sendable, Equatable {
        public var language: String
        public var text: String
        public var forms: [String: String]
        public var state: String?
        public var location: SourceLocation
    }

    public struct Usage: Codable, Sendable, Equatable {
        public var api: String
        public var defaultValue: String?
        public var comment: String?
        public var isAccessibility: Bool
        public var location: SourceLocation
    }

    public struct Key: Codable, Sendable, Equatable {
        public var key: String
        public var table: String
        public var bundle: String
        public var comment: String?
        public var values: [Value]
        public var usages: [Usage]
    }

    public struct Summary: Codable, Sendable, Equatable {
        public var developmentLanguage: String
        public var tables: [Table]
        public var dynamicLookups: [SourceLocation]
    }

    public static func summary(_ localization: LocalizationContext) -> Summary {
        let tables = localization.tables
        let lookups = Dictionary(grouping: localization.usages.filter { !$0.isDynamic }) { $0.tableName }
        let interfaces = Dictionary(localization.interfaces.map { ($0.table, $0) }) { a, _ in a }
        let result = tables.tables.keys.sorted().map { table -> Table in
            let entries = tables.tables[table]!
            let named = lookups[table.name] ?? []
            let used = Set(named.map { FormatSpecifiers.skeleton($0.key) })
            let languages = tables.translations(
                of: tables.languages(inBundle: table.bundle).union(entries.values.flatMap { $0.values.keys.map(tables.normalized) }))
            // A storyboard's strings translate the storyboard's texts; a code table its
            // development-language values.
            let source: [String] =
                interfaces[table].map { $0.translatableTexts.map(\.key) }
                ?? entries.values.filter { $0.shouldTranslate && tables.developmentValue(of: $0)?.hasTranslatableText == true }.map(\.key)
            return Table(
                name: table.name, bundle: table.bundle,
                formats: Array(Set(tables.files(of: table).map(\.format.rawValue))).sorted(),
                interface: interfaces[table]?.path,
                keys: entries.count,
                translatable: source.count,
                keysLookedUp: entries.values.filter { used.contains(FormatSpecifiers.skeleton($0.key)) }.count,
                lookups: named.filter { localization.entry(for: $0)?.table == table }.count,
                languages: languages.map { language in
                    let values = source.compactMap { entries[$0]?.values[language] }.filter { $0.state != .new }
                    return Language(
                        language: language, translated: values.filter { $0.state == nil || $0.state == .translated }.count,
                        missing: source.count - values.count,
                        needsReview: values.filter { $0.state == .needsReview || $0.state == .stale }.count)
                })
        }
        return Summary(
            developmentLanguage: tables.developmentLanguage, tables: result,
            dynamicLookups: localization.usages.filter(\.isDynamic).map(\.location).sorted())
    }

    /// Every table entry named `key` (or whose key matches it with interpolations as `%@`).
    public static func keys(_ key: String, in localization: LocalizationContext) -> [Key] {
        let tables = localization.tables
        let skeleton = FormatSpecifiers.skeleton(key)
        var result: [Key] = []
        for table in tables.tables.keys.sorted() {
            for entry in tables.tables[table]!.values.sorted(by: { $0.key < $1.key })
            where entry.key == key || FormatSpecifiers.skeleton(entry.key) == skeleton {
                let usages = localization.usages(of: entry.key, in: table).filter { localization.entry(for: $0)?.table == table }
                result.append(
                    Key(
                        key: entry.key, table: table.name, bundle: table.bundle, comment: entry.comment,
                        values: entry.values.keys.sorted { (tables.isDevelopmentVariant($0) ? 0 : 1, $0) < (tables.isDevelopmentVariant($1) ? 0 : 1, $1) }.map {
                            language in
                            let v = entry.values[language]!
                            return Value(language: language, text: v.text, forms: v.forms, state: v.state?.rawValue, location: v.location)
                        },
                        usages: usages.map {
                            Usage(
                                api: $0.api.rawValue, defaultValue: $0.defaultValue, comment: $0.comment,
                                isAccessibility: $0.isAccessibility, location: $0.location)
                        }))
            }
        }
        // An Interface Builder object id ("abc-12-def.text").
        for interface in localization.interfaces {
            for text in interface.texts where text.key == key || text.objectID == key {
                var values = [
                    Value(language: "Base", text: text.value, forms: [:], state: nil, location: SourceLocation(file: interface.path, line: text.line))
                ]
                for (language, v) in (tables.tables[interface.table]?[text.key]?.values ?? [:]).sorted(by: { $0.key < $1.key }) {
                    values.append(Value(language: language, text: v.text, forms: v.forms, state: v.state?.rawValue, location: v.location))
                }
                result.append(Key(key: text.key, table: interface.tableName, bundle: interface.table.bundle, comment: nil, values: values, usages: []))
            }
        }
        return result
    }

    public static func text(_ summary: Summary) -> String {
        var out = "Development language: \(summary.developmentLanguage)\n"
        for table in summary.tables {
            out += "\n\(table.name)  \(table.bundle)  (\(table.formats.joined(separator: ", ")))\n"
            if let interface = table.interface {
                out += "  translates \(interface): \(table.translatable) text\(table.translatable == 1 ? "" : "s")\n"
            } else {
                out +=
                    "  \(table.keys) key\(table.keys == 1 ? "" : "s"), \(table.keysLookedUp) looked up by literal key in code (\(table.lookups) lookup\(table.lookups == 1 ? "" : "s"))\n"
                if table.translatable == 0 {
                    out += "  no \(summary.developmentLanguage) strings: the keys (or default values in code) are what \(summary.developmentLanguage) shows\n"
                    continue
                }
            }
            if table.languages.isEmpty { out += "  no translations\n" }
            // Languages in the same state on one line.
            let groups = Dictionary(grouping: table.languages) { "\($0.translated) \($0.missing) \($0.needsReview)" }
            for (_, group) in groups.sorted(by: { $0.value[0].language < $1.value[0].language }) {
                let l = group[0]
                let names = group.map(\.language)
                let who = names.count > 8 ? "\(names.count) languages (\(names.prefix(8).joined(separator: ", "))…)" : names.joined(separator: ", ")
                var line = "  \(who): \(l.translated) of \(table.translatable) translated"
                if l.missing > 0 { line += ", \(l.missing) missing" }
                if l.needsReview > 0 { line += ", \(l.needsReview) need review" }
                out += line + "\n"
            }
        }
        if !summary.dynamicLookups.isEmpty {
            out +=
                "\n\(summary.dynamicLookups.count) lookup\(summary.dynamicLookups.count == 1 ? "" : "s") with a key built at run time, e.g. \(summary.dynamicLookups[0].file):\(summary.dynamicLookups[0].line)\n"
        }
        return out
    }

    public static func text(_ keys: [Key]) -> String {
        keys.map { key in
            var out = "“\(key.key)” in \(key.table) (\(key.bundle))\n"
            if let comment = key.comment, !comment.isEmpty { out += "  comment: \(comment)\n" }
            for v in key.values {
                out += "  \(v.language.padding(toLength: 8, withPad: " ", startingAt: 0)) “\(v.text)”"
                if let state = v.state, state != "translated" { out += " [\(state)]" }
                out += "  \(v.location.file):\(v.location.line)\n"
                for form in v.forms.keys.sorted() { out += "           \(form): “\(v.forms[form]!)”\n" }
            }
            if key.usages.isEmpty && key.values.first?.language != "Base" { out += "  not looked up by literal key in code\n" }
            for u in key.usages {
                var line = "  used at \(u.location.file):\(u.location.line)  \(u.api)"
                if let value = u.defaultValue { line += ", value “\(value)”" }
                if u.isAccessibility { line += ", accessibility" }
                out += line + "\n"
            }
            return out
        }.joined(separator: "\n")
    }
}
