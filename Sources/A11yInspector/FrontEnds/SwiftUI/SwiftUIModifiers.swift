import SwiftSyntax

/// What SwiftUI modifiers do to the model, in their current and deprecated spellings
/// (`.accessibilityLabel(_:)` and `.accessibility(label:)`, seed §2.3). One handler per
/// modifier, in tables by concern (`SwiftUIAccessibilityModifiers.swift` and its siblings);
/// here the dispatch, the project's own modifiers and what handlers share.
enum SwiftUIModifiers {
    /// A handler's statements without spaces, or the function it names: what it does, to
    /// compare with other handlers of the screen. Nil for a handler with several statements
    /// (a tap that also animates or logs is not the button's action written again).
    static func actionKey(_ action: some ExprSyntaxProtocol) -> String? {
        if let closure = action.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1 else { return nil }
            return String(closure.statements.sourceText.filter { !$0.isWhitespace })
        }
        let text = action.sourceText.filter { !$0.isWhitespace }
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

    /// One modifier call as its handler sees it.
    struct Call {
        var name: String
        var syntax: FunctionCallExprSyntax
        var body: SwiftUIIndex.Body
        var arguments: [LabeledExprSyntax]

        /// The first argument, labelled or not.
        var first: ExprSyntax? { arguments.first?.expression }

        func arg(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }

        func text(_ expr: ExprSyntax?, _ interpreter: ViewBuilderInterpreter) -> TextValue? {
            expr.map { interpreter.text($0, in: body) }
        }

        func origin() -> CodeOrigin {
            let l = syntax.startLocation(converter: body.converter)
            return CodeOrigin(SourceLocation(file: body.file, line: l.line, column: l.column), how: .swiftUIModifier(name))
        }

        /// A flag argument: true when left out, nil when decided at run time.
        func bool(_ expr: ExprSyntax?) -> Bool? {
            guard let expr else { return true }
            if let b = expr.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
            return nil
        }

        /// Where a dialog the modifier presents is said to be: the modifier's name.
        var dialogAnchor: Syntax {
            syntax.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(syntax)
        }
    }

    typealias Handler = @Sendable (Call, inout Element, inout ViewBuilderInterpreter) -> Void

    /// Modifiers that act on a view together with its overlays and backgrounds.
    static let takeInDecorations: Set<String> = ["accessibilityHidden", "accessibilityElement", "hidden"]

    /// SwiftUI's modifiers the tool reads, by name, grouped by concern in the files named after
    /// the tables. Any other name may be a `View` extension of the project.
    static let handlers: [String: Handler] =
        accessibilityHandlers
        .merging(appearanceHandlers) { _, _ in preconditionFailure("a modifier in two tables") }
        .merging(interactionHandlers) { _, _ in preconditionFailure("a modifier in two tables") }
        .merging(presentationHandlers) { _, _ in preconditionFailure("a modifier in two tables") }
        .merging(styleHandlers) { _, _ in preconditionFailure("a modifier in two tables") }

    static func apply(
        _ name: String, _ call: FunctionCallExprSyntax, to e: inout Element,
        interpreter: inout ViewBuilderInterpreter, in body: SwiftUIIndex.Body
    ) {
        // After `.overlay { … }`, modifiers modify the view, not the holder of view and overlay;
        // but hiding it or making it one element takes in what it was decorated with (SwiftUI
        // hides or merges the whole modified view), and what comes after modifies that whole.
        if e.swiftUI.decoratedChild != nil, Self.takeInDecorations.contains(name) {
            e.swiftUI.decoratedChild = nil
        }
        if let main = e.swiftUI.decoratedChild, !["overlay", "background", "safeAreaInset"].contains(name) {
            apply(name, call, to: &e.children[main], interpreter: &interpreter, in: body)
            return
        }
        let call = Call(name: name, syntax: call, body: body, arguments: Array(call.arguments))
        // Findings about what these modifiers add point at the modifier: a tap added where a view
        // is used is reported there, a tap inside a view's body once, in the body.
        if name.hasPrefix("accessibility") || ["onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture"].contains(name),
            let member = call.syntax.calledExpression.as(MemberAccessExprSyntax.self)
        {
            e.location = interpreter.location(member.declName, body)
            e.swiftUI.locationIsModifiers = true
        }
        // A label, value or hint on a view that shows nothing VoiceOver reads (a shape, a colour)
        // makes it an element: observed on iOS 18.5 (AccessibilitySnapshot's reference
        // snapshots: circles drawn with `Rectangle` given `.accessibility(label:value:hint:)`).
        if ["accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibility"].contains(name), e.isAccessibilityElement == nil,
            name != "accessibility" || ["label", "value", "hint"].contains(where: { call.arg($0) != nil }), !shows(e)
        {
            e.isAccessibilityElement = true
        }
        if let handler = handlers[name] {
            handler(call, &e, &interpreter)
        } else {
            applyProjectExtension(call, to: &e, interpreter: &interpreter)
        }
    }

