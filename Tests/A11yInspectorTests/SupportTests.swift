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

    @Test func identifiersSplitIntoWordsAtCaseDigitsAndAcronyms() {
        #expect(IdentifierWords.split("RootDebugViewController") == ["Root", "Debug", "View", "Controller"])
        #expect(IdentifierWords.split("number_of_likes") == ["number", "of", "likes"])
        #expect(IdentifierWords.split("URLCount") == ["URL", "Count"])
        #expect(IdentifierWords.split("v2Count") == ["v2", "Count"])
        #expect(IdentifierWords.split("Demo2App", digitsInWords: false) == ["Demo", "App"])
        #expect(IdentifierWords.split("DEBUG") == ["DEBUG"])
        #expect(IdentifierWords.split("") == [])
    }

    @Test func textsAfterAMarkerReadUpToTheFirstStop() {
        let data = Data("a.accessibilityIdentifier(\"play\")\nb.identifier=\"ünï\" c identifier=\"open\ntail identifier=\"".utf8)
        let stops: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "\n")]
        #expect(data.texts(after: "identifier=\"", upTo: stops) == ["ünï", "open", ""])
        #expect(data.texts(after: "accessibilityIdentifier(\"", upTo: stops) == ["play"])
        #expect(data.texts(after: "missing", upTo: stops) == [])
        #expect(Data().texts(after: "x", upTo: stops) == [])
    }

    @Test func linesSplitAtEveryLineEnd() {
        #expect("a\r\nb\nc".lines == ["a", "b", "c"])
        #expect("".lines == [""])
        #expect("x\n".lines == ["x", ""])
        #expect("é\r\n\r\n👍🏽\n".lines == ["é", "", "👍🏽", ""])
        #expect("a\rb".lines == ["a\rb"])
    }

    @Test func foldersAboveAPathAreTheParentsFoundationGives() {
        // What `NSString.deletingLastPathComponent` gives, step by step, until "" or no change
        // (written out: on Linux it crashes on a path of one non-ASCII character, "é").
        #expect(XcodeProject.selfAndFolders("a/b/c.swift") == ["a/b/c.swift", "a/b", "a"])
        #expect(XcodeProject.selfAndFolders("a") == ["a"])
        #expect(XcodeProject.selfAndFolders("/x/y") == ["/x/y", "/x", "/"])
        #expect(XcodeProject.selfAndFolders("/x") == ["/x", "/"])
        #expect(XcodeProject.selfAndFolders("/") == ["/"])
        #expect(XcodeProject.selfAndFolders("é/ü.swift") == ["é/ü.swift", "é"])
    }

    @Test func sourceTextIsTheTrimmedDescription() {
        let tree = Parser.parse(
            source: """
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

    /// Every item in order; the one that overruns gets the fallback, and a new thread takes
    /// the place of the one left behind, so the items after it are still done.
    @Test func timeLimitGivesUpOnTheSlowItemOnly() {
        let start = Date()
        let results = TimeLimit.map(Array(0..<40), jobs: 1, seconds: 0.2, overrun: { -$0 }) { item in
            if item == 3 { Thread.sleep(forTimeInterval: 2) }
            return item * 10
        }
        #expect(results == (0..<40).map { $0 == 3 ? -3 : $0 * 10 })
        #expect(Date().timeIntervalSince(start) < 1.5)

        let unlimited = TimeLimit.map(Array(0..<100), jobs: 2, seconds: nil, overrun: { _ in -1 }) { $0 + 1 }
        #expect(unlimited == Array(1...100))
        #expect(TimeLimit.map([Int](), jobs: 2, seconds: 1, overrun: { $0 }) { $0 }.isEmpty)
    }
}
