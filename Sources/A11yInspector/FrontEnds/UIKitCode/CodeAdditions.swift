/// Puts what a controller's code adds (`ProgramScreens.Additions`) into the screen Interface
/// Builder lays out for it: the views its `viewDidLoad` adds to its view, after the file's own,
/// and the bar items it puts on its navigation item, on the scene's navigation bar.
enum CodeAdditions {
    /// `views`: the added views, linked with what the patterns know (`CodeLinker`,
    /// `ProgramScreenMerge`), as code screens are. `outletStandIns`: those of them that stand
    /// for an outlet's view (element id → outlet property), whose children go into the view the
    /// scene connects to that outlet, placed from its origin (dropped when no view is connected).
    static func graft(views: [Element], barItems: [ProgramScreens.BarItem], outletStandIns: [String: String] = [:], into screen: inout Screen) {
        var used = Set<String>()
        screen.root.forEach { used.insert($0.id) }
        func unique(_ e: inout Element) {
            if used.contains(e.id) {
                var n = 2
                while used.contains("\(e.id)#code\(n)") { n += 1 }
                e.id = "\(e.id)#code\(n)"
            }
            used.insert(e.id)
            for i in e.children.indices { unique(&e.children[i]) }
        }
        for var view in views {
            unique(&view)
            if let outlet = outletStandIns[view.id] {
                if let target = screen.outlets[outlet] { _ = add(view.children, to: target, in: &screen.root) }
                continue
            }
            screen.root.children.append(view)
        }
        guard !barItems.isEmpty, let bar = screen.root.children.firstIndex(where: { $0.kind == "UINavigationBar" }) else { return }
        let barFrame = screen.root.children[bar].frame
        // Laid out as UINavigationBar lays out its items: leading ones from the leading edge,
        // trailing ones from the trailing edge, the first of each outermost, 8 pt apart.
        var leading = (barFrame?.x ?? 0) + 8
        var trailing = (barFrame.map { $0.x + $0.width } ?? 0) - 8
        var left: [Element] = [], right: [Element] = []
        for entry in barItems {
            var item = entry.element
            unique(&item)
            if let barFrame {
                let width = item.frame?.width ?? 44
                let height = item.frame?.height ?? 44
                let x = entry.leading ? leading : trailing - width
                let frame = Rect(x: x, y: barFrame.y + (barFrame.height - height) / 2, width: width, height: height)
                shift(&item, by: (frame.x - (item.frame?.x ?? 0), frame.y - (item.frame?.y ?? 0)))
                item.frame = frame
                if entry.leading { leading = frame.x + width + 8 } else { trailing = frame.x - 8 }
            }
            if entry.leading { left.append(item) } else { right.insert(item, at: 0) }
        }
        screen.root.children[bar].children += left + right
    }

    /// Appends `children` (placed from the origin) to the view `id` inside `e`, moved to its
    /// origin; whether it was found.
    private static func add(_ children: [Element], to id: String, in e: inout Element) -> Bool {
        guard e.id == id else {
            for i in e.children.indices where add(children, to: id, in: &e.children[i]) { return true }
            return false
        }
        for var child in children {
            if let origin = e.frame {
                shift(&child, by: (origin.x, origin.y))
                child.frame = child.frame.map { Rect(x: $0.x + origin.x, y: $0.y + origin.y, width: $0.width, height: $0.height) }
            }
            e.children.append(child)
        }
        return true
    }

    /// Moves a view's subviews with it.
    private static func shift(_ e: inout Element, by offset: (Double, Double)) {
        for i in e.children.indices {
            if let f = e.children[i].frame {
                e.children[i].frame = Rect(x: f.x + offset.0, y: f.y + offset.1, width: f.width, height: f.height)
            }
            shift(&e.children[i], by: offset)
        }
    }
}
