/// Where an element's accessibility label comes from once platform defaults are applied.
public enum LabelOrigin: String, Sendable, Codable {
    /// `accessibilityLabel` set explicitly (IB, code, SwiftUI modifier).
    case accessibilityLabel
    /// The displayed text or title.
    case text
    /// A text field's placeholder standing in for a label.
    case placeholder
    /// Nothing but an image: VoiceOver falls back to the image's file name, or says nothing.
    case imageName
    /// A label UIKit supplies itself ("Increment", "In progress", "Done").
    case builtIn
    /// The labels of the children merged into this element (a table cell, SwiftUI `.combine`).
    case combinedChildren
    case none
}

/// The colour behind an element, found by walking its ancestors, or why it is unknown.
public enum Backdrop: Sendable, Equatable {
    case color(ColorSpec, elementID: String)
    case unknown(reason: String)
    /// No view from the text up to the screen's root sets a background: what shows is the
    /// platform's (a SwiftUI screen's hosting view; a list's rows), if the view is a screen.
    case unset(inList: Bool)
    /// The view draws a background of its own that no colour names (`Element.drawsOwnBackground`):
    /// what it is, in words.
    case drawnByItself(String)
}

/// One view with UIKit's defaults applied and its ancestors' effects (hidden, alpha,
/// accessibilityElementsHidden, modal siblings, explicit element lists, merging into a cell or
/// a combined element) taken into account.
public struct ResolvedElement: Sendable, CustomStringConvertible {
    /// The element without its children.
    public internal(set) var element: Element
    public let index: Int
    public let parentIndex: Int?
    public let defaults: PlatformDefaults
    /// What the element is (button, text field, static text…), from its platform and class.
    public var role: Role { defaults.role }
    /// Drawn on screen: neither it nor an ancestor is hidden, transparent or of zero size.
    public internal(set) var isVisible: Bool
    /// `isAccessibilityElement` after defaults.
    public internal(set) var isAccessibilityElement: Bool
    /// Reachable by VoiceOver, Switch Control and Voice Control as an element of its own.
    public internal(set) var isReachable: Bool
    /// Why a visible view is not an element of its own (nil when reachable or invisible).
    public internal(set) var unreachableReason: String?
    /// The element this one is read as part of (a table cell, a SwiftUI `.combine` container).
    public internal(set) var mergedInto: Int?
    public internal(set) var isInteractive: Bool
    public internal(set) var label: TextValue?
    public internal(set) var labelOrigin: LabelOrigin
    /// What VoiceOver speaks as the value: explicit, or UIKit's (a slider's percentage…).
    public internal(set) var value: TextValue?
    public internal(set) var hint: TextValue?
    public internal(set) var traits: AccessibilityTraits
    /// False when code changes the traits at run time.
    public internal(set) var traitsAreKnown: Bool
    public internal(set) var customActions: [CustomAction]
    public var frame: Rect? { element.frame }
    public internal(set) var backdrop: Backdrop = .unknown(reason: "not computed")
    /// In a later branch of an `if`/`switch` (SwiftUI): rules check it, but the transcript
    /// shows the first branch only, as one state of the screen.
    public internal(set) var isAlternative = false
    public internal(set) var isInsideCell: Bool
    public internal(set) var isInsideScrollView: Bool

    /// The reason a finding about `property` must be "needs review" rather than certain:
    /// code sets it at run time, or a custom class the project does not define may.
    public func runtimeUncertainty(_ properties: ViewProperty...) -> String? {
        for p in properties {
            // An explanation is no line of code: it says why the value is unknown.
            if case .explanation(let why)? = element.provenance[p] { return "\(p) is not known: \(why)" }
            if let origin = element.provenance[p] { return "\(p) is set in code (\(origin))" }
        }
        if let unread = element.unreadCode { return unread }
        if let customClass = element.customClass, let note = element.provenance[.customClass] {
            return "custom class \(customClass) \(note), and may set \(properties.map(\.rawValue).joined(separator: "/")) at run time"
        }
        return nil
    }

    /// Certain, unless code may change one of `properties` at run time.
    public func confidence(unlessSetInCode properties: ViewProperty...) -> Confidence {
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
            parts.append("image \"\(image.displayName)\"")
        }
        return parts.joined(separator: " ")
    }
}

/// A screen after resolution: every view in pre-order, with defaults applied, and what
/// assistive technologies make of it.
public struct ResolvedScreen: Sendable {
    public let screen: Screen
    public let elements: [ResolvedElement]
    /// Children of each view, by index, in document order.
    public let childIndices: [Int: [Int]]
    /// VoiceOver's tree and order, Switch Control's groups, Voice Control's names.
    public let simulation: Simulation
    /// Elements assistive technologies can focus, in document order; `simulation.order` has
    /// them in VoiceOver's swipe order. (Kept, not computed: most rules walk them.)
    public let reachable: [ResolvedElement]

    init(screen: Screen, elements: [ResolvedElement], childIndices: [Int: [Int]]) {
        self.screen = screen
        self.elements = elements
        self.reachable = elements.filter(\.isReachable)
        self.childIndices = childIndices
        self.simulation = Simulation(screen: screen, elements: elements, childIndices: childIndices)
    }

