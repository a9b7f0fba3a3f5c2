/// Applies UIKit's defaults and the ancestors' effects to a screen's element tree.
/// Rules and the simulator read the result; front ends never judge.
public enum Resolver {
    public static func resolve(_ screen: Screen) -> ResolvedScreen {
        var builder = Builder(namesByID: [.storyboardScene, .xib].contains(screen.origin))
        builder.visit(screen.root, parent: nil, inherited: Inherited())
        var nodes = builder.nodes
        var children: [Int: [Int]] = [:]
        for node in nodes { if let p = node.parentIndex { children[p, default: []].append(node.index) } }
        for i in nodes.indices {
            nodes[i].backdrop = Backdrops.find(for: i, in: nodes, children: children)
        }
        Merging.apply(to: &nodes)
        return ResolvedScreen(screen: screen, elements: nodes, childIndices: children)
    }

    /// What a view inherits from its ancestors.
    struct Inherited {
        var isVisible = true
        /// Why this view and its descendants are not reachable on their own.
        var hiddenReason: String?
        /// An ancestor's `accessibilityElements`: only the listed views (and what is inside
        /// them) are reachable.
        var explicitList: (owner: String, ids: Set<String>)?
        /// The element descendants are read as part of, and whether its interactive
        /// descendants stay separate elements (a table cell) or are merged too (`.combine`).
        var merge: (index: Int, owner: String, keepsInteractive: Bool)?
        var isInsideCell = false
        var isInsideScrollView = false
        var isAlternative = false
        /// Inside a view whose visibility code sets: Interface Builder lays a hidden view out
        /// collapsed (a hidden arranged subview of a stack view is drawn at zero height, and
        /// its subviews with it), so a zero size below it is the canvas's, not the screen's
        /// (xDrip4iOS's pump panel, which code shows when the follower mode has pump data).
        var framesCollapsed = false
    }

    /// A table view cell reads its children as one element, whether the app leaves it alone or
    /// sets `isAccessibilityElement = true` (the cell's own label getter joins its labels). One
    /// that lists its elements (`accessibilityElements = […]`, or a class overriding the getter)
    /// is a container of those instead.
    static func mergesChildrenByDefault(_ element: Element) -> Bool {
        guard PlatformDefaults.readsChildrenAsOneElement(element.kind), element.isAccessibilityElement != false else { return false }
        // The list means nothing on a view the app makes an element itself.
        return element.isAccessibilityElement == true
            || (element.accessibilityElements == nil && element.provenance[.accessibilityElements] == nil)
    }

    struct Builder {
        var nodes: [ResolvedElement] = []
        /// Interface Builder elements are found by their object id; others by their line (a
        /// SwiftUI view inlined in several places has one id per place, but one line).
        let namesByID: Bool

        func reference(_ element: Element) -> String {
            namesByID ? element.id : "\(element.location.file.fileName):\(element.location.line)"
        }

