/// Translates one view subtree into `Element`s with frames in screen coordinates.
struct IBElementBuilder {
    /// Views nested deeper than this are dropped with a warning. Real screens nest a few dozen
    /// views; the simulator and reports walk element trees recursively.
    static let maximumViewDepth = 200

    let context: IBReadContext

    /// - Parameters:
    ///   - origin: the superview's origin in screen coordinates.
    ///   - frameOverride: the frame to use instead of the stored one (relative to the superview).
    func build(_ node: XMLTreeNode, origin: Point, frameOverride: Rect? = nil, depth: Int = 0) -> Element {
        let kind: String
        if let known = IBElementKinds.viewKinds[node.name] {
            kind = known
        } else {
            context.unknownElement(node)
            kind = "UIView"
        }
        var e = Element(
            id: node.id ?? "\(node.name)@\(node.line):\(node.column)", kind: kind,
            location: context.location(node))
        e.customClass = node["customClass"]
        // A cell with a reuse identifier is a prototype: a template repeated for each row.
        if let reuse = node["reuseIdentifier"], node.name.hasSuffix("Cell") { e.reuseIdentifier = reuse }
        e.name = node["userLabel"]
        if let tag = node["tag"].flatMap({ Int($0) }), tag != 0 { e.tag = tag }
        if let frame = frameOverride ?? IBGeometry.frame(of: node) {
            e.frame = frame.offsetBy(dx: origin.x, dy: origin.y)
        }
        if let id = node.id, let fixed = context.fixedSizes[id] {
            e.fixedWidth = fixed.width
            e.fixedHeight = fixed.height
        }
        IBContent.apply(node, to: &e, context: context)
        IBAccessibility.applyConfiguration(node, to: &e, context: context)
        IBAccessibility.applyRuntimeAttributes(node, to: &e, context: context)
        applyConnections(node, to: &e)

        if depth >= Self.maximumViewDepth {
            context.warning("views nested more than \(Self.maximumViewDepth) deep; deeper subviews ignored", at: node)
            return e
        }
        // Subviews of a scroll view are in content coordinates; the design-time contentOffset is
        // zero, so they are placed as if the content were scrolled to the top.
        let childOrigin = e.frame.map { Point(x: $0.x, y: $0.y) } ?? origin
        e.children = children(of: node, origin: childOrigin, depth: depth + 1)
        e.children += IBBars.items(of: node, barFrame: e.frame, builder: self, depth: depth + 1)
        return e
    }

    /// Subviews in document order. Table cells are stacked: IB stores each cell's frame in
    /// table coordinates already (y = row offset), but older files can overlap cells, so a
    /// cell starting above the previous cell's bottom is moved down to it (an approximation;
    /// section headers and run-time row heights are unknown).
    private func children(of node: XMLTreeNode, origin: Point, depth: Int) -> [Element] {
        var result: [Element] = []
        var previousCellBottom: Double?
        // Subviews pinned to two opposite edges span this view, whatever their saved frames say
        // (not in views that arrange or scroll their subviews).
        let spans = Self.arrangesSubviews.contains(node.name) ? [:] : IBGeometry.edgeInsets(of: node)
        let size = IBGeometry.frame(of: node)
        for child in Self.subviewNodes(of: node) {
            var override: Rect?
            if node.name == "tableView", child.name == "tableViewCell", var frame = IBGeometry.frame(of: child) {
                if let bottom = previousCellBottom, frame.y < bottom {
                    frame.y = bottom
                    override = frame
                }
                previousCellBottom = frame.maxY
            }
            if override == nil, let id = child.id, let inset = spans[id], let size, var frame = IBGeometry.frame(of: child) {
                if let top = inset.top, let bottom = inset.bottom, context.fixedSizes[id]?.height == nil {
                    frame.y = top
                    frame.height = max(0, size.height - top - bottom)
                }
                if let leading = inset.leading, let trailing = inset.trailing, context.fixedSizes[id]?.width == nil {
                    frame.x = leading
                    frame.width = max(0, size.width - leading - trailing)
                }
                override = frame
            }
            var built = build(child, origin: origin, frameOverride: override, depth: depth)
            // A static table's cells are its content, not prototypes, whatever they are named.
            if node.name == "tableView", node["dataMode"] == "static" { built.reuseIdentifier = nil }
            // A table cell that sets no colour is opaque all the same: UIKit fills it with the
            // system's cell background (white in light mode; in dark, black in a plain table
            // and dark grey in a grouped one), not the table's colour behind it.
            if node.name == "tableView", child.name == "tableViewCell", built.backgroundColor == nil {
                built.backgroundColor = Self.cellBackground(grouped: ["grouped", "insetGrouped"].contains(node["style"] ?? "plain"))
            }
            result.append(built)
        }
        return result
    }

