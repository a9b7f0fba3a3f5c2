/// Escaping for XML 1.0 output (JUnit now, the HTML report later). Project text — labels,
/// file names, messages — goes through here, never straight into markup.
enum XMLEscaping {
    /// Character data: `&` `<` `>` escaped (`>` too, so `]]>` cannot appear).
    static func text(_ value: String) -> String {
        escape(value, attribute: false)
    }

    /// A double-quoted attribute value: additionally `"` and `'`, and tab, line feed and
    /// carriage return as character references, which attribute-value normalisation would
    /// otherwise turn into spaces.
    static func attribute(_ value: String) -> String {
        escape(value, attribute: true)
    }

    /// Characters XML 1.0 forbids even as references (§2.2 `Char`): the C0 controls other
    /// than tab, line feed and carriage return, and U+FFFE / U+FFFF. They become U+FFFD.
    /// (Surrogates cannot occur in a Swift `String`.)
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00...0x1F, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    private static func escape(_ value: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"  // a literal CR would be normalised away in text too
            default:
                out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
