/// What Swift code does to views that Interface Builder (or code) creates: the facts the
/// linker merges into the tree so labels set through an outlet are not reported missing.
public struct CodeAssignment: Sendable, Hashable, Codable {
    public enum Value: Sendable, Hashable, Codable {
        case string(String)
        case bool(Bool)
        case traits(TraitChanges)
        case font(FontSpec)
        /// A colour written out: `.systemGray`, `UIColor(red:green:blue:alpha:)`, `UIColor(named:)`.
        case color(ColorSpec)
        /// Names of properties, in order (`accessibilityElements = [title, detail]`).
        case references([String])
        case number(Double)
        case image(ImageReference)
        /// A string table lookup (`NSLocalizedString("settings.title", comment: "")`, `L10n.title`),
        /// or a name that may hold one.
        indirect case localized(LocalizedText)
        /// An interpolated string's literal parts, the rest in ‹›: `Episode ‹number›`.
        case partial(String)
        /// `isHidden` as a condition the tool can compare with another view's: hidden exactly when
        /// it holds (`isHidden = isFollowing`, `!isFollowing`, `true` in an `if`'s branch), in
        /// `BranchCondition`'s text (`isFollowing`, `!(isFollowing)`).
        case condition(String)
        /// A font named through the project's own constants (`Fonts.body`, `.appTitle`, by its
        /// last two names or `.name` for a `UIFont` extension): what the constant holds once
        /// every file is read (`CodeFacts.resolveReferences`), else unknown.
        case fontReference(String)
        /// A colour named through the project's own declarations (`Palette.accent`, `.brand`,
        /// `theme.separatorColor` as "~separatorColor"): what they hold once every file is read
        /// (`ColorDeclarations.resolve`), else unknown.
        case colorReference(String)
        /// A value read from a struct the view keeps its look in (`self.appearance.titleFont`,
        /// `ViewConfigurations.key`): the struct's default once every file is read, else unknown.
        case configReference(String)
        /// In one of the project's view methods, a value taken from the parameter of this label
        /// (`StyleConstants`): `textColor = style.color` is ("_", "color"); `font =
        /// .appFont(for: style)` is ("_", the font helper's key). Given the constant the call
        /// passes where the method is called (`CodeFacts.applyViewMethods`), else unknown.
        case parameter(label: String, path: String)
        /// A member of one of the project's style constants (`StyleConstants`),
        /// "TextStyle.headline|color": what the constant is made with once every file is read.
        case styleReference(String)
        /// `isHidden` written from a Boolean parameter of the method the write is in
        /// (`func setBannerDisplay(isHidden: Bool) { banner.isHidden = isHidden }`), `call` being
        /// "method|label" and `defaultValue` the parameter's default: the one literal every call
        /// of the method passes, once every file is read (`FlagCalls`), else `condition` (the
        /// parameter's name, or its negation).
        case flagArgument(call: String, negated: Bool, condition: String, defaultValue: Bool?)
        /// Every value a property of a struct a view keeps its look in may hold, where code gives
        /// it others than its default (`CVRow.Theme(titleFont: { .regular(size: 12) })` at one
        /// call, the default `{ Appearance.titleFont }` elsewhere): the default first (no
        /// location), then each value given, an unreadable one as `.unknown`
        /// (`ViewConfigurations.resolve`). Which one a view shows is decided at run time.
        case alternatives([Given])
        /// `isHidden = codeDetail.codeBottomText == nil` (`isNil`; `!= nil` otherwise): a test of
        /// a struct's property the view's code reads (`ViewConfigurations.key`). Always true where
        /// the property starts as nil and no code sets it (`ViewConfigurations.alwaysNil`), once
        /// every file is read; else `condition`, the test's text as `HiddenCondition` reads it.
        case nilCheck(key: String, isNil: Bool, condition: String)
        /// Anything computed from data, a call, a condition.
        case unknown
    }

    /// A value code gives, and where.
    public struct Given: Sendable, Hashable, Codable {
        public var value: Value
        public var location: SourceLocation?

        public init(value: Value, location: SourceLocation?) {
            self.value = value
            self.location = location
        }
    }

    /// What the code changes.
    public enum Property: Sendable, Hashable, Codable {
        /// A view property: `accessibilityLabel`, `text`, `title` (from `setTitle`), `gestureRecognizer`…
        case view(ViewProperty)
        /// The class overrides an accessibility action method (`accessibilityPerformEscape()`…).
        case implementedAction(AccessibilityAction)
        /// `UIAccessibility.post(notification: .screenChanged/.layoutChanged, argument: view)`:
        /// the value names the view VoiceOver moves to.
        case focusChange(FocusNotification)
        /// The class, as a table or collection view's delegate, gives rows actions VoiceOver
        /// offers in its Actions rotor (`trailingSwipeActionsConfigurationForRowAt`…).
        case rowActions(RowActions)
    }

    public var property: Property
    public var value: Value
    /// The line that sets it, and how.
    public var origin: CodeOrigin

    public init(_ property: Property, value: Value, origin: CodeOrigin) {
        self.property = property
        self.value = value
        self.origin = origin
    }

    public init(property: ViewProperty, value: Value, origin: CodeOrigin) {
        self.init(.view(property), value: value, origin: origin)
    }

