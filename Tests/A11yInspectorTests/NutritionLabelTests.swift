import Foundation
import Testing
@testable import A11yInspector

/// `a11y labels`: each rule says which App Store Accessibility Nutrition Labels its findings
/// bear on; certain findings block a label, needs-review ones are to check, media and missing
/// screens leave it unknown.
@Suite struct NutritionLabelTests {
    @Test func everyLabelButThoseReadFromProjectFactsHasARule() {
        for label in NutritionLabel.allCases where ![.darkInterface, .audioDescriptions].contains(label) {
            #expect(!NutritionLabels.rules(for: label).isEmpty, "\(label) has no rule")
        }
    }

    /// The audit and the verdicts of files in memory.
    static func assess(_ inputs: [InputFile]) -> (NutritionLabelAssessment, AuditResult) {
        let auditor = Auditor(minSeverity: .warning, jobs: 1)
        let project = auditor.reader.read(inputs)
        let result = auditor.audit(project)
        return (NutritionLabelAssessment(result, project: project), result)
    }

    static func example(_ rule: String, _ description: String) -> [InputFile] {
        RuleRegistry.rule(rule)!.examples.first { $0.description.hasPrefix(description) }!.inputFiles
    }

    static func verdict(_ assessment: NutritionLabelAssessment, _ label: NutritionLabel) -> NutritionLabelAssessment.LabelVerdict {
        assessment.labels.first { $0.label == label }!
    }

    @Test func aCertainFindingBlocksItsLabelsGroupedByScreen() {
        let (assessment, _) = Self.assess(Self.example("image-button-label", "A SwiftUI button whose label is only an image"))
        let voiceOver = Self.verdict(assessment, .voiceOver)
        #expect(voiceOver.verdict == .blocked)
        #expect(voiceOver.blockingCount == 1)
        #expect(voiceOver.blocking.map(\.findings.count) == [1])
        #expect(voiceOver.reason == "1 certain finding breaks it, on 1 screen")
        #expect(Self.verdict(assessment, .voiceControl).verdict == .blocked)
        #expect(Self.verdict(assessment, .largerText).verdict == .supported)
        #expect(Self.verdict(assessment, .sufficientContrast).verdict == .supported)
    }

    /// A finding that needs review is to check, never blocking; for labels whose findings only a
    /// person can settle (is this motion large?), an open question is not support either.
    @Test func aNeedsReviewFindingIsToCheckNotBlocking() {
        let (assessment, _) = Self.assess(Self.example("reduce-motion", "A pulse that repeats for ever"))
        let motion = Self.verdict(assessment, .reducedMotion)
        #expect(motion.verdict == .unknown)
        #expect(motion.blocking.isEmpty)
        #expect(motion.toCheck.map(\.ruleID) == ["reduce-motion"])  // one of its two findings is below --min-severity warning
        #expect(motion.reason == "1 finding to check by hand: the sources cannot tell whether this motion is large enough to need Reduce Motion")
        #expect(Self.verdict(assessment, .voiceOver).verdict == .supported)
    }

    /// Sound without video: nothing to audio-describe; captions depend on whether it has speech.
    @Test func anAppThatPlaysSoundOnlyHasNoAudioDescriptionsToGive() {
        var inputs = Self.example("image-button-label", "A SwiftUI button whose label is only an image")
        inputs.append(
            InputFile(
                path: "App/Sounds.swift", kind: .swift, project: "Example",
                data: Data(
                    """
                    import AVFoundation
                    final class Sounds { let player = try? AVAudioPlayer(contentsOf: URL(fileURLWithPath: "loop.mp3")) }
                    """.utf8)))
        let (assessment, _) = Self.assess(inputs)
        let descriptions = Self.verdict(assessment, .audioDescriptions)
        #expect(descriptions.verdict == .notApplicable)
        #expect(descriptions.verdict.shown == "not applicable")
        #expect(descriptions.reason == "the app plays sound only (AVAudioPlayer), no video: there is nothing to describe")
        #expect(Self.verdict(assessment, .captions).verdict == .unknown)
    }

