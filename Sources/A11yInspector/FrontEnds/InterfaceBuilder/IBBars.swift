/// Bar items: navigation items, bar button items, tab bar items — in bars placed in a view
/// (`<navigationBar>`, `<toolbar>`, `<tabBar>`) and in the synthetic navigation bar and toolbar
/// a storyboard scene gets from its controller's `<navigationItem>` / `<toolbarItems>`.
///
/// Item frames are approximations (IB stores none): leading/trailing 44 pt slots 8 pt from the
/// edges, the title between them; toolbar and tab bar items share the bar's width equally.
enum IBBars {
    /// 44 pt: the minimum hit target in Apple's HIG and the compact bar height.
    static let slot = 44.0
    static let margin = 8.0

    static func items(of node: XMLTreeNode, barFrame: Rect?, builder: IBElementBuilder, depth: Int) -> [Element] {
        let frame = barFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        switch node.name {
        case "navigationBar":
            guard let item = node.child("items")?.children("navigationItem").last else { return [] }
            return navigationItemElements(item, barFrame: frame, builder: builder, depth: depth)
        case "toolbar":
            return evenlySpaced(
                node.child("items")?.children("barButtonItem") ?? [], barFrame: frame,
                builder: builder, depth: depth)
        case "tabBar":
            return evenlySpaced(
                node.child("items")?.children("tabBarItem") ?? [], barFrame: frame,
                builder: builder, depth: depth)
        default:
            return []
        }
    }

    /// A scene's `<navigationItem key="navigationItem">` as a navigation bar across the top of
    /// the screen (status bar not modelled), or nil when it shows nothing.
    static func syntheticNavigationBar(_ item: XMLTreeNode, width: Double, builder: IBElementBuilder) -> Element? {
        let frame = Rect(x: 0, y: 0, width: width, height: slot)
        let children = navigationItemElements(item, barFrame: frame, builder: builder, depth: 1)
        guard !children.isEmpty else { return nil }
        var bar = Element(
            id: "\(item.id ?? "navigationItem").navigationBar", kind: "UINavigationBar",
            location: builder.context.location(item))
        bar.frame = frame
        bar.children = children
        return bar
    }

    /// A controller's `<toolbarItems>` as a toolbar along the bottom of the screen.
    /// The narrowest window an iPhone app runs in: 320 pt (iPhone SE, 1st generation; Apple's
    /// HIG "Layout", device screen sizes). A bar is never narrower, whatever width the canvas
    /// of a freeform scene has.
    static let narrowestWindowWidth: Double = 320

    static func syntheticToolbar(_ items: XMLTreeNode, screen: Size, builder: IBElementBuilder) -> Element? {
        let frame = Rect(x: 0, y: screen.height - slot, width: screen.width, height: slot)
        let children = evenlySpaced(items.children("barButtonItem"), barFrame: frame, builder: builder, depth: 1)
        guard !children.isEmpty else { return nil }
        var bar = Element(
            id: "\(items.children.first?.id ?? "toolbarItems").toolbar", kind: "UIToolbar",
            location: builder.context.location(items))
        bar.frame = frame
        bar.children = children
        return bar
    }