    public func children(of node: ResolvedElement) -> [ResolvedElement] {
        (childIndices[node.index] ?? []).map { elements[$0] }
    }

    /// Whether two elements sit in different branches of one `if`/`switch` of SwiftUI code, or
    /// code hides them under opposite conditions, so they are never on screen together.
    public func areAlternatives(_ a: ResolvedElement, _ b: ResolvedElement) -> Bool {
        func path(_ n: ResolvedElement) -> [Int] {
            var result: [Int] = []
            var current: Int? = n.index
            while let c = current { result.append(c); current = elements[c].parentIndex }
            return result.reversed()
        }
        // Toolbar content placed in the navigation bar, declared in two branches of one `if`
        // or `switch` (each state of a wizard with its own Back button).
        if let ba = declaredBranches(a), let bb = declaredBranches(b),
            let parting = zip(ba, bb).first(where: { $0 != $1 }),
            parting.0.split(separator: "#").first == parting.1.split(separator: "#").first
        {
            return true
        }
        let pa = path(a), pb = path(b)
        // Views code shows one at a time (`a.isHidden = flag`, `b.isHidden = !flag`), or inside them.
        let hiddenA = pa.compactMap { elements[$0].element.hiddenWhen }, hiddenB = pb.compactMap { elements[$0].element.hiddenWhen }
        if hiddenA.contains(where: { ca in hiddenB.contains { SwiftUIViewFacts.conditionsExcludeEachOther(ca, $0) } }) { return true }
        var i = 0
        while i < min(pa.count, pb.count) && pa[i] == pb[i] { i += 1 }
        guard i > 0, i < pa.count, i < pb.count else { return false }
        if elements[pa[i - 1]].element.childrenAreAlternatives { return true }
        // Branches of two `if`s side by side whose conditions cannot hold together
        // (`if check != nil { … }` … `if check == nil { … }`): the two `if`s are children of the
        // element where the paths part.
        func branch(after parting: [Int]) -> String? {
            guard parting.count >= 2 else { return nil }
            return elements[parting[1]].element.swiftUI.branchCondition
        }
        guard elements[pa[i]].element.childrenAreAlternatives, elements[pb[i]].element.childrenAreAlternatives,
            let ca = branch(after: Array(pa[i...])), let cb = branch(after: Array(pb[i...]))
        else { return false }
        return SwiftUIViewFacts.conditionsExcludeEachOther(ca, cb)
    }

    /// The branches the toolbar content holding this element was declared in.
    func declaredBranches(_ node: ResolvedElement) -> [String]? {
        selfAndAncestors(of: node).lazy.compactMap(\.element.swiftUI.declaredInBranches).first
    }

    public func parent(of node: ResolvedElement) -> ResolvedElement? {
        node.parentIndex.map { elements[$0] }
    }

    /// The node, its parent, and so on up to the root: the walk every inherited value takes
    /// (tint, forced colour scheme, opacity, hiding).
    public func selfAndAncestors(of node: ResolvedElement) -> UnfoldFirstSequence<ResolvedElement> {
        sequence(first: node) { parent(of: $0) }
    }

    /// The nearest table or collection view cell containing the element.
    public func enclosingCell(of node: ResolvedElement) -> ResolvedElement? {
        var current = node.parentIndex
        while let i = current {
            if elements[i].role == .cell { return elements[i] }
            current = elements[i].parentIndex
        }
        return nil
    }

    /// Whether `node` lies inside `ancestor`.
    public func isDescendant(_ node: ResolvedElement, of ancestor: ResolvedElement) -> Bool {
        elements.isDescendant(node.index, of: ancestor.index)
    }

    /// The elements inside a node, in document order: the resolver lists each element before
    /// its subtree, so they follow it (looking at its subtree only, not every element).
    public func descendants(of node: ResolvedElement) -> ArraySlice<ResolvedElement> {
        var end = node.index + 1
        while end < elements.count, elements.isDescendant(end, of: node.index) { end += 1 }
        return elements[(node.index + 1)..<end]
    }

    /// Visible static text inside `container`, in document order; text set in code is
    /// described as such.
    public func visibleTexts(in container: ResolvedElement) -> [String] {
        descendants(of: container).filter { $0.isVisible && $0.role == .staticText && $0.element.android == nil }
            .compactMap { node -> String? in
                switch node.element.text {
                case .literal(let s): return s.isEmpty ? nil : s
                case .dynamic(.localized(let text, _)) where text.spoken != nil: return text.spoken
                case .dynamic(let origin): return "text set in \(origin)"
                case nil: return nil
                }
            }
    }
}

extension Array where Element == ResolvedElement {
    /// Whether the element at index `i` lies inside the one at `ancestor`, by parent indices.
    func isDescendant(_ i: Int, of ancestor: Int) -> Bool {
        var current = self[i].parentIndex
        while let c = current {
            if c == ancestor { return true }
            current = self[c].parentIndex
        }
        return false
    }
}
