import Foundation

/// Conversions of the colour spaces Interface Builder and asset catalogs store into sRGB.
public enum ColorSpaces {
    static func srgbToLinear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    static func linearToSRGB(_ v: Double) -> Double {
        let c = max(0, min(1, v))
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// Display P3 → sRGB. Display P3 uses the sRGB transfer curve; the linear conversion is
    /// P3→XYZ (D65) followed by XYZ→sRGB, combined into one matrix (values from the
    /// CSS Color Module Level 4 sample code, https://www.w3.org/TR/css-color-4/#color-conversion-code).
    public static func displayP3ToSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        let r = srgbToLinear(red), g = srgbToLinear(green), b = srgbToLinear(blue)
        let lr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
        let lg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
        let lb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return RGBA(red: linearToSRGB(lr), green: linearToSRGB(lg), blue: linearToSRGB(lb), alpha: alpha)
    }

    /// Grey with a gamma-2.2 curve (IB `genericGamma22GrayColorSpace`, asset catalog
    /// `gray-gamma-22`) → sRGB grey with the same luminance.
    public static func gamma22GrayToSRGB(white: Double, alpha: Double) -> RGBA {
        let linear = pow(max(0, min(1, white)), 2.2)
        return RGBA(white: linearToSRGB(linear), alpha: alpha)
    }
}
