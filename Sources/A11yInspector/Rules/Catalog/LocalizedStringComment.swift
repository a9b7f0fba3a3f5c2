/// Translators need to know what a string is for.
struct LocalizedStringComment: Rule {
    let metadata = RuleMetadata(
        id: "localized-string-comment",
        title: "Localized string without a comment for translators",
        rationale:
            "“Open” may be a verb on a button or an adjective on a status; “Play” a command or a noun. Without a comment translators guess, and VoiceOver users hear the wrong word. A key that is not readable text (“settings.title”) also needs a default value: when a translation is missing, iOS shows the key.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["localization"],
        help:
            "Pass a comment that says where the text appears and what it does; for identifier-style keys pass value: (or defaultValue:) with the English text.",
        sources: ["seed rule #149", "B ch7 L2840-2846"],
        summary: "`NSLocalizedString`/`String(localized:)` with no comment for translators, or an identifier key with no default value",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "An empty comment and an identifier key without a default value", .triggers(count: 2),
                [
                    "App/Player.swift": """
                    let open = ↓NSLocalizedString("Open", comment: "")
                    let title = ↓NSLocalizedString("player.title", comment: "Title of the player screen")
                    """,
                    "App/en.lproj/Localizable.strings": "\"Open\" = \"Open\";\n\"player.title\" = \"Now playing\";",
                ]),
            .code(
                "Trap: commented, with a default value, or commented in a catalog", .passes,
                [
                    "App/Player.swift": """
                    let open = NSLocalizedString("Open", comment: "Button that opens the episode")
                    let title = NSLocalizedString("player.title", value: "Now playing", comment: "Title of the player screen")
                    let total = String(localized: "Total")
                    """,
                    "App/Localizable.xcstrings": #"{"sourceLanguage":"en","version":"1.0","strings":{"Total":{"comment":"Label before the order total"}}}"#,
                ]),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        guard !localization.tables.isEmpty else { return [] }
        var findings: [Finding] = []
        for usage in localization.usages
        where !usage.isDynamic && usage.api != .swiftUIKey && usage.api != .bundleLookup && usage.api != .stringHelper
            && usage.api != .lookupFunction
        {
            let entry = localization.entry(for: usage)
            let tableComment = entry?.comment.map { !$0.isEmpty && $0 != "No comment provided by engineer." } ?? false
            let hasComment = usage.comment.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? false
            if !hasComment && !tableComment {
                findings.append(context.finding(at: usage.location, "“\(usage.key)” has no comment for translators"))
            } else if usage.defaultValue == nil, StringTables.isIdentifierKey(usage.key) {
                findings.append(
                    context.finding(
                        at: usage.location, "“\(usage.key)” is not readable text and has no default value: where a translation is missing, people see the key"))
            }
        }
        return findings
    }
}
