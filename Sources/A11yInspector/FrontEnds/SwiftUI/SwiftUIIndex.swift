import SwiftSyntax

/// The SwiftUI declarations of a project, collected from every Swift file so that a view can
/// be built with the views, helper properties, modifiers and styles it uses.
public struct SwiftUIIndex: Sendable {
    /// Statements of a `@ViewBuilder` body, with where they live.
    public struct Body: Sendable {
        /// The file, parsed again when the statements are read (`ParsedSource`).
        let source: ParsedSource
        /// Where the statements are in it (UTF-8 offsets, trivia included).
        let range: Range<Int>
        public var statements: CodeBlockItemListSyntax {
            // Not found only if the file changed between two parses of the same text: nothing.
            source.statements(at: range) ?? CodeBlockItemListSyntax([])
        }
        public var file: String { source.path }
        let converter: SourceLocationConverter
        /// Parameter names of a function body, in order, with their argument labels.
        public let parameters: [(label: String?, name: String)]
        /// Names of the parameters that have a default value, which a call may leave out.
        public var defaulted: Set<String> = []
        /// Names of the parameters whose type is a function (`@ViewBuilder title: () -> Title`):
        /// the only ones a trailing closure can be. Recorded for initializers.
        public var closureParameters: Set<String> = []
        /// Other functions of the same name (`label(for action:)`, `label(for image:)`).
        public var overloads: [Body] = []

        /// The argument labels of this body, as a call names them: what tells one overload
        /// from another (`navigationStyle(title:trailing:)`).
        public var signature: String { parameters.map { ($0.label ?? "_") + ":" }.joined() }

        init(
            statements: CodeBlockItemListSyntax, source: ParsedSource, converter: SourceLocationConverter,
            parameters: [(label: String?, name: String)], defaulted: Set<String> = []
        ) {
            self.source = source
            self.range = statements.position.utf8Offset..<statements.endPosition.utf8Offset
            self.converter = converter
            self.parameters = parameters
            self.defaulted = defaulted
        }

        /// A body of one expression, a stored constant's initializer (`static let share =
        /// Image(systemName: "square.and.arrow.up")`), read as a one-statement body at its place
        /// in the file (`ParsedSource.find`).
        init(initializer value: ExprSyntax, source: ParsedSource, converter: SourceLocationConverter) {
            self.source = source
            self.range = value.positionAfterSkippingLeadingTrivia.utf8Offset..<value.endPositionBeforeTrailingTrivia.utf8Offset
            self.converter = converter
            self.parameters = []
        }

        /// Whether a call with these argument labels can call this function: each argument
        /// names the next parameter in order, a parameter left out has a default value, and
        /// a trailing closure may stand for one parameter left at the end.
        public func accepts(labels: [String?], trailingClosures: Int = 0) -> Bool {
            var remaining = parameters[...]
            for label in labels {
                while let next = remaining.first, next.label != label {
                    guard defaulted.contains(next.name) else { return false }
                    remaining = remaining.dropFirst()
                }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
            return remaining.filter { !defaulted.contains($0.name) }.count <= trailingClosures
        }

        /// The overload of this name that a call with these labels calls, or nil when none
        /// can (the call is then SwiftUI's modifier of the same name, not the project's).
        public func fittingOverload(labels: [String?], trailingClosures: Int = 0) -> Body? {
            ([self] + overloads).first { $0.accepts(labels: labels, trailingClosures: trailingClosures) }
        }

        /// The overload a call's arguments fit best: the same labels, then arguments named
        /// like the parameters (`label(for: action)` → `label(for action: Action)`); the
        /// first declared when nothing tells them apart.
        public func overload(for arguments: [LabeledExprSyntax]) -> Body {
            guard !overloads.isEmpty else { return self }
            func score(_ body: Body) -> Int {
                guard body.parameters.count >= arguments.count,
                    zip(body.parameters, arguments).allSatisfy({ $0.label == $1.label?.text })
                else { return -1 }
                return zip(body.parameters, arguments).filter { parameter, argument in
                    let expression = argument.expression
                    let name =
                        expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                        ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    return name.map { $0.lowercased().hasSuffix(parameter.name.lowercased()) } ?? false
                }.count
            }
            return ([self] + overloads).enumerated().max { a, b in
                let (sa, sb) = (score(a.element), score(b.element))
                return sa != sb ? sa < sb : a.offset > b.offset
            }!.element
        }
    }

    public struct ViewDeclaration: Sendable {
        public let name: String
        public let file: String
        public let location: SourceLocation
        public var body: Body?
        /// Computed properties and functions returning views: `var header: some View`.
        public var helpers: [String: Body] = [:]
        /// Stored properties with a string literal default (`let title = "Settings"`).
        public var defaults: [String: String] = [:]
        /// Stored property names in declaration order: the memberwise initializer's labels.
        public var storedProperties: [String] = []
        /// Each stored property's declared type, by its base name (`ListRowLabel` for
        /// `let label: ListRowLabel<Icon>`): a property of a project view's type holds that view.
        public var propertyTypes: [String: String] = [:]
        /// Stored properties holding views the caller passes (`@ViewBuilder var label: Label`,
        /// `let content: Content`), in declaration order.
        public var contentProperties: [String] = []
        /// Every name the body and the helpers refer to: a content property none of them names
        /// is never shown (`ZoomableItem`'s `detailContent`, handed to a full-screen viewer
        /// only when tapped), and the caller's closure for it is not read.
        public var namesInBodies: Set<String> = []
        /// Optional `var`s the memberwise initializer defaults to nil, by argument label.
        /// Property wrappers (`@State var selection: Item?`) change after init and are left out.
        var memberwiseNil: [String: String] = [:]
        /// For each declared initializer, the optional stored properties it sets from a
        /// parameter that defaults to nil (`init(…, action: (() -> Void)? = nil) { self.onTap = action }`),
        /// by argument label.
        var initializers: [[String: String]] = []
        /// Stored properties holding closures (`let onTap: (() -> Void)?`): the only ones a
        /// trailing closure can fill.
        public var closureProperties: Set<String> = []
        /// `@FocusState` properties: setting one moves the focus.
        public var focusStates: Set<String> = []
        /// The content property a wrapper's body is and nothing else (`LazyView`'s
        /// `var body: Content { build() }`): where it is presented, the view passed is.
        public var passesThrough: String?
        /// Initializers that only call another of the view's (`init(_ title: String, _ icon: Icon)
        /// { self.init(icon) { Text(title) } }`), read at a call that fits them: the closure
        /// they pass is the caller's content.
        public var delegatingInitializers: [Body] = []
        /// Stored properties behind a property wrapper (`@State`, `@Binding`, `@AppStorage`):
        /// a value the caller passes is only where they start.
        public var wrappedProperties: Set<String> = []

        /// Optional stored properties that stay nil unless the caller passes an argument with
        /// this label: with the memberwise initializer, or when every declared initializer
        /// takes that label with a nil default for the property (`blurhash: String? = nil` in
        /// both of LoadableImage's).
        public var nilUnlessPassed: [String: String] {
            guard var common = initializers.first else { return memberwiseNil }
            for other in initializers.dropFirst() { common = common.filter { other[$0.key] == $0.value } }
            return common
        }
        /// Reads `accessibilityReduceMotion` from the environment.
        public var readsReduceMotion = false
        /// Declared for macOS, watchOS or tvOS: not an iOS screen.
        public var isOtherPlatform = false
        /// `public` or `open`: other modules may show it.
        public var isPublic = false
    }

