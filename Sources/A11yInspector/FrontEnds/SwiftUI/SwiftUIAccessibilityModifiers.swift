import SwiftSyntax

/// `.accessibility…` modifiers, and the deprecated `.accessibility(label:…)`.
extension SwiftUIModifiers {
    static let accessibilityHandlers: [String: Handler] = [
        "accessibilityLabel": { call, e, interpreter in e.accessibilityLabel = call.text(call.first, interpreter) },
        "accessibilityValue": { call, e, interpreter in e.accessibilityValue = call.text(call.first, interpreter) },
        "accessibilityHint": { call, e, interpreter in e.accessibilityHint = call.text(call.first, interpreter) },
        "accessibilityIdentifier": { call, e, _ in e.accessibilityIdentifier = call.first.flatMap(FactsVisitor.stringLiteral) },
        "accessibility": deprecatedAccessibility,
        "accessibilityHidden": { call, e, _ in hidden(call.bool(call.first), &e, call.origin()) },
        "accessibilityElement": accessibilityElement,
        "accessibilityAddTraits": { call, e, _ in if let first = call.first { addTraits(first, &e, call.origin()) } },
        "accessibilityRemoveTraits": { call, e, _ in if let first = call.first { removeTraits(first, &e, call.origin()) } },
        "accessibilityHeading": { _, e, _ in e.traits.inserted.insert(.header) },
        "accessibilitySortPriority": { call, e, _ in if let n = call.first.flatMap(FactsVisitor.number) { e.sortPriority = n } },
        "accessibilityInputLabels": { call, e, interpreter in
            if let array = call.first?.as(ArrayExprSyntax.self) {
                e.userInputLabels = array.elements.compactMap { interpreter.text($0.expression, in: call.body).literal }
            }
        },
        "accessibilityAction": accessibilityAction,
        "accessibilityActions": { call, e, _ in e.customActions.append(.declared(call.origin())) },
        "accessibilityScrollAction": { _, e, _ in if !e.implementedActions.contains(.scroll) { e.implementedActions.append(.scroll) } },
        "accessibilityAdjustableAction": { _, e, _ in
            e.traits.inserted.insert(.adjustable)
            e.implementedActions += [.increment, .decrement]
        },
        "accessibilityRepresentation": accessibilityRepresentation,
        "accessibilityShowsLargeContentViewer": { _, _, _ in },
        "accessibilityRespondsToUserInteraction": { _, _, _ in },
        "accessibilityFocused": { _, _, _ in },
    ]

    /// `.accessibility(label:)`, `(value:)`, `(hint:)`, `(hidden:)`, `(addTraits:)`, `(removeTraits:)`,
    /// `(sortPriority:)`.
    static func deprecatedAccessibility(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let v = call.arg("label") { e.accessibilityLabel = call.text(v, interpreter) }
        if let v = call.arg("value") { e.accessibilityValue = call.text(v, interpreter) }
        if let v = call.arg("hint") { e.accessibilityHint = call.text(v, interpreter) }
        if let v = call.arg("hidden") { hidden(call.bool(v), &e, call.origin()) }
        if let v = call.arg("addTraits") { addTraits(v, &e, call.origin()) }
        if let v = call.arg("removeTraits") { removeTraits(v, &e, call.origin()) }
        if let v = call.arg("sortPriority"), let n = FactsVisitor.number(v) { e.sortPriority = n }
    }

    static func accessibilityElement(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        // `children:` left out is `.ignore`; a value decided at run time (`count == 1 ?
        // .combine : .contain`) is one behaviour only when every branch gives the same one.
        let given = call.arg("children").map(Self.childBehaviors) ?? ["ignore"]
        switch given.count == 1 ? given.first : nil {
        case "combine": e.childBehavior = .combine
        case "contain": e.childBehavior = .contain
        case "ignore": e.childBehavior = .ignore
        default: break
        }
    }

    static func accessibilityAction(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let named = call.arg("named") {
            e.customActions.append(call.text(named, interpreter)?.literal.map(CustomAction.named) ?? .computedName(call.origin()))
        } else if let kind = call.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            if let action = AccessibilityAction(rawValue: kind), action == .escape || action == .magicTap {
                e.implementedActions.append(action)
            } else {
                e.hasAction = true
            }
        } else {
            e.hasAction = true  // the default action: activating the element
        }
    }

    static func accessibilityRepresentation(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let c = call.syntax.trailingClosure, let rep = interpreter.build(c.statements, in: call.body).first {
            var replaced = rep
            replaced.id = e.id
            replaced.location = e.location
            replaced.frame = e.frame
            e = replaced
        }
    }

    static func hidden(_ value: Bool?, _ e: inout Element, _ origin: CodeOrigin) {
        switch value {
        case true?: e.accessibilityElementsHidden = true
        case false?: break
        case nil: e.provenance[.accessibilityHidden] = .code(origin)
        }
    }

    static func addTraits(_ expr: ExprSyntax, _ e: inout Element, _ origin: CodeOrigin) {
        if let t = FactsVisitor.traits(expr) {
            e.traits.inserted.formUnion(t)
            e.traits.conditional.formUnion(FactsVisitor.conditionalTraits(expr))
        } else {
            e.traits.isDynamic = true; e.provenance[.accessibilityTraits] = .code(origin)
        }
    }

    static func removeTraits(_ expr: ExprSyntax, _ e: inout Element, _ origin: CodeOrigin) {
        if let t = FactsVisitor.traits(expr) {
            e.traits.removed.formUnion(t)
        } else {
            e.traits.isDynamic = true; e.provenance[.accessibilityTraits] = .code(origin)
        }
    }
}