    /// Leading items, the title, trailing items — in reading order for left-to-right.
    private static func navigationItemElements(
        _ item: XMLTreeNode, barFrame: Rect, builder: IBElementBuilder,
        depth: Int
    ) -> [Element] {
        let leading =
            item.children.filter { $0.name == "barButtonItem" && $0.key == "leftBarButtonItem" }
            + (item.child("leftBarButtonItems")?.children("barButtonItem") ?? [])
        // rightBarButtonItems lists items from the trailing edge inwards (UINavigationItem docs).
        let trailing =
            item.children.filter { $0.name == "barButtonItem" && $0.key == "rightBarButtonItem" }
            + (item.child("rightBarButtonItems")?.children("barButtonItem") ?? [])
        var result: [Element] = []
        for (i, node) in leading.enumerated() {
            let frame = Rect(x: barFrame.x + margin + Double(i) * slot, y: barFrame.y, width: slot, height: slot)
            if let e = barButtonItem(node, frame: frame, builder: builder, depth: depth) { result.append(e) }
        }
        let titleView = item.children.first { IBElementKinds.isViewLike($0) && $0.key == "titleView" }
        let leadingEnd = barFrame.x + margin + Double(leading.count) * slot
        let trailingStart = barFrame.maxX - margin - Double(trailing.count) * slot
        let titleFrame = Rect(x: leadingEnd, y: barFrame.y, width: max(0, trailingStart - leadingEnd), height: slot)
        if let titleView {
            result.append(builder.build(titleView, origin: Point(x: 0, y: 0), frameOverride: titleFrame, depth: depth))
        } else if let title = item["title"], !title.isEmpty {
            // The title UIKit shows in the bar; the knowledge table decides its traits.
            var e = Element(
                id: "\(item.id ?? "navigationItem").title", kind: "UINavigationItem",
                location: builder.context.location(item))
            e.text = .literal(title)
            e.frame = titleFrame
            result.append(e)
        }
        var trailingElements: [Element] = []
        for (i, node) in trailing.enumerated() {
            let frame = Rect(x: barFrame.maxX - margin - Double(i + 1) * slot, y: barFrame.y, width: slot, height: slot)
            if let e = barButtonItem(node, frame: frame, builder: builder, depth: depth) { trailingElements.append(e) }
        }
        return result + trailingElements.reversed()
    }

    private static func evenlySpaced(_ nodes: [XMLTreeNode], barFrame: Rect, builder: IBElementBuilder, depth: Int) -> [Element] {
        let visible = nodes.filter { !isSpace($0) }
        guard !visible.isEmpty else { return [] }
        let width = barFrame.width / Double(visible.count)
        return visible.enumerated().compactMap { i, node in
            let frame = Rect(x: barFrame.x + Double(i) * width, y: barFrame.y, width: width, height: barFrame.height)
            return barButtonItem(node, frame: frame, builder: builder, depth: depth)
        }
    }

    private static func isSpace(_ node: XMLTreeNode) -> Bool {
        node["systemItem"] == "flexibleSpace" || node["systemItem"] == "fixedSpace"
    }

    /// `<barButtonItem title= image= catalog= systemItem= enabled=>` or `<tabBarItem title= image=>`;
    /// a `<view key="customView">` item is that view.
    private static func barButtonItem(_ node: XMLTreeNode, frame: Rect, builder: IBElementBuilder, depth: Int) -> Element? {
        if isSpace(node) { return nil }
        if let custom = node.children.first(where: { $0.key == "customView" && IBElementKinds.isViewLike($0) }) {
            var e = builder.build(custom, origin: Point(x: 0, y: 0), frameOverride: frame, depth: depth)
            builder.applyConnections(node, to: &e)
            return e
        }
        let kind = node.name == "tabBarItem" ? "UITabBarItem" : "UIBarButtonItem"
        var e = Element(
            id: node.id ?? "\(node.name)@\(node.line):\(node.column)", kind: kind,
            location: builder.context.location(node))
        e.customClass = node["customClass"]
        e.name = node["userLabel"]
        e.frame = frame
        if let title = node["title"] { e.text = .literal(title) }
        e.image = IBContent.image(node, attribute: "image")
        if let system = node["systemItem"] { e.systemItem = system }
        if node.bool("enabled") == false { e.isEnabled = false }
        if let tint = node.child("color", key: "tintColor") { e.tintColor = IBColors.spec(tint) }
        IBAccessibility.applyConfiguration(node, to: &e, context: builder.context)
        IBAccessibility.applyRuntimeAttributes(node, to: &e, context: builder.context)
        builder.applyConnections(node, to: &e)
        return e
    }
}