    public var views: [String: ViewDeclaration] = [:]
    /// `extension View { func cardStyle() -> some View { … } }`: bodies applied to `self`.
    public var viewExtensions: [String: Body] = [:]
    /// `extension View { var card: some View { … } }`: bodies applied to `self`, read as `view.card`.
    public var viewExtensionProperties: [String: Body] = [:]
    /// `enum KioskRow { static func label(_ title: String) -> some View { … } }`: view
    /// factories of any type, by `Type.name` (`KioskRow.label`).
    public var staticHelpers: [String: Body] = [:]
    /// `static let share = "square.and.arrow.up"` in any type, by `Type.name` (the innermost
    /// type): the names of symbols and images code passes as constants. Nil where two types of
    /// that name give different values.
    public var staticStrings: [String: String?] = [:]
    /// `static let body: Font = .system(size: 16)`, `static let caption = TextStyle(font:
    /// .caption, color: Colors.gray)` in any type, by `Type.name` (the innermost type): the
    /// initializers of the project's other constants, read where a font or colour names one
    /// (`ViewBuilderInterpreter.constantValue`).
    public var staticValues: [String: Body] = [:]
    /// Functions of the project, of any type, that only put the keyboard away
    /// (`static func dismissKeyboard() { …keyWindow?.endEditing(true) }`), by name.
    public var keyboardDismissers: Set<String> = []
    /// `struct Card: ViewModifier { func body(content: Content) -> some View { … } }`.
    public var modifiers: [String: Body] = [:]
    /// `struct Primary: ButtonStyle { func makeBody(configuration: Configuration) -> some View { … } }`
    /// (also `PrimitiveButtonStyle`, `ToggleStyle`): bodies applied to the buttons or toggles
    /// they style, `configuration.label` standing for the control.
    public var styles: [String: Body] = [:]
    /// `extension ButtonStyle where Self == Primary { static var primary: Primary { … } }`:
    /// `.buttonStyle(.primary)` → "Primary".
    public var styleShorthands: [String: String] = [:]
    /// Each style's stored properties (`isSelected`), which its initializer's arguments set.
    public var styleProperties: [String: [String]] = [:]
    /// The project's own `Image` initializers (`extension Image { init(icon: Icon) { … } }`),
    /// by their first argument label: what they make (an SF Symbol, an asset, a decorative
    /// image), read from the platform initializer their body calls.
    public var imageInitializers: [String: ImageInitializer] = [:]
    public enum ImageInitializer: Sendable { case symbol, asset, decorative, unknown }
    /// Initializers the project adds to other types in extensions (`extension TextField {
    /// init(verbatim title: String, text: Binding<String>) }`), by type, as the argument labels
    /// they take: a standard view made through one is labelled by the project's code, which
    /// the standard view's own arguments do not tell.
    public var extensionInitializers: [String: [[(label: String?, name: String, defaulted: Bool)]]] = [:]

