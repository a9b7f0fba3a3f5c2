/// What an element is to the people who use it, whatever class it came from: the one answer
/// the simulator and the rules read, instead of each keeping its own list of UIKit, SwiftUI and
/// Android class names. Derived once per class in `Knowledge/` (`PlatformDefaults.role`,
/// `AndroidWidget.accessibilityRole`).
public enum Role: String, Sendable, Codable, Hashable, CaseIterable {
    /// `UIButton`, `UIBarButtonItem`, SwiftUI `Button`, `NavigationLink`, `ShareLink`; Android `Button`.
    case button
    /// SwiftUI `Link`.
    case link
    /// One line of typed text: `UITextField`, `TextField`, `SecureField`; Android `EditText`.
    case textField
    /// Several lines of typed text: `UITextView`, `TextEditor`.
    case textArea
    /// `UISearchBar`.
    case searchField
    /// Text people read: `UILabel`, `Text`, `Label`; Android `TextView`.
    case staticText
    /// `UIImageView`, `Image`; Android `ImageView`.
    case image
    /// A navigation bar's title (`UINavigationItem`).
    case header
    /// An on/off switch: `UISwitch`, `Toggle`; Android `Switch`, `ToggleButton`.
    case toggle
    /// Android `CheckBox`.
    case checkbox
    /// Android `RadioButton`.
    case radioButton
    /// A value dragged along a track: `UISlider`, `Slider`; Android `SeekBar`.
    case slider
    /// `UIStepper`, `Stepper`.
    case stepper
    /// A choice among values: `UIDatePicker`, `UIPickerView`, `Picker`, `DatePicker`, `ColorPicker`.
    case picker
    /// `UISegmentedControl`.
    case segmentedControl
    /// `UIPageControl`.
    case pageControl
    /// `UIProgressView`, `UIActivityIndicatorView`, `ProgressView`, `Gauge`; Android `ProgressBar`.
    case progressIndicator
    /// A button that opens a menu: SwiftUI `Menu`; Android `Spinner`.
    case menu
    /// One tab of a tab bar: `UITabBarItem`.
    case tab
    /// `UITabBar`.
    case tabBar
    /// `UITableViewCell`, `UICollectionViewCell`: a row VoiceOver may read as one element.
    case cell
    /// Holds other views and is not read itself: `UIView`, stacks, scroll and table views,
    /// cells, bars; SwiftUI layout views; Android layouts.
    case container
    /// Anything else: a custom view, a class the tool does not know.
    case other

    /// Takes typed text.
    public var isTextInput: Bool { self == .textField || self == .textArea || self == .searchField }
}
