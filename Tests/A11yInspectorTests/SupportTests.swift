import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import A11yInspector

/// The fast replacements for Foundation's substring search and swift-syntax's
/// `trimmedDescription` give the same answers.
struct SupportTests {
    @Test func byteSearchFindsWhatFoundationFinds() {
        let haystacks = ["", "a11y:disable", "x = 1;", "Ünïcödé a11y: ok", "日本語のテキスト%@", "self.button.accessibilityLabel = @\"Play\";"]
        let needles = ["", "a11y:", "=", "%", "ccessibility", "テキスト", "é a", "zz", "Play\";x"]
        for haystack in haystacks {
            for needle in needles {
                #expect(haystack.containsText(needle) == (needle.isEmpty || haystack.contains(needle)), "\(haystack) / \(needle)")
                let sub = haystack.dropFirst()
                #expect(sub.containsText(needle) == (needle.isEmpty || sub.contains(needle)), "\(sub) / \(needle)")
            }
        }
    }

    @Test func fileNameIsTheLastPathComponent() {
        for path in ["App/Views/Card.swift", "Card.swift", "/abs/Ünï/é.swift", "a/b/c.d.e"] {
            #expect(path.fileName == (path as NSString).lastPathComponent)
        }
    }

    @Test func sourceTextIsTheTrimmedDescription() {
        let tree = Parser.parse(source: """
            // leading comment
            final class A: UIView { /* inside */
                let label = UILabel() // trailing
                func f() { label.text = "é \\(1)" ; /* x */ }
            }
            """)
        var checked = 0
        func check(_ node: Syntax) {
            #expect(node.sourceText == node.trimmedDescription)
            checked += 1
            for child in node.children(viewMode: .sourceAccurate) { check(child) }
        }
        check(Syntax(tree))
        #expect(checked > 30)
    }
}
