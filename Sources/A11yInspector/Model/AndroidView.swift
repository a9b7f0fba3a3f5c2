/// What an Android layout says about a view beyond the shared model: the attributes TalkBack,
/// Switch Access, Voice Access and the Android rules read. Values are as written, with
/// resource references already resolved where the project defines them.
public struct AndroidView: Sendable, Codable, Hashable {
    /// `android:id` without its `@+id/` or `@id/` prefix.
    public var id: String?
    /// `android:importantForAccessibility`; nil when not set or not a literal.
    public var importantForAccessibility: ImportantForAccessibility?
    /// `android:focusable`; nil when not set or not a literal.
    public var focusable: Focusable?
    public var clickable: Bool?
    /// `android:screenReaderFocusable` (API 28): one TalkBack stop for a group that is not
    /// focusable for the keyboard.
    public var screenReaderFocusable: Bool?
    public var longClickable: Bool?
    /// `android:onClick` names a handler, which makes the view clickable.
    public var onClick: String?
    /// Where code gives the view an `OnTouchListener`, and where it makes it clickable, when
    /// the code names the view (by `R.id` or view binding).
    public var touchListenerInCode: String?
    public var madeClickableInCode: String?
    /// `android:contentDescription="@null"`: decorative on purpose.
    public var contentDescriptionIsNull = false
    /// `android:labelFor`: the id of the field this view labels.
    public var labelFor: String?
    /// `android:accessibilityTraversalBefore` / `After`: ids.
    public var traversalBefore: String?
    public var traversalAfter: String?
    /// `nextFocusUp/Down/Left/Right/Forward`: direction → id.
    public var nextFocus: [String: String] = [:]
    /// `android:accessibilityLiveRegion`: "none", "polite", "assertive".
    public var liveRegion: LiveRegion?
    public var isHeading = false
    public var isChecked: Bool?
    /// `android:visibility`; nil when not set or not a literal (a data-binding expression).
    public var visibility: Visibility?
    /// Sizes as written ("48dp", "wrap_content", "@dimen/touch"), attribute → value.
    public var sizes: [String: String] = [:]
    /// `android:textSize` as written, and its unit once resolved ("sp", "dp", "px"…).
    public var textSize: String?
    public var textSizeUnit: String?
    /// `android:textAppearance`, else the `style` attribute: a text style by name
    /// ("?attr/textAppearanceHeadline6", "@style/TextAppearance.Material3.TitleLarge").
    public var textAppearance: String?
    /// Attributes holding literal text instead of `@string/` references ("text" → "Sign in").
    public var literalTexts: [String: String] = [:]
    /// Attributes holding literal colours instead of `@color/` or theme references.
    public var literalColors: [String: String] = [:]
    /// `textColor` and `background` resolved for the light and the night (dark theme)
    /// configuration, where the layout and the project's values define them.
    public var dayColors: [String: RGBA] = [:]
    public var nightColorValues: [String: RGBA] = [:]
    /// Colour attributes whose `@color/` resource has a `values-night` variant.
    public var nightVariantColors: Set<String> = []
    /// `android:background` as written (a colour, a drawable, a theme attribute).
    public var background: String?
    /// The hint of an enclosing Material `TextInputLayout`, which labels its field.
    public var inputLayoutHint: TextValue?
    /// The tag written in the layout when it is not the widget itself (a Material or AppCompat
    /// subclass mapped to its base widget, a custom view).
    public var tag: String?
    public init() {}
}

extension AndroidView {
    /// `android:importantForAccessibility`.
    public enum ImportantForAccessibility: String, Sendable, Codable, Hashable {
        case auto, yes, no, noHideDescendants
    }

    /// `android:focusable`: "true", "false", or "auto" (API 26+: focusable when clickable).
    public enum Focusable: String, Sendable, Codable, Hashable {
        case yes = "true", no = "false", auto
    }

    /// `android:accessibilityLiveRegion`.
    public enum LiveRegion: String, Sendable, Codable, Hashable {
        case none, polite, assertive
    }

    /// `android:visibility`.
    public enum Visibility: String, Sendable, Codable, Hashable {
        case visible, invisible, gone

        /// Not drawn: `gone` takes no space, `invisible` keeps it.
        public var isHidden: Bool { self != .visible }
    }
}
