import Foundation
import SwiftParser
import Testing
@testable import A11yInspector

/// The readers of every string table format, the lookups in code and the facts the
/// localization rules rely on.
struct LocalizationTests {
    /// A `.strings` file as Xcode 9–14 and genstrings wrote them: UTF-16 little-endian with a
    /// byte-order mark, a comment before each entry, escapes, non-ASCII text.
    static let genstringsFile = """
        /* Title of the player screen */
        "player.title" = "Now playing";

        /* Button: play the \\"current\\" episode */
        "player.play" = "Lire l’épisode\\nmaintenant";

        // A line comment
        "count %lld" = "%lld épisodes";
        unquoted_key = unquoted.value;
        "emoji" = "🎧 \\U00e9";
        """

    @Test func readsUTF16StringsWithCommentsAndEscapes() throws {
        var data = Data([0xFF, 0xFE])
        data.append(Self.genstringsFile.data(using: .utf16LittleEndian)!)
        let entries = try StringsFileReader.read(data: data)
        #expect(entries.map(\.key) == ["player.title", "player.play", "count %lld", "unquoted_key", "emoji"])
        #expect(entries[0].comment == "Title of the player screen")
        #expect(entries[0].line == 2)
        #expect(entries[1].value == "Lire l’épisode\nmaintenant")
        #expect(entries[1].comment == "Button: play the \\\"current\\\" episode")
        #expect(entries[2].comment == "A line comment")
        #expect(entries[3].value == "unquoted.value")
        #expect(entries[4].value == "🎧 é")
        // Big-endian without a byte-order mark reads the same.
        let bigEndian = try StringsFileReader.read(data: Self.genstringsFile.data(using: .utf16BigEndian)!)
        #expect(bigEndian.map(\.value) == entries.map(\.value))
    }

