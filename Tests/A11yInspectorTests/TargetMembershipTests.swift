import Foundation
import Testing
@testable import A11yInspector

/// Only what an Xcode project's targets build or copy is audited (issue 18, class 1: files that
/// do not ship were audited as if they did).
struct TargetMembershipTests {
    /// Writes files (path relative to `root` → text), making their folders.
    static func write(_ files: [String: String], under root: String) throws {
        for (path, text) in files {
            let full = root.appendingPath(path)
            try FileManager.default.createDirectory(atPath: full.parentPath, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
    }

    /// An app target (sources and a localized storyboard, an asset catalog, a file placed from
    /// the project's root), a unit-test target, and an extension that builds one file of an
    /// Xcode 16 synchronized folder no target builds whole.
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); knownRegions = (en, Base, fr); developmentRegion = en; projectDirPath = ""; };
                G0 = {isa = PBXGroup; children = (G1, G2, S1); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, F2, V1, F5, F6); path = App; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F7); path = AppTests; sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Widget; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget.swift); target = T3; };
                F1 = {isa = PBXFileReference; path = Views/Home.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Old.swift; sourceTree = "<group>"; };
                V1 = {isa = PBXVariantGroup; children = (F3, F4); name = Main.storyboard; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; name = fr; path = fr.lproj/Main.strings; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = "<group>"; };
                F6 = {isa = PBXFileReference; path = Shared.swift; sourceTree = SOURCE_ROOT; };
                F7 = {isa = PBXFileReference; path = HomeTests.swift; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (P1, P2); };
                T2 = {isa = PBXNativeTarget; name = DemoTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (P3); };
                T3 = {isa = PBXNativeTarget; name = DemoWidget; productType = "com.apple.product-type.app-extension"; buildPhases = (); };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B6); };
                P2 = {isa = PBXResourcesBuildPhase; files = (B3, B5); };
                P3 = {isa = PBXSourcesBuildPhase; files = (B7); };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B3 = {isa = PBXBuildFile; fileRef = V1; };
                B5 = {isa = PBXBuildFile; fileRef = F5; };
                B6 = {isa = PBXBuildFile; fileRef = F6; };
                B7 = {isa = PBXBuildFile; fileRef = F7; };
            };
            rootObject = ROOT;
        }
        """

    static func input(_ path: String, _ kind: ProjectFile.Kind, _ text: String = "") -> InputFile {
        InputFile(path: path, kind: kind, project: "Demo", data: Data(text.utf8))
    }

    static let files = [
        input("Demo/Demo.xcodeproj/project.pbxproj", .xcodeProject, pbxproj),
        input("Demo/App/Views/Home.swift", .swift),
        input("Demo/App/Old.swift", .swift),
        input("Demo/App/Base.lproj/Main.storyboard", .storyboard),
        input("Demo/App/fr.lproj/Main.strings", .strings),
        input("Demo/App/de.lproj/Main.strings", .strings),
        input("Demo/App/Assets.xcassets/Accent.colorset/Contents.json", .colorSet),
        input("Demo/Shared.swift", .swift),
        input("Demo/AppTests/HomeTests.swift", .swift),
        input("Demo/Widget/Widget.swift", .swift),
        input("Demo/Widget/Unused.swift", .swift),
        input("Demo/App/Info.plist", .infoPlist),
    ]

    @Test func readsTargetsRegionsAndWhereFilesAre() throws {
        let project = try XcodeProject(pbxproj: "Demo/Demo.xcodeproj/project.pbxproj", data: Data(Self.pbxproj.utf8))
        #expect(project.path == "Demo/Demo.xcodeproj")
        #expect(project.knownRegions == ["en", "Base", "fr"] && project.developmentRegion == "en")
        #expect(project.targets.map(\.name) == ["Demo", "DemoTests", "DemoWidget"])
        #expect(project.targets.map(\.isTest) == [false, true, false])
        #expect(
            project.targets[0].members == [
                "Demo/App/Views/Home.swift", "Demo/Shared.swift", "Demo/App/Base.lproj/Main.storyboard",
                "Demo/App/fr.lproj/Main.strings", "Demo/App/Assets.xcassets",
            ])
        #expect(project.targets(containing: "Demo/App/Assets.xcassets/Accent.colorset/Contents.json").map(\.name) == ["Demo"])
        #expect(project.targets(containing: "Demo/Widget/Widget.swift").map(\.name) == ["DemoWidget"])
        #expect(project.targets(containing: "Demo/Widget/Unused.swift").isEmpty)
    }

    @Test func filesInNoTargetOrOnlyInTestsAreLeftOutWithANote() {
        let (kept, notes) = TargetMembership(Self.files).filter(Self.files)
        #expect(
            kept.map(\.path) == [
                "Demo/Demo.xcodeproj/project.pbxproj", "Demo/App/Views/Home.swift", "Demo/App/Base.lproj/Main.storyboard",
                "Demo/App/fr.lproj/Main.strings", "Demo/App/Assets.xcassets/Accent.colorset/Contents.json", "Demo/Shared.swift",
                "Demo/Widget/Widget.swift", "Demo/App/Info.plist",
            ])
        #expect(
            notes.map(\.message) == [
                "3 files in no target, not audited: Demo/App/Old.swift, Demo/App/de.lproj/Main.strings, Demo/Widget/Unused.swift",
                "1 file only in test targets, not audited: Demo/AppTests/HomeTests.swift",
            ])
        #expect(notes.allSatisfy { $0.level == .note && $0.file == "Demo/Demo.xcodeproj" })
    }

    /// Xcode resolves paths on the Mac's file system, which ignores case: the group "App" holds
    /// the files of a folder "app" (winston's "Components" group, "components" folder, was taken
    /// as 433 files in no target). A path in no target in any case stays out.
    @Test func aGroupPathFindsItsFolderWhateverTheCase() {
        let files = Self.files.map { input in
            var input = input
            input.path = input.path.replacingOccurrences(of: "Demo/App/", with: "Demo/app/")
            return input
        }
        let (kept, notes) = TargetMembership(files).filter(files)
        #expect(kept.map(\.path).contains("Demo/app/Views/Home.swift"))
        #expect(kept.map(\.path).contains("Demo/app/Base.lproj/Main.storyboard"))
        #expect(notes.first?.message == "3 files in no target, not audited: Demo/Widget/Unused.swift, Demo/app/Old.swift, Demo/app/de.lproj/Main.strings")
    }

    /// A widget's helper view need not import WidgetKit: a file only widget extensions build is a
    /// widget's (home-assistant's calendar badge was judged as an app screen's text).
    @Test func filesOnlyWidgetExtensionsBuildAreWidgets() {
        let pbxproj = Self.pbxproj.replacingOccurrences(of: "membershipExceptions = (Widget.swift)", with: "membershipExceptions = (Widget.swift, Badge.swift)")
        let files =
            [Self.input("Demo/Demo.xcodeproj/project.pbxproj", .xcodeProject, pbxproj)]
            + Self.files.dropFirst().map { file in
                file.path == "Demo/Widget/Widget.swift" ? Self.input(file.path, .swift, "import WidgetKit\nimport SwiftUI") : file
            } + [Self.input("Demo/Widget/Badge.swift", .swift, "import SwiftUI")]
        let membership = TargetMembership(files)
        let shipped = membership.filter(files).kept
        #expect(membership.widgetOnlyFiles(among: shipped) == ["Demo/Widget/Widget.swift", "Demo/Widget/Badge.swift"])
        // Without a file importing WidgetKit, the extension is not known to be a widget.
        #expect(TargetMembership(Self.files).widgetOnlyFiles(among: Self.files).isEmpty)
    }

    /// A file only a watchOS (or tvOS, macOS) target builds is not an iOS app's (Trio's watch app
    /// and complication were audited as iOS screens).
    @Test func filesOnlyOtherPlatformsBuildAreLeftOutWithANote() {
        let watch = Self.pbxproj
            .replacingOccurrences(
                of: "T3 = {isa = PBXNativeTarget; name = DemoWidget; productType = \"com.apple.product-type.app-extension\"; buildPhases = (); };",
                with:
                    "T3 = {isa = PBXNativeTarget; name = DemoWidget; productType = \"com.apple.product-type.app-extension\"; buildPhases = (); buildConfigurationList = L3; };\n        L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };\n        C3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; }; };"
            )
        let files = [Self.input("Demo/Demo.xcodeproj/project.pbxproj", .xcodeProject, watch)] + Self.files.dropFirst()
        let (kept, notes) = TargetMembership(files).filter(files)
        #expect(!kept.map(\.path).contains("Demo/Widget/Widget.swift"))
        #expect(notes.contains { $0.message == "1 file only in watchOS, tvOS or macOS targets, not audited as iOS: Demo/Widget/Widget.swift" })
    }

    /// NetNewsWire: the Mac app's target says `SDKROOT = macosx;` only in the .xcconfig (with
    /// an `#include` and a closing ";") its configurations are based on; its Swift files and
    /// string tables were audited as the iOS app's (a package's Spanish strings then counted as
    /// shown, through the Mac app's Spanish).
    @Test func aPlatformSetInAnXcconfigFileIsThePlatform() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-sdk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pbxproj = """
            { objects = {
                ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); knownRegions = (en, es); developmentRegion = en; };
                G0 = {isa = PBXGroup; children = (X0, S1, S2); sourceTree = "<group>"; };
                X0 = {isa = PBXFileSystemSynchronizedRootGroup; path = xcconfig; sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = iOS; sourceTree = "<group>"; };
                S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Mac; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); fileSystemSynchronizedGroups = (S1); buildConfigurationList = L1; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = {isa = XCBuildConfiguration; name = Release; baseConfigurationReferenceAnchor = X0; baseConfigurationReferenceRelativePath = iOS.xcconfig; buildSettings = {}; };
                T2 = {isa = PBXNativeTarget; name = MacApp; productType = "com.apple.product-type.application"; buildPhases = (); fileSystemSynchronizedGroups = (S2); buildConfigurationList = L2; };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                C2 = {isa = XCBuildConfiguration; name = Release; baseConfigurationReferenceAnchor = X0; baseConfigurationReferenceRelativePath = Mac.xcconfig; buildSettings = {}; };
            }; rootObject = ROOT; }
            """
        try Self.write(
            [
                "Demo/Demo.xcodeproj/project.pbxproj": pbxproj,
                "Demo/xcconfig/iOS.xcconfig": "#include \"common/iOS-common.xcconfig\"\n",
                "Demo/xcconfig/common/iOS-common.xcconfig": "SDKROOT = iphoneos;\n",
                "Demo/xcconfig/Mac.xcconfig": "#include \"common/Mac-common.xcconfig\"\n",
                "Demo/xcconfig/common/Mac-common.xcconfig": "SDKROOT = macosx; // the Mac app\n",
                "Demo/iOS/Home.swift": "import UIKit\nfinal class Home: UIViewController {}\n",
                "Demo/Mac/Window.swift": "import AppKit\nfinal class Window: NSWindowController {}\n",
            ], under: root)
        let path = "Demo/Demo.xcodeproj/project.pbxproj"
        // (The xcconfig files are read within the audit's boundary: here, the temporary tree.)
        let project = try DiskReads.within(ReadBoundary.auditing([root], workingDirectory: "/")) {
            try XcodeProject(pbxproj: path, data: Data(pbxproj.utf8), absolutePath: root.appendingPath(path))
        }.value
        #expect(project.targets.map(\.sdk) == ["iphoneos", "macosx"])
        #expect(project.targets.map(\.isOtherPlatform) == [false, true])
        let result = Auditor(jobs: 1).audit(paths: ["Demo"], workingDirectory: root)
        #expect(result.diagnostics.contains { $0.message == "1 file only in watchOS, tvOS or macOS targets, not audited as iOS: Demo/Mac/Window.swift" })
    }

    /// Trap: a multiplatform target (`SDKROOT = auto`) lists iOS among its supported platforms;
    /// its files are an iOS app's (yattee's whole app was left out as tvOS/macOS).
    @Test func multiplatformTargetsWithIOSAreIOS() {
        func files(_ settings: String) -> [InputFile] {
            let pbxproj = Self.pbxproj
                .replacingOccurrences(
                    of: "T3 = {isa = PBXNativeTarget; name = DemoWidget; productType = \"com.apple.product-type.app-extension\"; buildPhases = (); };",
                    with:
                        "T3 = {isa = PBXNativeTarget; name = DemoWidget; productType = \"com.apple.product-type.app-extension\"; buildPhases = (); buildConfigurationList = L3; };\n        L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };\n        C3 = {isa = XCBuildConfiguration; buildSettings = {\(settings) }; };"
                )
            return [Self.input("Demo/Demo.xcodeproj/project.pbxproj", .xcodeProject, pbxproj)] + Self.files.dropFirst()
        }
        let multiplatform = files("SDKROOT = auto; SUPPORTED_PLATFORMS = \"appletvos appletvsimulator iphoneos iphonesimulator macosx\"; ")
        #expect(TargetMembership(multiplatform).filter(multiplatform).kept.map(\.path).contains("Demo/Widget/Widget.swift"))
        let tvOnly = files("SDKROOT = auto; SUPPORTED_PLATFORMS = \"appletvos appletvsimulator\"; ")
        #expect(!TargetMembership(tvOnly).filter(tvOnly).kept.map(\.path).contains("Demo/Widget/Widget.swift"))
        let auto = files("SDKROOT = auto; ")
        #expect(TargetMembership(auto).filter(auto).kept.map(\.path).contains("Demo/Widget/Widget.swift"))
        // A target naming its SDK under a project that lists iOS among its platforms builds for that SDK.
        let mac = files("SDKROOT = macosx; ").map { input -> InputFile in
            guard input.kind == .xcodeProject else { return input }
            var copy = input
            copy.data = Data(
                String(decoding: input.data, as: UTF8.self).replacingOccurrences(
                    of: "ROOT = {isa = PBXProject;",
                    with:
                        "LP = {isa = XCConfigurationList; buildConfigurations = (CP); };\n        CP = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; SUPPORTED_PLATFORMS = \"iphoneos macosx\"; }; };\n        ROOT = {isa = PBXProject; buildConfigurationList = LP;"
                ).utf8)
            return copy
        }
        #expect(!TargetMembership(mac).filter(mac).kept.map(\.path).contains("Demo/Widget/Widget.swift"))
    }

    /// Trap: a target whose Debug and Release configurations build for the project's platforms
    /// (iOS among them) and one more configuration for macOS alone (Passepartout's `ReleaseMac`)
    /// is an iOS target; a target all of whose configurations build for macOS is not.
    @Test func aTargetBuildsForIOSWhenAnyConfigurationDoes() {
        func files(_ configurations: String) -> [InputFile] {
            let pbxproj = Self.pbxproj
                .replacingOccurrences(
                    of: "T3 = {isa = PBXNativeTarget; name = DemoWidget; productType = \"com.apple.product-type.app-extension\"; buildPhases = (); };",
                    with: """
                        T3 = {isa = PBXNativeTarget; name = DemoWidget; productType = "com.apple.product-type.app-extension"; buildPhases = (); buildConfigurationList = L3; };
                        L3 = {isa = XCConfigurationList; buildConfigurations = (C3, C4, C5); };
                        \(configurations)
                        """
                )
                .replacingOccurrences(
                    of: "ROOT = {isa = PBXProject;",
                    with: """
                        LP = {isa = XCConfigurationList; buildConfigurations = (CP1, CP2); };
                        CP1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = auto; SUPPORTED_PLATFORMS = "appletvos iphoneos iphonesimulator macosx"; }; };
                        CP2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = auto; SUPPORTED_PLATFORMS = "appletvos iphoneos iphonesimulator macosx"; }; };
                        ROOT = {isa = PBXProject; buildConfigurationList = LP;
                        """)
            return [Self.input("Demo/Demo.xcodeproj/project.pbxproj", .xcodeProject, pbxproj)] + Self.files.dropFirst()
        }
        let alsoMac = files(
            """
            C3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {}; };
            C4 = {isa = XCBuildConfiguration; name = Release; buildSettings = {}; };
            C5 = {isa = XCBuildConfiguration; name = ReleaseMac; buildSettings = {SDKROOT = macosx; SUPPORTED_PLATFORMS = macosx; }; };
            """)
        #expect(TargetMembership(alsoMac).filter(alsoMac).kept.map(\.path).contains("Demo/Widget/Widget.swift"))
        let macOnly = files(
            """
            C3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = macosx; SUPPORTED_PLATFORMS = macosx; }; };
            C4 = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = macosx; }; };
            C5 = {isa = XCBuildConfiguration; name = ReleaseMac; buildSettings = {SDKROOT = macosx; SUPPORTED_PLATFORMS = macosx; }; };
            """)
        #expect(!TargetMembership(macOnly).filter(macOnly).kept.map(\.path).contains("Demo/Widget/Widget.swift"))
    }

    /// Objective-C: a `.m` no target builds is left out; headers, which no target lists, stay.
    @Test func objectiveCImplementationsFollowTargetsHeadersStay() {
        let files = Self.files + [Self.input("Demo/App/Legacy.m", .objectiveC), Self.input("Demo/App/Legacy.h", .objectiveC)]
        let (kept, notes) = TargetMembership(files).filter(files)
        #expect(kept.map(\.path).contains("Demo/App/Legacy.h"))
        #expect(!kept.map(\.path).contains("Demo/App/Legacy.m"))
        #expect(notes.first?.message.contains("Demo/App/Legacy.m") == true)
    }

    /// Trap: a project that names none of the Swift files below it (generated elsewhere, or a
    /// layout the reader does not follow) must not make the whole app disappear.
    @Test func aProjectNamingNoSourceKeepsEveryFile() {
        let unrelated = Self.pbxproj.replacingOccurrences(of: "path = Views/Home.swift", with: "path = Elsewhere/Home.swift")
            .replacingOccurrences(of: "path = Shared.swift", with: "path = Elsewhere/Shared.swift")
            .replacingOccurrences(of: "membershipExceptions = (Widget.swift)", with: "membershipExceptions = ()")
            .replacingOccurrences(of: "fileRef = F7", with: "fileRef = F6")
        let files = [Self.input("Demo/Demo.xcodeproj/project.pbxproj", .xcodeProject, unrelated)] + Self.files.dropFirst()
        let (kept, notes) = TargetMembership(files).filter(files)
        #expect(kept.count == files.count)
        #expect(notes.map(\.message) == ["names none of the 6 Swift files below it as a target's; every file is audited"])
    }

    @Test func partsWithoutAProjectAndUnreadableProjectsKeepEveryFile() {
        let package = Self.files.dropFirst().map { file in
            var f = file; f.project = "Package"; return f
        }
        #expect(TargetMembership(package).filter(package).kept.count == package.count)
        let broken = [Self.input("Demo/Demo.xcodeproj/project.pbxproj", .xcodeProject, "{ objects = ")] + Self.files.dropFirst()
        let (kept, notes) = TargetMembership(broken).filter(broken)
        #expect(kept.count == broken.count)
        #expect(notes.count == 1 && notes[0].level == .warning && notes[0].message.contains("every file below it is audited"))
    }

    /// Through the whole audit: a left-over screen gives no finding, and the report says why.
    @Test func anAuditLeavesOutWhatNoTargetBuilds() {
        let button = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/></button>"#
        let xib = RuleExample.xib("left over", .passes, button).files.first { $0.path.hasSuffix(".xib") }!.contents
        var files = Self.files
        files.append(InputFile(path: "Demo/App/Leftover.xib", kind: .xib, project: "Demo", data: Data(xib.utf8)))
        let result = Auditor(jobs: 1).audit(files)
        #expect(!result.findings.contains { $0.location.file == "Demo/App/Leftover.xib" })
        #expect(result.diagnostics.contains { $0.message.contains("Demo/App/Leftover.xib") })
        var all = Auditor(jobs: 1)
        all.reader.followsTargets = false
        #expect(all.audit(files).findings.contains { $0.location.file == "Demo/App/Leftover.xib" })
    }

    /// A string table the app target copies but that is not on disk (a file too large for the
    /// clone, Git LFS, a build step's output) is said once; the keys code looks up in it are not
    /// reported missing (Trio: 1,739 certain findings for one absent catalog).
    @Test func aTableTheProjectListsButTheDiskLacksIsSaidOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-absent-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pbxproj = """
            { objects = {
                ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1); knownRegions = (en, fr); developmentRegion = en; };
                G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3); path = App; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Other.xcstrings; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (P1, P2); };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXResourcesBuildPhase; files = (B2, B3); };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
            }; rootObject = ROOT; }
            """
        let catalog =
            #"{"sourceLanguage":"en","strings":{"Hi":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Salut"}}}}},"version":"1.0"}"#
        let files = [
            "Demo/Demo.xcodeproj/project.pbxproj": pbxproj,
            "Demo/App/View.swift":
                "let a = String(localized: \"Welcome back\")\nlet b = String(localized: \"Hi\", table: \"Other\")\nlet c = String(localized: \"Bye\", table: \"Other\")\n",
            "Demo/App/Other.xcstrings": catalog,
        ]
        try Self.write(files, under: root)
        let result = Auditor(jobs: 1).audit(paths: ["Demo"], workingDirectory: root)
        let missing = result.findings.filter { $0.ruleID == "localization-missing-key" }.map(\.message)
        #expect(missing.count == 1 && missing[0].hasPrefix("“Bye”"))
        #expect(result.diagnostics.filter { $0.message.contains("not on disk") }.map(\.file) == ["Demo/App/Localizable.xcstrings"])
    }

    /// Translations the project copies from a folder the checkout lacks (a Git submodule:
    /// Monal's `localization/external/de.lproj`) still make the app a localized one: literal
    /// text set in code is said; the same app with no translations listed is not localized.
    @Test func translationsOutsideTheCheckoutMakeTheAppLocalized() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-external-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func pbxproj(translated: Bool) -> String {
            """
            { objects = {
                ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1); knownRegions = (en, Base, de); developmentRegion = en; };
                G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, V1); path = App; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = Sounds.swift; sourceTree = "<group>"; };
                V1 = {isa = PBXVariantGroup; children = (\(translated ? "F2" : "")); name = Main.strings; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; name = de; path = external/de.lproj/Main.strings; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (P1, P2); };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXResourcesBuildPhase; files = (B2); };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = V1; };
            }; rootObject = ROOT; }
            """
        }
        let swift = "final class SoundsController: UIViewController { let label = UILabel(); override func viewDidLoad() { label.text = \"System Sound\" } }\n"
        for translated in [true, false] {
            let files = ["Demo/Demo.xcodeproj/project.pbxproj": pbxproj(translated: translated), "Demo/App/Sounds.swift": swift]
            try Self.write(files, under: root)
            let result = Auditor(rules: [RuleRegistry.rule("no-hardcoded-ui-strings")!], jobs: 1).audit(paths: ["Demo"], workingDirectory: root)
            #expect(result.findings.contains { $0.message.contains("System Sound") } == translated)
        }
    }

    /// A framework target of the app's own project that imports no UI framework (TousAntiCovid's
    /// ServerSDK, whose lookups fill errors the app only logs): a key missing there needs
    /// review; in the app, and in a framework that shows views, it is certain.
    @Test func aMissingKeyInAFrameworkTargetWithoutViewsNeedsReview() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-module-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pbxproj = """
            { objects = {
                ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); knownRegions = (en); developmentRegion = en; };
                G0 = {isa = PBXGroup; children = (F1, F2, F3, F4); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = App/Home.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = ServerSDK/Server.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Components/Banner.swift; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = App/en.lproj/Localizable.strings; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (P1, P4); };
                T2 = {isa = PBXNativeTarget; name = ServerSDK; productType = "com.apple.product-type.framework"; buildPhases = (P2); };
                T3 = {isa = PBXNativeTarget; name = Components; productType = "com.apple.product-type.framework"; buildPhases = (P3); };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                P3 = {isa = PBXSourcesBuildPhase; files = (B3); };
                P4 = {isa = PBXResourcesBuildPhase; files = (B4); };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
            }; rootObject = ROOT; }
            """
        let files = [
            "Demo/Demo.xcodeproj/project.pbxproj": pbxproj,
            "Demo/App/Home.swift": "import UIKit\nlet title = NSLocalizedString(\"home.title\", comment: \"\")\n",
            "Demo/ServerSDK/Server.swift": "import Foundation\nlet failure = NSLocalizedString(\"common.error.unknown\", comment: \"\")\n",
            "Demo/Components/Banner.swift": "import UIKit\nlet banner = NSLocalizedString(\"banner.title\", comment: \"\")\n",
            "Demo/App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
        ]
        try Self.write(files, under: root)
        let result = Auditor(rules: [RuleRegistry.rule("localization-missing-key")!], jobs: 1).audit(paths: ["Demo"], workingDirectory: root)
        let certain = Dictionary(result.findings.map { ($0.location.file.fileName, $0.confidence.isCertain) }) { a, _ in a }
        #expect(certain == ["Home.swift": true, "Server.swift": false, "Banner.swift": true])
    }

    /// Tuist: without a committed project, the manifest's targets (literal source and resource
    /// globs) say what ships; a target whose sources the manifest computes keeps every file.
    @Test func aTuistManifestDecidesWithoutACommittedProject() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-tuist-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manifest = """
            import ProjectDescription
            func app(name: String) -> Target {
                .target(name: name, destinations: [.iPhone, .iPad], product: .app, bundleId: "demo",
                        sources: "App/Sources/**", resources: ["App/Resources/**/Localizable.strings"])
            }
            let project = Project(name: "Demo", targets: [
                app(name: "Demo"),
                .target(name: "DemoTests", destinations: .iOS, product: .unitTests, bundleId: "demo.tests", sources: "App/Tests/**"),
                .target(name: "Watch", destinations: [.appleWatch], product: .app, bundleId: "demo.watch", sources: .glob("Watch/**")),
            ])
            """
        let files = [
            "Demo/Project.swift": manifest, "Demo/Tuist/Config.swift": "import ProjectDescription",
            "Demo/App/Sources/View.swift": "", "Demo/App/Old/Old.swift": "", "Demo/App/Tests/ViewTests.swift": "",
            "Demo/Watch/Face.swift": "", "Demo/App/Resources/en.lproj/Localizable.strings": "\"a\" = \"b\";",
        ]
        try Self.write(files, under: root)
        var reader = ProjectReader(jobs: 1)
        reader.screens = .none
        let project = reader.read(paths: ["Demo"], workingDirectory: root)
        #expect(project.inputs.map(\.path).sorted() == ["Demo/App/Resources/en.lproj/Localizable.strings", "Demo/App/Sources/View.swift"])
        #expect(project.diagnostics.contains { $0.message.hasPrefix("1 file only in watchOS, tvOS or macOS targets") })
        // Computed sources: nothing can be said, so everything is audited.
        try manifest.replacingOccurrences(of: "sources: \"App/Tests/**\"", with: "sources: Constants.testSources")
            .write(toFile: root + "/Demo/Project.swift", atomically: true, encoding: .utf8)
        let unknown = reader.read(paths: ["Demo"], workingDirectory: root)
        #expect(unknown.inputs.filter { $0.kind == .swift }.count == 6)
        #expect(unknown.diagnostics.contains { $0.message.contains("cannot tell the Tuist manifest's targets") })
    }

    /// XcodeGen's `targetTemplates` give the targets that use them their type, destinations and
    /// sources (kiwix-apple's app target takes all its Swift folders from a template); a source
    /// filtered to other destinations is not an iOS one.
    @Test func anXcodeGenTargetTakesItsTemplatesSources() throws {
        let spec = """
            name: Kiwix
            targetTemplates:
              Base:
                sources:
                  - path: Shared
              ApplicationTemplate:
                type: application
                templates: [Base]
                supportedDestinations: [iOS, macOS]
                sources:
                  - path: App
                  - path: Views
                  - path: Contents
                    destinationFilters: [macOS]
                  - path: ${target_name}Assets
            targets:
              Kiwix:
                templates: [ApplicationTemplate]
                sources:
                  - path: Support
              UnitTests:
                type: bundle.unit-test
                sources: [Tests]
            """
        let project = try XcodeProject(xcodeGen: "Demo/project.yml", data: Data(spec.utf8), absolutePath: "/nonexistent/Demo/project.yml")
        let app = try #require(project.targets.first { $0.name == "Kiwix" })
        #expect(app.isApplication && !app.isOtherPlatform)
        #expect(app.members == ["Demo/Shared", "Demo/App", "Demo/Views", "Demo/KiwixAssets", "Demo/Support"])
        #expect(project.targets(containing: "Demo/Views/Library.swift").map(\.name) == ["Kiwix"])
        #expect(project.targets(containing: "Demo/Contents/Mac.swift").isEmpty)
    }

    /// An app built only to host a framework's tests (Canvas's `CoreTester`, the `TEST_HOST` of
    /// `CoreTests`) ships nothing; an app that hosts its own tests, or hosts a framework's tests
    /// and links more than they do, ships.
    @Test func anAppThatOnlyHostsTestsDoesNotShip() throws {
        let spec = """
            name: Core
            targets:
              Core:
                type: framework
                platform: iOS
                sources: [Core]
              CoreTests:
                type: bundle.unit-test
                platform: iOS
                settings:
                  TEST_HOST: $(BUILT_PRODUCTS_DIR)/CoreTester.app/CoreTester
                sources: [CoreTests]
                dependencies:
                  - target: Core
                  - target: TestsFoundation
              CoreTester:
                type: application
                platform: iOS
                sources: [CoreTester]
                dependencies:
                  - target: Core
              Student:
                type: application
                platform: iOS
                sources: [Student]
                dependencies:
                  - target: Core
                  - target: Pandas
              StudentUnitTests:
                type: bundle.unit-test
                platform: iOS
                settings:
                  base:
                    TEST_HOST: $(BUILT_PRODUCTS_DIR)/Student.app/Student
                sources: [StudentUnitTests]
                dependencies:
                  - target: Core
              Notes:
                type: application
                platform: iOS
                sources: [Notes]
              NotesTests:
                type: bundle.unit-test
                platform: iOS
                settings:
                  TEST_HOST: $(BUILT_PRODUCTS_DIR)/Notes.app/Notes
                sources: [NotesTests]
            """
        let project = try XcodeProject(xcodeGen: "Core/project.yml", data: Data(spec.utf8), absolutePath: "/nonexistent/Core/project.yml")
        let tester = try #require(project.targets.first { $0.name == "CoreTester" })
        let student = try #require(project.targets.first { $0.name == "Student" })
        let notes = try #require(project.targets.first { $0.name == "Notes" })
        #expect(tester.isTest)
        #expect(!student.isTest)
        // An app that links nothing is its own code, even when its tests name no dependency on it.
        #expect(!notes.isTest)
    }

    /// The Info.plist keys an XcodeGen spec generates may be in a spec it includes
    /// (onebusaway-ios: `include: [Apps/Shared/info_plist.yml]` with the purpose strings).
    @Test func anIncludedXcodeGenSpecDeclaresInfoPlistKeys() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-xcodegen-info-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Demo/project.yml": "name: Demo\ninclude:\n  - path: Shared/info_plist.yml\ntargets:\n  Demo:\n    type: application\n    sources: [App]\n",
            "Demo/Shared/info_plist.yml": "targets:\n  Demo:\n    info:\n      properties:\n        NSLocationWhenInUseUsageDescription: Show stops near you\n",
            "Demo/App/Map.swift":
                "import CoreLocation\nfinal class Locator { let manager = CLLocationManager()\n func start() { manager.requestWhenInUseAuthorization() } }\n",
        ]
        try Self.write(files, under: root)
        let rule = try #require(RuleRegistry.rule("usage-description-present"))
        let result = Auditor(rules: [rule], jobs: 1).audit(paths: ["Demo"], workingDirectory: root)
        #expect(result.findings.isEmpty)
    }

    /// A framework's code runs in the app that embeds it: a purpose string the framework's own
    /// project lacks but another project of the repository declares needs review (onebusaway-ios:
    /// OBAKitCore asks for location; the app's spec declares the purpose). An included spec a
    /// script copies to the repository's root first is found there.
    @Test func aPurposeAnotherProjectOfTheRepositoryDeclaresNeedsReview() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-embedded-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            ".git/HEAD": "ref: refs/heads/main\n",
            "Core/project.yml":
                "name: Core\ntargets:\n  Core:\n    type: framework\n    platform: iOS\n    sources: [Sources]\n    info:\n      properties:\n        CFBundleName: Core\n",
            "Core/Sources/Locator.swift":
                "import CoreLocation\npublic final class Locator { let manager = CLLocationManager()\n public func start() { manager.requestWhenInUseAuthorization() } }\n",
            "Apps/Transit/project.yml":
                "name: Transit\ninclude:\n  - path: Apps/Shared/info.yml\ntargets:\n  Transit:\n    type: application\n    platform: iOS\n    sources: [Sources]\n",
            "Apps/Shared/info.yml": "targets:\n  Transit:\n    info:\n      properties:\n        NSLocationWhenInUseUsageDescription: Show stops near you\n",
            "Apps/Transit/Sources/App.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let locator = Locator() }\n",
        ]
        try Self.write(files, under: root)
        let rule = try #require(RuleRegistry.rule("usage-description-present"))
        let result = Auditor(rules: [rule], jobs: 1).audit(paths: ["Core", "Apps"], workingDirectory: root)
        #expect(result.findings.map(\.confidence.isCertain) == [false])
        #expect(result.findings.first?.confidence.reason?.contains("another project of the repository") == true)
    }

    /// XcodeGen: without a committed project, `project.yml` (and the specs it includes, whose
    /// paths are relative to themselves) says what ships.
    @Test func anXcodeGenSpecDecidesWithoutACommittedProject() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-xcodegen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Demo/project.yml":
                "name: Demo\ninclude:\n  - path: App/target.yml\ntargets:\n  DemoTests:\n    type: bundle.unit-test\n    sources: [DemoTests]\n",
            "Demo/App/target.yml":
                "targets:\n  Demo:\n    type: application\n    sources:\n      - path: Sources\n        excludes: [\"Debug/**\"]\n      - Resources/Main.storyboard\n",
            "Demo/App/Sources/View.swift": "", "Demo/App/Sources/Debug/Menu.swift": "", "Demo/App/Old.swift": "",
            "Demo/App/Resources/Main.storyboard": "", "Demo/DemoTests/ViewTests.swift": "",
        ]
        try Self.write(files, under: root)
        var reader = ProjectReader(jobs: 1)
        reader.screens = .none
        let project = reader.read(paths: ["Demo"], workingDirectory: root)
        let audited = project.inputs.filter { $0.kind != .xcodeGenSpec }.map(\.path).sorted()
        #expect(audited == ["Demo/App/Resources/Main.storyboard", "Demo/App/Sources/View.swift"])
        #expect(
            project.diagnostics.map(\.message).filter { $0.contains("not audited") }.sorted() == [
                "1 file only in test targets, not audited: Demo/DemoTests/ViewTests.swift",
                "2 files in no target, not audited: Demo/App/Old.swift, Demo/App/Sources/Debug/Menu.swift",
            ])
        // Trap: a committed project is what Xcode builds; the spec then says nothing.
        let committed = """
            { objects = {
                ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = Old.swift; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (P1); };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
            }; rootObject = ROOT; }
            """
        try FileManager.default.createDirectory(atPath: root + "/Demo/Demo.xcodeproj", withIntermediateDirectories: true)
        try committed.write(toFile: root + "/Demo/Demo.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let withProject = reader.read(paths: ["Demo"], workingDirectory: root)
        #expect(withProject.inputs.filter { [.swift, .storyboard].contains($0.kind) }.map(\.path) == ["Demo/App/Old.swift"])
    }

    /// XcodeGen run from the repository's root on a spec a script copies there
    /// (onebusaway-ios's `cp Apps/OneBusAway/project.yml .`): its sources are named from the
    /// root (`path: Apps/Transit`), and the specs it includes from theirs. Trap: a source that
    /// exists beside the spec is read from there.
    @Test func anXcodeGenSpecCopiedToTheRootNamesSourcesFromThere() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-xcodegen-root-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            ".git/HEAD": "ref: refs/heads/main\n",
            "Apps/Transit/project.yml":
                "name: Transit\ninclude:\n  - path: Core/project.yml\ntargets:\n  Transit:\n    type: application\n    platform: iOS\n    sources:\n      - path: Apps/Transit\n        excludes: [\"gpx\"]\n      - path: Apps/Shared/Common\n      - Local\n",
            "Apps/Transit/AppDelegate.m": "@implementation AppDelegate\n@end\n",
            "Apps/Transit/gpx/Route.swift": "",
            "Apps/Transit/Local/Banner.swift": "",
            "Apps/Shared/Common/Client.swift": "",
            "Core/project.yml": "targets:\n  Core:\n    type: framework\n    platform: iOS\n    sources: [\".\"]\n",
            "Core/Locator.swift": "",
        ]
        try Self.write(files, under: root)
        var reader = ProjectReader(jobs: 1)
        reader.screens = .none
        let project = reader.read(paths: ["."], workingDirectory: root)
        let audited = project.inputs.filter { [.swift, .objectiveC].contains($0.kind) }.map(\.path).sorted()
        #expect(
            audited == [
                "Apps/Shared/Common/Client.swift", "Apps/Transit/AppDelegate.m", "Apps/Transit/Local/Banner.swift", "Core/Locator.swift",
            ])
    }

    /// The launch storyboard an included spec names (`Apps/Shared/app.yml`'s `info: properties:
    /// UILaunchStoryboardName`) is shown, as one the including spec names; trap: another
    /// storyboard's initial controller is not.
    @Test func anIncludedXcodeGenSpecNamesTheLaunchStoryboard() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-xcodegen-launch-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            ".git/HEAD": "ref: refs/heads/main\n",
            "Apps/Transit/project.yml":
                "name: Transit\ninclude:\n  - path: Apps/Shared/app.yml\ntargets:\n  Transit:\n    type: application\n    sources: [Apps/Transit]\n",
            "Apps/Shared/app.yml": "targets:\n  Transit:\n    info:\n      properties:\n        UILaunchStoryboardName: LaunchScreen\n",
        ]
        try Self.write(files, under: root)
        let spec = "Apps/Transit/project.yml"
        let input = InputFile(
            path: spec, kind: .xcodeGenSpec, data: try Data(contentsOf: URL(fileURLWithPath: root.appendingPath(spec))),
            absolutePath: root.appendingPath(spec))
        let controllers = DiskReads.within(ReadBoundary.enclosing([input])) { InitialControllers([input], references: StoryboardReferences([input])) }.value
        #expect(controllers.mayShow(storyboardAt: "Apps/Transit/Base.lproj/LaunchScreen.storyboard"))
        #expect(!controllers.mayShow(storyboardAt: "Apps/Transit/Old.storyboard"))
    }

    /// A library package's own app in a subfolder of the package (element-x-ios's
    /// `compound-ios/Inspector/Inspector.xcodeproj`) is its developers' showcase: the app that
    /// links the library ships the library's sources, not that app. Trap: an app below a root
    /// package that exports no library (a tools package) is the app.
    /// The same with the paths the audit shows when the folder is given as an absolute path
    /// outside the working directory (`a11y audit /tmp/apps/element-x-ios` run from elsewhere).
    @Test func aLibraryPackagesOwnAppIsNotAuditedAtAnAbsolutePath() {
        let inputs = Self.libraryWithShowcase(under: "/tmp/apps/")
        let (kept, _) = TargetMembership(inputs).filter(inputs)
        #expect(kept.map(\.path).contains("/tmp/apps/Compound/Sources/Compound/Row.swift"))
        #expect(!kept.map(\.path).contains("/tmp/apps/Compound/Inspector/App/Views/Home.swift"))
    }

    /// An app (`Shop`) beside a library package (`Compound`) with its showcase app in a subfolder.
    static func libraryWithShowcase(under root: String = "") -> [InputFile] {
        func file(_ path: String, _ kind: ProjectFile.Kind, project: String, _ text: String = "") -> InputFile {
            InputFile(path: root + path, kind: kind, project: root + project, data: Data(text.utf8))
        }
        let library = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Compound", products: [.library(name: "Compound", targets: ["Compound"])], targets: [.target(name: "Compound")])
            """
        return [
            file("Shop/Shop.xcodeproj/project.pbxproj", .xcodeProject, project: "Shop", pbxproj),
            file("Shop/App/Views/Home.swift", .swift, project: "Shop"),
            file("Compound/Package.swift", .swift, project: "Compound", library),
            file("Compound/Sources/Compound/Row.swift", .swift, project: "Compound"),
            file("Compound/Inspector/Inspector.xcodeproj/project.pbxproj", .xcodeProject, project: "Compound/Inspector", pbxproj),
            file("Compound/Inspector/App/Views/Home.swift", .swift, project: "Compound/Inspector"),
        ]
    }

    @Test func aLibraryPackagesOwnAppIsNotAudited() {
        func file(_ path: String, _ kind: ProjectFile.Kind, project: String, _ text: String = "") -> InputFile {
            InputFile(path: path, kind: kind, project: project, data: Data(text.utf8))
        }
        let inputs = Self.libraryWithShowcase()
        let (kept, notes) = TargetMembership(inputs).filter(inputs)
        #expect(kept.map(\.path).contains("Compound/Sources/Compound/Row.swift"))
        #expect(!kept.map(\.path).contains("Compound/Inspector/App/Views/Home.swift"))
        #expect(notes.contains { $0.message.hasPrefix("1 file of developer sample apps") })
        let tools = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Tools", products: [.executable(name: "tools", targets: ["Tools"])], targets: [.executableTarget(name: "Tools", path: "Tools/Sources")])
            """
        let underTools = [
            file("Package.swift", .swift, project: "", tools),
            file("Shop/Shop.xcodeproj/project.pbxproj", .xcodeProject, project: "Shop", Self.pbxproj),
            file("Shop/App/Views/Home.swift", .swift, project: "Shop"),
            file("Kiosk/Kiosk.xcodeproj/project.pbxproj", .xcodeProject, project: "Kiosk", Self.pbxproj),
            file("Kiosk/App/Views/Home.swift", .swift, project: "Kiosk"),
        ]
        let keptUnderTools = TargetMembership(underTools).filter(underTools).kept.map(\.path)
        #expect(keptUnderTools.contains("Shop/App/Views/Home.swift") && keptUnderTools.contains("Kiosk/App/Views/Home.swift"))
    }

    /// A project with an app of its own below the app's project folder that the app's project
    /// does not refer to (Blink's `Frameworks/SmartKeys/smartkeys.xcodeproj`) builds another app:
    /// its files are not audited. Trap: a subproject the app's project refers to is built with it.
    @Test func aProjectTheAppsProjectDoesNotUseIsNotAudited() {
        func file(_ path: String, _ kind: ProjectFile.Kind, project: String, _ text: String = "") -> InputFile {
            InputFile(path: path, kind: kind, project: project, data: Data(text.utf8))
        }
        func inputs(outer: String) -> [InputFile] {
            [
                file("Shell/Shell.xcodeproj/project.pbxproj", .xcodeProject, project: "Shell", outer),
                file("Shell/App/Views/Home.swift", .swift, project: "Shell"),
                file("Shell/Frameworks/Keys/Keys.xcodeproj/project.pbxproj", .xcodeProject, project: "Shell/Frameworks/Keys", Self.pbxproj),
                file("Shell/Frameworks/Keys/App/Views/Home.swift", .swift, project: "Shell/Frameworks/Keys"),
            ]
        }
        let alone = inputs(outer: Self.pbxproj)
        let (kept, notes) = TargetMembership(alone).filter(alone)
        #expect(kept.map(\.path).contains("Shell/App/Views/Home.swift"))
        #expect(!kept.map(\.path).contains("Shell/Frameworks/Keys/App/Views/Home.swift"))
        #expect(notes.contains { $0.message.hasPrefix("1 file of developer sample apps") })
        let referring = Self.pbxproj.replacingOccurrences(
            of: "F7 = {isa = PBXFileReference;",
            with: #"F9 = {isa = PBXFileReference; path = Frameworks/Keys/Keys.xcodeproj; sourceTree = "<group>"; }; F7 = {isa = PBXFileReference;"#)
        let sub = inputs(outer: referring)
        #expect(TargetMembership(sub).filter(sub).kept.map(\.path).contains("Shell/Frameworks/Keys/App/Views/Home.swift"))
    }

    /// Developer sample apps beside the app that ships (a project named as a sample, a sample
    /// folder no shipping target builds) are not audited, and a note lists them. Trap: an app
    /// named like a sample that is the only app (this suite's `Demo`) is audited.
    @Test func sampleAppsBesideTheShippingAppAreNotAudited() {
        func file(_ path: String, _ kind: ProjectFile.Kind, project: String, _ text: String = "") -> InputFile {
            InputFile(path: path, kind: kind, project: project, data: Data(text.utf8))
        }
        let inputs = [
            file("Shop/Shop.xcodeproj/project.pbxproj", .xcodeProject, project: "Shop", Self.pbxproj),
            file("Shop/App/Views/Home.swift", .swift, project: "Shop"),
            file("sampleapps/KitSampleApp/KitSampleApp.xcodeproj/project.pbxproj", .xcodeProject, project: "sampleapps/KitSampleApp", Self.pbxproj),
            file("sampleapps/KitSampleApp/App/Views/Home.swift", .swift, project: "sampleapps/KitSampleApp"),
            file("sampleapps/OldSample/Main.storyboard", .storyboard, project: ""),
        ]
        let (kept, notes) = TargetMembership(inputs).filter(inputs)
        #expect(kept.map(\.path) == ["Shop/Shop.xcodeproj/project.pbxproj", "Shop/App/Views/Home.swift"])
        #expect(notes.contains { $0.message.hasPrefix("2 files of developer sample apps") })
        // A library's example app beside the library's own project in one folder
        // (`Libraries/SwiftyJSON/Example.xcodeproj` by `SwiftyJSON.xcodeproj`): its storyboard
        // ships in nothing.
        let library = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 77; objects = {
                ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; buildPhases = (); };
            }; rootObject = ROOT; }
            """
        let vendored =
            inputs.prefix(2) + [
                file("Libraries/Kit/Example.xcodeproj/project.pbxproj", .xcodeProject, project: "Libraries/Kit", Self.pbxproj),
                file("Libraries/Kit/Kit.xcodeproj/project.pbxproj", .xcodeProject, project: "Libraries/Kit", library),
                file("Libraries/Kit/App/Base.lproj/Main.storyboard", .storyboard, project: "Libraries/Kit"),
            ]
        #expect(!TargetMembership(Array(vendored)).filter(Array(vendored)).kept.map(\.path).contains("Libraries/Kit/App/Base.lproj/Main.storyboard"))
        // A sample app target in a vendored library's own project (`Reachability.xcodeproj`'s
        // `ReachabilitySample`) ships nothing either; the library's sources stay.
        let librarySample = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 77; objects = {
                ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
                G0 = {isa = PBXGroup; children = (S1, S2); sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources; sourceTree = "<group>"; };
                S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = KitSample; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; fileSystemSynchronizedGroups = (S1); buildPhases = (); };
                T2 = {isa = PBXNativeTarget; name = KitSample; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (S2); buildPhases = (); };
            }; rootObject = ROOT; }
            """
        let withSample =
            inputs.prefix(2) + [
                file("External/Kit/Kit.xcodeproj/project.pbxproj", .xcodeProject, project: "External/Kit", librarySample),
                file("External/Kit/Sources/Kit.swift", .swift, project: "External/Kit"),
                file("External/Kit/KitSample/Base.lproj/Main.storyboard", .storyboard, project: "External/Kit"),
            ]
        let keptWithSample = TargetMembership(Array(withSample)).filter(Array(withSample)).kept.map(\.path)
        #expect(keptWithSample.contains("External/Kit/Sources/Kit.swift") && !keptWithSample.contains("External/Kit/KitSample/Base.lproj/Main.storyboard"))
        // Alone, the sample-named app is the app.
        let alone = Array(inputs[2...3])
        #expect(TargetMembership(alone).filter(alone).kept.map(\.path).contains("sampleapps/KitSampleApp/App/Views/Home.swift"))
        #expect(
            TargetMembership.namesSample("Examples/UIExampleApp") && TargetMembership.namesSample("Apps/KitDemo")
                && !TargetMembership.namesSample("App/Democracy") && !TargetMembership.namesSample("App/Views"))
    }

    /// Where no project tells what builds what (Tuist manifests made by helpers), a folder named
    /// as an example that holds an app entry point of its own, beside the app's entry point, is a
    /// sample app (ugglan's `Projects/*/Example`). Traps: a demo folder without an entry point
    /// (`Service/DemoImplementation`) is the module's code; with no app outside the samples,
    /// nothing is left out.
    @Test func sampleAppsFoundByTheirEntryPointsWhereNoProjectIsRead() {
        func file(_ path: String, _ text: String = "") -> InputFile {
            InputFile(path: path, kind: path.hasSuffix(".swift") ? .swift : .storyboard, project: "", data: Data(text.utf8))
        }
        let inputs = [
            file("Projects/App/Sources/AppDelegate.swift", "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}"),
            file("Projects/Home/Sources/HomeView.swift", "struct HomeView: View {}"),
            file("Projects/Home/Sources/Service/DemoImplementation/DemoService.swift", "final class DemoService {}"),
            file("Projects/Home/Example/Sources/AppDelegate.swift", "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}"),
            file("Projects/Home/Example/Sources/Showcase.swift", "struct Showcase: View {}"),
            file("Projects/Home/Example/Resources/LaunchScreen.storyboard"),
        ]
        let (kept, notes) = TargetMembership(inputs).filter(inputs)
        #expect(kept.map(\.path) == Array(inputs.prefix(3).map(\.path)))
        #expect(notes.contains { $0.message.hasPrefix("3 files of developer sample apps") })
        let samplesOnly = Array(inputs.suffix(3))
        #expect(TargetMembership(samplesOnly).filter(samplesOnly).kept.count == 3)
    }

    /// A multiplatform package's target named for another platform (`Sources/Home-macOS`)
    /// is not audited as iOS, beside an app project; its `Home-iOS` and plain targets are.
    @Test func packageTargetsNamedForAnotherPlatformAreNotAudited() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-platform-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let package = root + "/Home"
        for folder in ["Home-macOS", "Home-iOS", "Home", "HomeWatchOS", "Headphones"] {
            try FileManager.default.createDirectory(atPath: package + "/Sources/" + folder, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: package + "/Sources/\(folder)/View.swift", contents: Data())
        }
        FileManager.default.createFile(atPath: package + "/Package.swift", contents: Data())
        var inputs = ["Home-macOS", "Home-iOS", "Home", "HomeWatchOS", "Headphones"].map {
            InputFile(path: "Home/Sources/\($0)/View.swift", kind: .swift, project: package, data: Data(), absolutePath: package + "/Sources/\($0)/View.swift")
        }
        inputs.append(Self.input("Demo/Demo.xcodeproj/project.pbxproj", .xcodeProject, Self.pbxproj))
        let (kept, notes) = DiskReads.within(ReadBoundary.auditing([root], workingDirectory: "/")) { TargetMembership(inputs).filter(inputs) }.value
        #expect(
            kept.map(\.path).filter { $0.hasSuffix("View.swift") } == [
                "Home/Sources/Home-iOS/View.swift", "Home/Sources/Home/View.swift", "Home/Sources/Headphones/View.swift",
            ])
        #expect(notes.contains { $0.message.contains("package targets named for macOS") })
    }

    /// A Swift package's manifest decides which of its files ship, as SwiftPM builds them:
    /// targets exported by a product (through a top-level `let` list) and what they depend
    /// on; a target's `path:`, `exclude:` and `sources:`; not a target no product reaches, not a
    /// test target, not a file below `Sources/` that no target builds.
    @Test func aPackageManifestDecidesWhichOfItsFilesShip() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let exported = ["Kit"]
            let package = Package(
                name: "Kit",
                products: [.library(name: "Kit", targets: exported + ["Extras"])],
                targets: [
                    .target(name: "Kit", dependencies: ["Core", .product(name: "Nuke", package: "Nuke")], exclude: ["Templates"]),
                    .target(name: "Core", dependencies: [.target(name: "Styles")]),
                    .target(name: "Styles", path: "Shared/Styles", sources: ["Button.swift"]),
                    .target(name: "Extras"),
                    .target(name: "Playground"),
                    .testTarget(name: "KitTests", dependencies: ["Kit"]),
                ]
            )
            """
        let package = "/repo/Kit"
        func file(_ path: String) -> InputFile {
            InputFile(
                path: "Kit/" + path, kind: path.hasSuffix(".swift") ? .swift : .strings, project: package,
                data: Data(path == "Package.swift" ? manifest.utf8 : "".utf8),
                absolutePath: package + "/" + path)
        }
        let inputs = [
            "Package.swift", "Sources/Kit/Home.swift", "Sources/Kit/Templates/Old.swift", "Sources/Kit/en.lproj/Localizable.strings",
            "Sources/Core/Model.swift", "Shared/Styles/Button.swift", "Shared/Styles/Legacy.swift", "Sources/Extras/More.swift",
            "Sources/Playground/Try.swift", "Sources/Stale/Old.swift", "Tests/KitTests/HomeTests.swift", "Demo/Preview.swift",
            "input/fr.lproj/Localizable.strings",
        ].map(file)
        let (kept, notes) = TargetMembership(inputs).filter(inputs)
        // Beside the manifest, outside every target, with no Xcode project: a demo's source and
        // a build tool's input tables are built by nothing.
        #expect(
            kept.map(\.path) == [
                "Kit/Package.swift", "Kit/Sources/Kit/Home.swift", "Kit/Sources/Kit/en.lproj/Localizable.strings",
                "Kit/Sources/Core/Model.swift", "Kit/Shared/Styles/Button.swift", "Kit/Sources/Extras/More.swift",
            ])
        #expect(
            notes.contains {
                $0.file == "Kit/Package.swift" && $0.message.hasPrefix("5 files in no target of the package")
                    && $0.message.contains("input/fr.lproj/Localizable.strings")
            })
        #expect(notes.contains { $0.message.hasPrefix("1 file in package targets that no product exports") && $0.message.contains("Playground/Try.swift") })
        #expect(notes.contains { $0.message.hasPrefix("1 file only in the package's test targets") })
    }

    /// Targets and products added after the `Package(…)` call, one held in a variable whose
    /// dependencies grow in an `if`: SwiftPM builds them as if the call had listed them.
    @Test func targetsAppendedAfterThePackageCallShip() {
        let manifest = """
            import PackageDescription
            var package = Package(
                name: "App",
                products: [.library(name: "App", targets: ["App"])],
                targets: [.target(name: "Core")]
            )
            var appTarget: PackageDescription.Target = .target(name: "App", dependencies: ["Core"], exclude: ["Old"])
            if talkEnabled {
                appTarget.dependencies.append("Talk")
                package.products.append(.library(name: "Talk", targets: ["Talk"]))
                package.targets.append(contentsOf: [.target(name: "Talk"), .testTarget(name: "TalkTests", dependencies: ["Talk"])])
            }
            package.targets.append(appTarget)
            """
        let package = "/repo/App"
        let inputs = [
            "Package.swift", "Sources/App/Browser.swift", "Sources/App/Old/Legacy.swift", "Sources/Core/Model.swift",
            "Sources/Talk/Call.swift", "Tests/TalkTests/CallTests.swift",
        ].map {
            InputFile(
                path: "App/" + $0, kind: .swift, project: package, data: Data(($0 == "Package.swift" ? manifest : "").utf8),
                absolutePath: package + "/" + $0)
        }
        let (kept, notes) = TargetMembership(inputs).filter(inputs)
        #expect(
            kept.map(\.path) == ["App/Package.swift", "App/Sources/App/Browser.swift", "App/Sources/Core/Model.swift", "App/Sources/Talk/Call.swift"])
        #expect(!notes.contains { $0.message.hasPrefix("cannot tell the package's targets") })
    }

    /// The trap: beside a manifest whose folder also holds an Xcode project, a file outside the
    /// package's targets is the project's to decide (a library with its demo app).
    @Test func aFileOutsideThePackagesTargetsIsTheProjectsToDecide() {
        let manifest = "let package = Package(name: \"Demo\", products: [.library(name: \"Kit\", targets: [\"Kit\"])], targets: [.target(name: \"Kit\")])"
        var inputs = Self.files
        inputs.append(InputFile(path: "Demo/Package.swift", kind: .swift, project: "Demo", data: Data(manifest.utf8), absolutePath: "Demo/Package.swift"))
        let (kept, _) = TargetMembership(inputs).filter(inputs)
        #expect(kept.map(\.path).contains("Demo/App/Views/Home.swift") && !kept.map(\.path).contains("Demo/App/Old.swift"))
    }

    /// The trap: a manifest that computes its targets (`targets: makeTargets()`) or a target's
    /// path is not run, so every file of the package is kept, with a note.
    @Test func aManifestThatComputesItsTargetsKeepsEveryFile() {
        for manifest in [
            "let package = Package(name: \"Kit\", targets: makeTargets())",
            "let package = Package(name: \"Kit\", products: [.library(name: \"Kit\", targets: [\"Kit\"])], targets: [.target(name: \"Kit\", path: root + \"/Kit\")])",
        ] {
            let package = "/repo/Kit"
            let inputs = ["Package.swift", "Sources/Kit/Home.swift", "Sources/Stale/Old.swift"].map {
                InputFile(
                    path: "Kit/" + $0, kind: .swift, project: package, data: Data(($0 == "Package.swift" ? manifest : "").utf8),
                    absolutePath: package + "/" + $0)
            }
            let (kept, notes) = TargetMembership(inputs).filter(inputs)
            #expect(kept.count == 3)
            #expect(notes.contains { $0.message.hasPrefix("cannot tell the package's targets") })
        }
    }
}

