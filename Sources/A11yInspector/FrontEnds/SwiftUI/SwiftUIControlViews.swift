import SwiftSyntax

/// Controls: buttons and links, value controls (toggles, sliders, pickers …), text fields.
extension SwiftUIViews {
    static let controlHandlers: [String: Handler] = [
        "Button": button, "Link": button, "Menu": button, "ShareLink": button, "NavigationLink": button, "PhotosPicker": button,
        "Toggle": valueControl, "Stepper": valueControl, "Slider": valueControl, "Picker": valueControl, "DatePicker": valueControl,
        "ColorPicker": valueControl, "Gauge": valueControl, "ProgressView": valueControl,
        "TextField": textField, "SecureField": textField,
        "TextEditor": textEditor,
        "EditButton": { _, _, _ in },
    ]

    static func button(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        let name = call.name
        var labelClosure: ClosureExprSyntax?
        // `NavigationLink(.post(post)) { PostRow() }`: a value for the project's own
        // initializer (an enum case), not a title; the closure is the label.
        let valueFirst =
            call.unlabeled.map { expr in
                let called = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
                return called.as(MemberAccessExprSyntax.self)?.base == nil && called.is(MemberAccessExprSyntax.self)
            } ?? false
        let title = valueFirst ? nil : call.title(interpreter)
        if title == .literal(""), let symbol = call.arg("systemImage") ?? call.arg("image") {
            // `Button("", systemImage: "xmark") { … }`: the image alone, its title empty.
            var icon = Element(id: e.id + ".icon", kind: "Image", location: e.location)
            icon.image = image(symbol, symbol: call.arg("systemImage") != nil, interpreter, call.body)
            e.children = [icon]
            e.childBehavior = .labelContent
        } else if let title {
            e.text = title
            // `NavigationLink("", isActive: …) { … }` in a background: shows nothing.
            if title == .literal(""), name == "NavigationLink" || name == "Button" { e.swiftUI.labelIsEmpty = true }
        } else if let explicit = call.closure("label") {
            labelClosure = explicit
        } else if let passed = call.arg("label"), let labelView = interpreter.build(passed, in: call.body) {
            // `Menu(content: …, label: label)`: a label view the component's caller passes.
            e.children = [labelView]
            e.childBehavior = .labelContent
        } else if name != "Button" || call.arg("action") != nil || call.arg("intent") != nil {
            // `Button(intent: Refresh()) { Image(…) }` (App Intents): the closure is the label.
            labelClosure = call.syntax.trailingClosure
        }
        if name == "ShareLink" && e.text == nil && labelClosure == nil { e.text = .literal("Share") }
        if name == "Button" { buttonAction(call, hasTitle: title != nil, labelClosure: labelClosure, &e) }
        if let labelClosure {
            e.children = call.contents(labelClosure, &interpreter)
            e.childBehavior = .labelContent
            // `NavigationLink(destination:isActive:) { EmptyView() }`: shows nothing.
            if e.children.isEmpty && e.text == nil && (name == "NavigationLink" || name == "Button") { e.swiftUI.labelIsEmpty = true }
        }
        if name == "NavigationLink" { navigationDestination(call, hasTitle: title != nil, &e, &interpreter) }
    }

    /// What a button does, and a label for a button with a role and nothing else to read.
    static func buttonAction(_ call: Call, hasTitle: Bool, labelClosure: ClosureExprSyntax?, _ e: inout Element) {
        // `Button("Show") { blurred = false }`, `Button(action: toggleMenu)`.
        let action = call.arg("action") ?? ((hasTitle || call.closure("label") != nil) ? call.syntax.trailingClosure.map(ExprSyntax.init) : nil)
        if let action { e.swiftUI.actionKey = SwiftUIModifiers.actionKey(action) }
        // `Button(role: .close) { dismiss() }` (iOS 26): a system glyph and its label.
        if e.text == nil, labelClosure == nil,
            let role = call.arg("role")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let label = PlatformDefaults.buttonRoleLabels[role]
        {
            e.text = .literal(label)
        }
    }

