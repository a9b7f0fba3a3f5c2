/// Wording shared by the localization rules.
enum LocalizationWording {
    /// "“a”, “b”, “c” and 9 more".
    static func list(_ items: [String], limit: Int = 3) -> String {
        let shown = items.prefix(limit).map { "“\($0)”" }.joined(separator: ", ")
        return items.count > limit ? "\(shown) and \(items.count - limit) more" : shown
    }

    /// Text that has something to translate: at least one letter outside format specifiers.
    static func isTranslatable(_ text: String) -> Bool {
        let prose = text.contains("%") ? FormatSpecifiers.skeleton(text) : text
        return prose.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// A file's name for messages.
    static func fileName(_ path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.suffix(2).joined(separator: "/")
    }
}
