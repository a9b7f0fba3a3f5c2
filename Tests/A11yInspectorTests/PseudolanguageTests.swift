import Foundation
import Testing
@testable import A11yInspector

private let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"

struct PseudolanguageTransformTests {
    @Test func doubleRepeatsEachProseRun() {
        #expect(Pseudolanguage.double.transform("Save") == "Save Save")
        #expect(Pseudolanguage.double.transform("%@ files") == "%@ files files")
        #expect(Pseudolanguage.double.transform("Delete %@?") == "Delete Delete %@?")
        #expect(Pseudolanguage.double.transform("%1$@ of %2$lld") == "%1$@ of of %2$lld")
        #expect(Pseudolanguage.double.transform("Line one\nLine two") == "Line one Line one\nLine two Line two")
    }

    @Test func rtlOverridesEachProseRun() {
        #expect(Pseudolanguage.rtl.transform("Save") == rlm + rlo + "Save" + pdf + rlm)
        #expect(Pseudolanguage.rtl.transform("%@ files") == "%@ " + rlm + rlo + "files" + pdf + rlm)
        #expect(Pseudolanguage.rtl.transform("<b>New</b>") == "<b>" + rlm + rlo + "New" + pdf + rlm + "</b>")
        #expect(Pseudolanguage.rtl.isRightToLeft && !Pseudolanguage.double.isRightToLeft)
        #expect(Pseudolanguage.rtl.defaultLocale == "ar-XB")
        #expect(Pseudolanguage.accented.defaultLocale == "en-XA")
    }

    @Test func accentedReplacesLettersAndPadsThirtyPercent() {
        // 4 characters → ⌈1.2⌉ = 2 fillers; 11 → ⌈3.3⌉ = 4.
        #expect(Pseudolanguage.accented.transform("Save") == "Šåṽé··")
        #expect(Pseudolanguage.accented.transform("Hello world") == "Ĥéļļö ŵöŕļð····")
        #expect(Pseudolanguage.accented.transform("%lld new") == "%lld ñéŵ·")
        #expect(Pseudolanguage.accents.count == 52)
        for (plain, accented) in Pseudolanguage.accents {
            #expect(accented.unicodeScalars.count == 1 && !accented.isASCII)
            #expect(plain.isUppercase == accented.isUppercase)
        }
    }

    @Test func boundedWrapsTheWholeString() {
        #expect(Pseudolanguage.bounded.transform("Save") == "[# Save #]")
        #expect(Pseudolanguage.bounded.transform("  %@ files\n") == "  [# %@ files #]\n")
    }

    @Test func whitespaceAndEmptyStringsStay() {
        for language in Pseudolanguage.allCases {
            #expect(language.transform("") == "")
            #expect(language.transform("  \n") == "  \n")
            #expect(language.transform(" Save ").hasPrefix(" ") && language.transform(" Save ").hasSuffix(" "))
            #expect(language.transform("%@: %@") == (language == .bounded ? "[# %@: %@ #]" : "%@: %@"))
        }
    }

    @Test func markupLinksEscapesAndInflectionAreKept() {
        #expect(Pseudolanguage.double.transform("<b>Bold</b> text<br/>") == "<b>Bold Bold</b> text text<br/>")
        #expect(Pseudolanguage.double.transform("Tap\\nhere") == "Tap Tap\\nhere here")
        #expect(Pseudolanguage.double.transform("^[%lld file](inflect: true)") == "^[%lld file file](inflect: true)")
        #expect(Pseudolanguage.double.transform("Tom &amp; Jerry") == "Tom Tom &amp; Jerry Jerry")
        let link = Pseudolanguage.accented.transform("Read [our terms](https://example.com/terms?a=1&b=2) now")
        #expect(link == "Ŕéåð·· [öûŕ ţéŕɱš···](https://example.com/terms?a=1&b=2) ñöŵ·")
        // Not a link: brackets without a target are text.
        #expect(Pseudolanguage.double.transform("[draft]") == "[draft] [draft]")
        // A space after % is text, not printf's space flag.
        #expect(PseudoTokenizer.formatSpecifiers("100% of %d%%") == ["%d", "%%"])
    }

