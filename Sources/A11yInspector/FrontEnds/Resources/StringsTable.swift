/// The development language's strings of a project, so that a SwiftUI `Text("settings.title")`
/// (a `LocalizedStringKey`) is read as people hear it: the default table ("Localizable",
/// `.strings` or catalog) in the development language, or Base.
public struct StringsTable: Sendable {
    public var values: [String: String] = [:]
    public var isEmpty: Bool { values.isEmpty }

    public init(values: [String: String] = [:]) {
        self.values = values
    }

    public init(_ tables: StringTables) {
        for (table, keys) in tables.tables.sorted(by: { $0.key < $1.key }) where table.name == "Localizable" {
            for entry in keys.values where values[entry.key] == nil {
                if let value = tables.developmentValue(of: entry) { values[entry.key] = value.text }
            }
        }
    }

    public mutating func merge(_ other: StringsTable) {
        values.merge(other.values) { a, _ in a }
    }

    public func lookup(_ key: String) -> String? { values[key] }
}
