import Foundation
import Testing
@testable import A11yInspector

/// Inputs that crashed or hung a parser under `scripts/fuzz`, kept so the fix stays fixed.
/// Each is the fuzzer's input cut down to what still triggered the bug.
struct FuzzRegressionTests {
    /// FuzzIB found `<?xm\u{FF}…?>`: Foundation's XMLParser on Linux calls strlen on a
    /// processing instruction's data, which libxml2 passes as NULL when there is none.
    @Test func processingInstructionWithoutDataIsRejected() {
        let found = Data("<?xm".utf8) + Data(repeating: 0xFF, count: 20) + Data("?>\n<dbviews>\n".utf8)
        for data in [found, Data("<document><?a?></document>".utf8), Data("<?a?><document/>".utf8)] {
            let document = InterfaceBuilderFrontEnd.parse(path: "Fuzz.xib", data: data)
            #expect(document.diagnostics.count == 1)
            #expect(document.diagnostics.first?.message.hasPrefix("processing instruction without data") == true)
        }
        // With data, or with a blank before `?>`, libxml2 passes a string and nothing is rejected.
        for text in ["<document><?a b?></document>", "<document><?a ?></document>"] {
            let document = InterfaceBuilderFrontEnd.parse(path: "Fuzz.xib", data: Data(text.utf8))
            #expect(!document.diagnostics.contains { $0.message.hasPrefix("processing instruction") })
        }
    }