    /// The view property it sets, if it sets one.
    public var viewProperty: ViewProperty? {
        if case .view(let property) = property { return property }
        return nil
    }
}

extension CodeAssignment.Value {
    /// A value read from a struct a view keeps its look in (`.configReference`).
    public var isConfigReference: Bool {
        if case .configReference = self { return true }
        return false
    }
}

/// The notifications that move VoiceOver's focus.
public enum FocusNotification: String, Sendable, Hashable, Codable {
    case screenChanged, layoutChanged
}

/// A class, struct or extension's facts, merged across files by type name.
public struct SwiftTypeFacts: Sendable, Hashable, Codable {
    public var name: String
    public var superclass: String?
    /// Marked `@main` (`@UIApplicationMain`), or an app's or scene's delegate: the system
    /// creates it, whatever names it.
    public var isEntryPoint = false
    /// `@IBOutlet` properties: name → declared type.
    public var outlets: [String: String] = [:]
    /// Assignments by target: "self" for the type itself, else the outlet or variable name.
    public var assignments: [String: [CodeAssignment]] = [:]
    public var files: Set<String> = []
    /// Views the type creates in code, and how it assembles them.
    public var codeViews: [CodeView] = []
    /// Calls of methods on its views (`button.setText(.skip)`), by the view's name: those that
    /// are the project's own setters become assignments once every file is read
    /// (`CodeFacts.applyViewMethods`).
    public var methodCalls: [String: [MethodCall]] = [:]
    /// What its methods set on a view passed to them (`func decorate(withButton button: UIButton,
    /// text: String) { button.setAttributedTitle(…) }`), by method and argument label
    /// ("decorate|withButton"), and the calls that pass one of its views (`decorate(withButton:
    /// leftButton, text: title)`): they become the view's assignments (`CodeFacts.applyViewArguments`).
    public var parameterAssignments: [String: [CodeAssignment]] = [:]
    public var viewArguments: [ViewArgument] = []
    /// Instances of other types the class creates (`let title = AppLabel(style: .headline)`):
    /// views when the project declares the type as a subclass of a UIKit view, which only the
    /// whole project can tell (`UIKitCodeScreens`).
    public var constructedTypes: [CodeView] = []
    /// Types it creates and assigns to a property later (`selectorView = SelectorView(…)`).
    public var createdTypes: Set<String> = []
    /// Names its own code (and its extensions') uses as values, bare or through `self`
    /// (`addSubview(badge)`, `[self.title, self.detail]`): a view of its own is handed on only
    /// by its class's code, or through another object (`CodeFacts.memberValueNames`).
    public var ownValueNames: Set<String> = []
    /// Its views that are the base of a method call, with the methods (`closeButton.embedInWrapperView()`).
    public var methodBases: [String: Set<String>] = [:]
    public var subviewEdges: [SubviewEdge] = []
    /// Stored properties of a project class: `let authorView = AuthorView()`,
    /// `var header: HeaderView!` → name → class.
    public var propertyTypes: [String: String] = [:]
    /// Declared in the project (class, struct, enum), not only extended: an extension of a
    /// framework class (`extension UIButton`) is not.
    public var isDeclared = false
    /// Its `init?(coder:)` only calls `fatalError`: Interface Builder can never load it, so a
    /// storyboard or xib view of this class is a design code replaces (code makes it with
    /// `init(frame:)` or registers the class by type).
    public var cannotLoadFromInterfaceBuilder = false
    /// Lines of its declaration and extensions, by file: what a finding there is about.
    public var declaredLines: [String: [ClosedRange<Int>]] = [:]
    /// The name Objective-C and Interface Builder know it by, `@objc(OBAOnboardingFlowController)`.
    public var objectiveCName: String?
    /// What its code may load an interface by: storyboard IDs and nib names given as literals
    /// (`instantiateViewController(withIdentifier: "Info")`, `nibName: "Passcode"`) and classes
    /// named as values (`init(namedClass: PasscodeViewController.self)`). A subclass that names
    /// its superclass's scene or xib so shows it with its own code (`CodeLinker`).
    public var namedInterfaces: Set<String> = []
    /// Methods it overrides without calling the superclass's (`override func
    /// setUpAccessibility() {}`): what the superclass's version sets never happens to its
    /// instances (`CodeLinker.collectClassCode`).
    public var replacedMethods: Set<String> = []

    public init(name: String) { self.name = name }

    /// An extension of a UIKit (or other framework) class: its methods may run on any
    /// instance, so what they set is possible, not known.
    public var isFrameworkExtension: Bool { !isDeclared }

    /// The class of one of its properties or outlets, when it declares it.
    public func declaredType(of property: String) -> String? {
        outlets[property] ?? propertyTypes[property] ?? codeViews.first { $0.name == property }?.kind
    }

