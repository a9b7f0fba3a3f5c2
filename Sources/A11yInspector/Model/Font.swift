/// Dynamic Type text styles, named as `UIFont.TextStyle` names them.
public enum TextStyle: String, CaseIterable, Codable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// Interface Builder's `style=` values on `<fontDescription>` (UICTFontTextStyle…).
    public init?(interfaceBuilderName name: String) {
        switch name {
        case "UICTFontTextStyleTitle0", "UICTFontTextStyleLargeTitle": self = .largeTitle
        case "UICTFontTextStyleTitle1": self = .title1
        case "UICTFontTextStyleTitle2": self = .title2
        case "UICTFontTextStyleTitle3": self = .title3
        case "UICTFontTextStyleHeadline": self = .headline
        case "UICTFontTextStyleSubhead": self = .subheadline
        case "UICTFontTextStyleBody": self = .body
        case "UICTFontTextStyleCallout": self = .callout
        case "UICTFontTextStyleFootnote": self = .footnote
        case "UICTFontTextStyleCaption1": self = .caption1
        case "UICTFontTextStyleCaption2": self = .caption2
        default: return nil
        }
    }

    /// Styles that conventionally mark a title or section heading.
    public var looksLikeHeading: Bool {
        switch self {
        case .largeTitle, .title1, .title2, .title3, .headline: return true
        default: return false
        }
    }
}

/// A font as declared: a text style, a fixed system font, a custom font, or one computed at run
/// time. `scalesWithDynamicType` is the front end's reading of the declaration (nil: unknown).
public struct FontSpec: Hashable, Codable, Sendable {
    public enum Source: String, Hashable, Codable, Sendable {
        /// `preferredFont(forTextStyle:)`, IB `style=`, SwiftUI `.font(.body)`.
        case textStyle
        /// `systemFont(ofSize:)`, IB `type="system" pointSize=`, SwiftUI `.system(size:)`.
        case system
        /// `UIFont(name:size:)`, IB `type="custom"`, SwiftUI `Font.custom`.
        case custom
        /// Computed at run time; nothing is known.
        case dynamic
    }

    public var source: Source
    public var textStyle: TextStyle?
    public var pointSize: Double?
    /// "regular", "bold", "semibold", … (UIFont.Weight names).
    public var weight: String?
    public var name: String?
    public var scalesWithDynamicType: Bool?

    public init(
        source: Source, textStyle: TextStyle? = nil, pointSize: Double? = nil,
        weight: String? = nil, name: String? = nil, scalesWithDynamicType: Bool? = nil
    ) {
        self.source = source
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.weight = weight
        self.name = name
        self.scalesWithDynamicType = scalesWithDynamicType
    }

    public var isBold: Bool {
        guard let w = weight?.lowercased() else {
            return name.map { $0.lowercased().contains("bold") || $0.lowercased().contains("heavy") || $0.lowercased().contains("black") } ?? false
        }
        return ["bold", "semibold", "heavy", "black"].contains(w)
    }

    public var summary: String {
        switch source {
        case .textStyle: return textStyle.map { "text style \($0.rawValue)" } ?? "a text style"
        case .system: return "system \(pointSize.map { Rect.format($0) + " pt" } ?? "font of a computed size")\(weight.map { " \($0)" } ?? "")"
        case .custom: return "\(name ?? "custom font")\(pointSize.map { " " + Rect.format($0) + " pt" } ?? "")"
        case .dynamic: return "set at run time"
        }
    }
}
