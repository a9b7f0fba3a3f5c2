/// A translation takes the same format arguments as its source text.
struct LocalizationFormatSpecifiers: Rule {
    let metadata = RuleMetadata(
        id: "localization-format-specifiers",
        title: "Format specifiers differ between languages",
        rationale:
            "String(format:) fills a translation with the arguments code passes for the source text. A translation that reads an argument as another type (%d for %@), reads one more than code passes, or mixes numbered and unnumbered specifiers shows garbage or crashes the app, in that language only.",
        wcag: [], impact: .critical, defaultSeverity: .error,
        tags: ["localization"],
        help: "Use the source text's specifiers in every translation; to reorder arguments, number all of them (%1$@ … %2$lld).",
        sources: ["seed rule #151", "Apple: String Format Specifiers"],
        summary:
            "a translation whose `%@`/`%lld`/`%1$@` specifiers read other arguments or types than code passes, or mix numbered and unnumbered ones; severity: a dropped argument: warning, *needs review*",
        appleAuditTypes: [], nutritionLabels: [])

    /// A stringsdict whose format key counts argument 1 while its forms print it as an object
    /// (element-x-ios's shape), with the given forms.
    static func readBy(one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>read_by</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@COUNT@</string>
          <key>COUNT</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>\(one)</string>
            <key>other</key><string>\(other)</string>
          </dict></dict></dict></plist>
        """
    }

    /// A stringsdict whose format key counts two `ld` variables, the first with empty forms,
    /// while the second's forms print argument 1 as an object (mastodon's shape).
    static func followed(formatKey: String, mutuals: [String: String]) -> String {
        let forms = mutuals.keys.sorted().map { "<key>\($0)</key><string>\(mutuals[$0]!)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>followed</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>\(formatKey)</string>
              <key>names</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>ld</string>
                <key>other</key><string></string>
              </dict>
              <key>mutuals</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>ld</string>
                \(forms)
              </dict></dict></dict></plist>
            """
    }

