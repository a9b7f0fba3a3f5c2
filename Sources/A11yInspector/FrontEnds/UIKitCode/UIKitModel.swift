import SwiftSyntax
import Foundation

/// What UIKit's classes do when the interpreted code calls them: which objects their
/// initializers make, which properties their methods change (`setTitle(_:for:)` the title for
/// a state, `addSubview` the hierarchy), and what a property holds before the app sets it.
/// Platform defaults that decide accessibility (traits, labels) stay in `PlatformDefaults`;
/// this says only how code changes objects.
enum UIKitModel {
    /// Framework types by their prefixes (`UIButton`, `NSLayoutConstraint`, `CGRect`).
    static func isFrameworkType(_ name: String) -> Bool {
        ["UI", "NS", "CG", "CA", "CL", "MK", "AV", "WK"].contains { name.hasPrefix($0) }
    }

    /// The UIKit class an object of this framework class is, for the model (`UIView` for one
    /// it does not know).
    static func knownBase(_ name: String) -> String? {
        if let base = ViewClasses.libraryBases[name] { return base }
        if PlatformDefaults.isKnown(name) || viewClasses.contains(name) || PlatformDefaults.viewControllers.contains(name) { return name }
        if name.hasSuffix("ViewController") || name.hasSuffix("Controller") && name.hasPrefix("UI") { return "UIViewController" }
        if name.hasPrefix("UI"), name.hasSuffix("View") { return "UIView" }
        return isFrameworkType(name) ? name : nil
    }

    /// The UIKit class a class outside the sources (a package's `IKLabel`,
    /// `MaterialOutlinedTextField`) most likely descends from, by the end of its name: a label,
    /// button, image view, text field or view, switch, slider, stack, progress or activity view.
    /// Nil for other names (a plain `…View` may be anything). What such a class's code does is
    /// not in the sources: the element it makes says so (`ProgramScreens`).
    static func baseByName(_ name: String) -> String? {
        guard name.first?.isUppercase == true, !isFrameworkType(name) else { return nil }
        let suffixes: [(String, String)] = [
            ("ImageView", "UIImageView"), ("TextField", "UITextField"), ("TextView", "UITextView"), ("StackView", "UIStackView"),
            ("ProgressView", "UIProgressView"), ("ActivityIndicatorView", "UIActivityIndicatorView"), ("Label", "UILabel"),
            ("Button", "UIButton"), ("Switch", "UISwitch"), ("Slider", "UISlider"),
        ]
        return suffixes.first { name.hasSuffix($0.0) && name.count > $0.0.count }?.1
    }

    /// Foundation classes code makes views' texts with.
    static let foundationClasses: Set<String> = [
        "NumberFormatter", "DateFormatter", "MeasurementFormatter", "ByteCountFormatter", "DateComponentsFormatter", "PersonNameComponentsFormatter",
        "ListFormatter",
    ]

