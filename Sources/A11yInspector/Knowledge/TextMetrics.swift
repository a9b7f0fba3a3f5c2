/// How wide text is, estimated without the font files.
///
/// Each character gets an advance width in ems by class, approximating SF Pro Text (the iOS
/// system font): narrow glyphs and spaces 0.28, m/w/M/W/@/% 0.85, other capitals 0.66, digits
/// 0.60, other lower-case letters 0.54, CJK and other full-width characters 1.0, invisible
/// format characters (direction marks) 0, anything else 0.60; bold and semibold text is 5% wider.
///
/// Calibration (docs/appearance.md): on 97 single-line labels whose frames Xcode sized to
/// their text (hugging priority 251, in the NetNewsWire, Apress and Simplenote storyboards), the
/// estimate divided by the frame width has a median of 0.995 to 1.004 per project, and 82 of
/// the 97 are within 5%.
public enum TextMetrics {
    public static func emWidth(_ character: Character) -> Double {
        if " .,:;'!|iIjlft()[]r\"`".contains(character) { return 0.28 }
        if "mwMW@%".contains(character) { return 0.85 }
        guard let scalar = character.unicodeScalars.first else { return 0.6 }
        // Invisible format characters (direction marks and overrides, zero-width space).
        if scalar.properties.generalCategory == .format { return 0 }
        if scalar.value >= 0x2E80 { return 1.0 }
        if character.isUppercase { return 0.66 }
        if character.isNumber { return 0.6 }
        if character.isLowercase { return 0.54 }
        return 0.6
    }

    /// The width in points of `text` on one line.
    public static func width(of text: String, pointSize: Double, bold: Bool = false) -> Double {
        text.reduce(0) { $0 + emWidth($1) } * pointSize * (bold ? 1.05 : 1)
    }

    /// Lines needed to show `text` in `width` points, wrapping at spaces (a word longer than
    /// the line is broken); at least 1.
    public static func lines(for text: String, pointSize: Double, bold: Bool = false, width: Double) -> Int {
        guard width > 0 else { return Int.max }
        return text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
            $0 + paragraphLines(String($1), pointSize: pointSize, bold: bold, width: width)
        }
    }

    /// UIKit's line height for SF Pro: ascender minus descender, 1.19 em (a one-line body label
    /// is 20.33 pt tall in Interface Builder: 17 × 1.196).
    public static func lineHeight(pointSize: Double) -> Double { pointSize * 1.19 }

    private static func paragraphLines(_ text: String, pointSize: Double, bold: Bool, width: Double) -> Int {
        var lines = 1
        var current = 0.0
        let space = emWidth(" ") * pointSize
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var w = Self.width(of: String(word), pointSize: pointSize, bold: bold)
            let needed = current == 0 ? w : current + space + w
            if needed <= width {
                current = needed
                continue
            }
            if current > 0 { lines += 1 }
            while w > width {
                lines += 1
                w -= width
            }
            current = w
        }
        return lines
    }
}
