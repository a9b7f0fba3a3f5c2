import Foundation

/// WCAG 2.x contrast. Relative luminance and ratio as defined in WCAG 2.2 §"relative
/// luminance" and "contrast ratio" (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance).
public enum Contrast {
    public static func relativeLuminance(_ c: RGBA) -> Double {
        func channel(_ v: Double) -> Double {
            v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    /// Ratio of two opaque colours, 1…21.
    public static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG "large scale" text: at least 18 pt, or 14 pt bold (B L667; WCAG 2.2 definition).
    public static func isLargeText(pointSize: Double, bold: Bool) -> Bool {
        pointSize >= 18 || (bold && pointSize >= 14)
    }

    /// Minimum ratio for SC 1.4.3 (AA) or 1.4.6 (AAA).
    public static func requiredRatio(largeText: Bool, enhanced: Bool = false) -> Double {
        switch (largeText, enhanced) {
        case (true, false): return 3
        case (false, false): return 4.5
        case (true, true): return 4.5
        case (false, true): return 7
        }
    }
}
