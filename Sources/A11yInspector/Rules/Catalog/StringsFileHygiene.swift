/// String tables parse, and each key is written once.
struct StringsFileHygiene: Rule {
    let metadata = RuleMetadata(
        id: "strings-file-hygiene",
        title: "Strings file that does not parse, or a key written twice",
        rationale:
            "iOS loads a .strings file with a syntax error not at all: one missing semicolon or quote and every string of that table shows its key or English default in that language. A stray character where a key should begin ends the file there, silently. A key written twice keeps the later value, silently.",
        wcag: ["3.1.1"], impact: .serious, defaultSeverity: .error,
        tags: ["localization"],
        help: "End every entry with a semicolon and close every quote (plutil -lint checks a file).",
        sources: ["seed rule #150", "B ch7 L2830-2924", "B ch7 L2834-2838"],
        summary:
            "a `.strings` file that does not parse (iOS loads none of it), a stray character that ends it before entries, a key written twice; severity: warning for a repeated key",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "A missing semicolon loses the whole French table", .triggers(count: 1),
                [
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\"\n↓\"checkout.pay\" = \"Payer\";"
                ]),
            .code(
                "A key written twice", .triggers(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"pay\" = \"Pay\";\n\"total\" = \"Total\";\n↓\"pay\" = \"Pay now\";"
                ]),
            .code(
                "A duplicate copied into every translation is one finding on the development language's file", .triggers(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"pay\" = \"Pay\";\n↓\"pay\" = \"Pay now\";",
                    "App/fr.lproj/Localizable.strings": "\"pay\" = \"Payer\";\n\"pay\" = \"Payer maintenant\";",
                    "App/de.lproj/Localizable.strings": "\"pay\" = \"Zahlen\";\n\"pay\" = \"Jetzt zahlen\";",
                ]),
            .code(
                "Trap: a table copied whole into another bundle (a package's resources and the app's) is one duplicate, not two", .triggers(count: 1),
                [
                    "Packages/Sources/Generated/Resources/en.lproj/Localizable.strings":
                        "\"send.sending\" = \"Sending\";\n\"done\" = \"Done\";\n\"send.sending\" = \"Sending...\";\n",
                    "App/Resources/en.lproj/Localizable.strings":
                        "\"send.sending\" = \"Sending\";\n\"done\" = \"Done\";\n↓\"send.sending\" = \"Sending...\";\n",
                ]),
            .code(
                "A stray semicolon between entries ends the file there: the entries after it are lost", .triggers(count: 1),
                [
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";↓;\n\"checkout.pay\" = \"Payer\";"
                ]),
            .code(
                "Trap: a stray semicolon after the last entry loses nothing (xDrip4iOS's translations)", .passes,
                [
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";\n\"checkout.pay\" = \"Payer\";;\n"
                ]),
            .code(
                "Trap: unquoted words, comments, a UTF-8 byte-order mark and escapes are all valid", .passes,
                [
                    "App/en.lproj/Localizable.strings": "\u{FEFF}/* Title */\ntitle = \"Checkout\";\n// Button\n\"pay\" = \"Pay \\\"now\\\"\\n\";\n\"done\";"
                ]),
        ]
    }

    static let duplicateFix = "Keep one entry for the key: delete the earlier one, or give the two texts different keys if both are needed."

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        var findings: [Finding] = []
        // The same key written twice in several languages of one table (a translation tool
        // copies the source file's duplicate) is one problem: one finding on the development
        // language's file, or the first file, naming the others.
        var duplicates: [StringTables.Problem: [StringTables.Problem]] = [:]
        var order: [StringTables.Problem] = []
        var groups: [String: StringTables.Problem] = [:]
        for problem in tables.problems {
            guard let duplicate = problem.duplicate else {
                findings.append(
                    context.finding(at: problem.location, problem.message + (problem.isUnreadable ? ": iOS loads none of this file's strings" : "")))
                continue
            }
            let group = "\(duplicate.table.bundle)\u{0}\(duplicate.table.name)\u{0}\(duplicate.key)"
            if let first = groups[group] {
                duplicates[first, default: []].append(problem)
            } else {
                groups[group] = problem
                order.append(problem)
                duplicates[problem] = [problem]
            }
        }
        // A table copied whole into another bundle (a package's resources and the app's, the same
        // file twice) has the duplicate at the same lines: one finding, naming the copies.
        var bySignature: [String: Int] = [:]
        var merged: [(source: StringTables.Problem, others: [String], copies: [String])] = []
        for first in order {
            let copies = duplicates[first]!.sorted { $0.location < $1.location }
            let source =
                copies.first { tables.normalized($0.duplicate!.language) == tables.developmentLanguage }
                ?? copies.first { tables.isDevelopmentVariant($0.duplicate!.language) } ?? copies[0]
            let others = copies.filter { $0 != source }.map(\.duplicate!.language).sorted()
            let d = source.duplicate!
            let signature = "\(d.table.name)\u{0}\(d.key)\u{0}\(d.language)\u{0}\(d.firstLine)\u{0}\(source.location.line)\u{0}\(others)"
            if let i = bySignature[signature] {
                merged[i].copies.append(source.location.file)
            } else {
                bySignature[signature] = merged.count
                merged.append((source, others, []))
            }
        }
        for (source, others, copies) in merged {
            var message = source.message
            if !others.isEmpty {
                message +=
                    "; the same key is written twice in \(others.count) other language\(others.count == 1 ? "" : "s") (\(others.prefix(6).joined(separator: ", "))\(others.count > 6 ? "…" : ""))"
            }
            if !copies.isEmpty {
                message += "; the table is copied, with the same duplicate, at \(copies.sorted().joined(separator: ", "))"
            }
            // Two entries with the same text change nothing at run time.
            let same = source.duplicate!.sameValue
            if same { message += " (both entries say the same)" }
            findings.append(context.finding(at: source.location, message, fix: Self.duplicateFix, severity: same ? .info : .warning))
        }
        return findings
    }
}