    /// Every kind of specifier, tag and link target, in random strings: the sequences found by
    /// patterns written independently of the tokenizer are the same before and after.
    @Test func specifiersTagsAndLinkTargetsAreKeptInOrder() throws {
        let specifiers = [
            "%@", "%d", "%lld", "%1$@", "%2$lld", "%.2f", "%5.1f", "%%", "%ld", "%lu",
            "%#@variable@", "%s", "%-8s", "%03d", "%*d", "%1$#@files@", "%i", "%x", "%c", "%hhd", "%zu",
        ]
        let others = [
            "Save", "files", "to the cloud", "Don't", "é café", "?", ": ", "100% of", "\n", "\\n", "\\\"",
            "<b>", "</b>", "<br/>", "<a href=\"https://x.org\">", "[terms](https://e.com/a_(b)?q=%20)",
            "^[%lld photo](inflect: true)", " ", "  ", "(", ")", "…", "[", "]",
        ]
        let specifierPattern = try NSRegularExpression(
            pattern: #"%(?:%|(?:[0-9]+\$)?(?:#@[A-Za-z0-9_]+@|[-+#0']*(?:\*|[0-9]+)?(?:\.(?:\*|[0-9]+)?)?(?:hh|ll|h|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGaAcCsSp]))"#)
        let tagPattern = try NSRegularExpression(pattern: #"</?[A-Za-z][^<>\n]*>"#)
        let targets = ["](https://e.com/a_(b)?q=%20)", "](inflect: true)"]
        func matches(_ pattern: NSRegularExpression, _ s: String) -> [String] {
            pattern.matches(in: s, range: NSRange(s.startIndex..., in: s)).map { String(s[Range($0.range, in: s)!]) }
        }
        var seed: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<400 {
            var sample = ""
            for _ in 0..<(1 + next(8)) {
                sample += next(3) == 0 ? specifiers[next(specifiers.count)] : others[next(others.count)]
                if next(2) == 0 { sample += " " }
            }
            for language in Pseudolanguage.allCases {
                let out = language.transform(sample)
                #expect(
                    matches(specifierPattern, out) == matches(specifierPattern, sample), "\(language): \(sample.debugDescription) → \(out.debugDescription)")
                #expect(PseudoTokenizer.formatSpecifiers(out) == PseudoTokenizer.formatSpecifiers(sample))
                #expect(matches(tagPattern, out) == matches(tagPattern, sample), "\(language): \(sample.debugDescription)")
                for target in targets {
                    #expect(
                        out.components(separatedBy: target).count == sample.components(separatedBy: target).count, "\(language): \(sample.debugDescription)")
                }
                #expect(out.filter { $0 == "\n" }.count == sample.filter { $0 == "\n" }.count)
            }
        }
    }

    @Test func everyListedSpecifierIsOneToken() {
        for spec in ["%@", "%d", "%lld", "%1$@", "%2$lld", "%.2f", "%5.1f", "%%", "%ld", "%lu", "%#@variable@", "%s", "%arg"] {
            #expect(PseudoTokenizer.tokens("a\(spec)b") == [.prose("a"), .kept(spec), .prose("b")], "\(spec)")
            #expect(Pseudolanguage.accented.transform(spec) == spec)
        }
    }
}

struct PseudoTableTests {
    static let stringsText = """
        /* Shown on the sign-in button. */
        "sign_in" = "Sign in";
        // Greeting with the user's name.
        "hello %@" = "Hello, %@!\\nWelcome \\"back\\" \\\\ home";
        welcome_title = Welcome;
        "Cancel";

        """