    /// The overload of a project's `View` extension the call's labels fit; none fits a call of
    /// SwiftUI's own modifier of the same name. Overloads are told apart by their labels, so one
    /// overload may call another (a short form filling in defaults), but not itself.
    static func applyProjectExtension(_ call: Call, to e: inout Element, interpreter: inout ViewBuilderInterpreter) {
        let trailingClosures = (call.syntax.trailingClosure == nil ? 0 : 1) + call.syntax.additionalTrailingClosures.count
        if let ext = interpreter.index.viewExtensions[call.name]?.fittingOverload(
            labels: call.arguments.map { $0.label?.text },
            trailingClosures: trailingClosures)
        {
            applyBody(ext, named: call.name + "(" + ext.signature + ")", to: &e, interpreter: &interpreter, arguments: call.arguments, in: call.body)
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
    static func applyBody(
        _ body: SwiftUIIndex.Body, named name: String, to e: inout Element, interpreter: inout ViewBuilderInterpreter,
        arguments: [LabeledExprSyntax] = [], in callerBody: SwiftUIIndex.Body? = nil, placeholderOnly: Bool = false
    ) {
        let frame = ViewBuilderInterpreter.Frame.modifier(name)
        guard interpreter.budget.allows(frame, on: interpreter.stack) else { return }
        // An extension's view arguments (`.navigationStyle(title: Text("Past games"))`), built
        // where the caller wrote them, and its literal ones.
        var passedViews: [String: [Element]] = [:]
        var passedValues: [String: String] = [:]
        var passedModifiers: [String: String] = [:]
        var passedExpressions: [String: ExprSyntax] = [:]
        if let callerBody {
            var unlabeled = body.parameters.filter { $0.label == nil }.makeIterator()
            for arg in arguments {
                let parameter = arg.label.map { label in body.parameters.first { $0.label == label.text } } ?? unlabeled.next()
                guard let parameter else { continue }
                if let value = interpreter.known(arg.expression) {
                    passedValues[parameter.name] = value
                } else if let modifier = projectModifier(arg.expression, interpreter) {
                    passedModifiers[parameter.name] = modifier
                } else if let ref = arg.expression.as(DeclReferenceExprSyntax.self), let passed = interpreter.contentBindings[ref.baseName.text] {
                    // A view the caller was itself given, passed on (`title: title`).
                    passedViews[parameter.name] = passed
                } else if interpreter.isPassableView(arg.expression), let view = interpreter.build(arg.expression, in: callerBody) {
                    passedViews[parameter.name] = [view]
                }
                // A value the body may read members of (`style.font`), a view or not.
                if passedValues[parameter.name] == nil { passedExpressions[parameter.name] = interpreter.passedExpression(arg.expression) }
            }
        }
        var inner = interpreter
        inner.stack.append(frame)
        // The modifier's body sees its own names, not the modified view's helpers: its
        // `content` is the placeholder for the view, whatever the caller calls `content`.
        inner.helpers = [:]
        inner.contentBindings = passedViews
        inner.bindings.merge(passedValues) { _, passed in passed }
        inner.modifierBindings.merge(passedModifiers) { _, passed in passed }
        inner.expressionBindings.merge(passedExpressions) { _, passed in passed }
        guard let result = inner.build(body.statements, in: body).first else { return }
        interpreter.absorb(inner)
        // A style's body draws the control it styles: the control stays the one element, its
        // label, traits and value its own, and the views drawn around it (a switch's track and
        // knob, a tap on them) are part of it. Only what modifies `configuration.label` applies.
        if placeholderOnly {
            if let placeholder = firstPlaceholder(in: result) { merge(placeholder, into: &e) }
            sizeFromStyle(result, into: &e)
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
        // `Group { if apply { self.modifier(m) } else { self } }`: a bare Group lays nothing out
        // and is no element; the view stays the view, and what is applied after the extension
        // applies to it (not to a Group in the extension's file).
        while wrapper.kind == "Group", wrapper.children.count == 1, isBare(wrapper) { wrapper = wrapper.children[0] }
        e = substitute(wrapper, with: e) ?? e
    }

    /// The whole of a style's body is the control people tap: a fixed or minimum frame the body
    /// sets around `configuration.label` (`ZStack { …; configuration.label }.frame(width: 150,
    /// height: 150)`) is the control's, the outermost one winning; padding or a content shape
    /// around it enlarges it by an amount not computed.
    static func sizeFromStyle(_ result: Element, into e: inout Element) {
        guard result.kind != "Content" else { return }
        var path: [Element] = []
        func find(_ node: Element, _ trail: [Element]) -> Bool {
            if node.kind == "Content" && node.id == "content" { path = trail; return true }
            return node.children.contains { find($0, trail + [node]) }
        }
        guard find(result, []) else { return }
        for wrapper in path.reversed() {
            e.fixedWidth = wrapper.fixedWidth ?? e.fixedWidth
            e.fixedHeight = wrapper.fixedHeight ?? e.fixedHeight
            e.minimumWidth = wrapper.minimumWidth ?? e.minimumWidth
            e.minimumHeight = wrapper.minimumHeight ?? e.minimumHeight
            if let grown = wrapper.provenance[.hitArea] { e.provenance[.hitArea] = grown }
        }
    }

    /// Nothing is set on it but its children.
    static func isBare(_ e: Element) -> Bool {
        var probe = e
        probe.children = []
        return probe == Element(id: e.id, kind: e.kind, location: e.location)
    }

    /// `Primary()`, `.primary` (a shorthand the project declares), `Primary.init()`.
    static func projectStyle(_ expr: ExprSyntax, _ index: SwiftUIIndex) -> String? {
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if member.base == nil { return index.styleShorthands[member.declName.baseName.text] }
                // `HorizonUI.Chip.ChipButtonStyle(…)`: a style declared inside another type.
                if index.styles[member.declName.baseName.text] != nil { return member.declName.baseName.text }
                return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil { return index.styleShorthands[member.declName.baseName.text] }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        return nil
    }

    static func applyStyle(
        _ body: SwiftUIIndex.Body, named name: String, to e: inout Element, controls: Set<String>,
        constants: Set<String>, literals: [String: String] = [:], interpreter: inout ViewBuilderInterpreter
    ) {
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
        e.forEach {
            if !found, !SwiftUIViews.shapes.contains($0.kind), PlatformDefaults.for($0.kind).role != .container || $0.unreadCode != nil { found = true }
        }
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
        // The content's own font and colours are closer to its text than the wrapper's.
        if e.font == nil, let v = from.font { e.font = v }
        if e.textColor == nil, let v = from.textColor { e.textColor = v }
        if e.tintColor == nil, let v = from.tintColor { e.tintColor = v }
        if let v = from.backgroundColor { e.backgroundColor = v }
        if let v = from.numberOfLines { e.numberOfLines = v }
        if let v = from.fixedWidth { e.fixedWidth = v }
        if let v = from.fixedHeight { e.fixedHeight = v }
        e.gestureRecognizers += from.gestureRecognizers
        e.hasAction = e.hasAction || from.hasAction
        e.customActions += from.customActions
        e.provenance.merge(from.provenance) { a, _ in a }
    }
}

import Foundation
