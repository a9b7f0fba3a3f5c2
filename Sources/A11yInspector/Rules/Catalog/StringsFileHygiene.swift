/// String tables parse, and each key is written once.
struct StringsFileHygiene: Rule {
    let metadata = RuleMetadata(
        id: "strings-file-hygiene",
        title: "Strings file that does not parse, or a key written twice",
        rationale: "iOS loads a .strings file whole or not at all: one missing semicolon or quote and every string of that table shows its key or English default in that language. A key written twice keeps the later value, silently.",
        wcag: ["3.1.1"], impact: .serious, defaultSeverity: .error,
        tags: ["localization"],
        help: "End every entry with a semicolon and close every quote (plutil -lint checks a file); keep one entry per key.",
        sources: ["seed rule #150", "S0 strings", "B ch7 L2834-2838"])

    var examples: [RuleExample] {
        [
            .code("A missing semicolon loses the whole French table", .triggers(count: 1), [
                "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\"\n\"checkout.pay\" = \"Payer\";",
            ]),
            .code("A key written twice", .triggers(count: 1), [
                "App/en.lproj/Localizable.strings": "\"pay\" = \"Pay\";\n\"total\" = \"Total\";\n\"pay\" = \"Pay now\";",
            ]),
            .code("Trap: unquoted words, comments, a UTF-8 byte-order mark and escapes are all valid", .passes, [
                "App/en.lproj/Localizable.strings": "\u{FEFF}/* Title */\ntitle = \"Checkout\";\n// Button\n\"pay\" = \"Pay \\\"now\\\"\\n\";\n\"done\";",
            ]),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        localization.tables.problems.map { problem in
            context.finding(at: problem.location,
                            problem.isUnreadable ? "\(problem.message): iOS loads none of this file's strings" : problem.message,
                            severity: problem.isUnreadable ? nil : .warning)
        }
    }
}
