/// UIKit system colours in the light and dark appearances (standard contrast), as sRGB.
///
/// Source: Apple Human Interface Guidelines, "Color" → "Specifications" → "System colors" and
/// "iOS, iPadOS system gray colors" tables (https://developer.apple.com/design/human-interface-guidelines/color),
/// and the UI element colours (`label`, `secondaryLabel`, `systemBackground`…) as printed by
/// `UIColor.resolvedColor(with:)` on iOS 17, which Apple's "UI element colors" documentation
/// lists without values (https://developer.apple.com/documentation/uikit/uicolor/ui_element_colors).
/// Interface Builder also stores the light value of each system colour it uses in the file's
/// `<resources>` section; the front end prefers that snapshot when present.
public enum SystemColors {
    public struct Pair: Sendable {
        public let light: RGBA
        public let dark: RGBA
    }

    /// A fixed UIKit colour (`.white`, `.black`, `.red`…) that is the same in every
    /// appearance, as components; nil for dynamic system colours.
    public static func resolveFixed(_ spec: ColorSpec) -> ColorSpec? {
        guard case .system(let name) = spec, let pair = table[name], pair.light == pair.dark else { return nil }
        return .rgba(pair.light)
    }

    /// A system colour in an appearance. Increase Contrast uses `increasedContrast` where the
    /// colour has an entry there, the standard value otherwise.
    public static func color(_ name: String, _ appearance: ColorResolver.Appearance) -> RGBA? {
        let pair = appearance.increasedContrast ? (increasedContrast[name] ?? table[name]) : table[name]
        guard let pair else { return nil }
        return appearance.scheme == .light ? pair.light : pair.dark
    }

    /// The "Increased contrast" light and dark columns of the same HIG tables (system colors
    /// and system grays). UI element colours (`label`, backgrounds, fills) are not published
    /// with increased-contrast values and use their standard values.
    public static let increasedContrast: [String: Pair] = [
        "systemBlue": Pair(light: c(0, 64, 221), dark: c(64, 156, 255)),
        "systemBrown": Pair(light: c(127, 101, 69), dark: c(181, 148, 105)),
        "systemCyan": Pair(light: c(0, 113, 164), dark: c(112, 215, 255)),
        "systemGreen": Pair(light: c(36, 138, 61), dark: c(48, 219, 91)),
        "systemIndigo": Pair(light: c(54, 52, 163), dark: c(125, 122, 255)),
        "systemMint": Pair(light: c(12, 129, 123), dark: c(102, 212, 207)),
        "systemOrange": Pair(light: c(201, 52, 0), dark: c(255, 179, 64)),
        "systemPink": Pair(light: c(211, 15, 69), dark: c(255, 100, 130)),
        "systemPurple": Pair(light: c(137, 68, 171), dark: c(218, 143, 255)),
        "systemRed": Pair(light: c(215, 0, 21), dark: c(255, 105, 97)),
        "systemTeal": Pair(light: c(0, 130, 153), dark: c(93, 230, 255)),
        "systemYellow": Pair(light: c(178, 80, 0), dark: c(255, 212, 38)),
        "systemGray": Pair(light: c(108, 108, 112), dark: c(174, 174, 178)),
        "systemGray2": Pair(light: c(142, 142, 147), dark: c(124, 124, 128)),
        "systemGray3": Pair(light: c(174, 174, 178), dark: c(84, 84, 86)),
        "systemGray4": Pair(light: c(188, 188, 192), dark: c(68, 68, 70)),
        "systemGray5": Pair(light: c(216, 216, 220), dark: c(54, 54, 56)),
        "systemGray6": Pair(light: c(235, 235, 240), dark: c(36, 36, 38)),
    ]