    static let viewClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UIDatePicker", "UIPickerView",
        "UISearchBar", "UIStackView", "UIScrollView", "UITableView", "UICollectionView", "UIVisualEffectView", "UIControl",
        "UITabBar", "UINavigationBar", "UIToolbar", "UITableViewCell", "UICollectionViewCell",
    ]

    static func isView(_ object: ProgramObject) -> Bool {
        guard let base = object.frameworkClass else { return false }
        return viewClasses.contains(base)
            || PlatformDefaults.isKnown(base) && !PlatformDefaults.viewControllers.contains(base) && base != "UIAccessibilityElement"
    }

    static func isController(_ object: ProgramObject) -> Bool {
        guard let base = object.frameworkClass else { return false }
        return PlatformDefaults.viewControllers.contains(base) || base.hasSuffix("ViewController")
    }

    /// `rect.minX`, `rect.midY`, `rect.size`: CoreGraphics' computed members of a rectangle.
    static func rectMember(_ parts: [(label: String?, value: ProgramValue)], _ name: String) -> ProgramValue? {
        func part(_ label: String) -> Double? { parts.first { $0.label == label }?.value.double }
        guard let w = part("width"), let h = part("height") else { return nil }
        let x = part("x") ?? 0, y = part("y") ?? 0
        switch name {
        case "minX": return .double(x)
        case "minY": return .double(y)
        case "maxX": return .double(x + w)
        case "maxY": return .double(y + h)
        case "midX": return .double(x + w / 2)
        case "midY": return .double(y + h / 2)
        case "size": return .tuple([("width", .double(w)), ("height", .double(h))])
        case "origin": return .tuple([("x", .double(x)), ("y", .double(y))])
        default: return nil
        }
    }

    /// `rect.insetBy(dx:dy:)`, Paralayout's `insetBy(left:top:right:bottom:)`.
    static func rectCall(_ parts: [(label: String?, value: ProgramValue)], _ name: String, _ args: [ViewInterpreter.Argument]) -> ProgramValue? {
        guard name == "insetBy", let r = HeapElements.rect(.tuple(parts)) else { return nil }
        func arg(_ label: String) -> Double { args.first { $0.label == label }?.value.double ?? 0 }
        let left = arg("left") + arg("dx"), right = arg("right") + arg("dx"), top = arg("top") + arg("dy"), bottom = arg("bottom") + arg("dy")
        return rect(r.x + left, r.y + top, max(0, r.width - left - right), max(0, r.height - top - bottom))
    }

    /// `.zero`, `.greatestFiniteMagnitude`: implicit members with a value.
    static func implicitMember(_ name: String) -> ProgramValue? {
        switch name {
        case "zero": return rect(0, 0, 0, 0)
        case "none": return .options([])
        default: return nil
        }
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> ProgramValue {
        .tuple([("x", .double(x)), ("y", .double(y)), ("width", .double(width)), ("height", .double(height))])
    }

    /// `.init(x:y:width:height:)` and the like, where the type is implied.
    static func implicitCall(_ name: String, _ args: [ViewInterpreter.Argument]) -> ProgramValue? {
        guard name == "init" else { return nil }
        return geometry(args)
    }

    /// `CGRect(x:y:width:height:)`, `CGSize(width:height:)`, `CGPoint(x:y:)`, `UIEdgeInsets(…)`:
    /// a tuple of their labelled numbers.
    static func geometry(_ args: [ViewInterpreter.Argument]) -> ProgramValue? {
        let labels: Set<String> = [
            "x", "y", "width", "height", "top", "left", "bottom", "right", "leading", "trailing", "origin", "size", "dx", "dy", "horizontal", "vertical",
        ]
        guard !args.isEmpty, args.allSatisfy({ $0.label.map(labels.contains) ?? false }) else { return nil }
        if let origin = args.first(where: { $0.label == "origin" })?.value, let size = args.first(where: { $0.label == "size" })?.value,
            case .tuple(let o) = origin, case .tuple(let s) = size
        {
            return .tuple(o + s)
        }
        return .tuple(args.map { ($0.label, $0.value.double.map(ProgramValue.double) ?? $0.value) })
    }

    /// Foundation's global constants (`NSNotFound` is `Int.max` on 64-bit platforms:
    /// developer.apple.com/documentation/foundation/nsnotfound).
    static func constant(_ name: String) -> ProgramValue? {
        name == "NSNotFound" ? .int(Int.max) : nil
    }

    /// `UIAccessibilityTraits.button`, `UIColor.red`, `CGRect.zero`.
    static func staticMember(_ type: String, _ name: String) -> ProgramValue? {
        if type == "UIAccessibilityTraits" { return name == "none" ? .options([]) : .options([name]) }
        if ["CGRect", "CGSize", "CGPoint", "UIEdgeInsets"].contains(type), name == "zero" { return rect(0, 0, 0, 0) }
        if type == "UIScreen", name == "main" { return .tuple([("bounds", rect(0, 0, 402, 874))]) }
        return nil
    }

    /// `UIFont.systemFont(ofSize:)`, `NSLayoutConstraint.activate([…])`, `UIColor(…)`.
    static func staticCall(_ type: String, _ name: String, _ args: [ViewInterpreter.Argument], at location: SourceLocation, interpreter: ViewInterpreter)
        -> ProgramValue?
    {
        if type == "NSLayoutConstraint", name == "activate" { return .null }
        // `UIButton.Configuration.plain()`: a value whose members code sets (`image`, `title`).
        if type == "UIButton.Configuration" { return .tuple([("style", .string(name))]) }
        if isFrameworkType(type) { return .enumCase(type: type, name: name, payload: args.map(\.value)) }
        return nil
    }

    // MARK: Initializers

    /// `UILabel()`, `UIButton(type: .system)`, `UIStackView(arrangedSubviews:)`,
    /// `UIAccessibilityElement(accessibilityContainer:)`: a new object; nil when `name` is not
    /// a framework type.
    static func construct(_ name: String, _ args: [ViewInterpreter.Argument], at location: SourceLocation, interpreter: ViewInterpreter) -> ProgramValue? {
        let heap = interpreter.heap
        switch name {
        case "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset", "CGVector":
            return geometry(args) ?? (args.isEmpty ? rect(0, 0, 0, 0) : .unknown(name, at: location))
        case "NSNumber":
            return args.first?.value
        case "NSAttributedString", "NSMutableAttributedString", "AttributedString":
            return args.first(where: { $0.label == "string" || $0.label == nil })?.value ?? .string("")
        case "UIImage":
            if let label = args.first?.label, ["named", "systemName"].contains(label) {
                return .enumCase(type: "UIImage", name: label, payload: [args[0].value])
            }
            return .enumCase(type: "UIImage", name: "image", payload: [])
        case "UIColor", "UIFont":
            return .enumCase(type: name, name: "init", payload: args.map(\.value))
        case "CGFloat":
            return args.first?.value.double.map(ProgramValue.double) ?? .unknown("CGFloat(…)", at: location)
        case "AspectRatio":
            return ParalayoutModel.construct(name, args)
        case "IndexPath", "NSRange", "_NSRange":
            return .tuple(args.map { ($0.label, $0.value) })
        case "UIAccessibilityTraits":
            guard args.first?.label == "rawValue", let raw = args.first?.value.int, raw >= 0,
                let traits = AccessibilityTraits.uiKitRawValues[UInt64(raw)]
            else { return .unknown("traits made from a raw value", at: location) }
            return .options(traitNames(traits))
        default: break
        }
        guard isFrameworkType(name) || foundationClasses.contains(name) else { return nil }
        let object = heap.make(name, framework: foundationClasses.contains(name) ? nil : knownBase(name) ?? name, at: location)
        initialize(object, as: name, args, at: location, heap: heap)
        return .object(object.id)
    }

    /// What UIKit's initializer of class `name` does with its arguments (`UIStackView(arrangedSubviews:)`
    /// adds them), on an object already made: also what `self.init(…)` does in a convenience
    /// initializer the project's extension of a UIKit class declares.
    static func initialize(_ object: ProgramObject, as name: String, _ args: [ViewInterpreter.Argument], at location: SourceLocation, heap: ProgramHeap) {
        let id = object.id
        for arg in args {
            switch (name, arg.label) {
            case ("UIButton", "type"):
                object.properties["buttonType"] = arg.value
            case ("UIButton", "configuration"):
                object.set("configuration", arg.value, at: location)
            case (_, "frame"):
                object.set("frame", arg.value, at: location)
            case ("UIImageView", nil), ("UIImageView", "image"):
                object.set("image", arg.value, at: location)
            case ("UIStackView", "arrangedSubviews"):
                for item in arg.value.array ?? [] { if let child = item.object { heap.addSubview(child, to: id) } }
            case ("UISegmentedControl", "items"):
                object.set("segments", arg.value, at: location)
            case ("UIAccessibilityElement", "accessibilityContainer"):
                object.properties["accessibilityContainer"] = arg.value
            case ("UIAccessibilityCustomAction", "name"), ("UIAction", "title"), ("UIBarButtonItem", "title"), ("UITabBarItem", "title"):
                object.set(arg.label == "name" ? "name" : "title", arg.value, at: location)
            case ("UIAccessibilityCustomRotor", "name"):
                object.set("name", arg.value, at: location)
            case ("UIBarButtonItem", "customView"):
                object.properties["customView"] = arg.value
            case ("UIBarButtonItem", "primaryAction"), ("UIBarButtonItem", "menu"), ("UIBarButtonItem", "action"):
                object.properties["hasAction"] = .bool(true)
            case ("UITabBarItem", "image"), ("UIBarButtonItem", "image"):
                object.set("image", arg.value, at: location)
            case ("UITabBarItem", "tabBarSystemItem"), ("UIBarButtonItem", "barButtonSystemItem"):
                object.set("systemItem", arg.value, at: location)
            case ("UINavigationController", "rootViewController"):
                object.set("viewControllers", .array([arg.value]), at: location)
            case ("UITableViewCell", "reuseIdentifier"), ("UITableView", "style"), ("UITableViewCell", "style"):
                object.properties[arg.label!] = arg.value
            case (_, "target") where name.hasSuffix("GestureRecognizer"), (_, "action") where name.hasSuffix("GestureRecognizer"):
                object.properties[arg.label!] = arg.value
            case ("UIAccessibilityCustomContent", "label"):
                object.set("label", arg.value, at: location)
            case ("UIAccessibilityCustomContent", "value"):
                object.set("value", arg.value, at: location)
            default:
                break
            }
        }
    }

    // MARK: Properties

    /// What a property of a framework object holds before the code sets it (nil: the tool
    /// does not model it).
    static func property(_ name: String, of object: ProgramObject, interpreter: ViewInterpreter) -> ProgramValue? {
        let heap = interpreter.heap
        if isController(object) {
            switch name {
            case "view":
                return .object(interpreter.loadView(of: object.id))
            case "tableView" where object.frameworkClass == "UITableViewController",
                "collectionView" where object.frameworkClass == "UICollectionViewController":
                // The controller's view is its table or collection view.
                return .object(interpreter.loadView(of: object.id))
            case "navigationItem", "tabBarItem":
                let item = heap.make(
                    name == "navigationItem" ? "UINavigationItem" : "UITabBarItem", framework: name == "navigationItem" ? "UINavigationItem" : "UITabBarItem",
                    at: object.location)
                object.properties[name] = .object(item.id)
                return .object(item.id)
            case "title": return .null
            case "navigationController", "tabBarController", "presentingViewController", "parent": return .null
            default: break
            }
        }
        switch name {
        case "subviews", "arrangedSubviews": return .array(object.subviews.map(ProgramValue.object))
        case "superview": return object.superview.map(ProgramValue.object) ?? .null
        case "titleLabel", "imageView", "textLabel", "detailTextLabel", "layer", "contentView", "safeAreaLayoutGuide", "layoutMarginsGuide",
            "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "widthAnchor", "heightAnchor",
            "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor", "configuration":
            // Parts UIKit makes on first use: kept so that writes to them land somewhere.
            let kind =
                ["titleLabel": "UILabel", "textLabel": "UILabel", "detailTextLabel": "UILabel", "imageView": "UIImageView", "contentView": "UIView"][name]
                ?? "NSObject"
            let part = heap.make(kind, framework: kind == "NSObject" ? nil : kind, at: object.location)
            part.name = "\(object.name ?? object.className).\(name)"
            part.properties["partOf"] = .object(object.id)
            part.properties["partName"] = .string(name)
            object.properties[name] = .object(part.id)
            return .object(part.id)
        case "bounds":
            if case .tuple(let frame)? = object.properties["frame"] {
                return .tuple([("x", .double(0)), ("y", .double(0))] + frame.filter { $0.label == "width" || $0.label == "height" })
            }
            return .unknown("the bounds of \(object.name ?? object.className)")
        case "isHidden", "isSelected", "isHighlighted", "accessibilityElementsHidden", "accessibilityViewIsModal", "isOn", "shouldGroupAccessibilityChildren":
            return .bool(false)
        case "isEnabled", "isUserInteractionEnabled":
            return .bool(true)
        case "isAccessibilityElement":
            return .bool(PlatformDefaults.for(object.frameworkClass ?? "UIView").isElement)
        case "accessibilityTraits":
            var traits = PlatformDefaults.for(object.frameworkClass ?? "UIView").traits
            // A switch's traits hold the switch-button trait besides `.button`, so a view that
            // takes them over (`super.accessibilityTraits.union(toggle.accessibilityTraits)`) is
            // read "Switch Button" (observed on iOS 18.5 simulator, AccessibilitySnapshot
            // reference snapshots, `testActivationPoint…`).
            if object.frameworkClass == "UISwitch" { traits.insert(.switchButton) }
            return .options(traitNames(traits))
        case "text", "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityIdentifier", "placeholder", "image",
            "accessibilityElements", "accessibilityCustomActions", "accessibilityCustomRotors", "window", "accessibilityContainer":
            return .null
        case "alpha": return .double(1)
        case "capInsetsAlignmentProxy", "firstLineCapInsetsAlignmentProxy":
            // Paralayout's proxies align a label by its text's cap height; the label's frame
            // stands for it (a few points apart, which the order by position does not feel).
            return .object(object.id)
        case "numberOfLines": return .int(1)
        case "minimumIntegerDigits": return .int(0)
        case "items": return .array([])
        default: return nil
        }
    }

    /// Trait names as Swift spells the members of `UIAccessibilityTraits`.
    static func traitNames(_ traits: AccessibilityTraits) -> Set<String> {
        Set(traits.uiKitNames)
    }

    /// A write to a framework property.
    static func set(
        _ name: String, of object: ProgramObject, to value: ProgramValue, at location: SourceLocation, conditions: [String], interpreter: ViewInterpreter
    ) {
        if name == "view", isController(object), let view = value.object {
            object.view = view
            interpreter.heap[view].properties["ownerController"] = .object(object.id)
        }
        // iOS 17's block-based accessors (`accessibilityLabelBlock = { … }`,
        // developer.apple.com/documentation/objectivec/nsobject/accessibilitylabelblock): UIKit
        // calls the block in place of the property, whatever the property holds (observed on
        // iOS 18.5 simulator, AccessibilitySnapshot reference snapshots, `testBlockBasedAccessibility`).
        if name.hasPrefix("accessibility"), name.hasSuffix("Block"), case .closure(let block) = value {
            var result = interpreter.run(block, [])
            let property = String(name.dropLast("Block".count))
            if property == "accessibilityTraits", let set = ViewInterpreter.optionSet(result) { result = .options(set) }
            object.set(property + ".block", result, at: location, conditions: conditions)
            return
        }
        var value = value
        if name == "accessibilityTraits" || name == "state", let set = ViewInterpreter.optionSet(value) { value = .options(set) }
        // A view handed to a framework view that shows it (`tableView.tableHeaderView = header`,
        // `field.rightView = button`, `cell.accessoryView = toggle`) is in its hierarchy, in
        // place of the one it held.
        if Self.hostedViews.contains(name), isView(object), let child = value.object, isView(interpreter.heap[child]) {
            if let old = object.properties[name]?.object, old != child, object.subviews.contains(old) { interpreter.heap.removeFromSuperview(old) }
            if interpreter.heap[child].superview == nil {
                // A header, a left view and a background come first (a background is drawn behind
                // everything else); the others after what the view holds.
                interpreter.heap.addSubview(child, to: object.id, at: ["tableHeaderView", "leftView", "backgroundView"].contains(name) ? 0 : nil)
            }
            if interpreter.heap[child].name == nil { interpreter.heap[child].name = name }
        }
        object.set(name, value, at: location, conditions: conditions)
        if name == "accessibilityElements" || name == "viewControllers" {
            for (i, item) in (value.array ?? []).enumerated() {
                if let id = item.object, interpreter.heap[id].name == nil { interpreter.heap[id].name = "\(name)[\(i)]" }
            }
        }
    }

    /// Properties of UIKit's views that put the view they are given on screen inside them.
    static let hostedViews: Set<String> = [
        "tableHeaderView", "tableFooterView", "backgroundView", "accessoryView", "rightView", "leftView",
    ]

    // MARK: Methods

    /// Methods of UIKit's views a class may pass as a function (`views.forEach(addSubview)`).
    static let methodNames: Set<String> = [
        "addSubview", "addArrangedSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack", "addGestureRecognizer",
    ]

    /// A method of a framework object; nil when the tool does not model it.
    static func call(
        _ name: String, on object: ProgramObject, _ args: [ViewInterpreter.Argument], at location: SourceLocation, conditions: [String],
        interpreter: ViewInterpreter
    ) -> ProgramValue? {
        let first = args.first?.value
        switch name {
        case "then" where args.count == 1:
            // The Then library's `UILabel().then { $0.text = … }`: the closure configures the
            // object, which the call gives back.
            if case .closure(let closure)? = first { _ = interpreter.run(closure, [.object(object.id)]) }
            return .object(object.id)
        case "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "removeFromSuperview", "bringSubviewToFront",
            "sendSubviewToBack":
            changeSubviews(name, of: object, args, conditions: conditions, heap: interpreter.heap)
            return .null
        case "addChild", "didMove", "willMove", "removeFromParent", "pushViewController", "setViewControllers":
            changeChildren(name, of: object, first, at: location, conditions: conditions)
            return .null
        case "addGestureRecognizer" where first.map({ endsEditingOnly($0, interpreter: interpreter) }) == true:
            // The form's "tap outside to put the keyboard away": no control.
            return .null
        case "setTitle", "setAttributedTitle", "setImage", "insertSegment", "setEnabled", "setOn", "setValue", "setProgress", "setItems",
            "addTarget", "addAction", "addGestureRecognizer":
            setState(name, of: object, args, at: location, conditions: conditions)
            return .null
        case "string":
            // NumberFormatter.string(from:): the digits, padded to `minimumIntegerDigits`.
            if object.className == "NumberFormatter", let number = first?.int {
                let digits = object.properties["minimumIntegerDigits"]?.int ?? 0
                let text = String(abs(number))
                return .string((number < 0 ? "-" : "") + String(repeating: "0", count: max(0, digits - text.count)) + text)
            }
            return .unknown("a formatted value", at: location)
        case "sizeThatFits", "systemLayoutSizeFitting":
            guard let size = ParalayoutModel.fittingSize(of: object, in: first ?? .null, interpreter: interpreter) else {
                return .unknown("the size \(object.name ?? object.className) needs", at: location)
            }
            return .tuple([("width", .double(size.width)), ("height", .double(size.height))])
        case "sizeToFit", "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "setContentHuggingPriority", "setContentCompressionResistancePriority",
            "register", "reloadData", "setCustomSpacing", "setTitleColor", "setBackgroundImage", "setNavigationBarHidden", "deselectRow",
            "becomeFirstResponder", "resignFirstResponder", "constraint", "layoutSubviews", "setNeedsUpdateConstraints", "updateConstraints":
            if name == "constraint" { return .object(interpreter.heap.make("NSLayoutConstraint", framework: nil, at: location).id) }
            if name == "sizeToFit" { object.properties["sizedToFit"] = .bool(true) }
            return .null
        default:
            return ParalayoutModel.call(name, on: object, args, at: location, interpreter: interpreter)
        }
    }

    /// `addSubview`, `insertSubview(_:at:)`, `removeFromSuperview`, `bringSubviewToFront` and the like.
    static func changeSubviews(_ name: String, of object: ProgramObject, _ args: [ViewInterpreter.Argument], conditions: [String], heap: ProgramHeap) {
        let first = args.first?.value
        // `effectView.contentView.addSubview(form)`, `cell.contentView.addSubview(label)`: the
        // content view fills its owner; what it holds is the owner's content.
        var object = object
        if case .string("contentView")? = object.properties["partName"], case .object(let owner)? = object.properties["partOf"] {
            object = heap[owner]
        }
        switch name {
        case "addSubview", "addArrangedSubview":
            if let child = first?.object {
                // A controller's view is where `view.addSubview` puts things.
                heap.addSubview(child, to: object.id)
                if !conditions.isEmpty { heap[child].properties["addedUnder"] = .string(conditions.joined(separator: " and ")) }
            }
        case "insertSubview", "insertArrangedSubview":
            if let child = first?.object {
                var index = args.first { $0.label == "at" }?.value.int
                if let below = args.first(where: { $0.label == "belowSubview" })?.value.object { index = object.subviews.firstIndex(of: below) }
                if let above = args.first(where: { $0.label == "aboveSubview" })?.value.object { index = object.subviews.firstIndex(of: above).map { $0 + 1 } }
                heap.addSubview(child, to: object.id, at: index)
            }
        case "removeFromSuperview":
            heap.removeFromSuperview(object.id)
        default:
            if let child = first?.object, object.subviews.contains(child) {
                heap.removeFromSuperview(child)
                heap.addSubview(child, to: object.id, at: name == "sendSubviewToBack" ? 0 : nil)
            }
        }
    }

    /// A controller's child controllers and a navigation controller's stack.
    static func changeChildren(_ name: String, of object: ProgramObject, _ first: ProgramValue?, at location: SourceLocation, conditions: [String]) {
        switch name {
        case "pushViewController", "setViewControllers":
            var controllers = object.properties["viewControllers"]?.array ?? []
            if name == "pushViewController", let first { controllers.append(first) } else if let list = first?.array { controllers = list }
            object.set("viewControllers", .array(controllers), at: location, conditions: conditions)
        default:
            if name == "addChild", let child = first?.object {
                var children = object.properties["children"]?.array ?? []
                children.append(.object(child))
                object.properties["children"] = .array(children)
            }
        }
    }

    /// Setters of controls' state: titles and images per state, segments, values, actions, gestures.
    static func setState(_ name: String, of object: ProgramObject, _ args: [ViewInterpreter.Argument], at location: SourceLocation, conditions: [String]) {
        let first = args.first?.value
        switch name {
        case "setTitle", "setAttributedTitle", "setImage":
            let state = stateName(args.first { $0.label == "for" }?.value)
            let key = name == "setImage" ? "image" : "title"
            object.stateTitles["\(key).\(state)"] = first ?? .null
            object.set("\(key).\(state)", first ?? .null, at: location, conditions: conditions)
        case "insertSegment":
            var segments = object.properties["segments"]?.array ?? []
            let index = args.first { $0.label == "at" }?.value.int ?? segments.count
            let title = args.first { $0.label == "withTitle" || $0.label == "with" }?.value ?? .null
            segments.insert(title, at: min(max(index, 0), segments.count))
            object.set("segments", .array(segments), at: location, conditions: conditions)
        case "setEnabled":
            if let segment = args.first(where: { $0.label == "forSegmentAt" })?.value.int {
                object.set("segmentEnabled.\(segment)", first ?? .null, at: location, conditions: conditions)
            }
        case "setOn", "setValue", "setProgress":
            object.set(name == "setOn" ? "isOn" : name == "setValue" ? "value" : "progress", first ?? .null, at: location, conditions: conditions)
        case "setItems":
            object.set("items", first ?? .null, at: location, conditions: conditions)
        case "addTarget", "addAction":
            object.set("hasAction", .bool(true), at: location, conditions: conditions)
        default:
            var gestures = object.properties["gestureRecognizers"]?.array ?? []
            gestures.append(first ?? .null)
            object.set("gestureRecognizers", .array(gestures), at: location, conditions: conditions)
        }
    }

    /// A recogniser whose action does nothing or only ends editing (`view.endEditing(true)`,
    /// `field.resignFirstResponder()`): read from the target's class (`FeatureBodies`).
    static func endsEditingOnly(_ recognizer: ProgramValue, interpreter: ViewInterpreter) -> Bool {
        guard let id = recognizer.object, case .method(_, let action, _)? = interpreter.heap[id].properties["action"],
            let target = interpreter.heap[id].properties["target"]?.object,
            let type = interpreter.index.type(interpreter.heap[target].className),
            let body = interpreter.index.functions(named: action, in: type).first?.body
        else { return false }
        // Nothing but logging (`func killTap() { print("tap killed") }`): a tap swallowed so it
        // does not reach the view behind.
        if body.isEmpty || FeatureBodies.isInert(body) || FeatureBodies.onlyEndsEditing(body) { return true }
        // Through one method of the class that does only that (`onTap() { hideKeyboard() }`).
        let called = body.compactMap { item -> String? in
            let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            let callee = expr.flatMap { FactsVisitor.unwrap($0).as(FunctionCallExprSyntax.self)?.calledExpression }
            return callee?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        let ending = Set(
            called.filter { name in
                interpreter.index.functions(named: name, in: type).first?.body.map { FeatureBodies.onlyEndsEditing($0) } == true
            })
        return !ending.isEmpty && FeatureBodies.onlyEndsEditing(body, ending: ending)
    }

    /// The gesture a recogniser recognises (`UITapGestureRecognizer` or a project subclass of
    /// one); `.code` when the value is not a recogniser the reading made.
    static func gesture(_ recognizer: ProgramValue, heap: ProgramHeap) -> Gesture {
        guard let id = recognizer.object else { return .code }
        let object = heap[id]
        let gesture = CodeEventsVisitor.recognizers[object.frameworkClass ?? object.className] ?? CodeEventsVisitor.recognizers[object.className] ?? .custom
        // A double tap (`numberOfTapsRequired = 2`: zoom on a photo) is no button press; its
        // kind is left unnamed.
        if gesture == .tap, (object.properties["numberOfTapsRequired"]?.int ?? 1) > 1 { return .code }
        return gesture
    }

    /// `.normal`, `.selected`, `[.selected, .highlighted]` → "normal", "selected"…
    static func stateName(_ value: ProgramValue?) -> String {
        switch value {
        case .enumCase(_, let name, _)?: return name
        case .options(let names)?: return names.sorted().joined(separator: "+")
        default: return "normal"
        }
    }
}

extension ViewInterpreter {
    /// A controller's view: `loadView` (the project's, when it overrides it) or a plain view,
    /// then `viewDidLoad`, as UIKit does the first time `view` is read.
    func loadView(of controller: ObjectID) -> ObjectID {
        let object = heap[controller]
        if let view = object.view { return view }
        func plainView() -> ObjectID {
            // A table or collection view controller's view is its table or collection view.
            let kind = ["UITableViewController": "UITableView", "UICollectionViewController": "UICollectionView"][object.frameworkClass ?? ""] ?? "UIView"
            let plain = heap.make(kind, framework: kind, at: object.location)
            plain.name = "view"
            plain.properties["ownerController"] = .object(controller)
            object.view = plain.id
            object.properties["view"] = .object(plain.id)
            return plain.id
        }
        // `view` read inside `loadView` before it is set: UIKit would load again; a plain view.
        if object.properties["loadingView"] != nil { return plainView() }
        object.properties["loadingView"] = .bool(true)
        defer { object.properties["loadingView"] = nil }
        guard let type = index.type(object.className) else { return plainView() }
        if let loadView = index.functions(named: "loadView", in: type).first {
            let owner = index.type(Self.owner(of: loadView, in: type, index: index) ?? type.name) ?? type
            _ = run(loadView, self: .object(controller), type: owner, [], at: loadView.location)
        }
        let view = object.view ?? plainView()
        object.properties["view"] = .object(view)
        if let viewDidLoad = index.functions(named: "viewDidLoad", in: type).first {
            let owner = index.type(Self.owner(of: viewDidLoad, in: type, index: index) ?? type.name) ?? type
            _ = run(viewDidLoad, self: .object(controller), type: owner, [], at: viewDidLoad.location)
        }
        return view
    }
}

extension ViewInterpreter {
    /// Runs the layout code: the controller's `updateViewConstraints`, `viewWillLayoutSubviews` and `viewDidLayoutSubviews`
    /// and every project view's `layoutSubviews`, parents first, once.
    func layOut(_ root: ObjectID, controller: ObjectID?) {
        func runMethod(_ name: String, on id: ObjectID) {
            guard let type = index.type(heap[id].className),
                let function = index.functions(named: name, in: type).first
            else { return }
            let owner = index.type(ViewInterpreter.owner(of: function, in: type, index: index) ?? type.name) ?? type
            _ = run(function, self: .object(id), type: owner, [], at: function.location)
        }
        // UIKit calls `viewWillAppear(_:)` before it lays the view out to show it, and
        // `updateViewConstraints()` in the first layout pass (where PureLayout code often makes the
        // constraints: mage-ios' server URL screen).
        if let controller { runMethod("viewWillAppear", on: controller) }
        if let controller { runMethod("updateViewConstraints", on: controller) }
        if let controller { runMethod("viewWillLayoutSubviews", on: controller) }
        var queue = [root]
        var seen = Set<ObjectID>()
        while !queue.isEmpty, !isExhausted {
            let id = queue.removeFirst()
            guard seen.insert(id).inserted else { continue }
            runMethod("layoutSubviews", on: id)
            queue += heap[id].subviews
        }
        if let controller { runMethod("viewDidLayoutSubviews", on: controller) }
    }

    /// The section headers and footers a table view's delegate makes
    /// (`tableView(_:viewForHeaderInSection:)`, `…viewForFooterInSection:`): UIKit shows the
    /// view returned above (below) the section's rows. Read for the first section, and added to
    /// the first table view under `root` (Mammoth: a label made in the method, with a fixed
    /// font and no header trait, was on no screen).
    func addSectionViews(of delegate: ObjectID, under root: ObjectID) {
        guard let type = index.type(heap[delegate].className) else { return }
        let makers = index.functions(named: "tableView", in: type).filter {
            $0.labels.count == 2 && ["viewForHeaderInSection", "viewForFooterInSection"].contains($0.labels[1] ?? "")
        }
        guard !makers.isEmpty else { return }
        var queue = [root]
        var table: ObjectID?
        while !queue.isEmpty, table == nil {
            let id = queue.removeFirst()
            if heap[id].frameworkClass == "UITableView" { table = id } else { queue += heap[id].subviews }
        }
        guard let table else { return }
        // The first sections, each view once: a header another section makes at another place
        // (`switch section`) is a header too; one place making each section's header is one view.
        var made: Set<String> = []
        for function in makers {
            let owner = index.type(Self.owner(of: function, in: type, index: index) ?? type.name) ?? type
            for section in 0..<Self.sectionsRead where !isExhausted {
                let args = [Argument(label: nil, value: .object(table)), Argument(label: function.labels[1], value: .int(section))]
                guard case .object(let view) = run(function, self: .object(delegate), type: owner, args, at: function.location),
                    heap[view].superview == nil, view != table,
                    made.insert("\(heap[view].className)@\(heap[view].location)").inserted
                else { continue }
                let isHeader = function.labels[1] == "viewForHeaderInSection"
                heap[view].properties[Self.suppliedAs] = .string(isHeader ? "section header" : "section footer")
                heap.addSubview(view, to: table, at: isHeader ? 0 : nil)
            }
        }
    }
    /// How many of a table's sections have their header and footer views made.
    static let sectionsRead = 4
    /// The property that says what UIKit shows a returned view as (`Element.suppliedAs`).
    static let suppliedAs = "suppliedAs"

    /// Loads a controller's view, gives it the screen's size when it has none, and lays it out.
    func layOut(controller: ObjectID) {
        let view = loadView(of: controller)
        if heap[view].properties["frame"] == nil {
            heap[view].properties["frame"] = UIKitModel.rect(0, 0, ProgramScreens.screenSize.width, ProgramScreens.screenSize.height)
        }
        layOut(view, controller: controller)
    }
}
