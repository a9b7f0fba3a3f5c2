import Foundation

/// Reads colour sets. Asset catalog JSON format: developer.apple.com/library/archive/documentation/
/// Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html ("color-space", "components"
/// as floats 0…1, integers 0…255 or hex "0xFF", "appearances" luminosity/contrast).
public enum AssetCatalogReader {
    public static func colorSet(named name: String, file: String, data: Data) throws -> AssetColor {
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError("Contents.json is not a JSON object")
        }
        var color = AssetColor(name: name, file: file)
        for entry in json["colors"] as? [[String: Any]] ?? [] {
            guard let body = entry["color"] as? [String: Any], let value = value(of: body) else { continue }
            if let idiom = entry["idiom"] as? String, idiom != "universal", idiom != "iphone" { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let dark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let high = appearances.contains { ($0["appearance"] as? String) == "contrast" && ($0["value"] as? String) == "high" }
            let light = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "light" }
            switch (dark, high) {
            case (false, false): if !light || color.any == nil { color.any = value }
            case (true, false): color.dark = value
            case (false, true): color.highContrast = value
            case (true, true): color.darkHighContrast = value
            }
        }
        return color
    }

    static func value(of body: [String: Any]) -> AssetColor.Value? {
        if let reference = body["reference"] as? String {
            return .system(reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference)
        }
        let space = (body["color-space"] as? String) ?? "srgb"
        guard let c = body["components"] as? [String: Any] else { return nil }
        let alpha = component(c["alpha"]) ?? 1
        if let white = component(c["white"]) {
            return .rgba(space.contains("gray") ? ColorSpaces.gamma22GrayToSRGB(white: white, alpha: alpha) : RGBA(white: white, alpha: alpha))
        }
        guard let r = component(c["red"]), let g = component(c["green"]), let b = component(c["blue"]) else { return nil }
        if space == "display-p3" { return .rgba(ColorSpaces.displayP3ToSRGB(red: r, green: g, blue: b, alpha: alpha)) }
        return .rgba(RGBA(red: r, green: g, blue: b, alpha: alpha))
    }

    /// "0.353" (0…1), "90" (0…255), "0x5A" (hex byte), or a number.
    static func component(_ raw: Any?) -> Double? {
        if let n = raw as? Double { return n > 1 ? n / 255 : n }
        if let n = raw as? Int { return n > 1 ? Double(n) / 255 : Double(n) }
        guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if s.lowercased().hasPrefix("0x") { return UInt8(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if s.contains(".") { return Double(s) }
        guard let n = Double(s) else { return nil }
        return n > 1 ? n / 255 : n
    }
}

public struct ReadError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
