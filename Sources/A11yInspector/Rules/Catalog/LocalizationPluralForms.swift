/// Plural strings have the forms each language needs.
struct LocalizationPluralForms: Rule {
    let metadata = RuleMetadata(
        id: "localization-plural-forms",
        title: "Plural string missing forms a language needs",
        rationale:
            "Languages count differently: Russian and Polish need one, few and many; Arabic six forms; Japanese one. A plural string without a language's forms shows “1 files”-style grammar in that language, and VoiceOver reads it as written.",
        wcag: ["3.1.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["localization"],
        help: "Add the missing plural categories (CLDR) in the string catalog or the .stringsdict file for each language.",
        sources: ["seed rule #151", "Unicode CLDR Language Plural Rules"],
        summary: "a plural string without the CLDR categories a language needs (Russian few/many, Arabic's six…)",
        appleAuditTypes: [], nutritionLabels: [])

    static let catalog = """
        {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
          "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},
          "ru":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld файл"}},"other":{"stringUnit":{"state":"translated","value":"%lld файла"}}}}},
          "ja":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld 個のファイル"}}}}}}}}}
        """

    /// A form's text in `LocalizedValue.forms`: "photos.one" for a `.stringsdict` variable,
    /// "plural.one" (or "device.ipad.plural.one") for a catalog's plural variation.
    static func form(_ forms: [String: String], _ variable: String, _ category: String) -> String? {
        variable.isEmpty ? forms["plural.\(category)"] : forms["\(variable).\(category)"] ?? forms["\(variable).plural.\(category)"]
    }

    static func stringsdict(_ forms: [String: String]) -> String {
        let entries = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>%d photos</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@photos@</string>
            <key>photos</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict>
            </dict></dict></plist>
            """
    }

    var examples: [RuleExample] {
        [
            .code(
                "Russian has one and other but needs few and many", .triggers(count: 1),
                [
                    "App/Localizable.xcstrings": Self.catalog
                ]
            ).at("App/Localizable.xcstrings:1"),
            .code(
                "A Polish .stringsdict with only other", .triggers(count: 1),
                [
                    "App/en.lproj/Localizable.stringsdict": Self.stringsdict(["one": "%d photo", "other": "%d photos"]),
                    "App/pl.lproj/Localizable.stringsdict": Self.stringsdict(["other": "%d zdjęć"]),
                ]
            ).at("App/en.lproj/Localizable.stringsdict:3"),
            .code(
                "Trap: a string only a screen nothing opens looks up is shown to no one (and one only a method nothing calls)", .passes,
                [
                    "App/AppDelegate.swift": "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }",
                    "App/Gallery.swift": """
                    final class GalleryViewController: UIViewController {
                        func caption(_ n: Int) -> String { String.localizedStringWithFormat(NSLocalizedString("%d photos", comment: ""), n) }
                    }
                    """,
                    "App/en.lproj/Localizable.stringsdict": Self.stringsdict(["one": "%d photo", "other": "%d photos"]),
                    "App/pl.lproj/Localizable.stringsdict": Self.stringsdict(["other": "%d zdjęć"]),
                ]),
            .code(
                "The same screen opened by the app: the Polish forms are missing", .triggers(count: 1),
                [
                    "App/AppDelegate.swift": "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = GalleryViewController() }",
                    "App/Gallery.swift": """
                    final class GalleryViewController: UIViewController {
                        override func viewDidLoad() { title = caption(3) }
                        func caption(_ n: Int) -> String { String.localizedStringWithFormat(NSLocalizedString("%d photos", comment: ""), n) }
                    }
                    """,
                    "App/en.lproj/Localizable.stringsdict": Self.stringsdict(["one": "%d photo", "other": "%d photos"]),
                    "App/pl.lproj/Localizable.stringsdict": Self.stringsdict(["other": "%d zdjęć"]),
                ]
            ).at("App/en.lproj/Localizable.stringsdict:3"),
            .code(
                "Trap: a Lithuanian file holding the English forms unchanged (untranslated) is not missing a form", .passes,
                [
                    "App/en.lproj/Localizable.stringsdict": Self.stringsdict(["one": "%d photo", "other": "%d photos"]),
                    "App/lt.lproj/Localizable.stringsdict": Self.stringsdict(["one": "%d photo", "other": "%d photos"]),
                ]),
            .code(
                "Trap: Russian counts whole numbers with one, few and many; its other is for fractions", .passes,
                [
                    "App/en.lproj/Localizable.stringsdict": Self.stringsdict(["one": "%d photo", "other": "%d photos"]),
                    "App/ru.lproj/Localizable.stringsdict": Self.stringsdict(["one": "%d фото", "few": "%d фото", "many": "%d фото"]),
                ]),
            .code(
                "Trap: a variable whose forms are all empty (a slot another variable's sentence fills) lacks nothing: a missing form shows the same empty text",
                .passes,
                [
                    "App/Base.lproj/Localizable.stringsdict": Self.stringsdict(["other": ""]),
                    "App/pl.lproj/Localizable.stringsdict": Self.stringsdict(["other": ""]),
                ]),
            .code(
                "Trap: Japanese needs only other; French one/other is enough", .passes,
                [
                    "App/en.lproj/Localizable.stringsdict": Self.stringsdict(["one": "%d photo", "other": "%d photos"]),
                    "App/ja.lproj/Localizable.stringsdict": Self.stringsdict(["other": "%d 枚の写真"]),
                    "App/fr.lproj/Localizable.stringsdict": Self.stringsdict(["one": "%d photo", "other": "%d photos"]),
                ]),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        var findings: [Finding] = []
        // A key only dead code looks up is never shown, in any form.
        let liveness = localization.liveness()
        for table in tables.tables.keys.sorted() {
            for entry in tables.tables[table]!.values.sorted(by: { $0.key < $1.key }) {
                let use = liveness.use(table: table, key: entry.key)
                if case .dead = use { continue }
                guard let source = tables.developmentValue(of: entry), !source.pluralCategories.isEmpty else { continue }
                var problems: [String] = []
                // A package's translation into a language the app does not run in is never shown.
                let shown = Set(tables.shown(Array(entry.values.keys), inBundle: entry.table.bundle))
                for language in entry.values.keys.sorted() where shown.contains(language) {
                    let value = entry.values[language]!
                    let name = tables.normalized(language)
                    guard value.state != .new, let required = LanguageFacts.requiredPluralCategories(for: name) else { continue }
                    // The source copied as it is: an untranslated fallback (translation platforms
                    // export one), which speaks the development language's grammar and is the
                    // completeness rules' to report, not a translation missing forms.
                    if name != tables.developmentLanguage, value.allTexts == source.allTexts { continue }
                    let present = value.pluralCategories
                    if present.isEmpty {
                        if name != tables.developmentLanguage, required.count > 1,
                            FormatSpecifiers.parse(value.text).specifiers.contains(where: { [.int32, .int64].contains($0.kind) })
                        {
                            problems.append("\(name) (no plural forms)")
                        }
                        continue
                    }
                    // A variable whose every form is empty text (a slot shown only in another
                    // variable's sentence) says the same in a missing form: `other`'s empty text.
                    let missing = present.filter { variable, categories in
                        !categories.allSatisfy { Self.form(value.forms, variable, $0)?.isEmpty == true }
                    }.values.map { required.subtracting($0) }.reduce(Set<String>()) { $0.union($1) }
                    if !missing.isEmpty {
                        let order = ["zero", "one", "two", "few", "many", "other"]
                        problems.append("\(name) (\(order.filter(missing.contains).joined(separator: ", ")))")
                    }
                }
                guard !problems.isEmpty else { continue }
                var confidence = Confidence.certain
                if case .maybe(let reason) = use { confidence = .needsReview(reason: reason) }
                findings.append(
                    context.finding(at: source.location, "“\(entry.key)” lacks plural forms: \(problems.joined(separator: "; "))", confidence: confidence))
            }
        }
        return findings
    }
}
