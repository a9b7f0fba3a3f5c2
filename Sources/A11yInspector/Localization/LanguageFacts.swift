/// Facts about languages: the plural categories a language needs for whole numbers, from Unicode CLDR's cardinal
/// plural rules ("Language Plural Rules",
/// https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html),
/// which Apple's `.stringsdict` and string catalogs follow.
///
/// Categories CLDR uses only for fractions (Czech, Slovak and Lithuanian `many`; the `other` of
/// Russian, Ukrainian, Belarusian and Polish, whose whole numbers are all one, few or many) are left out,
/// and so is the `many` of French, Spanish, Italian, Portuguese and Catalan, used only for
/// exact multiples of a million ("1 000 000 de fichiers"): a missing category falls back to
/// `other`, which reads acceptably there.
public enum LanguageFacts {
    public static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    static let other: Set<String> = ["other"]
    static let oneOther: Set<String> = ["one", "other"]
    static let oneFewMany: Set<String> = ["one", "few", "many"]
    static let oneFewOther: Set<String> = ["one", "few", "other"]

    static let table: [String: Set<String>] = [
        // No plural forms.
        "ja": other, "zh": other, "ko": other, "vi": other, "th": other, "id": other, "ms": other,
        "my": other, "lo": other, "km": other, "yo": other, "bo": other, "jv": other,
        // one, other.
        "en": oneOther, "de": oneOther, "nl": oneOther, "sv": oneOther, "da": oneOther, "nb": oneOther,
        "no": oneOther, "nn": oneOther, "fi": oneOther, "et": oneOther, "el": oneOther, "hu": oneOther,
        "tr": oneOther, "bg": oneOther, "hi": oneOther, "bn": oneOther, "ur": oneOther, "fa": oneOther,
        "az": oneOther, "ka": oneOther, "kk": oneOther, "ky": oneOther, "sw": oneOther, "ta": oneOther,
        "te": oneOther, "ml": oneOther, "mr": oneOther, "gu": oneOther, "kn": oneOther, "af": oneOther,
        "eu": oneOther, "gl": oneOther, "sq": oneOther, "mn": oneOther, "ne": oneOther, "pa": oneOther,
        "si": oneOther, "zu": oneOther, "am": oneOther, "uz": oneOther, "is": oneOther, "hy": oneOther,
        "fr": oneOther, "es": oneOther, "it": oneOther, "pt": oneOther, "ca": oneOther, "fil": oneOther,
        // one, two, other.
        "he": ["one", "two", "other"], "iw": ["one", "two", "other"],
        // one, few, other.
        "ro": oneFewOther, "hr": oneFewOther, "sr": oneFewOther, "bs": oneFewOther, "lt": oneFewOther,
        "cs": oneFewOther, "sk": oneFewOther,
        // one, few, many (their `other` is for fractions: 1.5 файла).
        "ru": oneFewMany, "uk": oneFewMany, "be": oneFewMany, "pl": oneFewMany,
        // others.
        "sl": ["one", "two", "few", "other"],
        "lv": ["zero", "one", "other"],
        "ar": ["zero", "one", "two", "few", "many", "other"],
        "cy": ["zero", "one", "two", "few", "many", "other"],
        "ga": ["one", "two", "few", "many", "other"],
        "mt": ["one", "two", "few", "many", "other"],
    ]

    /// The categories `language` ("pt-BR", "zh-Hans", "sr-Latn") needs for whole numbers, or nil
    /// when the language is not in the table.
    public static func requiredPluralCategories(for language: String) -> Set<String>? {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        return table[base.lowercased()]
    }

    /// Languages written right to left (Apple: "Supporting right-to-left languages").
    public static func isRightToLeft(_ language: String) -> Bool {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"].contains(base)
    }
}
