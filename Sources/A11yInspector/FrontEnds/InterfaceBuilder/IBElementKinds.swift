/// Interface Builder element names and the UIKit classes they stand for. The element name
/// keeps the UIKit base class even when `customClass` names a subclass (notes/ib-xml.md §2).
enum IBElementKinds {
    static let viewKinds: [String: String] = [
        "view": "UIView",
        "label": "UILabel",
        "button": "UIButton",
        "textField": "UITextField",
        "textView": "UITextView",
        "imageView": "UIImageView",
        "stackView": "UIStackView",
        "scrollView": "UIScrollView",
        "tableView": "UITableView",
        "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UITableViewCellContentView",
        "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell",
        "collectionViewCellContentView": "UIView",
        "collectionReusableView": "UICollectionReusableView",
        "switch": "UISwitch",
        "slider": "UISlider",
        "stepper": "UIStepper",
        "segmentedControl": "UISegmentedControl",
        "progressView": "UIProgressView",
        "activityIndicatorView": "UIActivityIndicatorView",
        "pageControl": "UIPageControl",
        "datePicker": "UIDatePicker",
        "pickerView": "UIPickerView",
        "searchBar": "UISearchBar",
        "navigationBar": "UINavigationBar",
        "toolbar": "UIToolbar",
        "tabBar": "UITabBar",
        "visualEffectView": "UIVisualEffectView",
        "colorWell": "UIColorWell",
        "mapView": "MKMapView",
        "wkWebView": "WKWebView",
        "webView": "UIWebView",
        "containerView": "UIView",
        "window": "UIWindow",
        "glkView": "GLKView",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "mtkView": "MTKView",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
    ]

    /// Storyboard scene controllers and the UIKit class used when no customClass is set.
    static let controllerKinds: [String: String] = [
        "viewController": "UIViewController",
        "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
        "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController",
        "glkViewController": "GLKViewController",
        "viewControllerPlaceholder": "UIViewController",
    ]

    /// Gesture recogniser elements and their kinds.
    static let gestureKinds: [String: Gesture] = [
        "tapGestureRecognizer": .tap,
        "longPressGestureRecognizer": .longPress,
        "panGestureRecognizer": .pan,
        "swipeGestureRecognizer": .swipe,
        "pinchGestureRecognizer": .pinch,
        "rotationGestureRecognizer": .rotation,
        "screenEdgePanGestureRecognizer": .screenEdgePan,
        "hoverGestureRecognizer": .hover,
    ]

    /// Elements that group subviews without being views themselves.
    static let subviewContainers: Set<String> = ["subviews", "prototypes", "cells", "sections", "tableViewSection"]

    /// `key=` values under which a view-like child is part of the visible hierarchy. Anything
    /// else keyed (`inputAccessoryView`, `selectedBackgroundView`…) is not on screen.
    static let visibleViewKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView", "backgroundView"]

    /// Non-view elements that may carry a `<rect>`: never read as views.
    static let nonViews: Set<String> = [
        "rect", "variation", "exclude", "include", "connections", "constraints", "point", "size",
        "navigationItem", "barButtonItem", "tabBarItem", "segments", "items", "attributedString",
        "placeholder", "customObject", "subviews", "prototypes", "cells", "sections", "tableViewSection",
    ]

    static func isViewLike(_ node: XMLTreeNode) -> Bool {
        if viewKinds[node.name] != nil { return true }
        if nonViews.contains(node.name) || controllerKinds[node.name] != nil { return false }
        return node.child("rect", key: "frame") != nil
    }
}
