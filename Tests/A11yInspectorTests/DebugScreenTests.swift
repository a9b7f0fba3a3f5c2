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

/// Widgets and Live Activities are drawn on canvases the system sizes: a fixed font there is a
/// trade-off against clipping, to check by hand, not a certain finding.
struct WidgetFontTests {
    static func audit(_ source: String) -> AuditResult {
        Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1)
            .audit([InputFile(path: "Widget/StatusView.swift", kind: .swift, data: Data(source.utf8))])
    }

    @Test func aFixedFontInAWidgetNeedsReviewAndInAnAppIsCertain() {
        let view = """
            struct StatusView: View {
                var body: some View { Text("Connected").font(.system(size: 14, weight: .semibold)) }
            }
            """
        let widget = Self.audit("import SwiftUI\nimport WidgetKit\n" + view)
        #expect(widget.findings.count == 1)
        #expect(widget.findings.allSatisfy { !$0.confidence.isCertain })
        let app = Self.audit("import SwiftUI\n" + view)
        #expect(app.findings.count == 1)
        #expect(app.findings.allSatisfy { $0.confidence.isCertain })
    }
}