    mutating func merge(_ other: SwiftTypeFacts) {
        isDeclared = isDeclared || other.isDeclared
        cannotLoadFromInterfaceBuilder = cannotLoadFromInterfaceBuilder || other.cannotLoadFromInterfaceBuilder
        declaredLines.merge(other.declaredLines) { $0 + $1 }
        codeViews += other.codeViews
        methodCalls.merge(other.methodCalls) { $0 + $1 }
        parameterAssignments.merge(other.parameterAssignments) { $0 + $1 }
        viewArguments += other.viewArguments
        constructedTypes += other.constructedTypes
        createdTypes.formUnion(other.createdTypes)
        ownValueNames.formUnion(other.ownValueNames)
        methodBases.merge(other.methodBases) { $0.union($1) }
        subviewEdges += other.subviewEdges
        superclass = superclass ?? other.superclass
        objectiveCName = objectiveCName ?? other.objectiveCName
        namedInterfaces.formUnion(other.namedInterfaces)
        replacedMethods.formUnion(other.replacedMethods)
        isEntryPoint = isEntryPoint || other.isEntryPoint
        outlets.merge(other.outlets) { a, _ in a }
        propertyTypes.merge(other.propertyTypes) { a, _ in a }
        assignments.merge(other.assignments) { $0 + $1 }
        files.formUnion(other.files)
    }
}

