/// What UIKit (or SwiftUI, see `SwiftUIDefaults.swift`) does for a view when the app sets nothing: whether it is an accessibility
/// element, its traits, where VoiceOver takes its label from, and whether people interact
/// with it. One table for every front end (IB, UIKit code, snapshots).
///
/// Sources:
/// - [isAccessibilityElement] "The default value for this property is false unless the
///   receiver is a standard UIKit control, in which case the value is true."
///   https://developer.apple.com/documentation/objectivec/nsobject/1615141-isaccessibilityelement
/// - Book *Developing Inclusive Mobile Apps* ch. 6 (seed B L1902-1904): UILabel, UITextField,
///   UIProgressView and UIControl subclasses are accessible by default; UIImageView and UIView
///   are not; stack views get no node (B L1890).
/// - [traits] UIAccessibilityTraits: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
/// Entries marked "observed" follow what Accessibility Inspector shows on iOS 17 and are not
/// stated in Apple's documentation.
public struct PlatformDefaults: Sendable {
    public enum LabelSource: Sendable {
        /// No label of its own.
        case none
        /// The displayed text (`UILabel.text`, a button's title).
        case text
        /// A text field's text is its value; the placeholder stands in as its label (observed).
        case placeholder
        /// The control speaks a built-in label (stepper's "Increment"/"Decrement",
        /// activity indicator's "In progress").
        case builtIn(String)
        /// The displayed text, else a built-in label (SwiftUI's `ProgressView()` without a title).
        case textOr(String)
    }

    /// What it is to the people who use it; rules and the simulator read this, not the class.
    public var role: Role
    /// How messages name it ("Button", "Label", "Text field"); nil: by its traits.
    public var name: String?
    public var isElement: Bool
    public var traits: AccessibilityTraits
    public var label: LabelSource
    /// People act on it (a `UIControl`, a text input): it needs a name and a target size.
    public var isInteractive: Bool
    /// The UIKit views made with `isUserInteractionEnabled` false (Apple's documentation of
    /// `UILabel.isUserInteractionEnabled` and `UIImageView.isUserInteractionEnabled`): their
    /// gesture recognizers never fire until code turns it on.
    public static let takesNoTouchesByDefault: Set<String> = ["UILabel", "UIImageView"]
    /// A container whose own children carry the accessibility (table, stack, scroll view).
    public var isContainer: Bool
    /// Shows text, so its font and colour matter for Dynamic Type and contrast.
    public var showsText: Bool
    public var reference: String

