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
}
