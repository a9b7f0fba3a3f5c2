/// Finds the screens of a storyboard (one per scene whose controller has a view) or a xib
/// (one per top-level view or cell) and builds each one's element tree.
struct IBScreenBuilder {
    let context: IBReadContext
    let document: XMLTreeNode
    /// "Main.storyboard": the prefix of every screen name.
    let fileName: String

    private var builder: IBElementBuilder { IBElementBuilder(context: context) }

    private var idiom: Screen.Idiom {
        let device = document.child("device")?.id ?? ""
        return device.hasPrefix("ipad") || document["targetRuntime"]?.hasSuffix("iPad") == true ? .pad : .phone
    }

    func storyboardScreens(graph: StoryboardGraph) -> [Screen] {
        guard let scenes = document.child("scenes")?.children("scene") else {
            context.warning("storyboard has no <scenes>; no screens", at: document)
            return []
        }
        return disambiguated(
            scenes.compactMap { scene in
                guard var screen = sceneScreen(scene) else { return nil }
                let controller = scene.child("objects")?.children.first { IBElementKinds.controllerKinds[$0.name] != nil }
                if let id = controller?.id, graph.unreachable.contains(id) { screen.isUnreachableScene = true }
                if let id = controller?.id, graph.onlyThroughInitialArrow.contains(id) { screen.isReachedOnlyAsInitial = true }
                if let id = controller?.id, let entry = graph.reachedThroughIdentifiers[id] {
                    screen.entryIdentifiers = entry.identifiers.sorted()
                    screen.entryClasses = entry.classes.sorted()
                    screen.entrySegues = entry.segues.sorted()
                    screen.entryPaths = entry.paths
                }
                return screen
            })
    }

