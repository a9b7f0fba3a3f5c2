/// The texts of an Interface Builder document as `ibtool --export-strings-file` names them
/// (`"<objectID>.<property>"`), every object id, left-aligned texts and left/right constraints.
enum IBLocalization {
    /// Elements whose `title`/`text`/`placeholder` attributes are not shown to people.
    static let notShown: Set<String> = [
        "segue", "outlet", "outletCollection", "action", "constraint", "image", "color", "fontDescription",
        "scene", "document", "placeholder", "font", "namedColor", "systemColor", "state", "segment",
        "accessibility", "string", "attributedString", "userDefinedRuntimeAttribute", "imageReference",
    ]
    static let textAttributes = ["text", "title", "placeholder", "prompt", "headerTitle", "footerTitle"]
    /// Views whose text alignment IB writes as `textAlignment="natural|center|right|justified"`
    /// and leaves out for Left (public storyboards show every value but "left"; a Left label
    /// has no attribute). Text views are left out: their absent attribute is not known.

    static func scan(_ root: XMLTreeNode, path: String) -> InterfaceLocalization {
        var result = InterfaceLocalization(path: path)
        var outlets: [String: [String]] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children)
            if node.name == "outlet", let property = node["property"], let destination = node["destination"] {
                outlets[destination, default: []].append(property)
            }
            if node.name == "constraint", let side = edge(node["firstAttribute"]) ?? edge(node["secondAttribute"]) {
                let items = [node["firstItem"], node["secondItem"]].compactMap { $0 }.sorted()
                result.absoluteConstraints.append(
                    EdgeConstraint(
                        location: SourceLocation(file: path, line: node.line, column: node.column),
                        pair: items.count == 2 ? items.joined(separator: "|") : nil,
                        side: side, constant: node["constant"] ?? ""))
            }
            guard let id = node.id else { continue }
            result.objectIDs.insert(id)
            if node["semanticContentAttribute"] == "forceLeftToRight" {
                result.forcedLeftToRight.append((id, node.name, node.line))
            }
            guard !notShown.contains(node.name), !isMarkedNotToTranslate(node) else { continue }
            let setFromKeys = textsLocalizedAtRunTime(node)
            func add(_ property: String, _ value: String?, line: Int) {
                guard let value, !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, !setFromKeys.contains(property) else { return }
                result.texts.append(.init(objectID: id, property: property, value: value, line: line))
            }
            for attribute in textAttributes { add(attribute, node[attribute], line: node.line) }
            var segment = 0
            for child in node.children + (node.child("segments")?.children ?? []) {
                switch (child.name, child.key) {
                case ("state", "normal"): add("normalTitle", child["title"], line: child.line)
                // iOS 15 button configurations; the key ibtool gives their title is not
                // confirmed, so translations are matched by object id (`isKeyAssumed`).
                case ("buttonConfiguration", "configuration"): add("configuration.title", child["title"], line: child.line)
                case ("string", "text"): add("text", child.text, line: child.line)
                case ("segment", _):
                    add("segmentTitles[\(segment)]", child["title"], line: child.line)
                    segment += 1
                case ("accessibility", _):
                    add("accessibilityLabel", child["label"], line: child.line)
                    add("accessibilityHint", child["hint"], line: child.line)
                default: break
                }
            }
            if let view = InterfaceLocalization.Alignment.View(rawValue: node.name),
                node["textAlignment"] == nil || node["textAlignment"] == "left", Self.attributedTextIsLeftAligned(node) ?? true
            {
                result.leftAligned.append(
                    .init(
                        objectID: id, view: view, text: node["text"] ?? node["placeholder"],
                        lines: Int(node["numberOfLines"] ?? "1") ?? 1, line: node.line))
            }
        }
        result.texts.sort { ($0.line, $0.key) < ($1.line, $1.key) }
        for i in result.leftAligned.indices { result.leftAligned[i].outlets = outlets[result.leftAligned[i].objectID] ?? [] }
        result.leftAligned.sort { $0.line < $1.line }
        result.absoluteConstraints.sort { $0.location < $1.location }
        return result
    }

    /// The texts of an object a localization helper's runtime attribute replaces at run time
    /// with its table's text for a key (`xibLocKey`, `xibPlaceholderLocKey`, `localizableString`):
    /// on any object, a navigation item's title too (kDrive: LocalizeKit's `xibLocKey`, from a
    /// package outside the sources). The placeholder's, for a key path that names it; the
    /// object's own text or title otherwise.
    static func textsLocalizedAtRunTime(_ node: XMLTreeNode) -> Set<String> {
        guard let list = node.child("userDefinedRuntimeAttributes") else { return [] }
        var result = Set<String>()
        for attribute in list.children("userDefinedRuntimeAttribute") {
            guard let keyPath = attribute["keyPath"]?.lowercased(), !keyPath.contains("."), !keyPath.contains("accessibility"),
                IBAccessibility.setsLocalizedText(keyPath), IBAccessibility.runtimeValue(attribute)?.isEmpty == false
            else { continue }
            if keyPath.contains("placeholder") {
                result.insert("placeholder")
            } else {
                result.formUnion(["text", "title", "normalTitle", "configuration.title", "prompt"])
            }
        }
        return result
    }

    /// A "Comment for Localizer" (IB's `userComments`) that says the texts are not to be
    /// translated: ibtool still exports them; the translators leave them out on purpose.
    static func isMarkedNotToTranslate(_ node: XMLTreeNode) -> Bool {
        guard let comments = node.child(key: "userComments") else { return false }
        return TranslatorNote.saysDoNotTranslate(comments.text + comments.children.compactMap { $0["content"] }.joined())
    }

    static func edge(_ attribute: String?) -> EdgeConstraint.Side? {
        switch attribute {
        case "left", "leftMargin": return .left
        case "right", "rightMargin": return .right
        default: return nil
        }
    }

    /// An attributed text's own alignment, which UIKit uses instead of the view's: left when a
    /// paragraph style says left, otherwise not (a style's alignment is natural unless it says
    /// so); nil when the view has no attributed text.
    static func attributedTextIsLeftAligned(_ node: XMLTreeNode) -> Bool? {
        // Not `userComments`, the note to localizers Interface Builder keeps the same way.
        guard let attributed = node.children.first(where: { $0.name == "attributedString" && $0.key == "attributedText" }) else { return nil }
        var left = false
        func visit(_ n: XMLTreeNode) {
            if n.name == "paragraphStyle", n["alignment"] == "left" { left = true }
            n.children.forEach(visit)
        }
        visit(attributed)
        return left
    }
}