    /// The project's initializer a call of a standard view goes through, as `TextField(verbatim:)`:
    /// its first argument is labelled as that initializer's first parameter (an unlabelled one
    /// would match every call of the platform's), and every argument fits.
    func extensionInitializer(of type: String, fitting call: FunctionCallExprSyntax) -> String? {
        guard let inits = extensionInitializers[type], let first = call.arguments.first?.label?.text else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        let closures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        for parameters in inits where parameters.first?.label == first {
            var remaining = parameters[...]
            var fits = true
            for label in labels {
                while let next = remaining.first, next.label != label, next.defaulted { remaining = remaining.dropFirst() }
                guard let next = remaining.first, next.label == label else { fits = false; break }
                remaining = remaining.dropFirst()
            }
            if fits && remaining.filter({ !$0.defaulted }).count <= closures {
                return type + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            }
        }
        return nil
    }
    /// Any file reads Reduce Motion (`accessibilityReduceMotion`, `isReduceMotionEnabled`).
    public var readsReduceMotion = false
    /// Capitalised names code refers to outside previews (`DetailView(…)`,
    /// `UIHostingController(rootView: DetailView())`, `let v: DetailView`): a view whose name
    /// is not among them is shown by nothing the project ships.
    public var referencedTypes: Set<String> = []
    /// The same names by the top-level type whose code refers to them ("" outside any type):
    /// a view only other unused views refer to is unused too.
    /// A plain literal that may name a type or a file (`"PriceCell"`, `"Auth"`): letters, digits,
    /// `_` and `-`, starting with a letter, at most 80 bytes.
    static func namingLiteral(_ node: StringLiteralExprSyntax) -> String? {
        guard node.segments.count == 1, let text = node.segments.first?.as(StringSegmentSyntax.self)?.content.text,
            (1...80).contains(text.utf8.count), text.first?.isLetter == true,
            text.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 95 || $0 == 45 })
        else { return nil }
        return text
    }

    /// A literal that looks like a route's path (`"/logs"`, `"/courses/:id/files"`): a slash,
    /// then a letter, then letters, digits and `/_-.:*{}`, at most 120 bytes.
    static func routePath(_ node: StringLiteralExprSyntax) -> String? {
        guard node.segments.count == 1, let text = node.segments.first?.as(StringSegmentSyntax.self)?.content.text,
            (2...120).contains(text.utf8.count), text.first == "/", text.dropFirst().first?.isLetter == true,
            text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_-.:*{}".contains($0)) })
        else { return nil }
        return text
    }

    /// The name a route's path is known by in the walk (`TypeReachability`): "route:/logs".
    public static func routeName(_ path: String) -> String { "route:" + path }

    /// The name a cell's reuse identifier is known by in the walk: "reuse:TrendsCell". "reuse:*"
    /// stands for a dequeue whose identifier is made from a type (`String(describing: T.self)`).
    static func reuseName(_ identifier: String) -> String { "reuse:" + identifier }
    /// The reuse identifier a walk name stands for, if it is one.
    static func reuseIdentifier(ofName name: String) -> String? {
        name.hasPrefix("reuse:") ? String(name.dropFirst(6)) : nil
    }
    /// The labels of the reuse identifier of `UITableView`'s and `UICollectionView`'s
    /// `register(_:…)` for cells, headers and footers.
    static let cellRegistrationLabels: Set<String> = ["forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier"]

    public var referencesFrom: [String: Set<String>] = [:]
    /// Names code only writes as the type of a parameter (`func didTap(_ view: FooView)`,
    /// `{ (cell: FooCell) in … }`, `(FooView) -> Void`), by the outermost type: what is handed in was made by whoever
    /// calls, so naming it there creates nothing (mastodon: a view class named only by a delegate
    /// method was taken as made). A default value (`= FooView()`) is a reference like any other.
    public var parameterTypesFrom: [String: Set<String>] = [:]
    /// Names written only as the type of a stored property with no value or `nil` (`private var
    /// flow: SetupFlow!`), by owner and property: made only if some code assigns that property
    /// (`UnusedTypes`), which may be through an implicit member (`flow = .init(…)`).
    public var annotationTypesFrom: [String: [String: Set<String>]] = [:]
    /// Names written in an inheritance clause (`class RoomViewController: MXKRoomViewController`),
    /// by the outermost type: the superclass's code runs when the subclass is made, but the
    /// superclass itself is not made (a xib named after it is not loaded by that).
    public var inheritedFrom: [String: Set<String>] = [:]
    /// Names code inside an `#if` on the project's flags (`#if DEBUG`, `#if !RELEASE`) names,
    /// by the outermost type and the condition it is compiled under: a release build that
    /// leaves that code out does not reach them.
    var conditionalReferencesFrom: [String: [CompileCondition: Set<String>]] = [:]
    /// Names code names only in a `switch` branch that tests a value's type (`case is
    /// UnsupportedModel: return UnsupportedCell.self`), by the outermost type and the tested
    /// types ("A|B"): the branch runs only if code makes one of them.
    var guardedReferencesFrom: [String: [String: Set<String>]] = [:]
    /// Declares an `App` (`@main struct Shop: App`).
    public var declaresApp = false
    /// Titles UIKit controllers that host SwiftUI views give themselves, by view
    /// (`ProjectReader.hostTitles`): set after the files are read, from their code facts.
    public var hostTitles: [String: TextValue] = [:]
    /// The `App` types (`struct ShopApp: App`), whose `body` may be in an extension elsewhere:
    /// scenes, not views; what they name is reached from the app itself.
    public var appTypes: Set<String> = []
    /// Types only the app's own code makes, though they adopt a protocol: SwiftUI never makes a
    /// view modifier, a style or a representable by itself (winston: a zoom view reached only
    /// through a modifier whose one call is commented out was taken as on screen).
    public var madeOnlyByCode: Set<String> = []
    /// Views code makes only to call methods on (`let badge = BadgeView(…)`, then only
    /// `badge.getImage()`), by the outermost type, with the methods called: never handed to
    /// anything that shows it. When every method is one the view declares to return an image
    /// (`imageMethods`), it is drawn off screen, not shown (xDrip4iOS's contact photo); else it is
    /// a reference like any other (`ProjectPart.resolveReceiverOnlyReferences`).
    public var receiverOnlyReferences: [String: [String: Set<String>]] = [:]
    /// Methods each type declares that return an image (`func getImage() -> UIImage`).
    public var imageMethods: [String: Set<String>] = [:]
    /// Representables that wrap a view drawing nothing people read (`makeUIView` returning a
    /// `UIVisualEffectView`): a blur behind content, not an unknown view.
    public var drawOnlyRepresentables: Set<String> = []
    static let madeOnlyByCodeProtocols: Set<String> = Collector.styleProtocols.union([
        "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable",
    ])

    /// Code that puts SwiftUI views on screen is part of what was read: an `App`, or a hosting
    /// controller or configuration. Without it (a snippet, a package of components used by
    /// another repository) no view can be called unused.
    public var showsViews: Bool {
        declaresApp || !referencedTypes.isDisjoint(with: ["UIHostingController", "UIHostingConfiguration", "NSHostingController", "NSHostingView"])
    }
    /// The development language's strings: string literals in SwiftUI titles are keys.
    public var strings = StringsTable()
    /// The colours the project declares (every part's: an app uses its design package's).
    public var colors = ColorDeclarations()

    public init() {}

    /// Nothing declared: no views, extensions or modifiers, no Reduce Motion read.
    public var isEmpty: Bool {
        views.isEmpty && viewExtensions.isEmpty && viewExtensionProperties.isEmpty && modifiers.isEmpty && staticHelpers.isEmpty && !readsReduceMotion
    }

    public mutating func merge(_ other: SwiftUIIndex) {
        views.merge(other.views) { a, b in
            var merged = a
            merged.body = a.body ?? b.body
            merged.helpers.merge(b.helpers) { x, _ in x }
            merged.defaults.merge(b.defaults) { x, _ in x }
            merged.propertyTypes.merge(b.propertyTypes) { x, _ in x }
            // An extension read first has no stored properties: the declaration's are the view's.
            if merged.storedProperties.isEmpty { merged.storedProperties = b.storedProperties }
            if merged.contentProperties.isEmpty { merged.contentProperties = b.contentProperties }
            merged.initializers = a.initializers + b.initializers
            merged.closureProperties = a.closureProperties.union(b.closureProperties)
            merged.focusStates = a.focusStates.union(b.focusStates)
            merged.passesThrough = a.passesThrough ?? b.passesThrough
            merged.delegatingInitializers = a.delegatingInitializers + b.delegatingInitializers
            merged.namesInBodies = a.namesInBodies.union(b.namesInBodies)
            return merged
        }
        viewExtensions.merge(other.viewExtensions) { a, b in
            // Overloads declared in different files are all the project's.
            var a = a
            a.overloads += [b] + b.overloads
            return a
        }
        viewExtensionProperties.merge(other.viewExtensionProperties) { a, _ in a }
        modifiers.merge(other.modifiers) { a, _ in a }
        staticHelpers.merge(other.staticHelpers) { a, b in
            var a = a
            a.overloads += [b] + b.overloads
            return a
        }
        styles.merge(other.styles) { a, _ in a }
        staticStrings.merge(other.staticStrings) { a, b in a == b ? a : String?.none }
        staticValues.merge(other.staticValues) { a, _ in a }
        keyboardDismissers.formUnion(other.keyboardDismissers)
        styleShorthands.merge(other.styleShorthands) { a, _ in a }
        styleProperties.merge(other.styleProperties) { a, _ in a }
        imageInitializers.merge(other.imageInitializers) { a, _ in a }
        drawOnlyRepresentables.formUnion(other.drawOnlyRepresentables)
        extensionInitializers.merge(other.extensionInitializers) { $0 + $1 }
        readsReduceMotion = readsReduceMotion || other.readsReduceMotion
        referencedTypes.formUnion(other.referencedTypes)
        referencesFrom.merge(other.referencesFrom) { $0.union($1) }
        parameterTypesFrom.merge(other.parameterTypesFrom) { $0.union($1) }
        annotationTypesFrom.merge(other.annotationTypesFrom) { $0.merging($1) { $0.union($1) } }
        inheritedFrom.merge(other.inheritedFrom) { $0.union($1) }
        conditionalReferencesFrom.merge(other.conditionalReferencesFrom) { $0.merging($1) { $0.union($1) } }
        guardedReferencesFrom.merge(other.guardedReferencesFrom) { $0.merging($1) { $0.union($1) } }
        declaresApp = declaresApp || other.declaresApp
        appTypes.formUnion(other.appTypes)
        madeOnlyByCode.formUnion(other.madeOnlyByCode)
        receiverOnlyReferences.merge(other.receiverOnlyReferences) { $0.merging($1) { $0.union($1) } }
        imageMethods.merge(other.imageMethods) { $0.union($1) }
        strings.merge(other.strings)
        colors.merge(other.colors)
    }

    /// Collects one file's declarations. `#Preview` blocks and `PreviewProvider`s are skipped.
    public static func collect(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter? = nil) -> SwiftUIIndex {
        let collector = Collector(
            path: path, converter: converter ?? SourceLocationConverter(fileName: path, tree: tree),
            text: String(decoding: tree.syntaxTextBytes, as: UTF8.self))
        collector.walk(tree)
        return collector.index(of: tree)
    }

    final class Collector: SyntaxVisitor {
        let path: String
        let converter: SourceLocationConverter
        var index = SwiftUIIndex()
        var genericParameters: Set<String> = []

        /// The file's text, which its bodies are parsed again from.
        let source: ParsedSource

        init(path: String, converter: SourceLocationConverter, text: String) {
            self.path = path
            self.converter = converter
            self.source = ParsedSource(path: path, text: text)
            super.init(viewMode: .sourceAccurate)
        }

        /// What the walk of `tree` collected.
        func index(of tree: SourceFileSyntax) -> SwiftUIIndex {
            var index = index
            if SwiftPlatform.isOtherPlatform(path: path, tree: tree) {
                // macOS, watchOS and tvOS views are kept for lookups but are not iOS screens.
                for name in index.views.keys { index.views[name]?.isOtherPlatform = true }
            }
            return index
        }

        func location(_ node: some SyntaxProtocol) -> SourceLocation {
            let l = node.startLocation(converter: converter)
            return SourceLocation(file: path, line: l.line, column: l.column)
        }

        /// `#Preview { … }` in a type, and at the top level of a file (where it is an expression).
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        /// `\.accessibilityReduceMotion`, `UIAccessibility.isReduceMotionEnabled`.
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if name == "accessibilityReduceMotion" || name == "isReduceMotionEnabled" {
                index.readsReduceMotion = true
            }
            if name.drop(while: { $0 == "_" }).first?.isUppercase == true { refer(to: name, from: node) }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            // `extension Foo` adds to Foo; it does not use it.
            guard !extendedTypes.contains(node.id) else { return .visitChildren }
            // `x is Foo`, `x as? Foo`, `case is Foo:` test a value's type; they make no Foo.
            if Self.isTypeTest(node) {
                index.referencedTypes.insert(node.name.text)
                index.parameterTypesFrom[typesEntered.first ?? "", default: []].insert(node.name.text)
                return .visitChildren
            }
            refer(to: node.name.text, from: node)
            return .visitChildren
        }

        /// `x is Foo`, `x as? Foo`, `case is Foo:`: folded (`AsExprSyntax`) or, as the parser
        /// leaves a sequence of operators, `x`, `as?`, `Foo` (amperfy: `guard let host = root as?
        /// SplitVC` kept a controller only Mac Catalyst makes in use on iOS).
        static func isTypeTest(_ node: IdentifierTypeSyntax) -> Bool {
            guard let parent = node.parent else { return false }
            if parent.is(IsTypePatternSyntax.self) || parent.is(IsExprSyntax.self) { return true }
            if let cast = parent.as(AsExprSyntax.self) { return !endsInCall(cast.expression) }
            guard let typeExpression = parent.as(TypeExprSyntax.self), let sequence = typeExpression.parent?.as(ExprListSyntax.self) else { return false }
            let elements = Array(sequence)
            guard let index = elements.firstIndex(where: { $0.id == typeExpression.id }), index > 0 else { return false }
            if elements[index - 1].is(UnresolvedIsExprSyntax.self) { return true }
            // A cast of what a call returns may be how the value is made
            // (`storyboard.instantiateViewController(withIdentifier: id) as! FooController`).
            return elements[index - 1].is(UnresolvedAsExprSyntax.self) && !(index >= 2 && Self.endsInCall(elements[index - 2]))
        }

        /// `f()`, `a.f()?.first`, `f()!`, `f()[0]`: an expression whose value a call returns.
        static func endsInCall(_ expression: ExprSyntax) -> Bool {
            var current: ExprSyntax? = expression
            while let node = current {
                if node.is(FunctionCallExprSyntax.self) { return true }
                current = inner(node)
            }
            return false
        }

        private static func inner(_ node: ExprSyntax) -> ExprSyntax? {
            if let access = node.as(MemberAccessExprSyntax.self) { return access.base }
            if let unwrap = node.as(ForceUnwrapExprSyntax.self) { return unwrap.expression }
            if let chain = node.as(OptionalChainingExprSyntax.self) { return chain.expression }
            if let subscriptCall = node.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression }
            if let tryExpression = node.as(TryExprSyntax.self) { return tryExpression.expression }
            return node.as(AwaitExprSyntax.self)?.expression
        }

        /// The types the `switch` branches the walk is inside test (`case is A, is B:` → "A|B").
        private var typeTests: [String] = []
        private var testingCases: [SyntaxIdentifier] = []
        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
            guard case .case(let label) = node.label else { return .visitChildren }
            let tested = label.caseItems.map { item -> String? in
                guard let test = item.pattern.as(IsTypePatternSyntax.self), item.whereClause == nil else { return nil }
                return test.type.as(IdentifierTypeSyntax.self)?.name.text
            }
            guard !tested.isEmpty, tested.allSatisfy({ $0 != nil }) else { return .visitChildren }
            typeTests.append(tested.compactMap { $0 }.sorted().joined(separator: "|"))
            testingCases.append(node.id)
            return .visitChildren
        }
        override func visitPost(_ node: SwitchCaseSyntax) {
            if testingCases.last == node.id { testingCases.removeLast(); typeTests.removeLast() }
        }
        static let styleProtocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle"]

        /// A literal that may name a type or a file (`NSClassFromString("Foo")`,
        /// `UINib(nibName: "PriceCell", bundle: nil)`, `UIStoryboard(name: "Auth", …)`): a
        /// reference from the type it is in, so a class's own `static let identifier = "WordCell"`
        /// loads nothing unless the class is reached.
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            // A route's path opened by code (`router.route(to: "/logs")`), not where it is registered.
            if let path = SwiftUIIndex.routePath(node), !routePaths.contains(node.id) { record(SwiftUIIndex.routeName(path)) }
            guard let text = SwiftUIIndex.namingLiteral(node) else { return .skipChildren }
            record(text)
            return .skipChildren
        }

        /// A route registered by its path with a closure that makes its screen
        /// (`RouteHandler("/logs") { _, _, _ in LogEventListViewController.create() }`): what the
        /// closure names is guarded by the route's name, as a type test's branch is by its types.
        /// The ordinary walk takes every such branch; the one that leaves debug code out takes it
        /// only when other code opens the path, or none names it (a link from outside may).
        private var routeClosures: [SyntaxIdentifier: String] = [:]
        private var routePaths = Set<SyntaxIdentifier>()
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            if let path = routeClosures[node.id] { typeTests.append(SwiftUIIndex.routeName(path)) }
            return .visitChildren
        }
        override func visitPost(_ node: ClosureExprSyntax) {
            if routeClosures.removeValue(forKey: node.id) != nil { typeTests.removeLast() }
        }
        private func noteRouteRegistration(_ node: FunctionCallExprSyntax) {
            guard let closure = node.trailingClosure, let first = node.arguments.first, first.label == nil,
                let literal = first.expression.as(StringLiteralExprSyntax.self), let path = SwiftUIIndex.routePath(literal)
            else { return }
            routeClosures[closure.id] = path
            routePaths.insert(literal.id)
        }

        /// Code after a `return` or `throw` in its block: what it names is not made.
        private var unreachable = UnreachableCode()
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            unreachable.enter(node)
            // The branch of `if ProcessInfo.processInfo.isMacCatalystApp`: compiled, never run on iOS.
            if RuntimePlatformCheck.isMacOnly(node) { enterClause(node.id, .constant(false)) }
            return .visitChildren
        }
        override func visitPost(_ node: CodeBlockSyntax) {
            unreachable.leave()
            if enteredClauses.last == node.id { enteredClauses.removeLast(); clauseConditions.removeLast() }
        }

        func refer(to name: String, from node: some SyntaxProtocol) {
            guard renderings.isEmpty else { return }
            if unreachable.contains(node.position) { return }
            index.referencedTypes.insert(name)
            if parameterTypeDepth > 0 {
                index.parameterTypesFrom[typesEntered.first ?? "", default: []].insert(name)
            } else if let property = unmadeAnnotations.last ?? nil {
                index.annotationTypesFrom[typesEntered.first ?? "", default: [:]][property, default: []].insert(name)
            } else if inheritanceDepth > 0 {
                index.inheritedFrom[typesEntered.first ?? "", default: []].insert(name)
            } else if typeTests.isEmpty, clauseConditions.isEmpty, let reference = Syntax(node).as(DeclReferenceExprSyntax.self),
                let methods = Self.methodsOnlyCalled(onMade: reference)
            {
                // (Under a type test or an `#if`, `record` keeps the condition: a view made in
                // macOS-only code is not reached on iOS, whatever is called on it.)
                index.receiverOnlyReferences[typesEntered.first ?? "", default: [:]][name, default: []].formUnion(methods)
            } else {
                record(name)
            }
        }

        /// The methods called on what `Type(…)` makes, when that is all that is done with it:
        /// `Type(…).draw()`, or a local it is put in (`let v = Type(…)`, `v = Type(…)`) that the
        /// enclosing function only calls methods on (`v.getImage()`). Nil when the value is
        /// handed on, returned or used any other way.
        static func methodsOnlyCalled(onMade reference: DeclReferenceExprSyntax) -> Set<String>? {
            guard let made = reference.parent?.as(FunctionCallExprSyntax.self), made.calledExpression.id == reference.id else { return nil }
            if let method = calledMethod(on: Syntax(made)) { return [method] }
            let variable: String
            if let binding = made.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                binding.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) == true
            {
                variable = name
            } else if let sequence = made.parent?.as(ExprListSyntax.self), sequence.count == 3, sequence.last?.id == made.id,
                Array(sequence)[1].is(AssignmentExprSyntax.self), let name = sequence.first?.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                variable = name
            } else {
                return nil
            }
            var scope = made.parent
            while let next = scope,
                !(next.is(CodeBlockSyntax.self) && (next.parent?.is(FunctionDeclSyntax.self) == true || next.parent?.is(InitializerDeclSyntax.self) == true))
                    && !next.is(ClosureExprSyntax.self) && !next.is(AccessorBlockSyntax.self)
            {
                scope = next.parent
            }
            guard let scope else { return nil }
            var methods = Set<String>()
            for token in scope.tokens(viewMode: .sourceAccurate) where token.text == variable {
                guard let use = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                if let list = use.parent?.as(ExprListSyntax.self), list.first?.id == use.id, list.count == 3, Array(list)[1].is(AssignmentExprSyntax.self) {
                    continue  // assigned, not used
                }
                guard let method = calledMethod(on: Syntax(use)) else { return nil }
                methods.insert(method)
            }
            return methods.isEmpty ? nil : methods
        }

        /// `value.method(…)` or `value?.method(…)`: the method's name.
        static func calledMethod(on value: Syntax) -> String? {
            var base = value
            while let parent = base.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { base = parent }
            guard let member = base.parent?.as(MemberAccessExprSyntax.self), member.base?.id == base.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            else { return nil }
            return member.declName.baseName.text
        }

        /// Inside the type of a function's or closure's parameter (`parameterTypesFrom`), or of a
        /// function type's (`(BannerView) -> Void`); a default value (`= FooterView()`) and a
        /// function type's result are not, and are kept on a stack of suspended depths.
        private var parameterTypeDepth = 0
        /// Inside an inheritance clause (`inheritedFrom`).
        private var inheritanceDepth = 0
        override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { inheritanceDepth += 1; return .visitChildren }
        override func visitPost(_ node: InheritanceClauseSyntax) { inheritanceDepth -= 1 }
        private var suspendedDepths: [Int] = []
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { parameterTypeDepth += 1; return .visitChildren }
        override func visitPost(_ node: FunctionParameterSyntax) { parameterTypeDepth -= 1 }
        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind { parameterTypeDepth += 1; return .visitChildren }
        override func visitPost(_ node: ClosureParameterSyntax) { parameterTypeDepth -= 1 }
        /// A stored property's type with no value, or `nil` (`private var flow: SetupFlow!`, `var
        /// onboarding: OnboardingFlow? = nil`), names the type without making it: the code that
        /// assigns the property makes it, if any does (`annotationTypesFrom`; safe-ios: a flow
        /// only an unassigned property names kept its screens "reached"). Not behind an
        /// attribute (a property wrapper may make it). The property's name, or nil, per annotation.
        private var unmadeAnnotations: [String?] = []
        override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind {
            let binding = node.parent?.as(PatternBindingSyntax.self)
            let declaration = binding?.parent?.parent?.as(VariableDeclSyntax.self)
            let unmade =
                binding.map { $0.initializer == nil || $0.initializer?.value.is(NilLiteralExprSyntax.self) == true } == true
                && binding?.accessorBlock == nil && declaration?.attributes.isEmpty == true
            unmadeAnnotations.append(unmade ? binding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil)
            return .visitChildren
        }
        override func visitPost(_ node: TypeAnnotationSyntax) { unmadeAnnotations.removeLast() }
        override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind { parameterTypeDepth += 1; return .visitChildren }
        override func visitPost(_ node: FunctionTypeSyntax) { parameterTypeDepth -= 1 }
        override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.is(FunctionParameterSyntax.self) == true { suspendedDepths.append(parameterTypeDepth); parameterTypeDepth = 0 }
            return .visitChildren
        }
        override func visitPost(_ node: InitializerClauseSyntax) {
            if node.parent?.is(FunctionParameterSyntax.self) == true { parameterTypeDepth = suspendedDepths.removeLast() }
        }
        override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.is(FunctionTypeSyntax.self) == true { suspendedDepths.append(parameterTypeDepth); parameterTypeDepth -= 1 }
            return .visitChildren
        }
        override func visitPost(_ node: ReturnClauseSyntax) {
            if node.parent?.is(FunctionTypeSyntax.self) == true { parameterTypeDepth = suspendedDepths.removeLast() }
        }

        private func record(_ name: String) {
            // A view only drawn into an image (`ImageRenderer(content: ShareCard())`,
            // `ShareCard().snapshot()`) is never on screen: that use does not show it.
            guard renderings.isEmpty else { return }
            let owner = typesEntered.first ?? ""
            if let tested = typeTests.last {
                index.guardedReferencesFrom[owner, default: [:]][tested, default: []].insert(name)
            } else if let condition = clauseConditions.last {
                index.conditionalReferencesFrom[owner, default: [:]][condition, default: []].insert(name)
            } else {
                index.referencesFrom[owner, default: []].insert(name)
            }
        }

        /// Calls the walk is inside that draw a view into an image: `ImageRenderer(content:)`,
        /// and the common helpers `snapshot()`, `asImage()`, `asUIImage()`, `renderAsImage()`.
        private var renderings: [SyntaxIdentifier] = []
        static let imageRenderingHelpers: Set<String> = ["snapshot", "asImage", "asUIImage", "renderAsImage", "renderedImage"]
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            noteRouteRegistration(node)
            noteCellRegistration(node)
            noteDequeueByType(node)
            let called = node.calledExpression
            // A view named in lower case (`hFieldLabel(title:)`, `_hButton { … }`: a design
            // system's prefix) is named by its calls; other lower-case names are left out, as
            // they are mostly variables and members (ugglan: 11 used views taken as unused).
            if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text,
                name.drop(while: { $0 == "_" }).first?.isLowercase == true
            {
                record(name)
            }
            if called.as(DeclReferenceExprSyntax.self)?.baseName.text == "ImageRenderer"
                || called.as(MemberAccessExprSyntax.self).map({ $0.base != nil && Self.imageRenderingHelpers.contains($0.declName.baseName.text) }) == true
            {
                renderings.append(node.id)
            }
            return .visitChildren
        }
        override func visitPost(_ node: FunctionCallExprSyntax) {
            if renderings.last == node.id { renderings.removeLast() }
            if registrations.last == node.id { registrations.removeLast(); typeTests.removeLast() }
        }

        /// A cell class or nib registered for a literal reuse identifier
        /// (`tableView.register(TrendsCell.self, forCellReuseIdentifier: "TrendsCell")`): such a
        /// cell is made only when a data source dequeues that identifier, so what the
        /// registration names is guarded by the identifier, as a type test's branch is by its
        /// types. The walk takes it when the identifier is named anywhere else in the code
        /// (`TypeReachability.isTaken`). When the identifier is the registered type's own name, a
        /// generic helper may dequeue it by a name made from the type: then running code that
        /// dequeues so (`noteDequeueByType`) takes it too. (Mammoth: a trends cell registered on
        /// two screens whose data sources dequeue other cells.)
        private var registrations: [SyntaxIdentifier] = []
        private func noteCellRegistration(_ node: FunctionCallExprSyntax) {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "register",
                node.arguments.count == 2, let registered = node.arguments.first, registered.label == nil,
                let argument = node.arguments.last, SwiftUIIndex.cellRegistrationLabels.contains(argument.label?.text ?? ""),
                let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                let identifier = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, !identifier.isEmpty
            else { return }
            let byTypeName = registered.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == identifier }
            let own = SwiftUIIndex.reuseName(identifier)
            typeTests.append(byTypeName ? own + "|" + SwiftUIIndex.reuseName("*") : own)
            registrations.append(node.id)
        }

        /// A dequeue whose identifier is made from a type (`dequeueReusableCell(withIdentifier:
        /// String(describing: T.self))`, or any identifier in a generic function or a
        /// constrained extension): it may dequeue any cell registered under its type's name.
        private func noteDequeueByType(_ node: FunctionCallExprSyntax) {
            guard let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, name.hasPrefix("dequeueReusable"),
                let argument = node.arguments.first(where: { $0.label?.text == "withIdentifier" || $0.label?.text == "withReuseIdentifier" }),
                !argument.expression.is(StringLiteralExprSyntax.self)
            else { return }
            let text = argument.expression.trimmedDescription
            if ["describing", "NSStringFromClass", ".self", "Self", "\\("].contains(where: text.contains) || Self.inGenericCode(node) {
                record(SwiftUIIndex.reuseName("*"))
            }
        }

        /// Inside a function with generic parameters, or an extension with a `where` clause.
        static func inGenericCode(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let parent = current {
                if let function = parent.as(FunctionDeclSyntax.self), function.genericParameterClause != nil { return true }
                if let extensionDecl = parent.as(ExtensionDeclSyntax.self) { return extensionDecl.genericWhereClause != nil }
                current = parent.parent
            }
            return false
        }

        /// The `#if` clauses on the project's flags the walk is inside, each with the
        /// conditions of those around it: what the code there is compiled under. A clause an
        /// iOS build leaves out (`#if targetEnvironment(macCatalyst)`), and a branch only a Mac
        /// runs, are never compiled (`.constant(false)`): what they make, iOS never shows.
        var clauseConditions: [CompileCondition] = []
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            let own = CompileCondition.compiled(node)
            if PlatformCondition.leftOutOfIOS(node) {
                enterClause(node.id, .constant(false))
            } else if !own.flags.isEmpty {
                enterClause(node.id, own)
            }
            return .visitChildren
        }
        private func enterClause(_ id: SyntaxIdentifier, _ own: CompileCondition) {
            clauseConditions.append(clauseConditions.last.map { .and($0, own) } ?? own)
            enteredClauses.append(id)
        }
        override func visitPost(_ node: IfConfigClauseSyntax) {
            if enteredClauses.last == node.id { enteredClauses.removeLast(); clauseConditions.removeLast() }
        }
        private var enteredClauses: [SyntaxIdentifier] = []

        /// The types (or extended types) the walk is inside, outermost first: references are
        /// counted for the outermost. Kept as the walk goes, since asking each reference for
        /// its ancestors made a syntax node per step (seconds on a large app).
        var typesEntered: [String] = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            typesEntered.append(node.name.text)
            let inherited = Set(node.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? [])
            if !inherited.isDisjoint(with: SwiftUIIndex.madeOnlyByCodeProtocols) { index.madeOnlyByCode.insert(node.name.text) }
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { typesEntered.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            typesEntered.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { typesEntered.removeLast() }
        override func visitPost(_ node: StructDeclSyntax) { typesEntered.removeLast() }
        override func visitPost(_ node: ExtensionDeclSyntax) { typesEntered.removeLast() }

        /// The `Foo` of each `extension Foo` walked so far.
        var extendedTypes: Set<SyntaxIdentifier> = []

        /// `Outer.Wrapper` as a type: `UIHostingController<Host.Wrapper>`.
        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            refer(to: node.name.text, from: node)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            typesEntered.append(node.name.text)
            let inherited = Set(node.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? [])
            if inherited.contains("PreviewProvider") { return .skipChildren }
            if inherited.contains("App") {
                index.declaresApp = true
                index.appTypes.insert(node.name.text)
            }
            let name = node.name.text
            if !inherited.isDisjoint(with: SwiftUIIndex.madeOnlyByCodeProtocols) { index.madeOnlyByCode.insert(name) }
            if inherited.contains("UIViewRepresentable"),
                let make = node.memberBlock.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == "makeUIView" }),
                make.signature.returnClause?.type.trimmedDescription == "UIVisualEffectView"
            {
                index.drawOnlyRepresentables.insert(name)
            }
            if inherited.contains("ViewModifier") {
                if let body = function(named: "body", in: node.memberBlock) { index.modifiers[name] = body }
            } else if !inherited.isDisjoint(with: Self.styleProtocols) {
                if let body = function(named: "makeBody", in: node.memberBlock) { index.styles[name] = body }
                index.styleProperties[name] = node.memberBlock.members.flatMap { member -> [String] in
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                        !variable.modifiers.contains(where: { $0.name.text == "static" })
                    else { return [] }
                    return variable.bindings.compactMap { $0.accessorBlock == nil ? $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil }
                }
            } else if inherited.contains("View") {
                var view = index.views[name] ?? ViewDeclaration(name: name, file: path, location: location(node))
                view.isPublic = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
                genericParameters = Set(node.genericParameterClause?.parameters.map { $0.name.text } ?? [])
                collectMembers(node.memberBlock, into: &view)
                genericParameters = []
                index.views[name] = view
            }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            typesEntered.append(node.extendedType.sourceText)
            extendedTypes.insert(node.extendedType.id)
            let extended = node.extendedType.sourceText
            if extended != "Image" && extended != "View" && index.views[extended] == nil {
                for member in node.memberBlock.members {
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                    index.extensionInitializers[extended, default: []].append(
                        initializer.signature.parameterClause.parameters.map { p in
                            (p.firstName.text == "_" ? nil : p.firstName.text, (p.secondName ?? p.firstName).text, p.defaultValue != nil)
                        })
                }
            }
            if Self.styleProtocols.contains(extended), let requirement = node.genericWhereClause?.requirements.first,
                case .sameTypeRequirement(let same) = requirement.requirement, same.leftType.sourceText == "Self"
            {
                let style = same.rightType.sourceText
                for member in node.memberBlock.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            if let shorthand = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { index.styleShorthands[shorthand] = style }
                        }
                    } else if let f = member.decl.as(FunctionDeclSyntax.self) {
                        index.styleShorthands[f.name.text] = style
                    }
                }
            } else if extended == "Image" {
                for member in node.memberBlock.members {
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                        let label = initializer.signature.parameterClause.parameters.first?.firstName.text, label != "_"
                    else { continue }
                    let body = initializer.body?.statements.sourceText.filter { !$0.isWhitespace } ?? ""
                    let kind: ImageInitializer =
                        body.contains("init(systemName:")
                        ? .symbol
                        : body.contains("init(decorative:")
                            ? .decorative
                            : body.contains("self.init(") || body.contains("Image(") ? .asset : .unknown
                    index.imageInitializers[label] = kind
                }
            } else if extended == "View" {
                for member in node.memberBlock.members {
                    // `var card: some View { self.padding().background(…) }`: read as `view.card`.
                    if let variable = member.decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings where binding.typeAnnotation?.type.sourceText.contains("View") == true {
                            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                                let accessor = binding.accessorBlock, let statements = getter(accessor),
                                index.viewExtensionProperties[name] == nil
                            else { continue }
                            index.viewExtensionProperties[name] = Body(statements: statements, source: source, converter: converter, parameters: [])
                        }
                        continue
                    }
                    guard let f = member.decl.as(FunctionDeclSyntax.self), let body = f.body,
                        Self.isViewType(f.signature.returnClause?.type)
                    else { continue }
                    let ext = Body(
                        statements: body.statements, source: source, converter: converter, parameters: parameters(of: f),
                        defaulted: defaulted(in: f))
                    if index.viewExtensions[f.name.text] == nil {
                        index.viewExtensions[f.name.text] = ext
                    } else {
                        index.viewExtensions[f.name.text]!.overloads.append(ext)
                    }
                }
            } else if var view = index.views[extended] {
                collectMembers(node.memberBlock, into: &view, inExtension: true)
                index.views[extended] = view
            } else {
                // An extension of a view declared in another file: keep its helpers until merge.
                var view = ViewDeclaration(name: extended, file: path, location: location(node))
                collectMembers(node.memberBlock, into: &view, inExtension: true)
                if view.body != nil || !view.helpers.isEmpty { index.views[extended] = view }
            }
            return .visitChildren
        }

        /// `static let share = Image(systemName: SystemImage.share)`, `static var badge: some View
        /// { … }` in any type: a view constant, read where code names it (`Images.System.share`),
        /// kept with the static helpers by `Type.name` (the innermost type). `static let share =
        /// "square.and.arrow.up"`: a string constant (`staticStrings`).
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = typesEntered.last, node.modifiers.contains(where: { $0.name.text == "static" }) else { return .visitChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let key = type + "." + name
                let annotated = binding.typeAnnotation.map { Self.isViewConstantType($0.type) }
                if let value = binding.initializer?.value {
                    if let string = FactsVisitor.stringLiteral(value) {
                        index.staticStrings[key] = index.staticStrings[key].map { $0 == string ? $0 : String?.none } ?? string
                    } else if annotated ?? Self.makesStandardView(value), index.staticHelpers[key] == nil {
                        index.staticHelpers[key] = Body(initializer: value, source: source, converter: converter)
                    } else if value.is(FunctionCallExprSyntax.self) || value.is(MemberAccessExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
                        || value.is(FloatLiteralExprSyntax.self), index.staticValues[key] == nil
                    {
                        index.staticValues[key] = Body(initializer: value, source: source, converter: converter)
                    }
                } else if annotated == true, case .getter(let statements)? = binding.accessorBlock?.accessors, index.staticHelpers[key] == nil {
                    index.staticHelpers[key] = Body(statements: statements, source: source, converter: converter, parameters: [])
                }
            }
            return .visitChildren
        }

        /// The types a view constant is declared as: `some View`, `AnyView`, `Image`, `Text`,
        /// `Label<…>` (not any type whose name has "View" in it: a `UIView`, a view model).
        static func isViewConstantType(_ type: TypeSyntax) -> Bool {
            if let opaque = type.as(SomeOrAnyTypeSyntax.self) { return opaque.constraint.sourceText == "View" }
            let base = type.sourceText.split(separator: "<").first.map(String.init) ?? type.sourceText
            return ["AnyView", "Image", "Text", "Label"].contains(base)
        }

        /// `Image(systemName: …)`, `Text(…)`, with modifiers or not: a standard view made in place.
        static func makesStandardView(_ value: ExprSyntax) -> Bool {
            var made = value
            while let call = made.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { made = base }
            guard let call = made.as(FunctionCallExprSyntax.self) else { return false }
            return ["Image", "Text", "Label", "AnyView"].contains(call.calledExpression.sourceText)
        }

        /// `static func label(…) -> some View` in any type: a view factory called as `Type.label(…)`;
        /// a function outside any type (`@ViewBuilder func row(_ key: String, _ value: some View)
        /// -> some View`), called by its name from any view, is kept as ".row" (Monal).
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let owner = typesEntered.last ?? (node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true ? "" : nil)
            if let type = owner, let body = node.body,
                node.modifiers.contains(where: { $0.name.text == "static" }) || type.isEmpty,
                Self.isViewType(node.signature.returnClause?.type) || Self.returnsOwnType(node.signature.returnClause?.type, of: type)
            {
                let helper = Body(
                    statements: body.statements, source: source, converter: converter, parameters: parameters(of: node),
                    defaulted: defaulted(in: node))
                let key = type + "." + node.name.text
                if index.staticHelpers[key] == nil { index.staticHelpers[key] = helper } else { index.staticHelpers[key]!.overloads.append(helper) }
            }
            if let body = node.body, node.signature.returnClause == nil, FeatureBodies.onlyEndsEditing(body.statements) {
                index.keyboardDismissers.insert(node.name.text)
            }
            // `func renderBadgeImage() async -> UIImage?`: a view it makes is drawn into the
            // image it returns (through `ImageRenderer` or a helper of the project's), never shown.
            if Self.returnsImage(node.signature.returnClause?.type) {
                renderings.append(node.id)
                if let type = typesEntered.last { index.imageMethods[type, default: []].insert(node.name.text) }
            }
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) {
            if renderings.last == node.id { renderings.removeLast() }
        }

        static let imageTypes: Set<String> = ["UIImage", "NSImage", "CGImage", "CIImage"]
        static func returnsImage(_ type: TypeSyntax?) -> Bool {
            guard let type else { return false }
            let name = type.sourceText.filter { $0 != "?" && $0 != "!" }
            return imageTypes.contains(name)
        }

        /// SwiftUI views a stored property may hold for the caller to pass (`let label: Text`).
        static let passedViewTypes: Set<String> = ["Text", "Image", "Label", "AnyView"]

        /// A type a helper returning a view declares: `some View`, `AnyView`, or one of SwiftUI's
        /// own views (`func title() -> Text`, `var icon: Image`, `Label<Text, Image>`).
        /// `static func plain(title: String) -> ListRowLabel` in `ListRowLabel` or an extension of
        /// it (`-> Self` too): a factory of the type, which the caller names without it
        /// (`label: .plain(title: …)`) where a property of that type is given.
        static func returnsOwnType(_ type: TypeSyntax?, of owner: String) -> Bool {
            guard let type, !owner.isEmpty else { return false }
            let base = TypeName.last(type.sourceText)
            return base == "Self" || base == TypeName.last(owner)
        }

        static func isViewType(_ type: TypeSyntax?) -> Bool {
            guard let text = type?.sourceText else { return false }
            if text.contains("View") { return true }
            let base = text.split(separator: "<").first.map(String.init) ?? text
            return passedViewTypes.contains(base)
        }

        /// A `body` that can be a view's, a scene's or a widget's (`some View`, `some Scene`,
        /// `Text`): not a request's `var body: Data?` or a message's `var body: String`.
        static func isBodyType(_ type: TypeSyntax?) -> Bool {
            guard let type else { return true }
            if type.is(SomeOrAnyTypeSyntax.self) || isViewType(type) { return true }
            let text = type.sourceText
            return ["Scene", "Widget", "Commands", "Content", "Body"].contains { text.contains($0) }
        }

        func collectMembers(_ block: MemberBlockSyntax, into view: inout ViewDeclaration, inExtension: Bool = false) {
            var bodyNames: String?
            defer { if let name = bodyNames, view.contentProperties.contains(name) { view.passesThrough = name } }
            for member in block.members {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        if let accessor = binding.accessorBlock, let statements = getter(accessor) {
                            let returnsView = Self.isViewType(binding.typeAnnotation?.type)
                            if name == "body", Self.isBodyType(binding.typeAnnotation?.type) {
                                view.body = Body(statements: statements, source: source, converter: converter, parameters: [])
                                bodyNames = Self.soleReference(statements)
                            } else if returnsView {
                                view.helpers[name] = Body(statements: statements, source: source, converter: converter, parameters: [])
                            }
                            if name == "body" || returnsView { view.namesInBodies.formUnion(Self.names(in: statements)) }
                        } else {
                            if variable.modifiers.contains(where: { $0.name.text == "static" }) { continue }
                            view.storedProperties.append(name)
                            let type = binding.typeAnnotation?.type.sourceText ?? ""
                            if type.contains("->") { view.closureProperties.insert(name) }
                            if !type.contains("->"), type.first?.isUppercase == true { view.propertyTypes[name] = TypeName.last(type) }
                            if variable.attributes.sourceText.contains("FocusState") { view.focusStates.insert(name) }
                            if !variable.attributes.isEmpty { view.wrappedProperties.insert(name) }
                            // `let content: Content`, `@ViewBuilder let label: () -> Label`,
                            // `let messages: () -> Messages` (a closure giving a generic view).
                            let result = type.components(separatedBy: "->").last?.trimmingCharacters(in: .whitespaces) ?? type
                            // `private let label: Text`: a view of SwiftUI's the caller passes.
                            if variable.attributes.sourceText.contains("ViewBuilder") || genericParameters.contains(type)
                                || genericParameters.contains(result) || type.contains("View") || type == "Content"
                                || Self.passedViewTypes.contains(String(type.filter { $0 != "?" && $0 != "!" }))
                            {
                                view.contentProperties.append(name)
                            }
                            if let value = binding.initializer?.value,
                                let literal = FactsVisitor.stringLiteral(value) ?? FactsVisitor.number(value).map(Rect.format)
                            {
                                view.defaults[name] = literal
                            }
                            // `var inFeed: Bool = false`: a flag the caller may set, constant for
                            // a call that leaves it out. A `@State` flag changes after init.
                            // So is `var layout: Layout = .default`, which decides `switch layout` (ListRowLabel).
                            if variable.attributes.isEmpty, let value = binding.initializer?.value,
                                let start = value.as(BooleanLiteralExprSyntax.self)?.literal.text ?? ViewBuilderInterpreter.enumCase(value)
                            {
                                view.defaults[name] = start
                            }
                            // The memberwise initializer defaults an optional `var` to nil.
                            if variable.bindingSpecifier.tokenKind == .keyword(.var), variable.attributes.isEmpty,
                                Self.isOptional(binding.typeAnnotation?.type),
                                binding.initializer == nil || binding.initializer.map({ Self.isNilLiteral($0.value) }) == true
                            {
                                view.memberwiseNil[name] = name
                            }
                        }
                    }
                    if variable.attributes.sourceText.contains("accessibilityReduceMotion") { view.readsReduceMotion = true }
                } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                    // An initializer in an extension leaves the memberwise one in place: two ways in.
                    view.initializers.append(inExtension ? [:] : Self.nilParameters(initializer))
                    if inExtension { view.initializers.append([:]) }
                    if let body = initializer.body, Self.delegatedInit(body.statements) != nil {
                        let parameters = initializer.signature.parameterClause.parameters
                        var delegating = Body(
                            statements: body.statements, source: source, converter: converter, parameters: self.parameters(of: initializer.signature),
                            defaulted: Set(parameters.filter { $0.defaultValue != nil }.map { ($0.secondName ?? $0.firstName).text }))
                        delegating.closureParameters = Set(
                            parameters.filter { $0.type.sourceText.contains("->") }.map { ($0.secondName ?? $0.firstName).text })
                        view.delegatingInitializers.append(delegating)
                    }
                } else if let f = member.decl.as(FunctionDeclSyntax.self), let body = f.body,
                    Self.isViewType(f.signature.returnClause?.type)
                {
                    let helper = Body(statements: body.statements, source: source, converter: converter, parameters: parameters(of: f))
                    if view.helpers[f.name.text] == nil { view.helpers[f.name.text] = helper } else { view.helpers[f.name.text]!.overloads.append(helper) }
                    view.namesInBodies.formUnion(Self.names(in: body.statements))
                }
            }
        }

        /// The `self.init(…)` call an initializer's body is, and nothing else.
        static func delegatedInit(_ statements: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
            guard statements.count == 1, let call = statements.first?.item.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { return nil }
            return call
        }

        /// The one name a body is (`build()`, `content`, `return self.content()`), if it is
        /// nothing else.
        static func soleReference(_ statements: CodeBlockItemListSyntax) -> String? {
            guard statements.count == 1, let item = statements.first?.item else { return nil }
            guard var expr = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) else { return nil }
            if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil { expr = call.calledExpression }
            if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return member.declName.baseName.text
            }
            return expr.as(DeclReferenceExprSyntax.self)?.baseName.text
        }

        /// The names `statements` refer to (`content`, `self.label`).
        static func names(in statements: CodeBlockItemListSyntax) -> Set<String> {
            final class Names: SyntaxVisitor {
                var found: Set<String> = []
                override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                    found.insert(node.baseName.text)
                    return .visitChildren
                }
            }
            let visitor = Names(viewMode: .sourceAccurate)
            visitor.walk(statements)
            return visitor.found
        }

        static func isOptional(_ type: TypeSyntax?) -> Bool {
            guard let type else { return false }
            return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                || type.sourceText.hasPrefix("Optional<")
        }

        /// `nil`, or `.none` (Optional's case, as Gem Wallet writes its defaults).
        static func isNilLiteral(_ expr: ExprSyntax) -> Bool {
            if expr.is(NilLiteralExprSyntax.self) { return true }
            guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "none" else { return false }
            return member.base == nil || member.base?.trimmedDescription == "Optional"
        }

        /// `init(url: URL?, onTap: ((URL) -> Void)? = nil) { …; self.onTap = onTap }`: the
        /// stored properties set from optional parameters defaulting to nil, by argument label.
        static func nilParameters(_ initializer: InitializerDeclSyntax) -> [String: String] {
            var labels: [String: String] = [:]  // parameter name → argument label
            for p in initializer.signature.parameterClause.parameters
            where isOptional(p.type) && p.defaultValue.map({ isNilLiteral($0.value) }) == true && p.firstName.text != "_" {
                labels[p.secondName?.text ?? p.firstName.text] = p.firstName.text
            }
            var result: [String: String] = [:]
            for item in initializer.body?.statements ?? [] {
                guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { continue }
                let parts = Array(sequence.elements)
                guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
                    let target = parts[0].as(MemberAccessExprSyntax.self), target.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                    let source = parts[2].as(DeclReferenceExprSyntax.self)?.baseName.text, let label = labels[source]
                else { continue }
                result[target.declName.baseName.text] = label
            }
            return result
        }

        func getter(_ accessor: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
            switch accessor.accessors {
            case .getter(let statements): return statements
            case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            }
        }

        func function(named name: String, in block: MemberBlockSyntax) -> Body? {
            for member in block.members {
                if let f = member.decl.as(FunctionDeclSyntax.self), f.name.text == name, let body = f.body {
                    return Body(statements: body.statements, source: source, converter: converter, parameters: parameters(of: f))
                }
            }
            return nil
        }

        func defaulted(in f: FunctionDeclSyntax) -> Set<String> {
            Set(f.signature.parameterClause.parameters.filter { $0.defaultValue != nil }.map { ($0.secondName ?? $0.firstName).text })
        }

        func parameters(of f: FunctionDeclSyntax) -> [(label: String?, name: String)] { parameters(of: f.signature) }

        func parameters(of signature: FunctionSignatureSyntax) -> [(label: String?, name: String)] {
            signature.parameterClause.parameters.map { p in
                let first = p.firstName.text
                let second = p.secondName?.text
                return (first == "_" ? nil : first, second ?? first)
            }
        }
    }
}
