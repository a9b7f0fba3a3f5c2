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
}
