/// The development language's strings of a project, so that a SwiftUI `Text("settings.title")`
/// (a `LocalizedStringKey`) is read as people hear it: the default table ("Localizable",
/// `.strings` or catalog) in the development language, or Base, or in a language chosen with `--language`.
public struct StringsTable: Sendable {
    public var values: [String: String] = [:]
    public var isEmpty: Bool { values.isEmpty }

    public init(values: [String: String] = [:]) {
        self.values = values
    }

    /// The texts in `language` where the tables have it, else in the development language.
    public init(_ tables: StringTables, language: String? = nil) {
        let translated = language.flatMap { tables.isDevelopmentVariant($0) ? nil : $0 }
        let base = translated.map { String($0.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "") }
        for (table, keys) in tables.tables.sorted(by: { $0.key < $1.key }) where table.name == "Localizable" {
            for entry in keys.values where values[entry.key] == nil {
                let translation = [translated, base].compactMap { $0.flatMap { entry.values[$0] } }.first
                if let value = translation ?? tables.developmentValue(of: entry) { values[entry.key] = value.text }
            }
        }
    }

    public mutating func merge(_ other: StringsTable) {
        values.merge(other.values) { a, _ in a }
    }

    public func lookup(_ key: String) -> String? { values[key] }
}
