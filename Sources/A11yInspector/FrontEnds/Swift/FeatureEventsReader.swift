import SwiftSyntax

/// Collects the `CodeEvent`s about system features of a Swift file — Guided Access, undo and
/// the edit menu, shake, permission prompts, audio and captions, orientations, text size
/// limits, justified text — as `CodeEventsVisitor` does for views, fonts, gestures and
/// animations (one of `SwiftFactsReader.Reading`'s visitors). Code inside `#Preview` and
/// `PreviewProvider`s is skipped: a preview fixed at one text size is not the app's.
final class FeatureEventsVisitor: PreviewAwareVisitor {
    let path: String
    let converter: SourceLocationConverter
    var events: [CodeEvent] = []

    private struct TypeScope {
        let name: String
        let isPreview: Bool
        /// A SwiftUI `App`: its `init()` runs at launch.
        let isApp: Bool
    }
    private var types: [TypeScope] = []
    private struct FunctionScope {
        let name: String
        /// The launch method this is (`application(_:didFinishLaunchingWithOptions:)`).
        let launchPoint: String?
        /// An edit-menu builder: it is given the system's `suggestedActions`.
        let buildsEditMenu: Bool
    }
    private var functions: [FunctionScope] = []
    /// Kinds reported once per file whatever the number of uses (`AVPlayer` in every line).
    private var once: Set<String> = []

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ kind: CodeEvent.Kind, _ detail: CodeEvent.Detail, _ node: some SyntaxProtocol) {
        guard previewDepth == 0 else { return }
        let l = node.startLocation(converter: converter)
        events.append(
            CodeEvent(
                kind: kind, detail: detail, type: types.last?.name,
                location: SourceLocation(file: path, line: l.line, column: l.column)))
    }

    private func addOnce(_ kind: CodeEvent.Kind, api: String, _ node: some SyntaxProtocol) {
        guard once.insert("\(kind.rawValue) \(api)").inserted else { return }
        add(kind, .api(api), node)
    }

    // MARK: Types

    private func enter(_ name: String, inherits clause: InheritanceClauseSyntax?, isStruct: Bool, _ node: some SyntaxProtocol) {
        let inherited = Set(clause?.inheritedTypes.map { $0.type.sourceText.split(separator: ".").last.map(String.init) ?? "" } ?? [])
        let isPreview = inherited.contains("PreviewProvider")
        types.append(TypeScope(name: name, isPreview: isPreview, isApp: isStruct && inherited.contains("App")))
        if isPreview { previewDepth += 1 }
        if inherited.contains("UIGuidedAccessRestrictionDelegate") { add(.guidedAccessAdopter, .type(name), node) }
        if inherited.contains("UIApplicationDelegate") { add(.appDelegateAdopter, .type(name), node) }
        if inherited.contains("ToggleStyle") { add(.customToggleStyle, .type(name), node) }
        if inherited.contains("ButtonStyle") || inherited.contains("PrimitiveButtonStyle") { add(.customButtonStyle, .type(name), node) }
        if inherited.contains("UIKeyInput") || inherited.contains("UITextInput") { add(.customTextInput, .type(name), node) }
    }

    private func leaveType() {
        if types.removeLast().isPreview { previewDepth -= 1 }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherits: node.inheritanceClause, isStruct: false, node)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherits: node.inheritanceClause, isStruct: true, node)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherits: node.inheritanceClause, isStruct: false, node)
        if let gender = FeatureAPIs.binaryGender(node) { add(.binaryGender, .api(gender), node.name) }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.sourceText, inherits: node.inheritanceClause, isStruct: false, node)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    // MARK: Functions and properties

    static func launchPoint(_ name: String, labels: [String]) -> String? {
        switch (name, labels) {
        case ("application", ["_", "didFinishLaunchingWithOptions"]): return "application(_:didFinishLaunchingWithOptions:)"
        case ("application", ["_", "willFinishLaunchingWithOptions"]): return "application(_:willFinishLaunchingWithOptions:)"
        case ("scene", ["_", "willConnectTo", "options"]): return "scene(_:willConnectTo:options:)"
        default: return nil
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let parameters = Array(node.signature.parameterClause.parameters)
        let labels = parameters.map(\.firstName.text)
        functions.append(
            FunctionScope(
                name: name, launchPoint: Self.launchPoint(name, labels: labels),
                buildsEditMenu: parameters.contains { ($0.secondName ?? $0.firstName).text == "suggestedActions" }))
        guard previewDepth == 0, let body = node.body?.statements else { return .visitChildren }
        let isOverride = node.modifiers.contains { $0.name.text == "override" }
        switch (name, labels) {
        case ("guidedAccessRestriction", ["withIdentifier", "didChange"]):
            add(.guidedAccessMember, .guidedAccess(.stateChange(ignoresChange: FeatureBodies.isInert(body))), node.name)
        case ("textForGuidedAccessRestriction", ["withIdentifier"]):
            add(.guidedAccessMember, .guidedAccess(.text(literals: Self.literals(FeatureBodies.returned(body)))), node.name)
        case ("detailTextForGuidedAccessRestriction", ["withIdentifier"]):
            add(.guidedAccessMember, .guidedAccess(.detailText(literals: Self.literals(FeatureBodies.returned(body)))), node.name)
        case ("motionEnded", ["_", "with"]) where isOverride, ("motionBegan", ["_", "with"]) where isOverride:
            if let handler = FeatureBodies.shake(body) { add(.shakeHandler, .shake(handler), node.name) }
        case ("cut", ["_"]), ("paste", ["_"]):
            if !FeatureBodies.isInert(body), !FeatureBodies.forwards(body, action: name), let action = EditAction(rawValue: name) {
                add(.editActionImplemented, .editActions([action]), node.name)
            }
        case ("canPerformAction", ["_", "withSender"]):
            let parameter = (parameters[0].secondName ?? parameters[0].firstName).text
            let actions = FeatureBodies.alwaysOffered(body, parameter: parameter)
            if !actions.isEmpty { add(.editActionsAlwaysOffered, .editActions(actions), node.name) }
        case ("application", ["_", "supportedInterfaceOrientationsFor"]):
            add(.supportedOrientations, .orientations(Self.orientationSupport(FeatureBodies.returned(body), appWide: true)), node.name)
        case ("locationManagerDidChangeAuthorization", _), ("locationManager", ["_", "didChangeAuthorization"]):
            add(.permissionStatusRead, .resource(.location), node.name)
        default:
            break
        }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let isAppInit = types.last?.isApp == true && node.signature.parameterClause.parameters.isEmpty
        functions.append(FunctionScope(name: "init", launchPoint: isAppInit ? "the App's init()" : nil, buildsEditMenu: false))
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard previewDepth == 0, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return .visitChildren }
        if let gender = FeatureAPIs.binaryGender(binding) { add(.binaryGender, .api(gender), binding.pattern) }
        switch name {
        case "guidedAccessRestrictionIdentifiers":
            let values = FeatureBodies.values(of: binding)
            var identifiers: [String]?
            if values.count == 1, let array = values[0].as(ArrayExprSyntax.self) {
                let literals = array.elements.map { FactsVisitor.stringLiteral($0.expression) }
                if literals.allSatisfy({ $0 != nil }) { identifiers = literals.compactMap { $0 } }
            }
            add(.guidedAccessMember, .guidedAccess(.identifiers(identifiers)), binding.pattern)
        case "accessibilityFrame" where node.modifiers.contains { $0.name.text == "override" }:
            add(.accessibilityFrameSet, .api("accessibilityFrame"), binding.pattern)
        case "supportedInterfaceOrientations" where node.modifiers.contains { $0.name.text == "override" }:
            add(.supportedOrientations, .orientations(Self.orientationSupport(FeatureBodies.values(of: binding), appWide: false)), binding.pattern)
        default:
            break
        }
        return .visitChildren
    }

    /// Plain string literals among returned values (a lookup in a table is not one).
    static func literals(_ values: [ExprSyntax]) -> [String] {
        values.compactMap { FactsVisitor.stringLiteral(FactsVisitor.unwrap($0)) }
    }

    static func orientationSupport(_ values: [ExprSyntax], appWide: Bool) -> OrientationSupport {
        var all = Set<InterfaceOrientation>()
        for value in values {
            guard let set = FeatureAPIs.orientations(value) else { return OrientationSupport(appWide: appWide, orientations: nil) }
            all.formUnion(set)
        }
        return OrientationSupport(appWide: appWide, orientations: values.isEmpty ? nil : all)
    }

    // MARK: Calls

    /// Text shown to people as code gives it: a literal, the development text of a lookup.
    static func shownText(_ expr: ExprSyntax) -> CodeEvent.Detail? {
        if let literal = FactsVisitor.stringLiteral(expr) { return .text(literal) }
        return LocalizationUsageReader.developmentText(expr).map(CodeEvent.Detail.localizedText)
    }

    /// A call as the checks below read it.
    struct Call {
        let node: FunctionCallExprSyntax
        /// `name(…)`'s name, or `base.method(…)`'s method.
        let name: String?
        let method: String?
        let member: MemberAccessExprSyntax?
        let base: String?

        init(_ node: FunctionCallExprSyntax) {
            self.node = node
            name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            member = node.calledExpression.as(MemberAccessExprSyntax.self)
            method = member?.declName.baseName.text
            base = member?.base.map { FactsVisitor.unwrap($0).sourceText }
        }

        var arguments: LabeledExprListSyntax { node.arguments }

        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }

        /// Where a modifier's finding points: its name, not the start of the chain.
        var modifierName: Syntax { member.map { Syntax($0.declName) } ?? Syntax(node.calledExpression) }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard previewDepth == 0 else { return .visitChildren }
        let call = Call(node)
        // `MKDirectionsRequest.isDirectionsRequest(url)`, `MKDirections.Request(contentsOf: url)`:
        // the app reads the route Maps hands it.
        if call.method == "isDirectionsRequest"
            || (["MKDirectionsRequest", "Request"].contains(call.method ?? call.name ?? "") && call.argument("contentsOf") != nil)
        {
            addOnce(.directionsRequestRead, api: call.method ?? call.name ?? "", node)
        }
        // (No name is in both: at most one of them records the call.)
        recordEditingCall(call)
        recordTextAndSessionCall(call)
        recordPermissionsAndLaunchCalls(call)
        if let font = FeatureAPIs.customFont(node, name: call.name, method: call.method) { addOnce(.customFont, api: font, node) }
        if call.method == "withAlphaComponent" || call.method == "opacity", FeatureAPIs.translucent(call.arguments.first?.expression),
            FeatureAPIs.isBackground(node)
        {
            addOnce(.translucentBackground, api: call.method!, node)
        } else if let name = call.name, ["UIColor", "Color"].contains(name), FeatureAPIs.translucent(call.argument("alpha") ?? call.argument("opacity")),
            FeatureAPIs.isBackground(node)
        {
            addOnce(.translucentBackground, api: "\(name)(…, \(call.argument("alpha") != nil ? "alpha" : "opacity"):)", node)
        }
        for labeled in call.arguments where ["alignment", "textAlignment"].contains(labeled.label?.text ?? "") && Self.isJustified(labeled.expression) {
            add(.justifiedText, .view(.named(FeatureBodies.calledName(node) ?? "text")), labeled)
        }
        return .visitChildren
    }

    /// Undo, Guided Access, and the edit menu.
    private func recordEditingCall(_ call: Call) {
        let node = call.node, arguments = call.arguments
        switch call.method ?? call.name {
        case "setActionName":
            if let first = arguments.first?.expression { add(.undoActionName, Self.shownText(first) ?? .api("setActionName"), node) }
        // Any `registerUndo`; `prepare` only as `prepare(withInvocationTarget:)`.
        case "registerUndo":
            add(.undoRegistered, .api(call.method ?? call.name ?? ""), node)
        case "prepare" where call.argument("withInvocationTarget") != nil:
            add(.undoRegistered, .api(call.method ?? call.name ?? ""), node)
        case "guidedAccessRestrictionState":
            add(.guidedAccessStateQueried, .api("guidedAccessRestrictionState"), node)
        case "showMenu" where call.argument("from") != nil, "presentEditMenu":
            add(.editMenuPresented, .api(call.method ?? call.name ?? ""), node)
        case "setMenuVisible" where arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true):
            add(.editMenuPresented, .api("setMenuVisible"), node)
        case "UIMenuItem":
            if let title = call.argument("title").flatMap(Self.shownText) { add(.editMenuItem, title, node) }
        case "UIAction" where functions.contains(where: \.buildsEditMenu), "UICommand" where functions.contains(where: \.buildsEditMenu):
            if let title = call.argument("title").flatMap(Self.shownText) { add(.editMenuItem, title, node) }
        case "UIMenu" where functions.last?.buildsEditMenu == true:
            if let children = call.argument("children")?.as(SequenceExprSyntax.self), let last = children.elements.last,
                last.as(DeclReferenceExprSyntax.self)?.baseName.text == "suggestedActions", children.elements.count > 1
            {
                add(.editMenuCustomFirst, .api("UIMenu"), node)
            }
        default:
            break
        }
    }

    /// Scrolling, text input and selection, the audio session, text sizes.
    private func recordTextAndSessionCall(_ call: Call) {
        let node = call.node, arguments = call.arguments, isModifier = call.method != nil
        switch call.method ?? call.name {
        case "ScrollView" where FeatureAPIs.scrollsBothWays(node):
            add(.twoAxisScrolling, .api("ScrollView(\(arguments.first!.expression.sourceText))"), node)
        case "autocorrectionDisabled" where isModifier:
            if let field = FeatureAPIs.autocorrectionDisabledField(node) { add(.autocorrectionOff, .view(.named(field)), call.modifierName) }
        case "textSelection" where isModifier:
            if let control = FeatureAPIs.selectableControl(node) { add(.selectableControlText, .api(control), call.modifierName) }
        case "setCategory":
            add(.audioSessionCategory, .audioSession(FeatureAPIs.audioSession(node)), node)
        case "dynamicTypeSize" where isModifier:
            let modified = FeatureAPIs.modifiedViews(node)
            if let first = arguments.first?.expression, modified.last.flatMap(FeatureAPIs.rootView) != "Image",
                let sizes = FeatureAPIs.dynamicTypeSizes(first)
            {
                let holdsText = modified.contains(where: FeatureAPIs.holdsText)
                add(.textSizeLimit, .textSize(TextSizeLimit(sizes: sizes, api: ".dynamicTypeSize", holdsText: holdsText)), call.modifierName)
            }
        case "environment" where isModifier:
            let modified = FeatureAPIs.modifiedViews(node)
            if let size = FeatureAPIs.environmentTextSize(node), modified.last.flatMap(FeatureAPIs.rootView) != "Image" {
                let holdsText = modified.contains(where: FeatureAPIs.holdsText)
                add(
                    .textSizeLimit,
                    .textSize(TextSizeLimit(sizes: size...size, api: ".environment(\(arguments.first!.expression.sourceText))", holdsText: holdsText)),
                    call.modifierName)
            }
        case "UITraitCollection":
            if let value = call.argument("preferredContentSizeCategory").flatMap(FeatureAPIs.category), FeatureAPIs.overridesTraits(node) {
                add(
                    .textSizeLimit, .textSize(TextSizeLimit(sizes: value...value, api: "UITraitCollection(preferredContentSizeCategory:)", holdsText: true)),
                    node)
            }
        case "scaledFont":
            if let maximum = call.argument("maximumPointSize").flatMap(FactsVisitor.number), maximum > 0 {
                add(.fontSizeCap, .fontCap(Self.fontCap(node, maximum: maximum, font: call.argument("for"))), call.modifierName)
            }
        default:
            break
        }
    }

    /// Permission requests and status reads, and what a launch method calls.
    private func recordPermissionsAndLaunchCalls(_ call: Call) {
        let function = functions.last
        if let (resource, api) = FeatureAPIs.permissionRequest(call.node, method: call.method ?? call.name, base: call.base) {
            let launch = function?.launchPoint
            add(.permissionRequest, .permission(PermissionRequest(resource: resource, api: api, function: function?.name, launchPoint: launch)), call.node)
        }
        if let read = FeatureAPIs.statusCall(call.node, method: call.method ?? call.name, base: call.base) {
            add(.permissionStatusRead, .resource(read.resource), call.node)
        }
        // `setUpNotifications()`, `self.registerForPush()` in a launch method.
        if function?.launchPoint != nil, let callee = call.name ?? (call.base == "self" ? call.method : nil), callee.first?.isLowercase == true,
            !Self.compilationConditions.contains(callee)
        {
            add(.launchCall, .api(callee), call.node)
        }
    }

    /// The functions of `#if` conditions, which the parser reads as calls.
    static let compilationConditions: Set<String> = ["os", "arch", "targetEnvironment", "canImport", "swift", "compiler", "hasFeature", "hasAttribute"]

    /// `UIFontMetrics(forTextStyle: .title1).scaledFont(for: font, maximumPointSize: 40)`.
    static func fontCap(_ call: FunctionCallExprSyntax, maximum: Double, font: ExprSyntax?) -> FontSizeCap {
        let spec = font.flatMap(FontExpression.spec)
        let base = spec?.pointSize ?? spec?.textStyle.map { DynamicType.pointSize($0) }
        var style: TextStyle?
        if let metrics = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(FactsVisitor.unwrap) {
            if metrics.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "default" { style = .body }
            if let make = metrics.as(FunctionCallExprSyntax.self), make.calledExpression.sourceText == "UIFontMetrics" {
                style = make.arguments.first.flatMap { FeatureAPIs.memberName($0.expression) }.flatMap(TextStyle.init(rawValue:))
            }
        }
        return FontSizeCap(maximum: maximum, base: base, style: style)
    }

    static func isJustified(_ expr: ExprSyntax) -> Bool {
        FeatureAPIs.memberName(expr) == "justified"
    }

    // MARK: Assignments

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard previewDepth == 0, elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let lhs = elements[0], rhs = elements[2]
        let property =
            FactsVisitor.unwrap(lhs).as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? lhs.as(DeclReferenceExprSyntax.self)?.baseName.text
        let target = FactsVisitor.unwrap(lhs).as(MemberAccessExprSyntax.self)?.base.flatMap(FactsVisitor.rootName).map(ViewTarget.init) ?? .selfView
        switch property {
        case "textAlignment", "alignment":
            if Self.isJustified(rhs) { add(.justifiedText, .view(target), node) }
        case "dateFormat":
            if let format = FactsVisitor.stringLiteral(rhs) {
                add(.fixedDateFormat, .dateFormat(FixedDateFormat(format: format, fixedLocale: FeatureAPIs.setsFixedLocale(around: node))), rhs)
            }
        case "numberOfTapsRequired":
            if FactsVisitor.number(rhs) == 2 { add(.doubleTapRecognizer, .view(target), node) }
        case "autocorrectionType" where FeatureAPIs.memberName(rhs) == "no":
            // The field's name, and what the function around says of it.
            let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self).map(Syntax.init) ?? $0.as(ClosureExprSyntax.self).map(Syntax.init) })
            // A property made by a closure (`let nameField: UITextField = { … }()`) is named by its binding.
            let property = node.ancestorOrSelf(mapping: { $0.as(PatternBindingSyntax.self) })?.pattern.description ?? ""
            let context = [target.name ?? types.last?.name ?? "", property, function?.description ?? ""].joined(separator: " ")
            if !FeatureAPIs.marksExactInput(context) { add(.autocorrectionOff, .view(target), node) }
        case "numberOfTouchesRequired":
            // A recognizer nothing is attached to (`let tap = UITapGestureRecognizer()`, no
            // `addTarget`) only makes others wait for it: no feature needs the three fingers.
            if let fingers = FactsVisitor.number(rhs), fingers >= 3, !FeatureAPIs.recognizerDoesNothing(target.name, in: Syntax(node).root.description) {
                add(.multiFingerGesture, .view(target), node)
            }
        case "accessibilityFrame":
            add(.accessibilityFrameSet, .api(functions.last?.name ?? ""), node)
        case "isMenuVisible":
            if rhs.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) { add(.editMenuPresented, .api("isMenuVisible"), node) }
        case "preferredContentSizeCategory" where lhs.sourceText.contains("traitOverrides"):
            if let value = FeatureAPIs.category(rhs) {
                add(.textSizeLimit, .textSize(TextSizeLimit(sizes: value...value, api: "traitOverrides.preferredContentSizeCategory", holdsText: true)), node)
            }
        case "maximumContentSizeCategory":
            if let value = FeatureAPIs.category(rhs) {
                add(.textSizeLimit, .textSize(TextSizeLimit(sizes: .extraSmall...value, api: "maximumContentSizeCategory", holdsText: true)), node)
            }
        case "appliesMediaSelectionCriteriaAutomatically":
            if rhs.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) {
                add(.customVideoPlayback, .api("appliesMediaSelectionCriteriaAutomatically = false"), node)
            }
        default:
            break
        }
        return .visitChildren
    }

    // MARK: Names

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard previewDepth == 0 else { return .visitChildren }
        let name = node.baseName.text
        if let kind = FeatureAPIs.mediaNames[name] ?? FeatureAPIs.settingNames[name] { addOnce(kind, api: name, node) }
        return .visitChildren
    }

    /// Status properties (`ATTrackingManager.trackingAuthorizationStatus`,
    /// `manager.authorizationStatus`); calls of the same names are read with the calls.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if previewDepth == 0, node.declName.baseName.text.hasPrefix("accessibilitySpeech") { speechAttribute(node) }
        guard previewDepth == 0, let read = FeatureAPIs.statusProperty(node.declName.baseName.text) else { return .visitChildren }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return .visitChildren }
        add(.permissionStatusRead, .resource(read.resource ?? Self.notificationSettingsClosure(around: node)), node)
        return .visitChildren
    }

    /// A speech attribute key (`.accessibilitySpeechPitch`, `NSAttributedString.Key.…`) in an
    /// attribute dictionary (`[.accessibilitySpeechPitch: 1.5]`) or an `addAttribute(_:value:range:)`
    /// call: its literal pitch, and a range of literal numbers it is added over.
    private func speechAttribute(_ node: MemberAccessExprSyntax) {
        guard node.base == nil || node.base?.sourceText == "NSAttributedString.Key" else { return }
        let key = node.declName.baseName.text
        var value: ExprSyntax?
        var call: FunctionCallExprSyntax?
        if let element = node.parent?.as(DictionaryElementSyntax.self), element.key.id == node.id {
            value = element.value
            // `addAttributes([…], range: r)`, `setAttributes`: the call the dictionary is given to.
            var current = element.parent
            while let here = current, call == nil, !here.is(CodeBlockItemSyntax.self) {
                call = here.as(FunctionCallExprSyntax.self)
                current = here.parent
            }
        } else if let argument = node.parent?.as(LabeledExprSyntax.self),
            let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            ["addAttribute", "setAttribute"].contains(FeatureBodies.calledName(outer) ?? "")
        {
            value = outer.arguments.first { $0.label?.text == "value" }?.expression
            call = outer
        }
        if key == "accessibilitySpeechPitch", let value, let pitch = Self.literalNumber(value) {
            add(.speechPitch, .number(pitch), value)
        }
        if let range = call?.arguments.first(where: { $0.label?.text == "range" })?.expression,
            Self.isLiteralRange(range) || Self.localConstant(range).map(Self.isLiteralRange) == true
        {
            add(.speechRangeHardCoded, .api(key), range)
        }
    }

    /// `range` in `let range = NSRange(location: 12, length: 4); text.addAttributes(…, range: range)`:
    /// the value of a constant declared before it in the same block.
    static func localConstant(_ expr: ExprSyntax) -> ExprSyntax? {
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = expr.parent
        while let here = current {
            if let block = here.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            if here.is(FunctionDeclSyntax.self) || here.is(ClosureExprSyntax.self) { return nil }
            current = here.parent
        }
        return nil
    }

    /// `1.5`, `-0.5`, `NSNumber(value: 2.5)`, `2.5 as NSNumber`.
    static func literalNumber(_ expr: ExprSyntax) -> Double? {
        let e = FactsVisitor.unwrap(expr)
        if let n = FactsVisitor.number(e) { return n }
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return literalNumber(prefix.expression).map { -$0 } }
        if let call = e.as(FunctionCallExprSyntax.self), FeatureBodies.calledName(call) == "NSNumber", let first = call.arguments.first {
            return literalNumber(first.expression)
        }
        if let cast = e.as(AsExprSyntax.self) { return literalNumber(cast.expression) }
        if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
        {
            return literalNumber(sequence.elements.first!)
        }
        return nil
    }

    /// `NSRange(location: 4, length: 6)`, `NSMakeRange(4, 6)`: both numbers written in code.
    static func isLiteralRange(_ expr: ExprSyntax) -> Bool {
        guard let call = FactsVisitor.unwrap(expr).as(FunctionCallExprSyntax.self),
            ["NSRange", "NSMakeRange", "_NSRange"].contains(FeatureBodies.calledName(call) ?? ""), call.arguments.count == 2
        else { return false }
        return call.arguments.allSatisfy { $0.expression.is(IntegerLiteralExprSyntax.self) }
    }

    /// `settings.authorizationStatus` inside `getNotificationSettings { settings in … }`.
    static func notificationSettingsClosure(around node: some SyntaxProtocol) -> ProtectedResource? {
        var current = node.parent
        while let here = current, !here.is(MemberBlockItemSyntax.self) {
            if let closure = here.as(ClosureExprSyntax.self),
                FactsVisitor.call(passing: closure).flatMap(FeatureBodies.calledName) == "getNotificationSettings"
            {
                return .notifications
            }
            current = here.parent
        }
        return nil
    }
}
