import Foundation

/// Material Components for iOS's typography scheme (`MDCTypographyScheme`), which apps give
/// their labels through `scheme.typographyScheme.body1`. Its defaults are fixed system fonts
/// that do not follow Dynamic Type (`mdc_adjustsFontForContentSizeCategory = NO`): the values
/// below are the library's `MDCTypographySchemeDefaultsMaterial201804` and `…201902` defaults
/// (material-components-ios, `components/schemes/Typography/src/MDCTypographyScheme.m`).
/// An app that changes its scheme's fonts, or asks it to follow the text size
/// (`useCurrentContentSizeCategoryWhenApplied`), makes them unknown.
enum MaterialTypography {
    /// Style → (point size, weight).
    static let defaults: [String: (size: Double, weight: String)] = [
        "headline1": (96, "light"), "headline2": (60, "light"), "headline3": (48, "regular"), "headline4": (34, "regular"),
        "headline5": (24, "regular"), "headline6": (20, "medium"), "subtitle1": (16, "regular"), "subtitle2": (14, "regular"),
        "body1": (16, "regular"), "body2": (14, "regular"), "caption": (12, "regular"), "button": (14, "medium"),
        "overline": (12, "medium"),
    ]

    /// The key a style is found by among the project's font constants.
    static func key(_ style: String) -> String { "mdc:" + style }

    /// The default fonts as font constants, for a project that leaves the scheme as it is.
    static var constants: [String: FontSpec] {
        Dictionary(
            uniqueKeysWithValues: defaults.map { style, font in
                (key(style), FontSpec(source: .system, pointSize: font.size, weight: font.weight, scalesWithDynamicType: false))
            })
    }

    /// Whether a source file changes the scheme's fonts or asks them to follow the text size.
    static func customizes(_ data: Data) -> Bool {
        guard data.containsText("typographyScheme") || data.containsText("TypographyScheme") else { return false }
        if data.containsText("useCurrentContentSizeCategoryWhenApplied") || data.containsText("mdc_adjustsFontForContentSizeCategory") {
            return true
        }
        guard data.containsText("MDCTypographyScheme") else { return false }
        return String(decoding: data, as: UTF8.self).range(
            of: #"typographyScheme(\.\w+)?\s*=[^=]|\.(headline[1-6]|subtitle[12]|body[12]|caption|button|overline)\s*=[^=]"#, options: .regularExpression)
            != nil
    }
}
