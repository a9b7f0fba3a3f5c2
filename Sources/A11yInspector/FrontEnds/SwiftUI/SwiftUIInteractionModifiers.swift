import SwiftSyntax

/// Modifiers that make a view do something: gestures, actions offered to VoiceOver, being
/// disabled; and motion.
extension SwiftUIModifiers {
    static let interactionHandlers: [String: Handler] = [
        "onTapGesture": onTapGesture,
        "onLongPressGesture": { _, e, _ in
            e.gestureRecognizers.append(.longPress)
            e.hasAction = true
        },
        "gesture": gesture,
        "simultaneousGesture": gesture,
        "highPriorityGesture": gesture,
        "onDrag": { _, e, _ in e.gestureRecognizers.append(.drag) },
        "draggable": { _, e, _ in e.gestureRecognizers.append(.drag) },
        "disabled": { call, e, _ in
            if let b = call.bool(call.first) { e.isEnabled = !b } else { e.provenance[.isEnabled] = .code(call.origin()) }
        },
        // Offered to VoiceOver as custom actions.
        // Their buttons are drawn by the system (a menu, the row's actions), in its colours and
        // fonts: the project's views they name are those buttons, not screens of their own.
        "swipeActions": { call, e, interpreter in
            e.customActions.append(.swipeActions)
            interpreter.usedViews.formUnion(menuItemViews(call, interpreter))
        },
        "contextMenu": { call, e, interpreter in
            e.customActions.append(.contextMenu)
            interpreter.usedViews.formUnion(menuItemViews(call, interpreter))
        },
        // Motion
        "animation": animation,
        "transition": animation,
    ]

    /// The project's views a menu's or swipe actions' content names (`.contextMenu { PinButton() }`;
    /// not its `preview:`, which the app draws).
    static func menuItemViews(_ call: Call, _ interpreter: ViewBuilderInterpreter) -> Set<String> {
        let labelled = call.arguments.first { $0.label?.text == "menuItems" }?.expression.as(ClosureExprSyntax.self)
        let items = labelled ?? call.syntax.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        return items.map { SwiftUIViews.viewNames(in: $0, interpreter.index) } ?? []
    }

    static func onTapGesture(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        // `.onTapGesture {}`: an empty handler only keeps the touch from the views behind
        // (a scroll view, a dismissing background); nothing happens, so it is no control.
        let action = call.syntax.trailingClosure ?? call.arg("perform")?.as(ClosureExprSyntax.self)
        if let action, action.statements.isEmpty { return }
        // `.onTapGesture { isFocused = true }`: it moves the focus to the field it surrounds,
        // which assistive technologies reach themselves; nothing else happens.
        if let action, Self.onlyMovesFocus(action, focusStates: interpreter.focusStates) { return }
        // `.onTapGesture { ScrollOffsetReader.dismissKeyboard() }`: a tap outside the fields that
        // puts the keyboard away, through the project's own function or directly.
        if let action, FeatureBodies.onlyEndsEditing(action.statements, ending: interpreter.index.keyboardDismissers, onAnyBase: true) { return }
        // `.onTapGesture(count: 7)`: a hidden gesture (an easter egg that unlocks developer
        // options), not a control anyone is meant to find.
        if let count = call.arg("count").flatMap(FactsVisitor.number), count >= 3 { return }
        // `.onTapGesture(count: 2)`: a double tap is no button press (VoiceOver's activation is
        // one tap, which does not fire it; Monal: a double tap that copies a fingerprint). Its
        // kind is left unnamed, as a UIKit recogniser's with `numberOfTapsRequired = 2`.
        if let count = call.arg("count").flatMap(FactsVisitor.number), count == 2 {
            e.gestureRecognizers.append(.code)
            return
        }
        // `.onTapGesture { guard info != nil else { return } … }` where this use of the view
        // leaves `info` nil: the handler returns at once.
        if let guardStmt = action?.statements.first?.item.as(GuardStmtSyntax.self),
            interpreter.outcome(of: guardStmt.conditions) == false
        {
            return
        }
        e.gestureRecognizers.append(.tap)
        e.hasAction = true
        if let action { e.swiftUI.actionKey = Self.actionKey(action) }
    }

    static func gesture(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        e.gestureRecognizers.append(call.first.map(SwiftUIStyle.gestureKind) ?? .custom)
        e.hasAction = true
    }

    static func animation(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        e.swiftUI.animation = e.swiftUI.animation ?? interpreter.location(call.syntax, call.body)
    }

    /// Every statement sets a `@FocusState` (or a first-responder flag) of the view.
    static func onlyMovesFocus(_ action: ClosureExprSyntax, focusStates: Set<String>) -> Bool {
        !action.statements.isEmpty
            && action.statements.allSatisfy { item in
                guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                    Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
                    let target = sequence.elements.first.map({ FactsVisitor.unwrap($0).sourceText })
                else { return false }
                let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
                return focusStates.contains(name) || name.hasSuffix("FirstResponder") || name.hasSuffix("Focused")
            }
    }
}
