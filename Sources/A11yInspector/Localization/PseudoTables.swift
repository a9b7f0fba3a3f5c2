import Foundation

/// Pseudo-translated copies of the three kinds of string tables, in memory. Keys, comments,
/// format types and everything else that is not displayed text stay as they are.
public enum PseudoTables {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// What a table became, and how many of its strings.
    public struct Output: Sendable {
        public var data: Data
        public var strings: Int
    }

    /// First line of every `.strings` (a comment) and `.stringsdict` (an XML comment) file
    /// written: `--in-place` overwrites only files that start with it.
    public static let marker = "a11y pseudo: generated"

    static func markerLine(_ language: Pseudolanguage, locale: String, source: String) -> String {
        "\(marker) for \(locale) (\(language.rawValue)) from \(source); `a11y pseudo --in-place` rewrites this file."
    }

    // MARK: .strings

    /// `source`: the development table's name in the marker comment ("en.lproj/Main.strings").
    public static func strings(_ data: Data, language: Pseudolanguage, locale: String, source: String) throws -> Output {
        guard let text = StringsFileText.decode(data) else { throw Failure(description: "not UTF-8 or UTF-16 text") }
        let file: StringsFileText
        do { file = try StringsFileText.parse(text) } catch { throw Failure(description: "\(error)") }
        let body = file.rendered { language.transform($0) }
        let output = "/* \(markerLine(language, locale: locale, source: source)) */\n" + body
        return Output(data: Data(output.utf8), strings: file.entries.count)
    }

    /// Whether a file on disk is one `strings(…)` or `stringsdict(…)` wrote.
    public static func isGenerated(_ data: Data) -> Bool {
        guard let text = StringsFileText.decode(data) else { return false }
        return text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).prefix(3).contains { $0.contains(marker) }
    }

    // MARK: .stringsdict

    /// Format keys whose values are not displayed text.
    static let stringsdictKeptKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

    /// Every string under `NSStringLocalizedFormatKey` and in each variable's rule dictionary
    /// (plural categories `zero one two few many other`, and the device and width variants of
    /// the other rule types) is transformed; the spec and value types are kept.
    public static func stringsdict(_ data: Data, language: Pseudolanguage, locale: String, source: String) throws -> Output {
        let plist: Any
        do { plist = try PropertyList.read(data) } catch {
            throw Failure(description: "not a property list: \(error.localizedDescription)")
        }
        guard let root = plist as? [String: Any] else { throw Failure(description: "not a dictionary of strings") }
        var count = 0
        func transformed(_ value: Any, key: String?) -> Any {
            if let s = value as? String {
                guard let key, !stringsdictKeptKeys.contains(key) else { return s }
                count += 1
                return language.transform(s)
            }
            if let d = value as? [String: Any] {
                return d.reduce(into: [String: Any]()) { $0[$1.key] = transformed($1.value, key: $1.key) }
            }
            return value
        }
        // Top-level keys are the localized strings' keys: kept, their dictionaries transformed.
        let result = root.reduce(into: [String: Any]()) { out, entry in
            out[entry.key] = (entry.value as? [String: Any]).map { transformed($0, key: nil) } ?? entry.value
        }
        let xml: Data
        do { xml = try PropertyListSerialization.data(fromPropertyList: result, format: .xml, options: 0) } catch {
            throw Failure(description: "cannot write the property list: \(error.localizedDescription)")
        }
        return Output(data: withXMLComment(markerLine(language, locale: locale, source: source), xml), strings: count)
    }

    /// The comment on its own line after the XML declaration and document type.
    static func withXMLComment(_ comment: String, _ xml: Data) -> Data {
        var lines = String(decoding: xml, as: UTF8.self).components(separatedBy: "\n")
        let after = lines.firstIndex { $0.hasPrefix("<!DOCTYPE") }.map { $0 + 1 } ?? (lines.first?.hasPrefix("<?xml") == true ? 1 : 0)
        lines.insert("<!-- \(comment.replacingOccurrences(of: "--", with: "- -")) -->", at: after)
        return Data(lines.joined(separator: "\n").utf8)
    }

    // MARK: .xcstrings

    /// The catalog with a `locale` entry for every string that may be translated, built from
    /// the source language's entry (or, when there is none, from the key, which is what the
    /// app shows). Variations and substitutions are transformed like plain units. Keys sorted,
    /// pretty-printed like Xcode, so the diff of an in-place update is the new entries.
    public static func catalog(_ data: Data, language: Pseudolanguage, locale: String) throws -> Output {
        var (catalog, strings) = try readCatalog(data)
        let source = catalog["sourceLanguage"] as? String ?? "en"
        var count = 0
        for (key, value) in strings {
            guard var entry = value as? [String: Any], let unit = pseudoLocalization(key: key, entry: entry, source: source, language: language) else {
                continue
            }
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            localizations[locale] = unit
            entry["localizations"] = localizations
            strings[key] = entry
            count += 1
        }
        catalog["strings"] = strings
        return Output(data: try writeCatalog(catalog), strings: count)
    }

    /// Keys whose `locale` entry is not the pseudo-translation of the source in any
    /// pseudolanguage: real translations that `--in-place` must not replace without `--force`.
    public static func catalogTranslations(_ data: Data, locale: String) throws -> [String] {
        let (catalog, strings) = try readCatalog(data)
        let source = catalog["sourceLanguage"] as? String ?? "en"
        return strings.keys.sorted().filter { key in
            guard let entry = strings[key] as? [String: Any],
                let existing = (entry["localizations"] as? [String: Any])?[locale]
            else { return false }
            let canonical = canonicalJSON(existing)
            return !Pseudolanguage.allCases.contains { language in
                pseudoLocalization(key: key, entry: entry, source: source, language: language).map(canonicalJSON) == canonical
            }
        }
    }

    static func readCatalog(_ data: Data) throws -> ([String: Any], [String: Any]) {
        guard let catalog = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw Failure(description: "not a JSON string catalog")
        }
        return (catalog, catalog["strings"] as? [String: Any] ?? [:])
    }

    static func writeCatalog(_ catalog: [String: Any]) throws -> Data {
        do {
            var data = try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            data.append(contentsOf: Array("\n".utf8))
            return data
        } catch {
            throw Failure(description: "cannot write the catalog: \(error.localizedDescription)")
        }
    }

    static func canonicalJSON(_ value: Any) -> Data? {
        try? JSONSerialization.data(withJSONObject: ["v": value], options: [.sortedKeys])
    }

    /// nil for `"shouldTranslate": false`.
    static func pseudoLocalization(key: String, entry: [String: Any], source: String, language: Pseudolanguage) -> [String: Any]? {
        if (entry["shouldTranslate"] as? Bool) == false { return nil }
        let sourceUnit =
            (entry["localizations"] as? [String: Any])?[source] as? [String: Any]
            ?? ["stringUnit": ["state": "translated", "value": key]]
        return transformedUnits(sourceUnit, language: language)
    }

    /// Every `stringUnit` below `value` gets the transformed value and the state "translated";
    /// everything else (argument numbers, format specifiers, variation names) is copied.
    static func transformedUnits(_ value: [String: Any], language: Pseudolanguage) -> [String: Any] {
        value.reduce(into: [String: Any]()) { out, item in
            if item.key == "stringUnit", var unit = item.value as? [String: Any] {
                if let text = unit["value"] as? String { unit["value"] = language.transform(text) }
                unit["state"] = "translated"
                out[item.key] = unit
            } else if let nested = item.value as? [String: Any] {
                out[item.key] = transformedUnits(nested, language: language)
            } else {
                out[item.key] = item.value
            }
        }
    }
}
