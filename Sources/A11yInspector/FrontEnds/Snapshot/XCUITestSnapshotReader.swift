import Foundation

/// Reads what XCUITest prints for `XCUIApplication().debugDescription` (or any element's):
///
///     Attributes: Application, pid: 1234, label: 'Trips'
///     Element subtree:
///      →Application, 0x600000e7c000, pid: 1234, label: 'Trips'
///         Window (Main), 0x600000e7c0e0, {{0.0, 0.0}, {390.0, 844.0}}
///           Button, 0x600000e7c1c0, {{16.0, 50.0}, {44.0, 44.0}}, identifier: 'back', label: 'Back', Selected
///     Path to element:
///     …
///
/// One line per element of the accessibility snapshot, nested by indentation: the element
/// type (`XCUIElement.ElementType` without its prefix), an address, the frame in screen
/// points, then `identifier:`, `label:`, `placeholderValue:`, `value:` and the flags
/// `Selected`, `Disabled`, `Keyboard Focused`. Layout is known (frames), code is not: every
/// listed element with something to say is what assistive technology saw at run time.
public enum XCUITestSnapshotReader {
    public struct Node: Sendable {
        public var type: String
        public var frame: Rect?
        public var identifier: String?
        public var label: String?
        public var value: String?
        public var placeholder: String?
        public var selected = false
        public var disabled = false
        public var line: Int
        public var depth: Int
        public var children: [Node] = []
    }

    /// Element types → UIKit classes whose defaults the simulator knows.
    static let classes: [String: String] = [
        "Button": "UIButton", "StaticText": "UILabel", "TextField": "UITextField",
        "SecureTextField": "UITextField", "SearchField": "UISearchTextField", "TextView": "UITextView",
        "Image": "UIImageView", "Icon": "UIImageView", "Switch": "UISwitch", "Toggle": "UISwitch",
        "Slider": "UISlider", "Stepper": "UIStepper", "SegmentedControl": "UISegmentedControl",
        "PageIndicator": "UIPageControl", "ProgressIndicator": "UIProgressView",
        "ActivityIndicator": "UIActivityIndicatorView", "Cell": "UITableViewCell", "Table": "UITableView",
        "CollectionView": "UICollectionView", "ScrollView": "UIScrollView", "NavigationBar": "UINavigationBar",
        "TabBar": "UITabBar", "Toolbar": "UIToolbar", "Window": "UIWindow", "Other": "UIView",
        "Link": "UIButton", "Picker": "UIPickerView", "PickerWheel": "UIPickerView", "DatePicker": "UIDatePicker",
        "Alert": "UIView", "Sheet": "UIView", "WebView": "WKWebView", "Map": "MKMapView", "Keyboard": "UIView",
    ]

    /// Types that only contain others; the rest are leaves people interact with or read.
    static let containers: Set<String> = [
        "Application", "Window", "Other", "Table", "CollectionView", "ScrollView", "NavigationBar",
        "TabBar", "Toolbar", "Alert", "Sheet", "WebView", "Keyboard", "Picker", "Group",
    ]

    /// Leaves that are elements even without a label (an unlabelled button is still a button).
    static let controls: Set<String> = [
        "Button", "TextField", "SecureTextField", "SearchField", "TextView", "Switch", "Toggle", "Slider",
        "Stepper", "SegmentedControl", "Link", "Cell", "PickerWheel", "DatePicker", "PageIndicator",
    ]

    public static func isSnapshot(_ text: String) -> Bool { text.contains("Element subtree:") }

    /// The element trees of every `Element subtree:` section (several when the output holds
    /// more than one description).
    public static func parse(_ text: String) -> [Node] {
        var roots: [Node] = []
        var stack: [Node] = []
        var inSubtree = false
        func closeAll() {
            while stack.count > 1 { let child = stack.removeLast(); stack[stack.count - 1].children.append(child) }
            if let root = stack.popLast() { roots.append(root) }
        }
        for (index, raw) in text.lines.enumerated() {
            let line = String(raw)
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("Element subtree:") { closeAll(); inSubtree = true; continue }
            if line.hasPrefix("Path to element:") || line.hasPrefix("Query chain:") || line.hasPrefix("Attributes:") {
                closeAll(); inSubtree = false; continue
            }
            guard inSubtree, var node = node(line, number: index + 1) else { continue }
            while let top = stack.last, top.depth >= node.depth {
                let child = stack.removeLast()
                if stack.isEmpty { roots.append(child) } else { stack[stack.count - 1].children.append(child) }
            }
            node.children = []
            stack.append(node)
        }
        closeAll()
        return roots
    }

