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

    /// Minimum ratio for user-interface components and graphics (WCAG 2.2 SC 1.4.11).
    public static let nonTextRatio = 3.0

    /// Minimum ratio for SC 1.4.3 (AA) or 1.4.6 (AAA).
    public static func requiredRatio(largeText: Bool, enhanced: Bool = false) -> Double {
        switch (largeText, enhanced) {
        case (true, false): return 3
        case (false, false): return 4.5
        case (true, true): return 4.5
        case (false, true): return 7
        }
    }

    /// The colour closest to `foreground` that reaches `required` on `background`: the
    /// foreground mixed with black or with white (whichever direction can reach the ratio,
    /// the smaller change first) by the least amount, so the hue stays. Nil when neither can.
    public static func nearestPassing(_ foreground: RGBA, on background: RGBA, required: Double) -> RGBA? {
        let fg = foreground.composited(over: background)
        if ratio(fg, background) >= required { return fg }
        func mix(_ t: Double, _ target: Double) -> RGBA {
            RGBA(
                red: fg.red + (target - fg.red) * t, green: fg.green + (target - fg.green) * t,
                blue: fg.blue + (target - fg.blue) * t, alpha: 1)
        }
        var best: (t: Double, color: RGBA)?
        for target in [0.0, 1.0] where ratio(mix(1, target), background) >= required {
            // Contrast grows monotonically as the colour moves away from the background's
            // luminance toward black or white; bisect for the least mix, rounded up to a
            // colour that survives 8-bit rounding.
            var low = 0.0, high = 1.0
            for _ in 0..<40 {
                let mid = (low + high) / 2
                if ratio(mix(mid, target), background) >= required { high = mid } else { low = mid }
            }
            var color = mix(high, target)
            var step = high
            while let rounded = RGBA(hex: color.hex), ratio(rounded, background) < required, step < 1 {
                step = min(1, step + 0.002)
                color = mix(step, target)
            }
            if best == nil || step < best!.t { best = (step, RGBA(hex: color.hex) ?? color) }
        }
        return best?.color
    }
}
