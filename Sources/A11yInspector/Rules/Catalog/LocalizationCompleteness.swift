import Foundation

/// Every language the app ships has every string.
struct LocalizationCompleteness: Rule {
    let metadata = RuleMetadata(
        id: "localization-completeness",
        title: "Strings missing in a language the app is translated into",
        rationale: "A string missing from one language's table falls back to the development language: people who chose French hear English in the middle of French, and VoiceOver reads it with the French voice.",
        wcag: ["3.1.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["localization"],
        help: "Translate the missing strings (export with Xcode's Export Localizations), or mark text that must not be translated with “Don't translate” in the string catalog.",
        sources: ["seed rule #151", "S0 localization", "B ch5 L1736"])

    static let table = """
        /* Title of the checkout screen */
        "checkout.title" = "Checkout";
        "checkout.pay" = "Pay now";
        "checkout.total" = "Total";
        """

    var examples: [RuleExample] {
        [
            .code("French lacks one key of three", .triggers(count: 1), [
                "App/en.lproj/Localizable.strings": Self.table,
                "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";\n\"checkout.total\" = \"Total\";",
            ]),
            .code("A storyboard with Base internationalization has no German strings at all", .triggers(count: 1), [
                "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Welcome back"),
                "App/en.lproj/Localizable.strings": Self.table,
                "App/de.lproj/Localizable.strings": "\"checkout.title\" = \"Kasse\";\n\"checkout.pay\" = \"Jetzt zahlen\";\n\"checkout.total\" = \"Summe\";",
            ]),
            .code("A catalog whose Spanish unit is still new", .triggers(count: 1), [
                "App/Localizable.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{
                      "Pay now":{"localizations":{"es":{"stringUnit":{"state":"new","value":""}}}},
                      "Total":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"Total"}}}}}}
                    """,
            ]),
            .code("Trap: every language complete; symbols and “Don't translate” entries need nothing", .passes, [
                "App/Localizable.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{
                      "%lld":{},
                      "NetNewsWire":{"shouldTranslate":false},
                      "Total":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"Total"}}}}}}
                    """,
            ]),
            .code("Trap: the storyboard's French strings have its text; the label set in code needs none", .passes, [
                "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Welcome back"),
                "App/fr.lproj/Main.strings": "/* Class = \"UILabel\"; text = \"Welcome back\"; */\n\"lbl-wel-cme.text\" = \"Bon retour\";",
                "App/fr.lproj/Localizable.strings": "\"x\" = \"y\";",
                "App/en.lproj/Localizable.strings": "\"x\" = \"y\";",
            ]),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        let languages = tables.translations
        guard !languages.isEmpty else { return [] }
        let accessibilityKeys = Set(localization.usages.filter(\.isAccessibility).map { $0.tableName + "\u{0}" + $0.key })
        var findings: [Finding] = []
        let interfaceTables = localization.nonCodeTables.subtracting(["InfoPlist", "AppShortcuts"])
        for table in tables.tables.keys.sorted() where !interfaceTables.contains(table) {
            let entries = tables.tables[table]!.values.sorted { $0.key < $1.key }.filter { entry in
                entry.shouldTranslate && !accessibilityKeys.contains(table + "\u{0}" + entry.key)
                    && tables.developmentValue(of: entry).map { LocalizationWording.isTranslatable($0.text) } == true
            }
            let isCatalog = tables.isCatalog(table)
            // A catalog is translated into the languages it has; a .strings table into the
            // project's languages, unless it has no translation at all (kept in one language on purpose).
            let tableLanguages = isCatalog
                ? Set(entries.flatMap { $0.values.keys }).subtracting([tables.developmentLanguage, "Base"]).sorted()
                : (tables.files(of: table).contains { $0.language.map { tables.normalized($0) != tables.developmentLanguage } ?? false } ? languages : [])
            for language in tableLanguages {
                let missing = entries.filter { entry in
                    guard let value = entry.values[language] else { return true }
                    return value.state == .new || (value.text.isEmpty && value.forms.isEmpty)
                }
                guard !missing.isEmpty else { continue }
                let file = tables.files(of: table, language: language).first { $0.language != nil } ?? tables.files(of: table, language: language).first
                let location = file.map { SourceLocation(file: $0.path) } ?? tables.developmentValue(of: missing[0])!.location
                let what = file == nil ? "\(table) has no \(language) file" : "\(table) (\(language)) lacks \(missing.count) of \(entries.count) strings"
                findings.append(context.finding(at: location, "\(what): \(LocalizationWording.list(missing.map(\.key))) show in \(tables.developmentLanguage)"))
            }
        }
        findings += interfaceFindings(localization, languages: languages, context)
        return findings
    }

    /// Storyboards and xibs in Base.lproj: each language's `<Name>.strings` has each text.
    func interfaceFindings(_ localization: LocalizationContext, languages: [String], _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        var findings: [Finding] = []
        for interface in localization.interfaces where StringTables.language(ofPath: interface.path) == "Base" {
            let texts = interface.texts.filter { !$0.isAccessibility && LocalizationWording.isTranslatable($0.value) }
            guard !texts.isEmpty else { continue }
            let folder = ((interface.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let name = (interface.path as NSString).lastPathComponent
            for language in languages {
                // A copy of the whole file for the language is translated in place.
                if localization.interfaces.contains(where: { $0.path == "\(folder)/\(language).lproj/\(name)" }) { continue }
                let file = tables.files.first { $0.table == interface.tableName && $0.language == language && $0.path.hasPrefix(folder + "/") }
                guard let file else {
                    findings.append(context.finding(at: SourceLocation(file: interface.path, line: texts[0].line),
                                                    "\(name) has no \(language) strings: \(texts.count) texts such as \(LocalizationWording.list(texts.map(\.value))) show in \(tables.developmentLanguage)"))
                    continue
                }
                let entries = tables.tables[interface.tableName] ?? [:]
                let missing = texts.filter { entries[$0.key]?.values[language] == nil }
                guard !missing.isEmpty else { continue }
                findings.append(context.finding(at: SourceLocation(file: file.path),
                                                "\(LocalizationWording.fileName(file.path)) lacks \(missing.count) of \(texts.count) texts of \(name): \(LocalizationWording.list(missing.map(\.value))) show in \(tables.developmentLanguage)"))
            }
        }
        return findings
    }
}
