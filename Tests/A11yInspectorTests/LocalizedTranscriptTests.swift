import Foundation
import Testing
@testable import A11yInspector

/// Transcripts in the app's own words: a text code looks up in a string table is read as the
/// table's text in the development language (or the one asked for), not ‹set in File.swift:12›.
struct LocalizedTranscriptTests {
    static let controller = """
        final class SettingsViewController: UIViewController {
            private let titleLabel = UILabel()
            private let episodeLabel = UILabel()
            private let countLabel = UILabel()
            private let missingLabel = UILabel()
            private let fallbackLabel = UILabel()
            private let swiftGenLabel = UILabel()
            private let greetingLabel = UILabel()
            private let rswiftLabel = UILabel()
            private let helperLabel = UILabel()
            private let variableKeyLabel = UILabel()
            private let bundleLabel = UILabel()
            private let constantLabel = UILabel()
            private let pageLabel = UILabel()
            private let helperCallLabel = UILabel()
            private let variableLabel = UILabel()
            private let doneButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.text = NSLocalizedString("settings.title", comment: "")
                episodeLabel.text = String(format: NSLocalizedString("episode.format", comment: ""), number)
                countLabel.text = String(localized: "Episode \\(number)")
                missingLabel.text = NSLocalizedString("missing.key", comment: "")
                fallbackLabel.text = NSLocalizedString("other.key", tableName: "Localizable", value: "Other", comment: "")
                swiftGenLabel.text = L10n.Profile.title
                greetingLabel.text = L10n.Profile.greeting(user.name)
                rswiftLabel.text = R.string.localizable.profileName()
                helperLabel.text = "key.helper".localized
                variableKeyLabel.text = NSLocalizedString(key, comment: "")
                bundleLabel.text = Bundle.main.localizedString(forKey: "bundle.key", value: nil, table: nil)
                constantLabel.text = constantTitle
                pageLabel.text = "Page \\(page)"
                helperCallLabel.text = "key.helper".translated()
                variableLabel.text = changingTitle
                doneButton.setTitle(NSLocalizedString("Done", comment: ""), for: .normal)
                let stack = UIStackView(arrangedSubviews: [titleLabel, episodeLabel, countLabel, missingLabel, fallbackLabel,
                    swiftGenLabel, greetingLabel, rswiftLabel, helperLabel, variableKeyLabel, bundleLabel, constantLabel, pageLabel, doneButton,
                    helperCallLabel, variableLabel])
                view.addSubview(stack)
            }
        }
        """

    /// SwiftGen's generated file, a helper and a constant, as projects write them.
    static let strings = """
        internal enum L10n {
          internal enum Profile {
            internal static let title = L10n.tr("Localizable", "profile.title", fallback: "Profile")
            internal static func greeting(_ p1: Any) -> String {
              return L10n.tr("Localizable", "greeting", String(describing: p1), fallback: "Hello, %@")
            }
          }
        }
        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
            func translated() -> String { return NSLocalizedString(self, comment: "") }
        }
        let constantTitle = NSLocalizedString("const.title", comment: "")
        var changingTitle = NSLocalizedString("const.title", comment: "")
        """

    static let english = """
        "settings.title" = "Settings";
        "episode.format" = "Episode %d";
        "Episode %lld" = "Episode number %lld";
        "greeting" = "Hello there, %@";
        "profile_name" = "Your name";
        "Done" = "Finished";
        "key.helper" = "Helped";
        "bundle.key" = "From bundle";
        "const.title" = "Constant title";
        """

    static let french = """
        "settings.title" = "Réglages";
        "Done" = "Terminé";
        """

    static let view = """
        import SwiftUI
        struct AboutView: View {
            var body: some View {
                VStack {
                    Text("settings.title")
                    Text(LocalizedStringKey("Done"))
                    Text(L10n.Profile.greeting(name))
                }
            }
        }
        """

    static func inputs() -> [InputFile] {
        [
            ("App/SettingsViewController.swift", ProjectFile.Kind.swift, controller), ("App/L10n.swift", .swift, strings),
            ("App/AboutView.swift", .swift, view),
            ("App/en.lproj/Localizable.strings", .strings, english), ("App/fr.lproj/Localizable.strings", .strings, french),
        ]
        .map { InputFile(path: $0.0, kind: $0.1, project: "App", data: Data($0.2.utf8)) }
    }

