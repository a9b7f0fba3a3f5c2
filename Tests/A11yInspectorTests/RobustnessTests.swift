import Foundation
import Testing
@testable import A11yInspector

/// Broken inputs are audited without a crash; each gets one clear diagnostic and the run goes on.
struct RobustnessTests {
    static let valid = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                            <rect key="frame" x="20" y="100" width="44" height="44"/>
                            <state key="normal" image="heart"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test func brokenFolderIsAuditedWithOneDiagnosticPerFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ name: String, _ data: Data) throws { try data.write(to: dir.appendingPathComponent(name)) }

        try write("Valid.xib", Data(Self.valid.utf8))
        try write("Truncated.storyboard", Data(Self.valid.prefix(300).utf8))
        try write("Binary.xib", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }))
        try write("Latin1.xib", Data(Self.valid.replacingOccurrences(of: "heart", with: "caf\u{00E9}").data(using: .isoLatin1)!))
        try write("Empty.xib", Data())
        let deep = String(repeating: "<view id=\"v\">", count: 5000) + String(repeating: "</view>", count: 5000)
        try write("Deep.xib", Data("<document targetRuntime=\"iOS.CocoaTouch\"><objects>\(deep)</objects></document>".utf8))
        try write(
            "Entity.xib",
            Data(
                """
                <?xml version="1.0"?>
                <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
                <document targetRuntime="iOS.CocoaTouch"><objects><label text="&xxe;" id="l"/></objects></document>
                """.utf8))
        try write("Huge.xib", Data(count: 100 * 1024 * 1024))
        try write("Broken.swift", Data([0xFF, 0xFE, 0x00, 0x41]))

        let result = Auditor(jobs: 2).audit(paths: [dir.path], workingDirectory: dir.path)
        let byFile = Dictionary(grouping: result.diagnostics, by: \.file)
        for name in ["Truncated.storyboard", "Binary.xib", "Empty.xib", "Deep.xib", "Huge.xib", "Broken.swift"] {
            #expect(byFile[name]?.count == 1, "\(name): \(byFile[name] ?? [])")
            #expect(byFile[name]?.first?.level == .error, "\(name)")
        }
        // The valid file is still audited.
        #expect(result.findings.contains { $0.location.file == "Valid.xib" && $0.ruleID == "image-button-label" })
        // The external entity is never resolved into a label.
        #expect(!result.findings.contains { $0.message.contains("root:") })
    }

    /// swift-syntax overflows the stack on 100,000 nested brackets and takes time doubling per
    /// level on nested square brackets: such files are skipped, quickly, with a diagnostic.
    @Test func deeplyNestedSwiftIsSkippedNotParsed() {
        let files = [
            ("Parens.swift", "let x = " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)),
            ("Arrays.swift", "let a = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)),
            ("Fine.swift", "let a: [[[Int]]] = [[[1]]] // ((((((( not code\nlet s = \"[[[[[[[[[[[[[[[[[[[[ \\(f([1]))\""),
        ]
        let inputs = files.map { InputFile(path: "App/\($0.0)", kind: .swift, project: "App", data: Data($0.1.utf8)) }
        let start = Date()
        let result = Auditor(jobs: 2).audit(inputs)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(result.diagnostics.map { $0.file.fileName }.sorted() == ["Arrays.swift", "Parens.swift"])
        #expect(result.diagnostics.allSatisfy { $0.message.hasSuffix("Swift source skipped") })
        #expect(SwiftNestingCheck.depth(of: files[2].1) == .init(brackets: 3, square: 3))
    }

    /// Numbers in code can be anything: a literal Int cannot hold (`UInt128(a: 0xE100000000000000,
    /// b: 0)`, read as a helper call with a size, Mammoth's SwiftGCM), infinity, a huge line
    /// count. They are read and shown without trapping.
    @Test func numbersNoIntCanHoldAreReadWithoutATrap() {
        let swift = """
            import UIKit
            struct GCM {
                private static let r: UInt128 = UInt128(a: 0xE100000000000000, b: 0)
                static let title = UIFont.systemFont(ofSize: 1e300)
            }
            final class Lines: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.numberOfLines = 100000000000000000000
                    label.text = NSLocalizedString("Hi", comment: "")
                    view.addSubview(label)
                }
            }
            """
        let result = Auditor(jobs: 1).audit([InputFile(path: "App/GCM.swift", kind: .swift, project: "App", data: Data(swift.utf8))])
        #expect(result.diagnostics.allSatisfy { $0.level != .error })
        #expect(Rect.format(.infinity) == "inf")
        #expect(Rect.format(1e300) == "1e+300")
        #expect(Rect.format(16) == "16")
        #expect(Rect.format(12.25) == "12.2")
        #expect(Int(roundedForDisplay: .greatestFiniteMagnitude) == .max)
        #expect(Int(roundedForDisplay: -.infinity) == .min)
        #expect(Int(roundedForDisplay: .nan) == 0)
    }

    /// A file whose reading outlasts the per-file time limit is given up with a diagnostic
    /// (the limit here is a millisecond; these files take far longer in a debug build).
    @Test func aFileOverTheTimeLimitIsGivenUpWithADiagnostic() {
        let swift = (0..<3000).map { "let value\($0) = [\($0), \($0 + 1)].map { $0 * 2 }" }.joined(separator: "\n")
        let labels = (0..<2000).map { #"<label text="Row \#($0)" id="l\#($0)"><rect key="frame" x="0" y="\#($0 * 20)" width="100" height="20"/></label>"# }
        let xib = Self.valid.replacingOccurrences(of: "<subviews>", with: "<subviews>" + labels.joined(separator: "\n"))
        let inputs = [
            InputFile(path: "App/Big.swift", kind: .swift, project: "App", data: Data(swift.utf8)),
            InputFile(path: "App/Big.xib", kind: .xib, project: "App", data: Data(xib.utf8)),
        ]
        var auditor = Auditor(jobs: 2)
        auditor.reader.fileTimeLimit = 0.001
        let limited = auditor.audit(inputs)
        #expect(limited.diagnostics.map(\.file).sorted() == ["App/Big.swift", "App/Big.xib"])
        #expect(limited.diagnostics.allSatisfy { $0.message.contains("per-file time limit") })
        #expect(limited.screens.isEmpty)

        auditor.reader.fileTimeLimit = nil
        let unlimited = auditor.audit(inputs)
        #expect(unlimited.diagnostics.isEmpty)
        #expect(unlimited.screens.count == 1)
    }
}