    /// One element line, or nil for anything else.
    static func node(_ line: String, number: Int) -> Node? {
        let depth = line.prefix { $0 == " " }.count
        var rest = Substring(line.dropFirst(depth))
        if rest.hasPrefix("→") { rest = rest.dropFirst() }
        let fields = split(rest)
        guard let first = fields.first, let type = first.split(separator: " ").first.map(String.init),
            type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter })
        else { return nil }
        var node = Node(type: type, line: number, depth: depth)
        for field in fields.dropFirst() {
            if field.hasPrefix("{{") { node.frame = frame(field); continue }
            if let (key, value) = keyValue(field) {
                switch key {
                case "identifier": node.identifier = value
                case "label": node.label = value
                case "value": node.value = value
                case "placeholderValue": node.placeholder = value
                default: break
                }
                continue
            }
            switch field {
            case "Selected": node.selected = true
            case "Disabled": node.disabled = true
            default: break
            }
        }
        return node
    }

    /// Splits on ", " outside quotes and braces.
    static func split(_ text: Substring) -> [String] {
        var fields: [String] = []
        var current = ""
        var quote = false, braces = 0
        var chars = text.makeIterator()
        var previous: Character = " "
        while let c = chars.next() {
            if c == "'" && previous != "\\" { quote.toggle() }
            if !quote { if c == "{" { braces += 1 } else if c == "}" { braces -= 1 } }
            if c == "," && !quote && braces == 0 {
                fields.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(c)
            }
            previous = c
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { fields.append(current.trimmingCharacters(in: .whitespaces)) }
        return fields
    }

    /// `label: 'Sign In'` → ("label", "Sign In"); `value: 0%` → ("value", "0%").
    static func keyValue(_ field: String) -> (String, String)? {
        guard let colon = field.range(of: ": ") else { return nil }
        let key = String(field[..<colon.lowerBound])
        guard key.allSatisfy({ $0.isLetter }) else { return nil }
        var value = String(field[colon.upperBound...])
        if value.hasPrefix("'") && value.hasSuffix("'") && value.count >= 2 {
            value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\'", with: "'")
        }
        return (key, value)
    }

    /// `{{16.0, 50.0}, {44.0, 44.0}}`.
    static func frame(_ field: String) -> Rect? {
        let numbers = field.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Screens for the audit and the simulator: one per element tree.
    public static func screens(path: String, text: String) -> [Screen] {
        let name = path.fileName
        return parse(text).enumerated().map { index, root in
            var counter = 0
            let element = self.element(root, path: path, counter: &counter)
            let title = root.label.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
            var screen = Screen(
                name: "\(name) › \(title ?? root.type)\(index > 0 ? " (\(index + 1))" : "")", origin: .snapshot, file: path,
                location: SourceLocation(file: path, line: root.line), root: element)
            screen.size = Self.size(of: root)
            return screen
        }
    }

    /// The first frame in the tree (an Application line has none; its window has).
    static func size(of node: Node) -> Size? {
        if let f = node.frame, f.width > 0 { return Size(width: f.width, height: f.height) }
        for child in node.children { if let s = size(of: child) { return s } }
        return nil
    }

    static func element(_ node: Node, path: String, counter: inout Int) -> Element {
        counter += 1
        var e = Element(id: "snapshot-\(counter)", kind: classes[node.type] ?? "UIView", location: SourceLocation(file: path, line: node.line))
        e.frame = node.frame
        e.accessibilityIdentifier = node.identifier
        if let label = node.label { e.accessibilityLabel = .literal(label) }
        // A switch's value is its state, "0" or "1", which VoiceOver speaks as off or on.
        if ["Switch", "Toggle"].contains(node.type), let value = node.value, let state = Double(value) {
            e.numericValue = state
        } else if let value = node.value {
            e.accessibilityValue = .literal(value)
        }
        if let placeholder = node.placeholder { e.placeholder = .literal(placeholder) }
        if node.type == "StaticText", let label = node.label { e.text = .literal(label) }
        // What XCUITest lists is the accessibility hierarchy: leaves are elements; containers
        // (and views with children) are not, whatever their label.
        // A leaf with nothing to say (an image without a label) keeps its class's default.
        let isContainer = containers.contains(node.type) || !node.children.isEmpty
        let hasContent = node.label.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } == true || node.value != nil || node.placeholder != nil
        // A cell keeps UIKit's cell behaviour (read as one element with its contents).
        if node.type == "Cell" {
        } else if isContainer {
            e.isAccessibilityElement = false
        } else if hasContent || controls.contains(node.type) {
            e.isAccessibilityElement = true
        }
        if node.type == "Link" { e.traits.inserted.insert(.link) }
        if node.selected { e.traits.inserted.insert(.selected) }
        if node.disabled { e.isEnabled = false }
        e.children = node.children.map { element($0, path: path, counter: &counter) }
        return e
    }
}