/// Facts of every Swift file in the project.
public struct CodeFacts: Sendable, Codable {
    public var types: [String: SwiftTypeFacts] = [:]
    /// The name a type's writes to a view it finds by tag are kept under (`let label =
    /// cell.viewWithTag(2) as? UILabel; label.text = …`, `[cell viewWithTag:2]` in
    /// Objective-C): "viewWithTag_2", in the type's `assignments`, no property can have it.
    public static func taggedView(_ tag: Int) -> String { taggedViewPrefix + String(tag) }
    public static let taggedViewPrefix = "viewWithTag_"
    /// The name a type's writes to a cell it dequeues by a literal reuse identifier are kept
    /// under (`Cell *cell = [tableView dequeueReusableCellWithIdentifier:@"obs"]; cell.x = …`):
    /// "dequeuedCell_obs", the identifier's other characters as "_".
    public static func dequeuedCell(_ identifier: String) -> String {
        dequeuedCellPrefix + String(identifier.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
    public static let dequeuedCellPrefix = "dequeuedCell_"

    /// Assignments through a member path from any type (`cell.likeButton.accessibilityLabel = …`),
    /// keyed by the member name just before the property ("likeButton").
    public var memberAssignments: [String: [CodeAssignment]] = [:]
    /// Member-path assignments whose base variable has a known type, keyed "Type.member"
    /// (`let cell = … as! ArticleCell; cell.likeButton.accessibilityLabel = …` →
    /// "ArticleCell.likeButton"). These are as reliable as the type's own assignments.
    public var typedMemberAssignments: [String: [CodeAssignment]] = [:]
    /// Of those, the ones made through a view another object holds (`hintView.titleLabel.…`
    /// through an outlet or stored property of its class, `view.textLabel.…` through a local
    /// it made): one instance of the class among others, so a state, font or colour they set is
    /// not known to be any one instance's (`setOnOtherInstances`); the texts they set are.
    public var heldInstanceWrites: Set<CodeOrigin> = []
    /// Titles set on view controllers whose class is not known statically
    /// (`let vc: UIViewController = …; vc.title = …`): any controller may get its title this way.
    public var presentedTitles: [CodeOrigin] = []
    /// What code does that code-level rules judge, in file order.
    public var events: [CodeEvent] = []
    /// Methods of the project that change the view they are called on, by name: `func
    /// setText(_ text: Localized) { setTitle(text.text, for: .normal) }` in an extension of
    /// UIButton titles any button it is called on; `func applyBodyStyle() { font = .body;
    /// adjustsFontForContentSizeCategory = true }` in an extension of UILabel styles any label.
    public var viewMethods: [String: [ViewMethod]] = [:]
    /// The project's static factories of views and button configurations, by name: what they
    /// set on the value they return (`static func gray(_ text: String) -> UIButton.Configuration
    /// { var c = UIButton.Configuration.borderless(); c.attributedTitle = .init(text); return c }`
    /// titles every button made with `.gray(…)`).
    public var viewFactories: [String: [ViewMethod]] = [:]
    /// What the app changes on every instance of a framework class at run time, by class: an
    /// `override` in an extension of it (`extension UILabel { override func applyTheme() {
    /// textColor = theme.titleText } }`) or its appearance proxy (`UILabel.appearance().textColor
    /// = …`). A theme the app applies itself: the storyboard's values for those properties may
    /// not be what people see.
    public var restyledClasses: [String: [CodeAssignment]] = [:]
    /// Where code sets a window's tint (`window.tintColor = …`): the app's tint, which system
    /// buttons' titles and SwiftUI controls draw in, is then that one, not the accent colour asset.
    public var windowTints: [SourceLocation] = []
    /// Names code uses as values anywhere (`UIKitCodeViewsVisitor.valueNames`): a view built in
    /// code whose name is not one is never added to a view.
    public var valueNames: Set<String> = []
    /// Names used as values through another object (`cell.badge`, `header.titleView`), or
    /// outside any type: the part of `valueNames` that is not one class's own.
    public var memberValueNames: Set<String> = []
    /// Methods the project declares in extensions of UIKit's view classes: called on a view,
    /// they receive it and may add it anywhere (`closeButton.embedInWrapperView()`).
    public var viewExtensionMethods: Set<String> = []
    /// Fonts the project keeps in static constants (`enum Fonts { static let body =
    /// UIFont.systemFont(ofSize: 15) }`, `extension UIFont { static var appTitle: UIFont { … } }`),
    /// by "Fonts.body" and, for a `UIFont` extension, ".appTitle".
    public var fontConstants: [String: FontSpec] = [:]
    /// Font helpers that make their font through another (`regular(size:)` calling SwiftGen's
    /// `font(size:)`): helper key → the other's key (`FontExpression.helperAlias`).
    public var fontHelperAliases: [String: String] = [:]
    /// Some file changes Material Components' typography scheme (`MaterialTypography.customizes`).
    public var customizesMaterialTypography = false
    /// Colours the project declares in constants and instance properties.
    public var colors = ColorDeclarations()
    /// The structs views keep their look in, and what code changes of them.
    public var configurations = ViewConfigurations()
    /// Text styles kept as constants of the project's own struct, and the font helpers that take them.
    public var styles = StyleConstants()
    /// SwiftUI views that show a `String` property as it is, and the literals calls pass by
    /// label (`VerbatimTextComponentsVisitor`): matched once every file is read.
    public var verbatimTextProperties: [String: Set<String>] = [:]
    public var verbatimLiteralArguments: [VerbatimLiteralArgument] = []
    /// The names of the properties code assigns (`flow = …`, `vc.viewModel = …`), whatever
    /// their owner: a property's type is made where it is assigned (`UnusedTypes`).
    public var assignedProperties: Set<String> = []
    /// What calls pass to methods' Boolean-looking parameters.
    public var flagCalls = FlagCalls()

    public init() {}

    public mutating func merge(_ other: CodeFacts) {
        for (name, facts) in other.types {
            types[name, default: SwiftTypeFacts(name: name)].merge(facts)
        }
        memberAssignments.merge(other.memberAssignments) { $0 + $1 }
        typedMemberAssignments.merge(other.typedMemberAssignments) { $0 + $1 }
        heldInstanceWrites.formUnion(other.heldInstanceWrites)
        presentedTitles += other.presentedTitles
        events += other.events
        viewMethods.merge(other.viewMethods) { $0 + $1 }
        // Every part holds the project's list once it is read (`ProjectReader`): merged parts
        // keep each write once.
        rowCellActions.merge(other.rowCellActions) { a, b in a + b.filter { !a.contains($0) } }
        viewFactories.merge(other.viewFactories) { $0 + $1 }
        restyledClasses.merge(other.restyledClasses) { $0 + $1 }
        windowTints += other.windowTints
        valueNames.formUnion(other.valueNames)
        memberValueNames.formUnion(other.memberValueNames)
        viewExtensionMethods.formUnion(other.viewExtensionMethods)
        fontConstants.merge(other.fontConstants, uniquingKeysWith: FontExpression.merged)
        fontHelperAliases.merge(other.fontHelperAliases) { a, b in a == b ? a : "" }
        customizesMaterialTypography = customizesMaterialTypography || other.customizesMaterialTypography
        colors.merge(other.colors)
        configurations.merge(other.configurations)
        styles.merge(other.styles)
        verbatimTextProperties.merge(other.verbatimTextProperties) { $0.union($1) }
        verbatimLiteralArguments += other.verbatimLiteralArguments
        assignedProperties.formUnion(other.assignedProperties)
        flagCalls.merge(other.flagCalls)
    }

    /// The literals calls pass to a view that shows them as they are (`verbatim`: every part's
    /// views), as shown literals (`CodeEvent.Kind.userVisibleLiteral`), in file order; the
    /// arguments are then let go.
    public mutating func addVerbatimLiteralEvents(_ verbatim: [String: Set<String>]) {
        let shown = verbatimLiteralArguments.filter { verbatim[$0.type]?.contains($0.label) == true }
        verbatimLiteralArguments = []
        guard !shown.isEmpty else { return }
        events += shown.map { CodeEvent(kind: .userVisibleLiteral, detail: .text($0.text), type: nil, location: $0.location) }
        events.sort { $0.location < $1.location }
    }

    /// Leaves out the writes made on lines an iOS build does not run (`#if
    /// targetEnvironment(macCatalyst)`, `if ProcessInfo.processInfo.isMacCatalystApp { … }`):
    /// a button only Mac code shows again stays hidden on iOS.
    public mutating func dropWrites(onLines lines: [ClosedRange<Int>]) {
        func keep(_ a: CodeAssignment) -> Bool { !lines.contains { $0.contains(a.origin.location.line) } }
        func filterAll(_ map: inout [String: [CodeAssignment]]) {
            for key in map.keys { map[key]!.removeAll { !keep($0) } }
        }
        for name in types.keys {
            filterAll(&types[name]!.assignments)
            filterAll(&types[name]!.parameterAssignments)
        }
        filterAll(&memberAssignments)
        filterAll(&typedMemberAssignments)
        filterAll(&restyledClasses)
        for key in viewMethods.keys { for i in viewMethods[key]!.indices { viewMethods[key]![i].assignments.removeAll { !keep($0) } } }
        for key in viewFactories.keys { for i in viewFactories[key]!.indices { viewFactories[key]![i].assignments.removeAll { !keep($0) } } }
    }

    /// Every font reference to a constant of `table` (every part's constants: an app uses its
    /// design package's) becomes the constant's font; one the table does not hold stays unknown.
    /// `flags`: what the calls of every part pass (a package's view method the app calls).
    public mutating func resolveReferences(
        fonts table: [String: FontSpec], colors: ColorDeclarations, styles: StyleConstants = StyleConstants(), flags: FlagCalls? = nil
    ) {
        let resolver = ValueResolver(fonts: table, colors: colors, styles: styles, configurations: configurations, types: types)
        // A write of a method's flag parameter: the literal every call passes (a method called
        // only with `isHidden: true` only ever hides), else the condition it stands for.
        let flags = flags ?? flagCalls
        func resolved(_ value: CodeAssignment.Value) -> CodeAssignment.Value {
            if case .flagArgument(let call, let negated, let condition, let defaultValue) = value {
                if let passed = flags.value(of: call, defaultValue: defaultValue) { return .bool(passed != negated) }
                return .condition(condition)
            }
            return resolver.resolved(value)
        }
        func resolve(_ list: inout [CodeAssignment], keepingParameters: Bool = false) {
            for i in list.indices {
                // A view method's value from its parameter is bound where the method is called.
                if keepingParameters, case .parameter = list[i].value { continue }
                list[i].value = resolved(list[i].value)
            }
        }
        func resolveAll(_ map: inout [String: [CodeAssignment]]) {
            for key in map.keys { resolve(&map[key]!) }
        }
        for name in types.keys {
            resolveAll(&self.types[name]!.assignments)
            resolveAll(&self.types[name]!.parameterAssignments)
        }
        resolveAll(&memberAssignments)
        resolveAll(&typedMemberAssignments)
        resolveAll(&restyledClasses)
        for key in viewMethods.keys { for i in viewMethods[key]!.indices { resolve(&viewMethods[key]![i].assignments, keepingParameters: true) } }
        for key in viewFactories.keys { for i in viewFactories[key]!.indices { resolve(&viewFactories[key]![i].assignments) } }
    }

    /// Custom actions code gives a cell it holds by no class it names (`willDisplay: { cell in
    /// cell.accessibilityCustomActions = … }`): any cell of any part may get them, so whether
    /// one offers its controls' actions is known at run time only (`CodeLinker`).
    public var untypedCellActions: [CodeAssignment] = []
    /// Custom actions a closure gives the cell of a row whose cell class the call names
    /// beside it (`CVRow(xibName: .walletCell, willDisplay: { cell in … })`), by that class:
    /// read in this part, then every part's (`ProjectReader`).
    public var rowCellActions: [String: [CodeAssignment]] = [:]

    /// The writes `untypedCellActions` gathers, from this part's code.
    func customActionsOnUntypedCells() -> [CodeAssignment] {
        types.keys.sorted().flatMap { name in
            let facts = types[name]!
            return facts.assignments.keys.sorted()
                .filter { $0 != "self" && $0.lowercased().hasSuffix("cell") && facts.declaredType(of: $0) == nil }
                .flatMap { facts.assignments[$0]!.filter { $0.viewProperty == .accessibilityCustomActions } }
        }
    }

    /// A call of one of the project's view methods on a view (`button.setText(.skip)`,
    /// `titleLabel.applyBodyStyle()`) sets on that instance what the method sets on `self`, as
    /// the line of the call: what code does through an instance reaches that instance only.
    /// The definitions that count are those of the view's class and its project superclasses and
    /// those of extensions of framework classes; a method of the same name in another class
    /// makes the view's texts known at run time only, nothing more. A bare call inside a class
    /// (`applyBodyStyle()` in its `awakeFromNib`) sets on the class's own instances what a
    /// framework extension's method sets (its own methods' assignments to `self` are the
    /// class's already). Called once, when every file has been merged.
    /// What a type's methods set on a view passed to them, set on each of its views passed to
    /// them (in the type or its ancestors): a helper titling or styling the button it is given.
    public mutating func applyViewArguments() {
        for name in types.keys.sorted() {
            guard let owner = types[name], !owner.viewArguments.isEmpty else { continue }
            let lineage = lineage(of: name)
            for call in owner.viewArguments {
                let key = call.method + "|" + call.label
                let definitions = call.callee.map({ self.lineage(of: $0) }) ?? lineage
                var writes = definitions.flatMap { type in
                    (type.parameterAssignments[key] ?? []).map { CodeAssignment($0.property, value: $0.value, origin: call.origin) }
                }
                // A helper of a type of the project's this reading does not find by the path the
                // call names (a nested type's, `Self.Style.title(label, …)`, Tempura's styles,
                // which often hand the view on to another helper): what it may set, texts and
                // look, is known only at run time. (A helper found that sets nothing on the
                // parameter adds nothing.)
                if definitions.isEmpty, let callee = call.callee, isProjectType(callee) {
                    writes = Self.helperMaySet.map { CodeAssignment(property: $0, value: .unknown, origin: call.origin) }
                }
                for write in writes {
                    if call.throughMember, let root = call.rootType {
                        typedMemberAssignments["\(root).\(call.view)", default: []].append(write)
                    } else if call.throughMember {
                        memberAssignments[call.view, default: []].append(write)
                    } else {
                        types[name]!.assignments[call.view, default: []].append(write)
                    }
                }
            }
        }
    }

    public mutating func applyViewMethods(
        fonts: [String: FontSpec] = [:], colors: ColorDeclarations = ColorDeclarations(), styles: StyleConstants = StyleConstants()
    ) {
        guard !viewMethods.isEmpty || !viewFactories.isEmpty else { return }
        let resolver = ValueResolver(fonts: fonts, colors: colors, styles: styles, configurations: configurations, types: types)
        for name in types.keys.sorted() {
            guard let owner = types[name], !owner.methodCalls.isEmpty else { continue }
            for target in owner.methodCalls.keys.sorted() {
                let targetType = target == "self" ? name : owner.declaredType(of: target)
                let lineageNames = Set(targetType.map { lineage(of: $0).map(\.name) } ?? [])
                // The UIKit classes it is, where its type is known: `extension UIButton`'s
                // `setStyle` does not run on a label (green_ios has one for each).
                let targetClasses = targetType.map { type in Set(PlatformDefaults.uiKitLineage(frameworkBase(of: type) ?? type)) }
                for call in owner.methodCalls[target]! {
                    // A call on a button's `titleLabel?` (recorded on the button) is a label's.
                    let frameworkNames = call.onTitleLabel ? Set(PlatformDefaults.uiKitLineage("UILabel")) : targetClasses
                    if let type = call.factoryOf {
                        // Made by a factory: what the project's factory of that type sets on
                        // the value it returns (its parameters' values are known at run time).
                        for a in factoryAssignments(call.method, of: type) {
                            types[name]!.assignments[target, default: []].append(CodeAssignment(a.property, value: a.value, origin: call.origin))
                        }
                        continue
                    }
                    guard let definitions = viewMethods[call.method] else { continue }
                    let cases = call.arguments.mapValues(Self.caseName(ofArgument:))
                    var exact = definitions.filter { definition in
                        definition.inFrameworkExtension
                            ? frameworkNames.map { $0.contains(definition.declaredIn) } ?? true
                            : target != "self" && lineageNames.contains(definition.declaredIn)
                    }
                    // Overloads by the argument's type (`UILabel.setStyle(_: LabelStyle)`,
                    // `UIView.setStyle(_: PanelStyle)`): a case only some of them switch on
                    // picks those.
                    if exact.contains(where: { offersCase(call.method, cases: cases, $0) }) {
                        exact = exact.filter { offersCase(call.method, cases: cases, $0) }
                    }
                    exact = exact.map { casesChosen(call.method, cases: cases, in: $0) }
                    // Values from the method's parameters, given the style constants the call passes.
                    let parameterTypes = exact.reduce(into: [String: String]()) { $0.merge($1.parameterTypes) { a, _ in a } }
                    var added = assignments(of: exact).map { a in
                        var a = a
                        a.value = resolver.bound(a.value, arguments: call.arguments, parameterTypes: parameterTypes)
                        return a
                    }
                    if target != "self", exact.isEmpty {
                        // Another class's method of that name: its texts are possible, not known.
                        let texts = Set(assignments(of: definitions).compactMap(\.viewProperty)).intersection(Self.methodTextProperties)
                        added = texts.sorted { $0.rawValue < $1.rawValue }.map { CodeAssignment(property: $0, value: .unknown, origin: call.origin) }
                    }
                    if call.onTitleLabel { added = added.filter { Self.titleStyle.contains($0.viewProperty) } }
                    for a in added {
                        types[name]!.assignments[target, default: []].append(CodeAssignment(a.property, value: a.value, origin: call.origin))
                    }
                }
            }
        }
    }

    /// A view method that switches on a parameter (`setStyle(_ style:)`, read as one view method
    /// per case, "setStyle#_=title"): called with a case (`.setStyle(.title)`), it runs that
    /// case (or `default:`); with anything else, every case ("setStyle#_=*"), whose values then
    /// disagree.
    /// `cases`: the case each argument label passes ("title" for `.title`, a runtime
    /// attribute's string for an `@IBInspectable` setter's `switch` on it).
    func casesChosen(_ name: String, cases: [String: String], in method: ViewMethod) -> ViewMethod {
        var method = method
        for (label, chosenCase) in cases {
            guard let i = method.calls.firstIndex(of: ViewMethod.caseKey(name, label: label, case: "*")) else { continue }
            let chosen = [ViewMethod.caseKey(name, label: label, case: chosenCase), ViewMethod.caseKey(name, label: label, case: "default")].first { key in
                viewMethods[key]?.contains { $0.declaredIn == method.declaredIn } == true
            }
            if let chosen { method.calls[i] = chosen }
        }
        return method
    }

    /// Whether a view method switches on a parameter with a case the call names.
    func offersCase(_ name: String, cases: [String: String], _ method: ViewMethod) -> Bool {
        cases.contains { label, chosen in
            viewMethods[ViewMethod.caseKey(name, label: label, case: chosen)]?.contains { $0.declaredIn == method.declaredIn } == true
        }
    }

    /// `.title`, `LabelStyle.title` (as `StyleConstants.argument` records them) → "title".
    static func caseName(ofArgument argument: String) -> String {
        String(argument.split(separator: ".").last ?? "").replacingOccurrences(of: "@", with: "")
    }

    /// What the project's factory `name` of `type` sets on what it returns, with the factories
    /// of the same type it builds on (`var config = .accent("apply")`), agreed as `agreed` says.
    func factoryAssignments(_ name: String, of type: String) -> [CodeAssignment] {
        var seen: Set<String> = []
        var queue = [name]
        var collected: [CodeAssignment] = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            for definition in viewFactories[next] ?? [] where definition.declaredIn == type {
                collected += definition.assignments
                queue += definition.calls
            }
        }
        return Self.agreed(collected)
    }

    /// What a button's title label sets that is the button's text style.
    static let titleStyle: Set<ViewProperty?> = [.font, .adjustsFontForContentSizeCategory, .numberOfLines, .textColor]

    /// Texts a method of another class may set on the view it is called on.
    static let methodTextProperties: Set<ViewProperty> = [.text, .title, .attributedText, .accessibilityLabel, .placeholder]

    /// What these definitions of a view method set on `self`, with the methods they call on
    /// `self` in turn (of the same type, or of a framework extension); a value the definitions
    /// do not agree on is known at run time only.
    func assignments(of definitions: [ViewMethod]) -> [CodeAssignment] {
        var seen: Set<ViewMethod> = []
        var queue = definitions
        var collected: [CodeAssignment] = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            collected += next.assignments
            for call in next.calls {
                // A case of the method's own `switch` ("setStyle#_=title") is its own type's,
                // not a same-named case of another class's overload.
                let ownCase = ViewMethod.isCaseKey(call)
                queue += (viewMethods[call] ?? []).filter { $0.declaredIn == next.declaredIn || (!ownCase && $0.inFrameworkExtension) }
            }
            // The title's style is the button's: `titleLabel?.applyHeadlineStyle()` in a button
            // method styles the button's text, as `titleLabel?.font = …` does.
            collected += next.titleAssignments.filter { Self.titleStyle.contains($0.viewProperty) }
            for call in next.titleCalls {
                let labelMethods = (viewMethods[call] ?? []).filter(\.inFrameworkExtension)
                collected += assignments(of: labelMethods).filter { Self.titleStyle.contains($0.viewProperty) }
            }
        }
        return Self.agreed(collected)
    }

