import Foundation
import Testing
@testable import A11yInspector

/// Debug and internal menus ship in the binary but are reached only in internal builds or
/// behind a flag (issue 18 class 1): their findings need review at most.
struct DebugScreenTests {
    @Test func debugIsAWordOfTheName() {
        #expect(Project.namesDebug("Debug"))
        #expect(Project.namesDebug("RootDebugViewController"))
        #expect(Project.namesDebug("debug_menu"))
        #expect(Project.namesDebug("NetworkProtectionDebugViewController"))
        #expect(!Project.namesDebug("Debugger"))
        #expect(!Project.namesDebug("DebuggerView"))
        #expect(!Project.namesDebug("Settings"))
        #expect(!Project.namesDebug("DebouncedSearch"))
    }

    @Test func aDebugNamedFileOrControllerNeedsReviewAndAnotherStaysCertain() {
        let xib = BaselineTests.xib
        let auditor = Auditor(rules: [RuleRegistry.rule("min-tap-target")!], jobs: 1)
        let debug = auditor.audit([InputFile(path: "App/Debug.xib", kind: .xib, data: Data(xib.utf8))])
        #expect(debug.findings.count == 2)
        #expect(debug.findings.allSatisfy { !$0.confidence.isCertain })
        let shipping = auditor.audit([InputFile(path: "App/Card.xib", kind: .xib, data: Data(xib.utf8))])
        #expect(shipping.findings.count == 2)
        #expect(shipping.findings.allSatisfy { $0.confidence.isCertain })
    }
}
