/// Applies the Android framework's defaults and TalkBack's focus rules to an Android screen.
/// The result has the same shape as an iOS screen's, so the transcript, Switch Access and the
/// rules read it the same way.
///
/// Which views TalkBack focuses (learned from TalkBack's behaviour, described in
/// https://developer.android.com/guide/topics/ui/accessibility/principles#content-groups and
/// the book, B L1208-1296):
/// - a view with `importantForAccessibility="no"` is skipped (its children are not);
///   `noHideDescendants` hides the whole subtree; `gone`/`invisible` views are not shown;
/// - an actionable view (clickable, long-clickable or focusable) is focused, and reads the text
///   of its non-actionable descendants unless it has a `contentDescription` of its own;
/// - a layout with a `contentDescription` is focused and hides its non-actionable children
///   (B L1292: "the linear layout automatically hides its child elements");
/// - any other view with text or a description is focused on its own.
public enum AndroidResolver {
    public static func resolve(_ screen: Screen) -> ResolvedScreen {
        var builder = Builder()
        builder.labelTexts = labels(in: screen.root)
        builder.visit(screen.root, parent: nil, inherited: Inherited())
        var children: [Int: [Int]] = [:]
        for node in builder.nodes { if let p = node.parentIndex { children[p, default: []].append(node.index) } }
        var nodes = builder.nodes
        // A focused container without a description of its own reads what its children show,
        // with the state of a checkable child ("Trip reminders, On"), as TalkBack composes a
        // merged node from its non-focusable descendants (observed, TalkBack 9–14).
        for i in nodes.indices where nodes[i].isReachable && nodes[i].label == nil {
            let merged = nodes.filter { $0.mergedInto == i && $0.isVisible }.flatMap { node -> [String] in
                var parts = [Speech.spoken(node.label) ?? Speech.spoken(node.element.text)].compactMap { $0 }
                if AndroidWidget.for(node.element.kind).isCheckable, let state = Speech.spoken(node.value) { parts.append(state) }
                return parts
            }
            if !merged.isEmpty {
                nodes[i].label = .literal(merged.joined(separator: ", "))
                nodes[i].labelOrigin = .combinedChildren
            }
        }
        return ResolvedScreen(screen: screen, elements: nodes, childIndices: children)
    }

    /// Texts of views that name a field with `android:labelFor`: field id → label.
    static func labels(in root: Element) -> [String: TextValue] {
        var result: [String: TextValue] = [:]
        root.forEach { e in
            if let target = e.android?.labelFor, let text = e.accessibilityLabel ?? e.text { result[target] = text }
        }
        return result
    }

    struct Inherited {
        var isVisible = true
        var hiddenReason: String?
        /// The focused ancestor whose speech includes this view's text.
        var mergeInto: (index: Int, owner: String)?
    }

    /// What the framework decides for one view.
    struct Facts {
        let widget: AndroidWidget
        let clickable: Bool
        let focusable: Bool
        /// `screenReaderFocusable="true"`: a TalkBack stop that merges its children.
        let screenReaderFocusable: Bool
        var actionable: Bool { clickable || focusable || screenReaderFocusable }

        init(_ e: Element) {
            let a = e.android ?? AndroidView()
            widget = AndroidWidget.for(e.kind)
            let click = a.clickable ?? (widget.isClickable || a.onClick != nil)
            clickable = click || a.onClick != nil || a.longClickable == true || a.madeClickableInCode != nil
            screenReaderFocusable = a.screenReaderFocusable == true
            switch a.focusable {
            case .yes?: focusable = true
            case .no?: focusable = false
            // "auto" (the default since API 26): focusable when clickable.
            default: focusable = widget.isFocusable || clickable
            }
        }
    }

    struct Builder {
        var nodes: [ResolvedElement] = []
        var labelTexts: [String: TextValue] = [:]

