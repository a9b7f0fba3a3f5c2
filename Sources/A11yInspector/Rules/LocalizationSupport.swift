/// Wording shared by the localization rules.
enum LocalizationWording {
    /// "“a”, “b”, “c” and 9 more".
    static func list(_ items: [String], limit: Int = 3) -> String {
        var seen = Set<String>()
        let unique = items.filter { seen.insert($0).inserted }
        let shown = unique.prefix(limit).map { "“\($0)”" }.joined(separator: ", ")
        return unique.count > limit ? "\(shown) and \(unique.count - limit) more" : shown
    }

    /// A translator comment that says the text must stay as it is (“Should not be translated”,
    /// “Do not translate”, “Don't translate”).
    static func saysDoNotTranslate(_ comment: String?) -> Bool {
        guard let comment = comment?.lowercased() else { return false }
        return ["not be translated", "do not translate", "don't translate", "dont translate", "not translatable", "no translation"].contains { comment.contains($0) }
    }

    /// A file's name for messages.
    static func fileName(_ path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.suffix(2).joined(separator: "/")
    }
}
