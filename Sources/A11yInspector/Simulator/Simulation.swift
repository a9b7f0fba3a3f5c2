/// What assistive technologies do with one screen: VoiceOver's tree, swipe order, first
/// focus, speech and rotors; Switch Control's scanning; Voice Control's numbers and names.
public struct Simulation: Sendable {
    /// Top-level nodes of the accessibility tree, in swipe order.
    public let tree: [AXNode]
    /// Element indices in VoiceOver's swipe order.
    public let order: [Int]
    /// Where VoiceOver starts on the screen, and why.
    public let firstFocus: Int?
    public let firstFocusReason: String
    /// VoiceOver on iOS screens, TalkBack on Android layouts.
    public let platform: Platform
    let elements: [ResolvedElement]

    init(screen: Screen, elements: [ResolvedElement], childIndices: [Int: [Int]]) {
        self.elements = elements
        platform = screen.platform
        tree = TreeBuilder.build(elements: elements, children: childIndices, screen: screen)
        let documentOrder = tree.flatMap(\.flattened)
        order = screen.platform == .android ? TalkBackOrder.adjust(documentOrder, elements: elements) : documentOrder
        if let change = screen.screenChangedFocus,
            let target = elements.first(where: { $0.element.id == change.elementID }), order.contains(target.index)
        {
            firstFocus = target.index
            firstFocusReason = "the screen posts screenChanged with this element (\(change.origin))"
        } else {
            firstFocus = order.first
            firstFocusReason = order.isEmpty ? "nothing on the screen is reachable" : "the first element in swipe order"
        }
    }

    /// One step of the transcript.
    public struct Stop: Sendable {
        public let number: Int
        public let index: Int
        public let utterance: Utterance
    }

    /// The swipe-by-swipe transcript.
    public var transcript: [Stop] {
        let containers = platform == .android ? [:] : ContainerAnnouncements.phrases(order: order, elements: elements)
        return order.enumerated().map { n, i in
            Stop(
                number: n + 1, index: i,
                utterance: platform == .android
                    ? TalkBackSpeech.utterance(for: elements[i])
                    : Speech.utterance(
                        for: elements[i], position: position(of: i), containers: containers[i] ?? [],
                        table: DataTableSpeech.words(for: elements[i], elements: elements)))
        }
    }

    /// "n of m" among the tabs of a tab bar: the elements inside the nearest view with the
    /// tab bar trait (a `UITabBar`'s items, or the elements of any view whose traits include
    /// `.tabBar`, which VoiceOver reads as tabs: observed on iOS 18.5 simulator,
    /// AccessibilitySnapshot reference snapshots; the trait is "a tab bar", developer.apple.com/documentation/uikit/uiaccessibilitytraits/tabbar).
    func position(of i: Int) -> String? {
        guard let bar = tabBar(of: i) else { return nil }
        let tabs = order.filter { tabBar(of: $0) == bar }
        guard let n = tabs.firstIndex(of: i) else { return nil }
        return "\(n + 1) of \(tabs.count)"
    }

    /// The nearest ancestor with the tab bar trait.
    func tabBar(of i: Int) -> Int? {
        var parent = elements[i].parentIndex
        while let p = parent {
            if elements[p].traits.contains(.tabBar) { return p }
            parent = elements[p].parentIndex
        }
        return nil
    }

    // MARK: Rotor

    public enum RotorKind: String, CaseIterable, Sendable, Codable {
        case headings, links, formControls = "form-controls", containers, actions
    }

    /// Elements (or, for containers, container views) the rotor visits, in order.
    public func rotor(_ kind: RotorKind) -> [Int] {
        switch kind {
        case .headings: return order.filter { elements[$0].traits.contains(.header) }
        case .links: return order.filter { elements[$0].traits.contains(.link) }
        case .formControls:
            return order.filter { i in
                let e = elements[i]
                return e.isInteractive
                    && (Self.formControlRoles.contains(e.role)
                        || !e.traits.isDisjoint(with: [.button, .adjustable, .searchField]))
            }
        case .containers:
            return tree.flatMap(Self.groups).map(\.index)
        case .actions:
            return order.filter { !elements[$0].customActions.isEmpty }
        }
    }

    static let formControlRoles: Set<Role> = [.textField, .textArea, .toggle, .slider, .stepper, .segmentedControl, .button]

    static func groups(_ node: AXNode) -> [AXGroup] {
        guard case .group(let g) = node else { return [] }
        return [g] + g.children.flatMap(groups)
    }

    // MARK: Adjusting

