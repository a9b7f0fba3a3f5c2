/// What the Android framework does for a widget when the layout sets nothing: whether it is
/// focusable and clickable, the role TalkBack speaks, whether it is checkable or takes text.
/// The Android counterpart of `PlatformDefaults` (UIKit), one table for the front end, the
/// TalkBack simulator and the rules.
///
/// Sources:
/// - Focusable/clickable defaults: the widgets' default styles in AOSP
///   (`frameworks/base/core/res/res/values/styles.xml`: `Widget.Button`, `Widget.ImageButton`,
///   `Widget.CompoundButton.*`, `Widget.EditText` set `android:focusable` and
///   `android:clickable` to true; `TextView`, `ImageView` and layouts set neither), and
///   https://developer.android.com/reference/android/view/View#attr_android:focusable
///   ("auto": focusable when clickable).
/// - Role phrases TalkBack speaks, by the class name a node reports (Button, Checkbox,
///   Drop down list, Edit box, Image, Toggle button, Radio button, Progress bar):
///   https://appt.org/en/docs/android/samples/accessibility-role ; "Switch", "Slider" and
///   "Heading" as TalkBack speaks them on Android 10–14 (observed, TalkBack 9–14).
/// - EditText's hint read as its label while empty: the book, B L932-942.
/// - Book ch. 4: ImageButton is focusable where an ImageView with a touch listener is not
///   (Switch Access, B L1550-1630).
public struct AndroidWidget: Sendable {
    /// The role phrase TalkBack adds after the text ("Button"), nil for plain text and layouts.
    public var role: String?
    /// Focusable (and so reachable by TalkBack, keyboard and Switch Access) without attributes.
    public var isFocusable: Bool
    public var isClickable: Bool
    /// A `CompoundButton`: TalkBack speaks its checked state.
    public var isCheckable: Bool
    /// Takes typed text: the hint labels it while empty.
    public var isTextEntry: Bool
    /// Displays `android:text`.
    public var showsText: Bool
    /// Shows only a drawable: needs a `contentDescription` unless decorative.
    public var isImage: Bool
    /// A view group that lays out children.
    public var isContainer: Bool
    /// Scrolls its one child (`ScrollView`, `HorizontalScrollView`, `NestedScrollView`).
    public var isScrollView = false
    /// Where the entry comes from.
    public var reference: String

    static func widget(
        _ role: String?, focusable: Bool = false, clickable: Bool = false, checkable: Bool = false,
        text: Bool = false, textEntry: Bool = false, image: Bool = false, container: Bool = false,
        reference: String
    ) -> AndroidWidget {
        AndroidWidget(
            role: role, isFocusable: focusable, isClickable: clickable, isCheckable: checkable,
            isTextEntry: textEntry, showsText: text || textEntry, isImage: image, isContainer: container,
            reference: reference)
    }

    /// Keyed by the fully qualified class of the base widget.
    public static let table: [String: AndroidWidget] = [
        "android.widget.TextView": .widget(nil, text: true, reference: "View docs: not focusable unless clickable; TalkBack reads its text (B L1338)"),
        "android.widget.Button": .widget(
            "Button", focusable: true, clickable: true, text: true, reference: "AOSP Widget.Button style: focusable, clickable; appt.org role \"Button\""),
        "android.widget.ImageButton": .widget(
            "Button", focusable: true, clickable: true, image: true,
            reference: "AOSP Widget.ImageButton: focusable, clickable; TalkBack role \"Button\"; B L1550-1630"),
        "android.widget.ImageView": .widget(
            "Image", image: true, reference: "not focusable by default; appt.org role \"Image\"; B L893-906 (needs contentDescription)"),
        "android.widget.EditText": .widget(
            "Edit box", focusable: true, clickable: true, textEntry: true,
            reference: "AOSP Widget.EditText: focusable, clickable; appt.org role \"Edit box\"; hint as label B L932-942"),
        "android.widget.AutoCompleteTextView": .widget("Edit box", focusable: true, clickable: true, textEntry: true, reference: "extends EditText"),
        "android.widget.CheckBox": .widget(
            "Checkbox", focusable: true, clickable: true, checkable: true, text: true,
            reference: "AOSP Widget.CompoundButton.CheckBox; appt.org role \"Checkbox\""),
        "android.widget.RadioButton": .widget(
            "Radio button", focusable: true, clickable: true, checkable: true, text: true,
            reference: "AOSP Widget.CompoundButton.RadioButton; appt.org role \"Radio button\""),
        "android.widget.Switch": .widget(
            "Switch", focusable: true, clickable: true, checkable: true, text: true,
            reference: "AOSP Widget.CompoundButton.Switch; role \"Switch\" (TalkBack, observed)"),
        "android.widget.ToggleButton": .widget(
            "Toggle button", focusable: true, clickable: true, checkable: true, text: true,
            reference: "AOSP Widget.Button.Toggle; appt.org role \"Toggle button\""),
        "android.widget.CheckedTextView": .widget(nil, checkable: true, text: true, reference: "checkable text, clickable only in list rows (set by the list)"),
        "android.widget.SeekBar": .widget(
            "Slider", focusable: true, reference: "AbsSeekBar is focusable, adjusted by scroll actions rather than clicks; role \"Slider\" (TalkBack, observed)"
        ),
        "android.widget.RatingBar": .widget("Slider", focusable: true, reference: "extends AbsSeekBar"),
        "android.widget.ProgressBar": .widget("Progress bar", reference: "not focusable; appt.org role \"Progress bar\""),
        "android.widget.Spinner": .widget(
            "Drop down list", focusable: true, clickable: true, reference: "AOSP Widget.Spinner: focusable, clickable; appt.org role \"Drop down list\""),
        "android.widget.NumberPicker": .widget("Value picker", container: true, reference: "a group of buttons and a field; appt.org role \"Value picker\""),
        "android.view.View": .widget(nil, reference: "View docs: focusable \"auto\" (only when clickable)"),
        "android.view.ViewGroup": .widget(nil, container: true, reference: "layouts draw nothing; B L1208-1296 (focusable containers)"),
        "android.widget.RadioGroup": .widget(nil, container: true, reference: "a LinearLayout of RadioButtons"),
        "android.widget.ScrollView": {
            var scroll = AndroidWidget.widget(nil, container: true, reference: "container")
            scroll.isScrollView = true
            return scroll
        }(),
        "android.widget.ListView": .widget("List", container: true, reference: "AdapterView: rows come from the adapter"),
        "androidx.recyclerview.widget.RecyclerView": .widget("List", container: true, reference: "rows come from the adapter (their own layouts)"),
        "android.webkit.WebView": .widget(nil, focusable: true, container: true, reference: "focusable; its content has its own accessibility"),
    ]

