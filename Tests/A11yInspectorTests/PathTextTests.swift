import Foundation
import Testing
@testable import A11yInspector

/// The tool's own path helpers (`Support/PathText.swift`): `NSString`'s results on Darwin for
/// ordinary paths, and no trap on the paths that make Foundation's trap on Linux.
struct PathTextTests {
    /// (path, fileName, parentPath, fileExtension, deletingFileExtension): what `NSString`
    /// gives (checked with swift-corelibs-foundation on Linux where it does not trap), except
    /// that runs of slashes inside a path are kept as written and "//" is the root.
    static let table: [(String, String, String, String, String)] = [
        ("App/Views/Card.swift", "Card.swift", "App/Views", "swift", "App/Views/Card"),
        ("Card.swift", "Card.swift", "", "swift", "Card"),
        ("/App", "App", "/", "", "/App"),
        ("/", "/", "/", "", "/"),
        ("", "", "", "", ""),
        ("App/Views/", "Views", "App", "", "App/Views"),
        ("a//b", "b", "a", "", "a//b"),
        ("//", "/", "/", "", "//"),
        (".gitignore", ".gitignore", "", "", ".gitignore"),
        ("a/.gitignore", ".gitignore", "a", "", "a/.gitignore"),
        ("Makefile", "Makefile", "", "", "Makefile"),
        ("x.", "x.", "", "", "x"),
        ("a.b.swift", "a.b.swift", "", "swift", "a.b"),
        ("a.b/c", "c", "a.b", "", "a.b/c"),
        ("é", "é", "", "", "é"),
        ("é/", "é", "", "", "é"),
        ("//é", "é", "/", "", "//é"),
        ("é//", "é", "", "", "é"),
        ("中.strings", "中.strings", "", "strings", "中"),
        ("e\u{301}/ü.x", "ü.x", "e\u{301}", "x", "e\u{301}/ü"),
    ]

    @Test func partsAreFoundationsOnDarwin() {
        for (path, name, parent, ext, withoutExtension) in Self.table {
            #expect(path.fileName == name, "fileName of \(path.debugDescription)")
            #expect(path.parentPath == parent, "parentPath of \(path.debugDescription)")
            #expect(path.fileExtension == ext, "fileExtension of \(path.debugDescription)")
            #expect(path.deletingFileExtension == withoutExtension, "deletingFileExtension of \(path.debugDescription)")
        }
    }

    @Test func appendingPutsOneSlashBetween() {
        #expect("App".appendingPath("V.swift") == "App/V.swift")
        #expect("App/".appendingPath("V.swift") == "App/V.swift")
        #expect("".appendingPath("V.swift") == "V.swift")
        #expect("/".appendingPath("V.swift") == "/V.swift")
        #expect("App".appendingPath("/V.swift") == "App/V.swift")
        #expect("App".appendingPath("") == "App")
        #expect("é".appendingPath("ü") == "é/ü")
    }

    @Test func standardizingTakesOutDotsAndEmptyComponents() {
        #expect("/a/./b/../c/".standardizedPath == "/a/c")
        #expect("a/../..".standardizedPath == "..")
        #expect("/..".standardizedPath == "/")
        #expect("/".standardizedPath == "/")
        #expect("./".standardizedPath == ".")
        #expect("".standardizedPath == "")
        #expect("a//b".standardizedPath == "a/b")
        #expect("/x/é/../ü".standardizedPath == "/x/ü")
        // A combining mark after a slash is one Character with it, and still two components.
        #expect("a/\u{301}/b".standardizedPath == "a/\u{301}/b")
        #expect("a/\u{301}/..".standardizedPath == "a")
        #expect("a/\u{301}".parentPath == "a" && "a/\u{301}".fileName == "\u{301}")
    }

    /// Generated paths: none traps, and the parts put together again give the path back.
    @Test func generatedPathsNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        // Pieces that broke Foundation, invalid UTF-8 (decoded with replacement characters, as a
        // folder listing gives it), combining marks, and a name of 4,096 bytes.
        let invalid = String(decoding: [0xFF, 0xFE, 0xC3], as: UTF8.self)
        let pieces = [
            "", "/", "//", ".", "..", "é", "中", "e\u{301}", "\u{301}", invalid, "a.b", ".x", "x.", "👍🏽",
            String(repeating: "é", count: 2048), String(repeating: "a", count: 4096),
        ]
        var paths = pieces
        for _ in 0..<3000 {
            let count = Int.random(in: 1...5, using: &generator)
            paths.append((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: Bool.random(using: &generator) ? "/" : ""))
        }
        for path in paths {
            let name = path.fileName, parent = path.parentPath
            _ = (path.fileExtension, path.deletingFileExtension, path.standardizedPath, path.appendingPath(name))
            // A path with a named last component is its folder joined with its name.
            if !path.utf8.allSatisfy({ $0 == UInt8(ascii: "/") }) {
                #expect(
                    parent.appendingPath(name).standardizedPath == path.standardizedPath || path.hasPrefix("/") != parent.hasPrefix("/"),
                    "\(path.debugDescription): \(parent.debugDescription) + \(name.debugDescription)")
            }
            #expect(!name.utf8.contains(UInt8(ascii: "/")) || name == "/")
        }
    }
}
