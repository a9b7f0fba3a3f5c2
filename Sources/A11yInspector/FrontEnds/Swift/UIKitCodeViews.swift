import Foundation
import SwiftSyntax

/// A view a class creates in code: `let titleLabel = UILabel()`, `lazy var save: UIButton = { … }()`,
/// `let stack = UIStackView(arrangedSubviews: [a, b])`, or a local `let label = UILabel()`.
public struct CodeView: Sendable, Hashable, Codable {
    public var name: String
    /// The UIKit class constructed ("UILabel", "UIButton"…), or a project class.
    public var kind: String
    public var location: SourceLocation
    /// Other names the same view has (the local variable inside a `lazy var` closure).
    public var aliases: [String] = []
    public var image: ImageReference?
    /// `UIButton(type: .infoLight)`: a system button type with UIKit's own glyph and label.
    public var systemButtonType: SystemButtonType?
    /// `UIButton(type: .system)`: its title is drawn in the tint unless code gives it a colour.
    public var titleFollowsTint = false
    public var text: String?
    /// `UIStackView(arrangedSubviews: [a, b])`.
    public var arranged: [String] = []
    /// Where UIKit shows it when the code hands it to another view
    /// (`cell.accessoryView = toggle`, `navigationItem.titleView = logo`).
    public var hostedAs: String?
}

/// Where a view is put: `addSubview(x)`, `view.addSubview(x)`, `stack.addArrangedSubview(x)`.
public struct SubviewEdge: Sendable, Hashable, Codable {
    public var parent: String
    public var child: String
    /// The call that adds it: a view only code that never runs adds is never on screen.
    public var location: SourceLocation? = nil
}

