import SwiftSyntax

/// The project's styles and modifiers: a button or toggle style's `makeBody` applied to each
/// control it reaches that no inner style reached first, a `ViewModifier`'s `body` to the view.
extension SwiftUIModifiers {
    static let styleHandlers: [String: Handler] = [
        // `.labelStyle(.iconOnly)` on a label or around labels: they draw their icons only.
        // `.labelStyle(TileLabelStyle())`: the project's style draws each label it reaches.
        "labelStyle": { call, e, interpreter in
            if call.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "iconOnly" {
                markIconOnly(&e)
            } else {
                controlStyle(call, &e, &interpreter)
            }
        },
        "buttonStyle": controlStyle,
        "toggleStyle": controlStyle,
        // `.controlSize(.large)`: the size bordered buttons are drawn at.
        "controlSize": { call, e, _ in
            guard let first = call.first else { return }
            let name = first.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil } ?? first.sourceText
            markControlSize(name, on: &e)
        },
        // `.labelsHidden()`: the toggles and steppers it reaches draw no label view (it still
        // names them for VoiceOver).
        "labelsHidden": { _, e, _ in hideLabelViews(&e) },
        // `.modifier(Card())`, and `.modifier(modifier)` in a `View` extension whose caller
        // passed `Card()` for `modifier`.
        "modifier": { call, e, interpreter in
            guard let first = call.first else { return }
            let passed = first.as(DeclReferenceExprSyntax.self).flatMap { interpreter.modifierBindings[$0.baseName.text] }
            if let typeName = passed ?? projectModifier(first, interpreter), let modifier = interpreter.index.modifiers[typeName] {
                // `TextStyleModifier(style: style)`: its stored properties are what the call gives.
                let saved = (interpreter.bindings, interpreter.expressionBindings)
                for arg in first.as(FunctionCallExprSyntax.self)?.arguments ?? [] {
                    guard let label = arg.label?.text else { continue }
                    if let value = interpreter.known(arg.expression) {
                        interpreter.bindings[label] = value
                    } else {
                        interpreter.expressionBindings[label] = interpreter.passedExpression(arg.expression)
                    }
                }
                applyBody(modifier, named: typeName, to: &e, interpreter: &interpreter)
                (interpreter.bindings, interpreter.expressionBindings) = saved
            }
        },
    ]

    static func hideLabelViews(_ e: inout Element) {
        if SwiftUIViews.drawsLabelView.contains(e.kind), e.swiftUI.labelFromLabelView {
            e.children = []
            return
        }
        for i in e.children.indices { hideLabelViews(&e.children[i]) }
    }

    /// `Card()`, `Card(title: …)`: a `ViewModifier` type the project declares.
    static func projectModifier(_ expr: ExprSyntax, _ interpreter: ViewBuilderInterpreter) -> String? {
        guard let made = expr.as(FunctionCallExprSyntax.self), let typeName = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            interpreter.index.modifiers[typeName] != nil
        else { return nil }
        return typeName
    }

    static func controlStyle(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if call.name == "buttonStyle", let first = call.first, let name = untintedButtonStyle(first) {
            markStyle(name, on: &e, controls: ["Button"])
            return
        }
        guard let first = call.first, let style = Self.projectStyle(first, interpreter.index), let styleBody = interpreter.index.styles[style] else { return }
        let made = first.as(FunctionCallExprSyntax.self)?.arguments
        // The style's properties its caller sets from something that changes.
        let varying = Set(made?.compactMap { arg in interpreter.known(arg.expression) == nil ? arg.label?.text : nil } ?? [])
        let constants = Set(interpreter.index.styleProperties[style] ?? []).subtracting(varying)
        // The style's properties its caller sets to literals (`Support(title: "Upgrade now")`).
        var literals: [String: String] = [:]
        for arg in made ?? [] {
            if let label = arg.label?.text, let value = FactsVisitor.stringLiteral(arg.expression) { literals[label] = value }
        }
        let controls: Set<String> = ["buttonStyle": ["Button"], "labelStyle": ["Label"]][call.name] ?? ["Toggle"]
        applyStyle(styleBody, named: style, to: &e, controls: controls, constants: constants, literals: literals, interpreter: &interpreter)
    }

    /// SwiftUI's own styles whose label is not simply drawn in the tint: on a filled shape of
    /// the tint (`.borderedProminent`, `.bordered`, `.glassProminent`), or in the primary
    /// colour (`.plain`).
    static func untintedButtonStyle(_ expr: ExprSyntax) -> String? {
        let text = expr.sourceText
        let suffix = "ButtonStyle()"
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text.hasSuffix(suffix) ? String(text.dropLast(suffix.count)) : text
        let untinted = ["borderedProminent", "bordered", "glass", "glassProminent", "plain", "BorderedProminent", "Bordered", "Plain"]
        return untinted.contains(name) ? name : nil
    }

    /// Records a control size on every button it reaches that no inner one reached first.
    static func markControlSize(_ size: String, on e: inout Element) {
        if e.kind == "Button" {
            if e.swiftUI.controlSize == nil { e.swiftUI.controlSize = size }
            return
        }
        for i in e.children.indices { markControlSize(size, on: &e.children[i]) }
    }

    /// Records a style on every control it reaches that no inner style reached first.
    static func markStyle(_ name: String, on e: inout Element, controls: Set<String>) {
        if controls.contains(e.kind) {
            if e.swiftUI.appliedStyle == nil { e.swiftUI.appliedStyle = name }
            return
        }
        for i in e.children.indices { markStyle(name, on: &e.children[i], controls: controls) }
    }
}
