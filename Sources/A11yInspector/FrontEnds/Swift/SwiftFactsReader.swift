import Foundation
import SwiftParser
import SwiftSyntax

/// Reads a Swift file's `CodeFacts` with swift-syntax. Translates only; never judges.
public enum SwiftFactsReader {
    public static func read(path: String, source: String) -> CodeFacts {
        let tree = Parser.parse(source: source)
        return read(path: path, tree: tree)
    }

    /// `converter`: the file's, when the caller has one (making one walks the whole source).
    public static func read(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter? = nil) -> CodeFacts {
        let reading = Reading(path: path, tree: tree, converter: converter ?? SourceLocationConverter(fileName: path, tree: tree))
        SyntaxFanOut(reading.visitors).walk(tree)
        return reading.facts
    }

    /// The visitors that read one file's facts, for a walk shared with other readers.
    final class Reading {
        private let reader: FactsVisitor
        private let events: CodeEventsVisitor?
        private let features: FeatureEventsVisitor?
        private let views: UIKitCodeViewsVisitor?
        private let verbatim: VerbatimTextComponentsVisitor?

        init(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter) {
            reader = FactsVisitor(path: path, converter: converter)
            reader.boolConstants = FactsVisitor.boolConstants(in: tree)
            // Code for macOS, watchOS or tvOS is not judged by iOS rules.
            let iOS = !SwiftPlatform.isOtherPlatform(path: path, tree: tree)
            events = iOS ? CodeEventsVisitor(path: path, converter: converter) : nil
            features = iOS ? FeatureEventsVisitor(path: path, converter: converter) : nil
            views = iOS ? UIKitCodeViewsVisitor(path: path, converter: converter) : nil
            verbatim = iOS ? VerbatimTextComponentsVisitor(path: path, converter: converter) : nil
        }

        var visitors: [SyntaxVisitor] { [reader] + [events, features, views, verbatim].compactMap { $0 } }

        /// What the walk collected.
        var facts: CodeFacts {
            var facts = reader.facts
            reader.putObserverWritesLast(&facts)
            guard let events, let features, let views else { return facts }
            // In file order, whichever visitor found them.
            facts.events = (events.events + features.events).sorted { $0.location < $1.location }
            let hostedViews = views.hostedThroughCalls
            for (type, list) in views.views {
                let hosted = hostedViews[type] ?? [:]
                facts.types[type, default: SwiftTypeFacts(name: type)].codeViews += list.map { view in
                    var v = view
                    v.hostedAs = hosted[view.name] ?? view.aliases.lazy.compactMap { hosted[$0] }.first
                    return v
                }
            }
            for (type, list) in views.constructedTypes { facts.types[type, default: SwiftTypeFacts(name: type)].constructedTypes += list }
            for (type, created) in views.createdTypes { facts.types[type, default: SwiftTypeFacts(name: type)].createdTypes.formUnion(created) }
            for (type, list) in views.edges { facts.types[type, default: SwiftTypeFacts(name: type)].subviewEdges += list }
            facts.valueNames = views.valueNames
            facts.memberValueNames = views.memberValueNames
            for (type, names) in views.ownValueNames { facts.types[type, default: SwiftTypeFacts(name: type)].ownValueNames.formUnion(names) }
            for (type, bases) in views.methodBases { facts.types[type, default: SwiftTypeFacts(name: type)].methodBases.merge(bases) { $0.union($1) } }
            facts.viewExtensionMethods = views.viewExtensionMethods
            if let verbatim {
                facts.verbatimTextProperties = verbatim.verbatimProperties
                facts.verbatimLiteralArguments = verbatim.literalArguments
            }
            return facts
        }
    }
}

/// Properties whose assignment the linker cares about, with the name the model uses.
enum TrackedProperty {
    static let names: [String: ViewProperty] = [
        "accessibilityLabel": .accessibilityLabel, "accessibilityAttributedLabel": .accessibilityLabel,
        "accessibilityValue": .accessibilityValue, "accessibilityAttributedValue": .accessibilityValue,
        "accessibilityHint": .accessibilityHint, "accessibilityAttributedHint": .accessibilityHint,
        "accessibilityTraits": .accessibilityTraits, "isAccessibilityElement": .isAccessibilityElement,
        "accessibilityElements": .accessibilityElements, "accessibilityElementsHidden": .accessibilityElementsHidden,
        "accessibilityViewIsModal": .accessibilityViewIsModal, "accessibilityCustomActions": .accessibilityCustomActions,
        "accessibilityUserInputLabels": .accessibilityUserInputLabels, "accessibilityLanguage": .accessibilityLanguage,
        "accessibilityFrame": .accessibilityFrame, "accessibilityFrameInContainerSpace": .accessibilityFrame,
        "accessibilityActivationPoint": .accessibilityActivationPoint,
        "text": .text, "attributedText": .attributedText, "title": .title, "placeholder": .placeholder,
        // A text field's default attributes are its text's font, colour and paragraph style.
        "defaultTextAttributes": .attributedText,
        // A text view's typing attributes are the font (and colour) of the text people type.
        "typingAttributes": .font,
        "isSecureTextEntry": .isSecureTextEntry, "isEditable": .isEditable,
        // A button configuration's title (`configuration.attributedTitle = AttributedString(…)`).
        "attributedTitle": .title,
        "attributedPlaceholder": .placeholder, "image": .image, "configuration": .configuration,
        // A pop-up button shows its selected menu item's title (and VoiceOver reads it).
        "changesSelectionAsPrimaryAction": .text,
        "font": .font, "adjustsFontForContentSizeCategory": .adjustsFontForContentSizeCategory,
        "textColor": .textColor, "backgroundColor": .backgroundColor, "tintColor": .tintColor,
        "isHidden": .isHidden, "alpha": .alpha, "isEnabled": .isEnabled,
        "isUserInteractionEnabled": .isUserInteractionEnabled, "frame": .frame, "bounds": .bounds,
        "numberOfLines": .numberOfLines, "textAlignment": .textAlignment, "intrinsicContentSize": .frame, "contentEdgeInsets": .hitArea,
        "adjustsFontSizeToFitWidth": .adjustsFontSizeToFitWidth, "minimumScaleFactor": .adjustsFontSizeToFitWidth,
        // A constraint's (`heightConstraint.constant = 44`): counts only through an outlet to an
        // Interface Builder constraint (`CodeLinker`).
        "constant": .layoutConstant,
    ]

    /// Overridden methods through which a view or control handles touches itself.
    static let touchMethods: Set<String> = [
        "touchesBegan", "touchesEnded", "beginTracking", "continueTracking", "endTracking", "sendAction", "sendActions", "pressesBegan",
    ]

    /// Overridden methods that change the size or the touch area at run time.
    static let sizeMethods: Set<String> = ["point", "hitTest", "sizeThatFits", "layoutSubviews"]

    /// Method calls that change a property: `setTitle(_:for:)` sets the title, and so on.
    static let methods: [String: ViewProperty] = [
        "setTitle": .text, "setAttributedTitle": .attributedText, "setImage": .image,
        // A segmented control's segments rebuilt in code (`removeAllSegments()`,
        // `insertSegment(withTitle:at:animated:)`): its Interface Builder titles are placeholders.
        "insertSegment": .text, "removeAllSegments": .text,
        "setTitleColor": .textColor, "setBackgroundImage": .image,
        "addGestureRecognizer": .gestureRecognizer, "addTarget": .action, "addAction": .action,
    ]
}

final class FactsVisitor: SyntaxVisitor {
    let path: String
    let fileName: String
    let converter: SourceLocationConverter
    var facts = CodeFacts()
    private var typeStack: [String] = []
    /// The methods being read, innermost last, with their parameters' names: what they set on
    /// `self` makes them view methods (`CodeFacts.viewMethods`).
    /// `parameters`: each parameter's argument label by its name ("_" when unlabelled).
    private var functionStack: [(name: String, parameters: [String: String], isOverride: Bool, returnedLocal: String?, parameterTypes: [String: String])] = []
    /// Loop variables standing for an outlet collection: `for star in starButtons`,
    /// `starButtons.forEach { $0… }` → ["star": "starButtons"].
    private var aliases: [[String: [String]]] = []
    private var closurePushedAlias: [Bool] = []
    /// Loop and closure variables that run over a view's subviews (`for v in stack.arrangedSubviews`,
    /// `stack.subviews.forEach { … }`): variable → the view.
    private var subviewsOf: [String: String] = [:]
    /// The variable each open closure or loop put in `subviewsOf`, to take it out at its end.
    private var subviewsScopes: [String?] = []
    /// Locals holding a view's subviews (`let colors = colorPickerStack.arrangedSubviews`):
    /// local → the view.
    private var subviewLocals: [String: String] = [:]
    /// What code may write to every subview of a view through a loop over them (`for color in
    /// colors { color.accessibilityLabel = … }`): recorded on the target "view[*]"
    /// (`CodeLinker`). Not visibility: which subviews a loop hides depends on each one.
    static let writtenToEverySubview: Set<ViewProperty> = [
        .accessibilityLabel, .accessibilityValue, .accessibilityHint, .accessibilityTraits, .isAccessibilityElement,
        .font, .adjustsFontForContentSizeCategory, .textColor, .tintColor,
    ]
    /// The target that stands for every subview of `owner`.
    static func everySubview(of owner: String) -> String { owner + "[*]" }

    /// A standard cell's own views, which a table's delegate reaches through whatever cell it
    /// holds (`cell.textLabel?.font = …` in `cellForRowAt`).
    static let cellParts: Set<String> = ["textLabel", "detailTextLabel", "imageView"]

    /// The key under which a type's writes to some cell's part are kept: `*cell.textLabel`.
    static func someCellPart(_ part: String) -> String { "*cell." + part }

    /// `stack.arrangedSubviews`, `view.subviews`: the view whose subviews these are.
    static func subviewsOwner(_ expr: ExprSyntax) -> String? {
        guard let member = unwrap(expr).as(MemberAccessExprSyntax.self), ["arrangedSubviews", "subviews"].contains(member.declName.baseName.text) else {
            return nil
        }
        guard let base = member.base else { return "self" }
        guard let (name, isMemberPath) = targetName(base), !isMemberPath else { return nil }
        return name
    }

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.fileName = path.fileName
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func origin(_ node: some SyntaxProtocol, how: CodeOrigin.How = .assignment) -> CodeOrigin {
        let l = node.startLocation(converter: converter)
        return CodeOrigin(SourceLocation(file: path, line: l.line, column: l.column), how: how)
    }

