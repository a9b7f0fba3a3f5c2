import Foundation

/// Reads colour sets. Asset catalog JSON format: developer.apple.com/library/archive/documentation/
/// Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html ("color-space", "components"
/// as floats 0…1, integers 0…255 or hex "0xFF", "appearances" luminosity/contrast).
public enum AssetCatalogReader {
    /// The names code may load a set by: its own, and with the folders above it inside the
    /// catalog (`Text/primary` for `Assets.xcassets/Text/primary.colorset`), as a folder that
    /// provides a namespace names it. Code cannot load a name the catalog does not give, so
    /// the extra names never stand for another set.
    static func names(ofSetAt folder: String) -> [String] {
        let parts = folder.split(separator: "/").map(String.init)
        guard let last = parts.last, let catalog = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }) else {
            return [folder.fileName.deletingFileExtension]
        }
        let name = last.deletingFileExtension
        let groups = parts[(catalog + 1)..<(parts.count - 1)]
        return [name] + groups.indices.reversed().map { groups[$0...].joined(separator: "/") + "/" + name }
    }

    public static func colorSet(named name: String, file: String, data: Data) throws -> AssetColor {
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError("Contents.json is not a JSON object")
        }
        var color = AssetColor(name: name, file: file)
        // A set with Any, Light and Dark: iOS 13 and later draw Light in light mode, whatever
        // order the entries come in; Any serves only systems without appearances.
        var lightGiven = (plain: false, highContrast: false)
        for entry in json["colors"] as? [[String: Any]] ?? [] {
            guard let body = entry["color"] as? [String: Any], let value = value(of: body) else { continue }
            if let idiom = entry["idiom"] as? String, idiom != "universal", idiom != "iphone" { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let dark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let high = appearances.contains { ($0["appearance"] as? String) == "contrast" && ($0["value"] as? String) == "high" }
            let light = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "light" }
            switch (dark, high) {
            case (false, false):
                if light || !lightGiven.plain { color.any = value }
                lightGiven.plain = lightGiven.plain || light
            case (true, false): color.dark = value
            case (false, true):
                if light || !lightGiven.highContrast { color.highContrast = value }
                lightGiven.highContrast = lightGiven.highContrast || light
            case (true, true): color.darkHighContrast = value
            }
        }
        // Xcode's template `AccentColor` left without a colour: the app's accent is the
        // system's, blue ("If you don't specify an accent color, … the system default",
        // https://developer.apple.com/documentation/swiftui/color/accentcolor).
        if name == PlatformDefaults.accentColorName, color.any == nil, color.dark == nil, color.highContrast == nil, color.darkHighContrast == nil {
            color.any = .system("systemBlue")
        }
        return color
    }

    static func value(of body: [String: Any]) -> AssetColor.Value? {
        if let reference = body["reference"] as? String {
            return .system(reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference)
        }
        let space = (body["color-space"] as? String) ?? "srgb"
        guard let c = body["components"] as? [String: Any] else { return nil }
        let eightBit = Self.isEightBit(c)
        let alpha = component(c["alpha"], eightBit: false) ?? 1
        if let white = component(c["white"], eightBit: eightBit) {
            return .rgba(space.contains("gray") ? ColorSpaces.gamma22GrayToSRGB(white: white, alpha: alpha) : RGBA(white: white, alpha: alpha))
        }
        guard let r = component(c["red"], eightBit: eightBit), let g = component(c["green"], eightBit: eightBit),
            let b = component(c["blue"], eightBit: eightBit)
        else { return nil }
        if space == "display-p3" { return .rgba(ColorSpaces.displayP3ToSRGB(red: r, green: g, blue: b, alpha: alpha)) }
        return .rgba(RGBA(red: r, green: g, blue: b, alpha: alpha))
    }

    /// Xcode writes a colour's components in the input method chosen in its colour panel:
    /// "Floating point (0.0-1.0)" as "0.502" and "1.000", "8-bit (0-255)" as "128" and "1",
    /// "8-bit Hexadecimal" as "0x80". The scale belongs to the colour, not to each component:
    /// in `{"red": "1", "green": "128", "blue": "132"}` the red is 1/255, not full red. The
    /// components are 8-bit when none is written with a decimal point and one exceeds 1.
    static func isEightBit(_ components: [String: Any]) -> Bool {
        let values = ["red", "green", "blue", "white"].compactMap { components[$0] }
        var anyAboveOne = false
        for value in values {
            if let s = value as? String {
                let t = s.trimmingCharacters(in: .whitespaces)
                if t.contains(".") { return false }
                if let n = Double(t), n > 1 { anyAboveOne = true }
            } else if let n = value as? Double {
                if n != n.rounded() { return false }
                if n > 1 { anyAboveOne = true }
            } else if let n = value as? Int, n > 1 {
                anyAboveOne = true
            }
        }
        return anyAboveOne
    }

    /// "0.353" (0…1), "90" (0…255 when `eightBit`), "0x5A" (hex byte), or a number.
    static func component(_ raw: Any?, eightBit: Bool) -> Double? {
        if let n = raw as? Double { return eightBit || n > 1 ? n / 255 : n }
        if let n = raw as? Int { return eightBit || n > 1 ? Double(n) / 255 : Double(n) }
        guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if s.lowercased().hasPrefix("0x") { return UInt8(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if s.contains(".") { return Double(s) }
        guard let n = Double(s) else { return nil }
        return eightBit || n > 1 ? n / 255 : n
    }
}

public struct ReadError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
