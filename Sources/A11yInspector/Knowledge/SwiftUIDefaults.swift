/// What SwiftUI exposes for its standard views when the app adds no accessibility modifiers.
///
/// Sources: Apple's documentation of each view and of accessibility in SwiftUI
/// ("Accessibility fundamentals", https://developer.apple.com/documentation/swiftui/accessibility-fundamentals):
/// "SwiftUI … automatically generates accessibility elements for standard controls"; `Image(_:)`
/// uses the image name as its label ("the image's name … is used as the label",
/// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)); `Image(decorative:)`
/// is hidden from assistive technologies; controls take their label from their title or label
/// view; stacks are layout only (seed B L1888, L2454). Entries marked "observed" follow what
/// Accessibility Inspector shows on iOS 17.
extension PlatformDefaults {
    static let swiftUI: [String: PlatformDefaults] = [
        "Text": .init(
            role: .staticText, name: "Text", isElement: true, traits: .staticText, label: .text, isInteractive: false, isContainer: false, showsText: true,
            reference: "Text is an element reading its string"),
        "Image": .init(
            role: .image, name: "Image", isElement: true, traits: .image, label: .none, isInteractive: false, isContainer: false, showsText: false,
            reference: "Image(_:) is labelled by its name; decorative images are hidden"),
        "Button": .init(
            role: .button, name: "Button", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "Button reads its title or label view"),
        "Link": .init(
            role: .link, name: "Link", isElement: true, traits: .link, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "Link: link trait (observed)"),
        "NavigationLink": .init(
            role: .button, name: "Button", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "NavigationLink: button (observed)"),
        "Menu": .init(
            role: .menu, name: "Button", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "Menu: button that opens a menu (observed)"),
        "Toggle": .init(
            role: .toggle, name: "Toggle", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "Toggle: 'switch button, on/off' (observed)"),
        "Slider": .init(
            role: .slider, name: "Slider", isElement: true, traits: .adjustable, label: .text, isInteractive: true, isContainer: false, showsText: false,
            reference: "Slider: adjustable, labelled by its label view"),
        "Stepper": .init(
            role: .stepper, name: "Stepper", isElement: true, traits: .adjustable, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "Stepper: adjustable, labelled by its title (simplified; observed as title plus increment/decrement)"),
        "Picker": .init(
            role: .picker, name: "Picker", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "Picker: button reading title and selection (observed, menu style)"),
        "DatePicker": .init(
            role: .picker, name: "Picker", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "DatePicker: button reading title and date (observed, compact style)"),
        "ColorPicker": .init(
            role: .picker, name: "Picker", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "observed"),
        "TextField": .init(
            role: .textField, name: "Text field", isElement: true, traits: [], label: .placeholder, isInteractive: true, isContainer: false, showsText: true,
            reference: "TextField: its title is the label and the placeholder"),
        "SecureField": .init(
            role: .textField, name: "Text field", isElement: true, traits: [], label: .placeholder, isInteractive: true, isContainer: false, showsText: true,
            reference: "SecureField: as TextField"),
        "TextEditor": .init(
            role: .textArea, name: "Text field", isElement: true, traits: [], label: .none, isInteractive: true, isContainer: false, showsText: true,
            reference: "TextEditor: text view without a label"),
        "ProgressView": .init(
            role: .progressIndicator, isElement: true, traits: .updatesFrequently, label: .textOr("In progress"), isInteractive: false, isContainer: false,
            showsText: false,
            reference:
                "ProgressView: title and percentage (observed); without a title, the spinner reads \"In progress\" as UIActivityIndicatorView, which it draws (J. Sweet, 'iOS progress indicators, 2 of 3', 2020)"
        ),
        "Gauge": .init(
            role: .progressIndicator, isElement: true, traits: [], label: .text, isInteractive: false, isContainer: false, showsText: false,
            reference: "Gauge: label and value (observed)"),
        "Label": .init(
            role: .staticText, isElement: true, traits: .staticText, label: .text, isInteractive: false, isContainer: false, showsText: true,
            reference: "Label reads its title; the icon is not read"),
        "ShareLink": .init(
            role: .button, name: "Button", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "ShareLink: button, default title 'Share' (observed)"),
        // https://developer.apple.com/documentation/photosui/photospicker: "a view that displays a
        // Photos picker", drawn as a button with its title or label view.
        "PhotosPicker": .init(
            role: .button, name: "Button", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "PhotosPicker: a button reading its title or label view"),
        "EditButton": .init(
            role: .button, isElement: true, traits: .button, label: .builtIn("Edit"), isInteractive: true, isContainer: false, showsText: true,
            reference: "EditButton: 'Edit' (observed)"),
        "Section": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false,
            reference: "container; its header is a heading (observed)"),
    ]

    /// Views that draw nothing people read: layout, shapes and colours.
    /// What `Button(role:action:)` (iOS 26) shows and says when given no label: "Creates a
    /// button that displays a default label" (https://developer.apple.com/documentation/swiftui/button/init(role:action:)),
    /// a system glyph whose words follow the matching bar button items (UIBarButtonItem
    /// `.close`, `.cancel`, `.done`, `.trash`; observed, not stated by Apple).
    static let buttonRoleLabels: [String: String] = [
        "close": "Close", "cancel": "Cancel", "confirm": "Done", "destructive": "Delete",
    ]

    /// SwiftUI's colours, shapes and gradients: they draw, and show nothing VoiceOver reads.
    public static func isShape(_ kind: String) -> Bool {
        [
            "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape",
            "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient",
        ].contains(kind)
    }

    /// The font a view draws its text in when the app sets none: SwiftUI's `Text` is body,
    /// scaled with Dynamic Type and on as many lines as it needs ("Text … uses the body font by
    /// default", https://developer.apple.com/documentation/swiftui/text). UIKit's labels are a
    /// fixed 17 pt (seed B L1902), which the front ends write as the element's font.
    public static func defaultFont(_ kind: String) -> FontSpec? {
        // A button or link made with a title draws it as a `Text`, in the body style.
        ["Text", "Button", "Link", "NavigationLink"].contains(kind) ? FontSpec(source: .textStyle, textStyle: .body, scalesWithDynamicType: true) : nil
    }

    /// `UILabel`'s font when code sets none: "the system font at a size of 17 points"
    /// (https://developer.apple.com/documentation/uikit/uilabel/font). Text fields and text
    /// views default to the body text style instead (their `font` pages).
    /// The colour set Xcode's templates name as the app's accent colour
    /// (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`), SwiftUI's accent and UIKit's default tint.
    public static let accentColorName = "AccentColor"

    public static let uiLabelDefaultFont = FontSpec(source: .system, pointSize: 17, weight: "regular", scalesWithDynamicType: false)

    /// UIFont's sizes on iOS, in points, as UIKit returns them (`UIFont.labelFontSize`,
    /// `buttonFontSize`, `smallSystemFontSize`, `systemFontSize`,
    /// https://developer.apple.com/documentation/uikit/uifont): fixed, whatever the text size.
    public static let uiFontSizes: [String: Double] = ["labelFontSize": 17, "buttonFontSize": 18, "smallSystemFontSize": 12, "systemFontSize": 14]

    /// A button's title font when its Interface Builder file sets none and it has no
    /// configuration: UIKit's default for a button title, the system font at 15 points (the
    /// font Xcode's Attributes inspector shows for such a button, and `titleLabel.font` at run
    /// time), which does not follow the text size.
    public static let uiButtonDefaultFont = FontSpec(source: .system, pointSize: 15, weight: "regular", scalesWithDynamicType: false)

    /// An Interface Builder button that sets no font and draws its title in `uiButtonDefaultFont`.
    public static func drawsInDefaultButtonFont(_ e: Element) -> Bool {
        e.kind == "UIButton" && e.font == uiButtonDefaultFont && e.provenance[.font] == nil && !isMadeInCode(e)
    }

    /// A label code makes (in a Swift or Objective-C file), whose font no code sets: it draws in
    /// `uiLabelDefaultFont` (given by `CodeLinker`).
    public static func drawsInDefaultLabelFont(_ e: Element) -> Bool {
        e.kind == "UILabel" && e.font == uiLabelDefaultFont && e.provenance[.font] == nil && isMadeInCode(e)
    }

    /// An element code makes: declared in a Swift or Objective-C file, not in Interface Builder.
    public static func isMadeInCode(_ e: Element) -> Bool {
        e.location.file.hasSuffix(".swift") || e.location.file.hasSuffix(".m")
    }

    /// Lines a view wraps its text onto when the app sets no limit: as many as needed for
    /// SwiftUI's `Text` (`lineLimit` nil), one for `UILabel` (`numberOfLines` defaults to 1,
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines); 0 means no limit.
    public static func defaultNumberOfLines(_ kind: String) -> Int { kind == "Text" ? 0 : 1 }

    /// A label that shrinks its text to fit its width: `adjustsFontSizeToFitWidth` on a label of
    /// one line ("only intended for use with a single-line label",
    /// https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth); one of
    /// more lines wraps instead.
    public static func shrinksTextToFit(_ e: Element) -> Bool {
        e.shrinksToFit && (e.numberOfLines ?? defaultNumberOfLines(e.kind)) == 1
    }

    static let swiftUILayout: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Group", "ForEach", "List", "Form", "ScrollView", "NavigationStack", "NavigationView", "NavigationSplitView",
        "TabView", "GeometryReader", "ViewThatFits", "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle",
        "Circle", "Capsule", "Ellipse", "ScrollViewReader", "Conditional", "ControlGroup", "GroupBox", "DisclosureGroup",
        "LabeledContent",
    ]
}