    private func withType(_ name: String, superclass: String?, _ node: some SyntaxProtocol) {
        typeStack.append(name)
        var type = facts.types[name] ?? SwiftTypeFacts(name: name)
        if !node.is(ExtensionDeclSyntax.self) { type.isDeclared = true }
        type.superclass = type.superclass ?? superclass
        type.files.insert(path)
        let start = node.startLocation(converter: converter).line, end = node.endLocation(converter: converter).line
        type.declaredLines[path, default: []].append(start...max(start, end))
        facts.types[name] = type
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        withType(node.name.text, superclass: node.inheritanceClause?.inheritedTypes.first?.type.sourceText, node)
        // The system creates the `@main` class and the app's and scenes' delegates (named by
        // Info.plist, which a project generated at build time may not have on disk).
        let inherited = Set(node.inheritanceClause?.inheritedTypes.map(\.type.sourceText) ?? [])
        if node.attributes.contains(where: {
            ["main", "UIApplicationMain", "NSApplicationMain"].contains($0.as(AttributeSyntax.self)?.attributeName.sourceText ?? "")
        })
            || !inherited.isDisjoint(with: ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"])
        {
            facts.types[node.name.text]?.isEntryPoint = true
        }
        if let renamed = Self.objectiveCName(node.attributes) { facts.types[node.name.text]?.objectiveCName = renamed }
        return .visitChildren
    }

    /// `@objc(OBAOnboardingFlowController)`: the name Objective-C code knows a class by.
    static func objectiveCName(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.sourceText == "objc" {
            guard case .objCName(let pieces)? = attribute.arguments, pieces.count == 1, let name = pieces.first?.name?.text else { continue }
            return name
        }
        return nil
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        if let observer = textSizeObservers.removeValue(forKey: node.name.text) { Self.followTextSize(node.name.text, observer, &facts) }
        typeStack.removeLast()
    }

    /// Where each type of the file observes text-size changes.
    private var textSizeObservers: [String: SourceLocation] = [:]
    static let textSizeNotifications: Set<String> = [
        "UIContentSizeCategoryDidChange", "UIContentSizeCategoryDidChangeNotification", "UITraitPreferredContentSizeCategory",
    ]
    /// The labels of arguments that name a storyboard scene or a nib.
    static let interfaceNameLabels: Set<String> = ["withIdentifier", "nibName", "identifier", "name"]

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = typeStack.last, let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text, Self.interfaceNameLabels.contains(label),
            let text = Self.stringLiteral(ExprSyntax(node))
        {
            facts.types[type]?.namedInterfaces.insert(text)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `PasscodeViewController.self` as a value: the class (and the nib of its name) the code names.
        if node.declName.baseName.text == "self", let type = typeStack.last, let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            base.first?.isUppercase == true
        {
            facts.types[type]?.namedInterfaces.insert(base)
        }
        if node.declName.baseName.text == "didChangeNotification", node.base?.sourceText == "UIContentSizeCategory" {
            noteTextSizeObserver(node)
        } else if Self.textSizeNotifications.contains(node.declName.baseName.text) {
            noteTextSizeObserver(node)
        }
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.textSizeNotifications.contains(node.baseName.text) { noteTextSizeObserver(node) }
        return .visitChildren
    }
    private func noteTextSizeObserver(_ node: some SyntaxProtocol) {
        guard let type = typeStack.last, textSizeObservers[type] == nil else { return }
        let l = node.startLocation(converter: converter)
        textSizeObservers[type] = SourceLocation(file: path, line: l.line, column: l.column)
    }

    /// A class that observes text-size changes sets its fonts again then: each view it gives a
    /// font follows the text size, whatever its `adjustsFontForContentSizeCategory`, as far as the
    /// handler reaches it. Recorded as a run-time write of that flag, at the observer.
    static func followTextSize(_ type: String, _ observer: SourceLocation, _ facts: inout CodeFacts) {
        guard let assignments = facts.types[type]?.assignments else { return }
        for (target, writes) in assignments where writes.contains(where: { $0.viewProperty == .font }) {
            facts.types[type]?.assignments[target, default: []].append(
                CodeAssignment(property: .adjustsFontForContentSizeCategory, value: .unknown, origin: CodeOrigin(observer, how: .textSizeObserver)))
        }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        withType(node.name.text, superclass: nil, node)
        facts.configurations.recordConformances(of: node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        withType(node.name.text, superclass: nil, node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = typeStack.last { for element in node.elements { facts.styles.record(element, in: type) } }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        withType(node.extendedType.sourceText, superclass: nil, node)
        facts.configurations.recordConformances(of: node.extendedType.sourceText, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    /// `appearance.titleFont = …`, or a struct's own method setting `titleFont`: a view
    /// configuration's default may not hold.
    private func recordConfigurationOverride(_ lhs: ExprSyntax, _ node: SequenceExprSyntax) {
        let assigned = Self.unwrap(lhs)
        let value = node.elements.count >= 3 ? node.elements.dropFirst(2).first : nil
        if let member = assigned.as(MemberAccessExprSyntax.self), member.base?.sourceText != "self" {
            facts.configurations.override(ViewConfigurations.override(assigning: member, in: typeStack.last), with: value, at: origin(node).location)
        } else if Self.insideStruct(node) {
            let name = assigned.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? assigned.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let name { facts.configurations.override(name, with: value, at: origin(node).location) }
        }
    }

    /// Whether the nearest type around `node` is a struct.
    static func insideStruct(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(StructDeclSyntax.self) { return true }
            if n.is(ClassDeclSyntax.self) || n.is(ExtensionDeclSyntax.self) || n.is(EnumDeclSyntax.self) || n.is(ActorDeclSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    /// A declaration at file scope, directly or inside `#if` blocks.
    static func isFileScope(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(SourceFileSyntax.self) { return true }
            guard
                n.is(CodeBlockItemSyntax.self) || n.is(CodeBlockItemListSyntax.self) || n.is(IfConfigClauseSyntax.self)
                    || n.is(IfConfigClauseListSyntax.self) || n.is(IfConfigDeclSyntax.self)
            else { return false }
            current = n.parent
        }
        return false
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = typeStack.last else {
            // A file-scope constant may be one of the app's themes (`let brightPalette = …`).
            if Self.isFileScope(Syntax(node)) { facts.colors.recordThemeObject(node, in: nil) }
            return .visitChildren
        }
        if node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { recordFontConstants(node, in: type) }
        facts.colors.record(node, in: type)
        facts.colors.recordThemeObject(node, in: type)
        if node.parent?.parent?.parent?.parent?.is(StructDeclSyntax.self) == true {
            facts.configurations.record(node, in: typeStack.joined(separator: "."))
        }
        let isOutlet = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "IBOutlet" }
        let isOverride = node.modifiers.contains { $0.name.text == "override" }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isOutlet {
                let declared =
                    binding.typeAnnotation?.type.sourceText
                    .trimmingCharacters(in: CharacterSet(charactersIn: "!?")) ?? ""
                facts.types[type]?.outlets[name] = declared
                loadTimeLines.formUnion(Self.loadTimeLines(of: binding, name: name, converter: converter))
            }
            if isOverride, let property = TrackedProperty.names[name] {
                let value = Self.constantGetter(binding).map(CodeAssignment.Value.bool) ?? .unknown
                record(target: "self", CodeAssignment(property: property, value: value, origin: origin(node, how: .overriddenGetter)), memberPath: nil)
            }
        }
        return .visitChildren
    }

    /// The cell class a closure's call names beside it (`CVRow(xibName: .standardCardCell,
    /// willDisplay: { cell in … })`, `register(cellType: PriceCell.self, configure: { … })`):
    /// "StandardCardCell", "PriceCell".
    static func rowCell(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let here = current, !here.is(ClosureExprSyntax.self) {
            if here.is(FunctionDeclSyntax.self) || here.is(MemberBlockSyntax.self) { return nil }
            current = here.parent
        }
        var call = current?.parent
        while let here = call, !here.is(FunctionCallExprSyntax.self) {
            guard
                here.is(LabeledExprSyntax.self) || here.is(LabeledExprListSyntax.self) || here.is(MultipleTrailingClosureElementSyntax.self)
                    || here.is(MultipleTrailingClosureElementListSyntax.self)
            else { return nil }
            call = here.parent
        }
        guard let arguments = call?.as(FunctionCallExprSyntax.self)?.arguments else { return nil }
        for argument in arguments {
            guard let member = argument.expression.as(MemberAccessExprSyntax.self) else { continue }
            let name = member.declName.baseName.text
            if name == "self", let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.hasSuffix("Cell") { return type }
            if member.base == nil || member.base!.is(DeclReferenceExprSyntax.self), name.hasSuffix("Cell"), let first = name.first {
                return first.uppercased() + name.dropFirst()
            }
        }
        return nil
    }

    /// `override var accessibilityElementsHidden: Bool { get { true } set {} }`, `{ false }`,
    /// `{ return true }`: the one Boolean the getter always gives.
    static func constantGetter(_ binding: PatternBindingSyntax) -> Bool? {
        let statements: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?: statements = body
        case .accessors(let accessors)?: statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: statements = nil
        }
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        let expr = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let literal = expr?.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// `static let body = UIFont.systemFont(ofSize: 15)`, `static var title: UIFont {
    /// .preferredFont(forTextStyle: .title2) }`: a font the project names (`CodeFacts.fontConstants`).
    private func recordFontConstants(_ node: VariableDeclSyntax, in type: String) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var value = binding.initializer?.value
            if value == nil, case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1 {
                value = statements.first?.item.as(ExprSyntax.self) ?? statements.first?.item.as(ReturnStmtSyntax.self)?.expression
            }
            facts.styles.record(binding, in: type)
            if let value, FontExpression.spec(value) == nil, let call = FontExpression.helperCall(value) {
                facts.styles.fontAliases[FontExpression.constantKey(name: name, declaredIn: type)] = call
            }
            guard let value, let spec = FontExpression.spec(value) else { continue }
            facts.fontConstants[FontExpression.constantKey(name: name, declaredIn: type)] = spec
        }
    }

    static let genericControllers: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController"]

    /// UIAccessibilityAction methods a class overrides.
    static let accessibilityMethods: [String: AccessibilityAction] = [
        "accessibilityPerformEscape": .escape, "accessibilityPerformMagicTap": .magicTap,
        "accessibilityIncrement": .increment, "accessibilityDecrement": .decrement,
        "accessibilityActivate": .activate, "accessibilityScroll": .scroll,
    ]

    /// `required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }`.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = typeStack.last, node.signature.parameterClause.parameters.count == 1,
            node.signature.parameterClause.parameters.first?.firstName.text == "coder",
            let statements = node.body?.statements, statements.count == 1,
            let call = statements.first?.item.as(FunctionCallExprSyntax.self) ?? statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "fatalError"
        else { return .visitChildren }
        facts.types[type, default: SwiftTypeFacts(name: type)].cannotLoadFromInterfaceBuilder = true
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        functionStack.removeLast()
        actionFunctions.removeLast()
        subviewLocals = [:]
    }

    /// `super.name(…)` somewhere in the body.
    static func callsSuper(_ name: String, _ body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .keyword(.super), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return false }
            return member.declName.baseName.text == name
        }
    }

    /// Per function being walked: whether people's actions or events call it (`@IBAction`,
    /// `@objc` selector targets), so what it does happens after the screen was shown.
    private var actionFunctions: [Bool] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let (key, font) = FontExpression.helper(node) {
            facts.fontConstants[key] = facts.fontConstants[key].map { FontExpression.merged($0, font) } ?? font
        } else if let (key, target) = FontExpression.helperAlias(node) {
            facts.fontHelperAliases[key] = target
        }
        if let (keys, font, helper) = FontExpression.styleHelper(node) {
            for key in keys {
                facts.fontConstants[key] = facts.fontConstants[key].map { FontExpression.merged($0, font) } ?? font
                facts.styles.fontHelpers[key] = helper
            }
        }
        actionFunctions.append(
            node.attributes.contains { attribute in
                guard let name = attribute.as(AttributeSyntax.self)?.attributeName.sourceText else { return false }
                return name == "IBAction" || name == "objc"
            })
        let parameters = Dictionary(node.signature.parameterClause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.firstName.text) }) { a, _ in a }
        let parameterTypes = Dictionary(node.signature.parameterClause.parameters.map { ($0.firstName.text, $0.type.sourceText) }) { a, _ in a }
        functionStack.append((node.name.text, parameters, node.modifiers.contains { $0.name.text == "override" }, Self.factoryLocal(node), parameterTypes))
        if typeStack.last != nil, functionStack.count == 1, Self.loadMethods.contains(node.name.text), node.signature.parameterClause.parameters.isEmpty,
            let statements = node.body?.statements
        {
            hiddenAtLoadLines.formUnion(Self.plainStatementLines(statements, converter: converter))
        }
        // `static func bigApply() -> UIButton.Configuration { .accent("Apply") }`: a factory that
        // is another factory's call.
        if let type = typeStack.last, node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
            let statements = node.body?.statements, statements.count == 1, let item = statements.first?.item,
            let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self),
            let (method, made) = Self.configurationFactory(returned) ?? Self.factoryCall(returned), made == type
        {
            factory(node.name.text, in: type) { $0.calls.append(method) }
        }
        if typeStack.last != nil, functionStack.count == 1,
            let rows = RowActions.method(node.name.text, labels: node.signature.parameterClause.parameters.map(\.firstName.text))
        {
            record(target: "self", CodeAssignment(.rowActions(rows), value: .unknown, origin: origin(node)), memberPath: nil)
        }
        guard node.modifiers.contains(where: { $0.name.text == "override" }) else { return .visitChildren }
        let name = node.name.text
        if let type = typeStack.last, functionStack.count == 1, let body = node.body, !Self.callsSuper(name, body) {
            facts.types[type]?.replacedMethods.insert(name)
        }
        // A view that draws itself has a backdrop the tool does not know.
        if name == "draw", node.signature.parameterClause.parameters.count == 1 {
            record(
                target: "self", CodeAssignment(property: .backgroundColor, value: .unknown, origin: origin(node, how: .overriddenMethod(name))), memberPath: nil
            )
        }
        if ["point", "hitTest", "sizeThatFits"].contains(name) {
            record(target: "self", CodeAssignment(property: .hitArea, value: .unknown, origin: origin(node, how: .overriddenMethod(name))), memberPath: nil)
        } else if TrackedProperty.touchMethods.contains(name) {
            // A view that handles touches itself acts on them, with or without a target.
            record(target: "self", CodeAssignment(property: .action, value: .unknown, origin: origin(node, how: .overriddenMethod(name))), memberPath: nil)
        } else if let action = Self.accessibilityMethods[name] {
            record(target: "self", CodeAssignment(.implementedAction(action), value: .unknown, origin: origin(node)), memberPath: nil)
        }
        return .visitChildren
    }

    /// Variables and properties of the file given an image by name (`expandImage =
    /// UIImage(systemName: "chevron.down")`): what `setImage(expandImage, …)` shows.
    private var imageVariables: [String: ImageReference] = [:]

    /// The image a `setImage` argument shows: made on the spot, or held by a variable of the file.
    private func image(of expr: ExprSyntax) -> ImageReference? {
        if let made = UIKitCodeViewsVisitor.imageReference(expr) { return made }
        let e = Self.unwrap(expr)
        let name =
            e.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? e.as(MemberAccessExprSyntax.self).flatMap { $0.base?.sourceText == "self" ? $0.declName.baseName.text : nil }
        if let name, let image = imageVariables[name] { return image }
        // `setImage(.delete, …)`, `UIImage.delete`: an image constant of the app's own (an asset
        // in a `UIImage` extension), whose name VoiceOver reads; which asset is not read here.
        if let member = e.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.sourceText == "UIImage" {
            return ImageReference(name: e.sourceText, isDynamic: true)
        }
        return nil
    }

    /// `navigationItem.rightBarButtonItem`, `self.navigationItem.leftBarButtonItems`: the scene's
    /// single item on that side, or the first of several ("leftBarButtonItem" or
    /// "rightBarButtonItem").
    static func barItemSlot(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, isNavigationItem(base) else { return nil }
        return slot(member.declName.baseName.text)
    }

    /// `navigationItem` or `self.navigationItem`: the controller's own.
    static func isNavigationItem(_ expr: ExprSyntax) -> Bool {
        expr.ownPropertyName == "navigationItem"
    }

    static func slot(_ property: String) -> String? {
        switch property {
        case "leftBarButtonItem", "leftBarButtonItems", "setLeftBarButton", "setLeftBarButtonItems": return "leftBarButtonItem"
        case "rightBarButtonItem", "rightBarButtonItems", "setRightBarButton", "setRightBarButtonItems": return "rightBarButtonItem"
        default: return nil
        }
    }

    /// `button.widthAnchor /==/ 30` (Anchorage): a size made and activated at once.
    private func recordAnchorageSize(_ elements: [ExprSyntax], _ node: SequenceExprSyntax) -> Bool {
        guard let size = AnchorageConstraints.size(elements) else { return false }
        for (side, exact, minimum) in [(size.width, ViewProperty.fixedWidth, ViewProperty.minimumWidth), (size.height, .fixedHeight, .minimumHeight)] {
            guard let side else { continue }
            record(target: size.target, CodeAssignment(property: minimum, value: .number(side), origin: origin(node)), memberPath: nil)
            if size.exact { record(target: size.target, CodeAssignment(property: exact, value: .number(side), origin: origin(node)), memberPath: nil) }
        }
        return true
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let image = UIKitCodeViewsVisitor.imageReference(elements[2]) {
            let lhs = Self.unwrap(elements[0])
            if let name = lhs.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? lhs.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.sourceText == "self" ? $0.declName.baseName.text : nil })
            {
                imageVariables[name] = image
            }
        }
        // The parser leaves operators unfolded: `a.b = c ? d : e` is one flat sequence.
        // ReactiveCocoa's binding `button.reactive.title <~ model.title` sets the property
        // whenever the model changes: an assignment of a run-time value.
        if elements.count >= 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "<~",
            let (target, property, isMemberPath) = Self.target(of: elements[0]), let tracked = TrackedProperty.names[property]
        {
            record(
                target: target, CodeAssignment(property: tracked, value: .unknown, origin: origin(node)),
                memberPath: isMemberPath ? Self.rootName(elements[0]) : nil)
            return .visitChildren
        }
        if recordAnchorageSize(elements, node) { return .visitChildren }
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let assigned = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text ?? elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            facts.assignedProperties.insert(assigned)
        }
        recordConfigurationOverride(elements[0], node)
        // `navigationItem.leftBarButtonItem = UIBarButtonItem(title: …)`: the controller puts its
        // own item where the scene's was; the scene's may never be seen.
        if let slot = Self.barItemSlot(elements[0]) {
            record(target: "navigationItem." + slot, CodeAssignment(property: .superview, value: .unknown, origin: origin(node)), memberPath: nil)
            return .visitChildren
        }
        if let type = Self.appearanceProxyClass(elements[0]),
            let property = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let tracked = TrackedProperty.names[property], Self.restylingProperties.contains(tracked)
        {
            let value = elements.count == 3 ? Self.value(of: elements[2], property: tracked, type: typeStack.last) : .unknown
            facts.restyledClasses[type, default: []].append(CodeAssignment(property: tracked, value: value, origin: origin(node)))
            if tracked == .tintColor, ["UIWindow", "UIView"].contains(type) { facts.windowTints.append(origin(node).location) }
            return .visitChildren
        }
        if recordIndexedSubviewWrite(elements[0], node) { return .visitChildren }
        guard let (target, property, isMemberPath) = Self.target(of: elements[0]) else { return .visitChildren }
        if recordTitleView(target, property, isMemberPath, node) { return .visitChildren }
        guard let tracked = TrackedProperty.names[property] else {
            recordSetterCall(target: target, property: property, isMemberPath: isMemberPath, elements, node)
            return .visitChildren
        }
        // `window.tintColor = …`, `self.window?.tintColor = …`: the app's tint.
        if tracked == .tintColor, (target.split(separator: ".").last.map(String.init) ?? target).lowercased().hasSuffix("window") {
            facts.windowTints.append(origin(node).location)
        }
        var value = assignedValue(elements, property: tracked)
        if property == "changesSelectionAsPrimaryAction" {
            guard value == .bool(true) else { return .visitChildren }
            value = .unknown
        }
        if tracked == .isHidden, let hidden = hiddenValue(Array(elements.dropFirst(2)), at: node) { value = hidden }
        let assignment = CodeAssignment(property: tracked, value: value, origin: origin(node))
        let rootPath = isMemberPath ? Self.rootName(elements[0]) : nil
        // `CVRow(xibName: .walletCell, willDisplay: { cell in cell.accessibilityCustomActions =
        // … })`: the cell of the row the closure configures, named beside it.
        if tracked == .accessibilityCustomActions, !isMemberPath, target.lowercased().hasSuffix("cell"), let cell = Self.rowCell(around: node) {
            facts.rowCellActions[cell, default: []].append(assignment)
            return .visitChildren
        }
        record(target: target, assignment, memberPath: rootPath)
        if property == "attributedTitle", elements.count == 3 { recordTitleAttributes(elements[2], target: target, memberPath: rootPath, at: node) }
        // `doneButton.configuration = doneConfig`: the button has the configuration's title and image.
        if tracked == .configuration, elements.count == 3, let local = elements[2].as(DeclReferenceExprSyntax.self),
            let assignments = configurationAssignments[local.baseName.text]
        {
            for configured in assignments { record(target: target, configured, memberPath: rootPath) }
        }
        if tracked == .configuration, !isMemberPath { recordConfigurationFactories(target: target, elements, node) }
        // Kept in case `target` is a button configuration: `UIButton(configuration: target)` below.
        if !isMemberPath, tracked == .title || tracked == .image { configurationAssignments[target, default: []].append(assignment) }
        return .visitChildren
    }

    /// `colors[1].accessibilityValue = …` where `colors` holds a view's subviews (or
    /// `stack.arrangedSubviews[1]…`): one of them, which one is not followed, so the property of
    /// every subview is set in code, to a value not known.
    private func recordIndexedSubviewWrite(_ lhs: ExprSyntax, _ node: SequenceExprSyntax) -> Bool {
        guard let member = lhs.as(MemberAccessExprSyntax.self), let subscriptCall = member.base.map(Self.unwrap)?.as(SubscriptCallExprSyntax.self),
            let owner = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self).flatMap({ subviewLocals[$0.baseName.text] })
                ?? Self.subviewsOwner(subscriptCall.calledExpression),
            let tracked = TrackedProperty.names[member.declName.baseName.text]
        else { return false }
        let assignment = CodeAssignment(property: tracked, value: .unknown, origin: origin(node))
        guard let property = assignment.viewProperty, Self.writtenToEverySubview.contains(property) else { return false }
        recordResolved(target: Self.everySubview(of: owner), assignment, memberPath: nil)
        return true
    }

    /// `button.configuration = .gray("Done")`, or one of two (`isPro ? .gray("A") : .gray("B")`):
    /// what the factory (each factory) sets.
    private func recordConfigurationFactories(target: String, _ elements: [ExprSyntax], _ node: SequenceExprSyntax) {
        guard let type = typeStack.last else { return }
        var made: [ExprSyntax] = []
        if elements.count == 3 {
            made = [elements[2]]
        } else if elements.count == 5, let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self) {
            made = [ternary.thenExpression, elements[4]]
        }
        let factories = made.compactMap(Self.configurationFactory)
        guard !factories.isEmpty, factories.count == made.count else { return }
        // In a closure making a property's view, its local is the property.
        let owner = initializerLocals.last?[target] ?? target
        for (method, made) in factories {
            facts.types[type]?.methodCalls[owner, default: []].append(MethodCall(method: method, origin: origin(node), factoryOf: made))
        }
    }

    /// `titleLabel.style = .title`: a property no view of UIKit has may be the project's
    /// computed property, whose setter is a view method ("=style", `computedPropertyName`) run
    /// with the value (known once every file is read, `CodeFacts.applyViewMethods`).
    private func recordSetterCall(target: String, property: String, isMemberPath: Bool, _ elements: [ExprSyntax], _ node: SequenceExprSyntax) {
        guard !isMemberPath, elements.count == 3, property.first?.isLowercase == true, let type = typeStack.last,
            let style = StyleConstants.argument(elements[2])
        else { return }
        var call = MethodCall(method: ViewMethod.setterKey(property), origin: origin(node))
        call.arguments["_"] = style
        for each in aliases.reversed().lazy.compactMap({ $0[target] }).first ?? [target] {
            facts.types[type]?.methodCalls[each, default: []].append(call)
        }
    }

    /// Titles and images set on a local before it is handed to `UIButton(configuration:)`.
    private var configurationAssignments: [String: [CodeAssignment]] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        facts.colors.recordConstruction(node)
        facts.flagCalls.record(node)
        // `.init(titleFont: …)`, `Appearance(titleFont: …)`: a struct made with other values.
        let overrides = ViewConfigurations.overrides(of: node)
        if !overrides.isEmpty {
            let location = origin(node).location
            for (key, value) in overrides { facts.configurations.override(key, with: value, at: location) }
        }
        if let (target, property, value) = Self.layoutConstraint(node) {
            record(target: target, CodeAssignment(property: property, value: value, origin: origin(node)), memberPath: nil)
        } else if let bare = node.calledExpression.as(DeclReferenceExprSyntax.self), let type = typeStack.last {
            recordBareCall(node, bare.baseName.text, in: type)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let method = member.declName.baseName.text
            // The first kind of call it is, in this order.
            let recorded =
                recordBinding(node, method) || recordTraitChange(node, member, method) || recordFocusPost(node, member, method)
                || recordElementsChange(node, member, method) || recordRemoval(node, member, method) || recordSublayer(node, member, method)
            if !recorded, let (target, property, value) = Self.sizeConstraint(node, method: method, member: member) {
                record(target: target, CodeAssignment(property: property, value: value, origin: origin(node)), memberPath: nil)
                // An equal constraint made active where it is made fixes the size, too.
                if node.arguments.first?.label?.text == "equalToConstant", Self.isActivated(node) {
                    let fixed: ViewProperty = property == .minimumHeight ? .fixedHeight : .fixedWidth
                    record(target: target, CodeAssignment(property: fixed, value: value, origin: origin(node)), memberPath: nil)
                }
            } else if !recorded, let view = SnapKitConstraints.constrainedView(member), let closure = node.trailingClosure {
                recordSnapKitSizes(of: view, closure)
            } else if !recorded {
                recordMethodCall(node, member, method)
            }
        }
        return .visitChildren
    }

    /// `view.snp.makeConstraints { make in make.height.equalTo(20) }`: the sizes it fixes with
    /// literal values, on the view (`SnapKitConstraints`).
    private func recordSnapKitSizes(of view: ExprSyntax, _ closure: ClosureExprSyntax) {
        guard let (target, isMemberPath) = Self.targetName(view), !isMemberPath else { return }
        for statement in SnapKitConstraints.sizeStatements(closure) {
            let (width, height) = statement.sizes(SnapKitConstraints.literal(statement.argument))
            let properties: (ViewProperty, ViewProperty) = statement.exact ? (.fixedWidth, .fixedHeight) : (.minimumWidth, .minimumHeight)
            if let width {
                record(target: target, CodeAssignment(property: properties.0, value: .number(width), origin: origin(statement.call)), memberPath: nil)
            }
            if let height {
                record(target: target, CodeAssignment(property: properties.1, value: .number(height), origin: origin(statement.call)), memberPath: nil)
            }
        }
    }

    /// A bare call inside a type acts on `self`: `setTitle(text, for: .normal)` in a button
    /// class or extension titles that button; `applyBodyStyle()` may be a view method of the
    /// project, which sets what it sets on `self`.
    private func recordBareCall(_ node: FunctionCallExprSyntax, _ name: String, in type: String) {
        if let property = TrackedProperty.methods[name] {
            var value = CodeAssignment.Value.unknown
            if property == .text, let first = node.arguments.first?.expression, !mentionsParameter(first) {
                value = Self.value(of: first, property: .text, type: type)
            }
            // `setImage(UIImage(systemName: "ellipsis"), for: .normal)` in a button class.
            if property == .image, let first = node.arguments.first?.expression, !mentionsParameter(first), let image = image(of: first) {
                value = .image(image)
            }
            let assignment = CodeAssignment(property: property, value: value, origin: origin(node))
            if let function = functionStack.last, !function.isOverride, facts.types[type]?.isDeclared == false, PlatformDefaults.isAppleClass(type) {
                // A method of `extension UIButton` titling the button: it acts on the
                // buttons it is called on (a view method), not on every button.
                viewMethod(function.name, in: type) { $0.assignments.append(assignment) }
            } else {
                record(target: "self", assignment, memberPath: nil)
            }
        } else if name.first?.isLowercase == true, !Self.frameworkMethods.contains(name), !Self.globalFunctions.contains(name) {
            recordViewArguments(of: node, method: name, in: type)
            facts.types[type]?.methodCalls["self", default: []].append(MethodCall(method: name, origin: origin(node)))
            if let function = functionStack.last { viewMethod(function.name, in: type) { $0.calls.append(name) } }
        }
    }

    /// RxCocoa: `model.title.bind(to: button.rx.title(for: .normal))`, `.drive(label.rx.text)`:
    /// the view's property follows the stream, a run-time value. Combine:
    /// `publisher.assign(to: \.accessibilityLabel, on: statusView.authorView)`.
    private func recordBinding(_ node: FunctionCallExprSyntax, _ method: String) -> Bool {
        if ["bind", "drive"].contains(method), let argument = node.arguments.first?.expression {
            let bound = Self.unwrap(argument).as(FunctionCallExprSyntax.self)?.calledExpression ?? argument
            if let (target, property, isMemberPath) = Self.target(of: bound), let tracked = TrackedProperty.names[property],
                Self.unwrap(bound).as(MemberAccessExprSyntax.self)?.base.map(Self.unwrap)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rx"
            {
                record(
                    target: target, CodeAssignment(property: tracked, value: .unknown, origin: origin(node)),
                    memberPath: isMemberPath ? Self.rootName(bound) : nil)
                return true
            }
        }
        if method == "assign", let (property, on) = Self.assignedKeyPath(node),
            let (target, isMemberPath) = Self.targetName(on)
        {
            record(
                target: target, CodeAssignment(property: property, value: .unknown, origin: origin(node)), memberPath: isMemberPath ? Self.rootName(on) : nil)
            return true
        }
        return false
    }

    /// x.accessibilityTraits.insert(.header) / .remove / .formUnion
    private func recordTraitChange(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ method: String) -> Bool {
        guard ["insert", "remove", "formUnion", "subtract"].contains(method),
            let (target, isMemberPath) = Self.traitsTarget(member),
            let argument = node.arguments.first?.expression
        else { return false }
        var changes = TraitChanges()
        if let traits = Self.traits(argument) {
            if method == "insert" || method == "formUnion" { changes.inserted = traits } else { changes.removed = traits }
        } else {
            changes.isDynamic = true
        }
        let root = member.base.map(Self.unwrap)?.as(MemberAccessExprSyntax.self)?.base.flatMap(Self.rootName)
        record(
            target: target, CodeAssignment(property: .accessibilityTraits, value: .traits(changes), origin: origin(node)), memberPath: isMemberPath ? root : nil
        )
        return true
    }

    /// UIAccessibility.post(notification: .screenChanged, argument: titleLabel)
    private func recordFocusPost(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ method: String) -> Bool {
        guard method == "post", member.base?.sourceText == "UIAccessibility",
            let kind = node.arguments.first(where: { $0.label?.text == "notification" })?.expression
                .as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let notification = FocusNotification(rawValue: kind),
            let argument = node.arguments.first(where: { $0.label?.text == "argument" })?.expression,
            let target = Self.collectionName(argument)
        else { return false }
        record(target: "self", CodeAssignment(.focusChange(notification), value: .references([target]), origin: origin(node)), memberPath: nil)
        return true
    }

    /// `accessibilityElements?.append(button)`, `x.accessibilityElements?.insert(…)`: the list
    /// changes at run time.
    private func recordElementsChange(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ method: String) -> Bool {
        if ["append", "insert", "remove", "removeAll", "removeLast"].contains(method), let base = member.base.map(Self.unwrap),
            let list = base.as(MemberAccessExprSyntax.self) ?? base.as(OptionalChainingExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
                ?? Self.unwrap(base).as(MemberAccessExprSyntax.self),
            list.declName.baseName.text == "accessibilityElements"
        {
            let owner = list.base.flatMap(Self.targetName) ?? ("self", false)
            record(
                target: owner.0, CodeAssignment(property: .accessibilityElements, value: .unknown, origin: origin(node)),
                memberPath: owner.1 ? list.base.flatMap(Self.rootName) : nil)
            return true
        }
        if ["append", "insert"].contains(method), let ref = member.base.map(Self.unwrap)?.as(DeclReferenceExprSyntax.self),
            ref.baseName.text == "accessibilityElements"
        {
            record(target: "self", CodeAssignment(property: .accessibilityElements, value: .unknown, origin: origin(node)), memberPath: nil)
            return true
        }
        return false
    }

    /// Views code takes off the screen: a placeholder from Interface Builder, or all of a
    /// stack's arranged subviews before it puts its own in. Only the type's own views: a view
    /// reached through another object (`statusView.cardControl.removeFromSuperview()` in one
    /// layout of it) is that instance's business.
    /// `navigationItem.setRightBarButton(item, animated: true)`: as assigning the item.
    private func recordRemoval(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ method: String) -> Bool {
        if let base = member.base, Self.isNavigationItem(base), method.hasPrefix("set"), let slot = Self.slot(method) {
            record(target: "navigationItem." + slot, CodeAssignment(property: .superview, value: .unknown, origin: origin(node)), memberPath: nil)
            return true
        }
        guard method == "removeFromSuperview", let base = member.base else { return false }
        let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let owner = name.flatMap({ subviewsOf[$0] }) {
            record(target: owner, CodeAssignment(property: .children, value: .unknown, origin: origin(node)), memberPath: nil)
        } else if let (target, isMemberPath) = Self.targetName(base), !isMemberPath {
            record(target: target, CodeAssignment(property: .superview, value: .unknown, origin: origin(node)), memberPath: nil)
        }
        return true
    }

    /// `layer.insertSublayer(gradient, at: 0)`: the view draws a layer of its own behind its
    /// content, whose colours the tool does not know.
    private func recordSublayer(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ method: String) -> Bool {
        guard ["addSublayer", "insertSublayer"].contains(method), let base = member.base,
            let (target, isMemberPath) = base.as(DeclReferenceExprSyntax.self)?.baseName.text == "layer" ? ("self", false) : Self.targetName(base),
            !isMemberPath
        else { return false }
        record(target: target, CodeAssignment(property: .backgroundColor, value: .unknown, origin: origin(node)), memberPath: nil)
        return true
    }

    /// A method called on a view: one that sets a property (`setTitle(_:for:)`), or one of the
    /// project's view methods.
    private func recordMethodCall(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ method: String) {
        // `Self.Style.title(self.titleLabel, content: …)`, `AppSetupView.Style.logo(self.logo)`: a
        // static helper of a nested type (Tempura's styles) given the type's views.
        if let base = member.base, let type = typeStack.last, method.first?.isLowercase == true, Self.isNestedTypePath(base) {
            recordViewArguments(of: node, method: method, in: type, callee: base.sourceText)
            return
        }
        // `titleLabel.applyBodyStyle()`, `button.setText(.skip)`: may be one of the project's
        // view methods, known once every file is read (`CodeFacts.applyViewMethods`).
        if TrackedProperty.methods[method] == nil, let type = typeStack.last,
            let base = member.base, let (target, isMemberPath) = Self.targetName(base), !isMemberPath,
            method.first?.isLowercase == true, !Self.frameworkMethods.contains(method)
        {
            var call = MethodCall(method: method, origin: origin(node))
            // `button.titleLabel?.setStyle(…)`: the target is the button (`targetName`), the
            // method a label's. (`self.titleLabel.setStyle(…)` is the type's own label.)
            call.onTitleLabel =
                (base.is(OptionalChainingExprSyntax.self) || base.is(ForceUnwrapExprSyntax.self))
                && Self.unwrap(base).as(MemberAccessExprSyntax.self)?.declName.baseName.text == "titleLabel"
            for argument in node.arguments {
                if let style = StyleConstants.argument(argument.expression) { call.arguments[argument.label?.text ?? "_"] = style }
            }
            // `[titleLabel, noteLabel].forEach { $0?.setStyle(.sectionTitle) }`: each of them.
            for each in aliases.reversed().lazy.compactMap({ $0[target] }).first ?? [target] {
                facts.types[type]?.methodCalls[each, default: []].append(call)
            }
            if target == "self" { recordViewArguments(of: node, method: method, in: type) }
            // A static helper of another type given views (`DiscussionHelper.styleAuthorDetails(
            // authorLabel: cell.authorLabel, …)`): what it sets on its parameters.
            if target.first?.isUppercase == true, target != type { recordViewArguments(of: node, method: method, in: type, callee: target) }
            if target == "self", let function = functionStack.last { viewMethod(function.name, in: type) { $0.calls.append(method) } }
            if target == "titleLabel", type.hasSuffix("Button"), let function = functionStack.last {
                viewMethod(function.name, in: type) { $0.titleCalls.append(method) }
            }
        }
        if let property = TrackedProperty.methods[method] {
            let (target, isMemberPath) = member.base.flatMap(Self.targetName) ?? ("self", false)
            var value = CodeAssignment.Value.unknown
            if property == .text, let first = node.arguments.first?.expression {
                value = Self.value(of: first, property: .text, type: typeStack.last)
            }
            if property == .image, let first = node.arguments.first?.expression, let image = image(of: first) {
                value = .image(image)
            }
            record(
                target: target, CodeAssignment(property: property, value: value, origin: origin(node)),
                memberPath: isMemberPath ? member.base.flatMap(Self.rootName) : nil)
        }
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        var alias: [String: [String]] = [:]
        var over: String?
        if let variable = Self.loopVariable(node.pattern), let owner = Self.subviewsOwner(node.sequence) { subviewsOf[variable] = owner; over = variable }
        subviewsScopes.append(over)
        if let variable = Self.loopVariable(node.pattern) {
            if let members = arrayMembers(node.sequence) {
                alias[variable] = members
            } else if let collection = Self.collectionName(node.sequence) {
                alias[variable] = [collection]
            }
        }
        aliases.append(alias)
        return .visitChildren
    }
    override func visitPost(_ node: ForStmtSyntax) {
        aliases.removeLast()
        if let variable = subviewsScopes.removeLast() { subviewsOf[variable] = nil }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // `UICollectionView.CellRegistration<ProfileCell, Item> { cell, indexPath, item in … }`:
        // the first parameter is a ProfileCell.
        if let (parameter, type) = Self.registeredCell(node) { localTypes[parameter] = type }
        var pushed = false, makes = false
        if let call = node.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "forEach",
            let base = member.base, let owner = Self.subviewsOwner(base)
        {
            let variable = Self.firstParameter(of: node) ?? "$0"
            subviewsOf[variable] = owner
            subviewsScopes.append(variable)
        } else {
            subviewsScopes.append(nil)
        }
        if let call = node.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "forEach",
            let base = member.base, let collection = arrayMembers(base) ?? Self.collectionName(base).map({ [$0] })
        {
            // `buttons.enumerated().forEach { (offset, button) in … }`: the view is the second.
            let enumerated = base.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "enumerated"
            let parameter = enumerated ? Self.parameters(of: node).dropFirst().first : Self.firstParameter(of: node)
            aliases.append([parameter ?? "$0": collection])
            pushed = true
        } else if let name = FactsVisitor.thenProperty(of: node) {
            // `let title = UILabel().then { $0.font = … }`: `$0` is the property's view.
            let parameter = Self.firstParameter(of: node) ?? "$0"
            aliases.append([parameter: [name]])
            makingClosures.append(parameter)
            makes = true
            pushed = true
        }
        closurePushedAlias.append(pushed)
        closureMakesView.append(makes)
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        if closurePushedAlias.removeLast() { aliases.removeLast() }
        if closureMakesView.removeLast() { makingClosures.removeLast() }
        if let variable = subviewsScopes.removeLast() { subviewsOf[variable] = nil }
    }

    /// The type's views a call of one of its methods passes (`decorate(withButton: leftButton, …)`,
    /// `self.style(titleLabel)`), each by its argument label.
    private func recordViewArguments(of call: FunctionCallExprSyntax, method: String, in type: String, callee: String? = nil) {
        for argument in call.arguments {
            // Given another object's view (`cell.authorLabel`), only a helper of another type.
            var member: String?, rootType: String?
            if callee != nil, let access = argument.expression.as(MemberAccessExprSyntax.self),
                let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base != "self"
            {
                member = access.declName.baseName.text
                rootType = localTypes[base]
            }
            guard let view = argument.expression.ownPropertyName ?? member, view != "self" else { continue }
            facts.types[type]?.viewArguments.append(
                ViewArgument(
                    method: method, label: argument.label?.text ?? "_", view: view, origin: origin(argument), callee: callee,
                    throughMember: member != nil && argument.expression.ownPropertyName == nil, rootType: rootType))
        }
    }

    /// `Self.Style`, `AppSetupView.Style`: a type inside a type, every name a type's.
    static func isNestedTypePath(_ expr: ExprSyntax) -> Bool {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.baseName.text.first?.isUppercase == true
        else { return false }
        if let ref = base.as(DeclReferenceExprSyntax.self) { return ref.baseName.text.first?.isUppercase == true }
        return base.is(MemberAccessExprSyntax.self) && isNestedTypePath(base)
    }

    /// `starButtons`, `self.starButtons`, `starButtons.enumerated()`.
    static func collectionName(_ expr: ExprSyntax) -> String? {
        let e = unwrap(expr)
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["enumerated", "reversed", "prefix", "suffix", "dropFirst", "dropLast"].contains(m.declName.baseName.text),
            let base = m.base
        {
            return collectionName(base)
        }
        if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let m = e.as(MemberAccessExprSyntax.self), m.base.map(unwrap)?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return m.declName.baseName.text
        }
        return nil
    }

    /// `star` in `for star in …`, `button` in `for (index, button) in ….enumerated()`.
    static func loopVariable(_ pattern: PatternSyntax) -> String? {
        if let id = pattern.as(IdentifierPatternSyntax.self) { return id.identifier.text }
        if let tuple = pattern.as(TuplePatternSyntax.self), let last = tuple.elements.last {
            return last.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return nil
    }

    /// `memberPath` is the variable a member path starts from (`cell` in
    /// `cell.likeButton.accessibilityLabel`), "" when unknown, nil for a direct assignment.
    /// `[leftButton, rightButton]`, optionally `.compactMap { $0 }`, or a local holding one:
    /// the views a loop over it reaches.
    private func arrayMembers(_ expr: ExprSyntax) -> [String]? {
        var e = Self.unwrap(expr)
        if let call = e.as(FunctionCallExprSyntax.self) ?? e.as(FunctionCallExprSyntax.self),
            let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["compactMap", "enumerated", "reversed"].contains(m.declName.baseName.text), let base = m.base
        {
            e = Self.unwrap(base)
        }
        if let ref = e.as(DeclReferenceExprSyntax.self), let local = localArrays[ref.baseName.text] { return local }
        // `var countLabels: [UILabel] { [postsLabel, lovesLabel] }` of the same type.
        if !e.is(ArrayExprSyntax.self), let name = Self.collectionName(e), let type = typeStack.last,
            let members = memberArrays[type]?[name]
        {
            return members
        }
        // `[smallButton: .small, bigButton: .big]`: a dictionary's keys, the first of what
        // `forEach { (button, product) in … }` is given.
        if let dictionary = e.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            let names = elements.compactMap { Self.collectionName($0.key) }
            return names.count == elements.count && !names.isEmpty ? names : nil
        }
        guard let array = e.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        let names = array.elements.compactMap { Self.collectionName($0.expression) }
        return names.count == array.elements.count ? names : nil
    }

    /// `navigationItem.titleView = titleLabel`: the bar shows the controller's own view in place
    /// of a title, what it reads known only at run time.
    private func recordTitleView(_ target: String, _ property: String, _ isMemberPath: Bool, _ node: some SyntaxProtocol) -> Bool {
        guard target == "navigationItem", property == "titleView", !isMemberPath else { return false }
        record(target: target, CodeAssignment(property: .title, value: .unknown, origin: origin(node)), memberPath: nil)
        return true
    }

    private func record(target: String, _ assignment: CodeAssignment, memberPath: String?) {
        guard legacyDepth == 0 else { return }
        var assignment = assignment
        // Visibility, and a scene's title (which replaces the file's only when set each time).
        if [.isHidden, .alpha, .title, .isUserInteractionEnabled].contains(assignment.viewProperty), case .assignment = assignment.origin.how {
            if makingClosures.last == target, assignment.viewProperty == .isUserInteractionEnabled {
                // `UIButton().then { $0.isUserInteractionEnabled = false }`: as the view is made.
                // (Visibility there stays a plain write: code elsewhere may show the view, brave-ios'
                // feed header faded in on scroll through another class's member.)
                assignment.origin.how = .propertyInitializer
            } else if loadTimeLines.contains(assignment.origin.location.line) {
                assignment.origin.how = .propertyInitializer
            } else if hiddenAtLoadLines.contains(assignment.origin.location.line), [.isHidden, .alpha].contains(assignment.viewProperty) {
                assignment.origin.how = .propertyInitializer
            } else if actionFunctions.last == true {
                assignment.origin.how = .inAction
            } else if conditionalDepth > 0 {
                assignment.origin.how = .conditional
            }
        } else if assignment.viewProperty == .accessibilityTraits, case .assignment = assignment.origin.how, branchDepth > 0 {
            assignment.origin.how = .conditional
        }
        let toEverySubview = memberPath == nil && assignment.viewProperty.map(Self.writtenToEverySubview.contains) == true
        if toEverySubview, let owner = subviewsOf[target] {
            recordResolved(target: Self.everySubview(of: owner), assignment, memberPath: memberPath)
        } else if let targets = aliases.reversed().lazy.compactMap({ $0[target] }).first {
            for t in targets {
                let each = toEverySubview ? subviewLocals[t].map(Self.everySubview) : nil
                recordResolved(target: each ?? t, assignment, memberPath: memberPath)
            }
        } else {
            recordResolved(target: target, assignment, memberPath: memberPath)
        }
    }

    private func recordResolved(target: String, _ assignment: CodeAssignment, memberPath: String?) {
        // `button.setAttributedTitle(…)` in `func decorate(withButton button: UIButton, …)`: what
        // the method does to the view it is given (`CodeFacts.applyViewArguments`).
        if memberPath == nil, target != "self", let function = functionStack.last, let label = function.parameters[target],
            assignment.viewProperty != nil, let type = typeStack.last
        {
            facts.types[type]?.parameterAssignments[ViewMethod.method(ofCaseKey: function.name) + "|" + label, default: []].append(assignment)
        }
        // What a static factory sets on the value it returns.
        if memberPath == nil, let function = functionStack.last, function.returnedLocal == target,
            assignment.viewProperty != nil, let type = typeStack.last
        {
            factory(ViewMethod.method(ofCaseKey: function.name), in: type) { $0.assignments.append(assignment) }
        }
        // A button's own title label (in `extension UIButton` or a button class).
        if target == "titleLabel", memberPath == nil, let function = functionStack.last, let type = typeStack.last,
            type.hasSuffix("Button"), CodeFacts.titleStyle.contains(assignment.viewProperty)
        {
            viewMethod(function.name, in: type) { $0.titleAssignments.append(assignment) }
        }
        if target == "self", memberPath == nil, let function = functionStack.last, assignment.viewProperty != nil, let type = typeStack.last {
            viewMethod(function.name, in: type) {
                $0.assignments.append(assignment)
                if case .parameter = assignment.value { $0.parameterTypes.merge(function.parameterTypes) { a, _ in a } }
            }
            // An override in an extension of a framework class runs for every instance of it.
            if function.isOverride, facts.types[type]?.isDeclared == false, PlatformDefaults.isAppleClass(type),
                let property = assignment.viewProperty, Self.restylingProperties.contains(property)
            {
                facts.restyledClasses[type, default: []].append(assignment)
            }
        }
        var target = target
        var memberPath = memberPath
        // `navigationItem.rightBarButtonItem?.accessibilityLabel = …`: the controller's own bar
        // item, which a storyboard scene declares.
        if memberPath == "navigationItem", ["rightBarButtonItem", "leftBarButtonItem"].contains(target) {
            target = "navigationItem." + target
            memberPath = nil
        }
        // `lazy var signUpButton: UIButton = { let button = …; button.setTitle(…); return button }()`
        // acts on `signUpButton`: every such closure may call its view `button`.
        var assignment = assignment
        if memberPath == nil, let property = initializerLocals.last?[target] {
            target = property
            if [.isHidden, .alpha, .isUserInteractionEnabled].contains(assignment.viewProperty) { assignment.origin.how = .propertyInitializer }
        }
        // `let button = header.actionButton; button.setTitle(…)` acts on `header.actionButton`.
        if memberPath == nil, let alias = localMembers[target] {
            target = alias.member
            memberPath = alias.root == "self" ? nil : alias.root
        }
        if memberPath == nil, let type = typeStack.last {
            facts.types[type]?.assignments[target, default: []].append(assignment)
            // `let detail = segue.destination as! DetailViewController; detail.title = …`
            if let local = localTypes[target] {
                facts.typedMemberAssignments["\(local).self", default: []].append(assignment)
            }
        }
        if memberPath == nil, assignment.viewProperty == .title, target != "self", !target.hasPrefix("navigationItem"),
            typeStack.last.flatMap({ facts.types[$0]?.outlets[target] }) == nil,
            localTypes[target].map({ Self.genericControllers.contains($0) }) ?? true
        {
            facts.presentedTitles.append(assignment.origin)
        }
        // `cell.textLabel?.font = …` in a table's delegate: the part of whichever cell it holds
        // (not of a local known to be another view: a section header's `textLabel`).
        if let root = memberPath, Self.cellParts.contains(target), let type = typeStack.last,
            localTypes[root].map({ $0.hasSuffix("Cell") }) ?? true
        {
            facts.types[type]?.assignments[Self.someCellPart(target), default: []].append(assignment)
        }
        guard memberPath != nil || typeStack.isEmpty else { return }
        if let root = memberPath, let type = localTypes[root] ?? madeLocals[root] ?? ownPropertyType(root) {
            facts.typedMemberAssignments["\(type).\(target)", default: []].append(assignment)
            if localTypes[root] == nil { facts.heldInstanceWrites.insert(assignment.origin) }
        } else {
            facts.memberAssignments[target, default: []].append(assignment)
        }
    }

    /// The project class of one of the type's own outlets or stored properties (`@IBOutlet var
    /// hintView: HintView!`): `hintView.titleLabel.attributedText = …` writes that class's
    /// outlet (CovPass: every reusable xib view's labels, styled by the controllers that hold them).
    private func ownPropertyType(_ root: String) -> String? {
        guard let type = typeStack.last, let facts = facts.types[type] else { return nil }
        let declared = facts.outlets[root] ?? facts.propertyTypes[root]
        return declared.flatMap { $0.first?.isUppercase == true && !PlatformDefaults.isAppleClass($0) ? $0 : nil }
    }

    /// What a theme changes on every view of a class: colours and fonts.
    static let restylingProperties: Set<ViewProperty> = [.textColor, .backgroundColor, .tintColor, .font]

    /// `UILabel.appearance().textColor`, `UIButton.appearance(whenContainedInInstancesOf: […]).tintColor`:
    /// the class whose appearance proxy it is.
    static func appearanceProxyClass(_ expr: ExprSyntax) -> String? {
        guard let member = unwrap(expr).as(MemberAccessExprSyntax.self), let base = member.base,
            let call = unwrap(base).as(FunctionCallExprSyntax.self),
            let proxy = call.calledExpression.as(MemberAccessExprSyntax.self), proxy.declName.baseName.text.hasPrefix("appearance"),
            let type = proxy.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        return type
    }

    /// Changes the record of a static factory of `type`.
    private func factory(_ name: String, in type: String, _ change: (inout ViewMethod) -> Void) {
        Self.change(name, of: type, in: &facts.viewFactories, inFrameworkExtension: false, change)
    }

    /// Changes the record of a method of `type` as a view method.
    private func viewMethod(_ name: String, in type: String, _ change: (inout ViewMethod) -> Void) {
        let inFrameworkExtension = facts.types[type]?.isDeclared == false && PlatformDefaults.isAppleClass(type)
        Self.change(name, of: type, in: &facts.viewMethods, inFrameworkExtension: inFrameworkExtension, change)
    }

    /// Changes (or adds) `type`'s method `name` in a table of methods by name.
    private static func change(
        _ name: String, of type: String, in table: inout [String: [ViewMethod]],
        inFrameworkExtension: Bool, _ change: (inout ViewMethod) -> Void
    ) {
        var list = table[name] ?? []
        if let i = list.firstIndex(where: { $0.declaredIn == type }) {
            change(&list[i])
        } else {
            var method = ViewMethod(declaredIn: type, inFrameworkExtension: inFrameworkExtension)
            change(&method)
            list.append(method)
        }
        table[name] = list
    }

    /// The value the right-hand side of `view.property = …` gives: from a parameter, unless it
    /// is read through a configuration the parameter's type keeps (`row.theme.titleFont()` in
    /// `func setup(with row: CVRow)`).
    private func assignedValue(_ elements: [ExprSyntax], property: ViewProperty) -> CodeAssignment.Value {
        let value = elements.count == 3 ? Self.value(of: elements[2], property: property, type: typeStack.last) : .unknown
        guard elements.dropFirst(2).contains(where: mentionsParameter), !value.isConfigReference else { return value }
        return elements.count == 3 ? parameterValue(elements[2], property: property) : .unknown
    }

    /// Whether an expression names a parameter of the method being read.
    private func mentionsParameter(_ expr: some SyntaxProtocol) -> Bool {
        guard let parameters = functionStack.last?.parameters, !parameters.isEmpty else { return false }
        return expr.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return parameters[name] != nil }
            return false
        }
    }

    /// A value a method takes from one of its parameters (`CodeAssignment.Value.parameter`):
    /// `style.color`, or a font helper given the parameter (`.appFont(for: style)`). Unknown
    /// for anything else that mentions a parameter.
    private func parameterValue(_ raw: ExprSyntax, property: ViewProperty) -> CodeAssignment.Value {
        guard let parameters = functionStack.last?.parameters else { return .unknown }
        let expr = Self.unwrap(raw)
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            let label = parameters[base.baseName.text], [.font, .textColor, .tintColor, .backgroundColor].contains(property)
        {
            return .parameter(label: label, path: member.declName.baseName.text)
        }
        if property == .font, let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let given = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self), let label = parameters[given.baseName.text],
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            return .parameter(label: label, path: FontExpression.helperKey(name: name, labels: [call.arguments.first?.label?.text ?? "_"]))
        }
        return .unknown
    }

    /// Standard library functions a bare call names, never a view method.
    static let globalFunctions: Set<String> = [
        "print", "debugPrint", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
        "min", "max", "abs", "zip", "stride", "type", "withAnimation", "withExtendedLifetime", "round", "floor", "ceil",
    ]

    /// UIKit's own methods, called on views all the time, never one of the project's view methods.
    static let frameworkMethods: Set<String> = [
        "addSubview", "addArrangedSubview", "removeFromSuperview", "layoutIfNeeded", "setNeedsLayout", "sizeToFit",
        "reloadData", "register", "dequeueReusableCell", "insertSubview", "bringSubviewToFront", "sendSubviewToBack",
        "setNeedsDisplay", "becomeFirstResponder", "resignFirstResponder", "deselectRow", "selectRow", "scrollToRow",
        "setContentOffset", "layoutSubviews", "invalidateIntrinsicContentSize", "setContentHuggingPriority",
        "setContentCompressionResistancePriority", "activate", "deactivate", "forEach", "map", "append", "isEqual",
        "constraint", "present", "dismiss", "pushViewController", "popViewController", "performSegue", "reloadSections",
        "reloadRows", "insertRows", "deleteRows", "beginUpdates", "endUpdates", "performBatchUpdates", "setValue",
    ]

    // MARK: Local variable types

    /// Types of local variables in the current function, from `as!`/`as?` casts and type
    /// annotations: `let cell = … as! ArticleCell`, `guard let cell = … as? ArticleCell`.
    private var localTypes: [String: String] = [:]
    /// Locals made of one of the project's classes (`let view = CountryItemView()`): what code
    /// writes through them to a view they hold (`view.textLabel.attributedText = …`) is that
    /// class's outlet's. (Not what it writes to the local itself: the code-built view is read
    /// as itself, `UIKitCodeScreens`.)
    private var madeLocals: [String: String] = [:]
    /// Local variables that name another object's member: `let b = header.actionButton`.
    private var localMembers: [String: (member: String, root: String)] = [:]
    /// `let buttons = [leftButton, rightButton]` in the current function.
    private var localArrays: [String: [String]] = [:]
    /// Per type, properties that are a fixed array of its views:
    /// `private var countLabels: [UILabel] { [postsCountLabel, lovesCountLabel] }`,
    /// `lazy var buttons = [okButton, cancelButton]`. Read when declared before the loop
    /// over them (as properties usually are).
    private var memberArrays: [String: [String: [String]]] = [:]

    /// Lines of statements an outlet's `didSet` runs whatever happens (not under an `if`, a
    /// `guard`, a loop or a closure): they run when the storyboard or xib connects the outlet,
    /// so what they set is the view's state when it is made.
    private var loadTimeLines: Set<Int> = []
    /// Lines of the plain statements of `awakeFromNib` and `viewDidLoad` (`loadedLines`): they
    /// run before the view is first on screen, so what they hide is hidden from the start (other
    /// writes they make, a title, keep their own meaning).
    private var hiddenAtLoadLines: Set<Int> = []
    /// The parameters of the closures that configure a property's view as it is made (the Then
    /// library's `.then { $0… }`), innermost last.
    private var makingClosures: [String] = []
    private var closureMakesView: [Bool] = []
    /// Lines of property observers (`var viewModel: Model { didSet { … } }`).
    private var observerLines: [ClosedRange<Int>] = []

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        let specifier = node.accessorSpecifier.tokenKind
        if specifier == .keyword(.didSet) || specifier == .keyword(.willSet) {
            let start = node.startLocation(converter: converter).line
            observerLines.append(start...max(start, node.endLocation(converter: converter).line))
        }
        // The setter of an `@IBInspectable` property (`var local_title: String? { set { … } }`):
        // what it sets on `self` is a view method "@local_title" that Interface Builder calls
        // with a runtime attribute's value (`CodeLinker.Writes.collectInspectables`).
        let inspectable =
            Self.inspectableName(node).map { "@" + $0 }
            ?? (specifier == .keyword(.set) ? Self.computedPropertyName(node).map { ViewMethod.setterKey($0) } : nil)
        if let inspectable, specifier == .keyword(.set) || specifier == .keyword(.didSet) {
            // The value, and the names `guard let style = newValue` gives it.
            var names = ["newValue": "_"]
            if let named = node.parameters?.name.text { names[named] = "_" }
            for name in Self.namesBound(to: "newValue", in: node.body?.statements) { names[name] = "_" }
            functionStack.append((inspectable, names, false, nil, [:]))
            actionFunctions.append(false)
            inspectableSetters.append(true)
        } else {
            inspectableSetters.append(false)
        }
        return .visitChildren
    }
    override func visitPost(_ node: AccessorDeclSyntax) {
        if inspectableSetters.removeLast() { functionStack.removeLast(); actionFunctions.removeLast() }
    }
    /// A view method's `switch` on one of its parameters (`func setStyle(_ style: LabelStyle) {
    /// switch style { case .title: font = …` ): each case's writes are a view method of their own,
    /// "setStyle#_=title", which a call passing `.title` runs (`CodeFacts.applyViewMethods`);
    /// "setStyle#_=*" calls every case, for a call whose argument is not known.
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        guard let (base, label, names) = switchedParameterCase(node), let type = typeStack.last, let first = names.first else {
            parameterCases.append(nil)
            return .visitChildren
        }
        let variant = ViewMethod.caseKey(base, label: label, case: first), every = ViewMethod.caseKey(base, label: label, case: "*")
        viewMethod(base, in: type) { if !$0.calls.contains(every) { $0.calls.append(every) } }
        viewMethod(every, in: type) { $0.calls += names.map { ViewMethod.caseKey(base, label: label, case: $0) } }
        let function = functionStack[functionStack.count - 1]
        functionStack.append((variant, function.parameters, function.isOverride, function.returnedLocal, function.parameterTypes))
        actionFunctions.append(actionFunctions.last ?? false)
        parameterCases.append((type, variant, names.dropFirst().map { ViewMethod.caseKey(base, label: label, case: $0) }))
        return .visitChildren
    }
    override func visitPost(_ node: SwitchCaseSyntax) {
        guard let entry = parameterCases.removeLast() else { return }
        functionStack.removeLast()
        actionFunctions.removeLast()
        // `case .a, .b:` sets the same for both.
        guard let recorded = facts.viewMethods[entry.variant]?.first(where: { $0.declaredIn == entry.type }) else { return }
        for other in entry.others { viewMethod(other, in: entry.type) { $0 = recorded } }
    }
    /// Per `switch` case being walked: the view method its writes are recorded as, if it is a
    /// case of a view method's switch on a parameter.
    private var parameterCases: [(type: String, variant: String, others: [String])?] = []

    /// The method, the parameter's argument label and the case names ("default" for `default:`)
    /// of a case of a `switch` on a parameter that is a statement of the method's own body.
    private func switchedParameterCase(_ node: SwitchCaseSyntax) -> (String, String, [String])? {
        guard let function = functionStack.last, !ViewMethod.isCaseKey(function.name),
            let switchExpr = node.parent?.parent?.as(SwitchExprSyntax.self),
            let subject = switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let label = function.parameters[subject],
            Self.isStatementOfFunctionBody(Syntax(switchExpr))
        else { return nil }
        switch node.label {
        case .default: return (function.name, label, ["default"])
        case .case(let caseLabel):
            // An enum's cases (`.title`), or strings (`"regular14"`, an inspectable's values).
            let names = caseLabel.caseItems.map { item -> String? in
                guard item.whereClause == nil else { return nil }
                return Self.caseName(item.pattern) ?? item.pattern.as(ExpressionPatternSyntax.self).flatMap { Self.stringLiteral($0.expression) }
            }
            guard !names.isEmpty, names.allSatisfy({ $0 != nil }) else { return nil }
            return (function.name, label, names.compactMap { $0 })
        }
    }

    /// Whether a statement is one of a function's own (not inside a branch, a loop or a closure).
    static func isStatementOfFunctionBody(_ node: Syntax) -> Bool {
        var current = node.parent
        while let c = current {
            if c.is(FunctionDeclSyntax.self) || c.is(AccessorDeclSyntax.self) { return true }
            guard c.is(ExpressionStmtSyntax.self) || c.is(CodeBlockItemSyntax.self) || c.is(CodeBlockItemListSyntax.self) || c.is(CodeBlockSyntax.self)
            else { return false }
            current = c.parent
        }
        return false
    }

    /// The names `guard let x = value` / `if let x = value` statements of a body bind to `value`.
    static func namesBound(to value: String, in statements: CodeBlockItemListSyntax?) -> [String] {
        var result: [String] = []
        for item in statements ?? [] {
            let conditions =
                item.item.as(GuardStmtSyntax.self)?.conditions
                ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)?.conditions
            for condition in conditions ?? [] {
                guard case .optionalBinding(let binding) = condition.condition,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text == value
                else { continue }
                result.append(name)
            }
        }
        return result
    }

    /// Per accessor being walked: whether it is an `@IBInspectable` property's setter.
    private var inspectableSetters: [Bool] = []

    /// The name of the computed property of a type whose setter this is (`extension UILabel {
    /// var style: LabelStyle { get { … } set(newStyle) { switch newStyle { case .title: font = … } } } }`):
    /// a view method "=style" that `label.style = .title` calls with its value (falcon).
    static func computedPropertyName(_ accessor: AccessorDeclSyntax) -> String? {
        guard let variable = accessor.parent?.parent?.parent?.parent?.parent?.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            !variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" })
        else { return nil }
        return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The name of the `@IBInspectable` property an accessor belongs to.
    static func inspectableName(_ accessor: AccessorDeclSyntax) -> String? {
        // AccessorDecl ← AccessorDeclList ← AccessorBlock ← PatternBinding ← PatternBindingList ← VariableDecl.
        guard let variable = accessor.parent?.parent?.parent?.parent?.parent?.as(VariableDeclSyntax.self),
            variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "IBInspectable" }),
            variable.bindings.count == 1
        else { return nil }
        return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// A property observer runs each time its property is set, after the initializer that
    /// gives the first value (an initializer's own assignment does not call it): its writes
    /// come after the class's other writes (PVGameLibrarySectionHeaderView's `viewModel` sets
    /// the title's font after `init` gave it a text style).
    func putObserverWritesLast(_ facts: inout CodeFacts) {
        guard !observerLines.isEmpty else { return }
        func inObserver(_ a: CodeAssignment) -> Bool {
            a.origin.location.file == path && observerLines.contains { $0.contains(a.origin.location.line) }
        }
        for (name, type) in facts.types {
            var type = type
            for (target, list) in type.assignments where list.contains(where: inObserver) {
                type.assignments[target] = list.filter { !inObserver($0) } + list.filter(inObserver)
            }
            facts.types[name] = type
        }
    }

    static func loadTimeLines(of binding: PatternBindingSyntax, name: String, converter: SourceLocationConverter) -> Set<Int> {
        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
            let didSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }),
            let statements = didSet.body?.statements
        else { return [] }
        return plainStatementLines(statements, converter: converter)
    }

    /// The methods UIKit calls once as a view or controller is loaded, before it is on screen.
    static let loadMethods: Set<String> = ["awakeFromNib", "viewDidLoad"]

    /// The lines of a body's statements that run whatever happens: plain assignments and calls,
    /// up to the first `guard`.
    static func plainStatementLines(_ statements: CodeBlockItemListSyntax, converter: SourceLocationConverter) -> Set<Int> {
        var lines: Set<Int> = []
        for item in statements {
            // Only plain statements: a `guard` before them makes what follows conditional too.
            if item.item.is(GuardStmtSyntax.self) { break }
            guard let expr = item.item.as(ExprSyntax.self), expr.is(SequenceExprSyntax.self) || expr.is(FunctionCallExprSyntax.self) else { continue }
            lines.insert(item.startLocation(converter: converter).line)
        }
        return lines
    }

    /// How deep the walk is in code only old systems run: the `else` of `if #available(iOS 13, *)`,
    /// the `else` of `guard #available`, the body of `if #unavailable`. What it sets is not what
    /// today's devices show (the other branch sets that), so it is not recorded.
    private var legacyDepth = 0
    private var legacyBlocks: [Bool] = []

    /// The file's Boolean constants (`private let kUseDebugColors = false`, `static let
    /// showsDebugBorders = true`, `private var showsBanner: Bool { return false }`), at the top
    /// level or among a type's members.
    var boolConstants: [String: Bool] = [:]

    static func boolConstants(in tree: SourceFileSyntax) -> [String: Bool] {
        var result: [String: Bool] = [:]
        var ambiguous = Set<String>()
        func note(_ name: String, _ value: Bool) {
            if let known = result[name], known != value { ambiguous.insert(name) }
            result[name] = value
        }
        func read(_ decl: DeclSyntax, overridable: Bool) {
            if let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self)
                    else { continue }
                    note(name, literal.literal.tokenKind == .keyword(.true))
                }
            } else if let variable = decl.as(VariableDeclSyntax.self), let (name, value) = computedConstant(variable, overridable: overridable) {
                note(name, value)
            } else if let group = decl.asProtocol(DeclGroupSyntax.self) {
                // Only a class's members can be overridden (not a `final` class's); a protocol's
                // extension gives defaults its conformers replace.
                let isClass = group.is(ClassDeclSyntax.self) && !group.modifiers.contains { $0.name.text == "final" }
                let replaceable = isClass || group.is(ProtocolDeclSyntax.self) || group.is(ExtensionDeclSyntax.self)
                for member in group.memberBlock.members { read(member.decl, overridable: replaceable) }
            }
        }
        for item in tree.statements { if let decl = item.item.as(DeclSyntax.self) { read(decl, overridable: false) } }
        for name in ambiguous { result[name] = nil }
        return result
    }

    /// A computed Boolean that returns a literal (`private var showsBanner: Bool { return false }`:
    /// a feature switched off in code), when nothing can override it: `private`, `fileprivate`,
    /// `static` or `final`, or a member of a struct, an enum or a `final` class.
    static func computedConstant(_ variable: VariableDeclSyntax, overridable: Bool) -> (String, Bool)? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            binding.typeAnnotation?.type.sourceText == "Bool", binding.initializer == nil,
            !variable.modifiers.contains(where: { $0.name.text == "override" })
        else { return nil }
        let sealed = variable.modifiers.contains { ["private", "fileprivate", "static", "final"].contains($0.name.text) }
        guard sealed || !overridable else { return nil }
        let statements: CodeBlockItemListSyntax
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?: statements = body
        case .accessors(let list)?:
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get), let body = getter.body else { return nil }
            statements = body.statements
        case nil: return nil
        }
        guard let literal = Self.onlyExpression(statements)?.as(BooleanLiteralExprSyntax.self) else { return nil }
        return (name, literal.literal.tokenKind == .keyword(.true))
    }

    /// A branch a constant of the file rules out: the body of `if kUseDebugColors` when it is
    /// `false`, the `else` when it is `true` (`!` reverses both).
    static func isDeadFlagBranch(_ node: CodeBlockItemListSyntax, _ constants: [String: Bool]) -> Bool {
        guard !constants.isEmpty, let block = node.parent?.as(CodeBlockSyntax.self),
            let ifExpr = block.parent?.as(IfExprSyntax.self), ifExpr.conditions.count == 1,
            case .expression(var condition)? = ifExpr.conditions.first?.condition
        else { return false }
        var negated = false
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { negated = true; condition = prefix.expression }
        let name =
            condition.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? condition.as(MemberAccessExprSyntax.self).flatMap { $0.base != nil ? $0.declName.baseName.text : nil }
        guard let name, let value = constants[name] else { return false }
        let holds = value != negated
        if ifExpr.body.id == block.id { return !holds }
        return ifExpr.elseBody?.as(CodeBlockSyntax.self)?.id == block.id && holds
    }

    /// What an `isHidden` write's value says: known where it is one of the file's constants
    /// (`banner.isHidden = !showsBanner`), else the condition under which it hides the view.
    private func hiddenValue(_ value: [ExprSyntax], at node: some SyntaxProtocol) -> CodeAssignment.Value? {
        if value.count == 1, let known = Self.constantFlag(value[0], boolConstants) { return .bool(known) }
        guard let condition = HiddenCondition.read(value, at: node) else { return nil }
        if value.count == 1, let (call, negated, defaultValue) = flagParameter(value[0], at: node) {
            return .flagArgument(call: call, negated: negated, condition: condition, defaultValue: defaultValue)
        }
        // `detail.bottomText == nil`: a struct's property, which may never be set.
        if value.count == 3, value[2].is(NilLiteralExprSyntax.self), let test = value[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            ["==", "!="].contains(test), let key = ViewConfigurations.key(value[0], in: typeStack.last, typedLocals: true)
        {
            return .nilCheck(key: key, isNil: test == "==", condition: condition)
        }
        return .condition(condition)
    }

    /// `isHidden` or `!isHidden` where `isHidden` is a `Bool` parameter of the method being read
    /// (not one the runtime calls: an `@objc` or `@IBAction` method): "method|label", and
    /// whether it is negated, and the parameter's default when it is a literal.
    private func flagParameter(_ expression: ExprSyntax, at node: some SyntaxProtocol) -> (call: String, negated: Bool, defaultValue: Bool?)? {
        var expression = expression, negated = false
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { negated = true; expression = prefix.expression }
        guard let function = functionStack.last, actionFunctions.last == false, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let label = function.parameters[name], function.parameterTypes[label] == "Bool"
        else { return nil }
        let parameter = LookupWrappers.enclosingFunction(node)?.signature.parameterClause.parameters.first {
            ($0.secondName ?? $0.firstName).text == name
        }
        let defaultValue = parameter?.defaultValue?.value.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
        return (function.name + "|" + label, negated, defaultValue)
    }

    /// The value of `flag`, `self.flag` or `!flag`, where `flag` is one of the file's constants.
    static func constantFlag(_ expression: ExprSyntax, _ constants: [String: Bool]) -> Bool? {
        guard !constants.isEmpty else { return nil }
        var expression = expression, negated = false
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { negated = true; expression = prefix.expression }
        let name =
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? $0.declName.baseName.text : nil
            }
        return name.flatMap { constants[$0] }.map { $0 != negated }
    }

    /// Whether a block is code for systems older than an availability check.
    static func isLegacyBranch(_ node: CodeBlockItemListSyntax) -> Bool {
        guard let block = node.parent?.as(CodeBlockSyntax.self), let holder = block.parent else { return false }
        func availability(_ conditions: ConditionElementListSyntax) -> Bool? {
            for c in conditions {
                if let a = c.condition.as(AvailabilityConditionSyntax.self) { return a.availabilityKeyword.tokenKind == .poundAvailable }
            }
            return nil
        }
        if let ifExpr = holder.as(IfExprSyntax.self), let available = availability(ifExpr.conditions), ifExpr.conditions.count == 1 {
            return available ? ifExpr.elseBody?.as(CodeBlockSyntax.self)?.id == block.id : ifExpr.body.id == block.id
        }
        if let guardStmt = holder.as(GuardStmtSyntax.self), availability(guardStmt.conditions) == true, guardStmt.conditions.count == 1 {
            return true
        }
        return false
    }

    override func visitPost(_ node: CodeBlockItemListSyntax) {
        if legacyBlocks.removeLast() { legacyDepth -= 1 }
        if conditionalBlocks.removeLast() { conditionalDepth -= 1 }
        if branchBlocks.removeLast() { branchDepth -= 1 }
    }

    /// How deep the walk is in branches that a test decides (an `if`'s or `guard`'s body, a
    /// `switch` case, a `catch`), not counting `if let` (a view that is there) nor loops and
    /// closures, which run their writes whenever they run: a trait written there is the
    /// view's in one state only (`if linkType == .url { accessibilityTraits = [.link] }`).
    private var branchDepth = 0
    private var branchBlocks: [Bool] = []

    static func isDecidedBranch(_ node: CodeBlockItemListSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(SwitchCaseSyntax.self) { return true }
        guard parent.is(CodeBlockSyntax.self), let holder = parent.parent else { return false }
        if let ifExpr = holder.as(IfExprSyntax.self) {
            // `if let view = optionalView { … }`: the view is there whenever it is written;
            // `if #available(…)`: the branch every supported system takes.
            let onlyBindings = ifExpr.conditions.allSatisfy {
                $0.condition.is(OptionalBindingConditionSyntax.self) || $0.condition.is(AvailabilityConditionSyntax.self)
            }
            return !onlyBindings || ifExpr.elseBody?.as(CodeBlockSyntax.self)?.id == parent.id
        }
        return holder.is(GuardStmtSyntax.self) || holder.is(CatchClauseSyntax.self)
    }

    /// How deep the walk is in blocks that run only sometimes: branches, cases, loops, closures.
    private var conditionalDepth = 0
    private var conditionalBlocks: [Bool] = []

    static func isConditionalBlock(_ node: CodeBlockItemListSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(SwitchCaseSyntax.self) || parent.is(ClosureExprSyntax.self) { return true }
        guard parent.is(CodeBlockSyntax.self), let holder = parent.parent else { return false }
        return holder.is(IfExprSyntax.self) || holder.is(GuardStmtSyntax.self) || holder.is(ForStmtSyntax.self)
            || holder.is(WhileStmtSyntax.self) || holder.is(RepeatStmtSyntax.self) || holder.is(CatchClauseSyntax.self)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        let legacy = Self.isLegacyBranch(node) || Self.isDeadFlagBranch(node, boolConstants)
        legacyBlocks.append(legacy)
        if legacy { legacyDepth += 1 }
        let conditional = Self.isConditionalBlock(node)
        conditionalBlocks.append(conditional)
        if conditional { conditionalDepth += 1 }
        let branch = Self.isDecidedBranch(node)
        branchBlocks.append(branch)
        if branch { branchDepth += 1 }
        if let function = node.parent?.parent?.as(FunctionDeclSyntax.self) {
            localTypes = [:]
            madeLocals = [:]
            localMembers = [:]
            localArrays = [:]
            // `func bind(statusView: StatusView)`: what the body sets on `statusView` is set
            // on a StatusView.
            for parameter in function.signature.parameterClause.parameters {
                // `label: UILabel?` is a UILabel too.
                let written =
                    parameter.type.as(OptionalTypeSyntax.self)?.wrappedType
                    ?? parameter.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? parameter.type
                if let type = written.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil {
                    localTypes[(parameter.secondName ?? parameter.firstName).text] = type.name.text
                }
            }
        }
        return .visitChildren
    }

    /// Per stored property or local constant being initialised by a closure (`= { … }()`): the
    /// local it returns → the property.
    private var initializerLocals: [[String: String]] = []

    override func visitPost(_ node: PatternBindingSyntax) {
        if Self.initializerClosure(of: node) != nil { initializerLocals.removeLast() }
    }

    /// The array literal a property is: its getter's only statement (`{ [a, b] }`,
    /// `{ return [a, b] }`) or its initial value (`lazy var all = [a, b]`).
    static func fixedArray(_ node: PatternBindingSyntax) -> ExprSyntax? {
        func isLiteral(_ e: ExprSyntax) -> Bool { e.is(ArrayExprSyntax.self) || e.is(DictionaryExprSyntax.self) }
        if let value = node.initializer?.value, isLiteral(value) { return value }
        guard case .getter(let statements)? = node.accessorBlock?.accessors, let expr = onlyExpression(statements) else { return nil }
        return isLiteral(expr) ? expr : nil
    }

    /// `{ … }()` initialising a stored property, or a local constant of a method (`let title:
    /// UILabel = { let label = UILabel(); …; return label }()`): each such closure in a class or
    /// a method may call its view `label`, and each `label` is its own property's.
    static func initializerClosure(of node: PatternBindingSyntax) -> ClosureExprSyntax? {
        guard node.pattern.is(IdentifierPatternSyntax.self),
            let call = node.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty
        else { return nil }
        return call.calledExpression.as(ClosureExprSyntax.self)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value, let image = UIKitCodeViewsVisitor.imageReference(value)
        {
            imageVariables[name] = image
        }
        if let closure = Self.initializerClosure(of: node), let property = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // The local the closure returns is the property's view.
            let last = closure.statements.last?.item
            let returned = (last?.as(ReturnStmtSyntax.self)?.expression ?? last?.as(ExprSyntax.self))?.as(DeclReferenceExprSyntax.self)?.baseName.text
            initializerLocals.append(returned.map { [$0: property] } ?? [:])
        }
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let value = node.initializer?.value, let owner = Self.subviewsOwner(value) { subviewLocals[name] = owner }
        if let type = typeStack.last, node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
            let array = Self.fixedArray(node), let members = arrayMembers(array)
        {
            memberArrays[type, default: [:]][name] = members
        }
        // A stored property whose class the project may declare: `let authorView = AuthorView()`.
        if let type = typeStack.last, node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
            let declared = node.typeAnnotation.map({ Self.baseType($0.type.sourceText) })
                ?? node.initializer.flatMap({
                    Self.unwrap($0.value).as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                }),
            declared.first?.isUppercase == true
        {
            facts.types[type]?.propertyTypes[name] = declared
        }
        // Locals only: a stored property is one instance the type owns, and what code does to
        // it (`podcastName.accessibilityTraits = .button` in its didSet) is already that
        // instance's; typing it would hand it to every view of its class.
        if node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) != true,
            let type = node.typeAnnotation.map({ Self.baseType($0.type.sourceText) }) ?? node.initializer.flatMap({ Self.castType($0.value) })
        {
            localTypes[name] = type
        } else if node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) != true,
            let made = node.initializer.flatMap({
                Self.unwrap($0.value).as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            }),
            made.first?.isUppercase == true, !PlatformDefaults.isAppleClass(made)
        {
            madeLocals[name] = made
        }
        // `let editButton = UIButton(configuration: .gray("Edit"))`: what the project's factory
        // sets, once every file is read (`CodeFacts.applyViewMethods`).
        if let type = typeStack.last, let value = node.initializer?.value, let (method, made) = Self.factoryCall(value) {
            // `lazy var closeButton = { let button = UIButton.buildCloseButton(); …; return button }()`:
            // the local of the closure making a property's view is that property.
            let owner = initializerLocals.last?[name] ?? name
            facts.types[type]?.methodCalls[owner, default: []].append(MethodCall(method: method, origin: origin(node), factoryOf: made))
        }
        // A factory building on another: `var config = UIButton.Configuration.accent("apply")`
        // in `static func smallApplyButton()` sets what `accent` sets.
        if let function = functionStack.last, function.returnedLocal == name, let type = typeStack.last,
            let value = node.initializer?.value,
            let (method, made) = Self.configurationFactory(value) ?? Self.factoryCall(value), made == type
        {
            factory(ViewMethod.method(ofCaseKey: function.name), in: type) { $0.calls.append(method) }
        }
        // `var configuration = UIButton.Configuration.filled(); configuration.title = …;
        // let button = UIButton(configuration: configuration)`: the button has that title.
        if let call = node.initializer.map({ Self.unwrap($0.value) })?.as(FunctionCallExprSyntax.self),
            let configuration = call.arguments.first(where: { $0.label?.text == "configuration" })?.expression.as(DeclReferenceExprSyntax.self),
            let assignments = configurationAssignments[configuration.baseName.text]
        {
            for assignment in assignments { record(target: name, assignment, memberPath: nil) }
        }
        if typeStack.last != nil, node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) != true,
            let member = node.initializer.map({ Self.unwrap($0.value) })?.as(MemberAccessExprSyntax.self),
            let base = member.base, let root = Self.rootName(base), !root.isEmpty
        {
            localMembers[name] = (member.declName.baseName.text, root)
        }
        if typeStack.last != nil, let value = node.initializer?.value, let members = arrayMembers(value) {
            localArrays[name] = members
        }
        if typeStack.last != nil, let tag = node.initializer.flatMap({ Self.taggedLookup($0.value) }) {
            localMembers[name] = (CodeFacts.taggedView(tag), "self")
        }
        return .visitChildren
    }

    /// The tag a view is looked up by (`cell.viewWithTag(2) as? UILabel`,
    /// `(view.viewWithTag(Tag.title) as! UILabel)` with an integer literal): what code then
    /// does to the local it does to the Interface Builder view of that tag.
    static func taggedLookup(_ expr: ExprSyntax) -> Int? {
        var expr = unwrap(expr)
        if let cast = expr.as(AsExprSyntax.self) { expr = unwrap(cast.expression) }
        if let sequence = expr.as(SequenceExprSyntax.self), let first = sequence.elements.first,
            sequence.elements.count == 3, Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self)
        {
            expr = unwrap(first)
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first { return taggedLookup(only.expression) }
        guard let call = expr.as(FunctionCallExprSyntax.self),
            (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text) == "viewWithTag",
            let argument = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)
        else { return nil }
        return Int(argument.literal.text)
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = node.typeAnnotation.map({ Self.baseType($0.type.sourceText) }) ?? node.initializer.flatMap({ Self.castType($0.value) })
        {
            localTypes[name] = type
        }
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, typeStack.last != nil,
            let tag = node.initializer.flatMap({ Self.taggedLookup($0.value) })
        {
            localMembers[name] = (CodeFacts.taggedView(tag), "self")
        }
        return .visitChildren
    }

    /// `assign(to: \.text, on: label)`: the tracked property and the object.
    static func assignedKeyPath(_ call: FunctionCallExprSyntax) -> (ViewProperty, ExprSyntax)? {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, arguments[0].label?.text == "to", arguments[1].label?.text == "on",
            let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
            keyPath.components.count == 1,
            let name = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
            let property = TrackedProperty.names[name]
        else { return nil }
        return (property, arguments[1].expression)
    }

    /// The first parameter of a cell or supplementary view registration's handler, and the
    /// view class the registration names.
    static func registeredCell(_ closure: ClosureExprSyntax) -> (String, String)? {
        guard let generic = call(passing: closure)?.calledExpression.as(GenericSpecializationExprSyntax.self),
            let name = generic.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            name == "CellRegistration" || name == "SupplementaryRegistration",
            let type = generic.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self)?.as(IdentifierTypeSyntax.self)?.name.text,
            let first = firstParameter(of: closure)
        else { return nil }
        return (first, type)
    }

    /// The call a closure is passed to, as a trailing closure or an argument.
    static func call(passing closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// The name of a closure's first parameter (`cell` in `{ cell, indexPath, item in … }`);
    /// nil when it names none (and uses `$0`).
    /// `configuration?.attributedTitle = AttributedString(title, attributes: container)`: the
    /// title's font and colour are the attributes', which are not read (mixin-ios: a scaled font).
    private func recordTitleAttributes(_ value: ExprSyntax, target: String, memberPath: String?, at node: some SyntaxProtocol) {
        guard Self.hasAttributes(value) else { return }
        for look in [ViewProperty.font, .textColor] {
            record(target: target, CodeAssignment(property: look, value: .unknown, origin: origin(node)), memberPath: memberPath)
        }
    }

    /// An attributed string made with attributes (`AttributedString(x, attributes: container)`)
    /// or from a value the reader does not follow (a local, a call): anything but a literal's.
    static func hasAttributes(_ value: ExprSyntax) -> Bool {
        guard let call = unwrap(value).as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "AttributedString" else { return true }
        return call.arguments.count != 1 || call.arguments.first?.expression.is(StringLiteralExprSyntax.self) != true
    }

    /// A closure's parameter names, in order.
    static func parameters(of closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else { return [] }
        if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.map(\.name.text) }
        return clause.as(ClosureParameterClauseSyntax.self)?.parameters.map { ($0.secondName ?? $0.firstName).text } ?? []
    }

    static func firstParameter(of closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        return clause.as(ClosureShorthandParameterListSyntax.self)?.first?.name.text
            ?? clause.as(ClosureParameterClauseSyntax.self)?.parameters.first.map { ($0.secondName ?? $0.firstName).text }
    }

    static func castType(_ expr: ExprSyntax) -> String? {
        if let cast = expr.as(AsExprSyntax.self) { return baseType(cast.type.sourceText) }
        // Unfolded by the parser: `x as! T` is the sequence [x, as!, T].
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let items = Array(sequence.elements)
            if items.count == 3, items[1].is(UnresolvedAsExprSyntax.self), let type = items[2].as(TypeExprSyntax.self) {
                return baseType(type.type.sourceText)
            }
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return castType(unwrap.expression) }
        if let paren = expr.as(TupleExprSyntax.self), let only = paren.elements.first, paren.elements.count == 1 { return castType(only.expression) }
        return nil
    }

    static func baseType(_ type: String) -> String {
        type.trimmingCharacters(in: CharacterSet(charactersIn: "!?"))
    }

    /// The local a static (or class) function builds and returns: `configuration` in `static func
    /// gray(_ text: String) -> UIButton.Configuration { var configuration = …; …; return
    /// configuration }`, also through a call on it (`return button.constrainToSize(height: 52)`).
    static func factoryLocal(_ node: FunctionDeclSyntax) -> String? {
        guard node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
            node.signature.returnClause != nil, let statements = node.body?.statements,
            let returned = statements.last?.item.as(ReturnStmtSyntax.self)?.expression
        else { return nil }
        var e = unwrap(returned)
        while let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        { e = unwrap(base) }
        guard let local = e.as(DeclReferenceExprSyntax.self)?.baseName.text,
            statements.contains(where: { item in
                item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == local } == true
            })
        else { return nil }
        return local
    }

    /// A view or button configuration made by a project factory: `UIButton(configuration:
    /// .gray("Edit"))` (also `.accent("x").noMargins()`), `UIButton.largeRoundedButton(title:
    /// "Search")` → the factory's name and the type it is called on.
    static func factoryCall(_ expr: ExprSyntax) -> (method: String, type: String)? {
        guard let call = unwrap(expr).as(FunctionCallExprSyntax.self) else { return nil }
        if let configuration = call.arguments.first(where: { $0.label?.text == "configuration" })?.expression {
            return configurationFactory(configuration)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base.first?.isUppercase == true,
            member.declName.baseName.text != "init"
        else { return nil }
        return (member.declName.baseName.text, base)
    }

    /// `.gray("Edit")`, `UIButton.Configuration.gray("Edit")`, `.accent("x").noMargins()`: the
    /// innermost call of a button configuration's factory.
    static func configurationFactory(_ expr: ExprSyntax) -> (method: String, type: String)? {
        var e = unwrap(expr)
        while let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base, base.is(FunctionCallExprSyntax.self)
        { e = unwrap(base) }
        guard let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.sourceText == "UIButton.Configuration"
        else { return nil }
        return (member.declName.baseName.text, "UIButton.Configuration")
    }

    /// The leftmost variable of a member path: `cell` in `cell.likeButton.titleLabel`.
    static func rootName(_ expr: ExprSyntax) -> String? {
        var e = unwrap(expr)
        while let m = e.as(MemberAccessExprSyntax.self), let base = m.base { e = unwrap(base) }
        return e.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    }
}
