import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import A11yInspector

/// Given one small audit — three findings in two files (one needs review, one whose message
/// carries markup and quotes), one diagnostic, a rule that ran and found nothing — each
/// format prints exactly what its consumers parse.
@Suite struct ReportTests {
    static let labelRule = RuleMetadata(
        id: "label-missing-interactive", title: "Interactive element has no accessibility label",
        rationale: "VoiceOver reads only the role of a control without a label.",
        wcag: ["4.1.2", "1.1.1"], impact: .critical, defaultSeverity: .error,
        tags: ["voiceover", "label"], help: "Give the control an accessibilityLabel.",
        sources: ["seeds/voiceover.md"],
        summary: "control with no label", appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [.voiceOver])
    static let contrastRule = RuleMetadata(
        id: "text-contrast", title: "Text contrast is too low",
        rationale: "Low-vision users cannot read low-contrast text.",
        wcag: ["1.4.3"], impact: .serious, defaultSeverity: .warning,
        tags: ["color"], help: "Use colours with a contrast ratio of at least 4.5:1.", sources: [],
        summary: "text under 4.5:1", appleAuditTypes: [.contrast], nutritionLabels: [.sufficientContrast])
    static let tapTargetRule = RuleMetadata(
        id: "min-tap-target", title: "Tap target is too small", rationale: "",
        wcag: ["2.5.8"], impact: .moderate, defaultSeverity: .warning, tags: [], help: "", sources: [],
        summary: "small target", appleAuditTypes: [.hitRegion], nutritionLabels: [])

    static let result = AuditResult(
        toolVersion: "0.1.0",
        findings: [
            Finding(
                ruleID: "text-contrast", severity: .warning,
                confidence: .needsReview(reason: "foreground colour is set at run time"),
                message: "Text contrast 3.1:1 is below 4.5:1",
                location: SourceLocation(file: "/repo/App/Views/Profile View.swift", line: 40, column: 9),
                screen: "ProfileView", element: "Text(\"Bio\")"),
            Finding(
                ruleID: "label-missing-interactive", severity: .error, confidence: .certain,
                message: "Button has no accessibility label",
                location: SourceLocation(file: "/repo/App/Main.storyboard", line: 12, column: 5),
                screen: "Main.storyboard › Sign In", elementID: "abc-12-xyz",
                element: "UIButton (image: trash)", fix: "Set accessibilityLabel to \"Delete\""),
            Finding(
                ruleID: "label-missing-interactive", severity: .info, confidence: .certain,
                message: "Label reads <script>&\"alert\" \u{1}",
                location: SourceLocation(file: "/repo/App/Main.storyboard", line: 30, column: 7),
                elementID: "def-34-uvw"),
        ],
        diagnostics: [
            Diagnostic(
                level: .error, file: "/repo/App/Broken.xib",
                message: "XML parse error: unexpected end of file")
        ],
        screens: [
            .init(name: "Main.storyboard › Sign In", file: "/repo/App/Main.storyboard", elementCount: 7),
            .init(name: "ProfileView", file: "/repo/App/Views/Profile View.swift", elementCount: 4),
        ],
        filesByKind: ["storyboard": 1, "swift": 1, "xib": 1],
        rules: [labelRule, contrastRule, tapTargetRule],
        suppressedCount: 2)

    static let options = ReportOptions(workingDirectory: "/repo/")

