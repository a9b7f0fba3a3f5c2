import Foundation
import Testing
@testable import A11yInspector

/// The HTML report: one page, no network, every project string shown as text, a wireframe per
/// screen with VoiceOver's order as badges.
struct HTMLReportTests {
    /// A screen whose texts try to inject markup: a label closing the data block, a title with
    /// an event handler, a file-name-like image.
    static let hostile = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <label opaque="NO" text="&lt;script&gt;alert(1)&lt;/script&gt;" id="title">
                            <rect key="frame" x="20" y="60" width="353" height="30"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="img">
                            <rect key="frame" x="300" y="120" width="30" height="30"/>
                            <state key="normal" image="x&quot; onerror=&quot;alert(2)"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="save">
                            <rect key="frame" x="20" y="120" width="120" height="44"/>
                            <accessibility key="accessibilityConfiguration" label="&lt;/script&gt;&lt;img src=x onerror=alert(3)&gt;"/>
                            <state key="normal" title="Save"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static func audit(keepsScreens: Bool = true) -> AuditResult {
        var auditor = Auditor(jobs: 1)
        auditor.keepsScreens = keepsScreens
        return auditor.audit([InputFile(path: "App/<b>Hostile</b>.xib", kind: .xib, data: Data(hostile.utf8))])
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    /// The data block, decoded.
    static func data(_ html: String) -> [String: Any] {
        let block = matches(#"<script type="application/json" id="a11y-data">(.*?)</script>"#, in: html).first ?? "{}"
        return (try? JSONSerialization.jsonObject(with: Data(block.utf8))) as? [String: Any] ?? [:]
    }

    /// The page as it is once every section is open: each section's markup from the data block
    /// drawn into the section, as the script does, and the data block itself left out.
    static func opened(_ html: String) -> String {
        let screens = data(html)["screens"] as? [String: Any] ?? [:]
        var page = html
        if let block = page.range(of: #"(?s)<script type="application/json" id="a11y-data">.*?</script>"#, options: .regularExpression) {
            page.replaceSubrange(block, with: "<script type=\"application/json\" id=\"a11y-data\">{}</script>")
        }
        for (id, screen) in screens {
            let drawing = ((screen as? [String: Any])?["html"] as? String) ?? ""
            page = page.replacingOccurrences(
                of: "<div class=\"drawing\" id=\"\(id)-drawing\"></div>",
                with: "<div class=\"drawing\" id=\"\(id)-drawing\" data-drawn>" + drawing + "</div>")
        }
        return page
    }

    @Test func projectTextIsEscapedEverywhere() throws {
        let page = Reporter.render(Self.audit(), format: .html)
        #expect(!page.contains("<img"))
        let html = Self.opened(page)
        // Only the report's own two script elements: the JSON data and the code.
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>Hostile"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&lt;/script&gt;&lt;img src=x onerror=alert(3)&gt;"))
        #expect(html.contains("App/&lt;b&gt;Hostile&lt;/b&gt;.xib"))
        // No tag has an event handler attribute (the report's script uses addEventListener).
        #expect(Self.matches(#"(<[a-zA-Z]+(?:\s+[\w:-]+(?:="[^"]*")?)*\s+on[a-z]+=)"#, in: html).isEmpty)
        // In attributes the quote is escaped, so no attribute can be closed early.
        #expect(html.contains("aria-label=\"3. UIButton, “x&quot; onerror=&quot;alert(2)”"))
        // The data block escapes `<` so a label cannot close it.
        let data = Self.matches(#"<script type="application/json" id="a11y-data">(.*?)</script>"#, in: page)
        #expect(data.count == 1)
        #expect(data.first?.contains("\\u003c/script\\u003e") == true)
        #expect(try JSONSerialization.jsonObject(with: Data((data.first ?? "").utf8)) is [String: Any])
    }

    @Test func noNetworkOnlyWCAGLinks() {
        let html = Self.opened(Reporter.render(Self.audit(), format: .html))
        for tag in ["<img", "<iframe", "<object", "<embed", "<audio", "<video", "<source"] { #expect(!html.contains(tag)) }
        #expect(Self.matches(#"(\ssrc=")"#, in: html).isEmpty)
        #expect(Self.matches(#"url\(([^#])"#, in: html).isEmpty)
        #expect(!html.contains("<link"))
        #expect(!html.contains("@import"))
        let urls = Self.matches(#"(https?://[^"\s<]*)"#, in: html).filter { $0 != "http://www.w3.org/2000/svg" }
        #expect(!urls.isEmpty)
        // Links only: WCAG's Understanding pages, and Apple's criteria for the Nutrition Labels.
        #expect(
            urls.allSatisfy {
                $0.hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/") || $0.hasPrefix("https://developer.apple.com/help/app-store-connect/")
            })
    }

    @Test func landmarksHeadingsAndFormControls() {
        let html = Reporter.render(Self.audit(), format: .html)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.components(separatedBy: "<h1").count == 2)
        for landmark in ["<header>", "<nav aria-labelledby=", "<main id=\"main\"", "<footer>"] { #expect(html.contains(landmark)) }
        #expect(html.contains("<label for=\"filter-rule\">Rule</label>"))
        #expect(html.contains("<label for=\"filter-file\">File</label>"))
        #expect(html.contains("<legend>Severity</legend>"))
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
        #expect(html.contains("@media (prefers-reduced-motion: no-preference)"))
    }

    @Test func oneWireframePerScreenWithBadgesInTranscriptOrder() throws {
        let result = Self.audit()
        let picture = try #require(result.screenPictures.first)
        #expect(result.screenPictures.count == result.screens.count)
        let html = Self.opened(Reporter.render(result, format: .html))
        #expect(html.components(separatedBy: "<svg class=\"wireframe\"").count - 1 == 1)
        #expect(html.contains("viewBox=\"0 0 393 852\""))
        // Badges: 1, 2, 3 in document order, each on the box VoiceOver reads at that step.
        let badges = Self.matches(#"class="badge" data-n="(\d+)""#, in: html).compactMap { Int($0) }
        #expect(badges == Array(1...picture.transcript.count))
        #expect(picture.transcript.count == 3)
        // Rows top to bottom, then leading to trailing: the title, Save, the image button.
        let labels = Self.matches(#"role="button" aria-label="(\d+\. [^"]*)""#, in: html)
        #expect(labels.count == 3)
        #expect(labels.contains { $0.hasPrefix("1. UILabel, “&lt;script&gt;alert(1)") })
        #expect(labels.contains { $0.hasPrefix("2. UIButton, “&lt;/script&gt;&lt;img") })
        #expect(labels.contains { $0.hasPrefix("3. UIButton, “x&quot; onerror=&quot;") })
        let numbered = Self.matches(#"class="badge" data-n="\d+" data-b="(\d+)""#, in: html).compactMap(Int.init)
        #expect(numbered.map { picture.boxes[$0].swipeNumber } == [1, 2, 3])
        // The transcript list is numbered the same way.
        #expect(Self.matches(#"<li id="s1-t(\d+)""#, in: html) == ["1", "2", "3"])
    }

    @Test func failingElementsAreOutlinedAndLinkedToTheirFindings() throws {
        let result = Self.audit()
        let html = Self.opened(Reporter.render(result, format: .html))
        let failing = Set(result.findings.compactMap(\.elementID))
        #expect(failing.contains("img"))
        for id in failing {
            let box = try #require(result.screenPictures.first?.boxes.firstIndex { $0.id == id })
            #expect(html.contains("id=\"s1-b\(box)\""))
            #expect(html.contains("<a href=\"#s1-b\(box)\">show on the wireframe</a>"))
        }
        #expect(html.contains("class=\"box sev-error\""))
    }

    @Test func everyViewHasANoteAndColoursAreTransformedPerView() throws {
        let picture = try #require(Self.audit().screenPictures.first)
        let label = try #require(picture.boxes.first { $0.id == "title" })
        // UILabel's default text colour: label, black in light mode, white in dark mode.
        #expect(label.textColors[ScreenPicture.View.allCases.firstIndex(of: .light)!] == "#000000")
        #expect(label.textColors[ScreenPicture.View.allCases.firstIndex(of: .dark)!] == "#FFFFFF")
        for view in ScreenPicture.View.allCases { #expect(!HTMLWireframe.note(view, picture).isEmpty) }
    }

    @Test func anAppWithoutDarkModeSaysSoInsteadOfDrawingIt() throws {
        let screen = try #require(InterfaceBuilderFrontEnd.parse(path: "H.xib", data: Data(Self.hostile.utf8)).screens.first)
        let lightOnly = ColorResolver(appearances: [.light, .lightIncreasedContrast])
        let picture = ScreenPicture(Resolver.resolve(screen), colors: lightOnly)
        let dark = ScreenPicture.View.allCases.firstIndex(of: .dark)!
        #expect(picture.boxes.allSatisfy { $0.fills[dark] == nil && $0.textColors[dark] == nil })
        #expect(picture.unavailableViews.keys.sorted { $0.rawValue < $1.rawValue } == [.dark, .darkHigh])
        #expect(HTMLWireframe.note(.dark, picture).hasPrefix("Dark: not shown, the app is shown only in light mode"))
        #expect(picture.boxes.contains { $0.textColors[0] == "#000000" })
    }

    @Test func withoutKeptScreensFindingsStillShow() {
        let result = Self.audit(keepsScreens: false)
        #expect(result.screenPictures.isEmpty && result.snippets.isEmpty)
        let html = Self.opened(Reporter.render(result, format: .html))
        #expect(!html.contains("<svg"))
        #expect(html.components(separatedBy: "<li class=\"finding").count - 1 == result.findings.count)
    }

    @Test func findingsShowTheirSourceLines() throws {
        let result = Self.audit()
        let finding = try #require(result.findings.first { $0.elementID == "img" })
        let snippet = try #require(result.snippets[SourceSnippet.key(finding.location)])
        #expect(snippet.lines.contains { $0.number == finding.location.line && $0.text.contains("id=\"img\"") })
        #expect(Self.opened(Reporter.render(result, format: .html)).contains("<mark>"))
    }

    /// A project audited by its absolute path from another working directory: the hostile xib,
    /// a Swift file that fixes the text size (a finding on no screen, which the Larger Text
    /// label groups by file), an xib that does not parse (a diagnostic) and a link out of the
    /// folder (a note that quotes its path). Returns the folder, which the caller removes, the
    /// result, and the options the command line renders it with.
    static func auditedElsewhere() throws -> (root: String, result: AuditResult, options: ReportOptions) {
        let root = FileManager.default.temporaryDirectory.path.appendingPath("a11y-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root.appendingPath("App/Views"), withIntermediateDirectories: true)
        try hostile.write(toFile: root.appendingPath("App/Hostile.xib"), atomically: true, encoding: .utf8)
        try "<document><objects>".write(toFile: root.appendingPath("App/Broken.xib"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        final class ContainerViewController: UIViewController {
            func embed(_ child: UIViewController) {
                setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: .large), forChild: child)
            }
        }
        """.write(toFile: root.appendingPath("App/Views/Container.swift"), atomically: true, encoding: .utf8)
        let outside = FileManager.default.temporaryDirectory.path.appendingPath("a11y-outside-\(UUID().uuidString).swift")
        try "let secret = 1\n".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPath("App/Linked.swift"), withDestinationPath: outside)
        let elsewhere = "/nonexistent-working-directory"
        var auditor = Auditor(jobs: 1)
        auditor.keepsScreens = true
        let result = auditor.audit(paths: [root], workingDirectory: elsewhere)
        let options = ReportOptions(workingDirectory: elsewhere, auditedRoots: ReportOptions.auditedRoots(of: [root], workingDirectory: elsewhere))
        return (root, result, options)
    }

    /// A report is read on other machines: it names files from the audited folder, not where
    /// this machine keeps them: findings, snippets, the label table, diagnostics, screens.
    @Test func pathsAreTheProjectsNotTheMachines() throws {
        let (root, result, options) = try Self.auditedElsewhere()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(result.findings.contains { $0.location.file == root.appendingPath("App/Hostile.xib") })
        #expect(result.diagnostics.contains { $0.file.hasSuffix("App/Broken.xib") })
        #expect(result.diagnostics.contains { $0.message.contains(root.appendingPath("App/Linked.swift")) })
        let labels = try #require(result.nutritionLabels)
        #expect(labels.labels.contains { $0.blocking.contains { $0.name.hasPrefix(root) } })
        let html = Reporter.render(result, format: .html, options: options)
        #expect(!html.contains(root))
        #expect(!Self.opened(html).contains(root))
        #expect(Self.opened(html).contains("App/Hostile.xib:"))
        #expect(html.contains("<li>App/Views/Container.swift: 1</li>"))
        #expect(html.contains("<code>App/Broken.xib"))
        #expect(html.contains("App/Linked.swift → "))
    }

    /// Two screens: one with a certain finding or more (the hostile xib) and one clean, whose
    /// name sorts first.
    static func twoScreens() -> AuditResult {
        let clean = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label opaque="NO" text="Hello" id="hello">
                                <rect key="frame" x="20" y="60" width="353" height="30"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        var auditor = Auditor(jobs: 1)
        auditor.keepsScreens = true
        return auditor.audit([
            InputFile(path: "App/Hostile.xib", kind: .xib, data: Data(hostile.utf8)),
            InputFile(path: "App/AAAClean.xib", kind: .xib, data: Data(clean.utf8)),
        ])
    }

    @Test func contentsRankScreensByCertainFindingsWithASearchBox() throws {
        let result = Self.twoScreens()
        #expect(result.screenPictures.count == 2)
        let html = Reporter.render(result, format: .html)
        // The contents list the page's parts, not every screen.
        let nav = try #require(Self.matches(#"(?s)<nav [^>]*>(.*?)</nav>"#, in: html).first)
        #expect(nav.contains("href=\"#screens\""))
        #expect(!nav.contains("href=\"#s1\"") && !nav.contains("href=\"#s2\""))
        // The screen index: after the labels, before the summary; labelled search box, live status.
        let index = try #require(html.range(of: "<section id=\"screens\""))
        #expect(index.lowerBound < html.range(of: "<section id=\"summary\"")!.lowerBound)
        #expect(html.contains("<label for=\"screen-search\">Find a screen by name</label>"))
        #expect(html.contains("<input type=\"search\" id=\"screen-search\""))
        #expect(html.contains("id=\"screen-search-status\" class=\"count\" role=\"status\" aria-live=\"polite\""))
        // Rows: the screen with findings first although its name sorts last; counts per column.
        let rows = Self.matches(##"<tr data-name="[^"]*"><th scope="row"><a href="#(s\d+)">"##, in: html)
        let hostile = try #require(result.screenPictures.firstIndex { $0.file.hasSuffix("Hostile.xib") })
        #expect(rows == ["s\(hostile + 1)", "s\(2 - hostile)"])
        let certain = result.findings.count { $0.screen == result.screenPictures[hostile].name && $0.confidence.isCertain }
        let review = result.findings.count { $0.screen == result.screenPictures[hostile].name && !$0.confidence.isCertain }
        #expect(certain > 0)
        #expect(html.contains("\(esc(result.screenPictures[hostile].name))</a></th><td>\(certain)</td><td>\(review)</td></tr>"))
        #expect(html.contains("</a></th><td>0</td><td>0</td></tr>"))
        // Ranking: certain, then needs review, then name.
        let order = HTMLReporter.ranking(result.screenPictures, onScreen: [[], []], findings: [])
        #expect(
            order.map(\.index)
                == result.screenPictures.indices.sorted { result.screenPictures[$0].name.lowercased() < result.screenPictures[$1].name.lowercased() })
    }

    func esc(_ s: String) -> String { XMLEscaping.text(s) }

    @Test func eachScreenIsAClosedDisclosureDrawnOnDemand() throws {
        let result = Self.twoScreens()
        let html = Reporter.render(result, format: .html)
        // Closed (no `open`), the heading in the summary, an empty drawing; nothing drawn yet.
        for k in 1...2 {
            #expect(html.contains("<details class=\"screen\" id=\"s\(k)-d\">\n<summary><h2 id=\"s\(k)-h\">"))
            #expect(html.contains("<div class=\"drawing\" id=\"s\(k)-drawing\"></div>\n</details>\n</section>"))
        }
        #expect(!html.contains("<svg") && !html.contains("<li class=\"finding") && !html.contains("<template"))
        // The drawing of each screen is in the data block: wireframe, transcript, findings.
        let screens = try #require(Self.data(html)["screens"] as? [String: Any])
        #expect(screens.keys.sorted() == ["s1", "s2"])
        let hostile = try #require(result.screenPictures.firstIndex { $0.file.hasSuffix("Hostile.xib") })
        let screen = try #require(screens["s\(hostile + 1)"] as? [String: Any])
        let drawing = try #require(screen["html"] as? String)
        #expect(drawing.contains("<svg class=\"wireframe\" id=\"s\(hostile + 1)-svg\""))
        #expect(drawing.contains("<ol class=\"transcript\" id=\"s\(hostile + 1)-transcript\">"))
        let onScreen = result.findings.count { $0.screen == result.screenPictures[hostile].name }
        #expect(onScreen > 0)
        #expect(drawing.components(separatedBy: "<li class=\"finding").count - 1 == onScreen)
        // The filters count closed sections' findings from the data.
        #expect((screen["findings"] as? [[String: Any]])?.count == onScreen)
        // The script draws a section on the toggle event and opens the section a link leads into.
        for hook in ["addEventListener(\"toggle\"", "addEventListener(\"hashchange\"", "template.innerHTML = screen.html", "details.open = true"] {
            #expect(HTMLAssets.script.contains(hook))
        }
    }

    @Test func aHostileLabelCannotLeaveTheDataBlock() throws {
        let html = Reporter.render(Self.twoScreens(), format: .html)
        // Exactly the data block and the code, both closed where they should be.
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
        let block = try #require(Self.matches(#"<script type="application/json" id="a11y-data">(.*?)</script>"#, in: html).first)
        #expect(!block.contains("<") && !block.contains(">"))
        #expect(block.contains("\\u003c/script\\u003e\\u003cimg src=x onerror=alert(3)\\u003e"))
        // Decoded, the label is text in the drawing's markup (escaped once), and raw in the box data.
        let screens = try #require(Self.data(html)["screens"] as? [String: Any])
        func strings(_ v: Any) -> [String] {
            if let s = v as? String { return [s] }
            if let a = v as? [Any] { return a.flatMap(strings) }
            if let d = v as? [String: Any] { return d.values.flatMap(strings) }
            return []
        }
        let all = strings(screens)
        #expect(all.contains { $0.contains("</script><img src=x onerror=alert(3)>") })
        let drawings = screens.values.compactMap { ($0 as? [String: Any])?["html"] as? String }.joined()
        #expect(drawings.contains("&lt;/script&gt;&lt;img src=x onerror=alert(3)&gt;"))
        #expect(!drawings.contains("<img") && !drawings.contains("<script"))
        #expect(Self.matches(#"(<[a-zA-Z]+(?:\s+[\w:-]+(?:="[^"]*")?)*\s+on[a-z]+=)"#, in: drawings).isEmpty)
    }

    @Test func scriptSafeJSONCannotCloseItsElement() {
        #expect(HTMLData.scriptSafe(#"{"a":"</script><!--&"}"#) == #"{"a":"\u003c/script\u003e\u003c!--\u0026"}"#)
    }
}
