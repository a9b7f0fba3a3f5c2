/// Where an element's accessibility label comes from once platform defaults are applied.
public enum LabelOrigin: String, Sendable {
    /// `accessibilityLabel` set explicitly (IB, code, SwiftUI modifier).
    case accessibilityLabel
    /// The displayed text or title.
    case text
    /// A text field's placeholder standing in for a label.
    case placeholder
    /// Nothing but an image: VoiceOver falls back to the image's file name, or says nothing.
    case imageName
    /// A label UIKit supplies itself ("Increment", "In progress").
    case builtIn
    case none
}

/// The colour behind an element, found by walking its ancestors, or why it is unknown.
public enum Backdrop: Sendable, Equatable {
    case color(ColorSpec, elementID: String)
    case unknown(reason: String)
}

/// One view with UIKit's defaults applied and its ancestors' effects (hidden, alpha,
/// accessibilityElementsHidden, grouping into an element) taken into account.
public struct ResolvedElement: Sendable, CustomStringConvertible {
    /// The element without its children.
    public let element: Element
    public let index: Int
    public let parentIndex: Int?
    public let defaults: UIKitClassDefaults
    /// Drawn on screen: neither it nor an ancestor is hidden or transparent.
    public let isVisible: Bool
    /// `isAccessibilityElement` after defaults.
    public let isAccessibilityElement: Bool
    /// Reachable by VoiceOver, Switch Control and Voice Control as an element of its own.
    public let isReachable: Bool
    /// Why a visible element is not reachable (nil when reachable or invisible).
    public let unreachableReason: String?
    public let isInteractive: Bool
    public let label: TextValue?
    public let labelOrigin: LabelOrigin
    public let value: TextValue?
    public let hint: TextValue?
    public let traits: AccessibilityTraits
    /// False when code changes the traits at run time.
    public let traitsAreKnown: Bool
    public let frame: Rect?
    public let backdrop: Backdrop
    public let isInsideCell: Bool
    public let isInsideScrollView: Bool

    /// The reason a finding about `property` must be "needs review" rather than certain:
    /// code sets it at run time, or a custom class the project does not define may.
    public func runtimeUncertainty(_ properties: String...) -> String? {
        for p in properties {
            if let origin = element.provenance[p] { return "\(p) is set in code (\(origin))" }
        }
        if let customClass = element.customClass, let note = element.provenance["customClass"] {
            return "custom class \(customClass) \(note), and may set \(properties.joined(separator: "/")) at run time"
        }
        return nil
    }

    /// Certain, unless code may change one of `properties` at run time.
    public func confidence(unlessSetInCode properties: String...) -> Confidence {
        for p in properties {
            if let reason = runtimeUncertainty(p) { return .needsReview(reason: reason) }
        }
        return .certain
    }

    public var description: String {
        var parts = [element.displayName]
        if let text = label?.literal ?? element.text?.literal, !text.isEmpty {
            parts.append("\"\(text.count > 40 ? String(text.prefix(39)) + "…" : text)\"")
        } else if let image = element.image {
            parts.append("image \"\(image.name)\"")
        }
        return parts.joined(separator: " ")
    }
}

/// A screen after resolution: every view in pre-order, with defaults applied.
public struct ResolvedScreen: Sendable {
    public let screen: Screen
    public let elements: [ResolvedElement]

    /// The nearest table or collection view cell containing the element.
    public func enclosingCell(of node: ResolvedElement) -> ResolvedElement? {
        var current = node.parentIndex
        while let i = current {
            if ["UITableViewCell", "UICollectionViewCell"].contains(elements[i].element.kind) { return elements[i] }
            current = elements[i].parentIndex
        }
        return nil
    }

    /// Whether `node` lies inside `ancestor`.
    public func isDescendant(_ node: ResolvedElement, of ancestor: ResolvedElement) -> Bool {
        var current = node.parentIndex
        while let i = current {
            if i == ancestor.index { return true }
            current = elements[i].parentIndex
        }
        return false
    }

    /// Visible static text inside `container`, in document order; text set in code is
    /// described as such.
    public func visibleTexts(in container: ResolvedElement) -> [String] {
        elements.filter { $0.isVisible && $0.element.kind == "UILabel" && isDescendant($0, of: container) }
            .compactMap { node -> String? in
                switch node.element.text {
                case .literal(let s): return s.isEmpty ? nil : s
                case .dynamic(let origin): return "text set in \(origin)"
                case nil: return nil
                }
            }
    }

    public func parent(of node: ResolvedElement) -> ResolvedElement? {
        node.parentIndex.map { elements[$0] }
    }

    public func children(of node: ResolvedElement) -> [ResolvedElement] {
        elements.filter { $0.parentIndex == node.index }
    }

    /// Elements VoiceOver can focus, in document order (the simulator computes swipe order).
    public var reachable: [ResolvedElement] { elements.filter(\.isReachable) }
}
