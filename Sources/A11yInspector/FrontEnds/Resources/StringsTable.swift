import Foundation

/// The development language's strings of a project, so that a SwiftUI `Text("settings.title")`
/// (a `LocalizedStringKey`) is read as people hear it. Reads `.xcstrings` catalogs (their source
/// language) and `Localizable.strings` in `en.lproj` or `Base.lproj`.
public struct StringsTable: Sendable {
    public var values: [String: String] = [:]
    /// Keys the project declares, whatever their value.
    public var isEmpty: Bool { values.isEmpty }

    public init(values: [String: String] = [:]) {
        self.values = values
    }

    public mutating func merge(_ other: StringsTable) {
        values.merge(other.values) { a, _ in a }
    }

    public func lookup(_ key: String) -> String? { values[key] }

    /// Whether the file holds the development language's strings.
    public static func isDevelopmentTable(_ path: String) -> Bool {
        if path.hasSuffix(".xcstrings") { return true }
        let name = (path as NSString).lastPathComponent
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return name == "Localizable.strings" && ["en.lproj", "Base.lproj", "en-US.lproj"].contains(folder)
    }

    public static func read(path: String, data: Data) -> StringsTable {
        path.hasSuffix(".xcstrings") ? catalog(data) : strings(data)
    }

    /// `.xcstrings`: `{"sourceLanguage": "en", "strings": {key: {"localizations": {"en": {"stringUnit": {"value": …}}}}}}`.
    /// A key without a source-language entry is displayed as itself.
    static func catalog(_ data: Data) -> StringsTable {
        guard let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = json["strings"] as? [String: Any] else { return StringsTable() }
        let source = json["sourceLanguage"] as? String ?? "en"
        var table = StringsTable()
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let unit = (localizations?[source] as? [String: Any])?["stringUnit"] as? [String: Any]
            table.values[key] = unit?["value"] as? String ?? key
        }
        return table
    }

    /// Old-style `"key" = "value";` files, UTF-8 or UTF-16, with comments.
    static func strings(_ data: Data) -> StringsTable {
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16) ?? ""
        } else {
            text = String(decoding: data, as: UTF8.self)
        }
        var table = StringsTable()
        var scanner = Substring(text)
        func skipSpaceAndComments() {
            while true {
                scanner = scanner.drop { $0.isWhitespace }
                if scanner.hasPrefix("//") { scanner = scanner.drop { $0 != "\n" } }
                else if scanner.hasPrefix("/*"), let end = scanner.range(of: "*/") { scanner = scanner[end.upperBound...] }
                else { return }
            }
        }
        func quoted() -> String? {
            guard scanner.first == "\"" else { return nil }
            scanner = scanner.dropFirst()
            var result = ""
            while let c = scanner.first {
                scanner = scanner.dropFirst()
                if c == "\"" { return result }
                if c == "\\", let next = scanner.first {
                    scanner = scanner.dropFirst()
                    switch next {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    default: result.append(next)
                    }
                } else {
                    result.append(c)
                }
            }
            return nil
        }
        while true {
            skipSpaceAndComments()
            guard let key = quoted() else { break }
            skipSpaceAndComments()
            guard scanner.first == "=" else { break }
            scanner = scanner.dropFirst()
            skipSpaceAndComments()
            guard let value = quoted() else { break }
            table.values[key] = value
            skipSpaceAndComments()
            if scanner.first == ";" { scanner = scanner.dropFirst() }
        }
        return table
    }
}
