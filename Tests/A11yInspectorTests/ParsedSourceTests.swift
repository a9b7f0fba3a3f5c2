import SwiftParser
import SwiftSyntax
import Testing
@testable import A11yInspector

/// View bodies keep where their statements are, not the syntax tree (issue 19: the trees of
/// every view file were most of a large app's peak memory); the trees are parsed again on
/// demand and dropped past a budget, which must change nothing but time.
@Suite struct ParsedSourceTests {
    static let first = """
        struct Profile: View {
            var body: some View {
                VStack { Text("Name"); avatar }
            }
            var avatar: some View { Image(systemName: "person") }
            var placeholder: some View { }
        }
        """
    static let second = """
        struct Settings: View {
            var body: some View { Toggle("Sounds", isOn: $on) }
        }
        """

    @Test func bodiesAreFoundAgainWhateverTreesTheCacheDropped() throws {
        let profile = try #require(SwiftUIIndex.collect(path: "Profile.swift", tree: Parser.parse(source: Self.first)).views["Profile"])
        let settings = try #require(SwiftUIIndex.collect(path: "Settings.swift", tree: Parser.parse(source: Self.second)).views["Settings"])
        let bodies = [
            try #require(profile.body), try #require(profile.helpers["avatar"]), try #require(profile.helpers["placeholder"]),
            try #require(settings.body),
        ]
        let expected = ["VStack { Text(\"Name\"); avatar }", "Image(systemName: \"person\")", "", "Toggle(\"Sounds\", isOn: $on)"]
        // A budget of nothing keeps one tree at a time: reading the files in turn parses each again.
        let tight = SyntaxTreeCache(budget: 0)
        let roomy = SyntaxTreeCache(budget: 1 << 20)
        for _ in 0..<2 {
            for (body, text) in zip(bodies, expected) {
                #expect(body.source.statements(at: body.range, in: tight)?.trimmedDescription == text)
                #expect(body.source.statements(at: body.range, in: roomy)?.trimmedDescription == text)
            }
        }
        #expect(tight.parses == 4)
        #expect(roomy.parses == 2)
        // Locations come from the first reading's converter, so they are the file's own.
        let location = try #require(profile.body).statements.startLocation(converter: try #require(profile.body).converter)
        #expect(location.line == 3)
    }
}
