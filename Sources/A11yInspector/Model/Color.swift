import Foundation

/// An sRGB colour with components in 0…1.
public struct RGBA: Hashable, Codable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex: String) {
        var s = hex.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") { s.removeFirst() }
        if s.lowercased().hasPrefix("0x") { s.removeFirst(2) }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        let hasAlpha = s.count == 8
        let shift: UInt64 = hasAlpha ? 8 : 0
        red = Double((v >> (16 + shift)) & 0xFF) / 255
        green = Double((v >> (8 + shift)) & 0xFF) / 255
        blue = Double((v >> shift) & 0xFF) / 255
        alpha = hasAlpha ? Double(v & 0xFF) / 255 : 1
    }

    /// An Android colour value: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha first,
    /// https://developer.android.com/guide/topics/resources/more-resources#Color).
    public init?(androidHex value: String) {
        var s = value.trimmingCharacters(in: .whitespaces)
        guard s.hasPrefix("#") else { return nil }
        s.removeFirst()
        if s.count == 3 || s.count == 4 { s = s.map { "\($0)\($0)" }.joined() }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        self.init(
            red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255,
            blue: Double(v & 0xFF) / 255, alpha: s.count == 8 ? Double((v >> 24) & 0xFF) / 255 : 1)
    }

    public var hex: String {
        func b(_ v: Double) -> String { String(format: "%02X", Int((max(0, min(1, v)) * 255).rounded())) }
        return "#" + b(red) + b(green) + b(blue) + (alpha < 1 ? b(alpha) : "")
    }

    public var description: String { hex }

    /// This colour drawn over an opaque `background` (alpha compositing in sRGB, as UIKit does).
    public func composited(over background: RGBA) -> RGBA {
        let a = alpha
        return RGBA(
            red: red * a + background.red * (1 - a),
            green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a),
            alpha: 1)
    }
}

/// A colour as declared. Front ends record what they read; `ColorResolver` turns it into
/// `RGBA` for an appearance.
public enum ColorSpec: Hashable, Codable, Sendable, CustomStringConvertible {
    indirect case rgba(RGBA)
    /// A UIKit/SwiftUI system colour, by its UIKit name without the `Color` suffix
    /// ("systemBackground", "label", "systemBlue", "darkText").
    case system(String)
    /// An asset catalog colour (`UIColor(named:)`, IB `name=`).
    case named(String)
    /// Set at run time.
    indirect case dynamic(origin: ValueSource)
    /// A colour property of the app's theme objects (`colors.orangeUI`, `theme.accent`): its
    /// value is the one of the theme the app shows (`ColorResolver.themes`).
    case themed(String)
    /// A colour the app makes adapt to the appearance (`.dynamic(light: a, dark: b)`, its own
    /// helper around `UIColor(dynamicProvider:)`): one per scheme, with optional Increase
    /// Contrast variants that fall back to the scheme's.
    indirect case adaptive(light: ColorSpec, dark: ColorSpec, lightHigh: ColorSpec?, darkHigh: ColorSpec?)
    /// One of several colours, chosen at run time by a condition (`likes ? .orange : .gray`):
    /// no one value; a rule judges each.
    indirect case alternatives([ColorSpec], when: String)

    /// Set at run time: no value to resolve.
    public var isDynamic: Bool {
        if case .dynamic = self { return true }
        return false
    }

    /// A property of the app's themes, resolved only for one of them.
    public var isThemed: Bool {
        if case .themed = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .rgba(let c): return c.hex
        case .system(let n): return n.hasPrefix("system") ? n : "system \(n)"
        case .named(let n): return "asset \"\(n)\""
        case .dynamic: return "set at run time"
        case .themed(let n): return "theme colour \"\(n)\""
        case .adaptive(let light, let dark, _, _): return "\(light) in light mode, \(dark) in dark mode"
        case .alternatives(let specs, let condition): return "\(specs.map(\.description).joined(separator: " or ")) (by \(condition))"
        }
    }
}

extension ColorSpec {
    /// A colour that draws nothing: fully transparent components, or the system's `clear`.
    public var isClear: Bool {
        switch self {
        case .rgba(let c): return c.alpha < 0.01
        case .system(let name): return name == "clear"
        default: return false
        }
    }
}