    /// Widgets from the Material and AppCompat libraries, and framework widgets written by their
    /// short name, mapped to the base widget they extend (their accessibility class name).
    public static let aliases: [String: String] = [
        "TextView": "android.widget.TextView", "Button": "android.widget.Button",
        "ImageButton": "android.widget.ImageButton", "ImageView": "android.widget.ImageView",
        "EditText": "android.widget.EditText", "AutoCompleteTextView": "android.widget.AutoCompleteTextView",
        "MultiAutoCompleteTextView": "android.widget.AutoCompleteTextView",
        "CheckBox": "android.widget.CheckBox", "RadioButton": "android.widget.RadioButton",
        "Switch": "android.widget.Switch", "ToggleButton": "android.widget.ToggleButton",
        "CheckedTextView": "android.widget.CheckedTextView",
        "SeekBar": "android.widget.SeekBar", "RatingBar": "android.widget.RatingBar",
        "ProgressBar": "android.widget.ProgressBar", "Spinner": "android.widget.Spinner",
        "NumberPicker": "android.widget.NumberPicker", "View": "android.view.View",
        "Space": "android.view.View", "RadioGroup": "android.widget.RadioGroup",
        "ScrollView": "android.widget.ScrollView", "HorizontalScrollView": "android.widget.ScrollView",
        "ListView": "android.widget.ListView", "GridView": "android.widget.ListView", "WebView": "android.webkit.WebView",
        "com.google.android.material.button.MaterialButton": "android.widget.Button",
        "com.google.android.material.floatingactionbutton.FloatingActionButton": "android.widget.ImageButton",
        "com.google.android.material.textfield.TextInputEditText": "android.widget.EditText",
        "com.google.android.material.textfield.MaterialAutoCompleteTextView": "android.widget.AutoCompleteTextView",
        "com.google.android.material.checkbox.MaterialCheckBox": "android.widget.CheckBox",
        "com.google.android.material.radiobutton.MaterialRadioButton": "android.widget.RadioButton",
        "com.google.android.material.switchmaterial.SwitchMaterial": "android.widget.Switch",
        "com.google.android.material.materialswitch.MaterialSwitch": "android.widget.Switch",
        "com.google.android.material.textview.MaterialTextView": "android.widget.TextView",
        "com.google.android.material.imageview.ShapeableImageView": "android.widget.ImageView",
        "com.google.android.material.progressindicator.LinearProgressIndicator": "android.widget.ProgressBar",
        "com.google.android.material.progressindicator.CircularProgressIndicator": "android.widget.ProgressBar",
        "androidx.appcompat.widget.AppCompatButton": "android.widget.Button",
        "androidx.appcompat.widget.AppCompatImageButton": "android.widget.ImageButton",
        "androidx.appcompat.widget.AppCompatImageView": "android.widget.ImageView",
        "androidx.appcompat.widget.AppCompatTextView": "android.widget.TextView",
        "androidx.appcompat.widget.AppCompatEditText": "android.widget.EditText",
        "androidx.appcompat.widget.AppCompatAutoCompleteTextView": "android.widget.AutoCompleteTextView",
        "androidx.appcompat.widget.AppCompatCheckBox": "android.widget.CheckBox",
        "androidx.appcompat.widget.AppCompatRadioButton": "android.widget.RadioButton",
        "androidx.appcompat.widget.AppCompatToggleButton": "android.widget.ToggleButton",
        "androidx.appcompat.widget.AppCompatCheckedTextView": "android.widget.CheckedTextView",
        "androidx.appcompat.widget.AppCompatSeekBar": "android.widget.SeekBar",
        "androidx.appcompat.widget.AppCompatRatingBar": "android.widget.RatingBar",
        "androidx.appcompat.widget.AppCompatSpinner": "android.widget.Spinner",
        "androidx.appcompat.widget.SwitchCompat": "android.widget.Switch",
        "android.support.v7.widget.SwitchCompat": "android.widget.Switch",
        "android.support.v7.widget.AppCompatButton": "android.widget.Button",
        "android.support.v7.widget.AppCompatImageView": "android.widget.ImageView",
        "android.support.v7.widget.AppCompatTextView": "android.widget.TextView",
        "android.support.v7.widget.RecyclerView": "androidx.recyclerview.widget.RecyclerView",
        "androidx.core.widget.NestedScrollView": "android.widget.ScrollView",
        "android.support.v4.widget.NestedScrollView": "android.widget.ScrollView",
    ]

