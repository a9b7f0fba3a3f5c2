/// Keys no code looks up are dead weight for translators.
struct LocalizationUnusedKey: Rule {
    let metadata = RuleMetadata(
        id: "localization-unused-key",
        title: "String table key no code uses",
        rationale:
            "Translators are paid to translate every key and keep it up to date; keys nothing looks up cost money, hide the strings that matter and drift from the interface.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["localization"],
        help: "Remove the key from every language, or, if it is looked up by a key built at run time, keep it and suppress this finding.",
        sources: ["seed rule #150", "seed rule #151"],
        summary: "a key no code looks up (*needs review* when keys are built at run time)",
        appleAuditTypes: [], nutritionLabels: [], policies: [.needsReviewWhenLookupReplaced])

    var examples: [RuleExample] {
        [
            .code(
                "A key nothing looks up", .triggers(count: 1),
                [
                    "App/Checkout.swift": "let pay = NSLocalizedString(\"checkout.pay\", comment: \"Pay button\")",
                    "App/en.lproj/Localizable.strings": "\"checkout.pay\" = \"Pay now\";\n↓\"checkout.legacy\" = \"Pay later\";",
                ]),
            .code(
                "Keys built at run time make it uncertain", .needsReview(count: 1),
                [
                    "App/Checkout.swift":
                        "func text(_ key: String) -> String { NSLocalizedString(key, comment: \"\") }\nlet pay = NSLocalizedString(\"checkout.pay\", comment: \"Pay button\")",
                    "App/en.lproj/Localizable.strings": "\"checkout.pay\" = \"Pay now\";\n↓\"checkout.legacy\" = \"Pay later\";",
                ]),
            .code(
                "A key written as the raw value of an enum case only a pattern names, in an arm no made case reaches",
                .needsReview(count: 1),
                [
                    "App/Checkout.swift": """
                    enum Key: String {
                        case pay = "checkout.pay", legacy = "checkout.legacy", total = "checkout.total", tax = "checkout.tax", tip = "checkout.tip"
                    }
                    enum Offer { case now, later }
                    extension Offer {
                        var key: Key {
                            switch self {
                            case .now: return .pay
                            case .later: return .legacy
                            }
                        }
                    }
                    func text(_ key: Key) -> String { NSLocalizedString(key.rawValue, comment: "") }
                    let title = text(Offer.now.key)
                    let lines = [text(.total), text(.tax), text(.tip)]
                    """,
                    "App/en.lproj/Localizable.strings":
                        "\"checkout.pay\" = \"Pay now\";\n↓\"checkout.legacy\" = \"Pay later\";\n\"checkout.total\" = \"Total\";\n\"checkout.tax\" = \"Tax\";\n\"checkout.tip\" = \"Tip\";",
                ]),
            .code(
                "Trap: enum cases code makes from a list, from data, or by name in code that runs", .passes,
                [
                    "App/Checkout.swift": """
                    enum Key: String, CaseIterable { case pay = "checkout.pay"; case later = "checkout.later" }
                    enum Stored: String, Decodable { case saved = "checkout.saved" }
                    enum Shown: String { case total = "checkout.total"; case tax }
                    struct Options: OptionSet { let rawValue: Int; static let a = Options(rawValue: 1 << 0) }
                    func text(_ key: String) -> String { NSLocalizedString(key, comment: "") }
                    let all = Key.allCases.map { text($0.rawValue) }
                    let shown: [Shown] = [.total, .tax]
                    let lines = shown.map { text($0.rawValue) }
                    """,
                    "App/en.lproj/Localizable.strings":
                        "\"checkout.pay\" = \"Pay now\";\n\"checkout.later\" = \"Pay later\";\n\"checkout.saved\" = \"Saved\";\n\"checkout.total\" = \"Total\";\n\"tax\" = \"Tax\";",
                ]),
            .code(
                "Trap: an enum one of whose cases happens to be a key does not make code read the table (its keys come through generated accessors)",
                .passes,
                [
                    "App/Editor.swift": "enum Mode: String { case cancel, save, edit, share, delete, archive }\nlet mode = Mode.cancel",
                    "App/en.lproj/Localizable.strings": "\"cancel\" = \"Cancel\";\n\"restore.done\" = \"Restored\";",
                ]),
            .code(
                "A string catalog key Xcode extracted from a text code no longer has (the catalog committed before the next build marked it stale)",
                .triggers(count: 1),
                [
                    "App/Settings.swift":
                        "import SwiftUI\nstruct Settings: View {\n    let n: Int\n    var body: some View { VStack { Text(\"Save\"); Text(\"\\(n) channels\") } }\n}",
                    "App/Localizable.xcstrings": """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%lld channels" : {
                          "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld canaux" } } }
                        },
                        "Save" : {
                          "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer" } } }
                        },
                        ↓"These settings will %@" : {
                          "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ces réglages %@" } } }
                        },
                        "tab.%@" : { "extractionState" : "manual" },
                        "Old banner" : { "extractionState" : "stale" }
                      },
                      "version" : "1.0"
                    }
                    """,
                ]),
            .code(
                "Trap: a table no code reads (an intent definition's strings)", .passes,
                [
                    "App/Checkout.swift": "let pay = NSLocalizedString(\"checkout.pay\", comment: \"Pay button\")",
                    "App/en.lproj/Localizable.strings": "\"checkout.pay\" = \"Pay now\";",
                    "App/en.lproj/ShortcutIntents.strings": "\"sqM3pN\" = \"New note\";",
                ]),
            .code(
                "Trap: keys written as literals elsewhere, interpolated keys, Info.plist and storyboard tables", .passes,
                [
                    "App/Checkout.swift": """
                    enum Keys { static let pay = "checkout.pay" }
                    let n = 3
                    let t = String(localized: "cart.items \\(n)")
                    """,
                    "App/en.lproj/Localizable.strings": "\"checkout.pay\" = \"Pay now\";\n\"cart.items %lld\" = \"%lld items\";",
                    "App/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan receipts\";",
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Hello"),
                    "App/fr.lproj/Main.strings": "\"lbl-wel-cme.text\" = \"Bonjour\";",
                ]),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        return localization.unusedKeys().compactMap { table, entry in
            guard let value = tables.developmentValue(of: entry) else { return nil }
            let confidence: Confidence =
                localization.usages.first(where: { $0.mayLookUpUnnamedKey(in: table.name) }).map {
                    .needsReview(reason: "code looks keys up by a value built at run time (\($0.location.file):\($0.location.line)), which may be this one")
                } ?? .certain
            return context.finding(at: value.location, "“\(entry.key)” in \(table) is not used by any code", confidence: confidence)
        }
    }
}

extension LocalizationContext {
    /// Keys of the tables code looks things up in that no code looks up: in table order. A key
    /// built at run time may still be one of them. Of a string catalog, the keys Xcode extracted
    /// from code (no extraction state, or extracted with a value) or migrated from a strings
    /// file; one a person added by hand (`manual`) is there for a key built at run time, and a
    /// `stale` one is Xcode's own finding (`LocalizationReviewState`). Xcode marks an extracted
    /// key stale only at the next build: a catalog committed after the text left the code
    /// still holds it (Meshtastic's "These settings will %@").
    func unusedKeys() -> [(table: TableID, entry: LocalizedKey)] {
        let used = Set(
            usages.filter { !$0.isDynamic }.flatMap { [$0.tableName + "\u{0}" + $0.key, $0.tableName + "\u{0}" + FormatSpecifiers.skeleton($0.key)] })
        var result: [(table: TableID, entry: LocalizedKey)] = []
        // An interpolated literal is an extracted key with its arguments' specifiers
        // (`Text("\(count) items")` is "%lld items"); the literal reads "%@ items".
        lazy var literalSkeletons = Set(literals.lazy.filter { $0.contains("%") }.map(FormatSpecifiers.skeleton))
        for table in tables.tables.keys.sorted() where isCodeTable(table) {
            let catalog = tables.isCatalog(table)
            let entries = tables.tables[table]!.values.sorted(by: { $0.key < $1.key }).filter {
                !catalog || [nil, "extracted_with_value", "migrated"].contains($0.extractionState)
            }
            // A table code never looks anything up in is read by something else (an intent
            // definition, a Settings bundle, a storyboard of another name); one some of whose
            // keys are the raw values of enum cases code makes is read through `rawValue`.
            guard
                entries.contains(where: {
                    used.contains(table.name + "\u{0}" + $0.key) || used.contains(table.name + "\u{0}" + FormatSpecifiers.skeleton($0.key))
                }) || isReadThroughKeyEnum(Set(entries.map(\.key)))
            else { continue }
            for entry in entries
            where !used.contains(table.name + "\u{0}" + entry.key)
                && !used.contains(table.name + "\u{0}" + FormatSpecifiers.skeleton(entry.key)) && !literals.contains(entry.key)
                && !(catalog && literalSkeletons.contains(FormatSpecifiers.skeleton(entry.key)))
            {
                result.append((table, entry))
            }
        }
        return result
    }

