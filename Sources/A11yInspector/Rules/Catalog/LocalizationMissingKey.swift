/// A key code looks up must be in the development language's table.
struct LocalizationMissingKey: Rule {
    let metadata = RuleMetadata(
        id: "localization-missing-key",
        title: "Key looked up in code but missing from the development language",
        rationale:
            "When a key is not in its table, iOS shows the default value or the key itself, in every language: translators never see the text, and VoiceOver reads a key such as “settings.title” aloud.",
        wcag: ["3.1.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["localization"],
        help:
            "Add the key to the table in the development language (or fix the key or table name in code); for text that must not be translated, use Text(verbatim:).",
        sources: ["seed rule #151", "B ch7 L2840-2846"],
        summary:
            "a key code looks up that the development language's table lacks (SwiftUI literals and string catalogs, text new since a generated development file was written or since the last Xcode export, lookups in a module that imports no UI framework: *needs review*)",
        appleAuditTypes: [], nutritionLabels: [], policies: [.needsReviewWhenLookupReplaced])

    var examples: [RuleExample] {
        let table = "\"checkout.title\" = \"Checkout\";\n\"cart.items %lld\" = \"%lld items\";\n"
        return [
            .code(
                "NSLocalizedString with a key the table does not have", .triggers(count: 1),
                [
                    "App/Checkout.swift": "let pay = ↓NSLocalizedString(\"checkout.pay\", comment: \"Pay button\")",
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "The same missing key on two screens: one finding in each file, one for both lookups in a file", .triggers(count: 2),
                [
                    "App/Checkout.swift":
                        "let pay = ↓NSLocalizedString(\"checkout.pay\", comment: \"\")\nlet again = NSLocalizedString(\"checkout.pay\", comment: \"\")",
                    "App/Cart.swift": "let pay = ↓NSLocalizedString(\"checkout.pay\", comment: \"Pay button\")",
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "Trap: a missing key that becomes an error's description (an NSError factory, NSLocalizedDescriptionKey, errorDescription): needs review (TousAntiCovid)",
                .needsReview(count: 3),
                [
                    "App/Server.swift": """
                    extension NSError {
                        static func appError(message: String, code: Int) -> NSError { NSError(domain: "App", code: code, userInfo: [NSLocalizedDescriptionKey: message]) }
                    }
                    func failed() -> Error { NSError.appError(message: ↓NSLocalizedString("common.error.unknown", comment: ""), code: 0) }
                    func offline() -> Error { NSError(domain: "App", code: 1, userInfo: [NSLocalizedDescriptionKey: ↓NSLocalizedString("common.error.offline", comment: "")]) }
                    enum UploadError: LocalizedError {
                        case tooLarge
                        var errorDescription: String? { ↓NSLocalizedString("upload.error.too_large", comment: "") }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "A missing key shown through the app's own error screen (a function that takes the text) is certain", .triggers(count: 1),
                [
                    "App/Server.swift": """
                    final class UploadViewController: UIViewController {
                        func failed() { showError(message: ↓NSLocalizedString("common.error.unknown", comment: "")) }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "Trap: a project type's own localizedString(forKey:) reads remote data, not a table (Bundle's has value: and table:)", .passes,
                [
                    "App/Banner.swift": """
                    struct RemoteText { let values: [String: String]; func localizedString(forKey key: String) -> String { values[key] ?? "" } }
                    func banner(_ data: RemoteText) -> String { data.localizedString(forKey: "title") }
                    """,
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "Trap: the table named by the file's own constant (tableName: filename) has the key", .passes,
                [
                    "App/Texts/TextsCommon.swift": """
                    class Texts_Common {
                        static private let filename = "Common"
                        static let ok = { NSLocalizedString("common_Ok", tableName: filename, bundle: Bundle.main, value: "OK", comment: "") }()
                        static let cancel = { NSLocalizedString("common_cancel", tableName: Texts_Common.filename, bundle: Bundle.main, value: "Cancel", comment: "") }()
                    }
                    """,
                    "App/Alert.swift": "let buttons = [Texts_Common.ok, Texts_Common.cancel]",
                    "App/en.lproj/Common.strings": "\"common_Ok\" = \"OK\";\n\"common_cancel\" = \"Cancel\";",
                    "App/de.lproj/Common.strings": "\"common_Ok\" = \"OK\";\n\"common_cancel\" = \"Abbrechen\";",
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "The table named by the file's own constant lacks one key: the finding names that table", .triggers(count: 1),
                [
                    "App/Texts/TextsCommon.swift": """
                    class Texts_Common {
                        static private let filename = "Common"
                        static let ok = { NSLocalizedString("common_Ok", tableName: filename, bundle: Bundle.main, value: "OK", comment: "") }()
                        static let help = { ↓NSLocalizedString("common_help", tableName: filename, bundle: Bundle.main, value: "Help", comment: "") }()
                    }
                    """,
                    "App/Alert.swift": "let buttons = [Texts_Common.ok, Texts_Common.help]",
                    "App/en.lproj/Common.strings": "\"common_Ok\" = \"OK\";",
                    "App/de.lproj/Common.strings": "\"common_Ok\" = \"OK\";",
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "Trap: a key a library's resource bundle holds, looked up through the file's own lookup function (safe-ios's vendored IDN.swift): needs review",
                .needsReview(count: 1),
                [
                    "App/IDN.swift": """
                    extension NSError {
                        static func _localizedString(_ key: String) -> String {
                            NSLocalizedString(key, tableName: nil, bundle: IDN.localizationBundle, value: "", comment: "")
                        }
                        static func message(ok: Bool) -> String { ok ? ↓_localizedString("ios_error_ok") : "" }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "Trap: a table looked up in a bundle a local is bound to by a library's property (`if let bundle = Bundle.formatterKit`, ChatSecure's pod table): needs review",
                .needsReview(count: 1),
                [
                    "App/Prices.swift": """
                    func duration() -> String {
                        if let bundle = Bundle.formatterKit {
                            return ↓NSLocalizedString("mo", tableName: "FormatterKit", bundle: bundle, value: "mo", comment: "Month")
                        }
                        return ""
                    }
                    """,
                    "App/Price.swift": "let shown = duration()",
                    "App/en.lproj/Localizable.strings": table,
                    "App/de.lproj/Localizable.strings": table,
                ]),
            .code(
                "A bundle the function makes for its own class (`let own = Bundle(for: PriceFormatter.self)`) is the project's: the table is missing",
                .triggers(count: 1),
                [
                    "App/Prices.swift": """
                    func duration() -> String {
                        let own = Bundle(for: PriceFormatter.self)
                        return ↓NSLocalizedString("yr", tableName: "Prices", bundle: own, value: "yr", comment: "Year")
                    }
                    """,
                    "App/Price.swift": "let shown = duration()",
                    "App/en.lproj/Localizable.strings": table,
                    "App/de.lproj/Localizable.strings": table,
                ]),
            .code(
                "Trap: a table computed at run time is not known to lack the key", .passes,
                [
                    "App/Texts.swift":
                        "func text(_ key: String, screen: Screen) -> String { NSLocalizedString(\"title\", tableName: screen.tableName, comment: \"\") }",
                    "App/en.lproj/Localizable.strings": table,
                    "App/de.lproj/Localizable.strings": table,
                ]),
            .code(
                "A text looked up through the project's own String.localized, which hands self to a member calling NSLocalizedString(self, …), and no table has it (green_ios: “Total Balance”)",
                .triggers(count: 1),
                [
                    "App/Extensions/String.swift": """
                    extension String {
                        public var localized: String {
                            let lang = LangHelper.shared.language
                            return translation(lang)
                        }
                        func translation(_ lang: String) -> String {
                            let path = Bundle.main.path(forResource: lang, ofType: "lproj")
                            let bundle = Bundle(path: path!)
                            return NSLocalizedString(self, tableName: nil, bundle: bundle!, value: "", comment: "\\(self)_comment")
                        }
                    }
                    """,
                    "App/BalanceCell.swift": "func fill(_ label: UILabel) { label.text = ↓\"Total Balance\".localized }",
                    "App/en.lproj/Localizable.strings": table,
                    "App/de.lproj/Localizable.strings": table,
                ]),
            .code(
                "Trap: the same lookup of a key the tables have", .passes,
                [
                    "App/Extensions/String.swift": """
                    extension String {
                        func localized(_ lang: String) -> String {
                            let path = Bundle.main.path(forResource: lang, ofType: "lproj")
                            let bundle = Bundle(path: path!)
                            return NSLocalizedString(self, tableName: nil, bundle: bundle!, value: "", comment: "\\(self)_comment")
                        }
                        public var localized: String {
                            let lang = LangHelper.shared.language
                            return localized(lang)
                        }
                    }
                    """,
                    "App/BalanceCell.swift": "func fill(_ label: UILabel) { label.text = \"Total Balance\".localized }",
                    "App/en.lproj/Localizable.strings": table + "\"Total Balance\" = \"Total Balance\";",
                    "App/de.lproj/Localizable.strings": table + "\"Total Balance\" = \"Gesamtguthaben\";",
                ]),
            .code(
                "Trap: a String member of that name that looks nothing up (it returns early, or is another library's) is no lookup", .passes,
                [
                    "App/Extensions/String.swift": """

                    extension String {
                        var localized: String {
                            guard !isEmpty else { return self }
                            return capitalized
                        }
                    }
                    """,
                    "App/BalanceCell.swift":
                        "func fill(_ label: UILabel) { label.text = \"Total Balance\".localized; label.accessibilityHint = \"Balance\".uppercased }",
                    "App/en.lproj/Localizable.strings": table,
                    "App/de.lproj/Localizable.strings": table,
                ]),
            .code(
                "String(localized:) naming a table the project does not have", .triggers(count: 1),
                [
                    "App/Checkout.swift": "let t = ↓String(localized: \"checkout.title\", table: \"Checkout\", comment: \"Title\")",
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "NSLocalizedString with an interpolated key never finds it in a translated app", .triggers(count: 1),
                [
                    "App/Shortcuts.swift":
                        "func title(_ preview: String) -> String { ↓NSLocalizedString(\"Open \\\"\\(preview)\\\"\", comment: \"Siri suggestion\") }",
                    "App/en.lproj/Localizable.strings": "\"Open \\\"(preview)\\\"\" = \"Open \\\"(preview)\\\"\";",
                    "App/de.lproj/Localizable.strings": "\"Open \\\"(preview)\\\"\" = \"„(preview)“ öffnen\";",
                ]),
            .code(
                "Trap: a key that is nothing but a value (\\(port)), whose description localizes itself: needs review", .needsReview(count: 1),
                [
                    "App/PortView.swift":
                        "func portTitle(_ port: WireGuardPort) -> String { ↓NSLocalizedString(\"\\(port)\", comment: \"\") }",
                    "App/WireGuardPort.swift":
                        "enum WireGuardPort: CustomStringConvertible { case automatic, port(Int); var description: String { switch self { case .automatic: NSLocalizedString(\"Automatic\", comment: \"\"); case .port(let p): String(p) } } }",
                    "App/en.lproj/Localizable.strings": "\"Automatic\" = \"Automatic\";",
                    "App/de.lproj/Localizable.strings": "\"Automatic\" = \"Automatisch\";",
                ]),
            .code(
                "Trap: an interpolated key that picks one of a family of translated keys", .passes,
                [
                    "App/Locator.swift": "func title(_ locator: String) -> String { NSLocalizedString(\"citation.locator.\\(locator)\", comment: \"\") }",
                    "App/en.lproj/Localizable.strings": "\"citation.locator.page\" = \"Page\";\n\"citation.locator.chapter\" = \"Chapter\";",
                    "App/de.lproj/Localizable.strings": "\"citation.locator.page\" = \"Seite\";\n\"citation.locator.chapter\" = \"Kapitel\";",
                ]),
            .code(
                "A SwiftUI literal that is not in the table may be meant verbatim", .needsReview(count: 1),
                [
                    "App/Cart.swift": "import SwiftUI\nstruct Cart: View { var body: some View { ↓Text(\"Your basket\") } }",
                    "App/en.lproj/Localizable.strings": table,
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";",
                ]),
            .code(
                "Both literals of a ternary a SwiftUI view is given are keys, each where it is written", .needsReview(count: 2),
                [
                    "App/Follow.swift": "import SwiftUI\nstruct Follow: View { let on: Bool; var body: some View { Text(on ? ↓\"Following\" : ↓\"Follow\") } }",
                    "App/en.lproj/Localizable.strings": table,
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";",
                ]),
            .code(
                "Trap: a ternary with a String value in one branch is a String: shown as it is, no lookup", .passes,
                [
                    "App/Follow.swift":
                        "import SwiftUI\nstruct Follow: View { let on: Bool; let name: String; var body: some View { Text(on ? name : \"Follow\") } }",
                    "App/en.lproj/Localizable.strings": table,
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";",
                ]),
            .code(
                "The same literal in a file wrapped whole in #if os(iOS), its imports inside (omnivore)", .needsReview(count: 1),
                [
                    "App/Cart.swift": "#if os(iOS)\nimport SwiftUI\nstruct Cart: View { var body: some View { ↓Text(\"Your basket\") } }\n#endif",
                    "App/en.lproj/Localizable.strings": table,
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";",
                ]),
            .code(
                "Trap: an interpolated key matches the table's %lld key", .passes,
                [
                    "App/Cart.swift": "import SwiftUI\nstruct Cart: View { let n: Int; var body: some View { Text(\"cart.items \\(n)\") } }",
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "Trap: Text(verbatim:), symbols and keys in Base.lproj", .passes,
                [
                    "App/Cart.swift":
                        "import SwiftUI\nstruct Cart: View { var body: some View { VStack { Text(verbatim: \"v1.2\"); Text(\"·\"); Text(\"checkout.title\") } } }",
                    "App/Base.lproj/Localizable.strings": table,
                ]),
            .code(
                "Trap: translated keys whose English is in code (value:) or is the key itself", .passes,
                [
                    "Extension/Views.swift": """
                    import SwiftUI
                    let empty = NSLocalizedString("list.empty", value: "No passwords yet", comment: "Empty list")
                    struct V: View { var body: some View { Text("Switch to Production") } }
                    """,
                    "Extension/de.lproj/Localizable.strings":
                        "\"list.empty\" = \"Noch keine Passwörter\";\n\"Switch to Production\" = \"Zur Produktion wechseln\";",
                ]),
            .code(
                "Trap: a brand name the comment says not to translate, with its value in code", .passes,
                [
                    "Packages/AIChat/UserText.swift":
                        "let title = NSLocalizedString(\"aichat.title\", value: \"Duck.ai\", comment: \"Product name. Should not be translated\")",
                    "App/en.lproj/Localizable.strings": "\"a\" = \"b\";",
                ]),
            .code(
                "Trap: a SwiftUI text a source comment says not to localize", .passes,
                [
                    "App/LaunchView.swift": """
                    import SwiftUI
                    struct LaunchView: View {
                        var body: some View {
                            VStack {
                                Text("settings.title")
                                // Do not localize: the slogan is the same in every language
                                Text("encrypted, local, yours forever")
                            }
                        }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";",
                    "App/de.lproj/Localizable.strings": "\"settings.title\" = \"Einstellungen\";",
                ]),
            .code(
                "Trap: text new since the last import, where the English file holds only identifier keys and Xcode exports code's text keys",
                .needsReview(count: 1),
                [
                    "App/Storage.swift": "let title = ↓NSLocalizedString(\"Image Cache\", comment: \"Storage category\")",
                    "App/en.lproj/Localizable.strings": "\"sats\" = \"sats\";\n\"follow_pack_user_count\" = \"%d users\";",
                    "App/de.lproj/Localizable.strings":
                        "\"Mute\" = \"Stummschalten\";\n\"Follow\" = \"Folgen\";\n\"Share\" = \"Teilen\";\n\"Copy link\" = \"Link kopieren\";\n\"Delete draft\" = \"Entwurf löschen\";\n\"Settings\" = \"Einstellungen\";\n\"sats\" = \"sats\";",
                ]),
            .code(
                "The same text where the English file lists its text keys: forgotten, not new", .triggers(count: 1),
                [
                    "App/Storage.swift": "let title = ↓NSLocalizedString(\"Image Cache\", comment: \"Storage category\")",
                    "App/en.lproj/Localizable.strings":
                        "\"Mute\" = \"Mute\";\n\"Follow\" = \"Follow\";\n\"Share\" = \"Share\";\n\"Copy link\" = \"Copy link\";\n\"Delete draft\" = \"Delete draft\";\n\"Settings\" = \"Settings\";",
                    "App/de.lproj/Localizable.strings":
                        "\"Mute\" = \"Stummschalten\";\n\"Follow\" = \"Folgen\";\n\"Share\" = \"Teilen\";\n\"Copy link\" = \"Link kopieren\";\n\"Delete draft\" = \"Entwurf löschen\";\n\"Settings\" = \"Einstellungen\";",
                ]),
            .code(
                "Trap: the English file is generated from the code at each code freeze; text added since is not in it yet", .needsReview(count: 1),
                [
                    "App/Coupon.swift": "let title = ↓NSLocalizedString(\"pos.dashboard.title\", value: \"Point of Sale\", comment: \"\")",
                    "App/en.lproj/Localizable.strings": "/* Generated File. Do not edit. */\n\"checkout.title\" = \"Checkout\";",
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";",
                ]),
            .code(
                "A translated identifier key with no English anywhere shows the key", .triggers(count: 1),
                [
                    "Extension/Views.swift": "let empty = ↓NSLocalizedString(\"list.empty\", comment: \"Empty list\")",
                    "Extension/de.lproj/Localizable.strings": "\"list.empty\" = \"Noch keine Passwörter\";",
                ]),
            .code(
                "Trap: a module whose tables are in English only shows its English text", .passes,
                [
                    "App/Checkout.swift": "let pay = NSLocalizedString(\"Pay now\", comment: \"Pay button\")",
                    "App/en.lproj/Localizable.strings": "\"a\" = \"b\";",
                    "Packages/Log/Sources/Log/Resources/es.lproj/Localizable.strings": "\"log.title\" = \"Registro\";",
                ]),
            .code(
                "A type's constant holding a missing key, used by a screen", .triggers(count: 1),
                [
                    "App/Strings.swift": "enum Strings { enum Legal { static let consent = ↓NSLocalizedString(\"legal.consent\", comment: \"\") } }",
                    "App/Consent.swift": "func show(_ label: UILabel) { label.text = Strings.Legal.consent }",
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "Trap: constants no code names are dead code (a static let is lazy; an instance let is read only by its name)", .passes,
                [
                    "App/Strings.swift": """
                    enum Strings {
                        enum Legal {
                            static let consent = NSLocalizedString("legal.consent", comment: "")
                            static let footer = String(format: NSLocalizedString("legal.footer", comment: ""), "2024")
                        }
                    }
                    struct Labels { let retry = NSLocalizedString("labels.retry", comment: "") }
                    """,
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "A constant a framework may read by a protocol's name is kept (an error's text: for review)", .needsReview(count: 1),
                [
                    "App/Failure.swift":
                        "struct Failure { let errorDescription: String? = ↓NSLocalizedString(\"error.offline\", comment: \"\") }\nextension Failure: LocalizedError {}",
                    "App/en.lproj/Localizable.strings": table,
                ]),
            .code(
                "A SwiftUI literal in a table the project does not have, beside a preview", .triggers(count: 1),
                [
                    "App/AliasBadge.swift": """
                    import SwiftUI
                    struct AliasBadge: View { var body: some View { ↓Text("Register an alias") } }
                    struct AliasBadge_Previews: PreviewProvider { static var previews: some View { Text("Sample Person") } }
                    """,
                    "App/de.lproj/Generated.strings": "\"alias.title\" = \"Alias\";",
                ]),
            .code(
                "Trap: previews (PreviewProvider, #Preview) are never shown in the app", .passes,
                [
                    "App/AliasBadge.swift": """
                    import SwiftUI
                    struct AliasBadge: View { let name: String; var body: some View { Text(verbatim: name) } }
                    struct AliasBadge_Previews: PreviewProvider {
                        static var previews: some View { VStack { Text("Sample Person"); AliasBadge(name: NSLocalizedString("preview.name", comment: "")) } }
                    }
                    #Preview { Text("Another sample") }
                    """,
                    "App/de.lproj/Generated.strings": "\"alias.title\" = \"Alias\";",
                ]),
            .code(
                "A key with words around its interpolations", .triggers(count: 1),
                [
                    "App/AliasView.swift": "import SwiftUI\nstruct AliasView: View { let host: String; var body: some View { ↓Text(\"Open \\(host)\") } }",
                    "App/de.lproj/Generated.strings": "\"alias.title\" = \"Alias\";",
                ]),
            .code(
                "Trap: keys with nothing to translate: addresses, specifiers, symbols (written out or as a Unicode escape)", .passes,
                [
                    "App/AliasView.swift": """
                    import SwiftUI
                    struct AliasView: View {
                        let alias: String, host: String, done: Int, total: Int
                        var body: some View {
                            VStack {
                                Text("https://\\(alias).\\(host)")
                                Text("\\(done) / \\(total)")
                                Text("•")
                                Text("\\u{2022}")
                                Text("www.example.org")
                                Text("<support@example.org>")
                            }
                        }
                    }
                    let contact = NSLocalizedString("mailto:%@", comment: "")
                    """,
                    "App/de.lproj/Generated.strings": "\"alias.title\" = \"Alias\";",
                ]),
            .code(
                "Trap: an app without string tables is not localized", .passes,
                [
                    "App/Checkout.swift": "let pay = NSLocalizedString(\"checkout.pay\", comment: \"Pay button\")"
                ]),
        ]
    }

    /// A key built from a prefix and a value (`"citation.locator.\(locator)"`) that the table
    /// has in several variants (`citation.locator.page`, `citation.locator.chapter`) looks up
    /// one of a family of keys, each translated: the interpolated text is the key on purpose.
    /// One match alone is more likely the developer's placeholder written into the table.
    static func looksUpAFamily(_ usage: LocalizationUsage, _ tables: StringTables) -> Bool {
        let parts = usage.key.components(separatedBy: "%@")
        guard parts.count > 1, parts.contains(where: { !$0.isEmpty }) else { return false }
        let pattern = "^" + parts.map(NSRegularExpression.escapedPattern(for:)).joined(separator: ".+") + "$"
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        var matches = 0
        for id in tables.servingTables(for: usage.location.file, named: usage.tableName) {
            for key in tables.tables[id]?.keys ?? [:].keys where regex.firstMatch(in: key, range: NSRange(key.startIndex..., in: key)) != nil {
                matches += 1
                if matches >= 2 { return true }
            }
        }
        return false
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        guard !tables.isEmpty else { return [] }
        var lookups: [String: [LocalizationUsage]] = [:]
        var order: [String] = []
        var findings: [Finding] = []
        // A constant no code names is never initialised (a `static let` is lazy) or never read:
        // its lookup is dead code, whatever it finds.
        let usages = localization.usages.filter { !localization.initialisesUnreadConstant($0) }
        for usage in usages
        where usage.isInterpolated && usage.api == .nsLocalizedString
            && !tables.translations(serving: usage.location.file).isEmpty && !Self.looksUpAFamily(usage, tables)
        {
            // `NSLocalizedString("\(item)", …)`: the key is the value's text alone, which may
            // be translated already (a `description` that localizes itself) or need no
            // translation (a port number); only a person can tell.
            let onlyValue = !StringTables.isTranslatable(usage.key)
            findings.append(
                context.finding(
                    at: usage.location, "NSLocalizedString looks up the interpolated text, not “\(usage.key)”: no table has it, so it is never translated",
                    confidence: onlyValue
                        ? .needsReview(
                            reason:
                                "the key is nothing but the interpolated value: the lookup returns that value's own text, which may already be translated (a description that localizes itself) or need no translation (a number)"
                        ) : .certain,
                    fix:
                        "Put a format in the table and fill it in: String(format: NSLocalizedString(\"\(usage.key)\", comment: …), value), or use String(localized:), which turns interpolations into arguments."
                ))
        }
        for usage in usages
        where !usage.isDynamic && !(usage.isInterpolated && usage.api == .nsLocalizedString)
            && StringTables.isTranslatable(usage.key) && !localization.absentTables.contains(usage.tableName)
            && !((usage.defaultValue != nil || usage.api == .swiftUIKey) && TranslatorNote.saysDoNotTranslate(usage.comment))
        {
            let readable = usage.defaultValue != nil || !StringTables.isIdentifierKey(usage.key)
            if let entry = localization.entry(for: usage) {
                // Translated, with the development text in code (`value:`) or as the key itself:
                // nothing is missing.
                if tables.developmentValue(of: entry) != nil || readable { continue }
            } else if readable && tables.translations(serving: usage.location.file).isEmpty {
                // Code in a module nobody translates shows its readable text, as meant.
                continue
            }
            let key = usage.tableName + "\u{0}" + usage.key
            if lookups[key] == nil { order.append(key) }
            lookups[key, default: []].append(usage)
        }
        // Per table, worked out once: each asks about every entry or file of the table.
        var omitsTextKeys: [TableID: Bool] = [:], generated: [TableID: Bool] = [:]
        func omits(_ table: TableID) -> Bool {
            if let known = omitsTextKeys[table] { return known }
            let value = tables.developmentFileOmitsTextKeys(table)
            omitsTextKeys[table] = value
            return value
        }
        func isGenerated(_ table: TableID) -> Bool {
            if let known = generated[table] { return known }
            let value = tables.developmentFileIsGenerated(table)
            generated[table] = value
            return value
        }
        return findings
            + order.flatMap { key in
                Self.perFile(lookups[key]!) { missingKeyFinding($0, count: $1, otherFiles: $2, localization, context, omits: omits, isGenerated: isGenerated) }
            }
    }

    /// The findings for a key's lookups: one per file that looks it up when the key is certainly
    /// missing (each screen that shows the text shows it untranslated, and a screen's part of
    /// the report names it); one for all when it needs review (a catalog Xcode fills, text new
    /// since an export): one question, asked once.
    static func perFile(_ all: [LocalizationUsage], _ finding: (LocalizationUsage, Int, Int?) -> Finding) -> [Finding] {
        let whole = finding(all[0], all.count, nil)
        guard whole.confidence.isCertain else { return [whole] }
        var files: [String] = [], byFile: [String: [LocalizationUsage]] = [:]
        for usage in all {
            if byFile[usage.location.file] == nil { files.append(usage.location.file) }
            byFile[usage.location.file, default: []].append(usage)
        }
        guard files.count > 1 else { return [whole] }
        return files.map { file in finding(byFile[file]![0], byFile[file]!.count, files.count - 1) }
    }

    /// The finding for a key `count` lookups miss: what people see, and why it may only need
    /// review (a catalog Xcode fills when it builds, a file a tool writes from the code).
    func missingKeyFinding(
        _ usage: LocalizationUsage, count: Int, otherFiles: Int?, _ localization: LocalizationContext, _ context: RuleContext,
        omits: (TableID) -> Bool, isGenerated: (TableID) -> Bool
    ) -> Finding {
        let tables = localization.tables
        // `Text("\(name) (Mac/TV)")` looks up "%@ (Mac/TV)" and shows it with its values filled in.
        let text = usage.defaultValue ?? usage.key
        let shown = text.contains("%") ? "“\(text)” (its values filled in)" : "“\(text)”"
        let times = Self.occurrences(count: count, otherFiles: otherFiles)
        let table = tables.table(named: usage.tableName, near: usage.location.file)
        let message: String
        var confidence = Confidence.certain
        if let entry = localization.entry(for: usage) {
            let languages = entry.values.keys.sorted()
            message =
                "“\(usage.key)” has translations (\(languages.joined(separator: ", "))) but no \(tables.developmentLanguage) text and no default value\(times): people see the key in \(tables.developmentLanguage)"
        } else if table == nil {
            message =
                "“\(usage.key)” is looked up in table \(usage.tableName), which the project does not have\(times): people see \(shown) in every language"
        } else {
            message = "“\(usage.key)” is not in \(usage.tableName) (\(tables.developmentLanguage))\(times): people see \(shown) in every language"
            if let table, tables.isCatalog(table) {
                confidence = .needsReview(
                    reason: "Xcode adds the keys it extracts from code to a string catalog when it builds; build, then commit the catalog")
            } else if let table, usage.defaultValue != nil || !StringTables.isIdentifierKey(usage.key), omits(table) {
                confidence = .needsReview(
                    reason:
                        "the \(tables.developmentLanguage) file of \(usage.tableName) lists none of the text keys its translations hold: this project has Xcode export code's text for translation, and this text is new since the last import (untranslated, not forgotten)"
                )
            } else if let table, isGenerated(table), usage.defaultValue != nil || !StringTables.isIdentifierKey(usage.key) {
                confidence = .needsReview(
                    reason:
                        "the \(tables.developmentLanguage) file of \(usage.tableName) says a tool writes it from the code (genstrings at a code freeze): text added since then is not in it yet"
                )
            } else if usage.inModuleWithoutUI {
                confidence = .needsReview(
                    reason:
                        "\(usage.location.file.fileName) is in a module that shows no views (it imports neither UIKit nor SwiftUI): whether this text reaches a screen depends on the app code that uses it"
                )
            } else if usage.isErrorText {
                confidence = .needsReview(
                    reason:
                        "the text becomes an error's description: people see it only where code shows that error (callers often log it, or show their own text)"
                )
            } else if usage.api == .swiftUIKey {
                confidence = .needsReview(
                    reason: "SwiftUI looks every literal up as a key; text that is not meant to be translated should use Text(verbatim:)")
            }
        }
        if let bundle = usage.bundle, confidence.isCertain {
            confidence = .needsReview(
                reason:
                    "it is looked up in \(bundle), not the app's bundle: that bundle's tables may be resources the audited sources do not hold (a library's resource bundle)"
            )
        }
        return context.finding(at: usage.location, message, confidence: confidence)
    }

    /// “ (looked up 3 times in this file, and in 2 other files)”: a finding is per file, so a
    /// reader fixing the table learns how far the text reaches; `otherFiles` nil: one finding
    /// for every lookup (“ (looked up 3 times)”).
    static func occurrences(count: Int, otherFiles: Int?) -> String {
        guard let otherFiles else { return count > 1 ? " (looked up \(count) times)" : "" }
        var parts: [String] = []
        if count > 1 { parts.append("looked up \(count) times in this file") }
        if otherFiles > 0 { parts.append("\(parts.isEmpty ? "also looked up" : "and") in \(otherFiles) other file\(otherFiles == 1 ? "" : "s")") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}

import Foundation