    /// `NavigationLink("Title") { Destination() }`: with a title or a label closure, the
    /// trailing closure is the destination.
    static func navigationDestination(_ call: Call, hasTitle: Bool, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        let destination =
            call.arg("destination")
            ?? (call.closure("label") != nil || hasTitle ? call.syntax.trailingClosure.map { ExprSyntax($0) } : nil)
        if let destination {
            let names = viewNames(in: destination, interpreter.index)
            interpreter.destinations.formUnion(names)
            interpreter.titledDestinations.merge(presenterTitles(in: Syntax(destination), interpreter, call.body)) { own, _ in own }
            if names.count == 1 { e.swiftUI.destination = names.first }
        }
    }

    /// Controls that draw their label view beside them, unless `.labelsHidden()` hides it.
    static let drawsLabelView: Set<String> = ["Toggle", "Stepper"]

    static func valueControl(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let title = call.title(interpreter) {
            e.text = title
        } else if let label = call.closure("label") ?? (Self.trailingClosureIsLabel.contains(call.name) ? call.syntax.trailingClosure : nil),
            // `Slider(value: $v) { editing in … }`: a closure taking a value is `onEditingChanged`.
            label.signature?.parameterClause == nil
        {
            let content = call.contents(label, &interpreter)
            e.text = joinedText(content)
            e.swiftUI.labelFromLabelView = true
            // A toggle or stepper draws its label's views beside the control, as they are (their
            // fonts and colours are judged), read as part of it; a slider does not draw its label
            // on iOS, a picker only in some styles.
            if Self.drawsLabelView.contains(call.name) { e.children = content }
            // A label view the tool cannot read (`Row.label(title)`, a view of a module it
            // does not have) may hold the text VoiceOver reads.
            if e.text == nil, let unread = firstUnread(in: content) {
                e.provenance[.accessibilityLabel] = .explanation("its label view: \(unread)")
            }
        } else if let labelView = call.arg("label") {
            // Picker(selection: $x, label: Text("Style"))
            e.text = interpreter.text(labelView, in: call.body)
        }
    }

    static func textField(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        e.isSecureTextEntry = call.name == "SecureField"
        // The title is the accessibility label and, without a prompt, the placeholder.
        // `TextField(text: $name, prompt: …) { Text("Name") }` (iOS 15+): the label view
        // is the title.
        let labelView = call.syntax.trailingClosure ?? call.closure("label")
        let t = call.title(interpreter) ?? labelView.flatMap { joinedText(call.contents($0, &interpreter)) }
        guard let prompt = call.arg("prompt") else {
            e.placeholder = t
            return
        }
        e.placeholder = interpreter.text(prompt, in: call.body)
        e.accessibilityLabel = t
        // An empty title names nothing: VoiceOver reads the prompt while the field is
        // empty, as UIKit's placeholder. A prompt of words is that name (a placeholder
        // only: persistent-field-labels); one known at run time may be nil or a sample
        // value ("0"), so the missing label needs review.
        if t?.isKnownEmpty == true, let placeholder = e.placeholder {
            if let words = placeholder.literal, words.contains(where: \.isLetter) {
                e.accessibilityLabel = nil
            } else if placeholder.isDynamic {
                e.provenance[.accessibilityLabel] = .explanation("its prompt, known at run time, names it while it is empty")
            }
        }
    }

    /// `TextEditor(text: .constant(body))`: a binding nothing can write shows text to read, not
    /// a field to edit (as UITextView with isEditable = false).
    static func textEditor(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let binding = call.arg("text")?.as(FunctionCallExprSyntax.self),
            binding.calledExpression.sourceText == ".constant" || binding.calledExpression.sourceText == "Binding.constant"
        {
            e.isEditable = false
            e.text = binding.arguments.first.map { interpreter.text($0.expression, in: call.body) }
        }
    }
}
