import Foundation

/// The app's own texts read at a lower-secondary level: no very long sentences, no dense
/// passages. Read from the development language's string tables when that language is
/// English, the only language whose readability the tool can estimate.
struct PlainLanguage: Rule {
    let metadata = RuleMetadata(
        id: "plain-language",
        title: "Text hard to read",
        rationale:
            "People with cognitive or learning disabilities, people reading in a second language (for many Deaf people written language is one) and anyone in a hurry understand short sentences and common words. The source documents set the goal that any written content be understood at a lower-secondary (junior high) level.",
        wcag: ["3.1.5"], impact: .minor, defaultSeverity: .info,
        tags: ["cognitive", "content", "localization"],
        help:
            "Split long sentences; put one idea in each; prefer common words to jargon and spell out abbreviations the first time. The Flesch–Kincaid grade shown estimates the years of schooling a text needs.",
        sources: ["B ch3 L761", "B ch12 L4330-4332", "seed rule #158"],
        summary:
            "English string tables only: texts with a sentence over 30 words (option `max_sentence_words`) or, at 40 words or more, a Flesch–Kincaid grade over 12 (option `max_grade`); one finding per table; jargon is not judged",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview],
        options: [
            RuleOption(
                name: "max_sentence_words", defaultValue: 30,
                description: "Most words one sentence may have before it is reported."),
            RuleOption(
                name: "max_grade", defaultValue: 12,
                description: "Highest Flesch–Kincaid grade a text of 40 words or more may reach before it is reported (the source documents aim at about 9)."),
        ])

    var examples: [RuleExample] {
        [
            .code(
                "A 39-word sentence in the app's strings", .needsReview(count: 1),
                [
                    "App/en.lproj/Localizable.strings": """
                    ↓"onboarding.body" = "Before you can begin to use the application you will have to confirm that the information you provided during the registration process is complete and accurate, because otherwise we cannot guarantee the continued availability of the services you requested from us.";
                    "ok" = "OK";
                    """
                ]),
            .code(
                "Dense texts in two tables are one finding each", .needsReview(count: 2),
                [
                    "App/en.lproj/Localizable.strings": """
                    ↓"privacy.explanation" = "Anonymised telemetry characterising application responsiveness, interoperability irregularities and configuration inconsistencies is periodically transmitted. Consequently, infrastructure administrators investigate reproducible malfunctions systematically. Additionally, aggregated diagnostics facilitate prioritisation of infrastructure improvements. Ultimately, organisational accountability necessitates comprehensive documentation of operational irregularities. Individual identification is categorically impossible.";
                    """,
                    "App/en.lproj/InfoPlist.strings": """
                    ↓"NSCameraUsageDescription" = "The camera is used whenever you decide to photograph a document, a receipt or anything else that you would like to attach to an expense report, so that the accounting department can verify it later.";
                    """,
                ]),
            .code(
                "Trap: short sentences, a list on separate lines, a long address and format specifiers", .passes,
                [
                    "App/en.lproj/Localizable.strings": """
                    "help.body" = "Tap Add to make a list. Name it. Then add the things you need.\\nDrag a row to move it.\\nSwipe left to delete it.";
                    "formats" = "%1$@ shared %2$lld photos with %3$@ and %4$lld other people on %5$@";
                    "licence" = "See https://example.org/a/very/long/path/that/is/one/word/only/and/not/a/sentence/at/all for the licence.";
                    "features" = "Lists\\nReminders\\nShared lists\\nWidgets\\nSiri shortcuts\\niCloud sync\\nDark mode\\nExport to CSV\\nImport from Reminders\\nTags\\nNotes\\nDue dates\\nPriorities\\nSearch\\nWatch app\\nIcons\\nThemes\\nLocation alerts\\nTemplates\\nHistory\\nTrash\\nPrinting\\nSharing\\nBackups\\nFocus filters\\nShortcuts\\nMac app\\nVision Pro\\nAccessibility";
                    """
                ]),
            .code(
                "Trap: a development language other than English is not measured", .passes,
                [
                    "App/App.xcodeproj/project.pbxproj": "developmentRegion = fr;",
                    "App/fr.lproj/Localizable.strings": """
                    "onboarding.body" = "Avant de pouvoir commencer à utiliser l'application, vous devrez confirmer que les informations que vous avez fournies lors de votre inscription sont complètes et exactes, faute de quoi nous ne pourrons pas garantir la disponibilité continue des services que vous nous avez demandés.";
                    """,
                ]),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        guard Self.isEnglish(tables.developmentLanguage) else { return [] }
        let maxWords = max(5, Int(context.option("max_sentence_words")))
        let maxGrade = context.option("max_grade")
        var findings: [Finding] = []
        for table in tables.tables.keys.sorted() {
            var hard: [(key: String, why: String, location: SourceLocation)] = []
            for entry in tables.tables[table]!.values.sorted(by: { $0.key < $1.key }) where entry.extractionState != "stale" && entry.shouldTranslate {
                let value = tables.developmentValue(of: entry)
                guard let text = value?.text ?? (tables.isCatalog(table) && !StringTables.isIdentifierKey(entry.key) ? entry.key : nil),
                    let location = value?.location ?? tables.files(of: table).first.map({ SourceLocation(file: $0.path) })
                else { continue }
                let reading = Readability(text)
                if let longest = reading.longestSentence, longest > maxWords {
                    hard.append((entry.key, "a sentence of \(longest) words", location))
                } else if reading.words >= 40, let grade = reading.grade, grade > maxGrade {
                    hard.append((entry.key, "\(reading.words) words at grade \(Int(grade.rounded()))", location))
                }
            }
            guard let first = hard.first else { continue }
            let what = hard.count == 1 ? "1 text" : "\(hard.count) texts"
            let examples = hard.prefix(3).map { "“\($0.key)” (\($0.why))" }.joined(separator: ", ")
            let more = hard.count > 3 ? " and \(hard.count - 3) more" : ""
            findings.append(
                context.finding(
                    at: first.location, "\(what) of \(table) may be hard to read: \(examples)\(more)",
                    confidence: .needsReview(
                        reason:
                            "readability is estimated from sentence length and syllables; whether the words are plain enough for the app's readers is a judgement"
                    )))
        }
        return findings
    }

    static func isEnglish(_ language: String) -> Bool {
        language == "en" || language.hasPrefix("en-") || language.hasPrefix("en_")
    }
}