    @Test func utf16StringsWithCommentsRoundTrip() throws {
        let data = try #require(Self.stringsText.data(using: .utf16))
        #expect(data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]))
        let output = try PseudoTables.strings(data, language: .double, locale: "en-XA", source: "en.lproj/Localizable.strings")
        #expect(output.strings == 4)
        let text = String(decoding: output.data, as: UTF8.self)
        #expect(text.hasPrefix("/* a11y pseudo: generated for en-XA (double) from en.lproj/Localizable.strings;"))
        #expect(text.contains("/* Shown on the sign-in button. */\n\"sign_in\" = \"Sign in Sign in\";\n// Greeting with the user's name.\n"))
        #expect(text.contains("welcome_title = \"Welcome Welcome\";"))
        #expect(text.contains("\"Cancel\" = \"Cancel Cancel\";"))
        #expect(PseudoTables.isGenerated(output.data))
        #expect(!PseudoTables.isGenerated(data))
        // Read back by the project's own reader and by the lossless one: same keys, transformed values.
        let original = try StringsFileText.parse(try #require(StringsFileText.decode(data)))
        let copy = try StringsFileText.parse(text)
        #expect(copy.entries.map(\.key) == original.entries.map(\.key))
        #expect(copy.entries.map(\.value) == original.entries.map { Pseudolanguage.double.transform($0.value) })
        #expect(copy.entries[1].value == "Hello, Hello, %@!\nWelcome \"back\" \\ home Welcome \"back\" \\ home")
        let table = StringTables.read(path: "en-XA.lproj/Localizable.strings", kind: .strings, data: output.data)
        #expect(table.entry("hello %@")?.values["en-XA"]?.text == copy.entries[1].value)
        #expect(table.entry("sign_in")?.values["en-XA"]?.text == "Sign in Sign in")
    }

    @Test func malformedStringsAreAnErrorWithALine() {
        #expect(throws: PseudoTables.Failure.self) {
            try PseudoTables.strings(Data("\"a\" = \"b\";\n\"c\" = ;".utf8), language: .double, locale: "en-XA", source: "x")
        }
        #expect(throws: StringsFileText.SyntaxError.self) { try StringsFileText.parse("\"a\" = \"b\";\n\"c\" \"d\";") }
    }

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>%lld files selected</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>You selected %#@files@</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>zero</key>
                    <string>no files</string>
                    <key>one</key>
                    <string>%lld file</string>
                    <key>other</key>
                    <string>%lld files</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    @Test func stringsdictPluralsTransformedFormatTypesKept() throws {
        let output = try PseudoTables.stringsdict(Data(Self.stringsdict.utf8), language: .accented, locale: "en-XA", source: "en.lproj/Localizable.stringsdict")
        #expect(output.strings == 4)
        #expect(PseudoTables.isGenerated(output.data))
        let plist = try #require(try PropertyListSerialization.propertyList(from: output.data, format: nil) as? [String: Any])
        let entry = try #require(plist["%lld files selected"] as? [String: Any])
        #expect(entry["NSStringLocalizedFormatKey"] as? String == "Ýöû šéļéçţéð···· %#@files@")
        let files = try #require(entry["files"] as? [String: Any])
        #expect(files["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType")
        #expect(files["NSStringFormatValueTypeKey"] as? String == "lld")
        #expect(files["zero"] as? String == "ñö ƒîļéš···")
        #expect(files["one"] as? String == "%lld ƒîļé··")
        #expect(files["other"] as? String == "%lld ƒîļéš··")
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld photos" : {
              "comment" : "Photo count",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
                    }
                  }
                },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Fotos" } }
              }
            },
            "Tap to continue" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to continue" } },
                      "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap or click to continue" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Click to continue" } }
                    }
                  }
                }
              }
            },
            "%@ shared %lld items" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%1$@ shared %#@items@" },
                  "substitutions" : {
                    "items" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Settings" : { },
            "v%@" : { "shouldTranslate" : false }
          },
          "version" : "1.0"
        }
        """

    static func unit(_ value: Any?, _ path: String...) -> String? {
        var current = value
        for key in path { current = (current as? [String: Any])?[key] }
        return ((current as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
    }

    @Test func catalogGetsThePseudoLocaleFromTheSourceLanguage() throws {
        let output = try PseudoTables.catalog(Data(Self.catalog.utf8), language: .double, locale: "en-XA")
        #expect(output.strings == 4)
        let json = try #require(try JSONSerialization.jsonObject(with: output.data) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        func pseudo(_ key: String) -> Any? { ((strings[key] as? [String: Any])?["localizations"] as? [String: Any])?["en-XA"] }
        #expect(Self.unit(pseudo("%lld photos"), "variations", "plural", "one") == "%lld photo photo")
        #expect(Self.unit(pseudo("%lld photos"), "variations", "plural", "other") == "%lld photos photos")
        #expect(Self.unit(pseudo("Tap to continue"), "variations", "device", "ipad") == "Tap or click to continue Tap or click to continue")
        #expect(Self.unit(pseudo("Tap to continue"), "variations", "device", "other") == "Click to continue Click to continue")
        let shared = pseudo("%@ shared %lld items")
        #expect(Self.unit(shared) == "%1$@ shared shared %#@items@")
        let items = ((shared as? [String: Any])?["substitutions"] as? [String: Any])?["items"] as? [String: Any]
        #expect(items?["argNum"] as? Int == 2)
        #expect(items?["formatSpecifier"] as? String == "lld")
        #expect(Self.unit(items, "variations", "plural", "other") == "%arg items items")
        // No source-language entry: the key is what the app shows.
        #expect(Self.unit(pseudo("Settings")) == "Settings Settings")
        #expect(pseudo("v%@") == nil)
        // Everything else as it was; other languages untouched; stable layout.
        #expect((strings["%lld photos"] as? [String: Any])?["comment"] as? String == "Photo count")
        #expect(Self.unit(((strings["%lld photos"] as? [String: Any])?["localizations"] as? [String: Any])?["de"]) == "%lld Fotos")
        let text = String(decoding: output.data, as: UTF8.self)
        #expect(text.contains("\n  \"sourceLanguage\" : \"en\",\n"))
        #expect(text.range(of: "\"%@ shared %lld items\"")!.lowerBound < text.range(of: "\"%lld photos\"")!.lowerBound)
        #expect(try PseudoTables.catalog(output.data, language: .double, locale: "en-XA").data == output.data)
    }

    @Test func catalogTranslationsAreTold() throws {
        let pseudo = try PseudoTables.catalog(Data(Self.catalog.utf8), language: .accented, locale: "en-XA").data
        #expect(try PseudoTables.catalogTranslations(pseudo, locale: "en-XA").isEmpty)
        #expect(try PseudoTables.catalogTranslations(pseudo, locale: "de") == ["%lld photos"])
    }
}

struct PseudoWriterTests {
    /// A project with development tables in en.lproj (preferred over Base.lproj), a French
    /// translation, a catalog, and a dependency that must not be read.
    func makeProject(developmentRegion: String = "en") throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-pseudo-\(UUID().uuidString)").path
        let files: [String: String] = [
            "App/App.xcodeproj/project.pbxproj": "{ developmentRegion = \(developmentRegion); knownRegions = (en, Base, fr, de); }",
            "App/Base.lproj/Main.storyboard": "<document/>",
            "App/en.lproj/Main.strings": "/* Class = \"UILabel\"; text = \"Sign in\"; ObjectID = \"abc-12\"; */\n\"abc-12.text\" = \"Sign in\";\n",
            "App/en.lproj/Localizable.strings": "\"title\" = \"Trips\";\n",
            "App/Base.lproj/Localizable.strings": "\"title\" = \"Base trips\";\n",
            "App/de.lproj/Localizable.strings": "\"title\" = \"Reisen\";\n",
            "App/fr.lproj/Localizable.strings": "\"title\" = \"Voyages\";\n",
            "App/en.lproj/Localizable.stringsdict": PseudoTableTests.stringsdict,
            "App/Resources/Localizable.xcstrings": PseudoTableTests.catalog,
            "Pods/Lib/en.lproj/Lib.strings": "\"x\" = \"y\";\n",
        ]
        for (path, text) in files {
            let full = root.appendingPath(path)
            try FileManager.default.createDirectory(atPath: full.parentPath, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return root
    }

    func read(_ root: String, _ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPath(path)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func outputMirrorsProjectPathsUnderTheFolder() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let writer = PseudoWriter(language: .double, mode: .output(directory: "a11y-pseudo-double"), workingDirectory: root)
        let (tables, diagnostics) = writer.tables(in: ["."])
        #expect(diagnostics.isEmpty)
        #expect(
            tables.map(\.file.path) == [
                "App/Resources/Localizable.xcstrings", "App/en.lproj/Localizable.strings",
                "App/en.lproj/Localizable.stringsdict", "App/en.lproj/Main.strings",
            ])
        let result = writer.write(tables)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.written.map(\.path) == [
                "a11y-pseudo-double/App/Resources/Localizable.xcstrings",
                "a11y-pseudo-double/App/en-XA.lproj/Localizable.strings",
                "a11y-pseudo-double/App/en-XA.lproj/Localizable.stringsdict",
                "a11y-pseudo-double/App/en-XA.lproj/Main.strings",
            ])
        #expect(read(root, "a11y-pseudo-double/App/en-XA.lproj/Main.strings")?.contains("\"abc-12.text\" = \"Sign in Sign in\";") == true)
        #expect(read(root, "a11y-pseudo-double/App/en-XA.lproj/Localizable.strings")?.contains("\"Trips Trips\"") == true)
        // The project itself is untouched, and a second run does not read the first one's output.
        #expect(!FileManager.default.fileExists(atPath: root + "/App/en-XA.lproj"))
        #expect(writer.tables(in: ["."]).tables.count == 4)
        // A folder argument below the root mirrors paths relative to it.
        let app = PseudoWriter(language: .rtl, mode: .output(directory: "out"), workingDirectory: root)
        #expect(app.write(app.tables(in: ["App"]).tables).written.map(\.path).contains("out/ar-XB.lproj/Main.strings"))
    }

    @Test func inPlaceWritesNextToTheDevelopmentFolderAndProtectsOthersFiles() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A hand-written ar-XB table is not a11y's to replace.
        try FileManager.default.createDirectory(atPath: root + "/App/ar-XB.lproj", withIntermediateDirectories: true)
        try "\"title\" = \"mine\";\n".write(toFile: root + "/App/ar-XB.lproj/Localizable.strings", atomically: true, encoding: .utf8)

        let writer = PseudoWriter(language: .rtl, mode: .inPlace(force: false), workingDirectory: root)
        let result = writer.write(writer.tables(in: ["App"]).tables)
        #expect(
            result.written.map(\.path) == ["App/Resources/Localizable.xcstrings", "App/ar-XB.lproj/Localizable.stringsdict", "App/ar-XB.lproj/Main.strings"])
        #expect(result.diagnostics.map(\.file) == ["App/en.lproj/Localizable.strings"])
        #expect(result.diagnostics.first?.message.contains("use --force") == true)
        #expect(read(root, "App/ar-XB.lproj/Localizable.strings") == "\"title\" = \"mine\";\n")
        let catalog = try #require(read(root, "App/Resources/Localizable.xcstrings"))
        #expect(catalog.contains("\"ar-XB\" : {") && catalog.contains("\"de\" : {"))

        // Our own files are rewritten without --force; another language replaces them.
        let again = PseudoWriter(language: .accented, locale: "ar-XB", mode: .inPlace(force: false), workingDirectory: root)
        #expect(again.write(again.tables(in: ["App"]).tables).written.count == 3)
        #expect(read(root, "App/ar-XB.lproj/Main.strings")?.contains("Šîĝñ îñ··") == true)

        // --force replaces the hand-written file; a catalog's real translations need it too.
        let forced = PseudoWriter(language: .rtl, mode: .inPlace(force: true), workingDirectory: root)
        #expect(forced.write(forced.tables(in: ["App"]).tables).diagnostics.isEmpty)
        #expect(read(root, "App/ar-XB.lproj/Localizable.strings")?.hasPrefix("/* a11y pseudo: generated for ar-XB (rtl)") == true)
        let german = PseudoWriter(language: .double, locale: "de", mode: .inPlace(force: false), workingDirectory: root)
        let refused = german.write(german.tables(in: ["App/Resources"]).tables)
        #expect(refused.written.isEmpty)
        #expect(refused.diagnostics.first?.message.contains("de translation") == true)
    }

    @Test func developmentRegionChoosesTheFolder() throws {
        #expect(PseudoWriter.developmentRegion(pbxproj: "attr = 1;\n\t\t\tdevelopmentRegion = \"de-CH\";\n") == "de-CH")
        #expect(PseudoWriter.developmentFolders(region: nil) == ["en.lproj", "Base.lproj"])
        let root = try makeProject(developmentRegion: "de")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let writer = PseudoWriter(language: .bounded, mode: .output(directory: "out"), workingDirectory: root)
        let tables = writer.tables(in: ["App"]).tables.map(\.file.path)
        #expect(tables.contains("App/de.lproj/Localizable.strings"))
        #expect(!tables.contains("App/en.lproj/Localizable.strings") && !tables.contains("App/fr.lproj/Localizable.strings"))
    }

    @Test func noTablesIsAnEmptyList() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-pseudo-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/fr.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"b\";".write(toFile: root + "/fr.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(PseudoWriter(language: .double, mode: .inPlace(force: false), workingDirectory: root).tables(in: ["."]).tables.isEmpty)
    }
}

struct PseudolocalizationTests {
    @Test func literalTextsAreTransformedDynamicOnesKept() {
        var label = Element(id: "l", kind: "UILabel", location: Tree.file)
        label.text = .literal("Gate")
        label.accessibilityHint = .dynamic(origin: .code(.at("Gate.swift", 3)))
        var control = Element(id: "s", kind: "UISegmentedControl", location: Tree.file)
        control.items = ["One", "Two"]
        control.accessibilityLabel = .literal("Seats")
        control.accessibilityValue = .literal("First")
        control.customActions = [.named("Delete"), .swipeActions]
        control.userInputLabels = ["Seats"]
        var field = Element(id: "f", kind: "UITextField", location: Tree.file)
        field.placeholder = .literal("Name")
        var root = Element(id: "root", kind: "UIView", location: Tree.file)
        root.children = [label, control, field]
        var screen = Screen(name: "Spec", origin: .xib, file: "Spec.xib", location: Tree.file, root: root)
        screen.title = .literal("Trips")

        let doubled = screen.pseudolocalized(.double)
        #expect(doubled.title == .literal("Trips Trips"))
        #expect(doubled.layoutDirection == .leftToRight)
        let (l, s, f) = (doubled.root.children[0], doubled.root.children[1], doubled.root.children[2])
        #expect(l.text == .literal("Gate Gate"))
        #expect(l.accessibilityHint == .dynamic(origin: .code(.at("Gate.swift", 3))))
        #expect(s.items == ["One One", "Two Two"] && s.customActions == [.named("Delete Delete"), .swipeActions] && s.userInputLabels == ["Seats Seats"])
        #expect(s.accessibilityLabel == .literal("Seats Seats") && s.accessibilityValue == .literal("First First"))
        #expect(f.placeholder == .literal("Name Name"))
        #expect(screen.pseudolocalized(.rtl).layoutDirection == .rightToLeft)
    }

    /// "Gate" fits a fixed 120 pt width at every text size; "Gate Gate" fits at the default
    /// size and is cut off from AX2 (TextMetrics: 4.32 em × 33 pt = 143 pt > 120 pt + 3%).
    @Test func doubleLengthPredictsTruncationTheEnglishTextAvoids() throws {
        let example = RuleExample.xib(
            "fixed width", .passes,
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Gate" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="gate">
                <rect key="frame" x="20" y="100" width="120" height="20.5"/>
                <constraints>
                    <constraint firstAttribute="width" constant="120" id="w1"/>
                </constraints>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <nil key="textColor"/>
            </label>
            """)
        let inputs = example.files.map { InputFile(path: $0.path, kind: ProjectDiscovery.kind(of: $0.path)!, project: "Example", data: Data($0.contents.utf8)) }
        var auditor = Auditor(rules: [try #require(RuleRegistry.rule("text-fits-large-sizes"))])
        #expect(auditor.audit(inputs).findings.isEmpty)
        auditor.pseudolanguage = .double
        let findings = auditor.audit(inputs).findings
        #expect(findings.map(\.ruleID) == ["text-fits-large-sizes"])
        #expect(findings.first?.message.contains("AX2") == true)
        // Direction marks take no room: rtl predicts what English does.
        auditor.pseudolanguage = .rtl
        #expect(auditor.audit(inputs).findings.isEmpty)
    }

    /// A right-to-left language mirrors the layout, and VoiceOver reads from the right: a row
    /// built on leading/trailing reads in the same order as in English, from the other side.
    @Test func rtlMirrorsTheLayoutAndReadsFromTheRight() throws {
        let example = RuleExample.xib(
            "row", .passes,
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="From" id="from">
                <rect key="frame" x="20" y="100" width="100" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="To" id="to">
                <rect key="frame" x="250" y="100" width="100" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-pseudo-rtl-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root.appendingPath(example.files[0].path)
        try FileManager.default.createDirectory(atPath: file.parentPath, withIntermediateDirectories: true)
        try example.files[0].contents.write(toFile: file, atomically: true, encoding: .utf8)

        let english = try #require(ScreenInspector().screens(in: file).screens.first)
        #expect(Tree.spoken(english) == ["From", "To"])
        let rtl = try #require(ScreenInspector(pseudolanguage: .rtl).screens(in: file).screens.first)
        #expect(Tree.spoken(rtl) == [Pseudolanguage.rtl.transform("From"), Pseudolanguage.rtl.transform("To")])
        #expect(rtl.screen.layoutDirection == .rightToLeft)
        let from = try #require(rtl.screen.root.children.first { $0.id == "from" })
        #expect(abs((from.frame?.x ?? 0) - 273) < 0.001, "\(String(describing: from.frame))")
    }
}
