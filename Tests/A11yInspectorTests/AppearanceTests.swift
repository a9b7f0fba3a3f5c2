import Foundation
import Testing
@testable import A11yInspector

/// Pinned to Apple's HIG "Typography → iOS, iPadOS Dynamic Type sizes" tables.
struct DynamicTypeTableTests {
    @Test func defaultColumnIsLarge() {
        let expected: [TextStyle: (Double, Double)] = [
            .largeTitle: (34, 41), .title1: (28, 34), .title2: (22, 28), .title3: (20, 25), .headline: (17, 22),
            .body: (17, 22), .callout: (16, 21), .subheadline: (15, 20), .footnote: (13, 18),
            .caption1: (12, 16), .caption2: (11, 13),
        ]
        for (style, (size, leading)) in expected {
            #expect(DynamicType.metrics(style) == .init(pointSize: size, leading: leading), "\(style)")
        }
    }

    @Test func bodyAcrossEveryCategory() {
        // HIG: body is 14, 15, 16, 17, 19, 21, 23 pt (xSmall … xxxLarge), then 28, 33, 40, 47, 53 (AX1 … AX5).
        #expect(ContentSizeCategory.allCases.map { DynamicType.pointSize(.body, $0) } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func extremesOfOtherStyles() {
        #expect(DynamicType.metrics(.largeTitle, .accessibilityExtraExtraExtraLarge) == .init(pointSize: 60, leading: 70))
        #expect(DynamicType.metrics(.caption2, .extraSmall) == .init(pointSize: 11, leading: 13))
        #expect(DynamicType.pointSize(.footnote, .accessibilityMedium) == 23)
        #expect(DynamicType.pointSize(.callout, .accessibilityExtraExtraExtraLarge) == 51)
        #expect(DynamicType.pointSize(.subheadline, .accessibilityExtraExtraLarge) == 42)
        // Every style grows (or stays) from one category to the next.
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { DynamicType.pointSize(style, $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    @Test func customSizesScaleLikeUIFontMetrics() {
        // 20 pt relative to body at AX5: 20 × 53 / 17 = 62.35 pt; capped by maximumPointSize.
        #expect(abs(DynamicType.scaled(20, relativeTo: .body, at: .accessibilityExtraExtraExtraLarge) - 62.35) < 0.01)
        #expect(DynamicType.scaled(20, relativeTo: .body, at: .accessibilityExtraExtraExtraLarge, maximum: 30) == 30)
        #expect(DynamicType.scaled(20, relativeTo: .title1, at: .large) == 20)
    }

    @Test func dynamicTypeSizeRangesClamp() {
        let range = ContentSizeCategory.small...ContentSizeCategory.extraExtraExtraLarge
        #expect(DynamicType.clamp(.accessibilityExtraExtraExtraLarge, to: range) == .extraExtraExtraLarge)
        #expect(DynamicType.clamp(.extraSmall, to: range) == .small)
        #expect(DynamicType.clamp(.large, to: nil) == .large)
    }

    @Test func categoryNames() {
        #expect(ContentSizeCategory(name: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "xxxLarge") == .extraExtraExtraLarge)
        #expect(ContentSizeCategory(name: ".accessibility3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "accessibilityMedium") == .accessibilityMedium)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }
}

struct TextMetricsTests {
    // Frames Xcode sized to their text in public storyboards (docs/appearance.md): the
    // estimate stays within 5% of each.
    @Test func matchesInterfaceBuilderFrames() {
        let cases: [(String, Double, Double)] = [
            ("Refresh to Clear Read Articles", 17, 227.5),  // NetNewsWire Settings.storyboard
            ("Confirm Mark All as Read", 17, 191.5),  // NetNewsWire Settings.storyboard
            ("Press the button to dismiss", 17, 208),  // Apress CustomModalAlert.xib
            ("2 Failed Passcode Attempts", 15, 190),  // Simplenote PinLockViewController.xib
        ]
        for (text, size, frame) in cases {
            let estimate = TextMetrics.width(of: text, pointSize: size)
            #expect(abs(estimate / frame - 1) < 0.05, "\(text): \(estimate) vs \(frame)")
        }
    }

    @Test func wrapsAtSpaces() {
        #expect(TextMetrics.lines(for: "one two three", pointSize: 17, width: 1000) == 1)
        let oneWord = TextMetrics.width(of: "three", pointSize: 17)
        #expect(TextMetrics.lines(for: "three three three", pointSize: 17, width: oneWord + 1) == 3)
        #expect(TextMetrics.lines(for: "a\nb", pointSize: 17, width: 1000) == 2)
    }
}

struct AppearanceColorTests {
    @Test func systemColorsPerAppearance() {
        let resolver = ColorResolver()
        // HIG system colours: systemBlue #007AFF light, #0A84FF dark, #0040DD and #409CFF with Increase Contrast.
        #expect(resolver.resolve(.system("systemBlue"), appearance: .light)?.hex == "#007AFF")
        #expect(resolver.resolve(.system("systemBlue"), appearance: .dark)?.hex == "#0A84FF")
        #expect(resolver.resolve(.system("systemBlue"), appearance: .lightIncreasedContrast)?.hex == "#0040DD")
        #expect(resolver.resolve(.system("systemBlue"), appearance: .darkIncreasedContrast)?.hex == "#409CFF")
        // Colours without published Increase Contrast values keep their standard ones.
        #expect(resolver.resolve(.system("systemBackground"), appearance: .darkIncreasedContrast)?.hex == "#000000")
    }

    @Test func assetCatalogFallbacks() {
        let asset = AssetColor(
            name: "Ink", any: .rgba(RGBA(white: 0.2)), dark: .rgba(RGBA(white: 0.9)),
            highContrast: .rgba(RGBA(white: 0)), darkHighContrast: nil, file: "Ink.colorset/Contents.json")
        let resolver = ColorResolver(assetColors: ["Ink": asset])
        #expect(resolver.resolve(.named("Ink"), appearance: .light) == RGBA(white: 0.2))
        #expect(resolver.resolve(.named("Ink"), appearance: .dark) == RGBA(white: 0.9))
        #expect(resolver.resolve(.named("Ink"), appearance: .lightIncreasedContrast) == RGBA(white: 0))
        // No dark high-contrast variant: the dark one.
        #expect(resolver.resolve(.named("Ink"), appearance: .darkIncreasedContrast) == RGBA(white: 0.9))
    }

    @Test func failuresNameTheAppearance() {
        let colors = ColorResolver()
        // Black text on the system background: fine in light, invisible in dark.
        let failures = AppearanceContrast.failures(.rgba(RGBA(white: 0)), on: .system("systemBackground"), below: 4.5, colors: colors)
        #expect(failures.map(\.appearance) == [.dark])
        #expect(AppearanceContrast.describe(failures, appearances: colors.appearances).hasSuffix("in dark mode"))
        // The same literal pair in every appearance is described once, without an appearance.
        let grey = AppearanceContrast.failures(.rgba(RGBA(white: 0.7)), on: .rgba(RGBA(white: 1)), below: 4.5, colors: colors)
        #expect(AppearanceContrast.describe(grey, appearances: colors.appearances) == "2.11:1 (#B3B3B3 on #FFFFFF)")
        // systemOrange text on a fixed white fails in every appearance but light mode with
        // Increase Contrast, where it turns #C93400 (5.28:1).
        let orange = AppearanceContrast.failures(.system("systemOrange"), on: .rgba(RGBA(white: 1)), below: 4.5, colors: colors)
        #expect(orange.map(\.appearance) == [.light, .dark, .darkIncreasedContrast])
    }

    /// Trap: two targets' catalogs each define `Background`; a file sees its nearest catalog's
    /// (AltStore's storyboards took AltBackup's teal, the first read).
    @Test func aNameSeveralCatalogsDefineIsTheNearestCatalogs() {
        func color(_ white: Double, _ file: String) -> AssetColor {
            AssetColor(name: "Background", any: .rgba(RGBA(white: white)), dark: nil, highContrast: nil, darkHighContrast: nil, file: file)
        }
        #expect(ProjectReader.catalog(holding: "App/Assets.xcassets/Theme/Background.colorset/Contents.json") == "App/Assets.xcassets")
        var part = ProjectPart()
        part.assetColors["Background"] = color(0.2, "Backup/Assets.xcassets/Background.colorset/Contents.json")
        part.assetColorsByCatalog["Background"] = [
            "Backup/Assets.xcassets": color(0.2, "Backup/Assets.xcassets/Background.colorset/Contents.json"),
            "App/Assets.xcassets": color(1, "App/Assets.xcassets/Background.colorset/Contents.json"),
        ]
        #expect(part.colorResolver(for: nil, at: "App/Settings/Settings.storyboard").resolve(.named("Background")) == RGBA(white: 1))
        #expect(part.colorResolver(for: nil, at: "Backup/Main.storyboard").resolve(.named("Background")) == RGBA(white: 0.2))
        // Elsewhere, one of them, the same on every run.
        #expect(part.colorResolver(for: nil, at: "Shared/View.swift").resolve(.named("Background")) == RGBA(white: 1))
    }

    @Test func lightOnlyApps() {
        #expect(ProjectPart.appearances(userInterfaceStyle: "Light") == [.light, .lightIncreasedContrast])
        #expect(ProjectPart.appearances(userInterfaceStyle: nil).count == 4)
        #expect(ProjectPart.lightOverride(in: "x\n window.overrideUserInterfaceStyle = .light", path: "A/Scene.swift") == "Scene.swift:2")
        #expect(ProjectPart.lightOverride(in: ".preferredColorScheme(.light)", path: "V.swift") == "V.swift:1")
        #expect(ProjectPart.lightOverride(in: ".preferredColorScheme(.dark)", path: "V.swift") == nil)
        // Objective-C names the styles as constants.
        #expect(
            ProjectPart.lightOverride(in: "\n\n self.window.overrideUserInterfaceStyle = UIUserInterfaceStyleLight;", path: "A/AppDelegate.m")
                == "AppDelegate.m:3")
        #expect(
            ProjectPart.lightOverride(
                in: "v.overrideUserInterfaceStyle = UIUserInterfaceStyleLight;\nv.overrideUserInterfaceStyle = UIUserInterfaceStyleUnspecified;", path: "T.m")
                == nil)
    }
}

struct NearestPassingColorTests {
    @Test func greyOnWhiteBecomesTheAAGrey() {
        // The lightest grey reaching 4.5:1 on white is #767676 (4.54:1).
        let fix = Contrast.nearestPassing(RGBA(hex: "#999999")!, on: RGBA(white: 1), required: 4.5)
        #expect(fix?.hex == "#767676")
    }

    @Test func keepsTheHueAndPasses() throws {
        let bg = RGBA(white: 1)
        let fix = try #require(Contrast.nearestPassing(RGBA(hex: "#FF9500")!, on: bg, required: 4.5))
        #expect(Contrast.ratio(fix, bg) >= 4.5)
        #expect(fix.red > fix.green && fix.green > fix.blue)  // still orange
    }

    @Test func impossibleOnMidGrey() {
        #expect(Contrast.nearestPassing(RGBA(hex: "#777777")!, on: RGBA(hex: "#777777")!, required: 7) == nil)
    }
}

struct PreDarkModeProjectTests {
    /// GitHawk's project was last upgraded by Xcode 10.2: built with that SDK, the app never
    /// shows in dark mode, so a failure only there needs review, saying why.
    @Test func aProjectLastUpgradedBeforeXcode11MakesDarkOnlyFailuresDoubtful() {
        let old = Data("attributes = {\n LastSwiftUpdateCheck = 0920;\n LastUpgradeCheck = 1020;\n ORGANIZATIONNAME = x;\n};".utf8)
        #expect(ProjectPart.upgradeBeforeDarkMode(pbxproj: old, path: "App/Freetime.xcodeproj/project.pbxproj") == "Freetime.xcodeproj, LastUpgradeCheck 1020")
        let current = Data("attributes = {\n LastUpgradeCheck = 1540;\n};".utf8)
        #expect(ProjectPart.upgradeBeforeDarkMode(pbxproj: current, path: "App/App.xcodeproj/project.pbxproj") == nil)
        #expect(ProjectPart.upgradeBeforeDarkMode(pbxproj: Data("attributes = {};".utf8), path: "A.xcodeproj/project.pbxproj") == nil)
        // Trap: the upgrade prompt last accepted in Xcode 10, but a target deploys to iOS 15,
        // which only an SDK with dark mode builds (jami-client-ios).
        let deploysLater = Data("attributes = {\n LastUpgradeCheck = 1000;\n};\nIPHONEOS_DEPLOYMENT_TARGET = 15.0;".utf8)
        #expect(ProjectPart.upgradeBeforeDarkMode(pbxproj: deploysLater, path: "Ring/Ring.xcodeproj/project.pbxproj") == nil)
        let deploysEarly = Data("attributes = {\n LastUpgradeCheck = 1000;\n};\nIPHONEOS_DEPLOYMENT_TARGET = 11.0;".utf8)
        #expect(ProjectPart.upgradeBeforeDarkMode(pbxproj: deploysEarly, path: "Ring/Ring.xcodeproj/project.pbxproj") != nil)

        var part = ProjectPart()
        part.predatesDarkMode = "Freetime.xcodeproj, LastUpgradeCheck 1020"
        let resolver = part.colorResolver(for: nil)
        let failures = AppearanceContrast.failures(.rgba(RGBA(hex: "#24292E")!), on: .system("secondarySystemGroupedBackground"), below: 4.5, colors: resolver)
        #expect(!failures.isEmpty && failures.allSatisfy { $0.appearance.scheme == .dark })
        #expect(AppearanceContrast.darkOnlyUncertainty(failures, colors: resolver)?.contains("LastUpgradeCheck 1020") == true)
        #expect(AppearanceContrast.darkOnlyUncertainty(failures, colors: ProjectPart().colorResolver(for: nil)) == nil)
    }
}

struct LightOverrideTests {
    @Test func aUserPreferenceIsNotAForcedAppearance() {
        let preference = """
            switch palette {
            case .automatic: window?.overrideUserInterfaceStyle = .unspecified
            case .light: window?.overrideUserInterfaceStyle = .light
            case .dark: window?.overrideUserInterfaceStyle = .dark
            }
            """
        #expect(ProjectPart.lightOverride(in: preference, path: "SceneDelegate.swift") == nil)
    }
}

struct DynamicTypeRangeTests {
    @Test func readsSwiftUILimits() {
        func range(_ expression: String) -> ClosedRange<ContentSizeCategory>? {
            SwiftUIStyle.dynamicTypeSizes(expression)
        }
        #expect(range("...DynamicTypeSize.xxxLarge") == .extraSmall ... .extraExtraExtraLarge)
        #expect(range(".large ... .accessibility2") == .large ... .accessibilityLarge)
        #expect(range(".xSmall...") == .extraSmall ... .accessibilityExtraExtraExtraLarge)
        #expect(range(".xLarge") == .extraLarge ... .extraLarge)
        #expect(range("size") == nil)
    }
}

struct EnhancedContrastOptionTests {
    /// #767676 on white is 4.54:1: AA passes, AAA (7:1) fails.
    @Test func aaaIsOptIn() throws {
        let rule = try #require(RuleRegistry.rule("contrast-text-aa"))
        let example = RuleExample.xib(
            "grey", .passes,
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Terms apply" adjustsFontForContentSizeCategory="YES" id="terms">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" red="0.4627" green="0.4627" blue="0.4627" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </label>
            """)
        let inputs = example.inputFiles
        #expect(Auditor(rules: [rule], jobs: 1).audit(inputs).findings.isEmpty)
        var configuration = Configuration()
        configuration.ruleOptions["contrast-text-aa"] = ["enhanced": 1]
        let findings = Auditor(rules: [rule], configuration: configuration, jobs: 1).audit(inputs).findings
        #expect(findings.count == 1 && findings[0].message.contains("below 7:1"))
    }
}

/// Machado et al. 2009 (severity 1.0) and CIE76.
struct ColorVisionTests {
    @Test func neutralColoursStayNeutral() {
        // Each matrix row sums to 1, so white and greys are unchanged.
        for d in ColorVision.Deficiency.allCases {
            let white = ColorVision.simulate(RGBA(white: 1), d)
            #expect(abs(white.red - 1) < 0.001 && abs(white.green - 1) < 0.001 && abs(white.blue - 1) < 0.001, "\(d)")
            let grey = ColorVision.simulate(RGBA(white: 0.5), d)
            #expect(abs(grey.red - 0.5) < 0.002 && abs(grey.blue - 0.5) < 0.002, "\(d)")
        }
    }

    @Test func redAndGreenConvergeForRedGreenDeficiencies() {
        let red = SystemColors.table["systemRed"]!.light, green = SystemColors.table["systemGreen"]!.light
        let normal = ColorVision.distance(red, green)
        let deutan = ColorVision.distance(ColorVision.simulate(red, .deuteranopia), ColorVision.simulate(green, .deuteranopia))
        let protan = ColorVision.distance(ColorVision.simulate(red, .protanopia), ColorVision.simulate(green, .protanopia))
        #expect(normal > 80)
        #expect(deutan < normal / 2 && protan < normal / 2)
        // Blue and yellow stay apart for red-green deficiencies.
        let blue = SystemColors.table["systemBlue"]!.light, yellow = SystemColors.table["systemYellow"]!.light
        #expect(ColorVision.distance(ColorVision.simulate(blue, .deuteranopia), ColorVision.simulate(yellow, .deuteranopia)) > 50)
    }

    @Test func labReference() {
        // sRGB white is L* 100, a* = b* = 0; black is L* 0.
        let white = ColorVision.lab(RGBA(white: 1))
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.05 && abs(white.b) < 0.05)
        #expect(abs(ColorVision.lab(RGBA(white: 0)).l) < 0.01)
    }
}

struct ColourOnlyMessageTests {
    @Test func namesTheDeficiency() throws {
        let rule = try #require(RuleRegistry.rule("colour-not-only-means"))
        let example = try #require(rule.examples.first { $0.description == "A switch drawn green or red and nothing else" })
        let inputs = example.inputFiles
        let message = try #require(Auditor(rules: [rule], jobs: 1).audit(inputs).findings.first?.message)
        #expect(message.contains("systemGreen or systemRed"))
        // Greyscale (the Grayscale colour filter) brings them closest: only lightness differs.
        #expect(message.contains("with greyscale the two are hard to tell apart (ΔE 14, against 133 for typical vision)"))
    }
}

/// Xcode 15's generated asset symbols name asset catalog colours (`Color(.colorTertiary)`,
/// `UIColor(resource: .accent)`).
struct AssetSymbolTests {
    @Test func generatedSymbolsNameTheirAssets() {
        let symbols = ColorResolver.symbols(["AccentColor", "Color Tertiary", "brand-blue", "2Tone", "colorPrimary", "Primary Color", "primary"])
        #expect(symbols["accent"] == "AccentColor")
        #expect(symbols["accentColor"] == "AccentColor")
        #expect(symbols["colorTertiary"] == "Color Tertiary")
        #expect(symbols["brandBlue"] == "brand-blue")
        #expect(symbols["_2Tone"] == "2Tone")
        // An asset's own name is not an alias, and a symbol two assets would make is left out.
        #expect(symbols["colorPrimary"] == nil)
        #expect(symbols["primary"] == nil)
        var resolver = ColorResolver()
        resolver.assetColors = ["Color Tertiary": AssetColor(name: "Color Tertiary", any: .rgba(RGBA(white: 0.4)), file: "A.xcassets")]
        #expect(resolver.resolve(.named("colorTertiary")) == RGBA(white: 0.4))
    }
}