    /// With two wrong arguments, the first is reported, on every run.
    @Test func formatProblemNamesTheFirstWrongArgument() throws {
        let location = SourceLocation(file: "de.lproj/Localizable.strings", line: 1)
        let expected = LocalizationFormatSpecifiers.Expected(key: "sent", source: LocalizedValue(text: "%1$@ sent %2$@", location: location))
        for _ in 0..<20 {
            let problem = try #require(
                LocalizationFormatSpecifiers.problem(expected, translation: LocalizedValue(text: "%2$d hat %1$d gesendet", location: location)))
            #expect(problem.message.contains("argument 1 with %1$d"))
        }
        #expect(LocalizationFormatSpecifiers.problem(expected, translation: LocalizedValue(text: "%2$@ hat %1$@ gesendet", location: location)) == nil)
    }

    /// A key written twice in a `.strings` file: the later value is the one the app gets, as
    /// the problem says.
    @Test func duplicateStringsKeyKeepsTheLaterValue() throws {
        let tables = StringTables.read(
            path: "App/en.lproj/Localizable.strings", kind: .strings,
            data: Data(
                """
                "save" = "Save";
                "cancel" = "Cancel";
                "save" = "Save changes";
                """.utf8))
        let entry = try #require(tables.tables.values.first?["save"])
        #expect(entry.values["en"]?.text == "Save changes")
        #expect(entry.values["en"]?.location.line == 3)
        #expect(tables.problems.map(\.message) == ["\"save\" is also on line 1; the later value wins"])
    }

    /// A duplicate a translation tool copied into every language is one finding, on the
    /// development language's file; one whose two entries say the same is only info.
    @Test func aDuplicateCopiedIntoEveryLanguageIsOneFinding() throws {
        let languages = ["ar", "de", "en", "fr", "ja", "ru"]
        let inputs = languages.map { language in
            InputFile(
                path: "App/\(language).lproj/Localizable.strings", kind: .strings, project: "App",
                data: Data("\"save\" = \"Save\";\n\"save\" = \"Save\";\n".utf8))
        }
        let rule = try #require(RuleRegistry.rule("strings-file-hygiene"))
        let findings = Auditor(rules: [rule], jobs: 1).audit(inputs).findings
        #expect(findings.count == 1)
        #expect(findings.first?.location.file == "App/en.lproj/Localizable.strings")
        #expect(findings.first?.severity == .info)
        #expect(
            findings.first?.message
                == "\"save\" is also on line 1; the later value wins; the same key is written twice in 5 other languages (ar, de, fr, ja, ru) (both entries say the same)"
        )
        #expect(findings.first?.fix?.contains("Keep one entry") == true)
    }

    /// translatewiki's `qqq.lproj` holds notes for translators, not a language.
    @Test func translatorNotesAreNotATranslation() {
        let notes = StringTables.read(path: "App/qqq.lproj/Localizable.strings", kind: .strings, data: Data("\"save\" = \"Button that saves the draft\";".utf8))
        #expect(notes.isEmpty && notes.languages.isEmpty)
    }

    /// CoreFoundation's parser ends a strings file at a character no key begins with, after an
    /// entry, without an error (checked against Foundation's `PropertyListSerialization`): the
    /// entries before it load, those after it are lost. At the very start it is an error.
    @Test func aStrayCharacterWhereAKeyShouldBeginEndsTheFile() throws {
        let middle = try StringsFileReader.readFile(data: Data("\"a\" = \"1\";;\n\"b\" = \"2\";\n\"c\";".utf8))
        #expect(middle.entries.map(\.key) == ["a"])
        #expect(middle.stop?.line == 1)
        #expect(middle.stop?.unreadKeys == ["b", "c"])
        let end = try StringsFileReader.readFile(data: Data("\"a\" = \"1\";\n\"b\" = \"2\";;\n/* done */\n".utf8))
        #expect(end.entries.map(\.key) == ["a", "b"])
        #expect(end.stop?.unreadKeys == [])
        #expect(throws: StringTableError.self) { try StringsFileReader.read(data: Data(";\"a\" = \"1\";".utf8)) }
        // The file reads back as written.
        let text = "\"a\" = \"1\";;\n\"b\" = \"2\";\n"
        #expect(try StringsFileText.parse(text).rendered { $0 } == text)
    }

    @Test func stringsSyntaxErrorsNameTheirLine() {
        #expect(throws: StringTableError.self) { try StringsFileReader.read(data: Data("\"a\" = \"b\"\n\"c\" = \"d\";".utf8)) }
        do {
            _ = try StringsFileReader.read(data: Data("\"a\" = \"b\";\n\"c\" = \"unterminated;\n".utf8))
            Issue.record("expected an error")
        } catch let error as StringTableError {
            #expect(error.line == 2)
            #expect(error.message == "unterminated value")
        } catch {
            Issue.record("unexpected \(error)")
        }
        // A compiled XML property list is a dictionary of strings too.
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>ok</key><string>OK</string></dict></plist>"#
        #expect((try? StringsFileReader.read(data: Data(xml.utf8)))?.first?.value == "OK")
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld episodes" : {
              "comment" : "Count of episodes in a podcast",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld episode" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld episodes" } }
                    }
                  }
                },
                "uk" : {
                  "variations" : {
                    "plural" : {
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld епізоди" } },
                      "many" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld епізодів" } },
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld епізод" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld епізоду" } }
                    }
                  }
                }
              }
            },
            "Tap to play" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Click or tap to play" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to play" } }
                    }
                  }
                }
              }
            },
            "Downloaded %@" : {
              "extractionState" : "stale",
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "Downloaded %#@files@ of %@" },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                        }
                      }
                    }
                  }
                }
              }
            },
            "PodcastKit" : { "shouldTranslate" : false }
          },
          "version" : "1.0"
        }
        """

    @Test func readsCatalogPluralsDevicesSubstitutionsAndStates() throws {
        let catalog = try StringCatalogReader.read(path: "App/Localizable.xcstrings", data: Data(Self.catalog.utf8))
        #expect(catalog.sourceLanguage == "en")
        let keys = Dictionary(uniqueKeysWithValues: catalog.keys.map { ($0.key, $0) })
        let episodes = try #require(keys["%lld episodes"])
        #expect(episodes.comment == "Count of episodes in a podcast")
        #expect(episodes.values["en"]?.forms == ["plural.one": "%lld episode", "plural.other": "%lld episodes"])
        #expect(episodes.values["en"]?.text == "%lld episodes")
        #expect(episodes.values["uk"]?.pluralCategories == ["": ["one", "few", "many", "other"]])
        #expect(episodes.values["uk"]?.state == .needsReview)
        #expect(episodes.values["uk"]?.location.line == 15)
        #expect(episodes.values["en"]?.location.line == 7)
        let tap = try #require(keys["Tap to play"])
        #expect(tap.values["en"]?.forms["device.ipad"] == "Click or tap to play")
        let downloaded = try #require(keys["Downloaded %@"])
        #expect(downloaded.extractionState == "stale")
        #expect(downloaded.values["en"]?.forms["files.one"] == "%arg file")
        #expect(downloaded.values["en"]?.variableTypes["files"] == "lld")
        #expect(FormatSpecifiers.arguments("Downloaded %#@files@ of %@", variableTypes: ["files": "lld"]) == [1: .int64, 2: .object])
        #expect(keys["PodcastKit"]?.shouldTranslate == false)
        #expect(keys["PodcastKit"]?.values["en"]?.text == "PodcastKit")
    }

    /// Addresses, specifiers and symbols read the same in every language; a word beside them,
    /// or an identifier key people would see as it is, is still text to translate.
    @Test func textWithNothingToTranslate() {
        for text in [
            "https://%@.%@", "%1$@ / %2$@", "•", "ⓘ", "www.example.org", "<support@example.org>", "mailto:%@", "© 2025 JOSEPH MATTIELLO",
            "Copyright 2019-2024 Acme Inc",
        ] {
            #expect(!StringTables.isTranslatable(text), "\(text)")
        }
        for text in [
            "Write to help@example.org", "Website: %@", "Open https://%@", "settings.title", "Open \u{201C}%@\u{201D}", "© 2025 Acme Inc. All rights reserved.",
            "i",
        ] {
            #expect(StringTables.isTranslatable(text), "\(text)")
        }
    }

    /// Only a type's own stored `let` is read through its name alone; a constant of the file,
    /// a function's variable, a `var`, or one another module, Objective-C or a framework (by a
    /// protocol's requirement) may read is not taken as one.
    @Test func lookupsRecordTheStoredConstantTheyInitialise() {
        let source = """
            enum Strings {
                static let title = NSLocalizedString("a", comment: "")
                static let count = String(format: NSLocalizedString("b", comment: ""), 2)
                static var mutable = NSLocalizedString("c", comment: "")
                public static let shared = NSLocalizedString("d", comment: "")
                @objc static let bridged = NSLocalizedString("e", comment: "")
                static let made: String = { NSLocalizedString("f", comment: "") }()
                static func make() -> String { let local = NSLocalizedString("g", comment: ""); return local }
            }
            struct Failure: LocalizedError { let errorDescription: String? = NSLocalizedString("h", comment: "") }
            let global = NSLocalizedString("i", comment: "")
            """
        let context = LocalizationUsageReader.read(path: "Strings.swift", tree: Parser.parse(source: source))
        let constants = Dictionary(uniqueKeysWithValues: context.usages.map { ($0.key, $0.constant?.name) })
        #expect(constants == ["a": "title", "b": "count", "c": nil, "d": nil, "e": nil, "f": nil, "g": nil, "h": nil, "i": nil])
        #expect(context.referencedNames.contains("local") && !context.referencedNames.contains("title"))
    }

    @Test func readsStringsDict() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>%d unread</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@articles@ unread</string>
                    <key>articles</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>d</string>
                        <key>one</key>
                        <string>%d article</string>
                        <key>few</key>
                        <string>%d artykuły</string>
                        <key>other</key>
                        <string>%d artykułów</string>
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        let entries = try StringsDictReader.read(
            path: "App/pl.lproj/Localizable.stringsdict", data: Data(plist.utf8), table: TableID(path: "App/pl.lproj/Localizable.stringsdict"), language: "pl")
        let value = try #require(entries.first?.values["pl"])
        #expect(entries.first?.key == "%d unread")
        #expect(value.text == "%#@articles@ unread")
        #expect(value.forms == ["articles.one": "%d article", "articles.few": "%d artykuły", "articles.other": "%d artykułów"])
        #expect(value.variableTypes == ["articles": "d"])
        #expect(value.pluralCategories == ["articles": ["one", "few", "other"]])
        #expect(value.location.line == 5)
        #expect(LanguageFacts.requiredPluralCategories(for: "pl")?.subtracting(["one", "few", "other"]) == ["many"])
    }

    @Test func tablesMergeLanguagesFromFoldersAndTheProjectDevelopmentRegion() {
        var tables = StringTables()
        tables.merge(StringTables.read(path: "App/Base.lproj/Localizable.strings", kind: .strings, data: Data("\"a\" = \"A\";".utf8)))
        tables.merge(StringTables.read(path: "App/pt-BR.lproj/Localizable.strings", kind: .strings, data: Data("\"a\" = \"Á\";".utf8)))
        tables.setDevelopmentLanguage("en", evidence: 2)
        tables.setDevelopmentLanguage("de", evidence: 1)
        #expect(tables.developmentLanguage == "en")
        #expect(tables.languages == ["en", "pt-BR"])
        #expect(tables.translations == ["pt-BR"])
        let entry = tables.entry("a")!
        #expect(tables.developmentValue(of: entry)?.text == "A")
        #expect(entry.values["pt-BR"]?.text == "Á")
        #expect(InfoPlistReader.developmentRegion(pbxproj: Data("developmentRegion = English;\n".utf8)) == "en")
        #expect(InfoPlistReader.developmentRegion(pbxproj: Data("\t\t\tdevelopmentRegion = \"pt-BR\";".utf8)) == "pt-BR")
    }

    @Test func findsLookupsInSwiftAndObjectiveC() {
        let source = """
            import SwiftUI
            let a = NSLocalizedString("player.title", tableName: "Player", value: "Now playing", comment: "Title")
            let b = String(localized: "Liked \\(song.title)", comment: "Toast")
            struct V: View {
                var body: some View {
                    Text("Settings").accessibilityLabel("settings.label")
                    Text(verbatim: "v1")
                    Button("Play") {}
                }
            }
            func lookUp(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            final class C { func f() { button.accessibilityHint = NSLocalizedString("hint.play", comment: "Hint") ; label.textAlignment = .left } }
            """
        let read = LocalizationUsageReader.read(path: "App/V.swift", tree: Parser.parse(source: source))
        let usages = read.usages
        #expect(usages.map(\.key) == ["player.title", "Liked %@", "settings.label", "Settings", "Play", "key", "hint.play"])
        #expect(usages[0].table == "Player" && usages[0].defaultValue == "Now playing" && usages[0].comment == "Title")
        #expect(usages[1].api == .stringLocalized && usages[1].location.line == 3)
        #expect(usages[2].isAccessibility && usages[2].api == .swiftUIKey)
        #expect(!usages[3].isAccessibility)
        #expect(usages[5].isDynamic)
        #expect(usages[6].isAccessibility)
        #expect(read.leftAlignmentsInCode.map(\.line) == [12])
        #expect(read.literals.contains("v1"))

        let objc = LocalizationUsageReader.read(
            path: "App/C.m",
            objectiveC: """
                self.title = NSLocalizedString(@"settings.title", @"Title of Settings");
                label.text = NSLocalizedStringFromTable(@"Done", @"Buttons", nil);
                """)
        #expect(objc.map(\.key) == ["settings.title", "Done"])
        #expect(objc[0].comment == "Title of Settings" && objc[1].table == "Buttons" && objc[1].location.line == 2)
    }

    @Test func formatSpecifiersKeepPositionsAndTypes() {
        let parsed = FormatSpecifiers.parse("%2$@ sent %1$lld photos, 100%% at %.1f %@")
        #expect(parsed.specifiers.map(\.text) == ["%2$@", "%1$lld", "%.1f", "%@"])
        #expect(parsed.mixed)
        #expect(FormatSpecifiers.arguments("%@ and %ld and %d") == [1: .object, 2: .int64, 3: .int32])
        #expect(FormatSpecifiers.skeleton("Liked %@ %lld times") == FormatSpecifiers.skeleton("Liked %1$@ %2$d times"))
        #expect(FormatSpecifiers.parse("50% off").specifiers.isEmpty || FormatSpecifiers.parse("50% off").specifiers.allSatisfy { $0.kind != .object })
    }

    @Test func interfaceTextsAreNamedAsIbtoolExportsThem() throws {
        let xml = RuleExample.storyboardXML(
            label: "Welcome back", labelAttributes: "",
            accessibility: #"<accessibility key="accessibilityConfiguration" label="Greeting" hint="Says hello"/>"#,
            subviews: """
                <button opaque="NO" contentMode="scaleToFill" id="btn-pay-now"><rect key="frame" x="20" y="200" width="100" height="44"/><state key="normal" title="Pay now"/></button>
                <segmentedControl opaque="NO" contentMode="scaleToFill" id="seg-one-two"><rect key="frame" x="20" y="300" width="200" height="32"/><segments><segment title="Day"/><segment title="Week"/></segments></segmentedControl>
                """, constraints: #"<constraint firstItem="lbl-wel-cme" firstAttribute="left" secondItem="vw-wel-cme" secondAttribute="left" id="c-l"/>"#)
        let document = InterfaceBuilderFrontEnd.parse(path: "App/Base.lproj/Main.storyboard", data: Data(xml.utf8))
        let interface = try #require(document.localization)
        let keys = Set(interface.texts.map { "\($0.key)=\($0.value)" })
        #expect(
            keys.isSuperset(of: [
                "lbl-wel-cme.text=Welcome back", "lbl-wel-cme.accessibilityLabel=Greeting",
                "lbl-wel-cme.accessibilityHint=Says hello", "btn-pay-now.normalTitle=Pay now",
                "seg-one-two.segmentTitles[1]=Week",
            ]))
        #expect(interface.leftAligned.map(\.objectID) == ["lbl-wel-cme"])
        #expect(interface.absoluteConstraints.map(\.side) == [.left])
        #expect(interface.objectIDs.contains("vc-wel-cme"))
        #expect(interface.tableName == "Main" && interface.isLocalized)
    }

    /// Trap: segments code rebuilds (`removeAllSegments()`, `insertSegment(withTitle:…)`) are
    /// placeholders; their Interface Builder titles are no text to translate (openHAB's "ON"/"OFF").
    @Test func segmentsCodeRebuildsAreNoTextsToTranslate() throws {
        let xml = RuleExample.storyboardXML(
            label: "Welcome back",
            subviews: """
                <segmentedControl opaque="NO" contentMode="scaleToFill" id="seg-one-two"><rect key="frame" x="20" y="300" width="200" height="32"/><segments><segment title="ON"/><segment title="OFF"/></segments></segmentedControl>
                """)
        let document = InterfaceBuilderFrontEnd.parse(path: "App/Base.lproj/Main.storyboard", data: Data(xml.utf8))
        var interface = try #require(document.localization)
        #expect(interface.texts.contains { $0.key == "seg-one-two.segmentTitles[0]" })
        var screen = try #require(document.screens.first)
        func mark(_ e: inout Element) {
            if e.id == "seg-one-two" { e.setInCode.insert(.text) }
            for i in e.children.indices { mark(&e.children[i]) }
        }
        mark(&screen.root)
        interface.removeTexts(replacedIn: [screen])
        #expect(!interface.texts.contains { $0.key.hasPrefix("seg-one-two.") })
        #expect(interface.texts.contains { $0.key == "lbl-wel-cme.text" })
        let facts = SwiftFactsReader.read(
            path: "Cell.swift",
            source: """
                final class Cell: UITableViewCell {
                    @IBOutlet var control: UISegmentedControl!
                    func show(_ mappings: [Mapping]) {
                        control.removeAllSegments()
                        for (i, m) in mappings.enumerated() { control.insertSegment(withTitle: m.label, at: i, animated: false) }
                    }
                }
                """)
        #expect(facts.types["Cell"]?.assignments["control"]?.contains { $0.viewProperty == .text } == true)
    }

    @Test func codeThatSetsATextRemovesItFromTheTranslatorsTexts() {
        let files: [InputFile] = [
            InputFile(
                path: "App/Base.lproj/Main.storyboard", kind: .storyboard, project: "App", data: Data(RuleExample.storyboardXML(label: "Placeholder").utf8)),
            InputFile(
                path: "App/WelcomeViewController.swift", kind: .swift, project: "App",
                data: Data(
                    """
                    final class WelcomeViewController: UIViewController {
                        @IBOutlet var greeting: UILabel!
                        override func viewDidLoad() { greeting.text = model.greeting }
                    }
                    """.utf8)),
            InputFile(path: "App/fr.lproj/Localizable.strings", kind: .strings, project: "App", data: Data("\"a\" = \"b\";".utf8)),
            InputFile(path: "App/en.lproj/Localizable.strings", kind: .strings, project: "App", data: Data("\"a\" = \"c\";".utf8)),
        ]
        let storyboard = files[0].data
        // The outlet connection makes the label the controller's `greeting`.
        let connected = String(decoding: storyboard, as: UTF8.self).replacingOccurrences(
            of: #"<view key="view""#, with: #"<connections><outlet property="greeting" destination="lbl-wel-cme" id="o-g"/></connections><view key="view""#)
        var inputs = files
        inputs[0].data = Data(connected.utf8)
        let result = Auditor(rules: [LocalizationCompleteness()], jobs: 1).audit(inputs)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        let unlinked = Auditor(rules: [LocalizationCompleteness()], jobs: 1).audit(files)
        #expect(unlinked.findings.map(\.message) == ["Main.storyboard has no strings in fr: 1 text such as “Placeholder” shows in en"])
    }

    /// A storyboard localized by a String Catalog of its name (Xcode 15's `mul.lproj/Main.xcstrings`,
    /// every language in one file): its texts are translated where the catalog has them. The
    /// trap: a language the catalog lacks a text in still shows it in the development language.
    @Test func aStoryboardsStringCatalogHoldsItsTranslations() {
        func catalog(_ languages: String) -> InputFile {
            InputFile(
                path: "App/mul.lproj/Main.xcstrings", kind: .xcstrings, project: "App",
                data: Data(
                    """
                    {"sourceLanguage": "en", "version": "1.0", "strings": {"lbl-wel-cme.text": {"localizations": {\(languages)}}}}
                    """.utf8))
        }
        let en = #""en": {"stringUnit": {"state": "new", "value": "Placeholder"}}"#
        let fr = #""fr": {"stringUnit": {"state": "translated", "value": "Texte"}}"#
        let de = #""de": {"stringUnit": {"state": "translated", "value": "Platzhalter"}}"#
        func audit(_ catalog: InputFile) -> [String] {
            let files = [
                InputFile(
                    path: "App/Base.lproj/Main.storyboard", kind: .storyboard, project: "App", data: Data(RuleExample.storyboardXML(label: "Placeholder").utf8)),
                catalog,
            ]
            return Auditor(rules: [LocalizationCompleteness()], jobs: 1).audit(files).findings.map(\.message)
        }
        #expect(audit(catalog([en, fr, de].joined(separator: ", "))).isEmpty)
        #expect(audit(catalog([en, fr].joined(separator: ", "))).isEmpty)
        // The catalog's languages are the bundle's: a third one with no translation of it.
        let other = InputFile(
            path: "App/Localizable.xcstrings", kind: .xcstrings, project: "App",
            data: Data(#"{"sourceLanguage": "en", "version": "1.0", "strings": {"Hi": {"localizations": {\#(de)}}}}"#.utf8))
        let files = [
            InputFile(
                path: "App/Base.lproj/Main.storyboard", kind: .storyboard, project: "App", data: Data(RuleExample.storyboardXML(label: "Placeholder").utf8)),
            catalog([en, fr].joined(separator: ", ")), other,
        ]
        let messages = Auditor(rules: [LocalizationCompleteness()], jobs: 1).audit(files).findings.map(\.message)
        #expect(messages == ["Main.xcstrings lacks 1 of 1 texts of Main.storyboard in de: “Placeholder” show in en"])
    }

    /// A storyboard's catalog keys are object ids: a translation waiting for review is named by
    /// its source text, not `g2G-5j-Y4q.text`.
    @Test func translationsToReviewAreNamedByTheirSourceText() {
        let catalog = InputFile(
            path: "App/mul.lproj/Main.xcstrings", kind: .xcstrings, project: "App",
            data: Data(
                #"{"sourceLanguage": "en", "version": "1.0", "strings": {"g2G-5j-Y4q.text": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "Basemap"}}, "fr": {"stringUnit": {"state": "needs_review", "value": "Fond"}}}}}}"#
                    .utf8))
        let messages = Auditor(rules: [LocalizationReviewState()], jobs: 1).audit([catalog]).findings.map(\.message)
        #expect(messages == ["1 translation of Main needs review in fr: “Basemap”"], "\(messages)")
    }

    /// A scene title the controller's code sets each time it loads (`title =
    /// NSLocalizedString(…)`) replaces the storyboard's, which is then no text to translate; the
    /// trap: a title set only under a condition may leave the storyboard's showing.
    @Test func aSceneTitleCodeSetsIsNoTextToTranslate() {
        func audit(_ viewDidLoad: String) -> [String] {
            let storyboard = RuleExample.storyboardXML(label: "Welcome back").replacingOccurrences(
                of: #"<view key="view""#, with: #"<navigationItem key="navigationItem" title="Inbox" id="nav-inb-oxx"/><view key="view""#)
            let files: [InputFile] = [
                InputFile(path: "App/Base.lproj/Main.storyboard", kind: .storyboard, project: "App", data: Data(storyboard.utf8)),
                InputFile(
                    path: "App/WelcomeViewController.swift", kind: .swift, project: "App",
                    data: Data(
                        """
                        final class WelcomeViewController: UIViewController {
                            override func viewDidLoad() { \(viewDidLoad) }
                        }
                        """.utf8)),
                InputFile(path: "App/fr.lproj/Main.strings", kind: .strings, project: "App", data: Data("\"lbl-wel-cme.text\" = \"Bon retour\";".utf8)),
                InputFile(path: "App/fr.lproj/Localizable.strings", kind: .strings, project: "App", data: Data("\"inbox\" = \"Boîte\";".utf8)),
                InputFile(path: "App/en.lproj/Localizable.strings", kind: .strings, project: "App", data: Data("\"inbox\" = \"Inbox\";".utf8)),
            ]
            return Auditor(rules: [LocalizationCompleteness()], jobs: 1).audit(files).findings.map(\.message)
        }
        #expect(audit("title = NSLocalizedString(\"inbox\", comment: \"\")") == [])
        #expect(audit("navigationItem.title = NSLocalizedString(\"inbox\", comment: \"\")") == [])
        #expect(audit("").count == 1)
        #expect(audit("if isCompact { title = NSLocalizedString(\"inbox\", comment: \"\") }").count == 1)
    }

    @Test func stringsReportSummarisesTablesAndFindsAKeyWithItsUses() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-strings-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "App/en.lproj/Localizable.strings": "/* Pay button */\n\"checkout.pay\" = \"Pay now\";\n\"checkout.total\" = \"Total\";",
            "App/fr.lproj/Localizable.strings": "\"checkout.pay\" = \"Payer\";",
            "App/Checkout.swift":
                "let pay = NSLocalizedString(\"checkout.pay\", comment: \"Pay button\")\nfunc t(_ k: String) -> String { NSLocalizedString(k, comment: \"\") }",
        ]
        for (path, contents) in files {
            let file = root.appendingPath(path)
            try FileManager.default.createDirectory(atPath: file.parentPath, withIntermediateDirectories: true)
            try contents.write(toFile: file, atomically: true, encoding: .utf8)
        }
        var reader = ProjectReader(jobs: 1)
        reader.screens = .none
        let project = reader.read(paths: ["App"], workingDirectory: root)
        #expect(project.diagnostics.isEmpty)
        let summary = StringsReport.summary(project.localization)
        let table = try #require(summary.tables.first)
        #expect(summary.tables.count == 1 && table.name == "Localizable" && table.bundle == "App")
        #expect(table.keys == 2 && table.keysLookedUp == 1 && table.lookups == 1)
        #expect(table.languages == [.init(language: "fr", translated: 1, missing: 1, needsReview: 0)])
        #expect(summary.dynamicLookups.map(\.line) == [2])
        #expect(StringsReport.text(summary).contains("fr: 1 of 2 translated, 1 missing"))

        let keys = StringsReport.keys("checkout.pay", in: project.localization)
        #expect(keys.count == 1)
        #expect(keys[0].comment == "Pay button")
        #expect(keys[0].values.map(\.language) == ["en", "fr"])
        // The key literal, after `let pay = NSLocalizedString(`.
        #expect(keys[0].usages.map(\.location) == [SourceLocation(file: "App/Checkout.swift", line: 1, column: 29)])
    }

    /// UIKit code that assigns a lookup shows its English text in transcripts when the code
    /// has it: the default value, or a key that is readable text.
    @Test func lookupsWithTheirTextInCodeLinkAsLiterals() throws {
        let facts = SwiftFactsReader.read(
            path: "App/Player.swift",
            source: """
                final class Player: UIViewController {
                    @IBOutlet var play: UIButton!
                    @IBOutlet var done: UIButton!
                    @IBOutlet var title2: UILabel!
                    @IBOutlet var liked: UILabel!
                    func setUp() {
                        play.accessibilityLabel = NSLocalizedString("player.play", value: "Play episode", comment: "")
                        done.accessibilityLabel = NSLocalizedString("Done", comment: "")
                        title2.text = NSLocalizedString("player.title", comment: "")
                        liked.text = String(localized: "Liked \\(name)")
                    }
                }
                """)
        let assignments = try #require(facts.types["Player"]?.assignments)
        // The lookup is kept for the tables (LocalizedTextResolver), with the text the code gives.
        func codeText(_ name: String) -> String? {
            guard case .localized(let text)? = assignments[name]?.first(where: { $0.viewProperty == .accessibilityLabel })?.value else { return nil }
            return text.codeText
        }
        #expect(codeText("play") == "Play episode")
        #expect(codeText("done") == "Done")
        let resolver = LocalizedTextResolver(localization: LocalizationContext())
        #expect(resolver.resolve(CodeLinker.textValue(try #require(assignments["done"]?.first))) == .literal("Done"))
        #expect(assignments["title2"]?.first { $0.viewProperty == .text }?.value != .string("player.title"))
        #expect(assignments["liked"]?.first { $0.viewProperty == .text }?.value != .string("Liked %@"))
    }
}

/// A module that imports no UI framework (woocommerce-ios' Yosemite: stores, models, errors)
/// shows nothing itself: a missing key there needs review, while the same key in a module
/// that shows views stays certain.
struct ModuleWithoutUITests {
    @Test func aMissingKeyInAModelModuleNeedsReview() {
        func file(_ path: String, _ project: String, _ kind: ProjectFile.Kind, _ text: String) -> InputFile {
            InputFile(path: path, kind: kind, project: project, data: Data(text.utf8))
        }
        let inputs = [
            file("App/CheckoutView.swift", "App", .swift, "import SwiftUI\nlet pay = NSLocalizedString(\"checkout.pay\", value: \"Pay\", comment: \"\")"),
            file("App/en.lproj/Localizable.strings", "App", .strings, "\"checkout.title\" = \"Checkout\";"),
            file("App/fr.lproj/Localizable.strings", "App", .strings, "\"checkout.title\" = \"Paiement\";"),
            file("Model/Plan.swift", "Model", .swift, "import Foundation\nlet yearly = NSLocalizedString(\"plan.yearly\", value: \"Yearly\", comment: \"\")"),
        ]
        let result = Auditor(rules: [RuleRegistry.rule("localization-missing-key")!], jobs: 1).audit(inputs)
        let certain = Dictionary(result.findings.map { ($0.location.file, $0.confidence.isCertain) }) { a, _ in a }
        #expect(certain == ["App/CheckoutView.swift": true, "Model/Plan.swift": false])
    }
}

/// A key certainly missing gets one finding per file that looks it up (each screen that shows
/// the text shows it untranslated), and the message says how far the text reaches; one that
/// needs review is one question, asked once.
struct MissingKeyPerFileTests {
    @Test func theMessageCountsLookupsHereAndOtherFiles() {
        #expect(LocalizationMissingKey.occurrences(count: 1, otherFiles: 0) == "")
        #expect(LocalizationMissingKey.occurrences(count: 3, otherFiles: nil) == " (looked up 3 times)")
        #expect(LocalizationMissingKey.occurrences(count: 3, otherFiles: 0) == " (looked up 3 times in this file)")
        #expect(LocalizationMissingKey.occurrences(count: 1, otherFiles: 1) == " (also looked up in 1 other file)")
        #expect(LocalizationMissingKey.occurrences(count: 2, otherFiles: 4) == " (looked up 2 times in this file, and in 4 other files)")
    }

    @Test func eachFileGetsItsFinding() {
        let inputs = [
            InputFile(path: "App/A.swift", kind: .swift, project: "App", data: Data("let a = NSLocalizedString(\"checkout.pay\", comment: \"\")".utf8)),
            InputFile(path: "App/B.swift", kind: .swift, project: "App", data: Data("let b = NSLocalizedString(\"checkout.pay\", comment: \"\")".utf8)),
            InputFile(path: "App/en.lproj/Localizable.strings", kind: .strings, project: "App", data: Data("\"title\" = \"Title\";".utf8)),
        ]
        let result = Auditor(rules: [RuleRegistry.rule("localization-missing-key")!], jobs: 1).audit(inputs)
        #expect(result.findings.map(\.location.file).sorted() == ["App/A.swift", "App/B.swift"])
        #expect(result.findings.allSatisfy { $0.message.contains("also looked up in 1 other file") })
    }

    /// A literal in a modifier chain is found on the modifier's line, not on the line where
    /// the chain's statement begins (omnivore: an `.alert` 24 lines below its `List`).
    @Test func aLiteralInAModifierChainIsWhereItIsWritten() {
        let view =
            "import SwiftUI\nstruct V: View {\n  var body: some View {\n    List {\n      Text(verbatim: \"x\")\n    }\n    .alert(\"Delete the label?\", isPresented: .constant(true)) {}\n  }\n}"
        let inputs = [
            InputFile(path: "App/A.swift", kind: .swift, project: "App", data: Data(view.utf8)),
            InputFile(path: "App/en.lproj/Localizable.strings", kind: .strings, project: "App", data: Data("\"title\" = \"Title\";".utf8)),
            InputFile(path: "App/fr.lproj/Localizable.strings", kind: .strings, project: "App", data: Data("\"title\" = \"Titre\";".utf8)),
        ]
        let result = Auditor(rules: [RuleRegistry.rule("localization-missing-key")!], jobs: 1).audit(inputs)
        #expect(result.findings.map(\.location.line) == [7])
    }

    @Test func aSwiftUILiteralThatNeedsReviewIsOneFinding() {
        let view = "import SwiftUI\nstruct V: View { var body: some View { Text(\"Your basket\") } }"
        let inputs = [
            InputFile(path: "App/A.swift", kind: .swift, project: "App", data: Data(view.utf8)),
            InputFile(path: "App/B.swift", kind: .swift, project: "App", data: Data(view.replacingOccurrences(of: "V:", with: "W:").utf8)),
            InputFile(path: "App/en.lproj/Localizable.strings", kind: .strings, project: "App", data: Data("\"title\" = \"Title\";".utf8)),
            InputFile(path: "App/fr.lproj/Localizable.strings", kind: .strings, project: "App", data: Data("\"title\" = \"Titre\";".utf8)),
        ]
        let result = Auditor(rules: [RuleRegistry.rule("localization-missing-key")!], jobs: 1).audit(inputs)
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.message.contains("(looked up 2 times)") == true)
    }
}
