import Foundation
import Testing
@testable import A11yInspector

/// The example app in `Examples/TravelBuddy` is the README's first command: its findings are
/// the ones its README promises, whatever the number of jobs.
struct ExampleProjectTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func reportsExactlyTheIntendedMistakes() {
        let result = Auditor(minSeverity: .info, jobs: 2).audit(paths: ["Examples/TravelBuddy"], workingDirectory: Self.root)
        // Findings about a file rather than an element are named by the file.
        let found = Set(result.findings.filter(\.confidence.isCertain).map { "\($0.ruleID) \($0.elementID ?? $0.location.file.fileName)" })
        #expect(
            found == [
                "image-button-label eBv-jl-nwJ",
                "min-tap-target eTv-8I-fgM",
                "contrast-text-aa cLC-fF-0D8",
                "contrast-text-aa n1E-rw-13F",
                "dynamic-type-text-styles JhB-Jr-IeZ",
                "persistent-field-labels ydn-c2-D1f",
                "label-no-type-word AOE-Z3-7yt",
                "visible-not-hidden IT3-aF-KvW",
                "contrast-non-text K7c-cc-yrD", "contrast-non-text DYd-pt-aZR", "contrast-non-text uWF-PS-Uzw",
                "contrast-non-text rcc-LP-bzL", "contrast-non-text qxj-E8-fxE",
                "localization-format-specifiers Localizable.strings",
                "accessibility-strings-translated RatingView.swift",
                "localization-completeness Main.storyboard",
                "base-internationalization ReviewCell.xib",
                // Advice: brand-coloured text between 4.5:1 and 7:1 in colour sets with no
                // high-contrast value (README, “Correct patterns”).
                "high-contrast-variants yez-xv-wML", "high-contrast-variants AOE-Z3-7yt",
                "high-contrast-variants unh-8Q-vD4", "high-contrast-variants tQP-Nw-ABY", "high-contrast-variants pwM-hk-6dz",
            ])
        // The one finding that needs review: Trip Details lays a hero image, five texts and
        // its buttons on the view itself, with no scroll view (README, “Needs review”).
        #expect(result.findings.filter { !$0.confidence.isCertain }.map { "\($0.ruleID) \($0.elementID ?? "")" } == ["text-in-scroll-view IX6-4X-c9u"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func voiceOverTranscriptOfTheSignInScreen() throws {
        let result = ScreenInspector(jobs: 2).screens(in: "Examples/TravelBuddy/TravelBuddy/Base.lproj/Main.storyboard", workingDirectory: Self.root)
        let signIn = try #require(result.screens.first { $0.screen.name.contains("Sign In") })
        let spoken = signIn.simulation.transcript.map(\.utterance.text)
        #expect(
            spoken == [
                "Sign In, Heading",
                "Email, Text field … Double tap to edit.",
                "Password",
                "Password, Secure text field … Double tap to edit.",
                "Sign In, Button",
                "Sign up button, Button",
            ])
        let text = TranscriptReport.text(signIn)
        #expect(text.contains("VoiceOver starts on 1"))
        #expect(text.contains("[4] Sign up button"))
    }

    /// The trip row's heart button is labelled in code from the string table
    /// (`NSLocalizedString("trip.favorite", value: "Favorite", …)`): the transcript reads the
    /// table's text, in French with `--language fr`.
    @Test func aLabelFromTheStringTableReadsInTheAppsWords() {
        func favorite(_ language: String?) -> String? {
            let result = ScreenInspector(jobs: 2, language: language)
                .screens(in: "Examples/TravelBuddy/TravelBuddy/Base.lproj/Main.storyboard", workingDirectory: Self.root)
            return result.screens.flatMap { $0.simulation.transcript.map(\.utterance.text) }.first { $0.hasPrefix("Favori") }
        }
        #expect(favorite(nil) == "Favorite, Button")
        #expect(favorite("fr") == "Favori, Button")
    }

    @Test(arguments: [ReportFormat.text, .json, .sarif, .html])
    func outputDoesNotDependOnJobs(format: ReportFormat) {
        func audit(jobs: Int) -> AuditResult {
            var auditor = Auditor(minSeverity: .info, jobs: jobs)
            auditor.keepsScreens = format == .html
            return auditor.audit(paths: ["Examples/TravelBuddy"], workingDirectory: Self.root)
        }
        #expect(Reporter.render(audit(jobs: 1), format: format) == Reporter.render(audit(jobs: 4), format: format))
    }

    @Test func htmlReportDrawsEveryScreenOfTheExample() {
        var auditor = Auditor(minSeverity: .info, jobs: 2)
        auditor.keepsScreens = true
        let result = auditor.audit(paths: ["Examples/TravelBuddy"], workingDirectory: Self.root)
        let html = HTMLReportTests.opened(Reporter.render(result, format: .html))
        let drawn = result.screenPictures.filter { !$0.boxes.isEmpty }.count
        #expect(result.screenPictures.count == result.screens.count)
        #expect(drawn >= 5)
        #expect(html.components(separatedBy: "<svg class=\"wireframe\"").count - 1 == drawn)
        #expect(html.components(separatedBy: "<li class=\"finding").count - 1 == result.findings.count)
    }
}

struct SuppressionEndToEndTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <!-- a11y:disable-next-line image-button-label -->
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                            <rect key="frame" x="20" y="100" width="44" height="44"/>
                            <state key="normal" image="heart"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b2">
                            <rect key="frame" x="20" y="200" width="44" height="44"/>
                            <state key="normal" image="star"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    func audit(_ configuration: Configuration) -> AuditResult {
        Auditor(configuration: configuration, jobs: 1)
            .audit([InputFile(path: "App/Views/Card.xib", kind: .xib, data: Data(Self.xib.utf8))])
    }

    @Test func inlineCommentSuppressesTheNextElement() {
        let result = audit(Configuration())
        #expect(result.findings.map(\.elementID) == ["b2"])
        #expect(result.suppressedCount == 1)
    }

    @Test func configurationSuppressesByFileAndElement() throws {
        let config = try Configuration.parse(
            """
            suppress:
              - file: Card.xib
                elements: [b2]
                rules: [image-button-label]
            """, rules: RuleRegistry.all.map(\.metadata))
        let result = audit(config)
        #expect(result.findings.isEmpty)
        #expect(result.suppressedCount == 2)
    }

    @Test func severityOverrideAndThreshold() throws {
        let config = try Configuration.parse("severity: { image-button-label: info }", rules: RuleRegistry.all.map(\.metadata))
        let result = Auditor(configuration: config, minSeverity: .warning, jobs: 1)
            .audit([InputFile(path: "Card.xib", kind: .xib, data: Data(Self.xib.utf8))])
        #expect(result.findings.isEmpty)
    }
}