    /// One assignment per property, its value unknown when the assignments disagree; trait
    /// changes are all kept (they add up).
    static func agreed(_ collected: [CodeAssignment]) -> [CodeAssignment] {
        let valuesByProperty = Dictionary(grouping: collected, by: \.property).mapValues { Set($0.map(\.value)) }
        var result: [CodeAssignment] = []
        var added: Set<CodeAssignment.Property> = []
        for a in collected where added.insert(a.property).inserted || a.viewProperty == .accessibilityTraits {
            var a = a
            if valuesByProperty[a.property]!.count > 1, a.viewProperty != .accessibilityTraits { a.value = .unknown }
            result.append(a)
        }
        return result
    }

    /// What other code sets on a member whose class is declared in the project
    /// (`statusView.authorView.accessibilityLabel = …`, where StatusView has
    /// `let authorView = StatusAuthorView()`) is also set on that class's own instances:
    /// copied to "StatusAuthorView.self". Called once, when every file has been merged.
    /// Where code sets something on one instance of a class from outside it, copied to the
    /// class's instances (`typedMemberAssignments["Class.self"]`): possible for any of them,
    /// known for none.
    public var setOnOtherInstances: Set<CodeOrigin> {
        Set(typedMemberAssignments.filter { $0.key.hasSuffix(".self") }.values.joined().map(\.origin)).union(heldInstanceWrites)
    }