        mutating func visit(_ element: Element, parent: Int?, inherited: Inherited) {
            let defaults = PlatformDefaults.for(element)
            let visible = inherited.isVisible && Self.shows(element, framesCollapsed: inherited.framesCollapsed)
            let isElement = Self.isElement(element, defaults)
            let (label, origin) = Labels.label(of: element, defaults: defaults)

            var traits = element.traits.applied(to: defaults.traits)
            if !element.isEnabled && defaults.isInteractive { traits.insert(.notEnabled) }
            if element.isSelected { traits.insert(.selected) }
            // Traits written in one branch of a test are known as written: rules that judge them
            // say so and ask a person (`ResolvedElement.traitsWrittenUnderCondition`).
            let traitsKnown = !element.traits.isDynamic && (element.provenance[.accessibilityTraits] == nil || element.traitsWrittenUnderCondition)
            let interactive = Self.isInteractive(element, defaults, traits: traits)

            let index = nodes.count
            var reason = inherited.hiddenReason
            if reason == nil, element.accessibilityElementsHidden {
                reason = "accessibilityElementsHidden (accessibilityHidden) on \(element.displayName) (\(reference(element)))"
            }
            let listed = inherited.explicitList.map { $0.ids.contains(element.id) } ?? true
            var ownReason = reason
            if ownReason == nil, !listed, let list = inherited.explicitList {
                ownReason = "not listed in accessibilityElements of \(list.owner)"
            }
            var mergedInto: Int?
            if ownReason == nil, let merge = inherited.merge, !(merge.keepsInteractive && interactive) {
                ownReason = "read as part of \(merge.owner)"
                mergedInto = merge.index
            }
            let reachable = isElement && visible && ownReason == nil
            var shallow = element
            shallow.children = []
            // What a view that takes no touches was given to act on never fires.
            if !Self.takesTouches(element, defaults) {
                shallow.gestureRecognizers = []
                shallow.hasAction = false
            }
            nodes.append(
                ResolvedElement(
                    element: shallow, index: index, parentIndex: parent, defaults: defaults,
                    isVisible: visible, isAccessibilityElement: isElement, isReachable: reachable,
                    unreachableReason: reachable || !visible ? nil : (ownReason ?? (isElement ? nil : "isAccessibilityElement is false")),
                    mergedInto: mergedInto, isInteractive: interactive, label: label, labelOrigin: origin,
                    value: DefaultValues.controlsValue(of: element) ?? element.accessibilityValue ?? DefaultValues.value(of: element),
                    hint: element.accessibilityHint, traits: traits, traitsAreKnown: traitsKnown,
                    customActions: element.customActions,
                    isAlternative: inherited.isAlternative,
                    isInsideCell: inherited.isInsideCell, isInsideScrollView: inherited.isInsideScrollView))

            let next = childInheritance(
                element, inherited, index: index, defaults: defaults, visible: visible, isElement: isElement,
                hiddenReason: reason, listed: listed)
            visitChildren(of: element, index: index, next)
        }

        /// What the children inherit: visibility, why they are hidden, the list they must be in,
        /// the element they are read as part of.
        func childInheritance(
            _ element: Element, _ inherited: Inherited, index: Int, defaults: PlatformDefaults, visible: Bool,
            isElement: Bool, hiddenReason reason: String?, listed: Bool
        ) -> Inherited {
            var next = inherited
            next.isVisible = visible
            next.hiddenReason = reason
            let owner = "\(element.displayName) (\(reference(element)))"
            if let list = element.accessibilityElements {
                next.explicitList = (owner, Set(list))
            } else if listed {
                next.explicitList = nil
            }
            if isElement && next.hiddenReason == nil {
                switch element.childBehavior {
                case .combine?, .labelContent?: next.merge = (index, owner, false)
                case .ignore?: next.hiddenReason = "children ignored by \(owner)"
                case .contain?, nil:
                    // A cell left alone keeps its controls as elements of their own; one the app
                    // makes an element (`isAccessibilityElement = true`) takes them in too.
                    if Resolver.mergesChildrenByDefault(element) {
                        next.merge = (index, owner, element.isAccessibilityElement == nil)
                    } else if element.childBehavior == nil {
                        next.hiddenReason = "inside accessibility element \(owner)"
                    }
                }
            }
            if element.provenance[.isHidden] != nil { next.framesCollapsed = true }
            if defaults.role == .cell { next.isInsideCell = true }
            if PlatformDefaults.scrollsContent(element.kind) { next.isInsideScrollView = true }
            return next
        }

        mutating func visitChildren(of element: Element, index: Int, _ next: Inherited) {
            // UIKit honours the last modal subview and ignores its siblings.
            let modal = element.children.last { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }
            for (position, child) in element.children.enumerated() {
                var inherit = next
                if element.childrenAreAlternatives && position > 0 { inherit.isAlternative = true }
                if let modal, modal.id != child.id, inherit.hiddenReason == nil {
                    inherit.hiddenReason = "hidden by the modal view \(modal.displayName) (\(modal.id))"
                }
                visit(child, parent: index, inherited: inherit)
            }
        }