    /// Not found by FuzzConfiguration in its run but written by hand and run through it: ten
    /// lines whose aliases stand for 9^10 strings kept Yams building them past the 10 s timeout.
    @Test func yamlAliasBombIsRejected() throws {
        var yaml = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip("abcdefghi", "bcdefghij") {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let rules = RuleRegistry.all.map(\.metadata)
        #expect(throws: ConfigurationError.self) { try Configuration.parse(yaml, rules: rules) }
        do { _ = try Configuration.parse(yaml, rules: rules) } catch {
            #expect("\(error)".contains("more than 100000 values once aliases are expanded"))
        }
        // Aliases as people use them still work.
        let shared = """
            suppress:
              - file: "A.storyboard"
                rules: &legacy [label-style]
              - file: "B.storyboard"
                rules: *legacy
            """
        #expect(try Configuration.parse(shared, rules: rules).suppress.map(\.rules) == [["label-style"], ["label-style"]])
    }

    /// Not found by FuzzStrings (its inputs stay under 4 KB) but by a large input run through
    /// it: an XML property list `.strings` with 20,000 keys took minutes, one search per key
    /// for the key's line. The same search located `.stringsdict` keys.
    @Test func propertyListKeysAreLocatedInOnePass() throws {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for i in 0..<20_000 { xml += "\t<key>key.\(i)</key>\n\t<string>Value \(i)</string>\n" }
        xml += "</dict>\n</plist>\n"
        let entries = try StringsFileReader.read(data: Data(xml.utf8))
        #expect(entries.count == 20_000)
        #expect(entries.first { $0.key == "key.0" }?.line == 4)
        #expect(entries.first { $0.key == "key.19999" }?.line == 4 + 2 * 19_999)

        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>a &lt; b</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@n@</string>
            \t</dict>
            </dict>
            </plist>
            """
        let keys = try StringsDictReader.read(
            path: "en.lproj/L.stringsdict", data: Data(stringsdict.utf8), table: TableID(path: "en.lproj/L.stringsdict"), language: "en")
        #expect(keys.first?.values["en"]?.location.line == 4)
    }

    /// FuzzInfoPlist found this binary property list (a mutated seed whose array became a set,
    /// marker 0xC1): Foundation on Linux crashes bridging a set to Swift.
    @Test func binaryPropertyListWithASetIsNotRead() throws {
        let data = Data([
            0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xD6, 0x01, 0x02, 0x03, 0x05, 0x06, 0x08, 0x07,
            0x04, 0x09, 0x0A, 0x0D, 0x0F, 0x55, 0x43, 0x6F, 0x75, 0x6E, 0x74, 0x54, 0x46, 0x6C, 0x61, 0x67,
            0x5F, 0x10, 0x1C, 0x4E, 0x53, 0x4D, 0x69, 0x63, 0x72, 0x6F, 0x70, 0x68, 0x6F, 0x6E, 0x65, 0x55,
            0x73, 0x61, 0x67, 0x65, 0x44, 0x65, 0x73, 0x63, 0x72, 0x69, 0x70, 0x74, 0x69, 0x6F, 0x6E, 0x56,
            0x4E, 0x65, 0x73, 0x74, 0x65, 0x64, 0x5F, 0x10, 0x11, 0x55, 0x49, 0x42, 0x61, 0x63, 0x6B, 0x67,
            0x72, 0x6F, 0x75, 0x6E, 0x64, 0x4D, 0x6F, 0x64, 0x65, 0x73, 0x5F, 0x10, 0x14, 0x55, 0x49, 0x55,
            0x73, 0x65, 0x72, 0x49, 0x6E, 0x74, 0x65, 0x72, 0x66, 0x61, 0x63, 0x65, 0x53, 0x74, 0x79, 0x6C,
            0x65, 0x10, 0x03, 0x09, 0x5C, 0x52, 0x65, 0x63, 0x6F, 0x72, 0x64, 0x20, 0x6E, 0x6F, 0x74, 0x65,
            0x73, 0xC1, 0x0B, 0x0C, 0x51, 0x61, 0x23, 0x3F, 0xF8, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xA1,
            0x0E, 0x55, 0x61, 0x75, 0x64, 0x69, 0x6F, 0x54, 0x44, 0x61, 0x72, 0x6B, 0x08, 0x15, 0x1B, 0x20,
            0x3F, 0x46, 0x5A, 0x71, 0x73, 0x74, 0x81, 0x84, 0x86, 0x8F, 0x91, 0x97, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x9C,
        ])
        #expect(PropertyList.containsSet(data))
        #expect((InfoPlistReader.keys(plist: data) ?? [:]).isEmpty)
        #expect(throws: (any Error).self) { try StringsFileReader.read(data: data) }
        #expect(throws: (any Error).self) {
            try StringsDictReader.read(path: "L.stringsdict", data: data, table: TableID(path: "L.stringsdict"), language: "en")
        }
        #expect(throws: (any Error).self) { try PseudoTables.stringsdict(data, language: .double, locale: "en", source: "L.stringsdict") }
        // Binary property lists without sets are read as before.
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["UIUserInterfaceStyle": "Dark", "UIBackgroundModes": ["audio"]], format: .binary, options: 0)
        #expect(!PropertyList.containsSet(binary))
        #expect(InfoPlistReader.keys(plist: binary) == ["UIUserInterfaceStyle": "Dark", "UIBackgroundModes": "audio"])
    }

    /// FuzzConfiguration found mapping keys that are lists (`[a]: b`): Yams force-unwraps every
    /// key as a string and crashed.
    @Test func yamlMappingKeyThatIsAListIsAnError() {
        let rules = RuleRegistry.all.map(\.metadata)
        for yaml in ["[a]: b", "severity:\n  {x: 1}: error", "? [a, b]\n: c"] {
            #expect(throws: ConfigurationError.self) { try Configuration.parse(yaml, rules: rules) }
        }
    }

    /// FuzzConfiguration (a 610 s run) found `8888:18:58:…`: Yams reads a plain scalar with
    /// colons as a base-60 integer and traps on overflow. The configuration reads scalars itself.
    @Test func sexagesimalOverflowIsAStringNotACrash() throws {
        let rules = RuleRegistry.all.map(\.metadata)
        let crash = "8888:18:58:18:6:1:18:5:18:58:18:6:1:18:5"
        #expect(throws: ConfigurationError.self) { try Configuration.parse(crash, rules: rules) }
        #expect(throws: ConfigurationError.self) { try Configuration.parse("min_severity: \(crash)", rules: rules) }
        #expect(throws: ConfigurationError.self) { try Configuration.parse("exclude: [\(crash)]\nfail_builds_on_findings: \(crash)", rules: rules) }
        // Typed values still read as before: booleans, numbers, quoted strings.
        let config = try Configuration.parse(
            """
            fail_builds_on_findings: yes
            exclude: ["12", Pods/**]
            rules:
              min-tap-target: {minimum_size: 40}
            """, rules: rules)
        #expect(config.failBuildsOnFindings)
        #expect(config.exclude == ["12", "Pods/**"])
        #expect(config.ruleOptions["min-tap-target"]?["minimum_size"] == 40)
    }
}
