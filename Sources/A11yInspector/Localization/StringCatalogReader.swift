import Foundation

/// Xcode string catalogs (`.xcstrings`, JSON): the source language, and for each key its
/// comment, extraction state, `shouldTranslate`, and per language a `stringUnit`
/// (`state`, `value`), `variations` (`plural` by CLDR category, `device` by
/// iphone/ipad/mac/…, nestable) and `substitutions` (`%#@name@` with `argNum`,
/// `formatSpecifier` and their own plural variations). Apple: "Localizing and varying text
/// with a string catalog".
public enum StringCatalogReader {
    public struct Catalog: Sendable {
        public var sourceLanguage: String
        public var keys: [LocalizedKey]
    }

    public static func read(path: String, data: Data) throws -> Catalog {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw StringTableError(message: "not valid JSON")
        }
        guard let root = object as? [String: Any] else { throw StringTableError(message: "the root is not an object") }
        let source = root["sourceLanguage"] as? String ?? "en"
        let strings = root["strings"] as? [String: Any] ?? [:]
        let lines = Lines(String(decoding: data, as: UTF8.self))
        let table = TableID(path: path)
        var keys: [LocalizedKey] = []
        for key in strings.keys.sorted() {
            let body = strings[key] as? [String: Any] ?? [:]
            var entry = LocalizedKey(key: key, table: table, comment: body["comment"] as? String)
            entry.extractionState = body["extractionState"] as? String
            entry.shouldTranslate = body["shouldTranslate"] as? Bool ?? true
            let keyLine = lines.keys[key] ?? 1
            for (language, localization) in body["localizations"] as? [String: Any] ?? [:] {
                guard let localization = localization as? [String: Any] else { continue }
                let location = SourceLocation(file: path, line: lines.languages["\(key)\u{0}\(language)"] ?? keyLine)
                entry.values[language] = value(of: localization, location: location)
            }
            // A key with no source-language unit is shown as the key itself.
            if entry.values[source] == nil {
                entry.values[source] = LocalizedValue(text: key, location: SourceLocation(file: path, line: keyLine))
            }
            // Translation platforms export finished translations with the state "new"; the
            // state is the catalog editor's bookkeeping, and the value is what the build
            // compiles. A value of its own (not the source text copied) is read as a
            // translation, like a `.strings` file's.
            let sourceTexts = entry.values[source]?.allTexts
            for (language, value) in entry.values where language != source && value.state == .new {
                if value.allTexts.contains(where: { !$0.isEmpty }) && value.allTexts != sourceTexts { entry.values[language]?.state = nil }
            }
            keys.append(entry)
        }
        return Catalog(sourceLanguage: source, keys: keys)
    }

    /// One language's localization: its unit, or the `other` forms of its variations.
    static func value(of localization: [String: Any], location: SourceLocation) -> LocalizedValue {
        var forms: [String: String] = [:]
        var states: [TranslationState] = []
        var text: String?
        if let unit = localization["stringUnit"] as? [String: Any] {
            text = unit["value"] as? String
            if let state = (unit["state"] as? String).flatMap(TranslationState.init(rawValue:)) { states.append(state) }
        }
        if let variations = localization["variations"] as? [String: Any] {
            collect(variations, prefix: "", into: &forms, states: &states)
        }
        var types: [String: String] = [:]
        for (name, substitution) in localization["substitutions"] as? [String: Any] ?? [:] {
            guard let substitution = substitution as? [String: Any] else { continue }
            if let specifier = substitution["formatSpecifier"] as? String { types[name] = specifier }
            if let argument = substitution["argNum"] as? Int { types["\(name).argNum"] = String(argument) }
            if let variations = substitution["variations"] as? [String: Any] {
                var own: [String: String] = [:]
                collect(variations, prefix: "", into: &own, states: &states)
                for (form, value) in own { forms["\(name).\(form.split(separator: ".").last!)"] = value }
            }
        }
        let main =
            text ?? forms["plural.other"] ?? forms["device.other"] ?? forms["device.iphone"]
            ?? forms.keys.sorted().first.map { forms[$0]! } ?? ""
        // The weakest state of any unit: one unit needing review makes the whole need review.
        let order: [TranslationState] = [.new, .needsReview, .stale, .translated]
        let state = order.first { states.contains($0) }
        var value = LocalizedValue(text: main, forms: forms, state: state, location: location)
        value.variableTypes = types
        return value
    }

    /// `{"plural": {"one": {"stringUnit": …}}, "device": {"ipad": {"variations": …}}}` →
    /// "plural.one", "device.ipad.plural.one"…
    static func collect(_ variations: [String: Any], prefix: String, into forms: inout [String: String], states: inout [TranslationState]) {
        for (kind, cases) in variations {
            for (name, body) in cases as? [String: Any] ?? [:] {
                guard let body = body as? [String: Any] else { continue }
                let path = prefix + "\(kind).\(name)"
                if let unit = body["stringUnit"] as? [String: Any] {
                    if let value = unit["value"] as? String { forms[path] = value }
                    if let state = (unit["state"] as? String).flatMap(TranslationState.init(rawValue:)) { states.append(state) }
                }
                if let nested = body["variations"] as? [String: Any] {
                    collect(nested, prefix: path + ".", into: &forms, states: &states)
                }
            }
        }
    }

    /// Lines of keys and of their languages in Xcode's layout (two spaces per level:
    /// keys at 4, languages at 8 inside `"localizations"`). Other layouts give line 1.
    struct Lines {
        var keys: [String: Int] = [:]
        var languages: [String: Int] = [:]

        init(_ text: String) {
            var current: String?
            var number = 0
            for line in text.lines {
                number += 1
                let indent = line.prefix { $0 == " " }.count
                guard indent == 4 || indent == 8, let name = Self.name(line.dropFirst(indent)) else { continue }
                if indent == 4 {
                    current = name
                    keys[name] = number
                } else if let current {
                    languages["\(current)\u{0}\(name)"] = number
                }
            }
        }

        /// `"key" : {` → key (JSON-unescaped).
        static func name(_ line: Substring) -> String? {
            // Xcode writes `"key" : {`; a suffix test instead of a search (thousands of lines).
            guard line.hasPrefix("\""), line.hasSuffix("\" : {") else { return nil }
            let quoted = line.dropLast(4)
            if !quoted.contains("\\") { return String(quoted.dropFirst().dropLast()) }
            return (try? JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String])?.first
        }
    }
}