    static func render(_ format: ReportFormat, color: Bool = false) -> String {
        Reporter.render(result, format: format, options: .init(useColor: color, workingDirectory: "/repo/"))
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: text

    /// The text format names files from the audited folder, as the HTML report does
    /// (`HTMLReportTests.pathsAreTheProjectsNotTheMachines`); the xcode format keeps the
    /// absolute paths Xcode opens, and JSON and SARIF the paths they always gave.
    @Test func textNamesFilesFromTheAuditedFolder() throws {
        let (root, result, options) = try HTMLReportTests.auditedElsewhere()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = Reporter.render(result, format: .text, options: options)
        #expect(!text.contains(root))
        #expect(text.contains("App/Hostile.xib"))
        #expect(text.contains("App/Broken.xib"))
        let assessment = try #require(result.nutritionLabels)
        let labels = NutritionLabelReport.render(assessment, result: result, format: .text, options: options)
        #expect(!labels.contains(root))
        #expect(labels.contains("  App/Views/Container.swift: 1 (dont-disable-text-scaling ×1)"))
        for format in [ReportFormat.xcode, .json] {
            #expect(Reporter.render(result, format: format, options: options).contains(root.appendingPath("App/Hostile.xib")))
        }
        #expect(Reporter.render(result, format: .sarif, options: options).contains("file://" + root))
    }

    /// A finding may fail fewer criteria than its rule lists: a 30 pt target fails WCAG 2.5.5
    /// (44) but not 2.5.8 (24); reports give the finding's own.
    @Test func aFindingsOwnCriteriaWin() throws {
        #expect(MinTapTarget.criteria(Size(width: 30, height: 30)) == ["2.5.5"])
        #expect(MinTapTarget.criteria(Size(width: 44, height: 20)) == ["2.5.5", "2.5.8"])
        var finding = Finding(
            ruleID: "min-tap-target", severity: .warning, confidence: .certain, message: "Button is 30 × 30 pt",
            location: SourceLocation(file: "App/Main.storyboard", line: 3))
        finding.criteria = ["2.5.5"]
        let result = AuditResult(
            toolVersion: "test", findings: [finding], diagnostics: [], screens: [], filesByKind: [:],
            rules: [Self.tapTargetRule], suppressedCount: 0)
        let root = try Self.json(Reporter.render(result, format: .json, options: .init(useColor: false, workingDirectory: "/repo/")))
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.first?["wcag"] as? [String] == ["2.5.5"])
    }

