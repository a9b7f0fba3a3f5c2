import Foundation

/// A Settings bundle's panes (`Settings.bundle/Root.plist` and its child panes): the texts the
/// Settings app shows for the app, looked up in the table the pane's `StringsTable` names (a
/// pane without one is not localized). Those are the only keys of that table anyone sees: a
/// key no pane names is left over, in every language.
/// (https://developer.apple.com/library/archive/documentation/PreferenceSettings/Conceptual/SettingsApplicationSchemaReference/Introduction/Introduction.html)
enum SettingsPanes {
    /// The keys that name what a specifier shows: its title, a group's footer, a multi-value's
    /// choices.
    static let shownKeys = ["Title", "FooterText"]
    static let shownLists = ["Titles", "ShortTitles"]

    /// The keys the pane at `path` shows, by the table it looks them up in (none when it names
    /// no table); nil when the file is no property list this tool can read (its table's keys
    /// then stay as they are).
    static func keys(path: String, data: Data) -> [TableID: Set<String>]? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        guard let name = plist["StringsTable"] as? String else { return [:] }
        var keys = Set<String>()
        if let title = plist["Title"] as? String { keys.insert(title) }
        for specifier in plist["PreferenceSpecifiers"] as? [[String: Any]] ?? [] {
            for key in shownKeys { if let text = specifier[key] as? String { keys.insert(text) } }
            for key in shownLists { keys.formUnion(specifier[key] as? [String] ?? []) }
        }
        return [TableID(bundle: path.parentPath, name: name): keys]
    }
}