        /// Shown on screen by itself (its ancestors aside).
        static func shows(_ element: Element, framesCollapsed: Bool = false) -> Bool {
            // Interface Builder draws an empty auto-layout label at 0 × 0; text set in code gives it a size.
            let filledInCode = element.text?.isDynamic == true || element.provenance[.text] != nil || element.provenance[.image] != nil
            // A view drawn a point wide or high with nothing inside (a 1 × 1 field that only
            // feeds password AutoFill) shows nothing either.
            let zeroSize = element.frame.map { $0.width <= 0 || $0.height <= 0 || (element.children.isEmpty && ($0.width <= 1 || $0.height <= 1)) } ?? false
            return !element.isHidden && element.alpha > 0.01 && (!zeroSize || filledInCode || framesCollapsed)
        }

        static func isElement(_ element: Element, _ defaults: PlatformDefaults) -> Bool {
            switch element.childBehavior {
            case .combine?, .ignore?, .labelContent?: return element.isAccessibilityElement ?? true
            case .contain?: return element.isAccessibilityElement ?? false
            case nil: return element.isAccessibilityElement ?? (Resolver.mergesChildrenByDefault(element) || defaults.isElement)
            }
        }

        /// A view that takes no touches (a label or image view as UIKit makes them, or
        /// `userInteractionEnabled="NO"` in Interface Builder) never fires its gesture
        /// recognizers, unless code may turn touches on (falcon: a tap added to a label whose
        /// row takes the same tap). A control keeps its own reading (`isInteractive`).
        static func takesTouches(_ element: Element, _ defaults: PlatformDefaults) -> Bool {
            defaults.isInteractive || element.isUserInteractionEnabled || element.provenance[.isUserInteractionEnabled] != nil
        }

        static func isInteractive(_ element: Element, _ defaults: PlatformDefaults, traits: AccessibilityTraits) -> Bool {
            // A control that lets touches through (`isUserInteractionEnabled = false`) and whose
            // traits code replaces without a control's (`accessibilityTraits = .none`) is an
            // indicator drawn as a button: people cannot act on it.
            // So is a text field or text view that takes no touches (a read-only text view, a
            // field used only as a canvas): no one can put the cursor in it.
            let inert =
                element.traits.replacement != nil || ([.textField, .textArea].contains(defaults.role) && element.provenance[.isUserInteractionEnabled] == nil)
            let indicator = !element.isUserInteractionEnabled && inert && traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey])
            return (defaults.isInteractive && !indicator) || (takesTouches(element, defaults) && (element.hasAction || !element.gestureRecognizers.isEmpty))
                || !traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey])
                || element.customActions.contains { !$0.isRowAction }
        }
    }
}

/// Labels from UIKit's defaults: the explicit label, else the displayed text, placeholder,
/// a system item's name or a built-in label, else (for images) the image name.
enum Labels {
    static func label(of element: Element, defaults: PlatformDefaults) -> (TextValue?, LabelOrigin) {
        if let explicit = element.accessibilityLabel { return (explicit, .accessibilityLabel) }
        if element.text == nil, let item = element.systemItem {
            return (.literal(SystemBarItems.spokenLabels[item] ?? item), .builtIn)
        }
        switch defaults.label {
        case .builtIn(let text):
            return (.literal(text), .builtIn)
        case .text:
            if let text = element.text, !text.isKnownEmpty { return (text, .text) }
        case .textOr(let builtIn):
            if let text = element.text, !text.isKnownEmpty { return (text, .text) }
            return (.literal(builtIn), .builtIn)
        case .placeholder:
            if let placeholder = element.placeholder, !placeholder.isKnownEmpty { return (placeholder, .placeholder) }
        case .none:
            break
        }
        if let image = element.image { return (.literal(image.displayName), .imageName) }
        return (nil, .none)
    }
}
