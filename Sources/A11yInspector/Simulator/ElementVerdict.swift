/// Why an element is one, or what keeps it from being one: the line `a11y tree` and the HTML
/// report's tree print for each view.
public enum ElementVerdict {
    /// Why the view is or is not an element, in the platform's terms.
    public static func text(_ e: ResolvedElement, number: Int?, isGroup: Bool) -> String {
        if let number {
            var s = "element #\(number)"
            if let label = Speech.spoken(e.label) {
                // A string table's text says which table, key and language it is.
                let source =
                    e.label?.dynamicOrigin.flatMap { origin -> String? in
                        if case .localized(let text, let line) = origin, text.resolution != nil { return "; \(text.provenance), \(line)" }
                        return nil
                    } ?? ""
                s += ", label \"\(label)\" (\(e.labelOrigin.rawValue)\(source))"
            }
            return s
        }
        if e.isAlternative { return "another branch of an if/switch: not on screen with the first branch" }
        if isGroup { return "container: keeps its elements together" + (e.element.accessibilityElements != nil ? " in accessibilityElements order" : "") }
        if !e.isVisible {
            if e.element.isHidden { return "excluded: isHidden" }
            if e.element.alpha <= 0.01 { return "excluded: alpha 0" }
            if let f = e.frame, f.width <= 0 || f.height <= 0 { return "excluded: zero size" }
            return "excluded: inside a hidden view"
        }
        if let reason = e.unreachableReason, reason != "isAccessibilityElement is false" { return "excluded: \(reason)" }
        if e.element.isAccessibilityElement == false { return "excluded: isAccessibilityElement is false" }
        if e.defaults.isContainer { return "layout only: no node, its elements join the container" }
        return "not an accessibility element (\(e.element.kind) default)"
    }
}
