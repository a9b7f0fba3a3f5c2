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
        let keys = try StringsDictReader.read(path: "en.lproj/L.stringsdict", data: Data(stringsdict.utf8), table: TableID(path: "en.lproj/L.stringsdict"), language: "en")
        #expect(keys.first?.values["en"]?.location.line == 4)
    }
}
