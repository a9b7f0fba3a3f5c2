/// Applies UIKit's defaults and the ancestors' effects to a screen's element tree.
/// Rules and the simulator read the result; front ends never judge.
public enum Resolver {
    public static func resolve(_ screen: Screen) -> ResolvedScreen {
        var builder = Builder()
        builder.visit(screen.root, parent: nil, inherited: Inherited())
        let nodes = builder.nodes
        let childrenByParent = Dictionary(grouping: nodes.indices.filter { nodes[$0].parentIndex != nil },
                                          by: { nodes[$0].parentIndex! })
        let resolved = nodes.map { node in
            ResolvedElement(
                element: node.element, index: node.index, parentIndex: node.parentIndex,
                defaults: node.defaults, isVisible: node.isVisible,
                isAccessibilityElement: node.isAccessibilityElement, isReachable: node.isReachable,
                unreachableReason: node.unreachableReason, isInteractive: node.isInteractive,
                label: node.label, labelOrigin: node.labelOrigin, value: node.value, hint: node.hint,
                traits: node.traits, traitsAreKnown: node.traitsAreKnown, frame: node.element.frame,
                backdrop: Backdrops.find(for: node.index, in: nodes, children: childrenByParent),
                isInsideCell: node.isInsideCell, isInsideScrollView: node.isInsideScrollView)
        }
        return ResolvedScreen(screen: screen, elements: resolved)
    }

    /// What a view inherits from its ancestors.
    struct Inherited {
        var isVisible = true
        /// Why descendants are not reachable on their own.
        var hiddenReason: String?
        var isInsideCell = false
        var isInsideScrollView = false
    }

    struct Node {
        var element: Element
        var index: Int
        var parentIndex: Int?
        var defaults: UIKitClassDefaults
        var isVisible: Bool
        var isAccessibilityElement: Bool
        var isReachable: Bool
        var unreachableReason: String?
        var isInteractive: Bool
        var label: TextValue?
        var labelOrigin: LabelOrigin
        var value: TextValue?
        var hint: TextValue?
        var traits: AccessibilityTraits
        var traitsAreKnown: Bool
        var isInsideCell: Bool
        var isInsideScrollView: Bool
    }

    struct Builder {
        var nodes: [Node] = []

        mutating func visit(_ element: Element, parent: Int?, inherited: Inherited) {
            let defaults = UIKitClassDefaults.for(element.kind)
            // Interface Builder draws an empty auto-layout label at 0 × 0; text set in code gives it a size.
            let filledInCode = element.text?.isDynamic == true || element.provenance["text"] != nil || element.provenance["image"] != nil
            let zeroSize = element.frame.map { $0.width <= 0 || $0.height <= 0 } ?? false
            let visible = inherited.isVisible && !element.isHidden && element.alpha > 0.01 && (!zeroSize || filledInCode)
            let isElement = element.isAccessibilityElement ?? defaults.isElement
            let (label, origin) = Self.label(of: element, defaults: defaults)

            var traits = element.traits.applied(to: defaults.traits)
            if !element.isEnabled && defaults.isInteractive { traits.insert(.notEnabled) }
            if element.isSelected { traits.insert(.selected) }
            let traitsKnown = !element.traits.isDynamic && element.provenance["accessibilityTraits"] == nil

            let interactive = defaults.isInteractive || element.hasAction || !element.gestureRecognizers.isEmpty
                || !traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey])

            let index = nodes.count
            var shallow = element
            shallow.children = []
            let reachable = isElement && visible && inherited.hiddenReason == nil
            nodes.append(Node(
                element: shallow, index: index, parentIndex: parent, defaults: defaults,
                isVisible: visible, isAccessibilityElement: isElement, isReachable: reachable,
                unreachableReason: reachable || !visible ? nil : (inherited.hiddenReason ?? (isElement ? nil : "isAccessibilityElement is false")),
                isInteractive: interactive, label: label, labelOrigin: origin,
                value: element.accessibilityValue, hint: element.accessibilityHint,
                traits: traits, traitsAreKnown: traitsKnown,
                isInsideCell: inherited.isInsideCell, isInsideScrollView: inherited.isInsideScrollView))

            var childInherited = inherited
            childInherited.isVisible = visible
            if element.accessibilityElementsHidden {
                childInherited.hiddenReason = childInherited.hiddenReason ?? "accessibilityElementsHidden on \(element.displayName) (\(element.id))"
            } else if isElement {
                childInherited.hiddenReason = childInherited.hiddenReason ?? "inside accessibility element \(element.displayName) (\(element.id))"
            }
            if ["UITableViewCell", "UICollectionViewCell"].contains(element.kind) { childInherited.isInsideCell = true }
            if ["UIScrollView", "UITableView", "UICollectionView", "UITextView"].contains(element.kind) {
                childInherited.isInsideScrollView = true
            }

            let modal = element.children.last { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }
            for child in element.children {
                var inherit = childInherited
                if let order = element.accessibilityElements, !order.contains(child.id) {
                    inherit.hiddenReason = inherit.hiddenReason ?? "not listed in accessibilityElements of \(element.displayName) (\(element.id))"
                }
                if let modal, modal.id != child.id {
                    inherit.hiddenReason = inherit.hiddenReason ?? "hidden by modal sibling \(modal.displayName) (\(modal.id))"
                }
                visit(child, parent: index, inherited: inherit)
            }
        }

        static func label(of element: Element, defaults: UIKitClassDefaults) -> (TextValue?, LabelOrigin) {
            if let explicit = element.accessibilityLabel { return (explicit, .accessibilityLabel) }
            if element.text == nil, let item = element.systemItem {
                return (.literal(SystemBarItems.spokenLabels[item] ?? item), .builtIn)
            }
            switch defaults.label {
            case .builtIn(let text):
                return (.literal(text), .builtIn)
            case .text:
                if let text = element.text, !text.isKnownEmpty { return (text, .text) }
            case .placeholder:
                if let placeholder = element.placeholder, !placeholder.isKnownEmpty { return (placeholder, .placeholder) }
            case .none:
                break
            }
            if let image = element.image { return (.literal(image.name), .imageName) }
            return (nil, .none)
        }
    }
}