    func xibScreens() -> [Screen] {
        guard let objects = document.child("objects") else {
            context.warning("xib has no <objects>; no screens", at: document)
            return []
        }
        let owner = objects.children("placeholder").first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownersViewID = Self.outlets(of: owner)["view"]
        // Every object an outlet or outlet collection points at.
        var pointedAt = Set<String>()
        var stack = [document]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children)
            if node.name == "outlet" || node.name == "outletCollection", let destination = node["destination"] { pointedAt.insert(destination) }
        }
        var screens: [Screen] = []
        for object in objects.children {
            if IBElementKinds.controllerKinds[object.name] != nil {
                if let screen = controllerScreen(object, at: object, origin: .xib) { screens.append(screen) }
            } else if IBElementKinds.isViewLike(object) {
                // The File's Owner's own view is named after the owner's class.
                let ownersView = Self.outlets(of: owner)["view"] == object.id ? owner?["customClass"] : nil
                let label =
                    ownersView ?? object["userLabel"] ?? object["customClass"]
                    ?? IBElementKinds.viewKinds[object.name] ?? object.name
                var screen = makeScreen(rootNode: object, at: object, origin: .xib, controller: owner, label: label)
                screen.controllerClass = owner?["customClass"]
                // A controller loads its xib for the view its `view` outlet names; another
                // top-level view reaches the screen only through an outlet. (A cell may be
                // registered or instantiated from the nib by position.)
                if let ownersViewID, ownersViewID != object.id, let id = object.id, !pointedAt.contains(id), object.name == "view" {
                    screen.notShown =
                        "a second top-level view of \(fileName), which the controller loads for its view (the `view` outlet names another) and no outlet points at: UIKit never shows it"
                }
                screens.append(screen)
            }
        }
        return disambiguated(screens)
    }

    private func sceneScreen(_ scene: XMLTreeNode) -> Screen? {
        guard
            let controller = scene.child("objects")?.children.first(where: {
                IBElementKinds.controllerKinds[$0.name] != nil
            })
        else { return nil }
        return controllerScreen(controller, at: scene, origin: .storyboardScene)
    }

    /// A controller with a `key="view"` view; navigation/tab bar/hosting controllers have none.
    private func controllerScreen(_ controller: XMLTreeNode, at position: XMLTreeNode, origin: Screen.Origin) -> Screen? {
        guard let view = controller.children.first(where: { $0.key == "view" && IBElementKinds.isViewLike($0) }) else {
            return nil
        }
        let navigationItem = controller.child("navigationItem", key: "navigationItem")
        let title = [navigationItem?["title"], controller["title"]].compactMap { $0 }.first { !$0.isEmpty }
        let kind = IBElementKinds.controllerKinds[controller.name] ?? controller.name
        let label =
            [title, controller["storyboardIdentifier"], controller["userLabel"], controller["customClass"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? kind
        var screen = makeScreen(
            rootNode: view, at: position, origin: origin, controller: controller,
            label: label, navigationItem: navigationItem,
            toolbarItems: controller.child("toolbarItems"))
        screen.controllerClass = controller["customClass"]
        screen.title = title.map(TextValue.literal)
        screen.titleObjectIDs = [navigationItem?.id, controller.id].compactMap { $0 }
        if let custom = controller["customClass"], custom != label { screen.name += " (\(custom))" }
        return screen
    }

    private func makeScreen(
        rootNode: XMLTreeNode, at position: XMLTreeNode, origin: Screen.Origin, controller: XMLTreeNode?,
        label: String, navigationItem: XMLTreeNode? = nil, toolbarItems: XMLTreeNode? = nil
    ) -> Screen {
        context.fixedSizes = IBGeometry.fixedSizes(in: rootNode)
        let stored = IBGeometry.frame(of: rootNode)
        let size = stored.map(\.size) ?? IBGeometry.deviceSize(document.child("device"))
        // The root view defines screen coordinates, whatever canvas offset IB stored.
        let rootFrame = size.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        var root = builder.build(rootNode, origin: Point(x: 0, y: 0), frameOverride: rootFrame)
        // A table cell of its own xib that sets no colour is opaque all the same: UIKit fills it
        // with the system's cell background, white in light mode whatever the table's style (in
        // dark mode, black in a plain table and dark grey in a grouped one: judged as plain).
        if rootNode.name == "tableViewCell", root.backgroundColor == nil { root.backgroundColor = IBElementBuilder.cellBackground(grouped: false) }
        // Navigation bars and toolbars span the window, not a freeform canvas drawn narrower.
        let barWidth = max(size?.width ?? 0, IBBars.narrowestWindowWidth)
        if let navigationItem,
            let bar = IBBars.syntheticNavigationBar(navigationItem, width: barWidth, builder: builder)
        {
            root.children.insert(bar, at: 0)
        }
        if let toolbarItems, let size,
            let bar = IBBars.syntheticToolbar(
                toolbarItems, screen: Size(width: max(size.width, IBBars.narrowestWindowWidth), height: size.height), builder: builder)
        {
            root.children.append(bar)
        }
        var outlets = Self.outlets(of: controller)
        // The controller's `navigationItem.rightBarButtonItem` / `leftBarButtonItem` in code
        // (`navigationItem.rightBarButtonItem?.accessibilityLabel = …`) are the scene's single
        // right and left items, or the first of several (`leftBarButtonItem` is always the first
        // of `leftBarButtonItems`: UINavigationItem's documentation).
        for key in ["rightBarButtonItem", "leftBarButtonItem"] {
            let single = navigationItem?.children.first(where: { $0.name == "barButtonItem" && $0.key == key })
            // An item with a custom view is that view on screen (`IBBars`).
            if let item = single ?? navigationItem?.child("\(key)s")?.children("barButtonItem").first,
                let id = item.children.first(where: { $0.key == "customView" && IBElementKinds.isViewLike($0) })?.id ?? item.id,
                outlets["navigationItem.\(key)"] == nil
            {
                outlets["navigationItem.\(key)"] = id
            }
        }
        let constraintTargets = IBGeometry.constraintTargets(in: rootNode)
        IBOutletNaming.apply(controllerOutlets: outlets.filter { !$0.key.hasPrefix("navigationItem.") }, constraints: Set(constraintTargets.keys), to: &root)

        var screen = Screen(
            name: "\(fileName) › \(label)", origin: origin, file: context.file,
            location: context.location(position), root: root)
        screen.size = size
        screen.idiom = idiom
        screen.outlets = outlets
        screen.constraintTargets = constraintTargets
        screen.autoLayout = autoLayout(rootNode)
        return screen
    }

    private func autoLayout(_ rootNode: XMLTreeNode) -> AutoLayoutSetting {
        switch document.bool("useAutolayout") {
        case true?: return .on
        case false?: return .off(context.location(document))
        // Views laid out by autoresizing masks and not one constraint: what Xcode saves with
        // Auto Layout off (it then leaves the attribute out).
        case nil:
            return Self.contains(rootNode, ["constraints", "constraint"]) || !Self.contains(rootNode, ["autoresizingMask"])
                ? .on : .unset(context.location(document))
        }
    }

    static func contains(_ node: XMLTreeNode, _ names: Set<String>, depth: Int = 0) -> Bool {
        if names.contains(node.name) { return true }
        guard depth < 200 else { return false }
        return node.children.contains { contains($0, names, depth: depth + 1) }
    }

    static func outlets(of owner: XMLTreeNode?) -> [String: String] {
        var outlets: [String: String] = [:]
        for outlet in owner?.child("connections")?.children ?? [] where outlet.name == "outlet" || outlet.name == "outletCollection" {
            if let property = outlet["property"], let destination = outlet["destination"] {
                outlets[IBOutletNaming.key(property, collection: outlet.name == "outletCollection", in: outlets)] = destination
            }
        }
        return outlets
    }

    /// Screen names must be unique per file (`a11y voiceover FILE --screen NAME`).
    private func disambiguated(_ screens: [Screen]) -> [Screen] {
        var counts: [String: Int] = [:]
        for s in screens { counts[s.name, default: 0] += 1 }
        return screens.map { s in
            guard counts[s.name, default: 0] > 1 else { return s }
            var screen = s
            screen.name += " [\(s.root.id)]"
            return screen
        }
    }
}

/// Names elements after the outlets that point at them, and keeps each element's own outlets
/// only when they point at elements of the same screen (not at the controller or a delegate).
enum IBOutletNaming {
    /// An outlet collection's members are keyed "stars[0]", "stars[1]"… in document order;
    /// `outletProperty(_:)` recovers the Swift property name.
    static func key(_ property: String, collection: Bool, in outlets: [String: String]) -> String {
        guard collection else { return property }
        var index = 0
        while outlets["\(property)[\(index)]"] != nil { index += 1 }
        return "\(property)[\(index)]"
    }

    /// (An element's outlets to `constraints` of the screen are kept: code may change them.)
    static func apply(controllerOutlets: [String: String], constraints: Set<String> = [], to root: inout Element) {
        var ids = constraints
        root.forEach { ids.insert($0.id) }
        var names: [String: String] = [:]
        root.forEach { element in
            for (property, destination) in element.outlets.sorted(by: { $0.key < $1.key }) where names[destination] == nil {
                names[destination] = property
            }
        }
        // The controller's (or File's Owner's) outlets win over a cell's or custom view's.
        for (property, destination) in controllerOutlets.sorted(by: { $0.key < $1.key }) where property != "view" {
            names[destination] = property
        }
        rename(&root, names: names, ids: ids, depth: 0)
    }

    private static func rename(_ e: inout Element, names: [String: String], ids: Set<String>, depth: Int) {
        if let name = names[e.id] { e.name = name }
        e.outlets = e.outlets.filter { ids.contains($0.value) }
        guard depth < IBElementBuilder.maximumViewDepth + 2 else { return }
        for i in e.children.indices { rename(&e.children[i], names: names, ids: ids, depth: depth + 1) }
    }
}
