import Foundation

/// How a UI test finds an element: `app.buttons["Log In"]` (a label, which also tests what
/// VoiceOver reads) or `app.buttons["loginButton"]`, `matching(identifier:)` (an identifier,
/// which tests nothing people meet).
public struct UITestLookup: Sendable, Hashable, Codable {
    public enum Key: String, Sendable, Codable { case label, identifier, unknown }
    public var location: SourceLocation
    /// The subscript or argument as written (`"loginButton"`, `Identifiers.login`).
    public var written: String
    public var key: Key
}

/// Reads the element queries of UI-test files (`XCUIApplication` element queries) by text: the
/// files are not part of the app, so they are scanned, not parsed.
enum UITestLookups {
    /// The query types of `XCUIElementTypeQueryProvider` a test subscripts with a name.
    static let queries = [
        "buttons", "staticTexts", "textFields", "secureTextFields", "textViews", "cells", "switches", "toggles",
        "images", "links", "otherElements", "navigationBars", "tables", "collectionViews", "scrollViews",
        "sliders", "steppers", "segmentedControls", "tabBars", "toolbars", "alerts", "sheets", "searchFields",
        "pickers", "pickerWheels", "menuItems", "icons", "webViews", "progressIndicators", "activityIndicators",
    ]

    /// A file of a UI-test bundle: not in the app, and driving it through `XCUIApplication`.
    static func isUITestFile(_ input: InputFile) -> Bool {
        input.kind == .swift && input.data.containsText("XCUIApplication")
    }

    /// Identifiers the app gives its views: `accessibilityIdentifier = "x"`,
    /// `.accessibilityIdentifier("x")` in Swift, `<accessibility … identifier="x">` in IB.
    static func appIdentifiers(_ inputs: [InputFile]) -> Set<String> {
        var result: Set<String> = []
        for input in inputs where [.swift, .storyboard, .xib].contains(input.kind) {
            guard input.data.containsText("dentifier") else { continue }
            // Searched in the bytes: `String.range(of:)` goes through Foundation's NSString on
            // Linux and cost 3 % of a cold audit of element-x-ios, on one thread.
            for marker in ["accessibilityIdentifier = \"", "accessibilityIdentifier(\"", "identifier=\""] {
                for value in input.data.texts(after: marker, upTo: [UInt8(ascii: "\""), UInt8(ascii: "\n")])
                where !value.isEmpty && !value.contains("\\(") {
                    result.insert(value)
                }
            }
        }
        return result
    }

    /// The lookups of one UI-test file, in line order.
    static func lookups(in input: InputFile, identifiers: Set<String>) -> [UITestLookup] {
        let text = String(decoding: input.data, as: UTF8.self)
        var result: [UITestLookup] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("//") { continue }
            for query in queries {
                var rest = line[...]
                while let range = rest.range(of: ".\(query)[") {
                    rest = rest[range.upperBound...]
                    let written = rest.prefix { $0 != "]" }
                    result.append(
                        UITestLookup(
                            location: SourceLocation(file: input.path, line: index + 1),
                            written: String(written), key: classify(String(written), identifiers)))
                }
            }
            // `matching(identifier: "x")`, `matching(.button, identifier: "x")` (not `Locale(identifier:)`).
            if line.contains("matching("), let range = line.range(of: "identifier:") {
                let written = line[range.upperBound...].drop { $0 == " " }.prefix { $0 != ")" && $0 != "," }
                if !written.isEmpty {
                    result.append(UITestLookup(location: SourceLocation(file: input.path, line: index + 1), written: String(written), key: .identifier))
                }
            }
        }
        return result
    }

    /// A string literal is an identifier when the app sets it as one, or when it reads like one
    /// (`loginButton`, `settings.cell`, `close_button`: no space, a lower-case start with an
    /// upper-case hump, or a dot, underscore or dash); a label otherwise ("Log In", "Settings").
    /// A constant is an identifier when its name says so (`AccessibilityIdentifiers.login`).
    static func classify(_ written: String, _ identifiers: Set<String>) -> UITestLookup.Key {
        let w = written.trimmingCharacters(in: .whitespaces)
        if w.hasPrefix("\""), w.hasSuffix("\""), w.count >= 2 {
            let value = String(w.dropFirst().dropLast())
            if identifiers.contains(value) { return .identifier }
            if value.contains(" ") || value.contains("\\(") { return .label }
            let camel = value.first?.isLowercase == true && value.contains(where: \.isUppercase)
            return camel || value.contains(where: { "._-".contains($0) }) ? .identifier : .label
        }
        return w.lowercased().contains("identifier") || w.hasPrefix("AccessibilityIdentifiers") || w.hasPrefix("A11y") ? .identifier : .unknown
    }
}
