import Foundation

/// Turns layout XML elements into model elements: the widget, its accessibility attributes,
/// texts with `@string/` resolved, sizes in dp, text sizes and colours. `<include>` is inlined,
/// `<merge>` children join their parent, `tools:` attributes are ignored.
struct AndroidElementBuilder {
    let resources: AndroidResources
    let layouts: [String: AndroidLayoutFrontEnd.LayoutFile]
    let code: AndroidCodeReferences
    var diagnostics: [Diagnostic] = []
    /// Layouts being inlined, to stop include cycles.
    private var including: [String] = []
    private var usedIDs: Set<String> = []
    private var counter = 0

    init(resources: AndroidResources, layouts: [String: AndroidLayoutFrontEnd.LayoutFile], code: AndroidCodeReferences) {
        self.resources = resources
        self.layouts = layouts
        self.code = code
    }

    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    static let appNamespace = "http://schemas.android.com/apk/res-auto"

    /// The prefix the file binds to the Android namespace (almost always "android").
    static func androidPrefix(_ root: XMLTreeNode) -> String {
        for (key, value) in root.attributes where key.hasPrefix("xmlns:") && value == androidNamespace {
            return String(key.dropFirst("xmlns:".count))
        }
        return "android"
    }

    /// Tags that are not views.
    static let nonViews: Set<String> = ["requestFocus", "tag", "data", "ViewStub", "variable", "import"]

    mutating func children(of node: XMLTreeNode, file: String, prefix: String) -> [Element] {
        node.children.flatMap { elements(for: $0, file: file, prefix: prefix) }
    }

    /// The elements one XML element contributes: one view, the views of an included layout,
    /// or none.
    mutating func elements(for node: XMLTreeNode, file: String, prefix: String) -> [Element] {
        if Self.nonViews.contains(node.name) { return [] }
        if node.name == "layout" {
            // Data binding: `<layout><data>…</data><RootView/></layout>`.
            return node.children.filter { $0.name != "data" }.flatMap { elements(for: $0, file: file, prefix: prefix) }
        }
        if node.name == "merge" { return children(of: node, file: file, prefix: prefix) }
        if node.name == "include" { return include(node, file: file, prefix: prefix) }
        let tag = node.name == "view" ? (node["class"] ?? "View") : node.name
        return [view(node, tag: tag, file: file, prefix: prefix)]
    }

    mutating func include(_ node: XMLTreeNode, file: String, prefix: String) -> [Element] {
        guard let value = node["layout"], let ref = AndroidResources.Reference(value), ref.type == "layout", ref.package == nil,
            let target = layouts[ref.name]
        else {
            diagnostics.append(
                Diagnostic(
                    level: .note, file: file, line: node.line,
                    message: "<include layout=\"\(node["layout"] ?? "")\"> not found among the project's layouts; its views are not shown"))
            return []
        }
        guard !including.contains(target.path), including.count < 16 else {
            diagnostics.append(Diagnostic(level: .warning, file: file, line: node.line, message: "<include> of \(ref.name) includes itself; stopped"))
            return []
        }
        var d: [Diagnostic] = []
        guard let root = AndroidLayoutFrontEnd.read(path: target.path, data: target.data, diagnostics: &d) else {
            diagnostics += d
            return []
        }
        including.append(target.path)
        defer { including.removeLast() }
        var included = elements(for: root, file: target.path, prefix: Self.androidPrefix(root))
        // The include tag's id and layout attributes override the included root's (a <merge> has none).
        if root.name != "merge", included.count == 1 {
            if let id = node["\(prefix):id"] {
                included[0].android?.id = AndroidResources.idName(id)
                included[0].name = included[0].android?.id
            }
            if let visibility = node["\(prefix):visibility"].flatMap(AndroidView.Visibility.init(rawValue:)) { apply(visibility: visibility, to: &included[0]) }
        }
        return included
    }

