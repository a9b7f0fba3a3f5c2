import Foundation

/// How colours look to people with a colour-vision deficiency, and how far apart two colours
/// look.
///
/// Model: Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of
/// Color Vision Deficiency", IEEE TVCG 15(6), 2009 — the severity-1.0 matrices for protanopia,
/// deuteranopia and tritanopia, applied to linear sRGB. Greyscale keeps only relative
/// luminance (what iOS's Grayscale colour filter shows). Distance: CIE 1976 ΔE*ab in CIELAB
/// (D65); about 2.3 is a just-noticeable difference, and small marks under about 25 apart are
/// hard to tell apart at a glance.
public enum ColorVision {
    public enum Deficiency: String, CaseIterable, Sendable {
        case protanopia, deuteranopia, tritanopia, greyscale
    }

    // Machado et al. 2009, Table "severity 1.0" (rows: output R, G, B).
    private static let matrices: [Deficiency: [[Double]]] = [
        .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
        .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
        .tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
    ]

    static func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func encoded(_ v: Double) -> Double {
        let c = min(1, max(0, v))
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    public static func simulate(_ color: RGBA, _ deficiency: Deficiency) -> RGBA {
        let rgb = [linear(color.red), linear(color.green), linear(color.blue)]
        guard let m = matrices[deficiency] else {
            let y = encoded(Contrast.relativeLuminance(color))
            return RGBA(red: y, green: y, blue: y, alpha: color.alpha)
        }
        let out = m.map { row in zip(row, rgb).reduce(0) { $0 + $1.0 * $1.1 } }
        return RGBA(red: encoded(out[0]), green: encoded(out[1]), blue: encoded(out[2]), alpha: color.alpha)
    }

    /// CIELAB (D65) of an opaque sRGB colour.
    public static func lab(_ c: RGBA) -> (l: Double, a: Double, b: Double) {
        let r = linear(c.red), g = linear(c.green), b = linear(c.blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIE76 ΔE*ab.
    public static func distance(_ a: RGBA, _ b: RGBA) -> Double {
        let p = lab(a), q = lab(b)
        return ((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)).squareRoot()
    }

    /// The deficiency under which `a` and `b` look most alike, with their distance there.
    public static func closest(_ a: RGBA, _ b: RGBA) -> (deficiency: Deficiency, distance: Double) {
        Deficiency.allCases.map { ($0, distance(simulate(a, $0), simulate(b, $0))) }.min { $0.1 < $1.1 }!
    }
}
