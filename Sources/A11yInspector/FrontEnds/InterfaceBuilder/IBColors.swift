import Foundation

/// Reads `<color>` elements into `ColorSpec`, converting every stored colour space to sRGB.
///
/// Forms (verified in Xcode-saved files, see /work/notes/ib-xml.md §5):
/// `systemColor="systemBackgroundColor"`, `cocoaTouchSystemColor="darkTextColor"`,
/// `xcode11CocoaTouchSystemColor=…`, `name="Accent"` (asset), `name="textColor" catalog="System"`
/// (AppKit catalog colour inside attributed strings), `red green blue alpha` with
/// `colorSpace="custom" customColorSpace="sRGB|displayP3|calibratedRGB"` or
/// `colorSpace="calibratedRGB|deviceRGB"`, and `white alpha` with
/// `customColorSpace="genericGamma22GrayColorSpace|calibratedWhite"` or `colorSpace="calibratedWhite|deviceWhite"`.
enum IBColors {
    static func spec(_ node: XMLTreeNode) -> ColorSpec? {
        if let system = node["systemColor"] ?? node["xcode11CocoaTouchSystemColor"] {
            return .system(stripColorSuffix(system))
        }
        if let legacy = node["cocoaTouchSystemColor"] {
            return legacyColor(legacy)
        }
        if let name = node["name"] {
            if node["catalog"] == "System" { return .system(appKitCatalogName(name)) }
            return .named(name)
        }
        return rgba(node).map(ColorSpec.rgba)
    }

    /// The colour as sRGB components, when the element stores components.
    static func rgba(_ node: XMLTreeNode) -> RGBA? {
        let alpha = node.double("alpha") ?? 1
        let space = node["colorSpace"] == "custom" ? node["customColorSpace"] : node["colorSpace"]
        if let white = node.double("white") {
            switch space {
            case "genericGamma22GrayColorSpace", "calibratedWhite":
                return RGBA(white: gamma22GrayToSRGB(white), alpha: alpha)
            default:
                // deviceWhite and unknown grey spaces: UIColor(white:) semantics, i.e. sRGB grey.
                return RGBA(white: white, alpha: alpha)
            }
        }
        guard let r = node.double("red"), let g = node.double("green"), let b = node.double("blue") else {
            return nil
        }
        switch space {
        case "displayP3":
            return displayP3ToSRGB(red: r, green: g, blue: b, alpha: alpha)
        default:
            // sRGB exactly; calibratedRGB / deviceRGB / unknown spaces are taken as sRGB. That is
            // an approximation: calibratedRGB is the Mac's generic RGB profile, a few units off.
            return RGBA(red: r, green: g, blue: b, alpha: alpha)
        }
    }

    /// "systemBackgroundColor" → "systemBackground", as `ColorSpec.system` names colours.
    static func stripColorSuffix(_ name: String) -> String {
        name.hasSuffix("Color") && name.count > 5 ? String(name.dropLast(5)) : name
    }

    /// `UIColor` class colours with fixed values (UIColor documentation: "grayscale value of
    /// 1/3" for darkGray, etc.); the rest (darkText, lightText, groupTableViewBackground…) stay
    /// system colours for the resolver.
    private static func legacyColor(_ name: String) -> ColorSpec {
        switch name {
        case "whiteColor": return .rgba(RGBA(white: 1))
        case "blackColor": return .rgba(RGBA(white: 0))
        case "clearColor": return .rgba(RGBA(white: 0, alpha: 0))
        case "darkGrayColor": return .rgba(RGBA(white: 1.0 / 3))
        case "lightGrayColor": return .rgba(RGBA(white: 2.0 / 3))
        case "grayColor": return .rgba(RGBA(white: 0.5))
        case "redColor": return .rgba(RGBA(red: 1, green: 0, blue: 0))
        case "greenColor": return .rgba(RGBA(red: 0, green: 1, blue: 0))
        case "blueColor": return .rgba(RGBA(red: 0, green: 0, blue: 1))
        default: return .system(stripColorSuffix(name))
        }
    }

    /// AppKit catalog names that appear in iOS attributed strings; `textColor` is AppKit's
    /// default text colour, which UIKit renders as `label`.
    private static func appKitCatalogName(_ name: String) -> String {
        switch name {
        case "textColor", "controlTextColor", "labelColor": return "label"
        default: return stripColorSuffix(name)
        }
    }

    // MARK: Colour-space conversion

    /// Generic Gamma 2.2 grey → linear light → sRGB-encoded grey.
    static func gamma22GrayToSRGB(_ white: Double) -> Double {
        clamp(sRGBEncode(pow(clamp(white), 2.2)))
    }

    /// Display P3 → sRGB. P3 uses the sRGB transfer curve and the D65 white point, so: decode,
    /// linear P3 → XYZ → linear sRGB, encode, clamp to the sRGB gamut.
    /// Matrices: W3C CSS Color Module Level 4, §18 "Sample code for color conversions"
    /// (`lin_P3_to_XYZ`, `XYZ_to_lin_sRGB`), https://www.w3.org/TR/css-color-4/#color-conversion-code
    static func displayP3ToSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        let p3ToXYZ: [[Double]] = [
            [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
            [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
            [0, 32229.0 / 714400, 5220557.0 / 5000800],
        ]
        let xyzToSRGB: [[Double]] = [
            [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
            [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
            [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
        ]
        let linear = [red, green, blue].map { sRGBDecode(clamp($0)) }
        let xyz = multiply(p3ToXYZ, linear)
        let srgb = multiply(xyzToSRGB, xyz).map { clamp(sRGBEncode(max(0, $0))) }
        return RGBA(red: srgb[0], green: srgb[1], blue: srgb[2], alpha: alpha)
    }

    /// IEC 61966-2-1 sRGB transfer functions.
    static func sRGBDecode(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func sRGBEncode(_ c: Double) -> Double {
        c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    /// Clamped to 0…1 and rounded to 1e-9, so round trips such as white 1 → 1 stay exact.
    private static func clamp(_ v: Double) -> Double { (min(1, max(0, v)) * 1e9).rounded() / 1e9 }
}
