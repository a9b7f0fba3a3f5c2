/// String catalog entries Xcode marked as stale or needing review.
struct LocalizationReviewState: Rule {
    let metadata = RuleMetadata(
        id: "localization-review-state",
        title: "String catalog entry stale or needing review",
        rationale: "Xcode marks a translation “needs review” when its source text changed, and a key “stale” when code no longer uses it: the first ships a translation of an old text, the second ships text nobody sees.",
        wcag: ["3.1.1"], impact: .minor, defaultSeverity: .warning,
        tags: ["localization"],
        help: "Review the translations and mark them reviewed in the string catalog editor; delete stale keys or, if code builds them at run time, mark them manual.",
        sources: ["seed rule #151"])

    var examples: [RuleExample] {
        [
            .code("A stale key and two French translations needing review", .triggers(count: 2), [
                "App/Localizable.xcstrings": """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Old banner" : {
                          "extractionState" : "stale"
                        },
                        "Pay now" : {
                          "localizations" : {
                            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Payer" } }
                          }
                        },
                        "Total" : {
                          "localizations" : {
                            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Total" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }
                    """,
            ]),
            .code("Trap: translated units and manual keys", .passes, [
                "App/Localizable.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{
                      "tab.%@":{"extractionState":"manual"},
                      "Total":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Total"}}}}}}
                    """,
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
                for (language, value) in entry.values where value.state == .needsReview || value.state == .stale {
                    review[language, default: []].append(entry)
                }
            }
            for language in review.keys.sorted() {
                let entries = review[language]!
                let location = entries[0].values[language]!.location
                findings.append(context.finding(at: location, "\(entries.count) \(language) translation\(entries.count == 1 ? "" : "s") of \(table) need\(entries.count == 1 ? "s" : "") review: \(LocalizationWording.list(entries.map(\.key)))"))
            }
        }
        return findings
    }
}