extension TargetMembershipTests {
    /// From tools version 5.9 a package's only target may keep its files in `Sources/` itself
    /// (Gem Wallet's Formatters: 18 files were listed as in no target). Trap: with two targets,
    /// or an older tools version, `Sources/` holds no target's files.
    @Test func theOnlyTargetOfAModernPackageTakesTheWholeSourcesFolder() {
        func kept(_ manifest: String) -> [String] {
            let package = "/repo/Formatters"
            let inputs = ["Package.swift", "Sources/Currency.swift", "Sources/Extensions/BigInt.swift", "Tests/CurrencyTests.swift"].map {
                InputFile(
                    path: "Formatters/" + $0, kind: .swift, project: package, data: Data(($0 == "Package.swift" ? manifest : "").utf8),
                    absolutePath: package + "/" + $0)
            }
            return TargetMembership(inputs).filter(inputs).kept.map(\.path)
        }
        let modern = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Formatters",
                products: [.library(name: "Formatters", targets: ["Formatters"])],
                targets: [.target(name: "Formatters"), .testTarget(name: "FormattersTests", dependencies: ["Formatters"])]
            )
            """
        #expect(kept(modern) == ["Formatters/Package.swift", "Formatters/Sources/Currency.swift", "Formatters/Sources/Extensions/BigInt.swift"])
        #expect(kept(modern.replacingOccurrences(of: "6.0", with: "5.8")) == ["Formatters/Package.swift"])
        let two = modern.replacingOccurrences(of: "[.target(name: \"Formatters\"),", with: "[.target(name: \"Formatters\"), .target(name: \"Parsing\"),")
        #expect(kept(two) == ["Formatters/Package.swift"])
        #expect(PackageManifest.ToolsVersion(manifest: "//swift-tools-version:5.10.1\n") == .init(major: 5, minor: 10))
    }
}

/// Strings a translation lacks are quoted with those code is known to look up first: a key no
/// code names may be built at run time or be left over (linphone-iphone's French file quoted
/// three strings no code shows).
@Suite struct MissingTranslationQuotesTests {
    @Test func theQuotedMissingStringsAreThoseCodeLooksUpFirst() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-missing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "App/en.lproj/Localizable.strings": "\"a.leftover\" = \"Old welcome\";\n\"b.banner\" = \"Call ended\";\n\"c.title\" = \"History\";\n",
            "App/fr.lproj/Localizable.strings": "\"c.title\" = \"Historique\";\n",
            "App/Views.swift": """
            import SwiftUI
            struct Banner: View {
                let key: String
                var body: some View { VStack { Text("b.banner"); Text("c.title"); Text(NSLocalizedString(key, comment: "")) } }
            }
            """,
        ]
        try TargetMembershipTests.write(files, under: root)
        let rule = try #require(RuleRegistry.rule("localization-completeness"))
        let result = Auditor(rules: [rule], jobs: 1).audit(paths: ["App"], workingDirectory: root)
        let message = try #require(result.findings.first?.message)
        #expect(message.contains("lacks 2 of 3"))
        let live = try #require(message.range(of: "b.banner") ?? message.range(of: "Call ended"))
        let leftover = try #require(message.range(of: "a.leftover") ?? message.range(of: "Old welcome"))
        #expect(live.lowerBound < leftover.lowerBound)
    }

    /// A developer build beside the App Store app (NHS COVID-19: `NHS-COVID-19-Internal` links
    /// the package product `Scenarios`, its mock and feature-toggle screens; `ModelPreviews` is
    /// a tool app): what only it, or only tests, link or build ships to no one. Trap: the
    /// product the shipping app links ships, with the package targets it depends on, and a
    /// file the shipping app builds stays though the internal build builds it too.
    @Test func whatOnlyADeveloperBuildLinksOrBuildsIsNotAudited() {
        func file(_ path: String, _ kind: ProjectFile.Kind, project: String, _ text: String = "") -> InputFile {
            InputFile(path: path, kind: kind, project: project, data: Data(text.utf8))
        }
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    ROOT = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, T4); developmentRegion = en; projectDirPath = ""; };
                    G0 = {isa = PBXGroup; children = (F1, F2, F3); path = App; sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = InternalAppDelegate.swift; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = PreviewsContent.swift; sourceTree = "<group>"; };
                    T1 = {isa = PBXNativeTarget; name = "Shop"; productType = "com.apple.product-type.application"; buildPhases = (P1); packageProductDependencies = (D1); };
                    T2 = {isa = PBXNativeTarget; name = "Shop-Internal"; productType = "com.apple.product-type.application"; buildPhases = (P2); packageProductDependencies = (D2, D3); };
                    T3 = {isa = PBXNativeTarget; name = "ModelPreviews"; productType = "com.apple.product-type.application"; buildPhases = (P3); packageProductDependencies = (D3); };
                    T4 = {isa = PBXNativeTarget; name = "ShopUITests"; productType = "com.apple.product-type.bundle.ui-testing"; buildPhases = (); packageProductDependencies = (D4); };
                    P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                    P2 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                    P3 = {isa = PBXSourcesBuildPhase; files = (B3); };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    B3 = {isa = PBXBuildFile; fileRef = F3; };
                    D1 = {isa = XCSwiftPackageProductDependency; productName = Integration; };
                    D2 = {isa = XCSwiftPackageProductDependency; productName = Scenarios; };
                    D3 = {isa = XCSwiftPackageProductDependency; productName = Models; };
                    D4 = {isa = XCSwiftPackageProductDependency; productName = TestSupport; };
                };
                rootObject = ROOT;
            }
            """
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Core",
                products: [
                    .library(name: "Integration", targets: ["Integration"]),
                    .library(name: "Scenarios", targets: ["Scenarios"]),
                    .library(name: "Models", targets: ["Models"]),
                    .library(name: "TestSupport", targets: ["TestSupport"]),
                ],
                targets: [
                    .target(name: "Interface"),
                    .target(name: "Integration", dependencies: ["Interface"]),
                    .target(name: "Scenarios", dependencies: ["Interface"]),
                    .target(name: "Models"),
                    .target(name: "TestSupport"),
                ]
            )
            """
        let inputs = [
            file("Shop/Shop.xcodeproj/project.pbxproj", .xcodeProject, project: "Shop", pbxproj),
            file("Shop/App/AppDelegate.swift", .swift, project: "Shop"),
            file("Shop/App/InternalAppDelegate.swift", .swift, project: "Shop"),
            file("Shop/App/PreviewsContent.swift", .swift, project: "Shop"),
            file("Shop/Core/Package.swift", .swift, project: "Shop/Core", manifest),
            file("Shop/Core/Sources/Interface/Home.swift", .swift, project: "Shop/Core"),
            file("Shop/Core/Sources/Integration/Flow.swift", .swift, project: "Shop/Core"),
            file("Shop/Core/Sources/Scenarios/MocksView.swift", .swift, project: "Shop/Core"),
            file("Shop/Core/Sources/Models/Rules.swift", .swift, project: "Shop/Core"),
            file("Shop/Core/Sources/TestSupport/Fakes.swift", .swift, project: "Shop/Core"),
        ]
        let (kept, notes) = TargetMembership(inputs).filter(inputs)
        #expect(
            kept.map(\.path) == [
                "Shop/Shop.xcodeproj/project.pbxproj", "Shop/App/AppDelegate.swift", "Shop/Core/Package.swift",
                "Shop/Core/Sources/Interface/Home.swift", "Shop/Core/Sources/Integration/Flow.swift",
            ])
        #expect(
            notes.contains {
                $0.message.hasPrefix("3 files in package products that only tests and developer builds") && $0.message.contains("MocksView.swift")
            })
        #expect(notes.contains { $0.message.hasPrefix("2 files of developer sample apps and builds") && $0.message.contains("PreviewsContent.swift") })
        // Trap (Omnivore): the linked product's target computes its dependencies
        // (`dependencies: appPackageDependencies`), so any of the package's targets may ship.
        let computed = inputs.map { input in
            input.path.hasSuffix("Package.swift")
                ? file(
                    input.path, .swift, project: input.project,
                    manifest.replacingOccurrences(
                        of: #".target(name: "Integration", dependencies: ["Interface"])"#,
                        with: #".target(name: "Integration", dependencies: integrationDependencies)"#))
                : input
        }
        let keptComputed = TargetMembership(computed).filter(computed).kept.map(\.path)
        #expect(keptComputed.contains("Shop/Core/Sources/Scenarios/MocksView.swift") && keptComputed.contains("Shop/Core/Sources/Interface/Home.swift"))
        // Gem Wallet: a product the app does not link itself ships when a package product it
        // links depends on it (`.product(name: "Models", package: "Core")`); one only a
        // test target of that package links does not.
        let feature = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Feature",
                products: [.library(name: "Integration", targets: ["Checkout"])],
                targets: [
                    .target(name: "Checkout", dependencies: [.product(name: "Models", package: "Core")]),
                    .testTarget(name: "CheckoutTests", dependencies: [.product(name: "TestSupport", package: "Core")]),
                ]
            )
            """
        let linkedThrough = PackageManifest(source: feature).map { manifest in
            TargetMembership.linkedThroughPackages(["Integration"], manifests: [manifest], linkedByAny: ["Integration", "Models", "TestSupport"])
        }
        #expect(linkedThrough == ["Integration", "Models"])
        #expect(TargetMembership.namesDeveloperBuild("NHS-COVID-19-Internal") && TargetMembership.namesDeveloperBuild("ModelPreviews"))
        #expect(
            !TargetMembership.namesDeveloperBuild("Reviewer") && !TargetMembership.namesDeveloperBuild("Devices")
                && !TargetMembership.namesDeveloperBuild("Shop"))
    }
}