    /// View groups that only lay out their children; any tag ending in "Layout" is one too.
    static let layoutTags: Set<String> = [
        "LinearLayout", "FrameLayout", "RelativeLayout", "TableLayout", "TableRow", "GridLayout",
        "androidx.constraintlayout.widget.ConstraintLayout", "androidx.coordinatorlayout.widget.CoordinatorLayout",
        "androidx.cardview.widget.CardView", "com.google.android.material.card.MaterialCardView",
        "androidx.viewpager.widget.ViewPager", "androidx.viewpager2.widget.ViewPager2",
        "androidx.appcompat.widget.Toolbar", "androidx.appcompat.widget.LinearLayoutCompat",
        "com.google.android.material.appbar.MaterialToolbar", "com.google.android.material.chip.ChipGroup",
        "androidx.fragment.app.FragmentContainerView", "fragment",
    ]

    /// The base widget for a tag, and whether the tag was recognised at all (a custom view
    /// whose behaviour the layout cannot tell is not).
    public static func resolve(tag: String) -> (kind: String, known: Bool) {
        if table[tag] != nil { return (tag, true) }
        if let base = aliases[tag] { return (base, true) }
        if layoutTags.contains(tag) || tag.hasSuffix("Layout") && !tag.contains(".") { return ("android.view.ViewGroup", true) }
        if tag.hasSuffix("Layout") || tag.hasSuffix("LayoutCompat") {
            return ("android.view.ViewGroup", tag.hasPrefix("android") || tag.hasPrefix("com.google.android"))
        }
        return ("android.view.View", false)
    }

    public static func `for`(_ kind: String) -> AndroidWidget {
        table[kind] ?? table["android.view.View"]!
    }

    /// The same facts in the shape the shared resolver and rules read.
    public var platformDefaults: PlatformDefaults {
        var traits: AccessibilityTraits = []
        if role == "Button" || role == "Toggle button" { traits.insert(.button) }
        if isImage && role == "Image" { traits.insert(.image) }
        if role == "Slider" { traits.insert(.adjustable) }
        return PlatformDefaults(
            role: accessibilityRole, isElement: isFocusable, traits: traits, label: isTextEntry ? .placeholder : (showsText ? .text : .none),
            isInteractive: isClickable || isFocusable, isContainer: isContainer, showsText: showsText,
            reference: reference)
    }

    /// The role, from the phrase TalkBack speaks for the widget.
    public var accessibilityRole: Role {
        switch role {
        case "Button"?: return .button
        case "Image"?: return .image
        case "Edit box"?: return .textField
        case "Checkbox"?: return .checkbox
        case "Radio button"?: return .radioButton
        case "Switch"?, "Toggle button"?: return .toggle
        case "Slider"?: return .slider
        case "Progress bar"?: return .progressIndicator
        case "Drop down list"?: return .menu
        case nil where showsText: return .staticText
        case nil where isContainer: return .container
        default: return .other
        }
    }

    /// A `LinearLayout` (or a class named like one): it puts its children one after the other,
    /// never one over another, unlike `FrameLayout`, `RelativeLayout` or `ConstraintLayout`.
    public static func linesUpChildren(tag: String) -> Bool { tag.hasSuffix("LinearLayout") }

    /// A custom view named as a subclass of `ImageView` or `ImageButton` (`RoundedImageView`,
    /// `com.example.AvatarImageButton`): it shows a drawable, whatever else its code does.
    public static func isNamedAsImage(tag: String) -> Bool { tag.hasSuffix("ImageView") || tag.hasSuffix("ImageButton") }

    /// The short class name people know ("ImageButton").
    public static func shortName(_ kind: String) -> String {
        kind.split(separator: ".").last.map(String.init) ?? kind
    }
}