    /// Whether some enum of keys code makes cases of names this table's keys: at least five
    /// cases, four in five of them keys of the table (`enum StringLocalizableKey: String`).
    /// An enum some of whose cases happen to be keys (`case cancel`) tells nothing.
    func isReadThroughKeyEnum(_ keys: Set<String>) -> Bool {
        for cases in Dictionary(grouping: enumCaseKeys.cases, by: \.type).values where cases.count >= 5 {
            let inTable = cases.filter { keys.contains($0.rawValue) }
            if inTable.count * 5 >= cases.count * 4, inTable.contains(where: { madeCaseValues.contains($0.rawValue) }) { return true }
        }
        return false
    }

    /// Whether code shows each key: the one place localization rules that judge a key's
    /// translations ask, so that none judges a key no one sees.
    func liveness() -> KeyLiveness {
        let live = usages.filter { $0.isDynamic && !$0.inDeadCode }
        let unused = Set(unusedKeys().map { $0.table.name + "\u{0}" + $0.entry.key })
        let anyTable = live.first(where: \.tableIsDynamic)
        let byTable = Dictionary(live.map { ($0.tableName, $0) }) { a, _ in a }
        return KeyLiveness(
            dead: keysOnlyInDeadCode().union(certainlyUnusedKeys(unused)).union(keysNoSettingsPaneShows()),
            unnamed: unused.filter { anyTable != nil || byTable[Self.table(ofKeyID: $0)] != nil },
            dynamicLookup: { anyTable ?? byTable[$0] })
    }