    public mutating func applyMemberAssignmentsToClasses() {
        for key in typedMemberAssignments.keys.sorted() where !key.hasSuffix(".self") {
            guard let dot = key.firstIndex(of: ".") else { continue }
            let owner = String(key[..<dot]), member = String(key[key.index(after: dot)...])
            guard let facts = types[owner] else { continue }
            let declared = facts.codeViews.first { $0.name == member }?.kind ?? facts.outlets[member] ?? facts.propertyTypes[member]
            guard let type = declared, types[type]?.isDeclared == true else { continue }
            // A subclass of a leaf view (`class ThemableLabel: UILabel`) is used as that view is,
            // each instance set up by its own owner: a cell making one row's label bold
            // (`cell.companyLabel.font = …`) says nothing of the app's other labels of that class
            // (AdGuard: 23 storyboard labels' fixed fonts and titles taken from one cell's code).
            if let base = frameworkBase(of: type), Self.leafViews.contains(base) { continue }
            typedMemberAssignments["\(type).self", default: []] += typedMemberAssignments[key]!
        }
    }

    /// UIKit views that hold no views of the project's: a subclass's instances are configured
    /// one by one.
    static let leafViews: Set<String> = [
        "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
        "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UIDatePicker",
    ]

    /// The framework class a project type descends from ("UIView", "UIControl"…): the
    /// superclass of the farthest ancestor the project declares. (An `extension UIControl` in
    /// the project is in the lineage too, with no superclass of its own: taking the lineage's
    /// last entry lost every UIControl subclass's base in apps that extend UIControl.)
    public func frameworkBase(of name: String) -> String? {
        // A library's view class (`MDCCard`) as the UIKit class it derives from.
        lineage(of: name).last(where: \.isDeclared)?.superclass.map { ViewClasses.libraryBases[$0] ?? $0 }
    }

