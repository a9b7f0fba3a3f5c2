import Foundation
import Testing
@testable import A11yInspector

struct TraitSpellingTests {
    @Test func everySpellingRoundTrips() {
        for s in AccessibilityTraits.spellings {
            if let n = s.uiKit { #expect(AccessibilityTraits.fromUIKit(n) == s.trait) }
            if let n = s.swiftUI { #expect(AccessibilityTraits.fromSwiftUI(n) == s.trait) }
            if let n = s.ib { #expect(AccessibilityTraits.fromIB(n) == s.trait) }
        }
        #expect(AccessibilityTraits.fromSwiftUI("isHeader") == .header)
        #expect(AccessibilityTraits.fromIB("notEnabled") == .notEnabled)
    }
}

struct ContrastTests {
    // Reference values from the WCAG definition: black on white is 21:1, identical colours 1:1.
    @Test func extremes() {
        #expect(abs(Contrast.ratio(RGBA(white: 0), RGBA(white: 1)) - 21) < 0.001)
        #expect(abs(Contrast.ratio(RGBA(white: 0.5), RGBA(white: 0.5)) - 1) < 0.001)
    }

    // #767676 on white is the well-known lightest grey passing AA (4.54:1); #777777 fails (4.48:1).
    @Test func aaBoundary() {
        #expect(abs(Contrast.ratio(RGBA(hex: "#767676")!, RGBA(white: 1)) - 4.54) < 0.01)
        #expect(Contrast.ratio(RGBA(hex: "#777777")!, RGBA(white: 1)) < 4.5)
    }

    @Test func largeText() {
        #expect(Contrast.isLargeText(pointSize: 18, bold: false))
        #expect(Contrast.isLargeText(pointSize: 14, bold: true))
        #expect(!Contrast.isLargeText(pointSize: 17, bold: false))
        #expect(Contrast.requiredRatio(largeText: false) == 4.5)
        #expect(Contrast.requiredRatio(largeText: true, enhanced: true) == 4.5)
    }

    @Test func alphaCompositing() {
        let half = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5).composited(over: RGBA(white: 1))
        #expect(abs(half.red - 0.5) < 0.0001)
    }

    @Test func colorSpaces() {
        // Display P3 pure red lies outside sRGB: it clamps to sRGB red.
        let red = ColorSpaces.displayP3ToSRGB(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(abs(red.red - 1) < 0.001 && red.green < 0.01 && red.blue < 0.01)
        // P3 white is sRGB white.
        let white = ColorSpaces.displayP3ToSRGB(red: 1, green: 1, blue: 1, alpha: 1)
        #expect(abs(white.green - 1) < 0.001)
        // Gamma 2.2 mid-grey 0.5 has linear luminance 0.2176, i.e. sRGB ≈ 0.5029.
        #expect(abs(ColorSpaces.gamma22GrayToSRGB(white: 0.5, alpha: 1).red - 0.5029) < 0.002)
    }
}

struct AssetCatalogTests {
    @Test func readsVariants() throws {
        let json = """
            {"colors":[
              {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x1A","green":"128","blue":"0.5","alpha":"1.000"}}},
              {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"gray-gamma-22","components":{"white":"1.000","alpha":"1.000"}}},
              {"idiom":"universal","appearances":[{"appearance":"contrast","value":"high"}],"color":{"reference":"systemBlueColor"}}
            ],"info":{"author":"xcode","version":1}}
            """
        let color = try AssetCatalogReader.colorSet(named: "Brand", file: "Brand.colorset/Contents.json", data: Data(json.utf8))
        guard case .rgba(let any) = color.any else { Issue.record("no any"); return }
        #expect(abs(any.red - 26.0 / 255) < 0.001)
        #expect(abs(any.green - 128.0 / 255) < 0.001)
        #expect(abs(any.blue - 0.5) < 0.001)
        #expect(color.dark != nil)
        #expect(color.highContrast == .system("systemBlue"))
        let resolver = ColorResolver(assetColors: ["Brand": color])
        #expect(abs((resolver.resolve(.named("Brand"), appearance: .dark)?.red ?? 0) - 1) < 0.001)
        #expect(resolver.resolve(.named("Missing")) == nil)
    }

    /// Trap: a set with Any, Light and Dark (jami's requestsBadgeBackground: Any white, Light
    /// #235594) draws Light in light mode on iOS 13 and later, whichever entry comes first.
    @Test func theLightVariantWinsOverAnyInEitherOrder() throws {
        let any = #"{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}"#
        let light =
            #"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"light"}],"color":{"color-space":"srgb","components":{"red":"0x23","green":"0x55","blue":"0x94","alpha":"1.000"}}}"#
        for entries in [[any, light], [light, any]] {
            let json = #"{"colors":["# + entries.joined(separator: ",") + "]}"
            let color = try AssetCatalogReader.colorSet(named: "Badge", file: "Badge.colorset/Contents.json", data: Data(json.utf8))
            guard case .rgba(let c) = color.any else {
                Issue.record("no light-mode colour")
                continue
            }
            #expect(abs(c.red - 0x23 / 255.0) < 0.001 && abs(c.blue - 0x94 / 255.0) < 0.001)
        }
    }

    /// Trap: Xcode's 8-bit input writes "1" for 1/255 beside "128"; the scale is the colour's
    /// (AltStore's teal #018084 was read as #FF8084). Components of 0 and 1 alone stay 0…1.
    /// A set in a folder of the catalog is loaded by its name, or with the folders that
    /// provide a namespace (`UIColor(named: "Text/primary")`).
    @Test func aColourSetIsNamedWithAndWithoutItsFolders() {
        #expect(AssetCatalogReader.names(ofSetAt: "App/Assets.xcassets/Text/Main/primary.colorset") == ["primary", "Main/primary", "Text/Main/primary"])
        #expect(AssetCatalogReader.names(ofSetAt: "App/Assets.xcassets/primary.colorset") == ["primary"])
    }

    @Test func eightBitComponentsShareTheirScale() throws {
        func rgba(_ components: String) throws -> RGBA? {
            let json = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{\#(components)}}}]}"#
            guard case .rgba(let c) = try AssetCatalogReader.colorSet(named: "C", file: "C.colorset/Contents.json", data: Data(json.utf8)).any else {
                return nil
            }
            return c
        }
        let teal = try rgba(#""red":"1","green":"128","blue":"132","alpha":"1.000""#)
        #expect(abs((teal?.red ?? 1) - 1.0 / 255) < 0.001 && abs((teal?.green ?? 0) - 128.0 / 255) < 0.001)
        let white = try rgba(#""red":"1","green":"1","blue":"1","alpha":"1""#)
        #expect(white?.red == 1 && white?.blue == 1)
        let floats = try rgba(#""red":"1.000","green":"0.502","blue":"0.518","alpha":"1.000""#)
        #expect(floats?.red == 1)
    }
}
