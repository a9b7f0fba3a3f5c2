/// Finds the colour text is drawn on: the element's own background, else the nearest
/// ancestor's, unless something else (an image, a coloured sibling) may be drawn in between.
enum Backdrops {
    static func find(for index: Int, in nodes: [ResolvedElement], children: [Int: [Int]]) -> Backdrop {
        // Elements are read in place, never copied out of `nodes`: a copy of an `Element`
        // retains each of its strings and arrays, and this runs for every text of a screen.
        var current = index
        // Past a `List` or `Form`, which paints its own backgrounds over whatever lies under it.
        var coveredByList = false
        while true {
            if let color = nodes[current].element.backgroundColor, !color.isClear {
                if case .dynamic(let origin) = color {
                    return .unknown(reason: "background of \(nodes[current].element.displayName) is set in code (\(origin))")
                }
                return .color(color, elementID: nodes[current].element.id)
            }
            if let drawn = nodes[current].element.drawsOwnBackground { return .drawnByItself(drawn) }
            if current != index, nodes[current].element.image != nil {
                return .unknown(reason: "drawn over the image of \(nodes[current].element.displayName)")
            }

            guard let parent = nodes[current].parentIndex else {
                let inList = sequence(first: index, next: { nodes[$0].parentIndex }).contains { ["List", "Form"].contains(nodes[$0].element.kind) }
                return .unset(inList: inList)
            }
            if let frame = nodes[index].element.frame,
                let overlap = (children[parent] ?? []).prefix(while: { $0 != current }).first(where: { sibling in
                    guard nodes[sibling].isVisible, let sFrame = nodes[sibling].element.frame, sFrame.intersects(frame) else { return false }
                    return nodes[sibling].element.image != nil || (nodes[sibling].element.backgroundColor.map { !$0.isClear } ?? false)
                })
            {
                return .unknown(reason: "may be drawn over \(nodes[overlap].element.displayName) (\(nodes[overlap].element.id))")
            }
            // SwiftUI (with or without a `.frame`): a layer drawn before this one in a `ZStack`,
            // or the view an `.overlay` covers (or the `.background` content under it), is under
            // the text; not under a `List`'s or `Form`'s, which paints its own backgrounds over it
            // (Monal's loading overlay and alert each lay a colour behind its forms).
            coveredByList = coveredByList || ["List", "Form"].contains(nodes[current].element.kind)
            if layers(nodes[parent]),
                let under = (children[parent] ?? []).prefix(while: { $0 != current }).reversed().first(where: { paints($0, nodes, children) })
            {
                // A list lays its rows on its own backgrounds: what is under it is not under them;
                // read as any row whose list sets no colour.
                if coveredByList { return .unset(inList: true) }
                return .unknown(reason: "drawn over \(nodes[under].element.displayName) (\(nodes[under].element.id))")
            }
            current = parent
        }
    }

    /// A SwiftUI container whose children are drawn one over the other.
    static func layers(_ node: ResolvedElement) -> Bool {
        ViewClasses.layersItsChildren(node.element.kind) || node.element.swiftUI.decoratedChild != nil
    }

    /// Whether a visible view, or one inside it, may paint something text over it is read
    /// against: an image, a background, a colour or shape, a view whose drawing is not known.
    static func paints(_ index: Int, _ nodes: [ResolvedElement], _ children: [Int: [Int]]) -> Bool {
        guard nodes[index].isVisible else { return false }
        if nodes[index].element.image != nil || nodes[index].element.backgroundColor.map({ !$0.isClear }) == true
            || ViewClasses.swiftUIPainted.contains(nodes[index].element.kind) || nodes[index].element.unreadCode != nil
        {
            return true
        }
        return (children[index] ?? []).contains { paints($0, nodes, children) }
    }

}