    @Test func textGroupsFindingsByFileWithDetailsAndSummary() {
        let lines = Self.render(.text).components(separatedBy: "\n")
        #expect(lines.first == "App/Main.storyboard")
        #expect(lines.contains("  12:5  error    Button has no accessibility label  [label-missing-interactive]"))
        #expect(lines.contains("                 element: UIButton (image: trash) (id abc-12-xyz)"))
        #expect(lines.contains("                 screen: Main.storyboard › Sign In"))
        #expect(lines.contains("                 fix: Set accessibilityLabel to \"Delete\""))
        #expect(lines.contains("App/Views/Profile View.swift"))
        #expect(lines.contains("  40:9  warning  Text contrast 3.1:1 is below 4.5:1  [text-contrast]"))
        #expect(lines.contains("                 needs review: foreground colour is set at run time"))
        #expect(lines.contains("App/Broken.xib: error: XML parse error: unexpected end of file"))
        #expect(
            lines.contains(
                "3 findings (1 error, 1 warning, 1 info; 1 needs review) in 3 files, 2 screens; 2 suppressed"))
        // Files in sorted order; the storyboard's two findings under one header.
        let storyboard = lines.firstIndex(of: "App/Main.storyboard")!
        let swift = lines.firstIndex(of: "App/Views/Profile View.swift")!
        #expect(storyboard < swift)
        #expect(lines.filter { $0 == "App/Main.storyboard" }.count == 1)
    }

    @Test func textNeverPrintsControlCharactersOrColourUnlessAsked() {
        let plain = Self.render(.text)
        #expect(!plain.contains("\u{1B}"))
        #expect(!plain.unicodeScalars.contains("\u{1}"))
        #expect(plain.contains("Label reads <script>&\"alert\" \u{FFFD}"))
        let coloured = Self.render(.text, color: true)
        #expect(coloured.contains("\u{1B}[31merror\u{1B}[0m"))
    }

    @Test func textForACleanRunIsOnlyTheSummary() {
        let clean = AuditResult(
            toolVersion: "0.1.0", findings: [], diagnostics: [], screens: [],
            filesByKind: ["swift": 1], rules: [Self.labelRule], suppressedCount: 0)
        #expect(
            Reporter.render(clean, format: .text)
                == "0 findings (0 errors, 0 warnings, 0 info; 0 need review) in 1 file, 0 screens; 0 suppressed\n")
    }

    // MARK: xcode

    @Test func xcodePrintsOneCompilerLinePerFindingAndDiagnostic() {
        let lines = Self.render(.xcode).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines == [
                "App/Main.storyboard:12:5: error: Button has no accessibility label [label-missing-interactive]",
                "App/Main.storyboard:30:7: note: Label reads <script>&\"alert\" \u{FFFD} [label-missing-interactive]",
                "App/Views/Profile View.swift:40:9: warning: Text contrast 3.1:1 is below 4.5:1 [text-contrast]"
                    + " (needs review: foreground colour is set at run time)",
                "App/Broken.xib:1:1: error: XML parse error: unexpected end of file [a11y]",
                "",  // every line ends with a newline; nothing else is printed
            ])
    }

    // MARK: json

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let root = try Self.json(Self.render(.json))
        #expect(root["schemaVersion"] as? Int == 1)
        let tool = try #require(root["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "a11y")
        #expect(tool["version"] as? String == "0.1.0")

        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == 3)
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["warnings"] as? Int == 1)
        #expect(summary["info"] as? Int == 1)
        #expect(summary["needsReview"] as? Int == 1)
        #expect(summary["filesAudited"] as? Int == 3)
        #expect(summary["screens"] as? Int == 2)
        #expect(summary["diagnostics"] as? Int == 1)
        #expect(summary["suppressed"] as? Int == 2)

        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        let first = findings[0]
        #expect(first["ruleId"] as? String == "label-missing-interactive")
        #expect(first["severity"] as? String == "error")
        #expect(first["confidence"] as? String == "certain")
        #expect(first["reason"] is NSNull)
        #expect(first["file"] as? String == "App/Main.storyboard")
        #expect(first["line"] as? Int == 12)
        #expect(first["column"] as? Int == 5)
        #expect(first["screen"] as? String == "Main.storyboard › Sign In")
        #expect(first["elementId"] as? String == "abc-12-xyz")
        #expect(first["element"] as? String == "UIButton (image: trash)")
        #expect(first["fix"] as? String == "Set accessibilityLabel to \"Delete\"")
        #expect(first["wcag"] as? [String] == ["4.1.2", "1.1.1"])
        #expect(findings[1]["message"] as? String == "Label reads <script>&\"alert\" \u{1}")
        #expect(findings[1]["screen"] is NSNull)
        #expect(findings[2]["confidence"] as? String == "needs-review")
        #expect(findings[2]["reason"] as? String == "foreground colour is set at run time")
        #expect(findings[2]["file"] as? String == "App/Views/Profile View.swift")

        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0]["level"] as? String == "error")
        #expect(diagnostics[0]["line"] is NSNull)

        let screens = try #require(root["screens"] as? [[String: Any]])
        #expect(screens.map { $0["name"] as? String } == ["Main.storyboard › Sign In", "ProfileView"])

        let rules = try #require(root["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["label-missing-interactive", "min-tap-target", "text-contrast"])
        #expect(rules[0]["impact"] as? String == "critical")
        #expect(rules[0]["defaultSeverity"] as? String == "error")
        #expect(rules[0]["tags"] as? [String] == ["voiceover", "label"])
        #expect(rules[0]["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value")
    }

    @Test func jsonIsDeterministicAndEscaped() {
        let text = Self.render(.json)
        #expect(text == Self.render(.json))
        #expect(text.contains(#""message" : "Label reads <script>&\"alert\" \u0001""#))
        #expect(text.contains("https://www.w3.org/WAI/"))  // slashes not escaped
        // Keys sorted: "diagnostics" comes before "findings" before "rules".
        let d = text.range(of: "\"diagnostics\"")!.lowerBound
        let f = text.range(of: "\"findings\" :")!.lowerBound
        #expect(d < f)
    }

    // MARK: sarif

    @Test func sarifHasWhatGitHubCodeScanningRequires() throws {
        let root = try Self.json(Self.render(.sarif))
        #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(root["version"] as? String == "2.1.0")
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "a11y")
        #expect(driver["version"] as? String == "0.1.0")

        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["label-missing-interactive", "min-tap-target", "text-contrast"])
        let label = rules[0]
        #expect(label["name"] as? String == "LabelMissingInteractive")
        #expect(
            (label["shortDescription"] as? [String: Any])?["text"] as? String
                == "Interactive element has no accessibility label")
        #expect(
            (label["fullDescription"] as? [String: Any])?["text"] as? String
                == "VoiceOver reads only the role of a control without a label.")
        let help = try #require(label["help"] as? [String: Any])
        #expect((help["text"] as? String)?.contains("Give the control an accessibilityLabel.") == true)
        #expect(
            (help["markdown"] as? String)?.contains(
                "[4.1.2 Name, Role, Value](https://www.w3.org/WAI/WCAG22/Understanding/name-role-value)") == true)
        #expect(label["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value")
        #expect((label["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect(
            (label["properties"] as? [String: Any])?["tags"] as? [String]
                == ["accessibility", "wcag412", "wcag111", "voiceover", "label"])
        // A rule without rationale or help still has the texts GitHub requires.
        #expect((rules[1]["fullDescription"] as? [String: Any])?["text"] as? String == "Tap target is too small")

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.contains("\\"))
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            #expect(try #require((location["region"] as? [String: Any])?["startLine"] as? Int) >= 1)
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(fingerprints["a11yFindingHash/v1"]?.count == 16)
        }
        let first = results[0]
        #expect(first["level"] as? String == "error")
        #expect(results[1]["level"] as? String == "note")
        let review = results[2]
        #expect(review["level"] as? String == "warning")
        #expect(
            ((review["locations"] as? [[String: Any]])?[0]["physicalLocation"] as? [String: Any])
                .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String == "App/Views/Profile%20View.swift")
        let properties = try #require(review["properties"] as? [String: Any])
        #expect(properties["confidence"] as? String == "needs-review")
        #expect(properties["reason"] as? String == "foreground colour is set at run time")
        #expect(properties["screen"] as? String == "ProfileView")
        #expect(
            (review["message"] as? [String: Any])?["text"] as? String
                == "Text contrast 3.1:1 is below 4.5:1\nNeeds review: foreground colour is set at run time")

        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 1)
        #expect(notifications[0]["level"] as? String == "error")
    }

    @Test func sarifFingerprintsIgnoreLinesButTellFindingsApart() throws {
        func fingerprints(_ result: AuditResult) throws -> [String] {
            let root = try Self.json(Reporter.render(result, format: .sarif, options: Self.options))
            let results = try #require((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["a11yFindingHash/v1"] }
        }
        var moved = Self.result
        moved.findings = moved.findings.map {
            var f = $0; f.location.line += 10; return f
        }
        #expect(try fingerprints(moved) == fingerprints(Self.result))
        #expect(Set(try fingerprints(Self.result)).count == 3)

        // The same message twice in one file, no element id: still two alerts.
        let twin = Finding(
            ruleID: "text-contrast", severity: .warning, confidence: .certain,
            message: "Low contrast", location: SourceLocation(file: "/repo/A.swift", line: 1))
        var twice = twin
        twice.location.line = 9
        let duplicates = AuditResult(
            toolVersion: "0.1.0", findings: [twin, twice], diagnostics: [], screens: [],
            filesByKind: [:], rules: [Self.contrastRule], suppressedCount: 0)
        #expect(Set(try fingerprints(duplicates)).count == 2)
    }

    @Test func fnv1aMatchesPublishedTestVectors() {
        // From the FNV reference test suite.
        #expect(FNV1a64.hex(FNV1a64.hash("")) == "cbf29ce484222325")
        #expect(FNV1a64.hex(FNV1a64.hash("a")) == "af63dc4c8601ec8c")
        #expect(FNV1a64.hex(FNV1a64.hash("foobar")) == "85944171f73967e8")
    }

    @Test func sarifNamesRulesInUpperCamelCase() {
        #expect(SARIFReporter.upperCamelName("label-missing-interactive") == "LabelMissingInteractive")
        #expect(SARIFReporter.upperCamelName("min-tap-target-44pt") == "MinTapTarget44pt")
    }

    // MARK: junit

    @Test func junitIsWellFormedXMLWithOneSuitePerRule() throws {
        let xml = Self.render(.junit)
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")

        let root = try #require(collector.elements.first)
        #expect(root.name == "testsuites")
        #expect(root.attributes["name"] == "a11y")
        #expect(root.attributes["tests"] == "5")
        #expect(root.attributes["failures"] == "3")
        #expect(root.attributes["errors"] == "1")

        let suites = collector.elements.filter { $0.name == "testsuite" }.map { $0.attributes["name"] }
        #expect(suites == ["label-missing-interactive", "min-tap-target", "text-contrast", "a11y.diagnostics"])

        let cases = collector.elements.filter { $0.name == "testcase" }
        #expect(
            cases.contains {
                $0.attributes["classname"] == "App/Main.storyboard"
                    && $0.attributes["name"] == "label-missing-interactive App/Main.storyboard:12"
            })
        // The rule that found nothing still shows as a passing test.
        #expect(cases.contains { $0.attributes["name"] == "min-tap-target" })

        let failures = collector.elements.filter { $0.name == "failure" }
        #expect(failures.count == 3)
        // Markup and quotes survive the round trip; the control character became U+FFFD.
        #expect(
            failures.contains {
                $0.attributes["message"] == "Label reads <script>&\"alert\" \u{FFFD}"
                    && $0.attributes["type"] == "info"
            })
        #expect(failures.contains { $0.text.contains("needs review: foreground colour is set at run time") })
        #expect(!xml.contains("<script>"))
    }

    @Test func xmlEscapingCoversAttributesTextAndIllegalCharacters() {
        #expect(XMLEscaping.attribute("a<b>&\"c\"'\n\t") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;&#10;&#9;")
        #expect(XMLEscaping.text("]]> & <x>") == "]]&gt; &amp; &lt;x&gt;")
        #expect(XMLEscaping.text("nul\u{0} bell\u{7} ffff\u{FFFF}") == "nul\u{FFFD} bell\u{FFFD} ffff\u{FFFD}")
        #expect(XMLEscaping.text("line\nbreak") == "line\nbreak")
    }

    @Test func pathsAreRelativizedOnlyUnderTheWorkingDirectory() {
        let paths = ReportPaths(workingDirectory: "/repo/")
        #expect(paths.display("/repo/App/A.swift") == "App/A.swift")
        #expect(paths.display("/repository/A.swift") == "/repository/A.swift")
        #expect(paths.display("./App/A.swift") == "App/A.swift")
        #expect(ReportPaths(workingDirectory: nil).display("/repo/A.swift") == "/repo/A.swift")
    }

    @Test func everyFormatRenders() {
        for format in ReportFormat.allCases {
            #expect(!Reporter.render(Self.result, format: format).isEmpty)
        }
    }
}