    public static let table: [String: PlatformDefaults] = [
        // Accessible by default (seed B L1902; isAccessibilityElement doc).
        "UILabel": .init(
            role: .staticText, name: "Label", isElement: true, traits: .staticText, label: .text, isInteractive: false, isContainer: false, showsText: true,
            reference: "B L1902; UILabel staticText"),
        "UIButton": .init(
            role: .button, name: "Button", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "UIControl; UIAccessibilityTraits.button"),
        "UITextField": .init(
            role: .textField, name: "Text field", isElement: true, traits: [], label: .placeholder, isInteractive: true, isContainer: false, showsText: true,
            reference: "B L1902; value = text (B L1947)"),
        "UITextView": .init(
            role: .textArea, name: "Text view", isElement: true, traits: [], label: .none, isInteractive: true, isContainer: false, showsText: true,
            reference: "observed: text view, value = text"),
        "UISwitch": .init(
            role: .toggle, name: "Switch", isElement: true, traits: .button, label: .none, isInteractive: true, isContainer: false, showsText: false,
            reference: "UIControl; observed 'Switch button'"),
        "UISlider": .init(
            role: .slider, name: "Slider", isElement: true, traits: .adjustable, label: .none, isInteractive: true, isContainer: false, showsText: false,
            reference: "UIControl; B L2302 'adjustable'"),
        "UIStepper": .init(
            role: .stepper, isElement: false, traits: [], label: .builtIn("Increment, Decrement"), isInteractive: true, isContainer: true, showsText: false,
            reference: "observed: two buttons 'Increment'/'Decrement'"),
        "UISegmentedControl": .init(
            role: .segmentedControl, name: "Segmented control", isElement: false, traits: [], label: .none, isInteractive: true, isContainer: true,
            showsText: true, reference: "observed: each segment is a button"),
        "UIPageControl": .init(
            role: .pageControl, isElement: true, traits: .adjustable, label: .builtIn("page n of m"), isInteractive: true, isContainer: false, showsText: false,
            reference: "observed: adjustable 'page 1 of 3'"),
        "UIDatePicker": .init(
            role: .picker, isElement: false, traits: [], label: .builtIn("date picker"), isInteractive: true, isContainer: true, showsText: false,
            reference: "observed: adjustable components"),
        "UIPickerView": .init(
            role: .picker, isElement: false, traits: [], label: .builtIn("picker"), isInteractive: true, isContainer: true, showsText: false,
            reference: "observed: adjustable components"),
        "UIProgressView": .init(
            role: .progressIndicator, isElement: true, traits: .updatesFrequently, label: .builtIn("Progress"), isInteractive: false, isContainer: false,
            showsText: false, reference: "B L1902; value = percentage"),
        "UIActivityIndicatorView": .init(
            role: .progressIndicator, isElement: true, traits: .updatesFrequently, label: .builtIn("In progress"), isInteractive: false, isContainer: false,
            showsText: false, reference: "observed: 'In progress'"),
        "UISearchTextField": .init(
            role: .searchField, name: "Search field", isElement: true, traits: .searchField, label: .placeholder, isInteractive: true, isContainer: false,
            showsText: true, reference: "UIAccessibilityTraits.searchField; the field of a search bar or of SwiftUI's .searchable, labelled by its prompt"),
        "UISearchBar": .init(
            role: .searchField, isElement: false, traits: [], label: .none, isInteractive: true, isContainer: true, showsText: true,
            reference: "observed: contains a search field"),
        // Not accessible by default (seed B L1902-1904, L1890).
        "UIImageView": .init(
            role: .image, name: "Image", isElement: false, traits: .image, label: .none, isInteractive: false, isContainer: false, showsText: false,
            reference: "B L1902: not accessible by default"),
        // An element a container makes in code for something it draws; VoiceOver reads one that
        // sets only a label (observed: AccessibilitySnapshot's reference snapshots, iOS 18.5).
        "UIAccessibilityElement": .init(
            role: .other, isElement: true, traits: [], label: .none, isInteractive: false, isContainer: false, showsText: false,
            reference: "observed: read when only its label is set"),
        "UIView": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false,
            reference: "B L1902: not accessible by default"),
        "UIStackView": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false,
            reference: "B L1890: layout-only, no node"),
        "UIScrollView": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false, reference: "container"),
        "UITableView": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false, reference: "container"),
        "UICollectionView": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false, reference: "container"),
        "UITableViewCell": .init(
            role: .cell, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false,
            reference: "B L2367: cell content combined by iOS; modelled as container"),
        "UICollectionViewCell": .init(
            role: .cell, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false, reference: "container"),
        "UIVisualEffectView": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false, reference: "container"),
        "UINavigationBar": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false, reference: "container"),
        "UIToolbar": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false, reference: "container"),
        "UITabBar": .init(
            role: .tabBar, isElement: false, traits: .tabBar, label: .none, isInteractive: false, isContainer: true, showsText: false,
            reference: "UIAccessibilityTraits.tabBar"),
        "UIBarButtonItem": .init(
            role: .button, name: "Button", isElement: true, traits: .button, label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "observed: bar button items are buttons"),
        "UITabBarItem": .init(
            role: .tab, name: "Tab", isElement: true, traits: [.button], label: .text, isInteractive: true, isContainer: false, showsText: true,
            reference: "observed: 'Tab, n of m'"),
        "UINavigationItem": .init(
            role: .header, isElement: true, traits: .header, label: .text, isInteractive: false, isContainer: false, showsText: true,
            reference: "B L2143: navigation bar titles are headers"),
        "MKMapView": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false,
            reference: "container with its own accessibility"),
        "WKWebView": .init(
            role: .container, isElement: false, traits: [], label: .none, isInteractive: false, isContainer: true, showsText: false,
            reference: "container with its own accessibility"),
    ]

    /// Defaults for a kind (a UIKit class or a SwiftUI view); unknown kinds behave like `UIView`.
    public static func `for`(_ kind: String) -> PlatformDefaults {
        table[kind] ?? swiftUI[kind] ?? table["UIView"]!
    }

    /// Defaults for one view: its class's, changed by what the instance is. A button of a system
    /// type draws UIKit's own glyph and speaks UIKit's label for it (observed: `.infoLight`,
    /// `.infoDark` and `.detailDisclosure` read "More Info", `.close` reads "Close"); a text
    /// view that is not editable shows text people read, not a field to type in
    /// (`UITextView.isEditable`, https://developer.apple.com/documentation/uikit/uitextview/iseditable;
    /// observed: VoiceOver reads it as static text with no "double tap to edit").
    public static func `for`(_ element: Element) -> PlatformDefaults {
        var defaults = Self.for(element.kind)
        if let type = element.systemButtonType, defaults.role == .button {
            defaults.label = .builtIn(type.label)
        }
        // A wheel is a `UIPickerView`: one adjustable element per column, reading the row it
        // stops on (https://developer.apple.com/documentation/swiftui/wheelpickerstyle;
        // observed: "8:00, picker item, adjustable").
        if element.swiftUI.pickerStyle == .wheel, defaults.role == .picker {
            defaults.traits = .adjustable
            defaults.reference = "Picker with .pickerStyle(.wheel): adjustable, reads the selected row (observed)"
        }
        if element.isEditable == false, defaults.role == .textArea {
            defaults = .init(
                role: .staticText, name: "Text", isElement: true, traits: .staticText, label: .text, isInteractive: false,
                isContainer: false, showsText: true, reference: "UITextView with isEditable = false: read as static text (observed)")
        }
        return defaults
    }

    /// UIKit makes a table view cell one element that reads the text of its labels, with the
    /// controls inside it as separate elements after it (seed B L2367, L2492-2494); a
    /// collection view cell is not an element unless the app makes it one (observed).
    public static func readsChildrenAsOneElement(_ kind: String) -> Bool { kind == "UITableViewCell" }

    /// Scrolls its content (`UITextView` is a `UIScrollView`): a tap recognised on it
    /// (`simultaneousGesture(TapGesture())` on a `List`) lands on the background between the
    /// rows and controls it holds; text inside it can scroll instead of being cut off.
    public static func scrollsContent(_ kind: String) -> Bool {
        ["UIScrollView", "UITableView", "UICollectionView", "UITextView", "ScrollView", "List", "Form"].contains(kind)
    }

    /// An item of a navigation bar or a toolbar (`UIBarButtonItem`), which only those bars hold
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem).
    public static func isBarItem(_ kind: String) -> Bool { kind == "UIBarButtonItem" }

    public static func isKnown(_ kind: String) -> Bool { table[kind] != nil || swiftUI[kind] != nil }

    /// UIKit's superclass of its view classes (Apple's UIKit reference, each class's
    /// "Inherits From"): what an extension of `UIControl` or `UIView` reaches.
    static let uiKitSuperclass: [String: String] = [
        "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView", "UIControl": "UIView",
        "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UIStepper": "UIControl", "UISegmentedControl": "UIControl", "UIPageControl": "UIControl", "UIDatePicker": "UIControl",
        "UISearchTextField": "UITextField", "UIScrollView": "UIView", "UITextView": "UIScrollView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UITableViewHeaderFooterView": "UIView",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIPickerView": "UIView", "UISearchBar": "UIView",
        "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView", "UIVisualEffectView": "UIView",
    ]

    /// A UIKit class and its UIKit superclasses, nearest first.
    public static func uiKitLineage(_ kind: String) -> [String] {
        var result = [kind]
        var next = uiKitSuperclass[kind]
        while let n = next, !result.contains(n) { result.append(n); next = uiKitSuperclass[n] }
        return result
    }

    /// A class of Apple's SDK by its prefix (`UIControl`, `MKAnnotationView`, `AVPlayerView`…),
    /// whose behaviour is the platform's; a superclass without one (`FancyButton`,
    /// `TTTAttributedLabel`) comes from a pod or another module.
    public static func isAppleClass(_ name: String) -> Bool {
        if isKnown(name) || viewControllers.contains(name) { return true }
        let prefixes = [
            "UI", "NS", "MK", "WK", "AV", "SK", "SCN", "PK", "AR", "MTK", "GLK", "CA", "PH", "QL", "SF", "CN", "EK", "GK", "HK", "MF", "MP", "PDF", "VN", "ASA",
            "AS", "CP", "INU", "IN", "LP", "SL", "SFSafari",
        ]
        return prefixes.contains { p in name.hasPrefix(p) && name.dropFirst(p.count).first?.isUppercase == true }
    }

    /// Classes that adopt `UIContentSizeCategoryAdjusting` and so have
    /// `adjustsFontForContentSizeCategory`: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
    public static func adjustsFontForContentSizeCategory(_ kind: String) -> Bool {
        ["UILabel", "UITextField", "UITextView"].contains(kind)
    }

    /// The text colour a view draws in when the app sets none: `UIColor.label` for UIKit's
    /// labels and text inputs ("The default value for this property is the system's label
    /// color", https://developer.apple.com/documentation/uikit/uilabel/textcolor), the same
    /// primary colour for SwiftUI's `Text` and `TextField`.
    public static func defaultTextColor(_ kind: String) -> ColorSpec? {
        ["UILabel", "UITextField", "UITextView", "Text", "TextField"].contains(kind) ? .system("label") : nil
    }

    /// UIKit's view controller classes and SwiftUI's hosting controller.
    public static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
    ]

}