    /// What swiping up and down does on an adjustable element, when it can be known.
    public func adjustment(of i: Int) -> (increment: String, decrement: String)? {
        let e = elements[i]
        guard e.traits.contains(.adjustable) || e.role == .stepper else { return nil }
        if e.element.implementedActions.contains(.increment) || e.element.implementedActions.contains(.decrement) {
            return ("accessibilityIncrement() in code", "accessibilityDecrement() in code")
        }
        switch e.role {
        case .picker:
            // A wheel (UIPickerView, SwiftUI .wheel): each swipe moves to the next or previous row.
            return ("the next row", "the previous row")
        case .slider:
            // UISlider moves by a tenth of its range per swipe (seed B L2302: 0 % → 10 %).
            guard let v = e.element.numericValue else { return ("+10% of the range", "−10% of the range") }
            let lo = e.element.minimumValue ?? 0, hi = e.element.maximumValue ?? 1
            guard hi > lo else { return nil }
            func pct(_ x: Double) -> String { "\(Int(((min(max(x, lo), hi) - lo) / (hi - lo) * 100).rounded()))%" }
            return (pct(v + (hi - lo) / 10), pct(v - (hi - lo) / 10))
        default:
            return ("not implemented: accessibilityIncrement() is not overridden", "not implemented: accessibilityDecrement() is not overridden")
        }
    }

    /// People can act on it: a control, something with an action, or a table or collection
    /// view cell (selecting a row is tapping it).
    public func isActionable(_ i: Int) -> Bool {
        let e = elements[i]
        return e.isInteractive || (e.isReachable && ViewClasses.cells.contains(e.element.kind))
    }

    // MARK: Switch Control

    /// A scanning step: a single element, or a group Switch Control highlights first and
    /// then scans inside.
    public enum ScanItem: Sendable {
        case element(Int)
        case group(index: Int, items: [Int])
    }

    /// Switch Control highlights only elements people can act on (seed B L3794), in
    /// VoiceOver's order. Containers with two or more of them are scanned as a group;
    /// `accessibilityNavigationStyle` "combined" forces a group, "separate" dissolves it.
    public var switchControlScan: [ScanItem] {
        func items(_ nodes: [AXNode]) -> [ScanItem] {
            nodes.flatMap { node -> [ScanItem] in
                switch node {
                case .element(let i):
                    return isActionable(i) ? [.element(i)] : []
                case .group(let g):
                    let inner = g.children.flatMap(\.flattened).filter(isActionable)
                    let style = elements[g.index].element.navigationStyle
                    if style == "separate" || (inner.count < 2 && style != "combined") { return items(g.children) }
                    return inner.isEmpty ? [] : [.group(index: g.index, items: inner)]
                }
            }
        }
        return items(tree)
    }

    /// Switch Control's action menu for an element: Tap, then custom actions, then
    /// Increment/Decrement for adjustable elements (seed B L2233, L3853-3855).
    public func switchControlActions(for i: Int) -> [String] {
        let e = elements[i]
        var actions = ["Tap"]
        actions += e.customActions.map(\.description)
        if e.traits.contains(.adjustable) { actions += ["Increment", "Decrement"] }
        return actions
    }

    // MARK: Voice Control

    public struct VoiceControlItem: Sendable {
        public let number: Int
        public let index: Int
        /// The name "Show names" displays and people say ("Tap Save"), if there is one.
        public let name: String?
        /// Other names it answers to (`accessibilityUserInputLabels`).
        public let alternatives: [String]
        /// Why people cannot say its name, when they cannot.
        public let problem: String?
    }

    /// "Show numbers" numbers interactive elements in VoiceOver's order (seed B L4258);
    /// "Show names" shows the first input label, else the accessibility label (B L3863).
    public var voiceControl: [VoiceControlItem] {
        order.filter(isActionable).enumerated().map { n, i in
            let e = elements[i]
            if platform == .android {
                // Voice Access names a view by its visible text (B L1697-1709), else by its description.
                let name = Speech.spoken(e.element.text) ?? Speech.spoken(e.label)
                return VoiceControlItem(
                    number: n + 1, index: i, name: name, alternatives: [],
                    problem: name == nil ? "it has no text or description; only its number works" : nil)
            }
            let inputs = e.element.userInputLabels
            var name = inputs.first ?? Speech.spoken(e.label)
            var problem: String?
            if inputs.isEmpty {
                switch e.labelOrigin {
                case .none: problem = "it has no name"; name = nil
                case .imageName:
                    if e.element.image?.isSystemSymbol == true {
                        problem = "its only name comes from the SF Symbol \"\(e.label?.literal ?? "")\" (the symbol's own description, if it has one)"
                    } else {
                        problem = "its only name is the image file name \"\(e.label?.literal ?? "")\""
                    }
                default:
                    if e.label?.isDynamic == true {
                        problem = nil
                    } else if let l = e.label?.literal, !l.contains(where: { $0.isLetter || $0.isNumber }) {
                        problem = "its name \"\(l)\" has no letters or digits to say"
                    }
                }
            }
            return VoiceControlItem(number: n + 1, index: i, name: name, alternatives: Array(inputs.dropFirst()), problem: problem)
        }
    }
}