    /// Keys no code looks up, when every lookup's key in their table is known (none built at
    /// run time): no one ever sees them, in any language. `unused`: `unusedKeys()`, when
    /// already at hand.
    func certainlyUnusedKeys(_ unused: Set<String>? = nil) -> Set<String> {
        guard let undecided = Self.undecidedTables(usages.filter(\.isDynamic)) else { return [] }
        return (unused ?? Set(unusedKeys().map { $0.table.name + "\u{0}" + $0.entry.key })).filter { !undecided.contains(Self.table(ofKeyID: $0)) }
    }
}

/// What code does with the keys of the string tables (`LocalizationContext.liveness`).
struct KeyLiveness {
    enum Use {
        /// Only dead code looks it up, or nothing does while every lookup's key is known.
        case dead
        /// Code looks it up by name (or nothing tells).
        case live
        /// No code looks it up by name, but code builds keys at run time: it may be shown.
        case maybe(reason: String)
    }

    let dead: Set<String>
    let unnamed: Set<String>
    /// A live lookup of a key built at run time that may be in this table.
    let dynamicLookup: (String) -> LocalizationUsage?

    func use(table: TableID, key: String) -> Use {
        let id = table.name + "\u{0}" + key
        if dead.contains(id) { return .dead }
        guard unnamed.contains(id), let lookup = dynamicLookup(table.name) else { return .live }
        return .maybe(
            reason: "no code looks “\(key)” up by name; code builds keys at run time (\(lookup.location.file):\(lookup.location.line)), which may be this one")
    }
}
