#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Testing
@testable import A11yInspector

/// Repositories written to hurt the tool that audits them (a pull request from a fork, in CI):
/// built in a temporary folder, audited, and every report format checked. The rule is
/// `ReadBoundary`'s: nothing outside the audited tree is read, whatever links or project files
/// say; no input crashes or hangs the audit. `docs/security.md` has the threat model.
struct HostileRepositoryTests {
    /// A repository (`repo/`, with `.git`) beside a folder outside it (`outside/`) that holds a
    /// secret; the repository reaches for it every way it can.
    struct Tree {
        let base: String
        var repo: String { base + "/repo" }
        var outside: String { base + "/outside" }
        let secret = "A11Y-SECRET-" + UUID().uuidString

        init() throws {
            base = ReadBoundary.realPath(FileManager.default.temporaryDirectory.path)! + "/a11y-hostile-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: base + "/repo/.git", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: base + "/outside/Shared", withIntermediateDirectories: true)
        }

        func write(_ path: String, _ text: String) throws {
            try write(path, Data(text.utf8))
        }

        func write(_ path: String, _ data: Data) throws {
            let full = base.appendingPath(path)
            try FileManager.default.createDirectory(atPath: full.parentPath, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: full))
        }

        func link(_ path: String, to target: String) throws {
            let full = base.appendingPath(path)
            try FileManager.default.createDirectory(atPath: full.parentPath, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: target)
        }