    /// What a helper given a view may set on it: its texts and their look.
    static let helperMaySet: [ViewProperty] = [.text, .attributedText, .title, .placeholder, .accessibilityLabel, .font, .textColor]

    /// `Self.Style`, `AppSetupView.Style`, `DiscussionHelper`: a type the project declares (the
    /// last name of a nested path).
    func isProjectType(_ path: String) -> Bool {
        let last = String(path.split(separator: ".").last ?? Substring(path))
        return path.hasPrefix("Self.") || types[last]?.isDeclared == true
    }

    /// Whether code hands the view `name` of `type` on: its own class's code (the type, its
    /// superclasses and subclasses) uses the name as a value, or some code uses it through
    /// another object. A property of the same name in an unrelated class does not count
    /// (Mammoth's `countButtonBG`, added by `PostView`, only declared by `TrendsTopCell`).
    public func handsOn(_ name: String, of type: String) -> Bool {
        if memberValueNames.contains(name) { return true }
        if lineage(of: type).contains(where: { $0.ownValueNames.contains(name) || !($0.methodBases[name] ?? []).isDisjoint(with: viewExtensionMethods) }) {
            return true
        }
        return types.values.contains { other in
            other.ownValueNames.contains(name) && lineage(of: other.name).dropFirst().contains { $0.name == type }
        }
    }

