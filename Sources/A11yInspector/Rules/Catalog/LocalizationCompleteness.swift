import Foundation

/// Every language the app ships has every string.
struct LocalizationCompleteness: Rule {
    let metadata = RuleMetadata(
        id: "localization-completeness",
        title: "Strings missing in a language the app is translated into",
        rationale:
            "A string missing from one language's table falls back to the development language: people who chose French hear English in the middle of French, and VoiceOver reads it with the French voice.",
        wcag: ["3.1.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["localization"],
        help:
            "Translate the missing strings (export with Xcode's Export Localizations), or mark text that must not be translated with “Don't translate” in the string catalog.",
        sources: ["seed rule #151", "B ch7 L2796-2830", "B ch5 L1736"],
        summary:
            "strings (or a storyboard's texts) missing in a language the bundle is translated into; languages missing the same keys are one finding; keys only dead code looks up (a method or type nothing uses, code Release leaves out) are not counted",
        appleAuditTypes: [], nutritionLabels: [], policies: [.needsReviewWhenLookupReplaced])

    /// SwiftGen's shape: accessors that hand their key to `tr`, which hands it on to the lookup.
    static let generatedAccessors = """
        internal nonisolated enum L10n {
          internal static var checkoutTitle: String { return L10n.tr("Localizable", "checkout.title") }
          internal static func checkoutPay(_ p1: Int) -> String {
            return L10n.tr("Localizable", "checkout.pay", p1)
          }
        }
        extension L10n {
          static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            trIn(Bundle.main, table, key, args)
          }
          private static func trIn(_ bundle: Bundle, _ table: String, _ key: String, _ args: [CVarArg]) -> String {
            let format = NSLocalizedString(key, tableName: table, bundle: bundle, comment: "")
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """
    static let accessorScreen = "final class CheckoutViewController: UIViewController { override func viewDidLoad() { title = L10n.checkoutTitle } }"

    static let table = """
        /* Title of the checkout screen */
        "checkout.title" = "Checkout";
        "checkout.pay" = "Pay now";
        "checkout.total" = "Total";
        """

    /// A `.stringsdict` that turns a count into its plural category's name, for code to pick
    /// one of several texts with it.
    static let pluralCategoryTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>category</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>u</string>
                <key>zero</key><string>zero</string><key>one</key><string>one</string><key>two</key><string>two</string>
                <key>few</key><string>few</string><key>many</key><string>many</string><key>other</key><string>other</string>
            </dict>
        </dict></dict></plist>
        """

    /// A Swift package's catalog translated into Spanish but for one string.
    static let packageCatalog = """
        {"sourceLanguage":"en","version":"1.0","strings":{
          "Downloading %@":{},
          "Refresh":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"Actualizar"}}}}}}
        """

    static func infoPlist(localizations: [String]) -> String {
        let items = localizations.map { "<string>\($0)</string>" }.joined()
        return #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleLocalizations</key><array>"# + items + "</array></dict></plist>"
    }

    var examples: [RuleExample] {
        [
            .code(
                "French lacks one key of three", .triggers(count: 1),
                [
                    "App/en.lproj/Localizable.strings": Self.table,
                    "App/fr.lproj/Localizable.strings": "↓\"checkout.title\" = \"Paiement\";\n\"checkout.total\" = \"Total\";",
                ]),
            .code(
                "Trap: a French file with a syntax error is written in full; iOS loads none of it, which strings-file-hygiene says", .passes,
                [
                    "App/en.lproj/Localizable.strings": Self.table,
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\"\n\"checkout.pay\" = \"Payer\";\n\"checkout.total\" = \"Total\";",
                ]),
            .code(
                "A Settings bundle's Japanese table lacks the title its pane shows", .triggers(count: 1),
                [
                    "App/Settings.bundle/Root.plist": Self.settingsPane,
                    "App/Settings.bundle/en.lproj/Root.strings": "\"Background\" = \"Background\";\n\"Run in background\" = \"Run in background\";",
                    "App/Settings.bundle/ja.lproj/Root.strings": "↓\"Background\" = \"バックグラウンド\";",
                ]),
            .code(
                "Trap: the key Japanese lacks is no pane's title, a leftover of the English table: the Settings app never looks it up", .passes,
                [
                    "App/Settings.bundle/Root.plist": Self.settingsPane,
                    "App/Settings.bundle/en.lproj/Root.strings":
                        "\"Background\" = \"Background\";\n\"Run in background\" = \"Run in background\";\n\"Two Finger Scroll\" = \"Two Finger Scroll\";",
                    "App/Settings.bundle/ja.lproj/Root.strings": "\"Background\" = \"バックグラウンド\";\n\"Run in background\" = \"バックグラウンドで実行\";",
                ]),
            .code(
                "Trap: the key French lacks is looked up only by a method nothing calls: shown to no one", .passes,
                [
                    "App/AppDelegate.swift": "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = CheckoutViewController() }",
                    "App/Checkout.swift": """
                    final class CheckoutViewController: UIViewController {
                        override func viewDidLoad() { title = NSLocalizedString("checkout.title", comment: ""); navigationItem.prompt = NSLocalizedString("checkout.total", comment: "") }
                        func oldBanner() -> String { NSLocalizedString("checkout.pay", comment: "") }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": Self.table,
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";\n\"checkout.total\" = \"Total\";",
                ]),
            .code(
                "French lacks a key a generated accessor that code calls looks up", .triggers(count: 1),
                [
                    "App/AppDelegate.swift": "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = CheckoutViewController() }",
                    "App/Checkout.swift": Self.accessorScreen.replacingOccurrences(of: "L10n.checkoutTitle", with: "L10n.checkoutPay(2)"),
                    "App/Strings.swift": Self.generatedAccessors,
                    "App/en.lproj/Localizable.strings": Self.table,
                    "App/fr.lproj/Localizable.strings": "↓\"checkout.title\" = \"Paiement\";\n\"checkout.total\" = \"Total\";",
                ]),
            .code(
                "Trap: the key French lacks is looked up only by a generated accessor nothing calls (SwiftGen's `tr` forwards its key)", .passes,
                [
                    "App/AppDelegate.swift": "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = CheckoutViewController() }",
                    "App/Checkout.swift": Self.accessorScreen,
                    "App/Strings.swift": Self.generatedAccessors,
                    "App/en.lproj/Localizable.strings": Self.table,
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";\n\"checkout.total\" = \"Total\";",
                ]),
            .code(
                "Trap: keys built at run time in another table (the SAS emoji names) leave an uncalled accessor's key dead", .passes,
                [
                    "App/AppDelegate.swift": "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = CheckoutViewController() }",
                    "App/Checkout.swift": Self.accessorScreen.replacingOccurrences(
                        of: "title = L10n.checkoutTitle", with: "title = L10n.checkoutTitle; navigationItem.prompt = SASL10n.localizedDescription(for: emoji)"),
                    "App/Strings.swift": Self.generatedAccessors,
                    "App/SAS.swift": """
                    enum SASL10n {
                        static func localizedDescription(for key: String) -> String { tr("SAS", key) }
                        private static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": Self.table,
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";\n\"checkout.total\" = \"Total\";",
                ]),
            .code(
                "Trap: a table whose name no code writes is looked up by no one (its keys are read from Localizable)", .passes,
                [
                    "App/Settings.swift":
                        "final class Settings: UIViewController { override func viewDidLoad() { title = NSLocalizedString(\"checkout.title\", comment: \"\") } }",
                    "App/en.lproj/Strings.strings": Self.table,
                    "App/fr.lproj/Strings.strings": "\"checkout.title\" = \"Paiement\";",
                ]),
            .code(
                "Trap: Japanese has only the \"other\" plural form, so the keys of the \"one\" forms are never looked up in it; it lacks one real key",
                .triggers(count: 1),
                [
                    "App/en.lproj/Localizable.strings": """
                    "VIDEOS##{one}" = "{count} video";
                    "VIDEOS##{other}" = "{count} videos";
                    "files_one" = "%d file";
                    "files_other" = "%d files";
                    "step.one" = "Step one";
                    "step.two" = "Step two";
                    """,
                    "App/ja.lproj/Localizable.strings": """
                    ↓"VIDEOS##{other}" = "{count} 本の動画";
                    "files_other" = "%d 件のファイル";
                    "step.two" = "ステップ2";
                    """,
                ]),
            .code(
                "Trap: a Japanese value left empty on purpose (the language drops “and”) shows nothing, not English: needs review", .needsReview(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"and\" = \"and\";\n\"gained\" = \"You gained %@\";",
                    "App/ja.lproj/Localizable.strings": "↓\"and\" = \"\";\n\"gained\" = \"%@を獲得しました\";",
                ]),
            .code(
                "A storyboard with Base internationalization has no German strings at all", .triggers(count: 1),
                [
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Welcome back"),
                    "App/en.lproj/Localizable.strings": Self.table,
                    "App/de.lproj/Localizable.strings":
                        "\"checkout.title\" = \"Kasse\";\n\"checkout.pay\" = \"Jetzt zahlen\";\n\"checkout.total\" = \"Summe\";",
                ]
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "A catalog whose Spanish unit is still new", .triggers(count: 1),
                [
                    "App/Localizable.xcstrings": """
                    ↓{"sourceLanguage":"en","version":"1.0","strings":{
                      "Pay now":{"localizations":{"es":{"stringUnit":{"state":"new","value":""}}}},
                      "Total":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"Total"}}}}}}
                    """
                ]),
            .code(
                "Trap: a translation platform marks finished translations new; their values ship", .passes,
                [
                    "App/Localizable.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{
                      "Pay now":{"localizations":{"en":{"stringUnit":{"state":"new","value":"Pay now"}},"es":{"stringUnit":{"state":"new","value":"Pagar ahora"}}}},
                      "Total":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"Total"}}}}}}
                    """
                ]),
            .code(
                "Trap: every language complete; symbols and “Don't translate” entries need nothing", .passes,
                [
                    "App/Localizable.xcstrings": """
                    {"sourceLanguage":"en","version":"1.0","strings":{
                      "%lld":{},
                      "NetNewsWire":{"shouldTranslate":false},
                      "Total":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"Total"}}}}}}
                    """
                ]),
            .code(
                "Trap: the storyboard's French strings have its text; the label set in code needs none", .passes,
                [
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Welcome back"),
                    "App/fr.lproj/Main.strings": "/* Class = \"UILabel\"; text = \"Welcome back\"; */\n\"lbl-wel-cme.text\" = \"Bon retour\";",
                    "App/fr.lproj/Localizable.strings": "\"x\" = \"y\";",
                    "App/en.lproj/Localizable.strings": "\"x\" = \"y\";",
                ]),
            .code(
                "Trap: Xcode's placeholder text, replaced by code, needs no translation", .passes,
                [
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Label"),
                    "App/fr.lproj/Localizable.strings": "\"x\" = \"y\";",
                    "App/en.lproj/Localizable.strings": "\"x\" = \"y\";",
                ]),
            .code(
                "Languages whose storyboard strings lack the same text are one finding", .triggers(count: 1),
                [
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Welcome back"),
                    "App/fr.lproj/Main.strings": "\"vc-wel-cme.title\" = \"Accueil\";",
                    "App/de.lproj/Main.strings": "↓\"vc-wel-cme.title\" = \"Start\";",
                    "App/en.lproj/Localizable.strings": "\"x\" = \"y\";",
                ]),
            .code(
                "Trap: texts in braces ({File Name}) and texts whose note for localizers says #bc-ignore! or “do not translate” are placeholders", .passes,
                [
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(
                        label: "{File Name}",
                        subviews: """
                            <label opaque="NO" text="keepassium.com" id="lbl-url-one">
                                <rect key="frame" x="20" y="140" width="353" height="21"/>
                                <attributedString key="userComments"><fragment content="#bc-ignore!"/></attributedString>
                            </label>
                            <label opaque="NO" text="Version 2.5" id="lbl-ver-one">
                                <rect key="frame" x="20" y="180" width="353" height="21"/>
                                <string key="userComments">Do not translate: filled in by code</string>
                            </label>
                            """),
                    "App/fr.lproj/Main.strings": "\"vc-wel-cme.title\" = \"Accueil\";",
                    "App/en.lproj/Localizable.strings": "\"x\" = \"y\";",
                ]),
            .code(
                "Trap: an InfoPlist.strings key no Info.plist declares is never shown", .passes,
                [
                    "App/Info.plist":
                        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>NSPhotoLibraryAddUsageDescription</key><string>Save attachments.</string></dict></plist>"#,
                    "App/en.lproj/InfoPlist.strings":
                        "\"NSPhotoLibraryAddUsageDescription\" = \"Save attachments.\";\n\"NSPhotoLibraryUsageDescription\" = \"Attach photos.\";",
                    "App/ko.lproj/InfoPlist.strings": "\"NSPhotoLibraryAddUsageDescription\" = \"첨부 파일을 저장합니다.\";",
                ]),
            .code(
                "Trap: an InfoPlist.strings name the Info.plist already gives shows the same in a language without the file (fr), though another (ko) renames the app",
                .passes,
                [
                    "App/Info.plist":
                        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Atlas</string></dict></plist>"#,
                    "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Atlas\";",
                    "App/ko.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"아틀라스\";",
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";",
                    "App/ko.lproj/Localizable.strings": "\"settings.title\" = \"설정\";",
                    "App/fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";",
                ]),
            .code(
                "Trap: the app swizzles Bundle's lookup to pick its own language, so which table is read is its choice", .needsReview(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n\"settings.sync\" = \"Sync now\";",
                    "App/fr.lproj/Localizable.strings": "↓\"settings.title\" = \"Réglages\";",
                    "App/Bundle+Language.swift": """
                    extension Bundle {
                        static func swizzleLocalization() {
                            let original = class_getInstanceMethod(self, #selector(localizedString(forKey:value:table:)))!
                            let replacement = class_getInstanceMethod(self, #selector(appLocalizedString(forKey:value:table:)))!
                            method_exchangeImplementations(original, replacement)
                        }
                        @objc func appLocalizedString(forKey key: String, value: String?, table: String?) -> String { key }
                    }
                    """,
                ]),
            .code(
                "Trap: CFBundleName missing in a language whose CFBundleDisplayName is there: iOS shows the display name", .passes,
                [
                    "App/Info.plist":
                        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleDisplayName</key><string>$(PRODUCT_NAME)</string><key>CFBundleName</key><string>$(PRODUCT_NAME)</string></dict></plist>"#,
                    "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Atlas Maps\";\n\"CFBundleName\" = \"Atlas Maps\";",
                    "App/ar.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"خرائط أطلس\";",
                ]),
            .code(
                "Trap: a key no code looks up, left in the table, is seen in no language", .passes,
                [
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n\"settings.whatsNew\" = \"What's New\";",
                    "App/fr.lproj/Localizable.strings": "\"settings.title\" = \"Réglages\";",
                    "App/Settings.swift": "let title = NSLocalizedString(\"settings.title\", comment: \"\")",
                ]),
            .code(
                "Trap: the key French lacks is looked up by no code by name, but code builds keys at run time (stepik-ios's RefreshingTitle): needs review",
                .needsReview(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n\"RefreshingTitle\" = \"Refreshing\";",
                    "App/fr.lproj/Localizable.strings": "↓\"settings.title\" = \"Réglages\";",
                    "App/Settings.swift": """
                    let title = NSLocalizedString("settings.title", comment: "")
                    func status(_ key: String) -> String { NSLocalizedString(key, comment: "") }
                    """,
                ]),
            .code(
                "Trap: a name every translation keeps as it is (a brand), missing in one language, shows the same there", .passes,
                [
                    "App/en.lproj/Localizable.strings": "\"app.name\" = \"Proton Pass\";\n\"settings.title\" = \"Settings\";",
                    "App/fr.lproj/Localizable.strings": "\"app.name\" = \"Proton Pass\";\n\"settings.title\" = \"Réglages\";",
                    "App/de.lproj/Localizable.strings": "\"settings.title\" = \"Einstellungen\";",
                ]),
            .code(
                "A table of addresses and words still reports its words", .triggers(count: 1),
                [
                    "App/en.lproj/Links.strings": "\"faq.url\" = \"https://example.org/en/faq\";\n\"faq.title\" = \"Questions\";",
                    "App/de.lproj/Links.strings": "↓\"faq.url\" = \"https://example.org/de/faq\";",
                ]),
            .code(
                "Trap: tables without display text: web addresses, plural categories code looks up", .passes,
                [
                    "App/en.lproj/Links.strings": "\"faq.url\" = \"https://example.org/en/faq\";\n\"mail\" = \"help@example.org\";",
                    "App/de.lproj/Links.strings": "\"faq.url\" = \"https://example.org/de/faq\";",
                    "App/en.lproj/Categories.stringsdict": Self.pluralCategoryTable,
                    "App/de.lproj/Categories.stringsdict": Self.pluralCategoryTable,
                    "App/uk.lproj/Localizable.strings": "\"x\" = \"y\";",
                    "App/en.lproj/Localizable.strings": "\"x\" = \"y\";",
                    "App/de.lproj/Localizable.strings": "\"x\" = \"y\";",
                ]),
            .code(
                "Trap: every language that has the table repeats the development text, so falling back to it is meant", .passes,
                [
                    "App/en.lproj/Pages.strings": "\"page.help\" = \"Help center\";\n\"page.news\" = \"News\";",
                    "App/bg.lproj/Pages.strings": "\"page.help\" = \"Help center\";",
                    "App/en.lproj/Localizable.strings": "\"x\" = \"y\";",
                    "App/bg.lproj/Localizable.strings": "\"x\" = \"z\";",
                    "App/uk.lproj/Localizable.strings": "\"x\" = \"w\";",
                ]),
            .code(
                "Trap: a Swift package's catalog lacks Spanish strings, but the app is only in English: the package is read in the app's language, never in Spanish",
                .passes,
                [
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";",
                    "Modules/Log/Sources/Log/Resources/Localizable.xcstrings": Self.packageCatalog,
                ]),
            .code(
                "The same package catalog where the app's Info.plist declares Spanish among its localizations", .triggers(count: 1),
                [
                    "App/Info.plist": Self.infoPlist(localizations: ["en", "es"]),
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";",
                    "Modules/Log/Sources/Log/Resources/Localizable.xcstrings": Self.packageCatalog,
                ]
            ).at("Modules/Log/Sources/Log/Resources/Localizable.xcstrings:1"),
            .code(
                "Trap: a package's regional variant the app lacks (hy-AM) beside the package's own hy, which the app runs in: the variant is never read",
                .passes,
                [
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";",
                    "App/hy.lproj/Localizable.strings": "\"settings.title\" = \"Կարգավորումներ\";",
                    "Packages/Sync/Sources/Sync/Resources/en.lproj/Localizable.strings": "\"sync.title\" = \"Sync\";\n\"sync.done\" = \"Done\";",
                    "Packages/Sync/Sources/Sync/Resources/hy.lproj/Localizable.strings": "\"sync.title\" = \"Համաժամեցում\";\n\"sync.done\" = \"Պատրաստ է\";",
                    "Packages/Sync/Sources/Sync/Resources/hy-AM.lproj/Localizable.strings": "\"sync.title\" = \"Համաժամեցում\";",
                ]),
            .code(
                "The same variant where the package has no plain hy: the app's hy reads the package's hy-AM, which lacks a string", .triggers(count: 1),
                [
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";",
                    "App/hy.lproj/Localizable.strings": "\"settings.title\" = \"Կարգավորումներ\";",
                    "Packages/Sync/Sources/Sync/Resources/en.lproj/Localizable.strings": "\"sync.title\" = \"Sync\";\n\"sync.done\" = \"Done\";",
                    "Packages/Sync/Sources/Sync/Resources/hy-AM.lproj/Localizable.strings": "↓\"sync.title\" = \"Համաժամեցում\";",
                ]),
            .code(
                "Trap: a Swift package's table is complete; the app's bigger table of the same name is another bundle", .passes,
                [
                    "App/en.lproj/Localizable.strings": Self.table,
                    "App/fr.lproj/Localizable.strings": "\"checkout.title\" = \"Paiement\";\n\"checkout.pay\" = \"Payer\";\n\"checkout.total\" = \"Total\";",
                    "Packages/Sync/Sources/Sync/Resources/en.lproj/Localizable.strings": "\"sync.title\" = \"Sync\";",
                    "Packages/Sync/Sources/Sync/Resources/fr.lproj/Localizable.strings": "\"sync.title\" = \"Synchronisation\";",
                ]),
        ]
    }

    /// A Settings bundle's root pane: a group and a switch, their titles looked up in `Root`.
    static let settingsPane = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>StringsTable</key><string>Root</string>
            <key>PreferenceSpecifiers</key>
            <array>
                <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Background</string></dict>
                <dict>
                    <key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Run in background</string>
                    <key>Key</key><string>RunInBackground</string><key>DefaultValue</key><false/>
                </dict>
            </array>
        </dict>
        </plist>
        """

    /// A table no code can look up, in an app whose code looks strings up: not the default one,
    /// not a storyboard's or Info.plist's, and its name is no string anywhere in the code (every lookup of another table names it,
    /// `NSLocalizedString(key, tableName: "Strings", …)`), with no accessors generated from the
    /// tables. Provenance ships a `Strings.strings` its code never reads.
    static func isUnreadTable(_ table: TableID, _ localization: LocalizationContext) -> Bool {
        !localization.usages.isEmpty && localization.isCodeTable(table) && table.name != "Localizable" && !localization.usesGeneratedStringAccessors
            && !localization.literals.contains(table.name) && !localization.unmadeCaseValues.contains(table.name)
            && !localization.usages.contains { $0.tableName == table.name }
    }

    /// A key that names one plural form (`DOWNLOADS##{one}`, `items_one`, `items.few`) of a
    /// category the language does not have, beside the same key's "other" form: a pluralizing
    /// lookup never asks for it (Japanese has only "other"; CLDR plural rules, `LanguageFacts`).
    static func isUnusedPluralForm(_ key: String, in language: String, keys: Set<String>) -> Bool {
        guard let required = LanguageFacts.requiredPluralCategories(for: language), let (stem, category) = pluralForm(key),
            !required.contains(category)
        else { return false }
        return keys.contains(stem.replacingOccurrences(of: "\u{0}", with: "other"))
    }

    /// "X##{one}" → ("X##{\0}", "one"); "items_few" → ("items_\0", "few"): the key with its
    /// category replaced by a NUL, and the category.
    static func pluralForm(_ key: String) -> (String, String)? {
        if key.hasSuffix("}"), let open = key.lastIndex(of: "{"), open != key.startIndex {
            let inner = String(key[key.index(after: open)..<key.index(before: key.endIndex)])
            return LanguageFacts.pluralCategories.contains(inner) ? (key[...open] + "\u{0}}", inner) : nil
        }
        guard let separator = key.lastIndex(where: { "_.:-".contains($0) }), separator != key.startIndex else { return nil }
        let word = String(key[key.index(after: separator)...])
        return LanguageFacts.pluralCategories.contains(word) ? (key[...separator] + "\u{0}", word) : nil
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        guard localization.isTranslated else { return [] }
        let development = tables.developmentLanguage
        // Accessibility texts are `accessibility-strings-translated`'s.
        let accessibilityKeys = Set(localization.usages.filter(\.isAccessibility).compactMap(localization.entry(for:)).map { $0.table.name + "\u{0}" + $0.key })
        // Keys only dead code looks up are shown to no one: not missing for anyone either.
        // Keys no code looks up (every lookup's key known) are shown to no one either.
        let dead = localization.keysOnlyInDeadCode().union(localization.certainlyUnusedKeys()).union(localization.keysNoSettingsPaneShows())
        let liveness = localization.liveness()
        var findings: [Finding] = []
        for table in tables.tables.keys.sorted() where !localization.isInterfaceTable(table) && !Self.isUnreadTable(table, localization) {
            let entries = tables.tables[table]!.values.sorted { $0.key < $1.key }.filter { entry in
                entry.shouldTranslate && !accessibilityKeys.contains(table.name + "\u{0}" + entry.key) && !dead.contains(table.name + "\u{0}" + entry.key)
                    && tables.developmentValue(of: entry)?.hasTranslatableText == true
                    && !isOrphanedInfoPlistKey(entry.key, table: table.name, localization)
                    && !Self.fallsBackToSameText(entry, table: table.name, tables, localization)
                    && !Self.isShadowedBundleName(entry.key, table: table.name, tables, localization)
                    && !Self.keptTheSame(entry, tables)
            }
            // Not a language barrier: nothing in the table is read as words, or every
            // translation repeats the development language, so falling back to it is meant.
            guard !entries.isEmpty, !Self.holdsNoDisplayText(entries, tables), !Self.copiesDevelopmentText(table, tables) else { continue }
            let tableLanguages = Self.languages(of: table, entries: entries, tables)
            let keys = Set(tables.tables[table]!.keys)
            var withoutFile: [String] = []
            // Languages missing the same keys (strings added since the last translation round)
            // are one finding.
            var byMissing: [[String]: [(language: String, file: StringTableFile)]] = [:]
            var byEmpty: [[String]: [(language: String, file: StringTableFile)]] = [:]
            for language in tableLanguages {
                let file = tables.files(of: table, language: language).first
                guard let file else { withoutFile.append(language); continue }
                // A file iOS cannot read is `strings-file-hygiene`'s: its strings are not missing.
                if tables.problems.contains(where: { $0.isUnreadable && $0.location.file == file.path }) { continue }
                let missing = entries.filter { entry in
                    guard let value = entry.values[language] else { return !Self.isUnusedPluralForm(entry.key, in: language, keys: keys) }
                    return value.state == .new
                }.map(\.key)
                if !missing.isEmpty { byMissing[missing, default: []].append((language, file)) }
                // `"and" = "";`: the key is there, so the lookup returns the empty text, not the
                // development one; often meant (a language that drops the word).
                let empty = entries.filter { entry in
                    guard let value = entry.values[language], value.state != .new else { return false }
                    return value.text.isEmpty && value.forms.isEmpty
                }.map(\.key)
                if !empty.isEmpty { byEmpty[empty, default: []].append((language, file)) }
            }
            for (empty, places) in byEmpty.sorted(by: { $0.value[0].language < $1.value[0].language }) {
                let languages = places.map(\.language)
                findings.append(
                    context.finding(
                        at: SourceLocation(file: places[0].file.path),
                        "\(table) translates \(empty.count) of \(entries.count) strings as empty in \(LocalizationWording.languages(languages)): \(LocalizationWording.list(empty)) show nothing",
                        confidence: .needsReview(
                            reason: "an empty translation may be meant (a language that drops the word or moves it elsewhere in the sentence)")))
            }
            for (missing, places) in byMissing.sorted(by: { $0.value[0].language < $1.value[0].language }) {
                let confidence = Self.confidence(missing: missing, in: table, liveness)
                let file = places[0].file
                let location =
                    file.language == nil
                    ? (tables.tables[table]?[missing[0]].flatMap(tables.developmentValue(of:))?.location ?? SourceLocation(file: file.path))
                    : SourceLocation(file: file.path)
                let languages = places.map(\.language)
                findings.append(
                    context.finding(
                        at: location,
                        "\(table) lacks \(missing.count) of \(entries.count) strings in \(LocalizationWording.languages(languages)): \(LocalizationWording.list(Self.liveFirst(missing, in: table, liveness))) show in \(development)",
                        confidence: confidence))
            }
            if !withoutFile.isEmpty, let first = tables.files(of: table, language: development).first ?? tables.files(of: table).first {
                findings.append(
                    context.finding(
                        at: SourceLocation(file: first.path),
                        "\(table) has no file in \(LocalizationWording.languages(withoutFile)), which its bundle is translated into: its \(entries.count) strings show in \(development) there"
                    ))
            }
        }
        findings += interfaceFindings(localization, context)
        return findings
    }

    /// The keys to quote, those code is known to look up first: a key no code names may be
    /// built at run time, or be left over.
    static func liveFirst(_ keys: [String], in table: TableID, _ liveness: KeyLiveness) -> [String] {
        let live = keys.filter { if case .live = liveness.use(table: table, key: $0) { true } else { false } }
        let liveSet = Set(live)
        return live + keys.filter { !liveSet.contains($0) }
    }

    /// Missing keys no code looks up by name, while code builds keys at run time, may never be
    /// shown: the finding needs review.
    static func confidence(missing: [String], in table: TableID, _ liveness: KeyLiveness) -> Confidence {
        let uses = missing.map { liveness.use(table: table, key: $0) }
        guard uses.allSatisfy({ if case .maybe = $0 { return true } else { return false } }), let lookup = liveness.dynamicLookup(table.name) else {
            return .certain
        }
        let these = missing.count == 1 ? "this key" : "these keys"
        return .needsReview(
            reason:
                "no code looks \(these) up by name; code builds keys at run time (\(lookup.location.file):\(lookup.location.line)), which may be \(missing.count == 1 ? "it" : "them")"
        )
    }

    /// The languages a table is translated into: a catalog's own; a .strings table's bundle's,
    /// unless it has no translation at all (kept in one language on purpose).
    static func languages(of table: TableID, entries: [LocalizedKey], _ tables: StringTables) -> [String] {
        if tables.isCatalog(table) {
            return tables.shown(tables.translations(of: Set(entries.flatMap { $0.values.keys })), inBundle: table.bundle)
        } else if tables.files(of: table).contains(where: { $0.language.map { !tables.isDevelopmentVariant($0) } ?? false }) {
            return tables.shown(tables.translations(of: tables.languages(inBundle: table.bundle)), inBundle: table.bundle)
        } else {
            return []
        }
    }

    /// Every value a table's entries have in the development language is a token code uses
    /// as data, not text shown: an identifier (`icon_share`, `com.example.kind`) or a plural
    /// category (a `.stringsdict` whose forms are `one`, `few`, `other`, looked up to choose a
    /// key of another text). Addresses and symbols are already left out as untranslatable.
    static func holdsNoDisplayText(_ entries: [LocalizedKey], _ tables: StringTables) -> Bool {
        entries.allSatisfy { entry in
            tables.developmentValue(of: entry)?.allTexts.allSatisfy { text in
                !StringTables.isTranslatable(text) || StringTables.isIdentifierKey(text) || LanguageFacts.pluralCategories.contains(text)
            } ?? true
        }
    }

    /// Every language that has the entry gives it the development language's value (a brand
    /// name, "Proton Pass" in each): a language without it falls back to the same text.
    static func keptTheSame(_ entry: LocalizedKey, _ tables: StringTables) -> Bool {
        guard let development = tables.developmentValue(of: entry) else { return false }
        let translations = entry.values.filter { !tables.isDevelopmentVariant($0.key) }
        return !translations.isEmpty && translations.values.allSatisfy { $0.text == development.text && $0.forms == development.forms }
    }

    /// Every translation the table has is the development language's value byte for byte
    /// (links to the development language's pages, kept for languages the site lacks): a
    /// language that falls back to it gets what the translations themselves say.
    static func copiesDevelopmentText(_ table: TableID, _ tables: StringTables) -> Bool {
        var copies = 0
        for entry in tables.tables[table]?.values ?? [:].values {
            guard let development = tables.developmentValue(of: entry) else { continue }
            for (language, value) in entry.values where !tables.isDevelopmentVariant(language) {
                guard value.text == development.text, value.forms == development.forms else { return false }
                copies += 1
            }
        }
        return copies > 0
    }

    /// An `InfoPlist` table's key that no Info.plist (or `INFOPLIST_KEY_` setting) has: iOS
    /// looks the table up only for the keys the bundle's Info.plist declares, so it is never shown.
    func isOrphanedInfoPlistKey(_ key: String, table: String, _ localization: LocalizationContext) -> Bool {
        table == "InfoPlist" && !localization.infoPlistKeys.isEmpty && !localization.infoPlistKeys.contains(key)
    }

    /// An `InfoPlist` table's key whose development text is the Info.plist's own value
    /// (`CFBundleDisplayName = "Aidoku"` beside `INFOPLIST_KEY_CFBundleDisplayName = Aidoku`): a
    /// language without the key shows the Info.plist's value, not another language's, and that
    /// is the same text. (A `Localizable` key falls back to the development language instead.)
    static func fallsBackToSameText(_ entry: LocalizedKey, table: String, _ tables: StringTables, _ localization: LocalizationContext) -> Bool {
        guard table == "InfoPlist", let own = localization.infoPlistValues[entry.key], !own.contains("$(") else { return false }
        return tables.developmentValue(of: entry)?.text == own
    }

    /// `CFBundleName` where the bundle also has a `CFBundleDisplayName`: iOS shows the display
    /// name under the icon and in Settings, so the bundle name is never read by people.
    static func isShadowedBundleName(_ key: String, table: String, _ tables: StringTables, _ localization: LocalizationContext) -> Bool {
        guard table == "InfoPlist", key == "CFBundleName" else { return false }
        return localization.infoPlistKeys.contains("CFBundleDisplayName")
            || tables.tables.contains { $0.key.name == "InfoPlist" && $0.value.values.contains { $0.key == "CFBundleDisplayName" } }
    }

    /// “Display.xcstrings lacks texts of Display.storyboard in 3 languages (64 in nn, pl; 2 in
    /// fr, of 65): “Basemap”, … show in en”: the languages with most missing first.
    static func catalogMessage(
        _ missing: [(language: String, texts: [InterfaceLocalization.Text])], of name: String, texts total: Int, _ tables: StringTables
    ) -> String {
        let catalog = "\(name.deletingFileExtension).xcstrings"
        let shown = LocalizationWording.list(missing.flatMap { $0.texts.map(\.value) })
        if missing.count == 1 {
            return
                "\(catalog) lacks \(missing[0].texts.count) of \(total) texts of \(name) in \(missing[0].language): \(shown) show in \(tables.developmentLanguage)"
        }
        let byCount = Dictionary(grouping: missing, by: \.texts.count).sorted { $0.key > $1.key }
        var counts = byCount.prefix(3).map { count, group in "\(count) in \(LocalizationWording.languages(group.map(\.language)))" }
        if byCount.count > 3 { counts.append("fewer in \(byCount.dropFirst(3).reduce(0) { $0 + $1.value.count }) more") }
        return
            "\(catalog) lacks texts of \(name) in \(missing.count) languages (\(counts.joined(separator: "; ")), of \(total)): \(shown) show in \(tables.developmentLanguage)"
    }

    /// Storyboards and xibs in Base.lproj: each language of the bundle has its `<Name>.strings`
    /// (or the String Catalog `<Name>.xcstrings`) with each text, or a copy of the whole file.
    func interfaceFindings(_ localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        let tables = localization.tables
        var findings: [Finding] = []
        for interface in localization.interfaces where StringTables.language(ofPath: interface.path) == "Base" {
            let texts = interface.translatableTexts.filter { !$0.isAccessibility }
            guard !texts.isEmpty else { continue }
            let bundle = interface.table.bundle
            let name = interface.path.fileName
            var withoutFile: [String] = []
            // Languages missing the same texts are one finding, on the first one's file.
            var byMissing: [[String]: (file: String, languages: [String], missing: [InterfaceLocalization.Text])] = [:]
            var order: [[String]] = []
            // A String Catalog holds every language: one finding for it, naming the languages.
            var catalog: (path: String, missing: [(language: String, texts: [InterfaceLocalization.Text])])?
            for language in tables.shown(tables.translations(of: tables.languages(inBundle: bundle)), inBundle: bundle) {
                // A copy of the whole file for the language is translated in place.
                if localization.interfaces.contains(where: { $0.path == "\(bundle)/\(language).lproj/\(name)" }) { continue }
                // A `.strings` file of the language, or a String Catalog of the interface's name
                // (Xcode 15's `mul.lproj/Main.xcstrings`), which holds every language.
                guard let file = tables.files(of: interface.table, language: language).first(where: { $0.language != nil || $0.format == .catalog })
                else {
                    withoutFile.append(language)
                    continue
                }
                let entries = tables.tables[interface.table] ?? [:]
                let missing = texts.filter { !$0.isTranslated(in: entries, language: language) }
                guard !missing.isEmpty else { continue }
                if file.format == .catalog {
                    catalog = (file.path, (catalog?.missing ?? []) + [(language, missing)])
                    continue
                }
                let keys = missing.map(\.key)
                if byMissing[keys] == nil { order.append(keys); byMissing[keys] = (file.path, [], missing) }
                byMissing[keys]!.languages.append(language)
            }
            for keys in order {
                let (path, languages, missing) = byMissing[keys]!
                let which =
                    languages.count == 1
                    ? LocalizationWording.fileName(path)
                    : "\(path.fileName) in \(LocalizationWording.languages(languages))"
                findings.append(
                    context.finding(
                        at: SourceLocation(file: path),
                        "\(which) lack\(languages.count == 1 ? "s" : "") \(missing.count) of \(texts.count) texts of \(name): \(LocalizationWording.list(missing.map(\.value))) show in \(tables.developmentLanguage)"
                    ))
            }
            if let catalog {
                findings.append(
                    context.finding(at: SourceLocation(file: catalog.path), Self.catalogMessage(catalog.missing, of: name, texts: texts.count, tables)))
            }
            if !withoutFile.isEmpty {
                findings.append(
                    context.finding(
                        at: SourceLocation(file: interface.path, line: texts[0].line),
                        "\(name) has no strings in \(LocalizationWording.languages(withoutFile)): \(texts.count) text\(texts.count == 1 ? "" : "s") such as \(LocalizationWording.list(texts.map(\.value))) show\(texts.count == 1 ? "s" : "") in \(tables.developmentLanguage)"
                    ))
            }
        }
        return findings
    }
}