    static func screen(_ name: String, language: String? = nil) throws -> ResolvedScreen {
        var reader = ProjectReader(jobs: 1)
        reader.language = language
        let project = reader.read(inputs())
        return Resolver.resolve(try #require(project.allScreens(jobs: 1).first { $0.screen.name.contains(name) }).screen)
    }

    static func spoken(_ s: ResolvedScreen, _ id: String) -> String? {
        s.elements.first { $0.element.id == id }.flatMap { Speech.spoken($0.label) }
    }

    @Test func eachFormReadsTheDevelopmentLanguage() throws {
        let s = try Self.screen("Settings")
        #expect(Self.spoken(s, "titleLabel") == "Settings")
        #expect(Self.spoken(s, "bundleLabel") == "From bundle")
        #expect(Self.spoken(s, "swiftGenLabel") == "Profile")
        #expect(Self.spoken(s, "rswiftLabel") == "Your name")
        #expect(Self.spoken(s, "helperLabel") == "Helped")
        #expect(Self.spoken(s, "constantLabel") == "Constant title")
        #expect(Self.spoken(s, "helperCallLabel") == "Helped")
        // A readable key the table translates is a literal, as the key alone was before.
        #expect(s.elements.first { $0.element.id == "doneButton" }?.label == .literal("Finished"))
    }

    @Test func formatsAndInterpolationsShowTheirLiteralParts() throws {
        let s = try Self.screen("Settings")
        #expect(Self.spoken(s, "episodeLabel") == "Episode ‹number›")
        #expect(Self.spoken(s, "countLabel") == "Episode number ‹number›")
        #expect(Self.spoken(s, "greetingLabel") == "Hello there, ‹user.name›")
        #expect(Self.spoken(s, "pageLabel") == "Page ‹page›")
    }

    @Test func aMissingKeyShowsTheKeyOrTheFallback() throws {
        let s = try Self.screen("Settings")
        let missing = try #require(s.elements.first { $0.element.id == "missingLabel" })
        #expect(Speech.spoken(missing.label) == "missing.key")
        // Still a run-time value for the rules, marked as a missing key where it came from.
        #expect(missing.label?.dynamicOrigin?.description.hasPrefix("“missing.key”, missing key “missing.key” in Localizable") == true)
        #expect(s.elements.first { $0.element.id == "fallbackLabel" }?.label == .literal("Other"))
    }

    @Test func aKeyThatIsNotALiteralStaysSetInCode() throws {
        let s = try Self.screen("Settings")
        #expect(Self.spoken(s, "variableKeyLabel") == "‹set in SettingsViewController.swift:30›")
        // A global `var` may hold another text by then.
        #expect(Self.spoken(s, "variableLabel")?.hasPrefix("‹set in SettingsViewController.swift:") == true)
    }

    @Test func theTreeShowsWhereAResolvedTextComesFrom() throws {
        let s = try Self.screen("Settings")
        let title = try #require(s.elements.first { $0.element.id == "titleLabel" })
        #expect(
            title.label?.dynamicOrigin?.description == "“Settings”, Localizable “settings.title” (en, Localizable.strings:1), SettingsViewController.swift:21")
        #expect(
            TreeReport.text(s).contains("label \"Settings\" (text; Localizable “settings.title” (en, Localizable.strings:1), SettingsViewController.swift:21)"))
    }

    @Test func aLanguageReadsItsTranslationAndFallsBack() throws {
        let s = try Self.screen("Settings", language: "fr")
        #expect(Self.spoken(s, "titleLabel") == "Réglages")
        #expect(s.elements.first { $0.element.id == "doneButton" }?.label == .literal("Terminé"))
        // No French text: the development language's, as iOS falls back.
        #expect(Self.spoken(s, "bundleLabel") == "From bundle")
        #expect(Self.spoken(s, "episodeLabel") == "Episode ‹number›")
    }

    @Test func swiftUIKeysReadTheLanguage() throws {
        #expect(Tree.spoken(try Self.screen("AboutView")) == ["Settings", "Finished", "Hello there, ‹name›"])
        #expect(Tree.spoken(try Self.screen("AboutView", language: "fr-CA")) == ["Réglages", "Terminé", "Hello there, ‹name›"])
    }

    /// The table, key and fallback of each way of writing a lookup.
    @Test func eachLookupNamesItsTableAndKey() throws {
        let facts = SwiftFactsReader.read(
            path: "App/Shop.swift",
            source: """
                final class Shop: UIViewController {
                    @IBOutlet var a: UILabel!
                    @IBOutlet var b: UILabel!
                    @IBOutlet var c: UILabel!
                    @IBOutlet var d: UILabel!
                    func setUp() {
                        a.text = String(localized: "shop.buy", table: "Shop", defaultValue: "Buy")
                        b.text = String(localized: LocalizedStringResource("shop.cart", table: "Shop"))
                        c.text = NSLocalizedString("shop.pay", tableName: "Shop", bundle: .main, comment: "")
                        d.accessibilityLabel = Bundle.main.localizedString(forKey: "shop.total", value: "", table: "Shop")
                    }
                }
                """)
        let assignments = try #require(facts.types["Shop"]?.assignments)
        func lookup(_ name: String) -> LocalizedText.Lookup? {
            guard case .localized(let text)? = assignments[name]?.first?.value else { return nil }
            return text.lookup
        }
        #expect(lookup("a") == .key("shop.buy", table: "Shop", fallback: "Buy"))
        #expect(lookup("b") == .key("shop.cart", table: "Shop", fallback: nil))
        #expect(lookup("c") == .key("shop.pay", table: "Shop", fallback: nil))
        // An empty value: gives the key, as nil does.
        #expect(lookup("d") == .key("shop.total", table: "Shop", fallback: nil))
    }

    /// A key missing from the tables is not judged as if the developer had written it as the
    /// label; a readable key is what iOS shows, and is judged as before.
    @Test func aMissingKeyIsNotJudgedAsTheLabel() {
        func findings(_ key: String) -> [String] {
            let source = """
                final class PlayerViewController: UIViewController {
                    private let playButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        playButton.accessibilityLabel = NSLocalizedString("\(key)", comment: "")
                        view.addSubview(playButton)
                    }
                }
                """
            let inputs = [
                InputFile(path: "App/PlayerViewController.swift", kind: .swift, project: "App", data: Data(source.utf8)),
                InputFile(path: "App/en.lproj/Localizable.strings", kind: .strings, project: "App", data: Data(#""other" = "Other";"#.utf8)),
            ]
            return Auditor(jobs: 1).audit(inputs).findings.map(\.ruleID)
        }
        #expect(!findings("player.play_button").contains("label-no-type-word"))
        #expect(findings("Play button").contains("label-no-type-word"))
    }

    /// Accessors generated at build time (Tuist, SwiftGen), whose file is not in the sources:
    /// the table named in the path, the key whose Swift name is the rest, when only one is.
    @Test func generatedAccessorsWithoutTheirFile() {
        var localization = LocalizationContext()
        localization.tables = StringTables.read(
            path: "App/en.lproj/Localizable.strings", kind: .strings,
            data: Data(
                """
                "buttonCancel" = "Cancel";
                "settings.title" = "Settings";
                "settings_title" = "Settings again";
                "profile.edit" = "Edit profile";
                """.utf8))
        let resolver = LocalizedTextResolver(localization: localization)
        func spoken(_ path: String) -> String? {
            resolver.resolve(LocalizedText(.constant(path, type: nil)), near: "App/View.swift")?.spoken
        }
        #expect(spoken("MailResourcesStrings.Localizable.buttonCancel") == "Cancel")
        #expect(spoken("L10n.Profile.edit") == "Edit profile")
        // Two keys have that Swift name: neither is chosen.
        #expect(spoken("L10n.Settings.title") == nil)
        // A type that is not a strings accessor.
        #expect(spoken("Constants.buttonCancel") == nil)
    }

    /// In another language a xib's own texts come from its strings file in that language.
    @Test func aLanguageTranslatesInterfaceBuilderTexts() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>
            <view id="root" customClass="WelcomeView"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>
            <label text="Welcome" id="wel-co-me"><rect key="frame" x="20" y="100" width="200" height="21"/></label>
            <label text="Untranslated" id="unt-ra-ns"><rect key="frame" x="20" y="200" width="200" height="21"/></label>
            <label text="Placeholder" id="cod-eS-et"><rect key="frame" x="20" y="300" width="200" height="21"/></label>
            </subviews>
            <connections><outlet property="note" destination="cod-eS-et" id="out-le-t1"/></connections>
            </view></objects></document>
            """
        // Code replaces the second label's text: its translation in Welcome.strings is not shown.
        let code = """
            final class WelcomeView: UIView {
                @IBOutlet var note: UILabel!
                func setUp() { note.text = "Set in code" }
            }
            """
        let inputs = [
            InputFile(path: "App/Base.lproj/Welcome.xib", kind: .xib, project: "App", data: Data(xib.utf8)),
            InputFile(
                path: "App/fr.lproj/Welcome.strings", kind: .strings, project: "App",
                data: Data(#""wel-co-me.text" = "Bienvenue";\#n"cod-eS-et.text" = "Remplacé";"#.utf8)),
            InputFile(path: "App/WelcomeView.swift", kind: .swift, project: "App", data: Data(code.utf8)),
        ]
        func spoken(_ language: String?) throws -> [String] {
            var reader = ProjectReader(jobs: 1)
            reader.language = language
            return Tree.spoken(Resolver.resolve(try #require(reader.read(inputs).screens.first).screen))
        }
        #expect(try spoken(nil) == ["Welcome", "Untranslated", "Set in code"])
        let french = try spoken("fr")
        #expect(french == ["Bienvenue", "Untranslated", "Set in code"])
    }

    /// `a11y voiceover --language fr File.swift`: the translation; a language no table is in is said.
    @Test func theInspectorReadsALanguageAndSaysWhenNoTableHasIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-words-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for input in Self.inputs() where !input.path.hasSuffix("AboutView.swift") {
            let path = folder + "/" + input.path
            try FileManager.default.createDirectory(atPath: path.parentPath, withIntermediateDirectories: true)
            try input.data.write(to: URL(fileURLWithPath: path))
        }
        let french = ScreenInspector(jobs: 1, language: "fr").screens(in: "App/SettingsViewController.swift", workingDirectory: folder)
        #expect(french.diagnostics.isEmpty)
        let screen = try #require(french.screens.first)
        #expect(Self.spoken(screen, "titleLabel") == "Réglages")
        let unknown = ScreenInspector(jobs: 1, language: "xx").screens(in: "App/SettingsViewController.swift", workingDirectory: folder)
        #expect(
            unknown.diagnostics.map(\.message) == ["no string table of the app is in 'xx' (its languages: en, fr); texts are read in the development language"])
        #expect(Self.spoken(try #require(unknown.screens.first), "titleLabel") == "Settings")
    }

    /// A constant of a nested type, named without the outer type by code inside it.
    @Test func aNestedTypesConstantByItsShortName() throws {
        var localization = LocalizationContext()
        localization.tables = StringTables.read(path: "App/en.lproj/Localizable.strings", kind: .strings, data: Data(#""login.title" = "Log in";"#.utf8))
        localization.constants = [
            "Screens.Login.title": LocalizedText(.key("login.title", table: nil, fallback: nil)),
            "Screens.Other.title": LocalizedText(.key("other.title", table: nil, fallback: nil)),
            "Legacy.Other.title": LocalizedText(.key("other.title", table: nil, fallback: nil)),
        ]
        let resolver = LocalizedTextResolver(localization: localization)
        #expect(resolver.resolve(LocalizedText(.constant("title", type: "Login")), near: "App/Login.swift")?.spoken == "Log in")
        // Two types named Other: neither is chosen.
        #expect(resolver.resolve(LocalizedText(.constant("title", type: "Other")), near: "App/Other.swift") == nil)
    }

    /// A generated strings file is cached like any Swift file: its constants must come back.
    @Test func theConstantsSurviveTheCache() throws {
        let input = InputFile(path: "App/L10n.swift", kind: .swift, project: "App", data: Data(Self.strings.utf8))
        let read = ProjectReader.read(input)
        #expect(read.localization.constants["L10n.Profile.title"]?.lookup == .key("profile.title", table: "Localizable", fallback: "Profile"))
        let cached = try BinaryDecoder().decode(ProjectPart.self, from: try #require(FrontEndCache.encode(read)))
        #expect(cached.localization.constants == read.localization.constants)
        // The stored `var changingTitle` is not one.
        #expect(
            cached.localization.constants.keys.sorted() == [
                "L10n.Profile.greeting", "L10n.Profile.title", "String.localized", "String.translated", "constantTitle",
            ])
    }

    @Test func rswiftNamesFollowSwiftIdentifiers() {
        #expect(LocalizedTextResolver.swiftIdentifier("profile_name") == "profileName")
        #expect(LocalizedTextResolver.swiftIdentifier("settings.title") == "settingsTitle")
        #expect(LocalizedTextResolver.swiftIdentifier("Localizable") == "localizable")
    }
}
