import SwiftSyntax

/// Collects the `CodeEvent`s of a Swift file (one of `SwiftFactsReader.Reading`'s visitors).
final class CodeEventsVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    /// What the walk found, without the gestures whose action method does nothing.
    var events: [CodeEvent] {
        let emptyFunctions = doingNothing()
        // A recogniser's action may be given after it is attached (`tap.addTarget(self, action: …)`).
        let selectorOfEvent = self.selectorOfEvent.merging(
            recognizerOfEvent.compactMapValues { recognizerSelectors[$0] }
        ) { given, _ in given }
        let kept =
            emptyFunctions.isEmpty
            ? Array(recorded.indices)
            : recorded.indices.filter { i in selectorOfEvent[i].map { !emptyFunctions.contains($0) } ?? true }
        return kept.map { recorded[$0] } + kept.compactMap(swipePaging)
            + textUpdates.filter { $0.inTimer || $0.function.map(timerSelectors.contains) == true }.map(\.event)
    }
    /// Texts assigned (`clock.text = …`): the event each would be, the method it is in, and
    /// whether a timer's closure holds it.
    private var textUpdates: [(event: CodeEvent, function: String?, inTimer: Bool)] = []
    /// Methods a `Timer` or `CADisplayLink` calls by selector.
    private var timerSelectors: Set<String> = []

    /// Whether `node` is inside a closure a timer runs: `Timer.scheduledTimer(…) { … }`,
    /// `Timer(…) { … }`, `Timer.publish(…)…sink { … }`.
    static func inTimerClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let here = current, !here.is(MemberBlockItemSyntax.self) {
            if let closure = here.as(ClosureExprSyntax.self), let call = FactsVisitor.call(passing: closure) {
                let called = call.calledExpression.sourceText
                if (called.hasPrefix("Timer") || called.contains("Timer.publish")) && !Self.runsOnce(call) && !Self.isCountingAnimation(call, closure)
                    && (Self.tickInterval(call).map { $0 < 10 } ?? true)
                {
                    return true
                }
            }
            current = here.parent
        }
        return false
    }

    /// A timer made not to repeat (`repeats: false`): it sets a text once, later.
    /// A timer's interval in seconds when written as a number: `withTimeInterval: 1`,
    /// `Timer.publish(every: 10, …)…sink`. Ten seconds or more is a text refreshed now and then
    /// ("5 minutes ago"), read afresh when focus comes back, not one that changes while people
    /// listen.
    static func tickInterval(_ call: FunctionCallExprSyntax) -> Double? {
        if let argument = call.arguments.first(where: { ["withTimeInterval", "timeInterval", "interval", "every"].contains($0.label?.text ?? "") }) {
            return FactsVisitor.number(argument.expression)
        }
        let called = call.calledExpression.sourceText
        guard let range = called.range(of: "every:") else { return nil }
        let digits = called[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
        return Double(digits)
    }

    static func runsOnce(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.first { $0.label?.text == "repeats" }?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }

    /// A timer that ticks faster than twice a second and stops itself (`timer.invalidate()` in
    /// its closure): it animates a number to its final value (a percentage counting up), which
    /// VoiceOver reads once it has settled; a clock or countdown people wait on ticks slower.
    static func isCountingAnimation(_ call: FunctionCallExprSyntax, _ closure: ClosureExprSyntax) -> Bool {
        guard let interval = call.arguments.first(where: { ["withTimeInterval", "timeInterval", "interval"].contains($0.label?.text ?? "") })?.expression,
            let seconds = FactsVisitor.number(interval)
        else { return false }
        return seconds < 0.5 && closure.statements.description.contains("invalidate()")
    }

    /// The name of the function around `node`.
    static func enclosingFunction(_ node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let here = current {
            if let function = here.as(FunctionDeclSyntax.self) { return function.name.text }
            current = here.parent
        }
        return nil
    }
    private var recorded: [CodeEvent] = []
    /// The bodies of the file's methods by name, for what a recogniser's action does.
    private var functionBodies: [String: String] = [:]

    /// A swipe recogniser whose action turns a page (its method names a page, or steps an
    /// index: `currentPage += 1`, `showNext()`): the paging event that goes with it.
    private func swipePaging(_ i: Int) -> CodeEvent? {
        let event = recorded[i]
        guard event.kind == .gestureAttached, case .attachedGesture(_, .swipe?) = event.detail,
            let selector = selectorOfEvent[i], let body = functionBodies[selector]
        else { return nil }
        let lower = body.lowercased()
        let turnsPage =
            lower.contains("page") || lower.contains("next") || lower.contains("previous")
            || ["+= 1", "-= 1"].contains(where: body.contains) && lower.contains("index")
        return turnsPage ? CodeEvent(kind: .swipePaging, detail: .api(selector), type: event.type, location: event.location) : nil
    }
    /// Methods of the file with an empty body (`@objc func viewTapped() { // delegate?.open(url) }`),
    /// or one that only puts the keyboard away (`endEditing(true)`): a recogniser whose action
    /// is one of them makes nothing a person activates.
    private var emptyFunctions: Set<String> = []
    /// Short bodies of the file's other methods, for methods that only call one that does
    /// nothing people see (`onTapBackground() { hideKeyboard() }`).
    private var otherBodies: [String: CodeBlockItemListSyntax] = [:]

    /// The methods that do nothing but end editing, through calls of one another.
    private func doingNothing() -> Set<String> {
        var result = emptyFunctions
        var changed = true
        while changed {
            changed = false
            for (name, body) in otherBodies where !result.contains(name) && FeatureBodies.onlyEndsEditing(body, ending: result) {
                result.insert(name)
                changed = true
            }
        }
        return result
    }
    /// The action selector of the recogniser behind an event, by the event's index.
    private var selectorOfEvent: [Int: String] = [:]
    private var typeStack: [String] = []
    private var loopDepth = 0
    /// Variables and properties made from a recogniser: `let tap = UITapGestureRecognizer(…)`.
    private var recognizerVariables: [String: Gesture] = [:]
    /// Their action selectors: `let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))`.
    private var recognizerSelectors: [String: String] = [:]
    /// The recogniser variable each attaching event names, whose action may be given later.
    private var recognizerOfEvent: [Int: String] = [:]
    /// The class each variable or property of the file is made from or declared as
    /// (`let overlay = AlertOverlay()`): the last one seen for a name.
    private var madeTypes: [String: String] = [:]

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ kind: CodeEvent.Kind, _ detail: CodeEvent.Detail, _ node: some SyntaxProtocol) {
        // A modifier on a later line of a chain (`Text("New")⏎.animation(…)`) is on its own line,
        // not on the line of the view the chain starts with.
        let start = node.startLocation(converter: converter)
        let modifier = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? nil : $0.period }
        let l = modifier.map { $0.startLocation(converter: converter) }.flatMap { $0.line != start.line ? $0 : nil } ?? start
        recorded.append(CodeEvent(kind: kind, detail: detail, type: typeStack.last, location: SourceLocation(file: path, line: l.line, column: l.column)))
    }

    /// `#selector(tick)` in a timer's or display link's `selector:` argument: "tick".
    static func selectorArgument(_ call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.arguments.first(where: { $0.label?.text == "selector" })?.expression.as(MacroExpansionExprSyntax.self),
            argument.macroName.text == "selector", let reference = argument.arguments.first?.expression
        else { return nil }
        let e = FactsVisitor.unwrap(reference)
        return e.as(DeclReferenceExprSyntax.self)?.baseName.text ?? e.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// `#selector(viewTapped(_:))` in a recogniser's `action:` argument: "viewTapped".
    static func actionSelector(_ call: FunctionCallExprSyntax) -> String? {
        guard let action = call.arguments.first(where: { $0.label?.text == "action" })?.expression.as(MacroExpansionExprSyntax.self),
            action.macroName.text == "selector", let reference = action.arguments.first?.expression
        else { return nil }
        let e = FactsVisitor.unwrap(reference)
        return e.as(DeclReferenceExprSyntax.self)?.baseName.text ?? e.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    // MARK: Types and loops

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.name.text)
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.sourceText == "UIInputViewAudioFeedback" }) == true {
            add(.inputClickAdopter, .type(node.name.text), node)
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.name.text)
        valueTypes.insert(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    /// Structs of the file: a font such a value holds (`self.font = …` in a watermark drawn with
    /// Core Graphics, a style description) is no view's.
    private var valueTypes: Set<String> = []
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.sourceText
        typeStack.append(name)
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.sourceText == "UIInputViewAudioFeedback" }) == true {
            add(.inputClickAdopter, .type(name), node)
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { loopDepth += 1; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { loopDepth -= 1 }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { loopDepth += 1; return .visitChildren }
    override func visitPost(_ node: WhileStmtSyntax) { loopDepth -= 1 }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { loopDepth += 1; return .visitChildren }
    override func visitPost(_ node: RepeatStmtSyntax) { loopDepth -= 1 }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector", node.arguments.sourceText.hasSuffix("localizedString(forKey:value:table:)") {
            add(.bundleLookupReplaced, .api("#selector(localizedString(forKey:value:table:))"), node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "localizedString", node.modifiers.contains(where: { $0.name.text == "override" }),
            node.signature.parameterClause.parameters.map(\.firstName.text) == ["forKey", "value", "table"]
        {
            add(.bundleLookupReplaced, .api("override localizedString(forKey:value:table:)"), node)
        }
        if let body = node.body, body.statements.isEmpty || FeatureBodies.onlyEndsEditing(body.statements) {
            emptyFunctions.insert(node.name.text)
        } else if let body = node.body, body.statements.count <= 3 {
            otherBodies[node.name.text] = body.statements
        }
        if let body = node.body, body.statements.count < 40 { functionBodies[node.name.text] = node.name.text + body.description }
        if node.modifiers.contains(where: { $0.name.text == "override" }), node.name.text == "accessibilityActivate" {
            add(.customActions, .api("accessibilityActivate"), node)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.baseName.text {
        case "isReduceMotionEnabled", "accessibilityReduceMotion", "reduceMotionStatusDidChangeNotification":
            add(.readsReduceMotion, .api(node.baseName.text), node)
        case "isPrintingAvailable", "canPrint": add(.printAvailabilityChecked, .api(node.baseName.text), node)
        case "UIPrintInteractionController": add(.printPresented, .api("UIPrintInteractionController"), node)
        case "shouldDifferentiateWithoutColor", "accessibilityDifferentiateWithoutColor", "differentiateWithoutColorDidChangeNotification":
            add(.readsDifferentiateWithoutColor, .api(node.baseName.text), node)
        case "updatesFrequently": add(.updatesFrequentlyTrait, .api("updatesFrequently"), node)
        case "AVPlayerLayer", "AsyncImage", "PHImageManager", "PHCachingImageManager":
            add(.realImagery, .api(node.baseName.text), node)
        default: break
        }
        return .visitChildren
    }

    // MARK: Assignments

    /// Fonts that are not a view's: a list content configuration's `textProperties` (which
    /// adjust to the text size by default), and the attribute container a button
    /// configuration's `titleTextAttributesTransformer` returns (no flag to set).
    static func hasNoFontFlag(_ target: String, at node: some SyntaxProtocol) -> Bool {
        if ["textProperties", "secondaryTextProperties"].contains(target) { return true }
        var current = node.parent
        while let here = current, !here.is(MemberBlockItemSyntax.self) {
            if let closure = here.as(ClosureExprSyntax.self) {
                // `UIConfigurationTextAttributesTransformer { … }`, or `….titleTextAttributesTransformer = { … }`.
                if FactsVisitor.call(passing: closure)?.calledExpression.sourceText.hasSuffix("TextAttributesTransformer") == true { return true }
                if let sequence = closure.parent?.parent?.as(SequenceExprSyntax.self),
                    sequence.elements.first?.sourceText.hasSuffix("TextAttributesTransformer") == true
                {
                    return true
                }
            }
            current = here.parent
        }
        return false
    }

    /// A view made in a function only to measure text (`let label = UILabel(); label.font = …;
    /// label.sizeThatFits(…)`): declared there and never handed on (added to a view, returned,
    /// stored, passed to a call other than a measurement), so it is never on screen.
    static func isMeasuringLocal(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let here = current, !here.is(FunctionDeclSyntax.self), !here.is(ClosureExprSyntax.self), !here.is(AccessorBlockSyntax.self) {
            current = here.parent
        }
        guard let function = current?.as(FunctionDeclSyntax.self), let body = function.body else { return false }
        let finder = LocalViewUse(name: name)
        finder.walk(body)
        return finder.isDeclaredHere && !finder.isHandedOn
    }

    final class LocalViewUse: SyntaxVisitor {
        let name: String
        var isDeclaredHere = false
        var isHandedOn = false
        static let measuring: Set<String> = ["sizeThatFits", "systemLayoutSizeFitting", "textRect", "sizeToFit", "intrinsicContentSize"]
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                node.initializer.map({ FactsVisitor.unwrap($0.value) })?.is(FunctionCallExprSyntax.self) == true
            {
                isDeclaredHere = true
            }
            return .visitChildren
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name, let parent = node.parent else { return .visitChildren }
            if parent.is(LabeledExprSyntax.self) || parent.is(ArrayElementSyntax.self) || parent.is(ReturnStmtSyntax.self) {
                let call = parent.parent?.parent?.as(FunctionCallExprSyntax.self)
                let method = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                if method.map(Self.measuring.contains) != true { isHandedOn = true }
            }
            // `self.header = label`, `return label` through a sequence.
            if let sequence = parent.as(SequenceExprSyntax.self), Array(sequence.elements).last?.id == node.id,
                sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) })
            {
                isHandedOn = true
            }
            return .visitChildren
        }
    }

    /// The views `$0` (or a named parameter) stands for in `[a, b, c].forEach { $0.font = … }`;
    /// otherwise the name itself.
    static func views(named name: String, at node: some SyntaxProtocol) -> [String] {
        var current = node.parent
        while let here = current, !here.is(MemberBlockItemSyntax.self) {
            if let closure = here.as(ClosureExprSyntax.self) {
                guard (FactsVisitor.firstParameter(of: closure) ?? "$0") == name else { return [name] }
                // `let title = UILabel().then { $0.font = … }`: the property's view.
                if let property = FactsVisitor.thenProperty(of: closure) { return [property] }
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self),
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
                    let array = member.base.map(FactsVisitor.unwrap)?.as(ArrayExprSyntax.self)
                else { return [name] }
                let names = array.elements.compactMap { FactsVisitor.collectionName($0.expression) }
                return names.count == array.elements.count ? names : [name]
            }
            current = here.parent
        }
        return [name]
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let (target, property, _) = FactsVisitor.target(of: elements[0])
        else { return .visitChildren }
        let rhs = elements.count == 3 ? elements[2] : nil
        if ["textColor", "backgroundColor", "tintColor", "onTintColor"].contains(property),
            let state = colorState(property: property, Array(elements.dropFirst(2)), uiKit: true)
        {
            add(.colorState, .colorState(state), node)
        }
        switch property {
        case "accessibilityIgnoresInvertColors":
            if rhs?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) { add(.ignoresInvertColors, .view(ViewTarget(target)), node) }
        case "font":
            if let rhs, let spec = FontExpression.spec(rhs), !Self.hasNoFontFlag(target, at: node), !Self.isMeasuringLocal(target, at: node) {
                for view in Self.views(named: target, at: node) {
                    if view == "self", let type = typeStack.last, valueTypes.contains(type) { continue }
                    // A navigation bar's title view: bars keep their titles at one size at every
                    // text size (they offer the Large Content Viewer instead).
                    if view != "self", Self.isBarTitleView(view, at: node) { continue }
                    if spec.scalesWithDynamicType == true {
                        add(.scaledFont, .view(ViewTarget(view)), node)
                    } else if spec.source == .system || spec.source == .custom {
                        add(.fixedFont, .fixedFont(ViewTarget(view), font: spec.summary, sizeKnown: spec.pointSize != nil), node)
                    }
                }
            }
        case "adjustsFontForContentSizeCategory":
            if rhs?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) { add(.adjustsFont, .view(ViewTarget(target)), node) }
        case "accessibilityTraits":
            if let rhs, (FactsVisitor.traits(rhs) ?? FactsVisitor.traitUnion(rhs)?.inserted)?.contains(.adjustable) == true {
                add(.adjustableTrait, .view(ViewTarget(target)), node)
            }
        case "accessibilityCustomActions": add(.customActions, .view(ViewTarget(target)), node)
        case "modalPresentationStyle":
            // The controller itself (`modalPresentationStyle = .custom` in its initializer), or
            // one it makes and presents (`alert.modalPresentationStyle = .overFullScreen`).
            if let style = rhs?.as(MemberAccessExprSyntax.self)?.declName.baseName.text, Self.keepsPresenterInWindow.contains(style) {
                let type = target == "self" ? typeStack.last : madeTypes[target]
                add(.presentedOverScreen, .overlay(view: target, type: type), node)
            }
        case "accessibilityViewIsModal":
            if rhs?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) { add(.modalView, .view(ViewTarget(target)), node) }
        case "text", "title", "placeholder", "attributedText", "accessibilityLabel", "accessibilityHint", "accessibilityValue":
            // Text people see, or hear from VoiceOver.
            if let rhs, let s = Self.shownLiteral(rhs) { add(.userVisibleLiteral, .text(s), node) }
            if property == "text" || property == "attributedText" {
                let l = node.startLocation(converter: converter)
                let event = CodeEvent(
                    kind: .timerTextUpdate, detail: .view(ViewTarget(target)), type: typeStack.last,
                    location: SourceLocation(file: path, line: l.line, column: l.column))
                textUpdates.append((event, Self.enclosingFunction(node), Self.inTimerClosure(node)))
            }
        case "inputView":
            if let call = rhs?.as(FunctionCallExprSyntax.self) { add(.customInputView, .type(call.calledExpression.sourceText), node) }
        default:
            break
        }
        return .visitChildren
    }

    // MARK: Colour as the only sign of a state

    /// `[condition, ? a :, b]` (the parser leaves ternaries unfolded) whose branches are both
    /// colours, when nothing else in the enclosing function or closure shows the condition.
    private func colorState(property: String, _ parts: [ExprSyntax], uiKit: Bool) -> ColorState? {
        guard parts.count == 3, let ternary = parts[1].as(UnresolvedTernaryExprSyntax.self),
            let a = Self.colorLiteral(ternary.thenExpression, uiKit: uiKit),
            let b = Self.colorLiteral(parts[2], uiKit: uiKit), a != b
        else { return nil }
        let condition = parts[0].sourceText
        guard !SwiftUIStyle.isTransientHighlight(condition), !Self.conditionShownOtherwise(condition, near: Syntax(parts[0])) else { return nil }
        return ColorState(property: property, condition: condition, colors: (a, b))
    }

    /// UIKit colours as code links them (`FactsVisitor.colorLiteral`), SwiftUI colours as the
    /// SwiftUI front end reads them (`SwiftUIStyle.color`).
    static func colorLiteral(_ expr: ExprSyntax, uiKit: Bool) -> ColorSpec? {
        uiKit ? FactsVisitor.colorLiteral(expr) : SwiftUIStyle.literalColor(expr)
    }

    /// Whether the function or closure around `node` also uses the condition's last name for
    /// text, an image or an accessibility value (`label.text = isOn ? "On" : "Off"`).
    static func conditionShownOtherwise(_ condition: String, near node: Syntax) -> Bool {
        guard let key = condition.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init),
            !key.isEmpty
        else { return false }
        var scope: Syntax? = node.parent
        while let s = scope,
            !(s.is(FunctionDeclSyntax.self) || s.is(ClosureExprSyntax.self) || s.is(AccessorBlockSyntax.self)
                || s.is(CodeBlockSyntax.self) && s.parent?.is(FunctionDeclSyntax.self) == true)
        {
            scope = s.parent
        }
        guard let body = scope?.description else { return false }
        let markers = [
            ".text", "title", "Text(", "Label(", "Image(", "image", "systemName", "accessibilityValue", "accessibilityLabel", "setTitle", "setImage",
        ]
        return body.split(separator: "\n").contains { line in
            line.contains(key) && markers.contains { line.contains($0) } && !line.contains("Color")
        }
    }

    // MARK: Calls

    static let recognizers: [String: Gesture] = [
        "UITapGestureRecognizer": .tap, "UILongPressGestureRecognizer": .longPress, "UIPanGestureRecognizer": .pan,
        "UISwipeGestureRecognizer": .swipe, "UIPinchGestureRecognizer": .pinch, "UIRotationGestureRecognizer": .rotation,
        "UIScreenEdgePanGestureRecognizer": .screenEdgePan,
    ]
    /// The gesture of a recogniser expression: made on the spot, or a variable made from one.
    private func recognizer(_ expr: ExprSyntax) -> Gesture? {
        let e = FactsVisitor.unwrap(expr)
        if let call = e.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return Self.recognizers[name]
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base != nil, let own = Self.scrollViewRecognizers[member.declName.baseName.text] {
            return own
        }
        let name =
            e.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? e.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.flatMap { recognizerVariables[$0] }
    }

    /// A scroll view's own recognisers (`UIScrollView.panGestureRecognizer`,
    /// `pinchGestureRecognizer`), which apps add to other views to scroll from there.
    static let scrollViewRecognizers: [String: Gesture] = ["panGestureRecognizer": .pan, "pinchGestureRecognizer": .pinch]

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        let made = node.initializer.map({ FactsVisitor.unwrap($0.value) })?.as(FunctionCallExprSyntax.self)?
            .calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let declared = node.typeAnnotation.map { FactsVisitor.baseType($0.type.sourceText) }
        if let kind = (made ?? declared).flatMap({ Self.recognizers[$0] }) { recognizerVariables[name] = kind }
        if let type = made ?? declared, type.first?.isUppercase == true { madeTypes[name] = type }
        if let call = node.initializer.map({ FactsVisitor.madeBy(FactsVisitor.unwrap($0.value)) })?.as(FunctionCallExprSyntax.self),
            let selector = Self.actionSelector(call)
        {
            recognizerSelectors[name] = selector
        }
        return .visitChildren
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 3) { showToast = false }`, or
    /// `try await Task.sleep(…)` with `banner = nil` after it in the same block: the state a
    /// timer resets to take something off the screen.
    static func timedDismissal(_ call: FunctionCallExprSyntax, method: String?, base: String?) -> String? {
        if method == "asyncAfter", let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) {
            return resetState(in: Array(closure.statements))
        }
        guard method == "sleep", base == "Task" else { return nil }
        // The statements after the sleep, in the block holding it.
        var node: Syntax = Syntax(call)
        while let parent = node.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self),
                let at = list.firstIndex(where: { $0.id == item.id })
            {
                return resetState(in: Array(list[list.index(after: at)...]))
            }
            node = parent
        }
        return nil
    }

    /// `x = false` or `x = nil` among statements (inside `withAnimation { }` too).
    static func resetState(in items: [CodeBlockItemSyntax]) -> String? {
        for item in items {
            let finder = ResetFinder()
            finder.walk(item)
            if let name = finder.found { return name }
        }
        return nil
    }

    final class ResetFinder: SyntaxVisitor {
        var found: String?
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let items = Array(node.elements)
            if found == nil, items.count == 3, items[1].is(AssignmentExprSyntax.self),
                items[2].is(NilLiteralExprSyntax.self) || items[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            {
                found = items[0].sourceText
            }
            return .visitChildren
        }
    }

    static let animationTypes: Set<String> = ["UIViewPropertyAnimator", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CATransition"]

    /// A SwiftUI animation site: `withAnimation(…)`, `.animation(…)`, `.transition(…)`,
    /// `.phaseAnimator(…)`, `.keyframeAnimator(…)`, `….repeatForever()`,
    /// `TimelineView(.animation)`. Not `.animation(nil)`, `withAnimation(nil)` or a plain
    /// `.transition(.opacity)` (a fade), nor `.symbolEffect`, whose effects the system tones
    /// down itself under Reduce Motion.
    static func swiftUIAnimation(_ call: FunctionCallExprSyntax, name: String?, method: String?) -> String? {
        let first = call.arguments.first?.expression
        let turnsOff = first?.is(NilLiteralExprSyntax.self) == true
        switch (name, method) {
        case ("withAnimation"?, _): return turnsOff ? nil : "withAnimation"
        case (_, "animation"?): return turnsOff ? nil : ".animation"
        case (_, "transition"?):
            return first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "opacity" ? nil : ".transition"
        case (_, "phaseAnimator"?), (_, "keyframeAnimator"?): return "." + method!
        case (_, "repeatForever"?): return ".repeatForever"
        case ("TimelineView"?, _):
            let schedule = first.map { FactsVisitor.unwrap($0).sourceText } ?? ""
            return schedule.hasPrefix(".animation") ? "TimelineView(.animation)" : nil
        default: return nil
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text
        let member = called.as(MemberAccessExprSyntax.self)
        let method = member?.declName.baseName.text
        let base = member?.base?.sourceText

        if method == "accessibilityIgnoresInvertColors",
            node.arguments.first.map({ $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) }) ?? true
        {
            add(.ignoresInvertColors, .swiftUIView, node)
        }
        // SwiftUI: `.foregroundColor(isDone ? .green : .red)`.
        if let method, ["foregroundColor", "foregroundStyle", "tint", "background", "fill", "stroke"].contains(method),
            let sequence = node.arguments.first?.expression.as(SequenceExprSyntax.self),
            let state = colorState(property: method, Array(sequence.elements), uiKit: false)
        {
            add(.colorState, .colorState(state), node)
        }

        recordGestures(node, name: name, member: member, method: method, base: base)
        recordRecognizerTarget(node, member: member, method: method)
        if let name, Self.animationTypes.contains(name) { add(.animation, .api(name), node) }
        if let site = Self.swiftUIAnimation(node, name: name, method: method) { add(.animation, .api(site), node) }
        if base == "UIView", let method, ["animate", "animateKeyframes", "transition"].contains(method) { add(.animation, .api("UIView.\(method)"), node) }
        recordPrivacyAPIs(node, name: name, method: method, base: base)
        if base == "UIAccessibility", method == "post", loopDepth > 0,
            node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "announcement"
        {
            add(.announcementInLoop, .api("announcement"), node)
        }
        if (base == "UIAccessibility" && method == "post"
            && node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "announcement")
            || name == "Announcement" || (method == "Announcement" && base == "AccessibilityNotification")
        {
            add(.announcement, .api("announcement"), node)
        }
        if let reset = Self.timedDismissal(node, method: method, base: base) { add(.timedDismissal, .text(reset), node) }
        if let method, ["insert", "formUnion"].contains(method), let member,
            let target = FactsVisitor.traitsTarget(member),
            let arg = node.arguments.first?.expression, FactsVisitor.traits(arg)?.contains(.adjustable) == true
        {
            add(.adjustableTrait, .view(ViewTarget(target.0)), node)
        }
        if method == "setTitle", let first = node.arguments.first?.expression, let s = Self.shownLiteral(first) {
            add(.userVisibleLiteral, .text(s), node)
        }
        // An alert's title, message and buttons (`UIAlertAction(title: "Cancel", …)`), a bar
        // button item's title, and the items of menus, context menus and swipe actions
        // (`UIAction(title: "Copy link", …)`, `UIMenu(title:)`, `UIContextualAction(style:title:)`,
        // a key command's discoverability title): shown, and read by VoiceOver.
        if let name, Self.titledItems.contains(name) {
            for argument in node.arguments where Self.titleLabels.contains(argument.label?.text ?? "") {
                if let s = Self.shownLiteral(argument.expression) { add(.userVisibleLiteral, .text(s), node) }
            }
        }
        if name == "CADisplayLink" || (name == "Timer" || base == "Timer") && !Self.runsOnce(node) && (Self.tickInterval(node).map { $0 < 10 } ?? true),
            let selector = Self.selectorArgument(node)
        {
            timerSelectors.insert(selector)
        }
        if method == "addSubview", let base, Self.isWindow(base), !Self.isOwnWindow(base, at: node), let argument = node.arguments.first?.expression {
            recordWindowOverlay(FactsVisitor.unwrap(argument), node)
        }
        if name == "object_setClass", node.arguments.first?.expression.sourceText == "Bundle.main" {
            add(.bundleLookupReplaced, .api("object_setClass(Bundle.main, …)"), node)
        }
        if method == "accessibilityAddTraits", node.arguments.first?.expression.sourceText.contains("isModal") == true {
            add(.swiftUIModal, .swiftUIView, node)
        }
        return .visitChildren
    }

    /// A literal's text people read: a plain literal with a letter, or an interpolated one whose
    /// own words (two letters in a row) stay in the developer's language whatever the values
    /// (`"\(count) votes"`, `"Vote for '\(title)'?"` → `Vote for '‹title›'?`). A literal of
    /// values and signs only (`"\(count)"`, `"@\(name)"`, `"\(n)h"`) says nothing to translate.
    static func shownLiteral(_ expr: ExprSyntax) -> String? {
        if let s = FactsVisitor.stringLiteral(expr) { return s.contains(where: \.isLetter) ? s : nil }
        guard let literal = FactsVisitor.unwrap(expr).as(StringLiteralExprSyntax.self), let partial = LocalizedTextReader.partial(expr) else { return nil }
        let words = literal.segments.contains { segment in
            guard let text = segment.as(StringSegmentSyntax.self)?.content.text else { return false }
            var run = 0
            for c in text {
                run = c.isLetter ? run + 1 : 0
                if run >= 2 { return true }
            }
            return false
        }
        return words ? partial : nil
    }

    /// Types made with a title people see and VoiceOver reads.
    static let titledItems: Set<String> = [
        "UIAlertController", "UIAlertAction", "UIBarButtonItem", "UIAction", "UIMenu", "UIContextualAction", "UICommand", "UIKeyCommand",
    ]
    /// Their arguments that hold such text.
    static let titleLabels: Set<String> = ["title", "message", "subtitle", "discoverabilityTitle"]

    /// Gesture recognizers made, and attached to views (with the selector they call).
    private func recordGestures(_ node: FunctionCallExprSyntax, name: String?, member: MemberAccessExprSyntax?, method: String?, base: String?) {
        if let name, let kind = Self.recognizers[name] {
            add(.gestureRecognizer, .gesture(kind), node)
            if let selector = Self.actionSelector(node) { selectorOfEvent[recorded.count - 1] = selector }
        }
        guard method == "addGestureRecognizer" || name == "addGestureRecognizer", let argument = node.arguments.first?.expression else { return }
        let onSelf = member?.base == nil || base == "self"
        // `self.mapView?.addGestureRecognizer(…)` makes the map view tappable, not `self`.
        let root = member?.base.flatMap { FactsVisitor.rootName($0) == "self" ? FactsVisitor.targetName($0)?.0 : FactsVisitor.rootName($0) }
        let target = onSelf ? ViewTarget.selfView : root.map(ViewTarget.init) ?? .named(base ?? "")
        add(.gestureAttached, .attachedGesture(target, recognizer(argument)), node)
        let unwrapped = FactsVisitor.unwrap(argument)
        if let inline = unwrapped.as(FunctionCallExprSyntax.self), let selector = Self.actionSelector(inline) {
            selectorOfEvent[recorded.count - 1] = selector
        } else if let variable = unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text ?? FactsVisitor.targetName(unwrapped)?.0 {
            if let selector = recognizerSelectors[variable] { selectorOfEvent[recorded.count - 1] = selector }
            recognizerOfEvent[recorded.count - 1] = variable
        }
    }

    /// `tap.addTarget(self, action: #selector(onTap))` on a recogniser: its action.
    private func recordRecognizerTarget(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax?, method: String?) {
        guard method == "addTarget", let base = member?.base, let variable = FactsVisitor.targetName(base)?.0,
            node.arguments.count == 2, let selector = Self.actionSelector(node)
        else { return }
        recognizerSelectors[variable] = recognizerSelectors[variable] ?? selector
    }

    /// APIs that need a purpose string in Info.plist. A method of the framework's is called on
    /// one of its objects or types (`PHAsset.fetchAssets(with:)`, `manager.requestWhenInUseAuthorization()`):
    /// called bare or on `self`, a method of that name is the project's own (Pera Wallet's
    /// `self.fetchAssets(draft:)`, a network search, is no photo library read).
    private func recordPrivacyAPIs(_ node: FunctionCallExprSyntax, name: String?, method: String?, base: String?) {
        if let name, name.first?.isUppercase == true, let key = PrivacyAPIs.keys[name] { add(.privacyAPI, .infoPlistKey(key), node) }
        if let method, let base, base != "self", PrivacyAPIs.methodTypes[method].map({ base == $0 }) ?? true, let key = PrivacyAPIs.keys[method] {
            add(.privacyAPI, .infoPlistKey(key), node)
        }
        if let base, let key = PrivacyAPIs.keys[base], method != nil { add(.privacyAPI, .infoPlistKey(key), node) }
        if name == "SecAccessControlCreateWithFlags", node.arguments.count > 2,
            PrivacyAPIs.accessControlAsksForBiometry(node.arguments[node.arguments.index(node.arguments.startIndex, offsetBy: 2)].expression.sourceText)
        {
            add(.privacyAPI, .infoPlistKey(PrivacyAPIs.faceID), node)
        }
        if base == "PHPhotoLibrary", method == "requestAuthorization" {
            let level = node.arguments.first { $0.label?.text == "for" }?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            add(.privacyAPI, .infoPlistKey(PrivacyAPIs.photoAuthorizationKey(level)), node)
        }
        if base == "AVCaptureDevice", method == "requestAccess",
            let media = node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let key = PrivacyAPIs.captureKey(media)
        {
            add(.privacyAPI, .infoPlistKey(key), node)
        }
    }

    // MARK: Views laid over the screen

    /// Presentation styles that leave the presenting controller's views where VoiceOver still
    /// reaches them: a presentation controller of the app's own (`.custom`: a bottom sheet, a
    /// popup) and one over a context inside the screen (`.overCurrentContext`). UIKit's full-screen
    /// presentations (`.overFullScreen` too) confine VoiceOver to the presented view themselves.
    static let keepsPresenterInWindow: Set<String> = ["custom", "overCurrentContext"]

    /// A view added to a window, covering it, that stays.
    private func recordWindowOverlay(_ view: ExprSyntax, _ node: FunctionCallExprSyntax) {
        let made = view.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let name = view.as(DeclReferenceExprSyntax.self)?.baseName.text
        if Self.coversWindow(name ?? view.sourceText, at: node), !Self.leavesAgain(view.sourceText, after: node) {
            add(.windowOverlay, .overlay(view: view.sourceText, type: made ?? name.flatMap { madeTypes[$0] }), node)
        }
    }

    /// `window`, `view.window?`, `UIApplication.shared.keyWindow`, `….windows.first { $0.isKeyWindow }`.
    static func isWindow(_ base: String) -> Bool {
        let cleaned = base.filter { $0 != "?" && $0 != "!" }
        let last = cleaned.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return last.hasSuffix("window") || cleaned.contains(".windows") || cleaned.lowercased().contains("keywindow")
    }

    /// A window the same function makes (`let tmpWindow = UIWindow(…)`): the view fills a window
    /// of its own (a floating button, a screenshot shown during a transition), which is what
    /// assistive technologies reach, not the app's window with something laid over it.
    static func isOwnWindow(_ base: String, at node: some SyntaxProtocol) -> Bool {
        let name = base.filter { $0 != "?" && $0 != "!" }
        guard !name.contains(".") else { return false }
        var scope: Syntax? = node.parent
        while let s = scope, !s.is(FunctionDeclSyntax.self), !s.is(AccessorBlockSyntax.self) { scope = s.parent }
        guard let body = scope?.description else { return false }
        return body.split(separator: "\n").contains { line in
            (line.contains("let \(name) ") || line.contains("var \(name) ") || line.contains("let \(name)=")) && line.contains("UIWindow")
        }
    }

    /// Whether the function adding `view` to a window also sizes it to cover the window: a frame
    /// from a `bounds` (`overlay.frame = window.bounds`, `AlertOverlay(frame: UIScreen.main.bounds)`),
    /// a flexible width and height, constraints to all four edges, or SnapKit's `edges`. For
    /// `self`, the whole function is read (`frame = window.bounds`).
    static func coversWindow(_ view: String, at node: some SyntaxProtocol) -> Bool {
        var scope: Syntax? = node.parent
        while let s = scope, !(s.is(FunctionDeclSyntax.self) || s.is(ClosureExprSyntax.self) || s.is(AccessorBlockSyntax.self)) { scope = s.parent }
        guard let body = scope?.description else { return false }
        let lines = body.split(separator: "\n").filter { view == "self" || $0.contains(view) }
        let text = lines.joined(separator: "\n")
        if lines.contains(where: Self.isFrameFromBounds) { return true }
        if text.contains("flexibleHeight") && text.contains("flexibleWidth") { return true }
        if lines.contains(where: { $0.contains(".edges") || $0.contains("Edges(") }) { return true }
        let anchors =
            ["topAnchor", "bottomAnchor"].allSatisfy { text.contains($0) }
            && (text.contains("leadingAnchor") || text.contains("leftAnchor")) && (text.contains("trailingAnchor") || text.contains("rightAnchor"))
        return anchors
    }

    /// Whether the function adding `view` to a window takes it away again after the call: a view
    /// put over the screen for the length of an animation (a snapshot, a transition), removed,
    /// hidden or faded out in the same function (`completion: { _ in overlay.removeFromSuperview() }`).
    static func leavesAgain(_ view: String, after node: some SyntaxProtocol) -> Bool {
        var scope: Syntax? = node.parent
        while let s = scope, !s.is(FunctionDeclSyntax.self), !s.is(AccessorBlockSyntax.self) { scope = s.parent }
        guard let scope else { return false }
        let after = scope.description.utf8.dropFirst(node.endPosition.utf8Offset - scope.position.utf8Offset)
        let lines = String(decoding: after, as: UTF8.self).split(separator: "\n").filter { view == "self" || $0.contains(view) }
        return lines.contains { line in
            line.contains("removeFromSuperview()") || line.contains("isHidden = true") || line.contains("alpha = 0")
        }
    }

    /// Whether the function holding `node` makes `view` a navigation bar's title view
    /// (`navigationItem.titleView = label`, or hands it on as `titleView: label`).
    static func isBarTitleView(_ view: String, at node: some SyntaxProtocol) -> Bool {
        var scope: Syntax? = node.parent
        while let s = scope, !s.is(FunctionDeclSyntax.self), !s.is(AccessorBlockSyntax.self), !s.is(ClosureExprSyntax.self) { scope = s.parent }
        guard let body = scope?.description.filter({ !$0.isWhitespace }) else { return false }
        return body.contains("titleView=\(view)") || body.contains("titleView:\(view)")
    }

    /// A frame that is a whole `bounds`: `overlay.frame = window.bounds`, `(frame: UIScreen.main.bounds)`;
    /// not a rectangle computed from one (`CGRect(x: 16, y: 60, width: window.bounds.width, …)`).
    static func isFrameFromBounds(_ line: Substring) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: "frame") {
            rest = rest[range.upperBound...]
            var value = rest.drop { $0 == " " }
            if value.hasPrefix("=") && !value.hasPrefix("==") {
                value = value.dropFirst()
            } else if value.hasPrefix(":") {
                value = value.dropFirst()
            } else {
                continue
            }
            let path = value.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || "._?!".contains($0) }
            if path.hasSuffix("bounds") { return true }
        }
        return false
    }

    /// SwiftUI: an `if` whose views dim the whole screen (a colour made see-through that ignores
    /// the safe area) and show something over it, with no `.isModal` trait among them.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let body = node.body.statements
        guard !body.description.contains("isModal") else { return .visitChildren }
        var dimmed = false
        var shown: [String] = []
        func read(_ items: CodeBlockItemListSyntax) {
            for item in items {
                let text = item.item.sourceText
                if Self.isDimmer(text) { dimmed = true; continue }
                guard let expr = item.item.as(ExprSyntax.self), let (name, call) = Self.rootCall(expr) else { continue }
                if name == "ZStack" || name == "Group", let closure = call.trailingClosure {
                    read(closure.statements)
                }
                // A layout container stands for the view of the app's own it holds.
                else if Self.layoutContainers.contains(name), let inner = Self.firstOwnView(in: call) {
                    shown.append(inner)
                } else {
                    shown.append(name)
                }
            }
        }
        read(body)
        if dimmed, !shown.isEmpty {
            add(.dimmedOverlay, .overlay(view: shown.joined(separator: ", "), type: shown.first { $0.first?.isUppercase == true }), node)
        }
        return .visitChildren
    }

    static let layoutContainers: Set<String> = ["VStack", "HStack", "GeometryReader", "ScrollView", "LazyVStack", "NavigationStack"]
    /// Views SwiftUI declares: not the app's own popup.
    static let swiftUIViews: Set<String> = layoutContainers.union([
        "Text", "Image", "Button", "Spacer", "Divider", "Label", "Color", "Rectangle", "RoundedRectangle", "Capsule", "Circle",
        "ProgressView", "Toggle", "TextField", "List", "Section", "ForEach", "ZStack", "Group", "HStack", "Link", "Menu",
    ])

    /// The first view of the app's own a container's closure calls (`VStack { FeedPicker(…) }`).
    static func firstOwnView(in call: FunctionCallExprSyntax) -> String? {
        final class Finder: SyntaxVisitor {
            var found: String?
            init() { super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    name.first?.isUppercase == true, !CodeEventsVisitor.swiftUIViews.contains(name)
                {
                    found = name
                }
                return found == nil ? .visitChildren : .skipChildren
            }
        }
        guard let closure = call.trailingClosure else { return nil }
        let finder = Finder()
        finder.walk(closure)
        return finder.found
    }

    /// `Color.black.opacity(0.4).ignoresSafeArea()`, `Rectangle().fill(.black.opacity(0.3)).edgesIgnoringSafeArea(.all)`.
    static func isDimmer(_ text: String) -> Bool {
        text.contains("opacity(") && (text.contains("ignoresSafeArea") || text.contains("edgesIgnoringSafeArea"))
            && (text.hasPrefix("Color") || text.hasPrefix("Rectangle") || text.hasPrefix("."))
    }

    /// The view a modifier chain starts from: `AlertCard(model)` in `AlertCard(model).padding().transition(…)`.
    static func rootCall(_ expr: ExprSyntax) -> (String, FunctionCallExprSyntax)? {
        var e = expr
        while true {
            if let call = e.as(FunctionCallExprSyntax.self) {
                if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { return (name, call) }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { e = base; continue }
                return nil
            }
            if let member = e.as(MemberAccessExprSyntax.self), let base = member.base { e = base; continue }
            return nil
        }
    }
}
