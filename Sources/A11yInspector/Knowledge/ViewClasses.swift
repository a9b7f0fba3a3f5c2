/// Sets of UIKit classes and SwiftUI views that rules and the simulator ask about, each named
/// for what its members share. Rules and the simulator name no class themselves
/// (`ArchitectureTests.rulesAndSimulatorNameFewClasses`): what a class means lives here, beside
/// `PlatformDefaults` and `SwiftUIDefaults`.
public enum ViewClasses {
    /// UIKit's root view class. A custom class whose nearest UIKit ancestor is this one is a
    /// plain view: it is not a control, whatever it draws.
    public static func isPlainView(_ kind: String) -> Bool { kind == "UIView" }

    /// Views that scroll for assistive technologies by themselves: UIKit implements
    /// `accessibilityScroll(_:)` for scroll views and their subclasses, for the controllers
    /// that own one, for page view controllers and for web views, so VoiceOver's three-finger
    /// swipe and Speak Screen turn their pages.
    public static let scrollForAssistiveTechnologies: Set<String> = [
        "UIScrollView", "UITableView", "UICollectionView", "UITextView", "UIPageViewController",
        "UITableViewController", "UICollectionViewController", "WKWebView",
    ]

    /// UIKit's control class itself, the nearest UIKit ancestor of a control of the app's own
    /// (`final class CloseControl: UIControl`): only UIKit's standard controls are accessibility
    /// elements ("The default value for this property is false unless the receiver is a
    /// standard UIKit control", https://developer.apple.com/documentation/objectivec/nsobject/1615141-isaccessibilityelement).
    public static func isBareControl(_ kind: String) -> Bool { kind == "UIControl" }

    /// Widely used libraries' view classes, which an app's sources do not include (CocoaPods,
    /// Swift packages), by the UIKit class they derive from, as their public headers declare
    /// (material-components-ios: `@interface MDCButton : UIButton`, `MDCFlatButton`,
    /// `MDCRaisedButton` and `MDCFloatingButton : MDCButton`, `MDCCard : UIControl`,
    /// `MDCCardCollectionCell : UICollectionViewCell`, `MDCChipView : UIControl`,
    /// `MDCTextField : UITextField`, `MDCBaseTextField : UITextField` with its filled and
    /// outlined subclasses; TTTAttributedLabel: `@interface TTTAttributedLabel : UILabel`). A view
    /// of one is that UIKit view to VoiceOver; its own code, which is not read, may still change it.
    public static let libraryBases: [String: String] = [
        "MDCButton": "UIButton", "MDCFlatButton": "UIButton", "MDCRaisedButton": "UIButton", "MDCFloatingButton": "UIButton",
        "MDCCard": "UIControl", "MDCCardCollectionCell": "UICollectionViewCell", "MDCChipView": "UIControl",
        "MDCTextField": "UITextField", "MDCBaseTextField": "UITextField", "MDCFilledTextField": "UITextField",
        "MDCOutlinedTextField": "UITextField", "TTTAttributedLabel": "UILabel",
    ]

    /// SwiftUI's views people press that are as large as their label: `Button`, `NavigationLink`.
    public static func isSizedByLabel(_ kind: String) -> Bool { kind == "Button" || kind == "NavigationLink" }

    /// SwiftUI containers whose rows are the targets people tap (a button in a row, a menu's item).
    public static func rowsAreTargets(_ kind: String) -> Bool { ["List", "Form", "Menu"].contains(kind) }

    /// A button as Interface Builder's library makes it: `UIButton`, or a bare `UIControl`
    /// dragged in and given a button's look.
    public static func isInterfaceBuilderButton(_ kind: String) -> Bool { kind == "UIButton" || kind == "UIControl" }

    /// A UIKit text view whose height follows the text it holds: a text view always, a label
    /// when `numberOfLines` is 0 (no limit, https://developer.apple.com/documentation/uikit/uilabel/numberoflines).
    public static func growsWithItsText(_ kind: String, numberOfLines: Int?) -> Bool {
        kind == "UITextView" || (kind == "UILabel" && numberOfLines == 0)
    }

    /// Table and collection view cells: selecting a row or item is tapping it, so people act
    /// on a cell even when it holds no control.
    public static let cells: Set<String> = ["UITableViewCell", "UICollectionViewCell"]

    /// SwiftUI's `NavigationLink`: it opens another screen.
    public static func isNavigationLink(_ kind: String) -> Bool { kind == "NavigationLink" }

    /// SwiftUI's `Picker`, whose look (menu, inline, segmented, wheel) its `pickerStyle` sets.
    public static func isPicker(_ kind: String) -> Bool { kind == "Picker" }

    /// A SwiftUI container that draws its children one over the other (`ZStack`).
    public static func layersItsChildren(_ kind: String) -> Bool { kind == "ZStack" }

    /// A SwiftUI container that lays its children out side by side, in one row.
    public static func laysOutInARow(_ element: Element) -> Bool {
        ["HStack", "LazyHStack", "GridRow"].contains(element.kind) || element.arrangesInARow
    }

    /// The `reuseIdentifier` the SwiftUI front end gives the container of a `ForEach`'s rows:
    /// its children are copies of one row.
    public static let forEachRows = "ForEach"

    /// SwiftUI views that paint what is behind the views over them: colours and shapes, and
    /// views whose pixels are known only at run time (a remote image, a canvas, a map, a chart).
    public static let swiftUIPainted: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "AsyncImage", "Canvas", "Map", "Chart",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient",
    ]
}