/// Reads the views a class builds in code and how it assembles them.
final class UIKitCodeViewsVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    var views: [String: [CodeView]] = [:]
    /// `let badge = BadgeView()`: a type of the project, perhaps a view (`CodeFacts.constructedTypes`).
    var constructedTypes: [String: [CodeView]] = [:]
    /// Types a class creates and assigns to a property declared without a value
    /// (`selectorView = SelectorView(…)`), by creating class.
    var createdTypes: [String: Set<String>] = [:]
    var edges: [String: [SubviewEdge]] = [:]
    private var typeStack: [String] = []
    /// Names code uses as values (`addSubview(closeButton)`, `[title, subtitle]`,
    /// `header.titleView = logo`, `parent.addSubview(cell.badge)`), not only as the base of a
    /// member (`closeButton.isHidden = true`): a view whose name is never one is never handed
    /// to anything that shows it.
    var valueNames: Set<String> = []
    /// The same, per type whose code uses them bare or through `self`.
    var ownValueNames: [String: Set<String>] = [:]
    /// The same, used through another object or outside any type.
    var memberValueNames: Set<String> = []

    /// Per type, the names of its views that are the base of a method call, with the methods
    /// (`closeButton.embedInWrapperView()`): one of the project's own view methods receives
    /// the view and may add it anywhere.
    var methodBases: [String: [String: Set<String>]] = [:]
    /// Methods the project declares in extensions of UIKit's view classes
    /// (`extension UIView { func embedInWrapperView() -> UIView }`).
    var viewExtensionMethods: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // (A project declares no class of UIKit's names: a view kind on the stack is an extension.)
        if let type = typeStack.last, Self.viewKinds.contains(type) {
            viewExtensionMethods.insert(node.name.text)
        }
        return .visitChildren
    }

    /// The type the walk is in, by its last name as facts are kept (`extension Outer.Inner`).
    private var currentTypeName: String? { typeStack.last.map { String($0.split(separator: ".").last ?? Substring($0)) } }

    private func usedAsValue(_ name: String, own: Bool) {
        valueNames.insert(name)
        if own, let type = currentTypeName {
            ownValueNames[type, default: []].insert(name)
        } else {
            memberValueNames.insert(name)
        }
    }
    /// The local variable of a `lazy var x = { let b = UIButton(); …; return b }()` is `x`, not a view of its own.
    private var aliasBindings: Set<SyntaxIdentifier> = []
    /// Inside such a closure, its local by the property's name: what `view.addSubview(title)`
    /// in `lazy var infoView: UIView = { let view = UIView(); …; return view }()` adds to is
    /// `infoView`, not the controller's `view`. Innermost last.
    private var closureLocals: [(binding: SyntaxIdentifier, local: String, property: String)] = []
    override func visitPost(_ node: PatternBindingSyntax) {
        if closureLocals.last?.binding == node.id { closureLocals.removeLast() }
    }
    /// An edge to record: its parent seen through the closure locals around it.
    private func edge(_ parent: String, _ child: String, _ node: some SyntaxProtocol) -> SubviewEdge {
        let owner = closureLocals.last { $0.local == parent }?.property ?? parent
        return SubviewEdge(parent: owner, child: child, location: location(node))
    }

    static let viewKinds: Set<String> = [
        "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UIDatePicker",
        "UIPickerView", "UISearchBar", "UIStackView", "UIView", "UIScrollView", "UITableView", "UICollectionView",
        "UIVisualEffectView",
    ]

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.extendedType.sourceText); return .visitChildren }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    /// `let x = UILabel()`, `lazy var x: UIButton = { let b = UIButton(); …; return b }()`.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let type = typeStack.last, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let written = node.initializer?.value, !aliasBindings.contains(node.id)
        else { return .visitChildren }
        // `UILabel().then { $0.text = … }` (the Then library): the view its receiver makes.
        let value = FactsVisitor.configuredBy(written) ?? written
        if var view = Self.constructed(value, name: name, at: location(node)) {
            if view.kind == "?" {
                view.kind = node.typeAnnotation.map { $0.type.sourceText.trimmingCharacters(in: CharacterSet(charactersIn: "!?")) } ?? "UIView"
            }
            // A view made in a function only to measure text never reaches the screen.
            if CodeEventsVisitor.isMeasuringLocal(name, at: node) { return .visitChildren }
            views[type, default: []].append(view)
        } else if let candidate = Self.constructedType(value, name: name, at: location(node)) {
            if !CodeEventsVisitor.isMeasuringLocal(name, at: node) { constructedTypes[type, default: []].append(candidate) }
        } else if let call = value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            // lazy var x: TokenView = { return TokenView(frame: .zero) }(), `{ UILabel() }()`: the
            // closure makes the view in its only statement.
            let made = FactsVisitor.madeBy(value)
            if made.id != value.id {
                if var view = Self.constructed(made, name: name, at: location(node)) {
                    if view.kind == "?" { view.kind = node.typeAnnotation?.type.sourceText ?? "UIView" }
                    views[type, default: []].append(view)
                    return .visitChildren
                }
                if let candidate = Self.constructedType(made, name: name, at: location(node)) {
                    constructedTypes[type, default: []].append(candidate)
                    return .visitChildren
                }
            }
            // lazy var x: UIButton = { let button = UIButton(type: .system); …; return button }()
            // The local the closure returns, when it returns one: not a value made before it
            // (`let action = UIAction { … }` for the button's primary action).
            let last = closure.statements.last?.item
            let returned = (last?.as(ReturnStmtSyntax.self)?.expression ?? last?.as(ExprSyntax.self))?.as(DeclReferenceExprSyntax.self)?.baseName.text
            for item in closure.statements {
                guard let decl = item.item.as(VariableDeclSyntax.self), let binding = decl.bindings.first,
                    let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    returned == nil || returned == local,
                    let initial = binding.initializer?.value
                else { continue }
                if var view = Self.constructed(initial, name: name, at: location(node)) {
                    if view.kind == "?" { view.kind = node.typeAnnotation?.type.sourceText ?? "UIView" }
                    view.aliases.append(local)
                    aliasBindings.insert(binding.id)
                    closureLocals.append((node.id, local, name))
                    views[type, default: []].append(view)
                    break
                }
                if var candidate = Self.constructedType(initial, name: name, at: location(node)) {
                    candidate.aliases.append(local)
                    aliasBindings.insert(binding.id)
                    closureLocals.append((node.id, local, name))
                    constructedTypes[type, default: []].append(candidate)
                    break
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        // `_secondaryButton` too.
        guard name.drop(while: { $0 == "_" }).first?.isLowercase == true else { return .visitChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self) {
            // `closeButton.isHidden`: a base; `x.closeButton`: its value is judged below.
            if member.base?.id == node.id || member.declName.id == node.id { return .visitChildren }
        }
        // `closeButton?.isHidden`, `closeButton!.isHidden`: a base too.
        if let wrapper = node.parent, wrapper.is(OptionalChainingExprSyntax.self) || wrapper.is(ForceUnwrapExprSyntax.self),
            let member = wrapper.parent?.as(MemberAccessExprSyntax.self), member.base?.id == wrapper.id
        {
            return .visitChildren
        }
        usedAsValue(name, own: true)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard node.base != nil, name.drop(while: { $0 == "_" }).first?.isLowercase == true else { return .visitChildren }
        // `self.badge` or `cell.badge` used as a value, not as a base or a method called.
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id { return .visitChildren }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            // `closeButton.embedInWrapperView()`, `self.badge.pin(to: header)`.
            if let type = currentTypeName, let base = node.base,
                let view = base.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? base.as(MemberAccessExprSyntax.self).flatMap({
                        $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName.baseName.text : nil
                    })
            {
                methodBases[type, default: [:]][view, default: []].insert(name)
            }
            return .visitChildren
        }
        usedAsValue(name, own: node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self")
        return .visitChildren
    }

    static func constructed(_ expr: ExprSyntax, name: String, at location: SourceLocation) -> CodeView? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let called = call.calledExpression.sourceText
        let kind: String
        if viewKinds.contains(called) || ViewClasses.libraryBases[called] != nil {
            // A library's view (`MDCButton()`) keeps its class; screens read it as its UIKit base.
            kind = called
        } else if called == ".init" || called == "Self" {
            kind = "?"
        }
        // `UILabel.forAutoLayout()`, `UIButton.systemButton(with:target:action:)`: a factory
        // called on a view class makes one of that class (not its `appearance()` proxy).
        else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, viewKinds.contains(base),
            !member.declName.baseName.text.hasPrefix("appearance")
        {
            kind = base
        } else {
            return nil
        }
        var view = CodeView(name: name, kind: kind, location: location)
        for arg in call.arguments {
            if arg.label?.text == "image", let image = imageReference(arg.expression) { view.image = image }
            if arg.label?.text == "type", let type = arg.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                view.systemButtonType = SystemButtonType(rawValue: type)
                view.titleFollowsTint = kind == "UIButton" && type == "system"
            }
            if arg.label?.text == "arrangedSubviews", let array = arg.expression.as(ArrayExprSyntax.self) {
                view.arranged = array.elements.compactMap { FactsVisitor.collectionName($0.expression) }
            }
        }
        return view
    }

    /// `AppLabel(style: .headline)`, `BadgeView()`: an instance of a type named like a class
    /// (capitalised, not a UIKit view the reader knows), kept until the project says whether it
    /// is a view.
    static func constructedType(_ expr: ExprSyntax, name: String, at location: SourceLocation) -> CodeView? {
        guard let call = expr.as(FunctionCallExprSyntax.self),
            let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            called.first?.isUppercase == true, !viewKinds.contains(called)
        else { return nil }
        return CodeView(name: name, kind: called, location: location)
    }

    /// `UIImage(named: "x")`, `UIImage(systemName: "heart")`, `.init(systemName:)`,
    /// `UIImage(systemName: on ? "x.fill" : "x")` (a symbol either way: named by the first
    /// choice), and `#imageLiteral(resourceName: "x")`, which Xcode compiles to
    /// `UIImage(imageLiteralResourceName:)`, an asset like `UIImage(named:)`.
    static func imageReference(_ expr: ExprSyntax) -> ImageReference? {
        let unwrapped = FactsVisitor.unwrap(expr)
        if let literal = unwrapped.as(MacroExpansionExprSyntax.self), literal.macroName.text == "imageLiteral",
            let arg = literal.arguments.first, arg.label?.text == "resourceName", let name = FactsVisitor.stringLiteral(arg.expression)
        {
            return ImageReference(name: name)
        }
        // `UIImage(named: "bullets").withRenderingMode(.alwaysTemplate)`: the same image, drawn
        // another way.
        if let call = unwrapped.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base, Self.imageVariants.contains(member.declName.baseName.text)
        {
            return imageReference(base)
        }
        guard let call = unwrapped.as(FunctionCallExprSyntax.self), let arg = call.arguments.first,
            let name = FactsVisitor.stringLiteral(arg.expression) ?? firstChoice(arg.expression)
        else { return nil }
        switch arg.label?.text {
        case "named": return ImageReference(name: name)
        case "systemName": return ImageReference(name: name, isSystemSymbol: true)
        default: return nil
        }
    }

    /// `UIImage` methods that return the same picture drawn differently.
    static let imageVariants: Set<String> = [
        "withRenderingMode", "withTintColor", "withConfiguration", "applyingSymbolConfiguration",
        "withAlignmentRectInsets", "imageFlippedForRightToLeftLayoutDirection", "withHorizontallyFlippedOrientation",
        "resizableImage", "withBaselineOffset", "imageWithoutBaseline",
    ]

    /// `condition ? "a" : "b"` with two literals: "a". (The parser leaves the ternary unfolded.)
    static func firstChoice(_ expr: ExprSyntax) -> String? {
        guard let items = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }), items.count == 3,
            let ternary = items[1].as(UnresolvedTernaryExprSyntax.self),
            FactsVisitor.stringLiteral(items[2]) != nil
        else { return nil }
        return FactsVisitor.stringLiteral(ternary.thenExpression)
    }

    static let hostingProperties: Set<String> = [
        "accessoryView", "editingAccessoryView", "titleView", "tableHeaderView", "tableFooterView",
        "backgroundView", "leftView", "rightView", "inputAccessoryView", "inputView", "customView",
    ]

    /// `cell.accessoryView = toggle`: the view is shown by another view, in a way the tool does not model.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let items = Array(node.elements)
        // `selectorView = SelectorView(values: …)`: the class creates one (its creator
        // configures it), whatever property holds it.
        if let type = typeStack.last, items.count == 3, items[1].is(AssignmentExprSyntax.self),
            let target = items[0].as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? items[0].as(MemberAccessExprSyntax.self).flatMap({
                    $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName.baseName.text : nil
                }),
            let created = Self.constructedType(items[2], name: target, at: location(node))
        {
            createdTypes[type, default: []].insert(created.kind)
        }
        guard let type = typeStack.last, items.count == 3, items[1].is(AssignmentExprSyntax.self),
            let (_, property, _) = FactsVisitor.target(of: items[0]), Self.hostingProperties.contains(property)
        else { return .visitChildren }
        if let name = FactsVisitor.collectionName(items[2]) {
            hosted[type, default: [:]][name] = property
            if let (function, index) = Self.parameter(named: name, around: node) {
                hostingParameters[type, default: [:]][function, default: [:]][index] = property
            }
        } else if let call = FactsVisitor.unwrap(items[2]).as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        {
            // `accessoryView = PaddedSwitch(switchView: toggle)`: the view wrapped on its way in.
            for argument in call.arguments {
                if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text { hosted[type, default: [:]][name] = property }
            }
        }
        return .visitChildren
    }
    var hosted: [String: [String: String]] = [:]
    /// Per type, its methods that hand a parameter to another view (`func createCell(_ cell:
    /// UITableViewCell, _ switchV: UISwitch?) { if let s = switchV { cell.accessoryView = s } }`):
    /// the parameter's place and where it is shown.
    var hostingParameters: [String: [String: [Int: String]]] = [:]
    /// Per type, the names its code passes to its own methods called bare or through `self`
    /// (`createCell(autoCache, autoCacheSwitch, isOn: …)`), by method, place by place.
    var ownCalls: [String: [String: [[String?]]]] = [:]

    /// `hosted`, with the views a type passes to its methods that hand them on.
    var hostedThroughCalls: [String: [String: String]] {
        var result = hosted
        for (type, functions) in hostingParameters {
            for (function, places) in functions {
                for arguments in ownCalls[type]?[function] ?? [] {
                    for (index, property) in places where index < arguments.count {
                        if let name = arguments[index] { result[type, default: [:]][name] = property }
                    }
                }
            }
        }
        return result
    }

    /// The method whose parameter `name` is, directly or bound from it (`if let s = switchV`,
    /// `guard let switchV`), with the parameter's place.
    static func parameter(named name: String, around node: some SyntaxProtocol) -> (function: String, index: Int)? {
        var current = Syntax(node).parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self) {
            if parent.is(ClosureExprSyntax.self) || parent.isProtocol(DeclGroupSyntax.self) { return nil }
            current = parent.parent
        }
        guard let function = current?.as(FunctionDeclSyntax.self), let body = function.body else { return nil }
        let names = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        var bindings: [String: String] = [:]
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.let) || token.tokenKind == .keyword(.var) {
            guard let binding = token.parent?.as(OptionalBindingConditionSyntax.self),
                let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            bindings[bound] = binding.initializer.map { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "" } ?? bound
        }
        var bound = name
        for _ in 0..<3 where !names.contains(bound) {
            guard let next = bindings[bound], next != bound else { break }
            bound = next
        }
        return names.firstIndex(of: bound).map { (function.name.text, $0) }
    }

    /// The names apps give their helpers that add several views at once (UIKit has none).
    static let addsEachView: Set<String> = ["addsubviews", "addarrangedsubviews"]

    /// `addSubview(x)`, `view.addSubview(x)`, `contentView.addSubview(x)`, `stack.addArrangedSubview(x)`.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `UICellAccessory.customView(configuration: .init(customView: toggle, placement: .trailing()))`,
        // `UIBarButtonItem(customView: spinner)`: the view is shown, and read, by its host.
        if let type = typeStack.last {
            for argument in node.arguments where argument.label?.text == "customView" {
                if let name = FactsVisitor.collectionName(argument.expression) { hosted[type, default: [:]][name] = "customView" }
            }
        }
        // An app's own `addSubviews([a, b])`, `addArrangedSubviews(a, b)`: each view added in turn.
        let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)
        let called = receiver?.declName.baseName.text ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        // The type's own method, bare or through `self`: the names it is given, place by place.
        if let type = typeStack.last, let called, called.first?.isLowercase == true,
            receiver == nil || receiver?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            ownCalls[type, default: [:]][called, default: []].append(node.arguments.map { FactsVisitor.collectionName($0.expression) })
        }
        if let type = typeStack.last, let called, Self.addsEachView.contains(called.lowercased()) {
            let parent = receiver?.base.flatMap(FactsVisitor.collectionName) ?? "self"
            let array = node.arguments.count == 1 ? node.arguments.first?.expression.as(ArrayExprSyntax.self) : nil
            let items = array.map { $0.elements.map(\.expression) } ?? node.arguments.map(\.expression)
            for child in items.compactMap(FactsVisitor.collectionName) { edges[type, default: []].append(edge(parent, child, node)) }
            return .visitChildren
        }
        guard let type = typeStack.last, let member = node.calledExpression.as(MemberAccessExprSyntax.self) ?? nil else {
            if let type = typeStack.last, let ref = node.calledExpression.as(DeclReferenceExprSyntax.self),
                ["addSubview", "addArrangedSubview"].contains(ref.baseName.text),
                let child = node.arguments.first.flatMap({ FactsVisitor.collectionName($0.expression) })
            {
                edges[type, default: []].append(edge("self", child, node))
            }
            return .visitChildren
        }
        let method = member.declName.baseName.text
        guard ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"].contains(method),
            let child = node.arguments.first.flatMap({ FactsVisitor.collectionName($0.expression) })
        else { return .visitChildren }
        let parent = member.base.flatMap(FactsVisitor.collectionName) ?? "self"
        edges[type, default: []].append(edge(parent, child, node))
        return .visitChildren
    }
}