    /// The system's background of a table cell that sets no colour: `systemBackground` in a plain
    /// table, `secondarySystemGroupedBackground` in a grouped one (both white in light mode).
    static func cellBackground(grouped: Bool) -> ColorSpec {
        .system(grouped ? "secondarySystemGroupedBackground" : "systemBackground")
    }

    /// Views whose subviews' places are theirs to decide (a stack view arranges them; a scroll
    /// view's edges bound its content, not its frame).
    static let arrangesSubviews: Set<String> = ["stackView", "scrollView", "tableView", "collectionView", "textView"]

    /// View-like children, looking through `<subviews>`, `<prototypes>`, `<sections>`,
    /// `<tableViewSection>`, `<cells>`; keyed children only when on screen (`contentView`,
    /// `tableHeaderView`…). Iterative so hostile nesting of containers cannot exhaust the stack.
    static func subviewNodes(of node: XMLTreeNode) -> [XMLTreeNode] {
        var result: [XMLTreeNode] = []
        let uninstalled = uninstalledSubviews(of: node)
        var pending: [XMLTreeNode] = node.children.reversed()
        while let child = pending.popLast() {
            if child.name == "variation" { continue }
            if let id = child["id"], uninstalled.contains(id) { continue }
            if IBElementKinds.isViewLike(child) {
                if let key = child.key, !IBElementKinds.visibleViewKeys.contains(key) { continue }
                result.append(child)
            } else if IBElementKinds.subviewContainers.contains(child.name) {
                pending.append(contentsOf: child.children.reversed())
            }
        }
        return result
    }

    /// Subviews Interface Builder leaves out of the hierarchy on an iPhone in portrait:
    /// excluded in the default size class (`<variation key="default"><mask key="subviews">
    /// <exclude reference="id"/>`, "Installed" unticked) and not included again by a variation
    /// for a compact width or a regular height (element-ios: an uninstalled capture view's
    /// buttons were judged), or excluded by such a variation (AdGuard's onboarding: the iPad's
    /// "Video guide" button, uninstalled in compact width × regular height, judged as a second
    /// button of that name beside the iPhone's).
    static func uninstalledSubviews(of node: XMLTreeNode) -> Set<String> {
        var excluded = Set<String>(), included = Set<String>()
        for variation in node.children where variation.name == "variation" {
            guard let key = variation["key"] else { continue }
            let portraitPhone = key == "default" || key.split(separator: "-").allSatisfy { ["widthClass=compact", "heightClass=regular"].contains(String($0)) }
            guard portraitPhone else { continue }
            for mask in variation.children where mask.name == "mask" && mask["key"] == "subviews" {
                for item in mask.children {
                    guard let reference = item["reference"] else { continue }
                    if item.name == "exclude" { excluded.insert(reference) }
                    if item.name == "include", key != "default" { included.insert(reference) }
                }
            }
        }
        return excluded.subtracting(included)
    }

    /// `<connections>`: actions and segues make the view actionable; `gestureRecognizers`
    /// outlet collections attach recognisers declared at scene level; outlets are recorded
    /// (filtered to on-screen elements by the screen builder).
    func applyConnections(_ node: XMLTreeNode, to e: inout Element) {
        // A standard cell's built-in labels and image view (`<tableViewCell textLabel="id"
        // detailTextLabel="id">`) are its `textLabel`, `detailTextLabel` and `imageView`
        // properties: what the cell's class sets on them (`detailTextLabel?.font = …`) is
        // set on those elements, as through outlets.
        if node.name == "tableViewCell" {
            for property in ["textLabel", "detailTextLabel", "imageView"] {
                if let id = node[property], e.outlets[property] == nil { e.outlets[property] = id }
            }
        }
        guard let connections = node.child("connections") else { return }
        for c in connections.children {
            switch c.name {
            case "action":
                e.hasAction = true
                if let selector = c["selector"] { e.actionNames.append("\(selector)@\(c["destination"] ?? "")") }
            case "segue":
                // A segue from a control or cell fires when it is activated; embed and
                // relationship segues are structural.
                if c["kind"] != "embed", c["kind"] != "relationship" { e.hasAction = true }
                if c["kind"] == "embed", let destination = c["destination"] {
                    e.provenance[.children] = .embeddedController(destination, context.location(c))
                }
            case "outletCollection" where c["property"] == "gestureRecognizers":
                guard let destination = c["destination"], context.gestureHolders[destination].map({ $0 == node.id }) ?? true else { continue }
                e.gestureRecognizers.append(context.gestureKinds[destination] ?? .custom)
                e.hasAction = true
            case "outlet", "outletCollection":
                if let property = c["property"], let destination = c["destination"] {
                    e.outlets[IBOutletNaming.key(property, collection: c.name == "outletCollection", in: e.outlets)] = destination
                }
            default:
                break
            }
        }
    }
}