    mutating func view(_ node: XMLTreeNode, tag: String, file: String, prefix: String) -> Element {
        func attr(_ name: String) -> String? { node["\(prefix):\(name)"] }
        let (kind, known) = AndroidWidget.resolve(tag: tag)
        let widget = AndroidWidget.for(kind)
        var a = AndroidView()
        a.tag = tag
        a.id = attr("id").map(AndroidResources.idName)

        counter += 1
        var id = a.id ?? "\(AndroidWidget.shortName(tag))#\(counter)"
        if !usedIDs.insert(id).inserted {
            id += "#\(counter)"
            usedIDs.insert(id)
        }
        var e = Element(id: id, kind: kind, location: SourceLocation(file: file, line: node.line, column: node.column))
        e.name = a.id
        e.customClass = AndroidWidget.shortName(tag)
        if !known {
            e.unreadCode = "custom view \(tag) is not a framework widget; its class may set its own accessibility"
        }

        // Accessibility.
        if let cd = attr("contentDescription") {
            if cd == "@null" { a.contentDescriptionIsNull = true } else { e.accessibilityLabel = text(cd, attribute: "contentDescription", into: &a) }
        }
        a.importantForAccessibility = attr("importantForAccessibility").flatMap(AndroidView.ImportantForAccessibility.init(rawValue:))
        a.focusable = attr("focusable").flatMap(AndroidView.Focusable.init(rawValue:))
        a.clickable = bool(attr("clickable"))
        a.screenReaderFocusable = bool(attr("screenReaderFocusable"))
        a.longClickable = bool(attr("longClickable"))
        a.onClick = attr("onClick")
        a.labelFor = attr("labelFor").map(AndroidResources.idName)
        a.traversalBefore = attr("accessibilityTraversalBefore").map(AndroidResources.idName)
        a.traversalAfter = attr("accessibilityTraversalAfter").map(AndroidResources.idName)
        for direction in ["Up", "Down", "Left", "Right", "Forward"] {
            if let v = attr("nextFocus\(direction)") { a.nextFocus[direction.lowercased()] = AndroidResources.idName(v) }
        }
        a.liveRegion = attr("accessibilityLiveRegion").flatMap(AndroidView.LiveRegion.init(rawValue:))
        a.isHeading = bool(attr("accessibilityHeading")) ?? false
        a.isChecked = bool(attr("checked"))
        if let enabled = bool(attr("enabled")) { e.isEnabled = enabled }
        if let alpha = attr("alpha").flatMap(Double.init) { e.alpha = alpha }
        if let hint = attr("hint") { e.placeholder = text(hint, attribute: "hint", into: &a) }
        if let t = attr("text"), !t.isEmpty { e.text = text(t, attribute: "text", into: &a) }
        if widget.isImage, let src = attr("src") ?? node["app:srcCompat"] ?? attr("srcCompat") {
            e.image = ImageReference(name: AndroidResources.Reference(src)?.name ?? src)
        }
        if widget.isCheckable, let checked = a.isChecked { e.numericValue = checked ? 1 : 0 }
        if let progress = attr("progress").flatMap(Double.init) {
            e.numericValue = progress
            e.minimumValue = attr("min").flatMap(Double.init) ?? 0
            e.maximumValue = attr("max").flatMap(Double.init) ?? 100
        }

        readSizes(attr, into: &e, &a)
        readTextStyleAndColors(attr, style: node["style"], into: &e, &a)
        if let visibility = attr("visibility").flatMap(AndroidView.Visibility.init(rawValue:)) {
            a.visibility = visibility
            e.isHidden = visibility.isHidden
        }
        if let id = a.id {
            let clickableInLayout = a.clickable ?? widget.isClickable || a.onClick != nil || a.longClickable == true
            readCodeReferences(id: id, clickableInLayout: clickableInLayout, into: &e, &a)
        }
        e.android = a

        var children = self.children(of: node, file: file, prefix: prefix)
        // Material's TextInputLayout shows a floating label that stays when people type: its own
        // hint, or the hint of the field inside it, which it takes over
        // (https://developer.android.com/reference/com/google/android/material/textfield/TextInputLayout).
        if tag.hasSuffix("TextInputLayout") {
            let own = e.placeholder
            for i in children.indices where AndroidWidget.for(children[i].kind).isTextEntry {
                if let hint = own ?? children[i].placeholder { children[i].android?.inputLayoutHint = hint }
            }
            e.placeholder = nil
        }
        e.children = children
        return e
    }

    func apply(visibility: AndroidView.Visibility, to e: inout Element) {
        e.android?.visibility = visibility
        e.isHidden = visibility.isHidden
    }

    /// A text attribute's value; literals are remembered for the hard-coded text rule.
    func text(_ value: String, attribute: String, into a: inout AndroidView) -> TextValue {
        if value.hasPrefix("@{") || value.hasPrefix("@={") { return .dynamic(origin: .partial("‹data binding \(value)›")) }
        if AndroidResources.Reference(value) == nil, !value.isEmpty { a.literalTexts[attribute] = value }
        return resources.text(value)
    }

    func bool(_ value: String?) -> Bool? {
        switch value {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }
}
