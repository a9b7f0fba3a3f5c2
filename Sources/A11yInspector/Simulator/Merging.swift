/// Elements that read their children: a table view cell (UIKit's default) and a SwiftUI
/// `accessibilityElement(children: .combine)` container. Labels and values of the merged
/// children are joined with ", " in reading order; a `.combine` container also takes their
/// traits and turns merged controls into actions named by their labels.
enum Merging {
    static func apply(to nodes: inout [ResolvedElement]) {
        // Indices only: copying the merged nodes themselves cost tens of megabytes on a screen
        // of twenty thousand elements.
        var merged: [Int: [Int]] = [:]
        for node in nodes { if let owner = node.mergedInto { merged[owner, default: []].append(node.index) } }
        // Deepest owners first: a combined stack inside a button's label is read into the button.
        for (owner, snapshot) in merged.sorted(by: { $0.key > $1.key }) {
            // Parts as they are now: a part merged earlier has its combined label. A UIKit cell
            // reads the subviews that are accessibility elements (its labels, not an image view
            // nobody made an element); SwiftUI's containers read every part.
            let readsOnlyElements = nodes[owner].element.childBehavior == nil
            let everyPart = snapshot.map { nodes[$0] }
            let all = everyPart.filter { !readsOnlyElements || $0.isAccessibilityElement }
            // Of an `if`/`else` inside a label, the first branch stands for the others, unless
            // it has nothing to read (a ProgressView while loading).
            // A spinner's built-in "In progress" names the control only when nothing else in it
            // has text of its own: `if loading { ProgressView() } else { Text("Scan") }` and a
            // spinner overlaid while an action runs read the text.
            let ownText: (ResolvedElement) -> Bool = { $0.label != nil && $0.labelOrigin != .builtIn }
            let spinnerLabels = all.contains(where: ownText)
            let readable = spinnerLabels ? all.filter { $0.labelOrigin != .builtIn || $0.role != .progressIndicator } : all
            let firstBranches = readable.filter { !isInLaterBranch($0, below: owner, nodes) }
            // A text `.hidden()` in the first branch only keeps its place: it reads nothing.
            let parts = firstBranches.contains { $0.label != nil && $0.isVisible } ? firstBranches : readable
            let ordered = ReadingOrder.sorted(parts.filter(\.isVisible))
            let isCombine = nodes[owner].element.childBehavior == .combine
            // A part whose content the tool cannot see makes the merged label uncertain.
            // (A view whose content the tool does not see may hold elements, whatever it is.)
            if let unread = (readsOnlyElements ? everyPart : parts).lazy.compactMap({ $0.element.unreadCode }).first,
                nodes[owner].element.accessibilityLabel == nil
            {
                nodes[owner].element.provenance[.accessibilityLabel] =
                    nodes[owner].element.provenance[.accessibilityLabel] ?? .explanation("its content: \(unread)")
            }
            // A control whose label content is only images is an image-only control.
            let labelled = ordered.filter { $0.label != nil }
            if nodes[owner].element.accessibilityLabel == nil, !labelled.isEmpty, labelled.allSatisfy({ $0.labelOrigin == .imageName }) {
                nodes[owner].element.image = labelled.first?.element.image
            }
            if nodes[owner].element.accessibilityLabel == nil, let label = join(ordered.compactMap(\.label)) {
                nodes[owner].label = label
                nodes[owner].labelOrigin = !labelled.isEmpty && labelled.allSatisfy({ $0.labelOrigin == .imageName }) ? .imageName : .combinedChildren
            }
            if isCombine {
                if nodes[owner].element.accessibilityValue == nil { nodes[owner].value = join(ordered.compactMap(\.value)) }
                if nodes[owner].element.accessibilityHint == nil { nodes[owner].hint = ordered.compactMap(\.hint).first }
                for part in ordered {
                    nodes[owner].traits.formUnion(part.traits.subtracting(.staticText))
                    if part.isInteractive, let name = part.label?.literal { nodes[owner].customActions.append(.named(name)) }
                    nodes[owner].customActions += part.customActions
                }
                if ordered.contains(where: \.isInteractive) { nodes[owner].isInteractive = true }
            }
        }
    }

    static func isInLaterBranch(_ node: ResolvedElement, below owner: Int, _ nodes: [ResolvedElement]) -> Bool {
        var current = node.index
        while let parent = nodes[current].parentIndex, parent != owner {
            // (Each element is listed before its subtree: the first child follows its parent.)
            if nodes[parent].element.childrenAreAlternatives, parent + 1 != current {
                return true
            }
            current = parent
        }
        return false
    }

    /// Joined as VoiceOver reads combined elements: ", " between parts.
    static func join(_ parts: [TextValue]) -> TextValue? {
        let nonEmpty = parts.filter { !$0.isKnownEmpty }
        guard !nonEmpty.isEmpty else { return nil }
        if nonEmpty.allSatisfy({ $0.literal != nil }) {
            return .literal(nonEmpty.compactMap(\.literal).joined(separator: ", "))
        }
        // Each part as a transcript shows it: a partly known part (a label merged further in)
        // as it is, not wrapped in another ‹set in …›.
        let shown = nonEmpty.map { $0.literal ?? $0.dynamicOrigin?.spoken ?? "‹set in code›" }.joined(separator: ", ")
        return .dynamic(origin: .partial(shown))
    }
}

/// Top-to-bottom rows, then leading to trailing, for a flat list of views (used to read a
/// merged element's parts); views without frames keep document order.
enum ReadingOrder {
    static func sorted(_ nodes: [ResolvedElement]) -> [ResolvedElement] {
        guard nodes.allSatisfy({ $0.frame != nil }) else { return nodes }
        return SwipeOrder.rows(nodes, frame: { $0.frame! }, threshold: SwipeOrder.rowThreshold(for: .phone), direction: .leftToRight)
    }
}