    @Test func mediaLeavesCaptionsAndAudioDescriptionsUnknown() {
        let (assessment, _) = Self.assess(Self.example("custom-player-captions", "Video decoded into a sample-buffer layer"))
        let captions = Self.verdict(assessment, .captions)
        #expect(captions.verdict == .unknown)
        #expect(captions.evidence.contains { $0.hasPrefix("media played at StreamView.swift:") && $0.hasSuffix("(AVSampleBufferDisplayLayer)") })
        #expect(captions.toCheck.map(\.ruleID) == ["custom-player-captions"])
        #expect(Self.verdict(assessment, .audioDescriptions).verdict == .unknown)
    }

    @Test func withoutScreensNothingIsSupported() {
        let (assessment, _) = Self.assess([])
        #expect(assessment.labels.allSatisfy { $0.verdict == .unknown })
        #expect(assessment.deviceFamilies == nil)
    }

    @Test func aForcedLightAppearanceBlocksDarkInterface() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>
            """
        var inputs = Self.example("image-button-label", "A SwiftUI button whose label is only an image")
        inputs.append(InputFile(path: "App/Info.plist", kind: .infoPlist, project: "Example", data: Data(plist.utf8)))
        let (assessment, _) = Self.assess(inputs)
        let light = Self.verdict(assessment, .darkInterface)
        #expect(light.verdict == .blocked)
        #expect(light.evidence.first?.contains("UIUserInterfaceStyle") == true)
        let dark = plist.replacingOccurrences(of: "<string>Light</string>", with: "<string>Dark</string>")
        var alwaysDark = Self.example("image-button-label", "A SwiftUI button whose label is only an image")
        alwaysDark.append(InputFile(path: "App/Info.plist", kind: .infoPlist, project: "Example", data: Data(dark.utf8)))
        let darkVerdict = Self.verdict(Self.assess(alwaysDark).0, .darkInterface)
        #expect(darkVerdict.verdict == .supported && darkVerdict.evidence == ["Info.plist sets UIUserInterfaceStyle to Dark: the app is always dark"])
        #expect(darkVerdict.reason == "the app is always dark")
        // Code that forces light may do so on one screen only: unknown, with the place.
        var forced = Self.example("image-button-label", "A SwiftUI button whose label is only an image")
        forced.append(
            InputFile(
                path: "App/SceneDelegate.swift", kind: .swift, project: "Example",
                data: Data(
                    """
                    import UIKit
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                            window?.overrideUserInterfaceStyle = .light
                        }
                    }
                    """.utf8)))
        let forcedVerdict = Self.verdict(Self.assess(forced).0, .darkInterface)
        #expect(forcedVerdict.verdict == .unknown)
        #expect(forcedVerdict.reason.hasPrefix("code forces the light appearance at SceneDelegate.swift:5"))
        let (plain, _) = Self.assess(Self.example("image-button-label", "A SwiftUI button whose label is only an image"))
        #expect(Self.verdict(plain, .darkInterface).verdict == .supported)
    }

    @Test func deviceFamiliesComeFromTheAppTargetsBuildSettings() throws {
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); buildConfigurationList = L0; };
                    G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
                    C0 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 1; }; };
                    T1 = {isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (); buildConfigurationList = L1; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {TARGETED_DEVICE_FAMILY = "1,2"; }; };
                    T2 = {isa = PBXNativeTarget; name = DemoTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (); };
                };
                rootObject = ROOT;
            }
            """
        let project = try XcodeProject(pbxproj: "Demo/Demo.xcodeproj/project.pbxproj", data: Data(pbxproj.utf8))
        #expect(project.targets.map(\.targetedDeviceFamily) == ["1,2", "1"])
        let input = InputFile(path: "Demo/Demo.xcodeproj/project.pbxproj", kind: .xcodeProject, project: "Demo", data: Data(pbxproj.utf8))
        let families = try #require(TargetMembership([input]).deviceFamilies)
        #expect(families.families == [.iPhone, .iPad])
        #expect(families.source == "Demo in Demo.xcodeproj: TARGETED_DEVICE_FAMILY = 1,2")
        #expect(DeviceFamily.families(targetedDeviceFamily: "2") == [.iPad])
        #expect(DeviceFamily.families(targetedDeviceFamily: "3") == nil)
        #expect(NutritionLabelReport.familyLine(families).hasPrefix("Device families: iPhone and iPad"))
        #expect(NutritionLabelReport.familyLine(nil).hasPrefix("Device family not stated"))
    }

    /// NetNewsWire keeps its targets' settings in .xcconfig files (Xcode 16 anchors them in a
    /// synchronized folder), which include shared ones.
    @Test func deviceFamiliesFromTheXcconfigFilesConfigurationsAreBasedOn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-xcconfig-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pbxproj = """
            { objects = {
                ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
                G0 = {isa = PBXGroup; children = (X0, F1); sourceTree = "<group>"; };
                X0 = {isa = PBXFileSystemSynchronizedRootGroup; path = xcconfig; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = Widget.xcconfig; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); buildConfigurationList = L1; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReferenceAnchor = X0; baseConfigurationReferenceRelativePath = App.xcconfig; buildSettings = {}; };
                T2 = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildPhases = (); buildConfigurationList = L2; };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                C2 = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = F1; buildSettings = {}; };
            }; rootObject = ROOT; }
            """
        let files = [
            "Demo/Demo.xcodeproj/project.pbxproj": pbxproj,
            "Demo/xcconfig/App.xcconfig": "#include \"common/Common.xcconfig\"\nPRODUCT_NAME = App // the app\n",
            "Demo/xcconfig/common/Common.xcconfig": "TARGETED_DEVICE_FAMILY = 1\nTARGETED_DEVICE_FAMILY[sdk=iphoneos*] = 1,2\n",
            "Demo/Widget.xcconfig": "TARGETED_DEVICE_FAMILY = 2\n",
        ]
        for (path, text) in files {
            let full = root.appendingPath(path)
            try FileManager.default.createDirectory(atPath: full.parentPath, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let path = "Demo/Demo.xcodeproj/project.pbxproj"
        let project = try DiskReads.within(ReadBoundary.auditing([root], workingDirectory: "/")) {
            try XcodeProject(pbxproj: path, data: Data(pbxproj.utf8), absolutePath: root.appendingPath(path))
        }.value
        #expect(project.targets.map(\.targetedDeviceFamily) == ["1,2", "2"])
        // Without the disk, nothing is stated.
        #expect(try XcodeProject(pbxproj: path, data: Data(pbxproj.utf8)).targets.map(\.targetedDeviceFamily) == [nil, nil])
        let read = ProjectReader(jobs: 1).read(paths: ["Demo"], workingDirectory: root)
        #expect(read.deviceFamilies?.families == [.iPhone, .iPad])
    }

    @Test func anXcodeGenSpecStatesDeviceFamiliesInItsSettings() throws {
        let spec = """
            name: Demo
            settings:
              base:
                TARGETED_DEVICE_FAMILY: 1
            targets:
              Demo:
                type: application
                platform: iOS
                settings:
                  TARGETED_DEVICE_FAMILY: "1,2"
              Widget:
                type: app-extension
                platform: iOS
            """
        let project = try XcodeProject(xcodeGen: "Demo/project.yml", data: Data(spec.utf8), absolutePath: "/nonexistent/Demo/project.yml")
        #expect(project.targets.map(\.name) == ["Demo", "Widget"])
        #expect(project.targets.map(\.targetedDeviceFamily) == ["1,2", "1"])
    }

    // MARK: The example app

    static func travelBuddy() -> (NutritionLabelAssessment, AuditResult) {
        let auditor = Auditor(minSeverity: .warning, jobs: 2)
        let project = auditor.reader.read(paths: ["Examples/TravelBuddy"], workingDirectory: ExampleProjectTests.root)
        let result = auditor.audit(project)
        return (NutritionLabelAssessment(result, project: project), result)
    }

    /// Derived from its findings (ExampleProjectTests): an unlabelled image button, a field named
    /// by its placeholder and a hidden visible label block VoiceOver and Voice Control; a fixed
    /// font Larger Text; low-contrast text and icons Sufficient Contrast. Its colour sets have
    /// dark variants and nothing forces light; it shows no state by colour, animates nothing
    /// and plays no media.
    @Test func travelBuddysVerdicts() {
        let (assessment, _) = Self.travelBuddy()
        let verdicts = Dictionary(uniqueKeysWithValues: assessment.labels.map { ($0.label, $0.verdict) })
        #expect(
            verdicts == [
                .voiceOver: .blocked, .voiceControl: .blocked, .largerText: .blocked,
                .darkInterface: .supported, .differentiateWithoutColorAlone: .supported,
                .sufficientContrast: .blocked, .reducedMotion: .supported,
                .captions: .unknown, .audioDescriptions: .unknown,
            ])
        let voiceOver = Self.verdict(assessment, .voiceOver)
        #expect(Set(voiceOver.blocking.flatMap(\.findings).map(\.ruleID)) == ["image-button-label", "persistent-field-labels", "visible-not-hidden"])
        #expect(Self.verdict(assessment, .sufficientContrast).blockingCount == 7)
        #expect(assessment.deviceFamilies == nil)
    }

    @Test func travelBuddysTextAndJSON() throws {
        let (assessment, result) = Self.travelBuddy()
        let text = NutritionLabelReport.render(assessment, result: result, format: .text)
        #expect(text.contains("Device family not stated"))
        #expect(text.contains("── VoiceOver: blocked"))
        #expect(text.contains("[image-button-label]"))
        #expect(text.contains("Not seen by a static reading:"))

        let json = NutritionLabelReport.render(assessment, result: result, format: .json)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(root["schemaVersion"] as? Int == 1)
        #expect(root["deviceFamilies"] is NSNull)
        #expect(root["deviceFamilySource"] is NSNull)
        let labels = try #require(root["labels"] as? [[String: Any]])
        #expect(labels.map { $0["id"] as? String } == NutritionLabel.allCases.map(\.rawValue))
        let voiceOver = labels[0]
        #expect(
            Set(voiceOver.keys) == ["id", "title", "verdict", "reason", "evidence", "rules", "blockingCount", "blocking", "toCheck", "notSeen", "criteriaUrl"])
        #expect(voiceOver["verdict"] as? String == "blocked")
        let groups = try #require(voiceOver["blocking"] as? [[String: Any]])
        #expect(groups.reduce(0) { $0 + ($1["count"] as? Int ?? 0) } == voiceOver["blockingCount"] as? Int)
        let first = try #require(groups.first)
        #expect(Set(first.keys) == ["screen", "count", "rules", "findings"])
        let finding = try #require((first["findings"] as? [[String: Any]])?.first)
        #expect(finding["ruleId"] is String && finding["line"] is Int)
        #expect(json == NutritionLabelReport.render(assessment, result: result, format: .json))
    }

    @Test func theHTMLReportOpensWithTheVerdicts() {
        var auditor = Auditor(minSeverity: .warning, jobs: 2)
        auditor.keepsScreens = true
        let result = auditor.audit(paths: ["Examples/TravelBuddy"], workingDirectory: ExampleProjectTests.root)
        let html = Reporter.render(result, format: .html)
        let labels = html.range(of: "<section id=\"labels\"")
        let summary = html.range(of: "<section id=\"summary\"")
        #expect(labels != nil && summary != nil && labels!.lowerBound < summary!.lowerBound)
        #expect(html.contains("<span class=\"verdict verdict-blocked\">blocked</span>"))
        #expect(html.contains("href=\"#labels\""))
        // Each blocking screen links to its drawing.
        #expect(html.contains("<li><a href=\"#s"))
    }
}