/// Records every element XMLParser reports, with its attributes and text.
private final class XMLCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    var elements: [Element] = []
    private var open: [Int] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributeDict))
        open.append(elements.count - 1)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }
}

/// `a11y tree` shows what code does to each view: the properties it sets, where, and the
/// condition it hides the view under.
struct TreeWritesTests {
    @Test func treeShowsEachViewsWrites() throws {
        let example = try #require(LabelUniqueSelfContained().examples.first { $0.description.hasPrefix("Trap: code shows one of the two at a time") })
        let inputs = example.files.map { file in
            InputFile(path: file.path, kind: file.path.hasSuffix(".xib") ? .xib : .swift, project: "Example", data: Data(file.contents.utf8))
        }
        let project = ProjectReader(jobs: 1).read(inputs)
        let screen = try #require(project.allScreens(jobs: 1).first)
        let tree = TreeReport.text(Resolver.resolve(screen.screen))
        #expect(tree.contains("code: isHidden ExampleViewController.swift:"))
        #expect(tree.contains("hidden when isFollowing"))
        #expect(tree.contains("hidden when !(isFollowing)"))
    }

    @Test func treeSaysWhatTheTableDelegateReturnsAViewAs() throws {
        let example = try #require(HeaderTraitHeadings().examples.first { $0.description.hasPrefix("A header the delegate makes for a later section") })
        let inputs = example.files.map { InputFile(path: $0.path, kind: .swift, project: "Example", data: Data($0.contents.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        let screen = try #require(project.allScreens(jobs: 1).first { $0.screen.name.contains("Settings") })
        let tree = TreeReport.text(Resolver.resolve(screen.screen))
        #expect(tree.contains("returned by the table's delegate as a section header"))
        #expect(tree.components(separatedBy: "as a section header").count == 2)
    }
}

/// A tappable container that is no element says that VoiceOver reads its parts one by one.
struct TappableRowMessageTests {
    @Test func aTappedRowSaysItsPartsAreSeparateStops() throws {
        let example = try #require(ButtonTraitForTappables().examples.first { $0.description.hasPrefix("A row of an icon and texts made tappable") })
        let inputs = example.files.map { InputFile(path: $0.path, kind: .swift, project: "Example", data: Data($0.contents.utf8)) }
        let result = Auditor(rules: [ButtonTraitForTappables()], jobs: 1).audit(inputs)
        let message = try #require(result.findings.first?.message)
        #expect(message.contains("VoiceOver reads its 3 parts ("))
        #expect(message.contains("\"members\""))
        #expect(message.contains("as separate stops"))
    }
}

/// A view a Then closure configures is named for the property it is assigned to, not `$0`.
struct ThenClosureNameTests {
    @Test func aThenClosureAssignedToAPropertyNamesIt() throws {
        let example = try #require(DynamicTypeTextStyles().examples.first { $0.description.hasPrefix("A label a method makes and configures with Then") })
        let inputs = example.files.map { InputFile(path: $0.path, kind: .swift, project: "Example", data: Data($0.contents.utf8)) }
        let result = Auditor(rules: [DynamicTypeTextStyles()], jobs: 1).audit(inputs)
        let finding = try #require(result.findings.first)
        let element = try #require(finding.element)
        #expect(element.contains("badge"), "\(element)")
        #expect(!element.contains("$0"))
    }
}
