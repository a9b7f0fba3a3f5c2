import SwiftSyntax

/// `.alert`, `.confirmationDialog` and the iOS 13 `.alert`/`.actionSheet`: the dialogs a screen
/// may show. An alert reads its title, its message and its buttons, in that order; with no
/// buttons, SwiftUI adds an OK button.
extension SwiftUIModifiers {
    static func alert(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if call.name != "confirmationDialog", let legacy = legacyDialog(in: call.syntax) {
            interpreter.dialogs.append(legacyDialog(legacy, call, interpreter))
        } else if call.name == "actionSheet" {
            applyProjectExtension(call, to: &e, interpreter: &interpreter)
        } else if let dialog = dialog(call, &interpreter) {
            interpreter.dialogs.append(dialog)
        }
    }

    /// `.alert("Title", isPresented:) { buttons } message: { … }`, `.confirmationDialog(…)`.
    static func dialog(_ call: Call, _ interpreter: inout ViewBuilderInterpreter) -> Element? {
        let actions = call.syntax.trailingClosure ?? call.arg("actions")?.as(ClosureExprSyntax.self)
        let message =
            call.syntax.additionalTrailingClosures.first { $0.label.text == "message" }?.closure
            ?? call.arg("message")?.as(ClosureExprSyntax.self)
        // `.alert(isPresented:) { Alert(…) }` (iOS 13): an `Alert` value the tool does not read.
        guard let first = call.first, call.arguments.first?.label == nil,
            actions.map({ !$0.statements.contains { $0.item.sourceText.hasPrefix("Alert(") } }) ?? true
        else { return nil }
        var dialog = emptyDialog(call, interpreter)
        var title = Element(id: dialog.id + ".title", kind: "Text", location: dialog.location)
        title.text = call.text(first, interpreter)
        // A confirmation dialog shows its title only with `titleVisibility: .visible`.
        if call.name == "alert" || call.arg("titleVisibility")?.sourceText == ".visible" { dialog.children.append(title) }
        if let message { dialog.children += interpreter.build(message.statements, in: call.body) }
        let buttons = actions.map { interpreter.build($0.statements, in: call.body) } ?? []
        if buttons.isEmpty && call.name == "alert" {
            addOK(to: &dialog)
        } else {
            dialog.children += buttons
        }
        return dialog
    }

    /// `.alert(isPresented:) { Alert(title:message:primaryButton:secondaryButton:) }`,
    /// `.actionSheet { ActionSheet(title:buttons:) }` (iOS 13).
    static func legacyDialog(_ legacy: FunctionCallExprSyntax, _ call: Call, _ interpreter: ViewBuilderInterpreter) -> Element {
        var dialog = emptyDialog(call, interpreter)
        let legacyArgs = Array(legacy.arguments)
        func legacyArg(_ label: String) -> ExprSyntax? { legacyArgs.first { $0.label?.text == label }?.expression }
        for (part, label) in [("title", "title"), ("message", "message")] {
            guard let value = legacyArg(label) else { continue }
            var t = Element(id: dialog.id + "." + part, kind: "Text", location: interpreter.location(value, call.body))
            t.text = call.text(value, interpreter)
            dialog.children.append(t)
        }
        // `dismissButton: nil` is no button: the alert gets its default OK.
        var buttons = ["primaryButton", "secondaryButton", "dismissButton"].compactMap(legacyArg).filter { !$0.is(NilLiteralExprSyntax.self) }
        if let list = legacyArg("buttons")?.as(ArrayExprSyntax.self) { buttons += list.elements.map(\.expression) }
        // `let delete = ActionSheet.Button.destructive(Text(…))` before the sheet: that button.
        let lets = Self.localValues(in: call.syntax)
        for (i, written) in buttons.enumerated() {
            dialog.children.append(legacyButton(written, id: dialog.id + ".button\(i)", lets: lets, call, interpreter))
        }
        if buttons.isEmpty && call.name == "alert" { addOK(to: &dialog) }
        return dialog
    }

    /// A button of an iOS 13 dialog: `.default(Text("Save"))`, `.cancel()`, or the name of one
    /// the closure made before.
    static func legacyButton(
        _ written: ExprSyntax, id: String, lets: [String: ExprSyntax], _ call: Call,
        _ interpreter: ViewBuilderInterpreter
    ) -> Element {
        var b = Element(id: id, kind: "Button", location: interpreter.location(written, call.body))
        let name = written.as(DeclReferenceExprSyntax.self)?.baseName.text
        let button = name.flatMap { lets[$0] } ?? written
        if let name, lets[name] == nil { b.unreadCode = "\(name) is a button made elsewhere" }
        let made = button.as(FunctionCallExprSyntax.self)
        let kind = made?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let written = made?.arguments.first?.expression, made?.arguments.first?.label == nil {
            let label = written.as(DeclReferenceExprSyntax.self).flatMap { lets[$0.baseName.text] } ?? written
            b.text = call.text(label, interpreter)
        } else if kind == "cancel" {
            b.text = .literal("Cancel")
        }
        return b
    }

    /// The dialog, where its modifier is named, before its parts.
    static func emptyDialog(_ call: Call, _ interpreter: ViewBuilderInterpreter) -> Element {
        let at = call.dialogAnchor
        return Element(
            id: interpreter.id(at, call.body) + ".\(call.name)", kind: call.name == "alert" ? "Alert" : "ConfirmationDialog",
            location: interpreter.location(at, call.body))
    }

    static func addOK(to dialog: inout Element) {
        var ok = Element(id: dialog.id + ".ok", kind: "Button", location: dialog.location)
        ok.text = .literal("OK")
        dialog.children.append(ok)
    }

    /// The `Alert(…)` or `ActionSheet(…)` an iOS 13 `.alert`/`.actionSheet` closure returns.
    static func legacyDialog(in call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return nil }
        for item in closure.statements {
            let expr = item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let made = expr?.as(FunctionCallExprSyntax.self),
                ["Alert", "ActionSheet"].contains(made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
            {
                return made
            }
        }
        return nil
    }

    /// The `let`s of an iOS 13 `.alert`/`.actionSheet` closure, by name.
    static func localValues(in call: FunctionCallExprSyntax) -> [String: ExprSyntax] {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return [:] }
        var result: [String: ExprSyntax] = [:]
        for item in closure.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    result[name] = value
                }
            }
        }
        return result
    }
}
