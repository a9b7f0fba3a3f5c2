import Foundation

/// Accessibility labels and hints are translated like the rest of the interface.
struct AccessibilityStringsTranslated: Rule {
    let metadata = RuleMetadata(
        id: "accessibility-strings-translated",
        title: "Accessibility label or hint left in the development language",
        rationale:
            "VoiceOver users hear labels and hints, not the screen: a label left in English in the French app is read with the French voice and makes no sense, while sighted people see a translated screen.",
        wcag: ["3.1.1", "4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["localization", "voiceover"],
        help:
            "Translate accessibility labels and hints with the other strings; in storyboards, include the “.accessibilityLabel” and “.accessibilityHint” keys in each language's strings file.",
        sources: ["seed rule #147", "seed rule #151", "B ch7 L2796-2830"],
        summary: "an accessibility label or hint missing, or left in English, in a translation",
        appleAuditTypes: [], nutritionLabels: [], policies: [.needsReviewWhenLookupReplaced])

    var examples: [RuleExample] {
        [
            .code(
                "The label is translated nowhere but the other strings are", .triggers(count: 1),
                [
                    "App/Player.swift":
                        "final class Player { func setUp() { playButton.accessibilityLabel = ↓NSLocalizedString(\"player.play\", comment: \"Play button\"); title = NSLocalizedString(\"player.title\", comment: \"\") } }",
                    "App/en.lproj/Localizable.strings": "\"player.play\" = \"Play episode\";\n\"player.title\" = \"Now playing\";",
                    "App/de.lproj/Localizable.strings": "\"player.play\" = \"Play episode\";\n\"player.title\" = \"Wird gespielt\";",
                ]),
            .code(
                "A storyboard label's accessibility hint is missing from the Spanish strings", .triggers(count: 1),
                [
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(
                        label: "Bienvenue", accessibility: #"↓<accessibility key="accessibilityConfiguration" hint="Opens your profile"/>"#),
                    "App/es.lproj/Main.strings": "\"lbl-wel-cme.text\" = \"Bienvenido\";",
                    "App/es.lproj/Localizable.strings": "\"a\" = \"b\";",
                ]),
            .code(
                "Trap: a String Catalog's Arabic, whose every unit is an empty stub (a translation service's placeholder), is no language the app is in; German translates the label (Mammoth)",
                .passes,
                [
                    "App/Player.swift":
                        "final class Player { func setUp() { playButton.accessibilityLabel = NSLocalizedString(\"player.play\", comment: \"Play button\"); title = NSLocalizedString(\"player.title\", comment: \"\") } }",
                    "App/Localizable.xcstrings": """
                    { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
                      "player.play" : { "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Play episode" } },
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Folge abspielen" } },
                        "ar" : { "stringUnit" : { "state" : "needs_review", "value" : "" } } } },
                      "player.title" : { "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Now playing" } },
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Wird gespielt" } },
                        "ar" : { "stringUnit" : { "state" : "needs_review", "value" : "" } } } } } }
                    """,
                ]),
            .code(
                "Trap: a one-word label the same in both languages (a cognate)", .passes,
                [
                    "App/Player.swift":
                        "final class Player { func setUp() { menu.accessibilityLabel = NSLocalizedString(\"menu\", comment: \"Menu button\") } }",
                    "App/en.lproj/Localizable.strings": "\"menu\" = \"Menu\";",
                    "App/fr.lproj/Localizable.strings": "\"menu\" = \"Menu\";",
                ]),
            .code(
                "Trap: British English falls back to English, which is right", .passes,
                [
                    "App/Player.swift":
                        "final class Player { func setUp() { playButton.accessibilityLabel = NSLocalizedString(\"player.play\", comment: \"Play button\") } }",
                    "App/en.lproj/Localizable.strings": "\"player.play\" = \"Play episode\";",
                    "App/en-GB.lproj/Localizable.strings": "\"other\" = \"Colour\";",
                ]),
            .code(
                "Trap: a key's name kept as it is in the translation: needs review", .needsReview(count: 1),
                [
                    "App/Keys.swift":
                        "import SwiftUI\nstruct K: View { var body: some View { ↓Image(systemName: \"capslock\").accessibilityLabel(\"key.capslock\") } }",
                    "App/en.lproj/Localizable.strings": "\"key.capslock\" = \"Caps Lock\";",
                    "App/fr.lproj/Localizable.strings": "\"key.capslock\" = \"Caps Lock\";",
                ]),
            .code(
                "The same words kept in a translation, not a key's name: certain", .triggers(count: 1),
                [
                    "App/Keys.swift":
                        "import SwiftUI\nstruct K: View { var body: some View { ↓Image(systemName: \"play\").accessibilityLabel(\"player.play\") } }",
                    "App/en.lproj/Localizable.strings": "\"player.play\" = \"Play episode\";",
                    "App/fr.lproj/Localizable.strings": "\"player.play\" = \"Play episode\";",
                ]),
            .code(
                "Trap: translated labels", .passes,
                [
                    "App/Player.swift":
                        "import SwiftUI\nstruct P: View { var body: some View { Image(systemName: \"play\").accessibilityLabel(\"player.play\") } }",
                    "App/en.lproj/Localizable.strings": "\"player.play\" = \"Play episode\";",
                    "App/it.lproj/Localizable.strings": "\"player.play\" = \"Riproduci episodio\";",
                ]),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        let languages = tables.translations
        guard !languages.isEmpty else { return [] }
        var findings: [Finding] = []
        var reported = Set<String>()
        for usage in localization.usages where usage.isAccessibility && !usage.isDynamic {
            guard let entry = localization.entry(for: usage), entry.shouldTranslate,
                let sourceValue = tables.developmentValue(of: entry), sourceValue.hasTranslatableText,
                reported.insert(entry.table.bundle + "\u{0}" + entry.table.name + "\u{0}" + entry.key).inserted
            else { continue }
            let tableLanguages = tables.shown(tables.translations(of: tables.languages(inBundle: entry.table.bundle)), inBundle: entry.table.bundle)
                .filter { language in !tables.files(of: entry.table, language: language).isEmpty }
            let source = sourceValue.displayText
            let untranslated = tableLanguages.filter { language in
                guard let value = entry.values[language], value.state != .new, !value.text.isEmpty else { return true }
                return value.allTexts == sourceValue.allTexts && Self.isSentence(source)
            }
            guard !untranslated.isEmpty else { continue }
            // Missing in one language is certain; the same text in every one may be meant.
            let missing = untranslated.contains { language in entry.values[language].map { $0.state == .new || $0.text.isEmpty } ?? true }
            findings.append(
                context.finding(
                    at: usage.location,
                    "The accessibility text “\(source)” is not translated into \(untranslated.joined(separator: ", ")): VoiceOver reads it in \(tables.developmentLanguage) there",
                    confidence: missing ? .certain : Self.sameTextConfidence(source)))
        }
        for interface in localization.interfaces where StringTables.language(ofPath: interface.path) == "Base" {
            let entries = tables.tables[interface.table] ?? [:]
            let stringsLanguages = languages.filter { language in
                tables.files(of: interface.table, language: language).contains { $0.language != nil || $0.format == .catalog }
            }
            for text in interface.translatableTexts where text.isAccessibility {
                let untranslated = stringsLanguages.filter { language in
                    guard text.isTranslated(in: entries, language: language) else { return true }
                    // Translated under another key of the same object (an assumed key).
                    guard let value = entries[text.key]?.values[language] else { return false }
                    return value.text == text.value && Self.isSentence(text.value)
                }
                guard !untranslated.isEmpty else { continue }
                let what = text.isAccessibilityHint ? "hint" : "label"
                let missing = untranslated.contains { !text.isTranslated(in: entries, language: $0) }
                findings.append(
                    context.finding(
                        at: SourceLocation(file: interface.path, line: text.line),
                        "The accessibility \(what) “\(text.value)” is not in the \(untranslated.joined(separator: ", ")) strings of \(interface.path.fileName): VoiceOver reads it in \(tables.developmentLanguage) there",
                        confidence: missing ? .certain : Self.sameTextConfidence(text.value)))
            }
        }
        return findings
    }

    /// A translation equal to the source is certain to be untranslated, unless the text is one
    /// languages keep: a key's name (“Caps Lock”, “Page Up”) or words of one or two letters.
    static func sameTextConfidence(_ text: String) -> Confidence {
        if KeyNames.isKeyName(text) {
            return .needsReview(reason: "“\(text)” names a key, which many languages keep as printed on the key")
        }
        let words = text.split(whereSeparator: { !$0.isLetter }).filter { !$0.isEmpty }
        if !words.isEmpty, words.allSatisfy({ $0.count < 3 }) {
            return .needsReview(reason: "“\(text)” is words of one or two letters, which other languages often keep")
        }
        return .certain
    }

    /// Two words or more: a single word may be the same in both languages (“Menu”, “Album”).
    static func isSentence(_ text: String) -> Bool {
        text.split(whereSeparator: { $0.isWhitespace }).filter { StringTables.isTranslatable(String($0)) }.count >= 2
    }
}
