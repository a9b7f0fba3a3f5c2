/// Wording shared by the localization rules.
enum LocalizationWording {
    /// "“a”, “b”, “c” and 9 more".
    static func list(_ items: [String], limit: Int = 3) -> String {
        var seen = Set<String>()
        let unique = items.filter { seen.insert($0).inserted }
        let shown = unique.prefix(limit).map { "“\($0)”" }.joined(separator: ", ")
        return unique.count > limit ? "\(shown) and \(unique.count - limit) more" : shown
    }

    /// "de, fr", or "31 languages (ar, az, ca, cs, da, de…)".
    static func languages(_ list: [String]) -> String {
        list.count > 6 ? "\(list.count) languages (\(list.prefix(6).joined(separator: ", "))…)" : list.joined(separator: ", ")
    }

    /// A file's name for messages.
    static func fileName(_ path: String) -> String {
        let parts = path.pathComponentsWithoutSlashes
        return parts.suffix(2).joined(separator: "/")
    }
}