    var examples: [RuleExample] {
        [
            .code(
                "German reads the name as a number; French reads an argument code does not pass", .triggers(count: 2),
                [
                    "App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello %@, you have %lld messages\";",
                    "App/de.lproj/Localizable.strings": "↓\"greeting\" = \"Hallo %d, du hast %lld Nachrichten\";",
                    "App/fr.lproj/Localizable.strings": "↓\"greeting\" = \"Bonjour %1$@, %2$lld messages, %3$@\";",
                ]),
            .code(
                "A translation drops an argument: it may be worded generically on purpose, so it needs review", .needsReview(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"deleted\" = \"Deleted %@\";",
                    "App/es.lproj/Localizable.strings": "↓\"deleted\" = \"Eliminado\";",
                ]),
            .code(
                "Trap: a text code shows as it is keeps its percent signs (“100 % sein”), whatever printf would read in them", .passes,
                [
                    "App/en.lproj/Localizable.strings": "\"Percentages cannot be greater than 100%\" = \"Percentages cannot be greater than 100%\";",
                    "App/de.lproj/Localizable.strings": "\"Percentages cannot be greater than 100%\" = \"Prozentsätze dürfen nicht höher als 100 % sein\";",
                    "App/Coupon.swift": "let warning = NSLocalizedString(\"Percentages cannot be greater than 100%\", comment: \"\")",
                ]),
            .code(
                "Trap: a key no code the tool reads looks up (an App Intent's description) and whose English is prose (“100% guaranteed”): needs review",
                .needsReview(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"show_states.description\" = \"Latest states are not 100% guaranteed.\";",
                    "App/hu.lproj/Localizable.strings": "↓\"show_states.description\" = \"A legfrissebb állapotok nem garantáltak 100%-osan.\";",
                ]),
            .code(
                "Trap: a count read with %d where the source has %ld: only the width differs, which 64-bit iOS reads right below 2³¹",
                .needsReview(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"files\" = \"%ld files\";",
                    "App/ru.lproj/Localizable.strings": "↓\"files\" = \"%d файлов\";",
                    "App/Cache.swift": "let text = String(format: NSLocalizedString(\"files\", comment: \"\"), count)",
                ]),
            .code(
                "A key no code looks up whose English is evidently a format still counts", .triggers(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"downloaded\" = \"Downloaded %@\";",
                    "App/fr.lproj/Localizable.strings": "↓\"downloaded\" = \"Téléchargé %d\";",
                ]),
            .code(
                "A plural text is always formatted: “%1$d% af” reads “% a”, a number code does not pass", .triggers(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"poll.percent\" = \"%1$d%% of total votes\";",
                    "App/da.lproj/Localizable.strings": "↓\"poll.percent\" = \"%1$d% af de samlede stemmer\";",
                    "App/Poll.swift": "let text = String(format: NSLocalizedString(\"poll.percent\", comment: \"\"), percent)",
                ]),
            .code(
                "Trap: a Swift package's Danish text, where the app itself runs only in English: iOS reads the package in the app's language", .passes,
                [
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";",
                    "Modules/Poll/Sources/Poll/Resources/en.lproj/Localizable.strings": "\"poll.percent\" = \"%1$d%% of total votes\";",
                    "Modules/Poll/Sources/Poll/Resources/da.lproj/Localizable.strings": "\"poll.percent\" = \"%1$d% af de samlede stemmer\";",
                    "Modules/Poll/Sources/Poll/Poll.swift":
                        "let text = String(format: NSLocalizedString(\"poll.percent\", bundle: .module, comment: \"\"), percent)",
                ]),
            .code(
                "Trap: no code looks the key up by name, but code builds keys at run time: it may be shown", .needsReview(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"poll.percent\" = \"%1$d%% of total votes\";\n\"poll.title\" = \"Poll\";",
                    "App/da.lproj/Localizable.strings": "↓\"poll.percent\" = \"%1$d% af de samlede stemmer\";\n\"poll.title\" = \"Afstemning\";",
                    "App/Poll.swift": """
                    let title = NSLocalizedString("poll.title", comment: "")
                    func label(_ kind: String) -> String { NSLocalizedString("poll." + kind, comment: "") }
                    """,
                ]),
            .code(
                "Trap: no code looks the key up, and every lookup's key is known: no one sees it", .passes,
                [
                    "App/en.lproj/Localizable.strings": "\"poll.percent\" = \"%1$d%% of total votes\";\n\"poll.title\" = \"Poll\";",
                    "App/da.lproj/Localizable.strings": "\"poll.percent\" = \"%1$d% af de samlede stemmer\";\n\"poll.title\" = \"Afstemning\";",
                    "App/Poll.swift": "let title = NSLocalizedString(\"poll.title\", comment: \"\")",
                ]),
            .code(
                "Trap: R.swift's accessors take every language's arguments, so code may pass the one a translation adds", .needsReview(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"balance.new\" = \"New balance %@\";",
                    "App/fi.lproj/Localizable.strings": "↓\"balance.new\" = \"Uusi saldo %1$@ (%2$@)\";",
                    "App/Send.swift": "let title = R.string.localizable.balanceNew(amount, symbol)",
                ]),
            .code(
                "A source text that mixes numbered and unnumbered specifiers: said once, not for each translation that copies it", .triggers(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "↓\"followed\" = \"Followed by %1$@ and %ld others\";",
                    "App/de.lproj/Localizable.strings": "\"followed\" = \"Gefolgt von %1$@ und %ld weiteren\";",
                    "App/fr.lproj/Localizable.strings": "\"followed\" = \"Suivi par %1$@ et %ld autres\";",
                ]),
            .code(
                "Formatted in code: the German text reads a number where code passes a name", .triggers(count: 1),
                [
                    "App/Welcome.swift": "let text = String(format: NSLocalizedString(\"welcome\", comment: \"\"), name)",
                    "App/en.lproj/Localizable.strings": "\"welcome\" = \"Welcome, %@\";",
                    "App/de.lproj/Localizable.strings": "↓\"welcome\" = \"Willkommen, %d\";",
                ]),
            .code(
                "Trap: a text code shows as it is (no formatting call reads its %), and a flat plural key with an empty source no code looks up", .passes,
                [
                    "App/Stats.swift": "label.text = NSLocalizedString(\"compared\", comment: \"\")",
                    "App/en.lproj/Localizable.strings": "\"compared\" = \"1% compared\";\n\"reactions-plural-2\" = \"\";",
                    "App/fr.lproj/Localizable.strings": "\"compared\" = \"1 % comparé\";\n\"reactions-plural-2\" = \"%d réactions\";",
                ]),
            .code(
                "Trap: in a plural rule's forms, an unnumbered specifier of the variable's type prints its value beside numbered arguments", .passes,
                [
                    "App/en.lproj/Localizable.stringsdict": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>trackers</key><dict>
                      <key>NSStringLocalizedFormatKey</key><string>%1#@count@</string>
                      <key>count</key><dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>%2$@ and %d other tried to track you</string>
                        <key>other</key><string>%2$@ and %d others tried to track you</string>
                      </dict></dict></dict></plist>
                    """,
                    "App/Trackers.swift": "let text = String.localizedStringWithFormat(NSLocalizedString(\"trackers\", comment: \"\"), count, name)",
                ]),
            .code(
                "Trap: a source whose format key counts argument 1 while a form prints it as an object; a translation that follows it", .passes,
                [
                    "App/en.lproj/Localizable.stringsdict": Self.followed(
                        formatKey: "%#@names@%#@mutuals@",
                        mutuals: ["one": "Followed by %1$@ and another", "other": "Followed by %1$@ and %ld others"]),
                    "App/eu.lproj/Localizable.stringsdict": Self.followed(formatKey: "%#@names@: %#@mutuals@", mutuals: ["other": "%1$@ eta beste %ld"]),
                ]),
            .code(
                "Trap: a translation that copies its source's stringsdict format key is not at fault for it", .passes,
                [
                    "App/en.lproj/Localizable.stringsdict": Self.readBy(one: "Read by %1$@ and %2$d other", other: "Read by %1$@ and %2$d others"),
                    "App/fr.lproj/Localizable.stringsdict": Self.readBy(one: "Lu par %1$@ et %2$d autre", other: "Lu par %1$@ et %2$d autres"),
                ]),
            .code(
                "Trap: reordered with numbered specifiers; a plural form that leaves the number out", .passes,
                [
                    "App/en.lproj/Localizable.strings": "\"from\" = \"%@ sent %lld photos\";",
                    "App/ja.lproj/Localizable.strings": "\"from\" = \"%2$lld 枚の写真を %1$@ が送信しました\";",
                    "App/Localizable.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
                      "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},
                      "fr":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"Un fichier"}},"other":{"stringUnit":{"state":"translated","value":"%lld fichiers"}}}}}}}}}
                    """,
                ]),
            .code(
                "Trap: a key marked Don't Translate still holding an old translation that reads two arguments (Meshtastic's “ %@%%”): needs review",
                .needsReview(count: 1),
                [
                    "App/Stats.swift": "import SwiftUI\nstruct Stats: View {\n    let a: String\n    var body: some View { Text(\"\\(a)%\") }\n}",
                    "App/Localizable.xcstrings": """
                    ↓{"sourceLanguage":"en","version":"1.0","strings":{
                      "%@%%":{"shouldTranslate":false,"localizations":{"ko":{"stringUnit":{"state":"translated","value":"%@ %@"}}}}}}
                    """,
                ]),
            .code(
                "Trap: substitutions with %arg and argNum; an English text that leaves the key's number out", .passes,
                [
                    "App/Localizable.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{
                      "reblog %lld":{"localizations":{
                        "en":{"stringUnit":{"state":"translated","value":"boosted"}},
                        "de":{"stringUnit":{"state":"translated","value":"%#@count@"},"substitutions":{"count":{"formatSpecifier":"lld","variations":{"plural":{
                          "one":{"stringUnit":{"state":"translated","value":"hat geboostet"}},"other":{"stringUnit":{"state":"translated","value":"haben geboostet"}}}}}}}}},
                      "votes %lld %lld":{"localizations":{
                        "en":{"stringUnit":{"state":"translated","value":"%#@votes@ from %#@voters@"},"substitutions":{
                          "votes":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg vote"}},"other":{"stringUnit":{"state":"translated","value":"%arg votes"}}}}},
                          "voters":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg voter"}},"other":{"stringUnit":{"state":"translated","value":"%arg voters"}}}}}}},
                        "ko":{"stringUnit":{"state":"translated","value":"%#@voters@ %#@votes@"},"substitutions":{
                          "votes":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg 표"}}}}},
                          "voters":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"(%arg명)"}}}}}}}}}}}
                    """
                ]),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        var findings: [Finding] = []
        // Which keys code looks up, and which of them it formats (issue 18 class 5: a `%` in a
        // text shown as it is, "1% compared", is a character, not a specifier).
        var looked = Set<String>(), formatted = Set<String>()
        for usage in localization.usages where !usage.isDynamic {
            guard let entry = localization.entry(for: usage) else { continue }
            let id = entry.table.name + "\u{0}" + entry.key
            looked.insert(id)
            if usage.isFormatted || usage.isInterpolated || usage.api == .swiftUIKey { formatted.insert(id) }
        }
        let liveness = localization.liveness()
        for table in tables.tables.keys.sorted() {
            for entry in tables.tables[table]!.values.sorted(by: { $0.key < $1.key }) where Self.mayHaveSpecifiers(entry) {
                let use = liveness.use(table: table, key: entry.key)
                guard let source = tables.developmentValue(of: entry) else { continue }
                if case .dead = use { continue }
                let expected = Expected(key: entry.key, source: source)
                // An empty development text says nothing of what code passes (a flat plural key a
                // translation platform exports, which no code looks up).
                if !expected.keyHasSpecifier && source.allTexts.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
                // Looked up only to be shown as it is: no formatting call reads its `%`.
                let id = table.name + "\u{0}" + entry.key
                if source.forms.isEmpty, !expected.keyHasSpecifier, looked.contains(id), !formatted.contains(id) { continue }
                // A source text that mixes numbered and unnumbered specifiers is said once, on the
                // source: its translations copy it, and are not each at fault.
                let mixedSource = Self.mixedText(in: source)
                if let mixedSource {
                    findings.append(
                        context.finding(
                            at: source.location,
                            "“\(entry.key)” (\(tables.developmentLanguage)): “\(mixedSource)” mixes numbered and unnumbered specifiers, which reads arguments unpredictably, here and in every translation that copies it"
                        ))
                }
                // A source whose texts read one argument as two types (a plural variable counting
                // argument 1 while a form prints `%1$@`, element-x-ios' and mastodon's shape) is
                // what translations follow: they are not at fault for it. Whether the source is
                // wrong depends on what code passes, which this rule does not read.
                if mixedSource != nil || expected.contradicts { continue }
                // A package's translation into a language the app does not run in is never shown.
                let shown = Set(tables.shown(Array(entry.values.keys), inBundle: entry.table.bundle))
                for language in entry.values.keys.sorted() where tables.normalized(language) != tables.developmentLanguage && shown.contains(language) {
                    let value = entry.values[language]!
                    guard value.state != .new, let problem = Self.problem(expected, translation: value) else { continue }
                    if problem.mixes && mixedSource != nil { continue }
                    var confidence = Self.confidence(of: problem, localization)
                    // A key no code the tool read looks up (an App Intent's `LocalizedStringResource`,
                    // an accessor it does not follow) may be shown as it is: its `%` is prose unless
                    // the text is evidently a format.
                    if confidence.isCertain, !looked.contains(id), !expected.isEvidentlyFormat {
                        confidence = .needsReview(
                            reason:
                                "no code the tool read looks this key up, so whether a formatting call reads it is unknown, and “\(source.text)” reads as text, not as a format"
                        )
                    }
                    if confidence.isCertain, case .maybe(let reason) = use { confidence = .needsReview(reason: reason) }
                    // A key marked “Don't Translate” whose catalog still holds a translation (left
                    // from before the mark, Meshtastic's “ %@%%”): whether Xcode compiles it into
                    // the app is the build's, not the catalog's, to say.
                    if confidence.isCertain, !entry.shouldTranslate {
                        confidence = .needsReview(
                            reason:
                                "the string catalog marks “\(entry.key)” Don't Translate; whether the build still ships this leftover translation is not in the sources"
                        )
                    }
                    findings.append(
                        context.finding(
                            at: value.location, "“\(entry.key)” (\(language)): \(problem.message)",
                            confidence: confidence,
                            severity: problem.isCrash ? nil : .warning))
                }
            }
        }
        return findings
    }

    /// The first text of a value that mixes numbered and unnumbered specifiers. In a plural
    /// rule's form an unnumbered specifier of the variable's own value type (`%d` beside
    /// `%2$@` in a `d` variable's forms) prints that variable's value: Apple documents that use
    /// ("Localizing Strings That Contain Plurals"), so it does not mix.
    static func mixedText(in value: LocalizedValue) -> String? {
        for key in value.forms.keys.sorted() {
            let text = value.forms[key]!
            let parsed = FormatSpecifiers.parse(text)
            guard parsed.mixed else { continue }
            let variable = key.split(separator: ".").first.map(String.init) ?? key
            if let type = value.variableTypes[variable],
                parsed.specifiers.filter({ !$0.text.contains("$") }).allSatisfy({ $0.text == "%" + type })
            {
                continue
            }
            return text
        }
        // The plain value, or a plural's format key (its `other` form is checked above).
        guard !value.forms.values.contains(value.text), FormatSpecifiers.parse(value.text).mixed else { return nil }
        return value.text
    }

    /// Most strings have no `%` in their key or any language: nothing to compare (a quick
    /// test before sorting 40 languages of each of thousands of keys).
    static func mayHaveSpecifiers(_ entry: LocalizedKey) -> Bool {
        entry.key.containsText("%") || entry.values.values.contains(where: hasSpecifier)
    }

    struct Problem {
        var message: String
        var isCrash: Bool
        /// Numbered and unnumbered specifiers in one text.
        var mixes = false
        /// A translation reading an integer argument at another width (`%d` for `%ld`).
        var widthOnly = false
        /// A translation reading an argument past those of the source text.
        var readsMore = false
    }

    /// Certain, except where the tool cannot see what code passes or what the translator meant:
    /// a dropped argument may be worded generically on purpose ("the network" for the network's
    /// name; `String(format:)` ignores an argument the text does not read), and R.swift gives
    /// each accessor the parameters of every language's text together, so code may pass the
    /// argument a translation reads past the source's.
    static func confidence(of problem: Problem, _ localization: LocalizationContext) -> Confidence {
        if !problem.isCrash {
            return .needsReview(
                reason:
                    "a translation may word an argument generically on purpose; String(format:) ignores an argument the text does not read, so nothing breaks")
        }
        if problem.widthOnly {
            return .needsReview(
                reason:
                    "only the integer's width differs: on 64-bit iOS every argument takes an 8-byte slot, so `%d` reads a 64-bit count right below 2³¹ (Objective-C code passing an `int` to `%ld` may print garbage)"
            )
        }
        if problem.readsMore, localization.usesGeneratedStringAccessors {
            return .needsReview(
                reason:
                    "the project's generated string accessors (R.swift) take the parameters of every language's text together: code may pass the argument this translation reads"
            )
        }
        return .certain
    }

    /// The arguments code passes: those of the source text, or of the key itself where the
    /// key has specifiers (SwiftUI and catalog keys such as “%lld boosts”, whose English text
    /// may leave the number out). Worked out once per key, not once per language.
    struct Expected {
        var source: LocalizedValue
        var keyHasSpecifier: Bool
        var kinds: [Int: FormatSpecifier.Kind] = [:]
        var sourceArguments: Set<Int> = []
        /// An argument the source's own texts read as two types (a form reading `%1$@` where
        /// the format key counts argument 1 as a number): the source is wrong, not the
        /// translations that follow it.
        var contradicts = false

        init(key: String, source: LocalizedValue) {
            self.source = source
            // A key's `%` is a specifier only when one parses ("…greater than 100%" is prose).
            keyHasSpecifier = key.containsText("%") && !FormatSpecifiers.parse(key).specifiers.isEmpty
            guard keyHasSpecifier || LocalizationFormatSpecifiers.hasSpecifier(source) else { return }
            let sourceTexts = source.forms.isEmpty ? [source.text] : Array(source.forms.values) + [source.text]
            for text in sourceTexts {
                for (argument, kind) in FormatSpecifiers.arguments(text, variableTypes: source.variableTypes) {
                    guard let known = kinds[argument], known != .variable else { kinds[argument] = kind; continue }
                    if !FormatSpecifiers.compatible(known, kind) { contradicts = true }
                }
            }
            sourceArguments = Set(kinds.keys)
            kinds.merge(FormatSpecifiers.arguments(key)) { a, _ in a }
        }

        /// Whatever code does with it, the text is a format: a plural (always formatted), a key
        /// with a specifier, or a source text with a specifier that does not read as prose
        /// ("100% guaranteed" parses as `% g`, "100%-osan" as `%-o`: a `%` before a space or
        /// a flag running into a word is a percent sign).
        var isEvidentlyFormat: Bool {
            if keyHasSpecifier || !source.forms.isEmpty { return true }
            return FormatSpecifiers.parse(source.text).specifiers.contains { spec in
                if spec.kind == .variable { return true }
                guard !spec.text.contains(" ") else { return false }
                let flagged = spec.text.dropFirst().first.map { "-+#0".contains($0) } ?? false
                guard flagged, let range = source.text.range(of: spec.text), range.upperBound < source.text.endIndex else { return true }
                return !source.text[range.upperBound].isLetter
            }
        }
    }

    static func hasSpecifier(_ value: LocalizedValue) -> Bool {
        value.text.containsText("%") || value.forms.values.contains { $0.containsText("%") }
    }

    /// What is wrong with a translation's specifiers.
    static func problem(_ expectation: Expected, translation: LocalizedValue) -> Problem? {
        let source = expectation.source
        // Most strings have no specifier on either side: nothing to compare.
        if !expectation.keyHasSpecifier, !hasSpecifier(source), !hasSpecifier(translation) { return nil }
        let expected = expectation.kinds
        let sourceArguments = expectation.sourceArguments
        let texts = translation.forms.isEmpty ? [translation.text] : translation.forms.keys.sorted().map { translation.forms[$0]! } + [translation.text]
        var used = Set<Int>()
        for text in texts where !text.isEmpty {
            // The format key written as the source writes it, its variables of the same types,
            // reads what the source reads: whatever is wrong with it is the source's, not the
            // translation's (a stringsdict whose `%#@COUNT@` counts an argument the forms print
            // as an object is copied into every language).
            if text == source.text && translation.variableTypes == source.variableTypes {
                used.formUnion(FormatSpecifiers.arguments(text, variableTypes: translation.variableTypes).keys)
                continue
            }
            let parsed = FormatSpecifiers.parse(text)
            if parsed.mixed, Self.mixedText(in: translation) != nil {
                return Problem(message: "“\(text)” mixes numbered and unnumbered specifiers, which reads arguments unpredictably", isCrash: true, mixes: true)
            }
            // In argument order: a dictionary's order changes from run to run, and the first problem is reported.
            for (argument, kind) in FormatSpecifiers.arguments(parsed.specifiers, variableTypes: translation.variableTypes).sorted(by: { $0.key < $1.key }) {
                used.insert(argument)
                guard let wanted = expected[argument] else {
                    return Problem(
                        message: "“\(text)” reads argument \(argument), but code passes only \(expected.count) (source text “\(source.text)”)", isCrash: true,
                        readsMore: true)
                }
                if !FormatSpecifiers.compatible(wanted, kind) {
                    // A plural variable (`%#@files@`) reads the argument its substitution names
                    // (`argNum`), with the specifier it declares.
                    let written =
                        parsed.specifiers.first { spec in
                            spec.variable.flatMap { translation.variableTypes["\($0).argNum"] }.flatMap(Int.init) == argument
                        } ?? parsed.specifiers.first { $0.argument == argument }
                    var spec = written?.text ?? "?"
                    if let name = written?.variable, let type = translation.variableTypes[name] { spec += " (%\(type))" }
                    let widths: Set<FormatSpecifier.Kind> = [.int32, .int64]
                    return Problem(
                        message: "“\(text)” reads argument \(argument) with \(spec), where the source text “\(source.text)” passes \(describe(wanted))",
                        isCrash: true, widthOnly: widths.contains(wanted) && widths.contains(kind))
                }
            }
        }
        // A plural or device form may leave an argument out (“One file”); the plain text may not.
        if translation.forms.isEmpty && source.forms.isEmpty {
            let dropped = sourceArguments.filter { !used.contains($0) }.sorted()
            if !dropped.isEmpty, !translation.text.isEmpty {
                return Problem(
                    message: "“\(translation.text)” leaves out argument \(dropped.map(String.init).joined(separator: ", ")) of “\(source.text)”", isCrash: false
                )
            }
        }
        return nil
    }

    static func describe(_ kind: FormatSpecifier.Kind) -> String {
        switch kind {
        case .object: return "an object (%@)"
        case .int32: return "a 32-bit integer (%d)"
        case .int64: return "a 64-bit integer (%ld, %lld)"
        case .double: return "a floating-point number (%f)"
        case .character: return "a character (%c)"
        case .cString: return "a C string (%s)"
        case .pointer: return "a pointer (%p)"
        case .variable: return "a plural variable"
        }
    }
}
