import SwiftSyntax

/// What SwiftUI modifiers do to the model, in their current and deprecated spellings
/// (`.accessibilityLabel(_:)` and `.accessibility(label:)`, seed §2.3).
enum SwiftUIModifiers {
    /// A handler's statements without spaces, or the function it names: what it does, to
    /// compare with other handlers of the screen. Nil for a handler with several statements
    /// (a tap that also animates or logs is not the button's action written again).
    static func actionKey(_ action: some ExprSyntaxProtocol) -> String? {
        if let closure = action.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1 else { return nil }
            return String(closure.statements.trimmedDescription.filter { !$0.isWhitespace })
        }
        let text = action.trimmedDescription.filter { !$0.isWhitespace }
        return text.isEmpty ? nil : text + "()"
    }

    /// The child behaviours an `accessibilityElement(children:)` argument may give: a case, or
    /// each branch of a conditional (`a ? .contain : .combine`); empty when not written out.
    static func childBehaviors(_ expr: ExprSyntax) -> Set<String> {
        if let member = expr.as(MemberAccessExprSyntax.self) { return [member.declName.baseName.text] }
        var branches: [ExprSyntax] = []
        if let ternary = expr.as(TernaryExprSyntax.self) {
            branches = [ternary.thenExpression, ternary.elseExpression]
        } else if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 2 {
            let elements = Array(sequence.elements)
            if let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) {
                branches = [ternary.thenExpression, elements[elements.count - 1]]
            }
        }
        let names = branches.compactMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        return names.count == 2 ? Set(names) : []
    }

    static func apply(_ name: String, _ call: FunctionCallExprSyntax, to e: inout Element,
                      interpreter: inout ViewBuilderInterpreter, in body: SwiftUIIndex.Body) {
        // After `.overlay { … }`, modifiers modify the view, not the holder of view and overlay.
        if let main = e.swiftUI.decoratedChild, !["overlay", "background", "safeAreaInset"].contains(name) {
            apply(name, call, to: &e.children[main], interpreter: &interpreter, in: body)
            return
        }
        let args = Array(call.arguments)
        let first = args.first?.expression
        func arg(_ label: String) -> ExprSyntax? { args.first { $0.label?.text == label }?.expression }
        func text(_ expr: ExprSyntax?) -> TextValue? { expr.map { interpreter.text($0, in: body) } }
        func origin() -> CodeOrigin {
            let l = call.startLocation(converter: body.converter)
            return CodeOrigin(SourceLocation(file: body.file, line: l.line, column: l.column), how: .swiftUIModifier(name))
        }
        // Findings about what these modifiers add point at the modifier: a tap added where a view
        // is used is reported there, a tap inside a view's body once, in the body.
        if name.hasPrefix("accessibility") || ["onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture"].contains(name),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            e.location = interpreter.location(member.declName, body)
            e.swiftUI.locationIsModifiers = true
        }
        func bool(_ expr: ExprSyntax?) -> Bool? {
            guard let expr else { return true }
            if let b = expr.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
            return nil
        }

        // A label, value or hint on a view that shows nothing VoiceOver reads (a shape, a colour)
        // makes it an element: observed on iOS 18.5 (AccessibilitySnapshot's reference
        // snapshots: circles drawn with `Rectangle` given `.accessibility(label:value:hint:)`).
        if ["accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibility"].contains(name), e.isAccessibilityElement == nil,
           name != "accessibility" || ["label", "value", "hint"].contains(where: { arg($0) != nil }), !shows(e) {
            e.isAccessibilityElement = true
        }
        switch name {
        // Accessibility
        case "accessibilityLabel": e.accessibilityLabel = text(first)
        case "accessibilityValue": e.accessibilityValue = text(first)
        case "accessibilityHint": e.accessibilityHint = text(first)
        case "accessibilityIdentifier": e.accessibilityIdentifier = first.flatMap(FactsVisitor.stringLiteral)
        case "accessibility":
            // Deprecated: .accessibility(label:), (value:), (hint:), (hidden:), (addTraits:), (removeTraits:).
            if let v = arg("label") { e.accessibilityLabel = text(v) }
            if let v = arg("value") { e.accessibilityValue = text(v) }
            if let v = arg("hint") { e.accessibilityHint = text(v) }
            if let v = arg("hidden") { hidden(bool(v), &e, origin()) }
            if let v = arg("addTraits") { addTraits(v, &e, origin()) }
            if let v = arg("removeTraits") { removeTraits(v, &e, origin()) }
            if let v = arg("sortPriority"), let n = FactsVisitor.number(v) { e.sortPriority = n }
        case "accessibilityHidden": hidden(bool(first), &e, origin())
        case "accessibilityElement":
            // `children:` left out is `.ignore`; a value decided at run time (`count == 1 ?
            // .combine : .contain`) is one behaviour only when every branch gives the same one.
            let given = arg("children").map(Self.childBehaviors) ?? ["ignore"]
            switch given.count == 1 ? given.first : nil {
            case "combine": e.childBehavior = .combine
            case "contain": e.childBehavior = .contain
            case "ignore": e.childBehavior = .ignore
            default: break
            }
        case "accessibilityAddTraits": if let first { addTraits(first, &e, origin()) }
        case "accessibilityRemoveTraits": if let first { removeTraits(first, &e, origin()) }
        case "accessibilityHeading": e.traits.inserted.insert(.header)
        case "accessibilitySortPriority": if let n = first.flatMap(FactsVisitor.number) { e.sortPriority = n }
        case "accessibilityInputLabels":
            if let array = first?.as(ArrayExprSyntax.self) {
                e.userInputLabels = array.elements.compactMap { interpreter.text($0.expression, in: body).literal }
            }
        case "accessibilityAction":
            if let named = arg("named") {
                e.customActions.append(text(named)?.literal.map(CustomAction.named) ?? .computedName(origin()))
            } else if let kind = first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                if let action = AccessibilityAction(rawValue: kind), action == .escape || action == .magicTap { e.implementedActions.append(action) }
                else { e.hasAction = true }
            } else {
                e.hasAction = true  // the default action: activating the element
            }
        case "accessibilityActions": e.customActions.append(.declared(origin()))
        case "accessibilityScrollAction": if !e.implementedActions.contains(.scroll) { e.implementedActions.append(.scroll) }
        case "accessibilityAdjustableAction":
            e.traits.inserted.insert(.adjustable)
            e.implementedActions += [.increment, .decrement]
        case "accessibilityRepresentation":
            if let c = call.trailingClosure, let rep = interpreter.build(c.statements, in: body).first {
                var replaced = rep
                replaced.id = e.id
                replaced.location = e.location
                replaced.frame = e.frame
                e = replaced
            }
        case "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction", "accessibilityFocused":
            break

        // Text and fonts
        case "font":
            if let first {
                let bound = first.as(DeclReferenceExprSyntax.self).flatMap { interpreter.fontBindings[$0.baseName.text] }
                e.font = bound ?? SwiftUIStyle.font(first)
            }
        case "bold", "fontWeight":
            if var f = e.font { f.weight = name == "bold" ? "bold" : (first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? f.weight); e.font = f }
        case "pickerStyle", "datePickerStyle":
            e.swiftUI.pickerStyle = PickerStyle(name: first?.sourceText.trimmingCharacters(in: CharacterSet(charactersIn: ".")) ?? "custom")
        case "lineLimit":
            if let first, let n = FactsVisitor.number(first) { e.numberOfLines = Int(n) }
        case "dynamicTypeSize": e.swiftUI.dynamicTypeSizes = first.flatMap { SwiftUIStyle.dynamicTypeSizes($0.sourceText) }

        // Colours
        case "foregroundColor", "foregroundStyle", "tint":
            if let first { e.textColor = SwiftUIStyle.color(first, .code(origin())) }
            if let condition = first.flatMap(SwiftUIViews.ternaryCondition), !interpreter.isStyleConstant(condition) { e.swiftUI.lookDependsOn = condition }
        case "symbolVariant", "fill":
            if let condition = first.flatMap(SwiftUIViews.ternaryCondition), !interpreter.isStyleConstant(condition) { e.swiftUI.lookDependsOn = condition }
        case "environment", "preferredColorScheme", "colorScheme":
            // `.environment(\.colorScheme, .dark)`: the content is drawn in that scheme only.
            let args = Array(call.arguments)
            let keyPath = name == "environment" ? args.first?.expression.trimmedDescription : nil
            let value = name == "environment" ? args.dropFirst().first?.expression : first
            if name != "environment" || keyPath == "\\.colorScheme",
               let scheme = value.flatMap(ViewBuilderInterpreter.enumCase), scheme == ".dark" || scheme == ".light" {
                e.swiftUI.colorScheme = String(scheme.dropFirst())
            }
        case "glassEffect":
            // Glass blurs and tints whatever is behind it: the text's backdrop is not one colour.
            e.backgroundColor = .dynamic(origin: .modifier("glassEffect", origin()))
        case "background" where first.map(SwiftUIStyle.isMaterial) == true:
            e.backgroundColor = .dynamic(origin: .modifier("background(material)", origin()))
        case "background":
            if let first, let color = SwiftUIStyle.backgroundColor(first, .code(origin())) { e.backgroundColor = color }
            else { decorate(&e, before: content(of: call, interpreter: &interpreter, in: body)) }
        case "overlay":
            decorate(&e, after: content(of: call, interpreter: &interpreter, in: body))
        case "safeAreaInset":
            // Content laid out at an edge of the view: the top and leading ones are read first.
            let edge = arg("edge")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let inset = content(of: call, interpreter: &interpreter, in: body)
            if edge == "top" || edge == "leading" { decorate(&e, before: inset) } else { decorate(&e, after: inset) }
        case "searchable":
            var field = Element(id: interpreter.id(call, body), kind: "UISearchTextField", location: origin().location)
            field.placeholder = text(arg("prompt")) ?? .literal("Search")
            interpreter.searchField = interpreter.searchField ?? field
        case "opacity":
            if let first, let n = FactsVisitor.number(first) { e.alpha = n } else { e.provenance[.alpha] = .code(origin()) }

        // Layout and hit area
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            e.swiftUI.fillsScreen = true
        case "frame":
            if arg("maxWidth")?.sourceText == ".infinity", arg("maxHeight")?.sourceText == ".infinity" { e.swiftUI.fillsScreen = true }
            if let w = arg("width").flatMap(FactsVisitor.number) { e.fixedWidth = w }
            if let h = arg("height").flatMap(FactsVisitor.number) { e.fixedHeight = h }
            if let w = arg("minWidth").flatMap(FactsVisitor.number) { e.minimumWidth = w }
            if let h = arg("minHeight").flatMap(FactsVisitor.number) { e.minimumHeight = h }
        case "contentShape", "padding":
            // Padding or a content shape enlarge a control's touch area by an amount the tool does not compute.
            if e.fixedWidth == nil || e.fixedHeight == nil || name == "contentShape" { e.provenance[.hitArea] = .modifier(name, origin()) }
        case "hidden": e.isHidden = true

        // Interaction
        case "onTapGesture":
            // `.onTapGesture {}`: an empty handler only keeps the touch from the views behind
            // (a scroll view, a dismissing background); nothing happens, so it is no control.
            let action = call.trailingClosure ?? arg("perform")?.as(ClosureExprSyntax.self)
            if let action, action.statements.isEmpty { break }
            // `.onTapGesture { isFocused = true }`: it moves the focus to the field it surrounds,
            // which assistive technologies reach themselves; nothing else happens.
            if let action, Self.onlyMovesFocus(action, focusStates: interpreter.focusStates) { break }
            // `.onTapGesture(count: 7)`: a hidden gesture (an easter egg that unlocks developer
            // options), not a control anyone is meant to find.
            if let count = arg("count").flatMap(FactsVisitor.number), count >= 3 { break }
            // `.onTapGesture { guard info != nil else { return } … }` where this use of the view
            // leaves `info` nil: the handler returns at once.
            if let guardStmt = action?.statements.first?.item.as(GuardStmtSyntax.self),
               interpreter.outcome(of: guardStmt.conditions) == false { break }
            e.gestureRecognizers.append(.tap)
            e.hasAction = true
            if let action { e.swiftUI.actionKey = Self.actionKey(action) }
        case "onLongPressGesture":
            e.gestureRecognizers.append(.longPress)
            e.hasAction = true
        case "gesture", "simultaneousGesture", "highPriorityGesture":
            let kind = first.map(SwiftUIStyle.gestureKind) ?? .custom
            e.gestureRecognizers.append(kind)
            e.hasAction = true
        case "onDrag", "draggable": e.gestureRecognizers.append(.drag)
        case "disabled":
            if let b = bool(first) { e.isEnabled = !b } else { e.provenance[.isEnabled] = .code(origin()) }
        case "swipeActions", "contextMenu":
            // Offered to VoiceOver as custom actions.
            e.customActions.append(name == "swipeActions" ? .swipeActions : .contextMenu)

        // Motion
        case "animation", "transition":
            e.swiftUI.animation = e.swiftUI.animation ?? interpreter.location(call, body)

        // Navigation and presentation
        // `.navigationBarTitle(_:)` is the deprecated spelling, still common (iOS 13 code).
        case "navigationTitle", "navigationBarTitle":
            if let first { interpreter.navigationTitle = interpreter.navigationTitle ?? text(first) }
        // `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`,
        // `.toolbarVisibility(.hidden, for: .navigationBar)`: no bar, so no title or items in it.
        case "navigationBarHidden" where first?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true):
            interpreter.navigationBarHidden = true
        case "toolbar" where Self.hidesNavigationBar(call), "toolbarVisibility" where Self.hidesNavigationBar(call):
            interpreter.navigationBarHidden = true
        case "toolbar":
            if let c = call.trailingClosure ?? first?.as(ClosureExprSyntax.self) {
                let branches = interpreter.branchPath
                interpreter.toolbar += interpreter.build(c.statements, in: body).map { declared($0, inBranches: branches) }
            }
        case "tabItem":
            if let c = call.trailingClosure, let title = SwiftUIViews.joinedText(interpreter.build(c.statements, in: body))?.literal {
                e.swiftUI.tabItemTitle = title
            }
        // An alert reads its title, its message and its buttons, in that order; with no
        // buttons, SwiftUI adds an OK button.
        case "alert" where Self.legacyDialog(in: call) != nil, "actionSheet" where Self.legacyDialog(in: call) != nil:
            // `.alert(isPresented:) { Alert(title:message:primaryButton:secondaryButton:) }`,
            // `.actionSheet { ActionSheet(title:buttons:) }` (iOS 13).
            let legacy = Self.legacyDialog(in: call)!
            let at: Syntax = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
            var dialog = Element(id: interpreter.id(at, body) + ".\(name)", kind: name == "alert" ? "Alert" : "ConfirmationDialog",
                                 location: interpreter.location(at, body))
            let legacyArgs = Array(legacy.arguments)
            func legacyArg(_ label: String) -> ExprSyntax? { legacyArgs.first { $0.label?.text == label }?.expression }
            for (part, label) in [("title", "title"), ("message", "message")] {
                guard let value = legacyArg(label) else { continue }
                var t = Element(id: dialog.id + "." + part, kind: "Text", location: interpreter.location(value, body))
                t.text = text(value)
                dialog.children.append(t)
            }
            var buttons = ["primaryButton", "secondaryButton", "dismissButton"].compactMap(legacyArg)
            if let list = legacyArg("buttons")?.as(ArrayExprSyntax.self) { buttons += list.elements.map(\.expression) }
            // `let delete = ActionSheet.Button.destructive(Text(…))` before the sheet: that button.
            let lets = Self.localValues(in: call)
            for (i, written) in buttons.enumerated() {
                var b = Element(id: dialog.id + ".button\(i)", kind: "Button", location: interpreter.location(written, body))
                let name = written.as(DeclReferenceExprSyntax.self)?.baseName.text
                let button = name.flatMap { lets[$0] } ?? written
                if let name, lets[name] == nil { b.unreadCode = "\(name) is a button made elsewhere" }
                let made = button.as(FunctionCallExprSyntax.self)
                let kind = made?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                if let written = made?.arguments.first?.expression, made?.arguments.first?.label == nil {
                    let label = written.as(DeclReferenceExprSyntax.self).flatMap { lets[$0.baseName.text] } ?? written
                    b.text = text(label)
                } else if kind == "cancel" {
                    b.text = .literal("Cancel")
                }
                dialog.children.append(b)
            }
            if buttons.isEmpty && name == "alert" {
                var ok = Element(id: dialog.id + ".ok", kind: "Button", location: dialog.location)
                ok.text = .literal("OK")
                dialog.children.append(ok)
            }
            interpreter.dialogs.append(dialog)
        case "alert", "confirmationDialog":
            let actions = call.trailingClosure ?? arg("actions")?.as(ClosureExprSyntax.self)
            let message = call.additionalTrailingClosures.first { $0.label.text == "message" }?.closure ?? arg("message")?.as(ClosureExprSyntax.self)
            // `.alert(isPresented:) { Alert(…) }` (iOS 13): an `Alert` value the tool does not read.
            guard let first, args.first?.label == nil, actions.map({ !$0.statements.contains { $0.item.sourceText.hasPrefix("Alert(") } }) ?? true else { break }
            let at: Syntax = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
            var dialog = Element(id: interpreter.id(at, body) + ".\(name)", kind: name == "alert" ? "Alert" : "ConfirmationDialog",
                                 location: interpreter.location(at, body))
            var title = Element(id: dialog.id + ".title", kind: "Text", location: dialog.location)
            title.text = text(first)
            // A confirmation dialog shows its title only with `titleVisibility: .visible`.
            if name == "alert" || arg("titleVisibility")?.trimmedDescription == ".visible" { dialog.children.append(title) }
            if let message { dialog.children += interpreter.build(message.statements, in: body) }
            let buttons = actions.map { interpreter.build($0.statements, in: body) } ?? []
            if buttons.isEmpty && name == "alert" {
                var ok = Element(id: dialog.id + ".ok", kind: "Button", location: dialog.location)
                ok.text = .literal("OK")
                dialog.children.append(ok)
            } else {
                dialog.children += buttons
            }
            interpreter.dialogs.append(dialog)
        case "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector":
            if let c = call.trailingClosure ?? args.last?.expression.as(ClosureExprSyntax.self) {
                interpreter.destinations.formUnion(SwiftUIViews.viewNames(in: c, interpreter.index))
            }

        // The project's button and toggle styles: their `makeBody` applied to each control
        // they reach that no inner style reached first.
        case "labelStyle":
            // `.labelStyle(.iconOnly)` on a label or around labels: they draw their icons only.
            if first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "iconOnly" { markIconOnly(&e) }
        case "buttonStyle", "toggleStyle":
            guard let first, let style = Self.projectStyle(first, interpreter.index), let styleBody = interpreter.index.styles[style] else { break }
            // The style's properties its caller sets from something that changes.
            let varying = Set(first.as(FunctionCallExprSyntax.self)?.arguments.compactMap { arg in
                interpreter.known(arg.expression) == nil ? arg.label?.text : nil
            } ?? [])
            let constants = Set(interpreter.index.styleProperties[style] ?? []).subtracting(varying)
            // The style's properties its caller sets to literals (`Support(title: "Upgrade now")`).
            var literals: [String: String] = [:]
            for arg in first.as(FunctionCallExprSyntax.self)?.arguments ?? [] {
                if let label = arg.label?.text, let value = FactsVisitor.stringLiteral(arg.expression) { literals[label] = value }
            }
            applyStyle(styleBody, named: style, to: &e, controls: name == "buttonStyle" ? ["Button"] : ["Toggle"], constants: constants,
                       literals: literals, interpreter: &interpreter)

        // Project modifiers: `.modifier(Card())` and `View` extensions are read and applied.
        case "modifier":
            if let call = first?.as(FunctionCallExprSyntax.self), let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let modifier = interpreter.index.modifiers[typeName] {
                applyBody(modifier, named: typeName, to: &e, interpreter: &interpreter)
            }
        default:
            // The overload the call's labels fit; none fits a call of SwiftUI's own modifier of
            // the same name. Overloads are told apart by their labels, so one overload may call
            // another (a short form filling in defaults), but not itself.
            let arguments = Array(call.arguments)
            if let ext = interpreter.index.viewExtensions[name]?.fittingOverload(
                labels: arguments.map { $0.label?.text }, trailingClosures: (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count) {
                applyBody(ext, named: name + "(" + ext.signature + ")", to: &e, interpreter: &interpreter, arguments: arguments, in: body)
            }
        }
    }

    static func markIconOnly(_ e: inout Element) {
        if e.kind == "Label" { e.swiftUI.iconOnly = true }
        for i in e.children.indices { markIconOnly(&e.children[i]) }
    }

    /// Applies the modifiers of a custom modifier's body (`content.font(…)…`) or of a `View`
    /// extension (`self.padding()…`) to the element. A modifier named in its own body is
    /// SwiftUI's of the same name (`func textSelection(_ on: Bool)` calling
    /// `self.textSelection(.enabled)`), not the project's again: reading it again would
    /// double the view at every level.
    static func applyBody(_ body: SwiftUIIndex.Body, named name: String, to e: inout Element, interpreter: inout ViewBuilderInterpreter,
                          arguments: [LabeledExprSyntax] = [], in callerBody: SwiftUIIndex.Body? = nil, placeholderOnly: Bool = false) {
        let frame = ViewBuilderInterpreter.Frame.modifier(name)
        guard interpreter.budget.allows(frame, on: interpreter.stack) else { return }
        // An extension's view arguments (`.navigationStyle(title: Text("Past games"))`), built
        // where the caller wrote them, and its literal ones.
        var passedViews: [String: [Element]] = [:]
        var passedValues: [String: String] = [:]
        if let callerBody {
            var unlabeled = body.parameters.filter { $0.label == nil }.makeIterator()
            for arg in arguments {
                let parameter = arg.label.map { label in body.parameters.first { $0.label == label.text } } ?? unlabeled.next()
                guard let parameter else { continue }
                if let value = interpreter.known(arg.expression) {
                    passedValues[parameter.name] = value
                } else if let ref = arg.expression.as(DeclReferenceExprSyntax.self), let passed = interpreter.contentBindings[ref.baseName.text] {
                    // A view the caller was itself given, passed on (`title: title`).
                    passedViews[parameter.name] = passed
                } else if interpreter.isPassableView(arg.expression), let view = interpreter.build(arg.expression, in: callerBody) {
                    passedViews[parameter.name] = [view]
                }
            }
        }
        var inner = interpreter
        inner.stack.append(frame)
        // The modifier's body sees its own names, not the modified view's helpers: its
        // `content` is the placeholder for the view, whatever the caller calls `content`.
        inner.helpers = [:]
        inner.contentBindings = passedViews
        inner.bindings.merge(passedValues) { _, passed in passed }
        guard let result = inner.build(body.statements, in: body).first else { return }
        interpreter.absorb(inner)
        // A style's body draws the control it styles: the control stays the one element, its
        // label, traits and value its own, and the views drawn around it (a switch's track and
        // knob, a tap on them) are part of it. Only what modifies `configuration.label` applies.
        if placeholderOnly {
            if let placeholder = firstPlaceholder(in: result) { merge(placeholder, into: &e) }
            // Texts the style draws beside the label (a title under an icon) are part of the
            // control's content, and VoiceOver reads them in its label, in the order drawn.
            var before: [Element] = [], after: [Element] = [], seen = false
            collectTexts(in: result, before: &before, after: &after, seenPlaceholder: &seen)
            if !before.isEmpty || !after.isEmpty { e.children = before + e.children + after }
            return
        }
        // The result wraps a "Content" placeholder standing for `e`.
        // The view appears where the body first shows `content`; the other branches of an `if`
        // in the body stand for the same view, shown once.
        var wrapper = result
        var keep = true
        removePlaceholders(&wrapper, keepingFirst: &keep)
        e = substitute(wrapper, with: e) ?? e
    }

    /// The `Alert(…)` or `ActionSheet(…)` an iOS 13 `.alert`/`.actionSheet` closure returns.
    /// `.toolbar(.hidden, for: .navigationBar)` or `.toolbar(.hidden)` (every bar of the view).
    static func hidesNavigationBar(_ call: FunctionCallExprSyntax) -> Bool {
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label == nil,
              first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "hidden" else { return false }
        let bars = arguments.dropFirst().map(\.expression.sourceText)
        return bars.isEmpty || bars.contains { $0.hasSuffix("navigationBar") }
    }

    static func legacyDialog(in call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return nil }
        for item in closure.statements {
            let expr = item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let made = expr?.as(FunctionCallExprSyntax.self),
               ["Alert", "ActionSheet"].contains(made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "") {
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

    /// `Primary()`, `.primary` (a shorthand the project declares), `Primary.init()`.
    static func projectStyle(_ expr: ExprSyntax, _ index: SwiftUIIndex) -> String? {
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if member.base == nil { return index.styleShorthands[member.declName.baseName.text] }
                return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil { return index.styleShorthands[member.declName.baseName.text] }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        return nil
    }

    static func applyStyle(_ body: SwiftUIIndex.Body, named name: String, to e: inout Element, controls: Set<String>,
                           constants: Set<String>, literals: [String: String] = [:], interpreter: inout ViewBuilderInterpreter) {
        if controls.contains(e.kind) {
            guard e.swiftUI.appliedStyle == nil else { return }
            var inner = interpreter
            inner.styleConfiguration = body.parameters.first?.name ?? "configuration"
            inner.styleConstants = constants
            // The style's body sees its own properties, not the names of the view using it.
            inner.bindings = literals
            applyBody(body, named: name, to: &e, interpreter: &inner, placeholderOnly: true)
            interpreter.absorb(inner)
            e.swiftUI.appliedStyle = name
            return
        }
        for i in e.children.indices {
            applyStyle(body, named: name, to: &e.children[i], controls: controls, constants: constants, literals: literals, interpreter: &interpreter)
        }
    }

    /// The texts of a style's body, split around the first `configuration.label`.
    static func collectTexts(in e: Element, before: inout [Element], after: inout [Element], seenPlaceholder: inout Bool) {
        if e.kind == "Content" && e.id == "content" { seenPlaceholder = true; return }
        if e.kind == "Text" && !e.isHidden && !e.accessibilityElementsHidden {
            if seenPlaceholder { after.append(e) } else { before.append(e) }
            return
        }
        for child in e.children { collectTexts(in: child, before: &before, after: &after, seenPlaceholder: &seenPlaceholder) }
    }

    static func firstPlaceholder(in e: Element) -> Element? {
        if e.kind == "Content" && e.id == "content" { return e }
        for child in e.children { if let found = firstPlaceholder(in: child) { return found } }
        return nil
    }

    /// In the order `substitute` looks for the placeholder: depth first, children in order.
    static func removePlaceholders(_ e: inout Element, keepingFirst keep: inout Bool) {
        if e.kind == "Content" && e.id == "content" { keep = false; return }
        var kept: [Element] = []
        for var child in e.children {
            if child.kind == "Content" && child.id == "content" {
                if keep { kept.append(child); keep = false }
                continue
            }
            removePlaceholders(&child, keepingFirst: &keep)
            kept.append(child)
        }
        e.children = kept
    }

    static func substitute(_ wrapper: Element, with content: Element) -> Element? {
        if wrapper.kind == "Content" {
            var merged = content
            merge(wrapper, into: &merged)
            return merged
        }
        var copy = wrapper
        for i in copy.children.indices {
            if let replaced = substitute(copy.children[i], with: content) {
                copy.children[i] = replaced
                return copy
            }
        }
        return nil
    }

    /// Every statement sets a `@FocusState` (or a first-responder flag) of the view.
    static func onlyMovesFocus(_ action: ClosureExprSyntax, focusStates: Set<String>) -> Bool {
        !action.statements.isEmpty && action.statements.allSatisfy { item in
            guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
                  let target = sequence.elements.first.map({ FactsVisitor.unwrap($0).trimmedDescription }) else { return false }
            let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
            return focusStates.contains(name) || name.hasSuffix("FirstResponder") || name.hasSuffix("Focused")
        }
    }

    /// The views a modifier shows with the view it modifies: its content closure, or a view
    /// passed to it (`.overlay(Badge())`). Colours, shapes and layout readers show nothing.
    static func content(of call: FunctionCallExprSyntax, interpreter: inout ViewBuilderInterpreter, in body: SwiftUIIndex.Body) -> [Element] {
        var built: [Element] = []
        if let c = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self) {
            built = interpreter.build(c.statements, in: body)
        } else if let first = call.arguments.first(where: { $0.label == nil })?.expression, first.is(FunctionCallExprSyntax.self) {
            built = interpreter.build(first, in: body).map { [$0] } ?? []
        }
        return built.filter(shows)
    }

    /// Whether anything in it can reach VoiceOver (text, an image, a control, an unknown view).
    static func shows(_ e: Element) -> Bool {
        var found = false
        e.forEach { if !found, !SwiftUIViews.shapes.contains($0.kind), PlatformDefaults.for($0.kind).role != .container || $0.unreadCode != nil { found = true } }
        return found
    }

    /// Toolbar content declared in these branches of the view that reads it (within branches of
    /// its own, read in a view the branches show).
    static func declared(_ item: Element, inBranches branches: [String]) -> Element {
        guard !branches.isEmpty else { return item }
        var item = item
        item.swiftUI.declaredInBranches = branches + (item.swiftUI.declaredInBranches ?? [])
        return item
    }

    /// Puts decoration content beside the view: a stack takes it among its children; any other
    /// view gets a holder whose modifiers go on to the view.
    static func decorate(_ e: inout Element, before: [Element] = [], after: [Element] = []) {
        guard !before.isEmpty || !after.isEmpty else { return }
        if SwiftUIViews.stacks.contains(e.kind) && e.swiftUI.decoratedChild == nil {
            e.children = before + e.children + after
            return
        }
        if let main = e.swiftUI.decoratedChild {
            e.children = before + e.children + after
            e.swiftUI.decoratedChild = main + before.count
            return
        }
        var holder = Element(id: e.id + ".decorated", kind: "Group", location: e.location)
        holder.children = before + [e] + after
        holder.swiftUI.decoratedChild = before.count
        e = holder
    }

    /// Once a screen is built: a modifier on an `if`/`switch` modifies the view each branch
    /// shows (SwiftUI's `_ConditionalContent`), so what it set on the "Conditional" goes down to
    /// every branch's view and no rule meets a tap or a label on the branch holder itself. Hiding
    /// works as well on the holder, and stays; an if/switch made one element
    /// (`.accessibilityElement(children: .ignore)`) is that element, and keeps all it was given.
    static func settleConditionals(_ e: inout Element) {
        if e.childrenAreAlternatives, e.childBehavior == nil {
            distribute(&e, movedTo: e.swiftUI.locationIsModifiers ? e.location : nil)
        }
        for i in e.children.indices { settleConditionals(&e.children[i]) }
    }

    static func distribute(_ e: inout Element, movedTo location: SourceLocation?) {
        guard e.childrenAreAlternatives, e.childBehavior == nil else { return }
        var carried = e
        carried.children = []
        carried.customClass = nil
        carried.accessibilityElementsHidden = false
        carried.provenance[.accessibilityHidden] = nil
        var bare = Element(id: e.id, kind: e.kind, location: e.location)
        bare.customClass = e.customClass
        bare.childrenAreAlternatives = true
        bare.accessibilityElementsHidden = e.accessibilityElementsHidden
        bare.provenance[.accessibilityHidden] = e.provenance[.accessibilityHidden]
        bare.children = e.children
        for i in bare.children.indices {
            if bare.children[i].children.count == 1 {
                merge(carried, into: &bare.children[i].children[0])
                if let location { bare.children[i].children[0].location = location }
            } else if !bare.children[i].children.isEmpty {
                merge(carried, into: &bare.children[i])
                if let location { bare.children[i].location = location }
            }
        }
        e = bare
    }

    /// Properties the wrapper's modifiers set, onto the content element.
    static func merge(_ from: Element, into e: inout Element) {
        if let v = from.isAccessibilityElement { e.isAccessibilityElement = v }
        if let v = from.accessibilityIdentifier { e.accessibilityIdentifier = v }
        if from.accessibilityViewIsModal { e.accessibilityViewIsModal = true }
        if !from.userInputLabels.isEmpty { e.userInputLabels = from.userInputLabels }
        if let v = from.sortPriority { e.sortPriority = v }
        e.implementedActions += from.implementedActions
        if from.isHidden { e.isHidden = true }
        if from.alpha != 1 { e.alpha = from.alpha }
        if !from.isEnabled { e.isEnabled = false }
        if let v = from.minimumWidth { e.minimumWidth = v }
        if let v = from.minimumHeight { e.minimumHeight = v }
        if let v = from.swiftUI.animation { e.swiftUI.animation = v }
        if let v = from.swiftUI.dynamicTypeSizes { e.swiftUI.dynamicTypeSizes = v }
        if let v = from.swiftUI.pickerStyle { e.swiftUI.pickerStyle = v }
        if let v = from.swiftUI.lookDependsOn { e.swiftUI.lookDependsOn = v }
        if let v = from.accessibilityLabel { e.accessibilityLabel = v }
        if let v = from.accessibilityValue { e.accessibilityValue = v }
        if let v = from.accessibilityHint { e.accessibilityHint = v }
        if let v = from.childBehavior { e.childBehavior = v }
        if from.accessibilityElementsHidden { e.accessibilityElementsHidden = true }
        e.traits.inserted.formUnion(from.traits.inserted)
        e.traits.conditional.formUnion(from.traits.conditional)
        e.traits.removed.formUnion(from.traits.removed)
        if let v = from.font { e.font = v }
        if let v = from.textColor { e.textColor = v }
        if let v = from.backgroundColor { e.backgroundColor = v }
        if let v = from.numberOfLines { e.numberOfLines = v }
        if let v = from.fixedWidth { e.fixedWidth = v }
        if let v = from.fixedHeight { e.fixedHeight = v }
        e.gestureRecognizers += from.gestureRecognizers
        e.hasAction = e.hasAction || from.hasAction
        e.customActions += from.customActions
        e.provenance.merge(from.provenance) { a, _ in a }
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
        } else { e.traits.isDynamic = true; e.provenance[.accessibilityTraits] = .code(origin) }
    }

    static func removeTraits(_ expr: ExprSyntax, _ e: inout Element, _ origin: CodeOrigin) {
        if let t = FactsVisitor.traits(expr) { e.traits.removed.formUnion(t) } else { e.traits.isDynamic = true; e.provenance[.accessibilityTraits] = .code(origin) }
    }
}

import Foundation
