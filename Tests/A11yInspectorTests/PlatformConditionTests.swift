import SwiftParser
import SwiftSyntax
import Testing
@testable import A11yInspector

/// Which clause of an `#if` an iOS app's build compiles.
struct PlatformConditionTests {
    /// The condition of the first `#if` in `source`, as the parser leaves it.
    static func condition(_ source: String) -> ExprSyntax {
        let tree = Parser.parse(source: "#if \(source)\nlet x = 1\n#endif\n")
        return tree.statements.first!.item.as(IfConfigDeclSyntax.self)!.clauses.first!.condition!
    }

    @Test func platformNamesAreDecidedOtherConditionsAreNot() {
        let cases: [(String, Bool?)] = [
            ("os(iOS)", true), ("os(macOS)", false), ("!os(macOS)", true), ("os(iOS) || os(visionOS)", true),
            ("os(macOS) || os(tvOS)", false), ("os(iOS) && !targetEnvironment(macCatalyst)", true),
            ("canImport(UIKit)", true), ("canImport(AppKit)", false), ("(os(watchOS))", false),
            ("DEBUG", nil), ("os(iOS) && DEBUG", nil), ("os(macOS) && DEBUG", false), ("swift(>=5.9)", nil),
            ("os(iOS) || DEBUG", true), ("canImport(SomeSDK)", nil),
        ]
        for (source, expected) in cases {
            #expect(PlatformCondition.holdsOnIOS(Self.condition(source)) == expected, "\(source)")
        }
    }

    @Test func theClauseAnIOSBuildCompiles() {
        func chosen(_ source: String) -> String? {
            let tree = Parser.parse(source: source)
            let clauses = tree.statements.first!.item.as(IfConfigDeclSyntax.self)!.clauses
            return PlatformCondition.iOSClause(clauses).map { $0.elements?.trimmedDescription ?? "" }
        }
        #expect(chosen("#if os(macOS)\nlet a = 1\n#else\nlet b = 2\n#endif") == "let b = 2")
        #expect(chosen("#if os(macOS)\nlet a = 1\n#elseif os(iOS)\nlet c = 3\n#else\nlet b = 2\n#endif") == "let c = 3")
        #expect(chosen("#if os(macOS)\nlet a = 1\n#endif") == nil)
        #expect(chosen("#if DEBUG\nlet a = 1\n#else\nlet b = 2\n#endif") == nil)
    }
}