    private static func c(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
        RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    public static let table: [String: Pair] = [
        "systemBlue": Pair(light: c(0, 122, 255), dark: c(10, 132, 255)),
        "systemBrown": Pair(light: c(162, 132, 94), dark: c(172, 142, 104)),
        "systemCyan": Pair(light: c(50, 173, 230), dark: c(100, 210, 255)),
        "systemGreen": Pair(light: c(52, 199, 89), dark: c(48, 209, 88)),
        "systemIndigo": Pair(light: c(88, 86, 214), dark: c(94, 92, 230)),
        "systemMint": Pair(light: c(0, 199, 190), dark: c(99, 230, 226)),
        "systemOrange": Pair(light: c(255, 149, 0), dark: c(255, 159, 10)),
        "systemPink": Pair(light: c(255, 45, 85), dark: c(255, 55, 95)),
        "systemPurple": Pair(light: c(175, 82, 222), dark: c(191, 90, 242)),
        "systemRed": Pair(light: c(255, 59, 48), dark: c(255, 69, 58)),
        "systemTeal": Pair(light: c(48, 176, 199), dark: c(64, 200, 224)),
        "systemYellow": Pair(light: c(255, 204, 0), dark: c(255, 214, 10)),
        "systemGray": Pair(light: c(142, 142, 147), dark: c(142, 142, 147)),
        "systemGray2": Pair(light: c(174, 174, 178), dark: c(99, 99, 102)),
        "systemGray3": Pair(light: c(199, 199, 204), dark: c(72, 72, 74)),
        "systemGray4": Pair(light: c(209, 209, 214), dark: c(58, 58, 60)),
        "systemGray5": Pair(light: c(229, 229, 234), dark: c(44, 44, 46)),
        "systemGray6": Pair(light: c(242, 242, 247), dark: c(28, 28, 30)),
        "label": Pair(light: c(0, 0, 0), dark: c(255, 255, 255)),
        "secondaryLabel": Pair(light: c(60, 60, 67, 0.6), dark: c(235, 235, 245, 0.6)),
        "tertiaryLabel": Pair(light: c(60, 60, 67, 0.3), dark: c(235, 235, 245, 0.3)),
        "quaternaryLabel": Pair(light: c(60, 60, 67, 0.18), dark: c(235, 235, 245, 0.16)),
        "placeholderText": Pair(light: c(60, 60, 67, 0.3), dark: c(235, 235, 245, 0.3)),
        "link": Pair(light: c(0, 122, 255), dark: c(9, 132, 255)),
        "separator": Pair(light: c(60, 60, 67, 0.29), dark: c(84, 84, 88, 0.6)),
        "opaqueSeparator": Pair(light: c(198, 198, 200), dark: c(56, 56, 58)),
        "systemBackground": Pair(light: c(255, 255, 255), dark: c(0, 0, 0)),
        "secondarySystemBackground": Pair(light: c(242, 242, 247), dark: c(28, 28, 30)),
        "tertiarySystemBackground": Pair(light: c(255, 255, 255), dark: c(44, 44, 46)),
        "systemGroupedBackground": Pair(light: c(242, 242, 247), dark: c(0, 0, 0)),
        "secondarySystemGroupedBackground": Pair(light: c(255, 255, 255), dark: c(28, 28, 30)),
        "tertiarySystemGroupedBackground": Pair(light: c(242, 242, 247), dark: c(44, 44, 46)),
        "systemFill": Pair(light: c(120, 120, 128, 0.2), dark: c(120, 120, 128, 0.36)),
        "secondarySystemFill": Pair(light: c(120, 120, 128, 0.16), dark: c(120, 120, 128, 0.32)),
        "tertiarySystemFill": Pair(light: c(118, 118, 128, 0.12), dark: c(118, 118, 128, 0.24)),
        "quaternarySystemFill": Pair(light: c(116, 116, 128, 0.08), dark: c(118, 118, 128, 0.18)),
        // Fixed colours (the same in every appearance): UIColor class properties.
        "black": Pair(light: c(0, 0, 0), dark: c(0, 0, 0)),
        "white": Pair(light: c(255, 255, 255), dark: c(255, 255, 255)),
        "darkGray": Pair(light: RGBA(white: 1.0 / 3), dark: RGBA(white: 1.0 / 3)),
        "lightGray": Pair(light: RGBA(white: 2.0 / 3), dark: RGBA(white: 2.0 / 3)),
        "gray": Pair(light: RGBA(white: 0.5), dark: RGBA(white: 0.5)),
        "red": Pair(light: c(255, 0, 0), dark: c(255, 0, 0)),
        "green": Pair(light: c(0, 255, 0), dark: c(0, 255, 0)),
        "blue": Pair(light: c(0, 0, 255), dark: c(0, 0, 255)),
        "cyan": Pair(light: c(0, 255, 255), dark: c(0, 255, 255)),
        "yellow": Pair(light: c(255, 255, 0), dark: c(255, 255, 0)),
        "magenta": Pair(light: c(255, 0, 255), dark: c(255, 0, 255)),
        "orange": Pair(light: c(255, 127.5, 0), dark: c(255, 127.5, 0)),
        "purple": Pair(light: c(127.5, 0, 127.5), dark: c(127.5, 0, 127.5)),
        "brown": Pair(light: c(153, 102, 51), dark: c(153, 102, 51)),
        "clear": Pair(light: RGBA(white: 0, alpha: 0), dark: RGBA(white: 0, alpha: 0)),
        "darkText": Pair(light: c(0, 0, 0), dark: c(0, 0, 0)),
        "lightText": Pair(light: RGBA(white: 1, alpha: 0.6), dark: RGBA(white: 1, alpha: 0.6)),
        "groupTableViewBackground": Pair(light: c(242, 242, 247), dark: c(0, 0, 0)),
    ]
}
