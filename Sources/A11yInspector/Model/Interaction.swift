/// The kind of a gesture a view responds to, whichever front end found it: an Interface Builder
/// recogniser, a `UIGestureRecognizer` subclass created in code, a SwiftUI gesture modifier.
/// The raw values are the words messages use ("responds to pan gestures").
public enum Gesture: String, Sendable, Codable, Hashable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, hover
    /// SwiftUI `.onDrag`, `.draggable`: drag and drop.
    case drag
    /// A recogniser the tool cannot name (a custom subclass, a composed SwiftUI gesture).
    case custom
    /// Added by code the tool matched to the view without reading its kind
    /// (`view.addGestureRecognizer(recognizer)`).
    case code

    /// Needs a path VoiceOver and Switch Control users can take instead: everything but a
    /// plain tap (activation) and a hover (pointer only). `code` is excluded too: its kind is
    /// unknown, so a rule cannot say it needs one.
    public var needsAlternative: Bool {
        switch self {
        case .pan, .drag, .pinch, .rotation, .longPress, .swipe, .screenEdgePan, .custom: return true
        case .tap, .hover, .code: return false
        }
    }
}

/// A custom action VoiceOver offers in its Actions rotor: one whose name the tool read, or
/// actions it knows exist but cannot name (built in code, a SwiftUI `.swipeActions` or
/// `.contextMenu` whose buttons are computed).
public enum CustomAction: Sendable, Codable, Hashable, CustomStringConvertible {
    /// One the app gives assistive technologies itself (a named action, `accessibilityCustomActions`,
    /// `.accessibilityActions`), not the system's menus and row actions.
    public var isAccessibilityAction: Bool {
        switch self {
        case .named, .setInCode, .declared, .computedName: return true
        default: return false
        }
    }

    case named(String)
    /// `accessibilityCustomActions = …` at a line.
    case setInCode(CodeOrigin)
    /// SwiftUI `.accessibilityActions { … }` at a line.
    case declared(CodeOrigin)
    /// `.accessibilityAction(named: name)` whose name is not a literal.
    case computedName(CodeOrigin)
    /// The buttons of a SwiftUI `.swipeActions`.
    case swipeActions
    /// The items of a SwiftUI `.contextMenu`.
    case contextMenu
    /// What UIKit offers on every row of a table or collection view whose delegate gives rows
    /// actions: a row's own, not a control's (a row is reached and chosen as it always is).
    case row(RowActions)

    public var name: String? {
        if case .named(let s) = self { return s }
        if case .row(.tableDelete) = self { return "Delete" }
        return nil
    }

    /// An action UIKit gives a table or collection row.
    public var isRowAction: Bool {
        if case .row = self { return true }
        return false
    }

    /// As transcripts show it: the name, or what is known in ‹›.
    public var description: String {
        switch self {
        case .named(let s): return s
        case .setInCode(let origin): return "‹actions set in \(origin.position)›"
        case .declared(let origin): return "‹actions declared in \(origin.position)›"
        case .computedName(let origin): return "‹action named in \(origin.position)›"
        case .swipeActions: return "‹swipe actions›"
        case .contextMenu: return "‹context menu›"
        case .row(.tableSwipe): return "‹swipe actions›"
        case .row(.tableDelete): return "Delete"
        case .row(.tableContextMenu), .row(.collectionContextMenu): return "‹context menu›"
        case .row(.tableSelect), .row(.collectionSelect): return "‹row selection›"
        }
    }
}

/// Actions a table or collection view's delegate gives its rows, which UIKit exposes to
/// VoiceOver as custom actions on each cell ("Actions available"; seed catalogue #24 note:
/// "UITableView swipe actions are exposed as actions automatically").
public enum RowActions: String, Sendable, Codable, Hashable {
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, `…leading…`,
    /// `tableView(_:editActionsForRowAt:)`.
    case tableSwipe
    /// `tableView(_:commit:forRowAt:)`: swipe to delete, offered as "Delete".
    case tableDelete
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    case tableContextMenu
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (or `…ForItemsAt…`).
    case collectionContextMenu
    /// `tableView(_:didSelectRowAt:)`, `collectionView(_:didSelectItemAt:)`: a tap anywhere on
    /// the row acts (no custom action; `Screen.rowSelection`).
    case tableSelect, collectionSelect

    /// The delegate method with these argument labels (after the first), if it is one.
    public static func method(_ name: String, labels: [String]) -> RowActions? {
        switch (name, labels.dropFirst().first) {
        case ("tableView", "trailingSwipeActionsConfigurationForRowAt"?), ("tableView", "leadingSwipeActionsConfigurationForRowAt"?),
            ("tableView", "editActionsForRowAt"?):
            return .tableSwipe
        case ("tableView", "commit"?): return labels.count == 3 && labels[2] == "forRowAt" ? .tableDelete : nil
        case ("tableView", "contextMenuConfigurationForRowAt"?): return .tableContextMenu
        case ("collectionView", "contextMenuConfigurationForItemAt"?), ("collectionView", "contextMenuConfigurationForItemsAt"?):
            return .collectionContextMenu
        case ("tableView", "didSelectRowAt"?): return .tableSelect
        case ("collectionView", "didSelectItemAt"?): return .collectionSelect
        default: return nil
        }
    }

    /// The cell class whose instances get the actions.
    public var cellKind: String { [.collectionContextMenu, .collectionSelect].contains(self) ? "UICollectionViewCell" : "UITableViewCell" }
}
