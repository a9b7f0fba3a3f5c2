/// UI tests that find elements by label test the labels too.
struct UITestsByLabel: Rule {
    let metadata = RuleMetadata(
        id: "ui-tests-by-label",
        title: "UI tests find elements by identifier only",
        rationale:
            "An XCUITest query by label (app.buttons[\"Log In\"]) fails when the label is missing or wrong, so the test suite checks what VoiceOver and Voice Control read as a side effect. A suite that finds every element by accessibilityIdentifier passes whatever the labels say: a button that VoiceOver reads as \"button\" goes unnoticed.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["testing", "voiceover", "voice-control"],
        help:
            "Find the elements people name by their label (app.buttons[\"Log In\"], app.staticTexts[\"Welcome\"]) and keep identifiers for what has no stable text; don't make elements accessible only for tests.",
        sources: ["B ch11 L4047-4055", "seed rule #195"],
        summary:
            "a UI-test file (one driving `XCUIApplication`) whose element queries all use accessibility identifiers and none a label; read where discovery reads the test files (an Xcode project's test targets)",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "A UI test file that finds each element by identifier", .triggers(count: 1),
                [
                    "AppUITests/LoginUITests.swift": """
                    import XCTest
                    final class LoginUITests: XCTestCase {
                        func testLogin() {
                            let app = XCUIApplication()
                            app.launch()
                            ↓app.textFields["emailField"].tap()
                            app.buttons["loginButton"].tap()
                            XCTAssertTrue(app.otherElements.matching(identifier: "home.feed").firstMatch.exists)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the test finds the button by its label", .passes,
                [
                    "AppUITests/LoginUITests.swift": """
                    import XCTest
                    final class LoginUITests: XCTestCase {
                        func testLogin() {
                            let app = XCUIApplication()
                            app.launch()
                            app.textFields["emailField"].tap()
                            app.buttons["Log In"].tap()
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a one-word label (\"Settings\") is a label, whatever its case", .passes,
                [
                    "AppUITests/TabsUITests.swift": """
                    import XCTest
                    final class TabsUITests: XCTestCase {
                        func testTabs() {
                            let app = XCUIApplication()
                            app.tabBars.buttons["Settings"].tap()
                            app.buttons["settingsButton"].tap()
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let byFile = Dictionary(grouping: project.uiTestLookups, by: \.location.file)
        return byFile.keys.sorted().compactMap { file in
            let lookups = byFile[file]!.sorted { $0.location.line < $1.location.line }
            let identifiers = lookups.filter { $0.key == .identifier }
            guard let first = identifiers.first, !lookups.contains(where: { $0.key == .label }) else { return nil }
            return context.finding(
                at: first.location,
                "\(file.fileName) finds its \(identifiers.count) element\(identifiers.count == 1 ? "" : "s") by accessibility identifier only (first: \(first.written)): a query by label would also test what VoiceOver reads",
                confidence: lookups.contains(where: { $0.key == .unknown })
                    ? .needsReview(reason: "some queries use a constant whose value is not read") : .certain)
        }
    }
}