        mutating func visit(_ element: Element, parent: Int?, inherited: Inherited) {
            let a = element.android ?? AndroidView()
            let facts = Facts(element)
            let widget = facts.widget
            let visible = inherited.isVisible && !element.isHidden && element.alpha > 0.01
            var hiddenReason = inherited.hiddenReason
            if hiddenReason == nil, a.importantForAccessibility == .noHideDescendants {
                hiddenReason = "importantForAccessibility=\"noHideDescendants\" on \(element.displayName)"
            }
            let ignoredItself = a.importantForAccessibility == .no
            let description = element.accessibilityLabel.flatMap { $0.isKnownEmpty ? nil : $0 }
            let shownText = element.text.flatMap { $0.isKnownEmpty ? nil : $0 }

            let (label, origin) = self.label(element, a, widget, description: description, shownText: shownText)
            let speaks = label != nil
            let isGroupWithDescription = widget.isContainer && description != nil

            let index = nodes.count
            var reachable = false
            var reason: String? = hiddenReason
            var mergedInto: Int?
            if reason == nil, ignoredItself { reason = "importantForAccessibility=\"no\"" }
            if reason == nil {
                if facts.actionable {
                    reachable = true
                } else if let merge = inherited.mergeInto {
                    reason = "read as part of \(merge.owner)"
                    mergedInto = merge.index
                } else if speaks || isGroupWithDescription {
                    reachable = true
                } else {
                    reason = widget.isImage ? "an image without a contentDescription" : "nothing to read and not actionable"
                }
            }
            reachable = reachable && visible

            var traits: AccessibilityTraits = widget.platformDefaults.traits
            if a.isHeading { traits.insert(.header) }
            if !element.isEnabled { traits.insert(.notEnabled) }
            if a.liveRegion == .polite || a.liveRegion == .assertive { traits.insert(.updatesFrequently) }
            let value = Self.value(element, a, widget, shownText: shownText)
            // A hint on a view that shows text is read after it (B L932-942); on an empty field it is the label.
            let hint: TextValue? = widget.isTextEntry ? nil : element.placeholder

            var shallow = element
            shallow.children = []
            nodes.append(
                ResolvedElement(
                    element: shallow, index: index, parentIndex: parent, defaults: widget.platformDefaults,
                    isVisible: visible, isAccessibilityElement: reachable || (facts.actionable && !ignoredItself),
                    isReachable: reachable, unreachableReason: reachable || !visible ? nil : reason,
                    mergedInto: mergedInto, isInteractive: facts.clickable || (facts.focusable && widget.isFocusable),
                    label: label, labelOrigin: origin, value: value, hint: hint, traits: traits, traitsAreKnown: true,
                    customActions: [], isInsideCell: false,
                    isInsideScrollView: inherited.mergeInto == nil && widget.isScrollView))

            var next = inherited
            next.isVisible = visible
            next.hiddenReason = hiddenReason
            let owner = "\(element.displayName) (\(element.id))"
            if reachable && (facts.actionable || isGroupWithDescription) {
                next.mergeInto = (index, owner)
                // A description of its own replaces the children's texts (B L1292).
                if description != nil && !facts.actionable { next.hiddenReason = next.hiddenReason ?? "described by \(owner)" }
            }
            for child in element.children {
                var inherit = next
                // Actionable children stay separate elements of their own.
                if inherit.mergeInto != nil, Facts(child).actionable { inherit.mergeInto = nil }
                if description != nil, reachable, Facts(child).actionable { inherit.hiddenReason = hiddenReason }
                visit(child, parent: index, inherited: inherit)
            }
        }

        /// Its description, else its text; a field's label comes from TextInputLayout,
        /// `labelFor`, then its hint.
        func label(
            _ element: Element, _ a: AndroidView, _ widget: AndroidWidget, description: TextValue?,
            shownText: TextValue?
        ) -> (TextValue?, LabelOrigin) {
            if let description { return (description, .accessibilityLabel) }
            if widget.isTextEntry {
                if let l = a.inputLayoutHint ?? a.id.flatMap({ labelTexts[$0] }) { return (l, .accessibilityLabel) }
                if let hint = element.placeholder, !hint.isKnownEmpty { return (hint, .placeholder) }
                return (nil, .none)
            }
            return shownText.map { ($0, .text) } ?? (nil, .none)
        }

        /// A checkable's state, a field's text, a slider's or progress bar's percentage.
        static func value(_ element: Element, _ a: AndroidView, _ widget: AndroidWidget, shownText: TextValue?) -> TextValue? {
            if widget.isCheckable, let checked = a.isChecked {
                let on = widget.accessibilityRole == .toggle
                return .literal(on ? (checked ? "On" : "Off") : (checked ? "Checked" : "Not checked"))
            } else if widget.isTextEntry, let shownText {
                return shownText
            } else if [.slider, .progressIndicator].contains(widget.accessibilityRole), let v = element.numericValue,
                let lo = element.minimumValue, let hi = element.maximumValue, hi > lo
            {
                return .literal("\(Int(((v - lo) / (hi - lo) * 100).rounded())) percent")
            }
            return nil
        }
    }
}
