/// Finds the colour text is drawn on: the element's own background, else the nearest
/// ancestor's, unless something else (an image, a coloured sibling) may be drawn in between.
enum Backdrops {
    static func find(for index: Int, in nodes: [ResolvedElement], children: [Int: [Int]]) -> Backdrop {
        var current = index
        while true {
            let element = nodes[current].element
            if let color = element.backgroundColor, !isClear(color) {
                if case .dynamic(let origin) = color {
                    return .unknown(reason: "background of \(element.displayName) is set in code (\(origin))")
                }
                return .color(color, elementID: element.id)
            }
            if current != index, element.image != nil {
                return .unknown(reason: "drawn over the image of \(element.displayName)")
            }
            guard let parent = nodes[current].parentIndex else {
                return .unknown(reason: "no background colour is set on the view or its ancestors")
            }
            if let frame = nodes[index].element.frame,
               let overlap = (children[parent] ?? []).prefix(while: { $0 != current }).first(where: { sibling in
                   let s = nodes[sibling].element
                   guard nodes[sibling].isVisible, let sFrame = s.frame, sFrame.intersects(frame) else { return false }
                   return s.image != nil || (s.backgroundColor.map { !isClear($0) } ?? false)
               }) {
                return .unknown(reason: "may be drawn over \(nodes[overlap].element.displayName) (\(nodes[overlap].element.id))")
            }
            current = parent
        }
    }

    static func isClear(_ color: ColorSpec) -> Bool {
        switch color {
        case .rgba(let c): return c.alpha < 0.01
        case .system(let name): return name == "clear"
        default: return false
        }
    }
}
