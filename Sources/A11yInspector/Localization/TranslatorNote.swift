/// What developers tell translators beside a text: a comment in code (`comment:`), a note in a
/// string catalog, Interface Builder's "Comment for Localizer" (`userComments`).
public enum TranslatorNote {
    /// The note says the text stays as it is: “Should not be translated”, “Do not translate”,
    /// “Don't localize”, or BartyCrouch's `#bc-ignore!` marker for Interface Builder texts
    /// (https://github.com/FlineDev/BartyCrouch, "Exclusion of specific views").
    public static func saysDoNotTranslate(_ note: String?) -> Bool {
        guard let note = note?.lowercased(), !note.isEmpty else { return false }
        return note.contains("#bc-ignore!")
            || [
                "not be translated", "do not translate", "don't translate", "dont translate", "not translatable", "no translation",
                "do not localize", "don't localize", "do not localise", "don't localise",
            ].contains { note.contains($0) }
    }
}