    /// The type and its superclasses defined in the project, nearest first.
    public func lineage(of name: String) -> [SwiftTypeFacts] {
        var result: [SwiftTypeFacts] = []
        var next: String? = name
        var seen: Set<String> = []
        while let n = next, let facts = types[n], seen.insert(n).inserted {
            result.append(facts)
            next = facts.superclass
        }
        return result
    }
}

/// `button.setText(.skip)`: a method called on a view of the class; or a factory that made it
/// (`UIButton(configuration: .gray("Edit"))`, `UIButton.largeRoundedButton(title: "Search")`).
/// A call of one of the type's own methods passing one of its views: `decorate(withButton:
/// leftButton, …)` → method "decorate", label "withButton", view "leftButton".
public struct ViewArgument: Sendable, Codable, Hashable {
    public var method: String
    public var label: String
    public var view: String
    public var origin: CodeOrigin
    /// The type whose static helper is called (`DiscussionHelper.styleAuthor(label: …)`); nil
    /// for a method of the caller's own lineage.
    public var callee: String? = nil
    /// The view is another object's member (`cell.authorLabel`): what the helper sets reaches
    /// that member of the object's class when the caller declares it (`rootType`), else views
    /// of that name only as a possibility (`CodeFacts.memberAssignments`).
    public var throughMember = false
    public var rootType: String? = nil
}

public struct MethodCall: Sendable, Codable, Hashable {
    public var method: String
    public var origin: CodeOrigin
    /// For a factory, the type it is called on ("UIButton.Configuration", "UIButton"): only the
    /// project's static function of that name on that type made the view.
    public var factoryOf: String? = nil
    /// Style constants passed to it (`StyleConstants.argument`), by argument label ("_" for none).
    public var arguments: [String: String] = [:]
    /// Called on the button's title label (`button.titleLabel?.setStyle(.body)`): a label's
    /// method, whose title style is the button's.
    public var onTitleLabel = false
}

/// A method that changes the object it is called on: what it assigns to `self` (values that
/// come from its parameters are `.unknown`), and the methods it calls on `self`.
public struct ViewMethod: Sendable, Codable, Hashable {
    /// The key of a computed property's setter, a view method its assignments call ("=style").
    static func setterKey(_ property: String) -> String { "=" + property }

    /// The type or extension declaring it.
    public var declaredIn: String
    /// Declared in an extension of a framework class (`extension UILabel`), so it may run on
    /// any instance of that class.
    public var inFrameworkExtension: Bool
    public var assignments: [CodeAssignment] = []
    public var calls: [String] = []
    /// What it sets on a button's `titleLabel` (`titleLabel?.font = …`), and the methods it
    /// calls on it (`titleLabel?.applyHeadlineStyle()`): the button's text style.
    public var titleAssignments: [CodeAssignment] = []
    public var titleCalls: [String] = []
    /// Its parameters' declared types by label, where a value is taken from one (`Value.parameter`).
    public var parameterTypes: [String: String] = [:]

    /// The name one case of a view method's `switch` on a parameter is recorded under
    /// ("setStyle#_=title"); "setStyle#_=*" calls every case.
    static func caseKey(_ method: String, label: String, case name: String) -> String { "\(method)#\(label)=\(name)" }
    /// Whether a name is one `caseKey` made.
    static func isCaseKey(_ name: String) -> Bool { name.contains("#") }
    /// The method a `caseKey` is a case of ("setStyle" for "setStyle#_=title"); a method's own name as it is.
    static func method(ofCaseKey name: String) -> String { name.firstIndex(of: "#").map { String(name[..<$0]) } ?? name }
}