/// An English text's sentences, words and syllables: the figures of the Flesch–Kincaid grade
/// (0.39 × words per sentence + 11.8 × syllables per word − 15.59; Kincaid et al., 1975).
struct Readability {
    /// Words of each sentence, in order.
    let sentenceLengths: [Int]
    let words: Int
    let syllables: Int

    init(_ text: String) {
        var lengths: [Int] = []
        var words = 0, syllables = 0
        // A line is at least a sentence: lists and paragraphs are written on their own lines.
        for line in Self.plain(text).split(whereSeparator: \.isNewline) {
            var count = 0
            for token in line.split(whereSeparator: \.isWhitespace) {
                let word = token.trimmingCharacters(in: .punctuationCharacters.union(.symbols))
                if word.contains(where: \.isLetter) {
                    count += 1
                    words += 1
                    syllables += Self.syllables(word)
                }
                // A sentence ends at . ! ? (or …) ending a word; "e.g." and "3.5" do not end one.
                if let last = token.last, ".!?…".contains(last), !Self.isAbbreviation(token), count > 0 {
                    lengths.append(count)
                    count = 0
                }
            }
            if count > 0 { lengths.append(count) }
        }
        sentenceLengths = lengths
        self.words = words
        self.syllables = syllables
    }

    var longestSentence: Int? { sentenceLengths.max() }

    var grade: Double? {
        guard words > 0, !sentenceLengths.isEmpty else { return nil }
        return 0.39 * Double(words) / Double(sentenceLengths.count) + 11.8 * Double(syllables) / Double(words) - 15.59
    }

    /// The text people read: format specifiers as a word, markup and addresses left out.
    static func plain(_ text: String) -> String {
        var s = text.replacingOccurrences(of: "\\n", with: "\n")
        if s.contains("%") { s = FormatSpecifiers.skeleton(s).replacingOccurrences(of: "%", with: "X") }
        if s.contains("<") { s = s.replacingOccurrences(of: "<[^>]{1,80}>", with: " ", options: .regularExpression) }
        return s.split(separator: " ", omittingEmptySubsequences: false)
            .map { StringTables.isAddress($0) ? "link" : String($0) }
            .joined(separator: " ")
    }

    static let abbreviations: Set<String> = ["e.g.", "i.e.", "etc.", "vs.", "mr.", "mrs.", "ms.", "dr.", "st.", "no.", "approx."]

    static func isAbbreviation(_ token: Substring) -> Bool {
        let lower = token.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "(\"'“‘"))
        return abbreviations.contains(lower) || (lower.count <= 2 && lower.first?.isLetter == true && lower.hasSuffix("."))
    }

    /// Vowel groups, less a silent final e, at least one: the usual estimate.
    static func syllables(_ word: String) -> Int {
        let w = word.lowercased().filter(\.isLetter)
        var count = 0
        var previousVowel = false
        for c in w {
            let vowel = "aeiouy".contains(c)
            if vowel && !previousVowel { count += 1 }
            previousVowel = vowel
        }
        if w.hasSuffix("e") && !w.hasSuffix("le") && count > 1 { count -= 1 }
        return max(1, count)
    }
}
