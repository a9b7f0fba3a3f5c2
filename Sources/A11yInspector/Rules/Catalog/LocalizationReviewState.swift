/// String catalog entries Xcode marked as stale or needing review.
struct LocalizationReviewState: Rule {
    let metadata = RuleMetadata(
        id: "localization-review-state",
        title: "String catalog entry stale or needing review",
        rationale:
            "Xcode marks a translation “needs review” when its source text changed, and a key “stale” when code no longer uses it: the first ships a translation of an old text, the second ships text nobody sees.",
        wcag: ["3.1.1"], impact: .minor, defaultSeverity: .warning,
        tags: ["localization"],
        help:
            "Review the translations and mark them reviewed in the string catalog editor; delete stale keys or, if code builds them at run time, mark them manual.",
        sources: ["seed rule #151"],
        summary: "string catalog translations marked *needs review*, keys marked stale; severity: info for stale keys",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "A stale key", .triggers(count: 1),
                [
                    "App/Localizable.xcstrings": """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        ↓"Old banner" : {
                          "extractionState" : "stale"
                        },
                        "Total" : {
                          "localizations" : {
                            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Total" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }
                    """
                ]),
            .code(
                "A French translation needing review: the flag says the source changed, a translator checks the text", .needsReview(count: 1),
                [
                    "App/Localizable.xcstrings": """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        ↓"Pay now" : {
                          "localizations" : {
                            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Payer" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }
                    """
                ]),
            .code(
                "Languages needing review of the same keys are one finding", .needsReview(count: 1),
                [
                    "App/Localizable.xcstrings": """
                    ↓{"sourceLanguage":"en","version":"1.0","strings":{
                      "Pay now":{"localizations":{
                        "de":{"stringUnit":{"state":"needs_review","value":"Jetzt zahlen"}},
                        "fr":{"stringUnit":{"state":"needs_review","value":"Payer"}}}}}}
                    """
                ]),
            .code(
                "Trap: a translation needing review that is the source text itself (a name kept in every language)", .passes,
                [
                    "App/InfoPlist.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{
                      "CFBundleDisplayName":{"localizations":{
                        "en":{"stringUnit":{"state":"translated","value":"Trio"}},
                        "de":{"stringUnit":{"state":"needs_review","value":"Trio"}},
                        "es":{"stringUnit":{"state":"needs_review","value":"Trio"}}}}}}
                    """
                ]),
            .code(
                "Trap: translated units and manual keys", .passes,
                [
                    "App/Localizable.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{
                      "tab.%@":{"extractionState":"manual"},
                      "Total":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Total"}}}}}}
                    """
                ]),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        var findings: [Finding] = []
        for table in tables.tables.keys.sorted() where tables.isCatalog(table) {
            var review: [String: [LocalizedKey]] = [:]
            for entry in tables.tables[table]!.values.sorted(by: { $0.key < $1.key }) {
                if entry.extractionState == "stale", let value = tables.developmentValue(of: entry) {
                    findings.append(context.finding(at: value.location, "“\(entry.key)” is stale: no code uses it any more", severity: .info))
                }
                // A translation that is the source text itself (a name every language keeps)
                // shows the same whatever a reviewer decides.
                let source = tables.developmentValue(of: entry)?.text ?? entry.key
                for (language, value) in entry.values where (value.state == .needsReview || value.state == .stale) && value.text != source {
                    review[language, default: []].append(entry)
                }
            }
            // Languages waiting on the same keys are one finding, on the first of them.
            var languagesByKeys: [[String]: [String]] = [:]
            for language in review.keys.sorted() { languagesByKeys[review[language]!.map(\.key), default: []].append(language) }
            for (keys, languages) in languagesByKeys.sorted(by: { $0.value[0] < $1.value[0] }) {
                let entry = review[languages[0]]!.first!
                let location = entry.values[languages[0]]!.location
                let what = keys.count == 1 ? "1 translation" : "\(keys.count) translations"
                // Named by their source text: a storyboard's keys are object ids (`g2G-5j-Y4q.text`).
                let shown = review[languages[0]]!.map { tables.developmentValue(of: $0)?.text ?? $0.key }
                findings.append(
                    context.finding(
                        at: location,
                        "\(what) of \(table) need\(keys.count == 1 ? "s" : "") review in \(LocalizationWording.languages(languages)): \(LocalizationWording.list(shown))",
                        // The flag is the catalog's workflow: it says the source changed, not
                        // that the translation is now wrong (a capital letter, a reworded
                        // English that the translation already matched).
                        confidence: .needsReview(
                            reason:
                                "Xcode marks a translation when its source text changes; whether the shipped translation still says the same is for a translator to check"
                        )))
            }
        }
        return findings
    }
}