        func remove() { try? FileManager.default.removeItem(atPath: base) }
    }

    /// An Xcode project whose app copies a string table and is based on an `.xcconfig`, both
    /// outside the repository (`../../outside/…`, as `path =` in a real project would say).
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1); buildConfigurationList = L0; };
                G0 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = V.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = ../../outside/Secret.strings; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = ../../outside/Secret.xcconfig; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (P1, P2); buildConfigurationList = L1; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXResourcesBuildPhase; files = (B2); };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (); };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = {isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F3; buildSettings = {}; };
            }; rootObject = ROOT; }
        """

    /// The issue's reproduction and every other way out: a string table linked to a secret file
    /// and to `/proc/self/environ`, a folder linked outside, project references and includes
    /// that climb out. No report format holds the secret; one note lists every path.
    @Test func nothingOutsideTheTreeReachesAReport() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let secret = tree.secret
        try tree.write("outside/Secret.strings", "\"x\" = \"\(secret)\";\n\"Title\" = \"\(secret)\";\n")
        try tree.write(
            "outside/Shared/Leak.swift", "import UIKit\nfinal class Leak: UIViewController { override func viewDidLoad() { title = \"\(secret)\" } }\n")
        try tree.write("outside/Secret.xcconfig", "// \(secret)\nTARGETED_DEVICE_FAMILY = 2\n")
        try tree.write("outside/secret.yml", "name: \(secret)\ntargets: {}\n")

        try tree.write(
            "repo/App/V.swift", "import UIKit\nclass V: UIViewController { override func viewDidLoad() { title = NSLocalizedString(\"x\", comment: \"\") } }\n")
        try tree.link("repo/App/en.lproj/Localizable.strings", to: tree.outside + "/Secret.strings")
        try tree.link("repo/App/de.lproj/Localizable.strings", to: "../../../outside/Secret.strings")
        try tree.link("repo/App/Shared", to: tree.outside + "/Shared")
        let procLink = FileManager.default.fileExists(atPath: "/proc/self/environ")
        if procLink { try tree.link("repo/App/fr.lproj/Localizable.strings", to: "/proc/self/environ") }
        try tree.write("repo/App/App.xcodeproj/project.pbxproj", Self.pbxproj)
        try tree.write(
            "repo/Gen/project.yml",
            "name: Gen\ninclude: [../../outside/secret.yml, \(tree.outside)/secret.yml]\ntargets: {App: {type: application, platform: iOS, sources: [Sources]}}\n"
        )
        try tree.write("repo/Gen/Sources/G.swift", "import UIKit\nfinal class G: UIViewController {}\n")

        var auditor = Auditor(jobs: 2)
        auditor.keepsScreens = true
        let result = auditor.audit(paths: ["."], workingDirectory: tree.repo)
        // The secret's own text, and the process environment's (PATH is always in it).
        let environment = "PATH=" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
        for format in ReportFormat.allCases {
            let report = Reporter.render(result, format: format)
            #expect(!report.contains(secret), "\(format) holds the secret")
            #expect(!report.contains(environment), "\(format) holds the environment")
        }
        // The xcconfig outside was not read: it would have made the app an iPad app.
        #expect(ProjectReader(jobs: 1).read(paths: ["."], workingDirectory: tree.repo).deviceFamilies == nil)
        let notes = result.diagnostics.filter { $0.message.contains("outside the audited tree") }
        #expect(notes.count == 1)
        let note = notes.first?.message ?? ""
        for path in [
            "App/en.lproj/Localizable.strings → \(tree.outside)/Secret.strings", "App/de.lproj/Localizable.strings",
            "App/Shared → \(tree.outside)/Shared", "Secret.xcconfig", "secret.yml", "Secret.strings",
        ] {
            #expect(note.contains(path), "\(path) in \(note)")
        }
        if procLink { #expect(note.contains("App/fr.lproj/Localizable.strings → /proc/")) }
        // The table the project copies from outside is not called absent: it is listed above.
        #expect(!result.diagnostics.contains { $0.message.contains("not on disk") })
    }

    /// The same with the cache: nothing outside is hashed into it, and a second run (which
    /// reuses the result) still holds no secret.
    @Test func theCacheHoldsNothingFromOutside() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("outside/Secret.strings", "\"x\" = \"\(tree.secret)\";\n")
        try tree.write(
            "repo/App/V.swift", "import UIKit\nclass V: UIViewController { override func viewDidLoad() { title = NSLocalizedString(\"x\", comment: \"\") } }\n")
        try tree.link("repo/App/en.lproj/Localizable.strings", to: tree.outside + "/Secret.strings")
        let cacheFolder = tree.base + "/cache"
        for run in 0..<2 {
            var auditor = Auditor(jobs: 1)
            auditor.reader.cache = FrontEndCache(directory: cacheFolder, paths: ["."], workingDirectory: tree.repo)
            let result = auditor.audit(paths: ["."], workingDirectory: tree.repo)
            try auditor.reader.cache?.save()
            #expect(!Reporter.render(result, format: .json).contains(tree.secret), "run \(run)")
            #expect(result.diagnostics.contains { $0.message.contains("outside the audited tree") }, "run \(run)")
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: cacheFolder) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: cacheFolder + "/" + name))
            #expect(!bytes.containsText(tree.secret))
            #expect(!bytes.containsText("Secret.strings\u{0}"), "the link's target is not a cache key")
        }
    }

    /// Files no parser should see, and files built to hurt the parsers: each gets a diagnostic
    /// (or nothing), the audit ends, the good file is still audited.
    @Test func hostileFilesEndInDiagnosticsNotCrashesOrHangs() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let app = "repo/App/"
        // Devices and a FIFO, named as inputs: never opened for reading (a FIFO would block).
        try tree.link(app + "Zero.strings", to: "/dev/zero")
        try tree.link(app + "Random.xib", to: "/dev/urandom")
        #expect(mkfifo(tree.base + "/" + app + "Pipe.strings", 0o644) == 0)
        // Link loops: a folder to its parent, a link to itself.
        try tree.link(app + "Loop", to: "..")
        try tree.link(app + "Self.swift", to: "Self.swift")
        // Billion laughs and an external entity.
        try tree.write(
            app + "Laughs.storyboard",
            """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
            <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;"><!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
            <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;"><!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
            <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="s"><objects>
            <viewController id="vc"><view key="view" id="v"><subviews><label text="&lol9;" id="l"/></subviews></view></viewController>
            </objects></scene></scenes></document>
            """)
        try tree.write(
            app + "Entity.xib",
            """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <document targetRuntime="iOS.CocoaTouch"><objects><label text="&xxe;" id="l"/></objects></document>
            """)
        // Binary, empty, deeply nested.
        try tree.write(app + "Binary.xib", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }))
        try tree.write(app + "Empty.storyboard", Data())
        try tree.write(
            app + "Deep.xib",
            "<document targetRuntime=\"iOS.CocoaTouch\"><objects>" + String(repeating: "<view id=\"v\">", count: 20_000)
                + String(repeating: "</view>", count: 20_000) + "</objects></document>")
        try tree.write(app + "Deep.swift", "let x = " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + "\n")
        // A 5 MB literal (in a string table: the Swift parser's debug build needs a minute for
        // 5 MB, and the release build reads it in under a second; `scripts/test-untrusted`
        // puts one in Swift too).
        try tree.write(app + "en.lproj/Big.strings", "\"big\" = \"" + String(repeating: "a", count: 5 << 20) + "\";\n")
        // UTF-16 with a lone surrogate, and a BOM that says UTF-16 over bytes that are not.
        try tree.write(
            app + "fr.lproj/Bad.strings",
            Data([0xFF, 0xFE] + Array("\"a\" = \"".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) + [0x00, 0xD8, 0x22, 0x00, 0x3B, 0x00]))
        try tree.write(app + "fr.lproj/Odd.strings", Data([0xFE, 0xFF, 0x00]))
        try tree.write(app + "Good.xib", RobustnessTests.valid)

        let start = Date()
        let result = Auditor(jobs: 2).audit(paths: ["."], workingDirectory: tree.repo)
        #expect(Date().timeIntervalSince(start) < 120)
        let byFile = Dictionary(grouping: result.diagnostics, by: \.file)
        for name in ["Zero.strings", "Random.xib", "Pipe.strings"] {
            #expect(byFile["App/" + name]?.first?.message.contains("not a regular file") == true, "\(name): \(byFile["App/" + name] ?? [])")
        }
        #expect(result.findings.contains { $0.location.file == "App/Good.xib" && $0.ruleID == "image-button-label" })
        // No entity expanded into a label.
        #expect(!result.findings.contains { $0.message.contains("lollollol") || $0.message.contains("root:") })
    }

    /// A report path that cannot be written is a clear error before anything is written, and
    /// no file (whole or partial) is left.
    @Test func aReportPathThatCannotBeWrittenLeavesNoFile() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let missing = tree.base + "/no/such/folder/report.html"
        #expect(throws: ConfigurationError.self) { try ReportOutput.write("<html>", toFile: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(throws: ConfigurationError.self) { try ReportOutput.write("<html>", toFile: tree.repo) }
        // A read-only folder (root may write anywhere: then only the happy path is checked).
        let locked = tree.base + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        if geteuid() != 0 {
            #expect(throws: ConfigurationError.self) { try ReportOutput.write("<html>", toFile: locked + "/report.html") }
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
        }
        // A link where the report goes is replaced, not written through.
        try tree.write("outside/target.txt", "keep")
        try tree.link("repo/report.html", to: tree.outside + "/target.txt")
        try ReportOutput.write("<html>", toFile: tree.repo + "/report.html")
        #expect(try String(contentsOfFile: tree.outside + "/target.txt", encoding: .utf8) == "keep")
    }

    /// Inside the tree, links are followed as before: a folder linked within the repository is
    /// audited, as are the audited folder's links to the rest of its repository.
    @Test func linksInsideTheRepositoryAreRead() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("repo/Shared/Card.xib", RobustnessTests.valid)
        try tree.link("repo/App/Shared", to: "../Shared")
        let result = Auditor(jobs: 1).audit(paths: ["App"], workingDirectory: tree.repo)
        #expect(result.findings.contains { $0.location.file == "App/Shared/Card.xib" })
        #expect(!result.diagnostics.contains { $0.message.contains("outside the audited tree") })
    }

    /// The boundary: a root widened to its repository; a path inside only when its real path is.
    @Test func theBoundaryIsTheRepositoryOfEachRoot() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("repo/App/Sub/A.swift", "")
        try tree.write("outside/B.swift", "")
        try tree.link("repo/App/B.swift", to: tree.outside + "/B.swift")
        let boundary = ReadBoundary.auditing(["App/Sub"], workingDirectory: tree.repo)
        #expect(boundary.roots == [tree.repo])
        #expect(boundary.access(tree.repo + "/App/Sub/A.swift") == .inside(realPath: tree.repo + "/App/Sub/A.swift"))
        #expect(boundary.access(tree.repo + "/App/B.swift") == .outside(realPath: tree.outside + "/B.swift"))
        #expect(boundary.access(tree.repo + "/App/Sub/../../../outside/B.swift") == .outside(realPath: tree.outside + "/B.swift"))
        #expect(boundary.access(tree.repo + "/nothing") == .absent)
        // A sibling whose name starts with the root's is not inside it.
        #expect(!ReadBoundary(roots: [tree.repo]).contains(realPath: tree.repo + "-other/x"))
        // Without a repository, the audited folder itself.
        #expect(ReadBoundary.auditing(["."], workingDirectory: tree.outside).roots == [tree.outside])
        guard case .failure(.outside) = boundary.read(tree.repo + "/App/B.swift") else {
            Issue.record("read through a link out of the tree")
            return
        }
    }
}
