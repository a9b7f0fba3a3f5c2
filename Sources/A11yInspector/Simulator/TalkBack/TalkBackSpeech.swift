/// What TalkBack says when it lands on a view: the content description or text, the role, the
/// state, the hint, then (after a pause) how to act on it. English phrases as TalkBack 9–14
/// speaks them; the order follows the book (B L1338: "text or contentDescription, then hint or
/// role depending on state and type") and its Play Store transcript ("Four point four stars.
/// Double-tap to activate.", B L1230-1250). See docs/android.md for each phrase's source.
public enum TalkBackSpeech {
    public static let activateHint = "Double-tap to activate"
    public static let toggleHint = "Double-tap to toggle"
    public static let editHint = "Double-tap to enter text"
    public static let longPressHint = "Double-tap and hold to long press"
    /// What TalkBack says for an actionable view with nothing to read.
    public static let unlabelled = "Unlabelled"

    public static func utterance(for node: ResolvedElement) -> Utterance {
        let widget = AndroidWidget.for(node.element.kind)
        let a = node.element.android ?? AndroidView()
        var parts: [String] = []
        let label = Speech.spoken(node.label)
        if widget.isTextEntry {
            if let typed = Speech.spoken(node.value) {
                parts.append(typed)
                parts.append(widget.role ?? "Edit box")
                if let label { parts.append(label) }
            } else {
                parts.append(label ?? unlabelled)
                parts.append(widget.role ?? "Edit box")
            }
        } else {
            if let label { parts.append(label) } else if node.isInteractive { parts.append(unlabelled) }
            if let role = role(of: node, widget: widget) { parts.append(role) }
            if widget.isCheckable || [.slider, .progressIndicator].contains(widget.accessibilityRole), let state = Speech.spoken(node.value) {
                parts.append(state)
            }
        }
        if node.traits.contains(.header) { parts.append("Heading") }
        if node.traits.contains(.notEnabled) { parts.append("Disabled") }
        if let hint = Speech.spoken(node.hint) { parts.append(hint) }

        var usage: String?
        if !node.traits.contains(.notEnabled) {
            if widget.isTextEntry {
                usage = editHint
            } else if widget.isCheckable && node.isInteractive {
                usage = toggleHint
            } else if node.isInteractive && AndroidResolver.Facts(node.element).clickable {
                usage = activateHint
            }
            if a.longClickable == true { usage = [usage, longPressHint].compactMap { $0 }.joined(separator: ", ") }
        }
        return Utterance(parts: parts, hint: usage, actionsAvailable: false)
    }

    /// The role phrase comes from the widget's class: a clickable TextView or layout has none
    /// and is announced by its "Double-tap to activate" alone (as the book's Play Store
    /// rating, B L1230).
    static func role(of node: ResolvedElement, widget: AndroidWidget) -> String? {
        guard let role = widget.role, role != "List" else { return nil }
        return role
    }
}
