/// Merges what Swift code does into a screen built from Interface Builder: assignments made
/// through the controller's outlets, by custom view classes to themselves and to their own
/// outlets, and through member paths anywhere (`cell.likeButton.accessibilityLabel = …`).
/// A value code computes at run time becomes `.dynamic`: present, but unverifiable.
public enum CodeLinker {
    /// What a class sets on itself, but for the methods a class nearer the instance's
    /// (`nearer`) overrides without calling `super` (`SwiftTypeFacts.replacedMethods`).
    static func writesNotReplaced(_ type: SwiftTypeFacts, below nearer: ArraySlice<SwiftTypeFacts>, _ facts: CodeFacts) -> [CodeAssignment] {
        let writes = type.assignments["self"] ?? []
        let replaced = nearer.reduce(into: Set<String>()) { $0.formUnion($1.replacedMethods) }
        guard !replaced.isEmpty, !writes.isEmpty else { return writes }
        var dropped = Set<SourceLocation>()
        for method in replaced {
            for definition in facts.viewMethods[method] ?? [] where definition.declaredIn == type.name {
                dropped.formUnion(definition.assignments.map(\.origin.location))
            }
        }
        return dropped.isEmpty ? writes : writes.filter { !dropped.contains($0.origin.location) }
    }

    public static func link(_ screen: Screen, with facts: CodeFacts) -> Screen {
        var screen = screen
        var writes = Writes()
        writes.collect(owner: screen.controllerClass, outlets: screen.outlets, on: screen, facts)
        if let controller = screen.controllerClass {
            applyControllerFacts(facts.lineage(of: controller), to: &screen)
            for a in facts.typedMemberAssignments["\(controller).self"] ?? [] where a.viewProperty == .title {
                screen.title = screen.title ?? .dynamic(origin: .otherCode(a.origin))
            }
            if screen.title == nil, let origin = facts.presentedTitles.first {
                screen.title = .dynamic(origin: .presenter(origin))
            }
        }
        screen.isViewController = isViewController(screen, facts)
        if let controller = screen.controllerClass { writes.collectCellStyling(by: controller, on: screen, facts) }
        writes.collectSubclassesLoading(screen, facts)
        if let controller = screen.controllerClass { writes.collectFound(by: controller, in: screen.root, facts) }
        let linked = screen
        screen.root.forEach { element in
            if let custom = element.customClass { writes.collectFound(by: custom, in: element, facts) }
            if !element.outlets.isEmpty { writes.collect(owner: element.customClass, outlets: element.outlets, on: linked, facts) }
            if let custom = element.customClass { writes.collectClassCode(of: element, custom, facts) }
            if !element.inspectables.isEmpty { writes.collectInspectables(of: element, facts) }
        }
        writes.moveConstraintWrites(screen.constraintTargets)
        // A theme the app applies to every view of a framework class at run time.
        if !facts.restyledClasses.isEmpty { markRestyled(&screen.root, facts) }
        screen.root = apply(screen.root, writes, facts, facts.setOnOtherInstances)
        // Only Interface Builder loads views with init(coder:); a view built in code never does.
        if [.storyboardScene, .xib].contains(screen.origin) { markNeverLoaded(&screen.root, facts) }
        giveDefaultLabelFont(&screen.root)
        return screen
    }

    /// A `UILabel` code makes and never gives a font, by any write the tool reads or cannot
    /// read, draws in UIKit's default: the system font at 17 pt, which does not follow Dynamic
    /// Type (https://developer.apple.com/documentation/uikit/uilabel/font). Interface Builder
    /// always writes a label's font; UIKit's own parts (a cell's `textLabel`, a button's
    /// `titleLabel`, a bar's title) have fonts of their own.
    static func giveDefaultLabelFont(_ element: inout Element) {
        if element.kind == "UILabel", element.font == nil, element.text != nil, element.provenance[.font] == nil, element.provenance[.attributedText] == nil,
            PlatformDefaults.isMadeInCode(element), !isUIKitPart(element)
        {
            element.font = PlatformDefaults.uiLabelDefaultFont
        }
        for i in element.children.indices { giveDefaultLabelFont(&element.children[i]) }
    }

    /// A label UIKit makes as part of one of its views, with a font of its own: a cell's
    /// `textLabel` or `detailTextLabel`, a button's `titleLabel`, a navigation bar's title.
    static func isUIKitPart(_ element: Element) -> Bool {
        let name = element.name ?? ""
        if builtInCellProperties.contains(name) || name == "titleLabel" { return true }
        if [".textLabel", ".detailTextLabel", ".titleLabel"].contains(where: { name.hasSuffix($0) }) { return true }
        return element.id.hasPrefix("navigationTitle")
    }

    /// What code does to a screen's elements, by element id, gathered before it is applied.
    struct Writes {
        var byElement: [String: [CodeAssignment]] = [:]
        /// A standard cell's own views (`detailTextLabel`) that no other cell of the screen has:
        /// what the data source writes to that part of whichever cell it holds is theirs.
        var soleCellParts: Set<String> = []
        /// The outlet name each element is known by.
        var outletNames: [String: String] = [:]
        /// Writes matched by a property's name only: they make a property uncertain.
        var uncertain: [String: [CodeAssignment]] = [:]
        /// Why code the sources lack may change an element.
        var unread: [String: String] = [:]

        /// A table's or collection's delegate styles each cell it shows (`cell.backgroundColor =
        /// …` in `willDisplay` or `cellForRowAt`, where the cell is `cell`), and a standard
        /// cell's own views (`cell.textLabel?.font = …`, whatever the local is called): any cell
        /// of the screen may take those values, so they make its properties uncertain.
        mutating func collectCellStyling(by controller: String, on screen: Screen, _ facts: CodeFacts) {
            let lineage = facts.lineage(of: controller)
            let cellWrites = lineage.flatMap { $0.assignments["cell"] ?? [] }
            var partWrites: [String: [CodeAssignment]] = [:]
            for part in FactsVisitor.cellParts {
                let writes = lineage.flatMap { $0.assignments[FactsVisitor.someCellPart(part)] ?? [] }
                if !writes.isEmpty { partWrites[part] = writes }
            }
            guard !cellWrites.isEmpty || !partWrites.isEmpty else { return }
            var targets: [(id: String, writes: [CodeAssignment])] = []
            var partHolders: [String: [String]] = [:]
            screen.root.forEach { element in
                guard ["UITableViewCell", "UICollectionViewCell"].contains(element.kind) else { return }
                if !cellWrites.isEmpty { targets.append((element.id, cellWrites)) }
                for (part, writes) in partWrites.sorted(by: { $0.key < $1.key }) {
                    if let id = element.outlets[part] { targets.append((id, writes)); partHolders[part, default: []].append(id) }
                }
            }
            for target in targets { uncertain[target.id, default: []] += target.writes }
            for ids in partHolders.values where ids.count == 1 { soleCellParts.insert(ids[0]) }
        }

        /// A subclass of the screen's class whose code loads the same scene or xib (by its
        /// storyboard ID, its nib's name, or the class named as a value, then `object_setClass`
        /// or the superclass's initializer): what it writes through the outlets it inherits shows
        /// on this screen some of the time, so it makes those properties uncertain (kDrive: nine
        /// floating panels that re-class one storyboard scene and each replace its text).
        mutating func collectSubclassesLoading(_ screen: Screen, _ facts: CodeFacts) {
            guard let owner = screen.controllerClass, !screen.outlets.isEmpty else { return }
            let file = screen.location.file.fileName
            let names = Set([owner, String(file.split(separator: ".").first ?? "")] + screen.entryIdentifiers)
            for type in facts.types.values.sorted(by: { $0.name < $1.name })
            where type.name != owner && type.isDeclared && !type.namedInterfaces.isDisjoint(with: names)
                && facts.lineage(of: type.name).contains(where: { $0.name == owner })
            {
                for (key, id) in screen.outlets.sorted(by: { $0.key < $1.key }) {
                    let property = key.split(separator: "[").first.map(String.init) ?? key
                    uncertain[id, default: []] += type.assignments[property] ?? []
                }
            }
        }

        /// What the code of `owner` (a controller, a custom view) writes through its outlets.
        mutating func collect(owner: String?, outlets: [String: String], on screen: Screen, _ facts: CodeFacts) {
            let lineage = owner.map { facts.lineage(of: $0) } ?? []
            if let owner { noteUnreadOwner(owner, lineage: lineage, outlets: outlets, on: screen, facts) }
            // In name order, an element's own name first: a dictionary's order changes from run
            // to run, and so did which of two names of a view (`emptyStatusLabel` and the
            // `label` its closure builds) reports showed.
            let ordered = outlets.sorted { a, b in
                (a.key == a.value) != (b.key == b.value) ? a.key == a.value : a.key < b.key
            }
            for (key, elementID) in ordered {
                collectOutlet(key, of: elementID, lineage: lineage, facts)
                collectEverySubview(key, of: elementID, lineage: lineage, on: screen)
            }
            // A controller's `view` is the screen's root view: in the controller's own classes, not
            // in a view's, nor in an extension of a framework class (`extension UIView { func
            // showToast() { let view = ToastView(…); …; view.removeFromSuperview() } }` names a local).
            if outlets["view"] == nil, let owner, !lineage.isEmpty, owner == screen.controllerClass, CodeLinker.isViewController(screen, facts) == true {
                for type in lineage.reversed() where type.isDeclared { byElement[screen.root.id, default: []] += type.assignments["view"] ?? [] }
            }
            if let owner, owner == screen.controllerClass, CodeLinker.wrapsXibView(screen, facts) {
                for type in lineage.reversed() where type.isDeclared && !type.isFrameworkExtension {
                    byElement[screen.root.id, default: []] += type.assignments["self"] ?? []
                }
            }
        }

        /// Outlets whose owner's code, or part of it, the sources lack.
        mutating func noteUnreadOwner(_ owner: String, lineage: [SwiftTypeFacts], outlets: [String: String], on screen: Screen, _ facts: CodeFacts) {
            if !lineage.contains(where: \.isDeclared) {
                // The outlets' owner is not in the audited Swift sources (Objective-C, another
                // module): its code may set anything on the views it is connected to.
                for (key, id) in outlets.sorted(by: { $0.key < $1.key }) where key != "view" {
                    unread[id] = unread[id] ?? "connected to outlet \(key) of \(owner), whose code is not in the audited Swift sources"
                }
            }
            // An outlet none of the audited classes declares, on a class that descends from one
            // the sources lack (a dependency's `DropDownCell`): that class declares it, and its
            // code may restyle the view (the dependency sets the label's font). Interface Builder
            // connections only (code-built views are matched to their properties otherwise).
            if screen.origin == .xib || screen.origin == .storyboardScene, let top = lineage.last, let base = top.superclass,
                facts.types[base]?.isDeclared != true,
                !PlatformDefaults.isAppleClass(base)
            {
                for (key, id) in outlets.sorted(by: { $0.key < $1.key }) where key != "view" {
                    let property = key.split(separator: "[").first.map(String.init) ?? key
                    guard !lineage.contains(where: { $0.outlets[property] != nil || $0.propertyTypes[property] != nil }) else { continue }
                    unread[id] =
                        unread[id]
                        ?? "connected to outlet \(key), which \(owner) inherits from \(base), a class the Swift sources read with this file do not define: its code may restyle the view"
                }
            }
        }

        /// What the owner's classes write to the views they find in their Interface Builder
        /// views: by tag (`let label = cell.viewWithTag(2) as? UILabel; label.textAlignment =
        /// .natural`), the view of that tag under the owner's view; by reuse identifier (`Cell
        /// *cell = [tableView dequeueReusableCellWithIdentifier:@"obs"]; cell.isAccessibilityElement
        /// = YES;`), the prototype cell of that identifier. When several views there have the tag
        /// or identifier (one per prototype cell), which one the code reaches is not known: each
        /// may have what it writes.
        mutating func collectFound(by owner: String, in root: Element, _ facts: CodeFacts) {
            let lineage = facts.lineage(of: owner).filter { !$0.isFrameworkExtension }
            guard
                lineage.contains(where: { type in
                    type.assignments.keys.contains { $0.hasPrefix(CodeFacts.taggedViewPrefix) || $0.hasPrefix(CodeFacts.dequeuedCellPrefix) }
                })
            else { return }
            var found: [String: [String]] = [:]
            root.forEach { element in
                if let tag = element.tag { found[CodeFacts.taggedView(tag), default: []].append(element.id) }
                if let identifier = element.reuseIdentifier { found[CodeFacts.dequeuedCell(identifier), default: []].append(element.id) }
            }
            for (key, ids) in found {
                let writes = lineage.reversed().flatMap { $0.assignments[key] ?? [] }
                guard !writes.isEmpty else { continue }
                for id in ids {
                    if ids.count == 1 { byElement[id, default: []] += writes } else { uncertain[id, default: []] += writes }
                }
            }
        }

        /// What the owner's classes write to every subview of one outlet's view, through a loop
        /// over them (`for color in colorPickerStack.arrangedSubviews { color.accessibilityLabel
        /// = … }`): each subview's.
        mutating func collectEverySubview(_ key: String, of elementID: String, lineage: [SwiftTypeFacts], on screen: Screen) {
            let property = key.split(separator: "[").first.map(String.init) ?? key
            let writes = lineage.reversed().filter { !$0.isFrameworkExtension }.flatMap { $0.assignments[FactsVisitor.everySubview(of: property)] ?? [] }
            guard !writes.isEmpty else { return }
            var children: [String] = []
            screen.root.forEach { if $0.id == elementID { children = $0.children.map(\.id) } }
            for child in children { byElement[child, default: []] += writes }
        }

        /// What the owner's classes write to one outlet, and what code anywhere writes to a
        /// property of that name.
        mutating func collectOutlet(_ key: String, of elementID: String, lineage: [SwiftTypeFacts], _ facts: CodeFacts) {
            outletNames[elementID] = outletNames[elementID] ?? key
            // Members of an outlet collection are keyed "stars[0]": the property is "stars".
            let property = key.split(separator: "[").first.map(String.init) ?? key
            for type in lineage.reversed() where !type.isFrameworkExtension {
                byElement[elementID, default: []] += type.assignments[property] ?? []
                byElement[elementID, default: []] += facts.typedMemberAssignments["\(type.name).\(property)"] ?? []
            }
            // Untyped member paths (`cell.titleLabel.font = …` where `cell`'s type is unknown)
            // are matched by name only and may belong to another type's outlet: they make a
            // property uncertain, never give it a value.
            // Not for a standard cell's built-in labels: `x.textLabel.font = …` anywhere names
            // the label of any cell or placeholder view, not this one.
            let builtIn =
                CodeLinker.builtInCellProperties.contains(property)
                && !lineage.contains { $0.outlets[property] != nil || $0.propertyTypes[property] != nil }
            if !builtIn {
                uncertain[elementID, default: []] += facts.memberAssignments[property] ?? []
            }
        }

        /// What an element's custom class does to itself, and other code to its instances. A
        /// superclass's method a nearer class overrides without calling `super` never runs.
        mutating func collectClassCode(of element: Element, _ custom: String, _ facts: CodeFacts) {
            let lineage = facts.lineage(of: custom)
            // A button subclass styling its own title (`titleLabel?.font = …` in its init)
            // styles the button's text, unless the class declares a `titleLabel` of its own.
            let ownTitleLabel = lineage.contains { type in
                type.outlets["titleLabel"] != nil || type.propertyTypes["titleLabel"] != nil || type.codeViews.contains { $0.name == "titleLabel" }
            }
            let styledTitle = element.kind == "UIButton" && !ownTitleLabel
            // The class's own code runs first (its initializer makes the view), then the code
            // that holds the instance: a default title the initializer sets is the one the
            // call site replaces (`let save = PillButton(); save.setTitle("Save", …)`).
            var ownWrites: [CodeAssignment] = [], otherWrites: [CodeAssignment] = []
            for (i, type) in lineage.enumerated().reversed() {
                if type.isFrameworkExtension {
                    uncertain[element.id, default: []] += type.assignments["self"] ?? []
                } else {
                    ownWrites += CodeLinker.writesNotReplaced(type, below: lineage[..<i], facts)
                    if styledTitle {
                        ownWrites += (type.assignments["titleLabel"] ?? []).filter { CodeFacts.titleStyle.contains($0.viewProperty) }
                    }
                    // Other code that sets it on an instance it knows the class of
                    // (`cell.accessibilityLabel = …` in a cell registration, `let c = x as! Cell`).
                    otherWrites += facts.typedMemberAssignments["\(type.name).self"] ?? []
                }
            }
            byElement[element.id] = ownWrites + (byElement[element.id] ?? []) + otherWrites
            if ["UITableViewCell", "UICollectionViewCell"].contains(element.kind) {
                uncertain[element.id, default: []] += facts.untypedCellActions + lineage.flatMap { facts.rowCellActions[$0.name] ?? [] }
            }
        }

        /// What the setters of the project's `@IBInspectable` properties set when Interface
        /// Builder gives them the element's runtime attributes (`local_title = "share"` calls a
        /// `setTitle` with the localized text; `dynamicTextSize = "regular14"` sets a scaled font).
        /// They run as the view is decoded, before the code that holds it: first. A setter that
        /// switches on the value runs the case the value names; a property it sets differently
        /// on paths the value does not choose is known at run time only.
        mutating func collectInspectables(of element: Element, _ facts: CodeFacts) {
            let classes = Set((element.customClass.map { facts.lineage(of: $0).map(\.name) } ?? []) + PlatformDefaults.uiKitLineage(element.kind))
            var set: [CodeAssignment] = []
            for (keyPath, value) in element.inspectables.sorted(by: { $0.key < $1.key }) {
                let name = "@" + keyPath
                // A setter that switches on the value (`case "regular14": font = …`) runs that case.
                let setters = (facts.viewMethods[name] ?? []).filter { classes.contains($0.declaredIn) }.map {
                    facts.casesChosen(name, cases: ["_": value], in: $0)
                }
                if !setters.isEmpty { set += facts.assignments(of: setters) }
            }
            if !set.isEmpty { byElement[element.id] = set + (byElement[element.id] ?? []) }
        }

        /// An outlet to an Interface Builder constraint whose `constant` code sets: the views it
        /// sizes or places are not where the file draws them.
        mutating func moveConstraintWrites(_ constraintTargets: [String: [String]]) {
            for (constraint, views) in constraintTargets.sorted(by: { $0.key < $1.key }) {
                for write in (byElement[constraint] ?? []) where write.viewProperty == .layoutConstant {
                    for view in views { byElement[view, default: []].append(CodeAssignment(property: .frame, value: .unknown, origin: write.origin)) }
                }
            }
        }
    }

    /// A view whose class cannot be made from Interface Builder (its `init?(coder:)` only calls
    /// `fatalError`) is a design the app never shows: code registers the class by type or
    /// makes it with a frame. What is said of it and its subviews needs review at most.
    static func markNeverLoaded(_ element: inout Element, _ facts: CodeFacts) {
        if let custom = element.customClass, let type = facts.lineage(of: custom).first(where: \.cannotLoadFromInterfaceBuilder) {
            let reason = "\(custom)'s init(coder:) only calls fatalError (\(type.name)): Interface Builder never loads this view, code makes it another way"
            element.unreadCode = element.unreadCode ?? reason
            markRemoved(&element.children, reason)
            return
        }
        for i in element.children.indices { markNeverLoaded(&element.children[i], facts) }
    }

    /// Colours and fonts the app sets on every view of the element's framework class (or one of
    /// its UIKit superclasses) at run time are not known from the file: what the file says of them
    /// may be overridden.
    static func markRestyled(_ element: inout Element, _ facts: CodeFacts) {
        var classes = PlatformDefaults.uiKitLineage(element.kind)
        if let custom = element.customClass, let base = facts.frameworkBase(of: custom) {
            classes += PlatformDefaults.uiKitLineage(base)
        }
        for type in classes {
            for a in facts.restyledClasses[type] ?? [] {
                guard let property = a.viewProperty, element.provenance[property] == nil else { continue }
                element.provenance[property] = .restyled(type, a.origin)
            }
        }
        for i in element.children.indices { markRestyled(&element.children[i], facts) }
    }

    /// A standard table cell's own views, which its class (not any code using the names) sets.
    static let builtInCellProperties: Set<String> = ["textLabel", "detailTextLabel", "imageView"]

    static let viewBases: Set<String> = [
        "UIView", "UIControl", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIStackView", "UIButton", "UILabel",
    ]

    /// Storyboard scenes are controllers; a xib is one when its File's Owner descends from
    /// UIViewController (or its name says so, for classes outside the project).
    static func isViewController(_ screen: Screen, _ facts: CodeFacts) -> Bool? {
        if screen.origin == .storyboardScene { return true }
        if screen.origin == .uiKitCode { return screen.isViewController }
        guard screen.origin == .xib, let owner = screen.controllerClass else { return false }
        if ["UITableViewCell", "UICollectionViewCell", "UICollectionReusableView"].contains(screen.root.kind) { return false }
        let lineage = facts.lineage(of: owner)
        if let top = facts.frameworkBase(of: owner) {
            if PlatformDefaults.viewControllers.contains(top) || top.hasSuffix("ViewController") { return true }
            if viewBases.contains(top) || top.hasSuffix("View") || top.hasSuffix("Cell") { return false }
        }
        if owner.hasSuffix("Controller") { return true }
        return lineage.isEmpty ? nil : false
    }

    /// A xib whose File's Owner is a view of the project that holds the xib's top-level view
    /// (`Bundle.main.loadNibNamed("Row", owner: self)`, then `addSubview` filling itself): what
    /// the owner does to itself (a tap recognizer, touches, its accessibility) wraps that view,
    /// so it is applied to the xib's root (falcon: a row whose owner takes taps around a small
    /// info button). Not a cell (UIKit makes it from the nib), nor a root of the owner's class.
    static func wrapsXibView(_ screen: Screen, _ facts: CodeFacts) -> Bool {
        guard screen.origin == .xib, let owner = screen.controllerClass, screen.root.customClass != owner,
            !["UITableViewCell", "UICollectionViewCell", "UICollectionReusableView"].contains(screen.root.kind)
        else { return false }
        return isViewController(screen, facts) == false && facts.types[owner]?.isDeclared == true
    }

    /// What the controller itself does: accessibility methods it overrides, focus it moves
    /// with a notification, a title it sets.
    static func applyControllerFacts(_ lineage: [SwiftTypeFacts], to screen: inout Screen) {
        var rowActions = Set<RowActions>()
        for type in lineage.reversed() {
            for a in type.assignments["self"] ?? [] {
                switch (a.property, a.value) {
                case (.implementedAction(let action), _):
                    screen.implementedActions.append(action)
                case (.rowActions(let actions), _):
                    rowActions.insert(actions)
                    if [.tableSelect, .collectionSelect].contains(actions) { screen.rowSelection = a.origin.location }
                case (.focusChange(.screenChanged), .references(let names)):
                    if let name = names.first, let id = screen.outlets[name] {
                        screen.screenChangedFocus = FocusChange(elementID: id, origin: a.origin)
                    }
                case (.view(.title), _):
                    screen.title = textValue(a)
                    if Self.runsUnconditionally(a.origin) { screen.titleSetInCode = true }
                default:
                    break
                }
            }
            for a in type.assignments["navigationItem"] ?? [] where a.viewProperty == .title {
                screen.title = textValue(a)
                if Self.runsUnconditionally(a.origin) { screen.titleSetInCode = true }
            }
        }
        if !rowActions.isEmpty { addRowActions(rowActions, to: &screen.root) }
    }

    /// The controller is its table's or collection's delegate (a `UITableViewController`, or a
    /// controller implementing the delegate's methods): each prototype cell gets the actions
    /// UIKit offers VoiceOver for its rows. A trailing swipe configuration replaces the
    /// default "Delete".
    static func addRowActions(_ actions: Set<RowActions>, to element: inout Element) {
        let mine = actions.filter { $0.cellKind == element.kind }
        var added: [RowActions] = []
        if mine.contains(.tableSwipe) { added.append(.tableSwipe) } else if mine.contains(.tableDelete) { added.append(.tableDelete) }
        if let menu = mine.first(where: { $0 == .tableContextMenu || $0 == .collectionContextMenu }) { added.append(menu) }
        for action in added where !element.customActions.contains(.row(action)) { element.customActions.append(.row(action)) }
        for i in element.children.indices { addRowActions(actions, to: &element.children[i]) }
    }

    private static func apply(_ element: Element, _ writes: Writes, _ facts: CodeFacts, _ otherInstances: Set<CodeOrigin>) -> Element {
        var element = element
        if let outlet = writes.outletNames[element.id] { element.name = outlet }
        if let custom = element.customClass, facts.types[custom]?.isDeclared != true {
            element.provenance[.customClass] = .explanation("is not defined in the audited Swift sources")
        } else if let custom = element.customClass, let base = facts.frameworkBase(of: custom), !PlatformDefaults.isAppleClass(base),
            facts.types[base]?.isDeclared != true
        {
            // The project's class descends from one of a pod or binary framework
            // (`FancyAnimatedButton: FancyButton`): what that class does is not in the sources.
            element.provenance[.customClass] = .explanation("descends from \(base), which is not defined in the audited Swift sources")
        }
        let outlets = writes.outletNames
        // A colour written out counts only when it is the one colour code gives the property;
        // different colours in different places (selected, highlighted) are a run-time choice.
        let assignments = Self.withoutResets(writes.byElement[element.id] ?? [])
        let colorValues = Dictionary(grouping: assignments.filter { [.textColor, .backgroundColor, .tintColor].contains($0.viewProperty) }, by: \.property)
            .mapValues { Set($0.map { a -> ColorSpec? in if case .color(let c) = a.value { return c } else { return nil } }) }
        for var assignment in assignments {
            if let values = colorValues[assignment.property], values.count > 1 || values.contains(nil) { assignment.value = .unknown }
            // Set from outside on one instance of the element's class (`cell.textField.isSecureTextEntry
            // = true` for a password row): this instance may or may not get it. Its texts still
            // say something is set; a state, trait, font or colour is not known to be this one's.
            if otherInstances.contains(assignment.origin), let property = assignment.viewProperty, !Self.instanceTexts.contains(property) {
                assignment.value = .unknown
            }
            apply(assignment, to: &element, outletIDs: outlets)
        }
        // Made hidden by the closure that makes it (`button.alpha = 0 // hidden for now`) and
        // never shown by any code: it is not on screen. (Hidden later, by an action, it was on
        // screen before.)
        // Only its own owner's code and its class's code on itself count: what other code does to
        // another instance of its class (`cell.label.isHidden = true` elsewhere) is that instance's.
        let visibility = assignments.filter { ($0.viewProperty == .isHidden || $0.viewProperty == .alpha) && !otherInstances.contains($0.origin) }
        element.hiddenWhen = Self.hiddenWhen(visibility)
        // Hidden in Interface Builder and shown by code (`isHidden = false`, `isHidden =
        // !hasTopic`): on screen whenever that code runs, so what it shows is judged (element-ios:
        // a hidden-in-IB label shown by its controller was left out of every check).
        var shownByPatterns: String?
        if element.isHidden == true, let shows = visibility.first(where: { $0.viewProperty == .isHidden && !Self.hides($0) }) {
            element.isHidden = false
            element.provenance[.isHidden] = .code(shows.origin)
            // Objective-C is read by patterns: whether the line runs (its condition, its
            // screen) is not known, so what the view shows needs review.
            let file = shows.origin.location.file
            if file.hasSuffix(".m") || file.hasSuffix(".mm") {
                shownByPatterns = "Objective-C code shows it (\(file.fileName):\(shows.origin.location.line)); when that runs is not read"
                element.unreadCode = element.unreadCode ?? shownByPatterns
            }
        }
        // Hidden by code elsewhere and never shown again by any code: it may be off the screen
        // for good (hidden on every path that opens the screen): what it shows needs review.
        var hiddenLater: String?
        // Hidden as it is made or loaded (its closure, its outlet's `didSet`, the plain statements
        // of `awakeFromNib` or `viewDidLoad`) and never shown by any code: never on screen, even
        // when an action hides it again (kDrive: a cell's "new password" button hidden in
        // `awakeFromNib`, `prepareForReuse` and its own action, and nowhere shown).
        if !visibility.isEmpty, visibility.allSatisfy(Self.hides) {
            let shownElsewhere = Self.showsSomeInstance(of: element, facts)
            if visibility.contains(where: { $0.origin.how == .propertyInitializer }), !shownElsewhere, !Self.shownByName(element, facts) {
                if visibility.contains(where: { $0.viewProperty == .isHidden }) { element.isHidden = true } else { element.alpha = 0 }
                element.hiddenForGoodByCode = true
            } else if !visibility.contains(where: { $0.origin.how == .inAction || $0.origin.how == .conditional }), !shownElsewhere,
                let first = visibility.first
            {
                hiddenLater = "code hides it (\(first.origin.position)) and no code shows it again"
            }
        }
        if let reason = writes.unread[element.id] { element.unreadCode = reason }
        Self.hideIfEmptiedForGood(&element, assignments, writes, facts)
        applyNameMatched(writes.uncertain[element.id] ?? [], to: &element)
        element.children = element.children.map { apply($0, writes, facts, otherInstances) }
        if let hiddenLater {
            element.hiddenForGoodByCode = true
            element.unreadCode = element.unreadCode ?? hiddenLater
            markRemoved(&element.children, hiddenLater)
        }
        markWhatItHolds(&element, shownByPatterns: shownByPatterns)
        return element
    }

    /// `text = nil`, `text = ""`.
    static func isEmptyText(_ a: CodeAssignment) -> Bool { a.viewProperty == .text && a.value == .string("") }

    /// Without the writes that empty a view for reuse (`label.text = nil` in `prepareForReuse`)
    /// where other code gives it text: that text is what shows.
    static func withoutResets(_ writes: [CodeAssignment]) -> [CodeAssignment] {
        let givesText = writes.contains { [.text, .attributedText].contains($0.viewProperty) && !isEmptyText($0) }
        return givesText ? writes.filter { !isEmptyText($0) } : writes
    }

    /// `assignments`: the element's own writes. A standard cell's own label is written through
    /// whichever cell the data source holds: those writes are this label's only where the
    /// screen has no other cell with one.
    static func hideIfEmptiedForGood(_ element: inout Element, _ assignments: [CodeAssignment], _ writes: Writes, _ facts: CodeFacts) {
        let uncertain = writes.uncertain[element.id] ?? []
        let own = assignments + (writes.soleCellParts.contains(element.id) ? uncertain : [])
        // Text code may give it by name only (a data source's `cell.rankLabel.text = …` beside
        // the cell's own reset, iNaturalist) may show.
        guard !uncertain.contains(where: { [.text, .attributedText].contains($0.viewProperty) && !isEmptyText($0) }),
            let emptied = emptiedForGood(element, own, facts)
        else { return }
        element.isHidden = true
        element.hiddenForGoodByCode = true
        element.provenance[.isHidden] = .code(emptied.origin)
    }

    /// The write that empties a label whose every text write empties it: a standard cell's own
    /// label (`cell.detailTextLabel?.text = nil`, xDrip4iOS's snooze rows, whose switch says it
    /// all) or a label no code hands on; it never shows text, so nothing about its text is seen
    /// (its Interface Builder placeholder, "Detail", is replaced before the cell shows).
    static func emptiedForGood(_ element: Element, _ writes: [CodeAssignment], _ facts: CodeFacts) -> CodeAssignment? {
        guard PlatformDefaults.uiKitLineage(element.kind).contains("UILabel"), element.customClass == nil, let name = element.name,
            builtInCellProperties.contains(name) || !facts.valueNames.contains(name)
        else { return nil }
        let texts = writes.filter { [.text, .attributedText].contains($0.viewProperty) }
        // Emptied as the view is set up, not only after an action (a status cleared on a tap
        // showed its text before).
        guard !texts.isEmpty, texts.allSatisfy({ isEmptyText($0) && [.assignment, .propertyInitializer].contains($0.origin.how) }) else { return nil }
        return texts.first
    }

    /// What is inside a view whose own state code decides: shown by Objective-C (on screen when
    /// it is), or made one accessibility element by code that may not run on this instance
    /// (`- (void)configure:(ObsCell *)cell { cell.isAccessibilityElement = YES; }`: its controls
    /// may be read inside it, not reached on their own).
    static func markWhatItHolds(_ element: inout Element, shownByPatterns: String?) {
        if let shownByPatterns { markRemoved(&element.children, shownByPatterns) }
        if let origin = mayBeOneElement(element) {
            markMaybeInside(
                &element.children,
                "code may make the \(element.customClass ?? element.kind) holding it one accessibility element (\(origin.location.file.fileName):\(origin.location.line)): VoiceOver then reads it inside that element"
            )
        }
    }

    /// The write that may make the view one accessibility element at run time, when its
    /// value, or the instance it is made on, is not known.
    static func mayBeOneElement(_ element: Element) -> CodeOrigin? {
        switch element.provenance[.isAccessibilityElement] {
        case .code(let origin)?, .nameMatchOnly(let origin)?: return origin
        default: return nil
        }
    }

    /// The controls inside a view that may be one element: whether VoiceOver reaches each on its
    /// own is for a person to check.
    static func markMaybeInside(_ elements: inout [Element], _ reason: String) {
        for i in elements.indices {
            if PlatformDefaults.for(elements[i].kind).isInteractive, elements[i].unreadCode == nil { elements[i].unreadCode = reason }
            markMaybeInside(&elements[i].children, reason)
        }
    }

    /// What code outside a class sets on one of its instances and is kept as set on every
    /// instance (as a run-time value): the texts that name it.
    static let instanceTexts: Set<ViewProperty> = [
        .accessibilityLabel, .accessibilityValue, .accessibilityHint, .text, .attributedText, .title, .placeholder, .image,
    ]

    /// Writes to a view of this name that code may hold: each makes its property a run-time one.
    static func applyNameMatched(_ writes: [CodeAssignment], to element: inout Element) {
        for a in writes {
            guard let property = a.viewProperty.map(textProperty) else { continue }
            if element.provenance[property] == nil { element.provenance[property] = .nameMatchOnly(a.origin) }
            // Code that may hold this view hides one of its name (`cell.moreButton.hidden =
            // YES`): it may never be on screen.
            if property == .isHidden, a.value == .bool(true), element.unreadCode == nil {
                element.unreadCode = "code hides a view of this name (\(a.origin.location.file):\(a.origin.location.line))"
            }
        }
    }

    static func apply(_ a: CodeAssignment, to element: inout Element, outletIDs: [String: String]) {
        switch a.property {
        case .view(let property): apply(property, a, to: &element, outletIDs: outletIDs)
        case .implementedAction(let action):
            if !element.implementedActions.contains(action) { element.implementedActions.append(action) }
        case .rowActions(let actions):
            // A view of the app's that is its own table's delegate.
            addRowActions([actions], to: &element)
        case .focusChange:
            break
        }
    }

    /// Whether the element is handed to code (its name used as a value: `showSaved(label:
    /// savedLabel)`) and code shows some view of its class that it reaches through a parameter or
    /// a typed local (`func showSaved(label: UILabel?) { label?.isHidden = false }`).
    static func showsSomeInstance(of element: Element, _ facts: CodeFacts) -> Bool {
        guard let name = element.name, facts.valueNames.contains(name) else { return false }
        return [element.customClass, element.kind].compactMap { $0 }.contains { type in
            (facts.typedMemberAssignments["\(type).self"] ?? []).contains { ($0.viewProperty == .isHidden || $0.viewProperty == .alpha) && !hides($0) }
        }
    }

    /// Whether any type's code shows a view by this element's name (`biometryButton.isHidden =
    /// !canUseBiometry` in a subclass of the xib's owner that loads the same xib, safe-ios), or
    /// code anywhere through a member path: then a view hidden at load may be shown.
    static func shownByName(_ element: Element, _ facts: CodeFacts) -> Bool {
        guard let name = element.name else { return false }
        func shows(_ a: CodeAssignment) -> Bool { (a.viewProperty == .isHidden || a.viewProperty == .alpha) && !hides(a) }
        return facts.types.values.contains { $0.assignments[name]?.contains(where: shows) == true }
            || facts.memberAssignments[name]?.contains(where: shows) == true
    }

    /// The one condition every write of the view's visibility hides it under
    /// (`isHidden = isFollowing` here, `isHidden = true` in an `if isFollowing` branch there), if
    /// there is one: nil when a write has another or none (`alpha = 0`, `isHidden = model.flag()`).
    static func hiddenWhen(_ visibility: [CodeAssignment]) -> String? {
        let conditions = Set(
            visibility.map { a -> String? in
                if a.viewProperty == .isHidden, case .condition(let c) = a.value { return c }
                return nil
            })
        guard conditions.count == 1, let only = conditions.first else { return nil }
        return only
    }

    /// `isHidden = true`, `alpha = 0`.
    static func hides(_ a: CodeAssignment) -> Bool {
        switch (a.viewProperty, a.value) {
        case (.isHidden?, .bool(true)): return true
        case (.alpha?, .number(let n)): return n == 0
        default: return false
        }
    }

    /// Views that may not be on screen at run time: findings about them need review.
    static func markRemoved(_ elements: inout [Element], _ reason: String) {
        for i in elements.indices {
            elements[i].unreadCode = elements[i].unreadCode ?? reason
            markRemoved(&elements[i].children, reason)
        }
    }

    /// The text properties a storyboard's translations cover: a title, attributed or not, is the text.
    static func textProperty(_ property: ViewProperty) -> ViewProperty {
        property == .title || property == .attributedText ? .text : property
    }

    /// The text an assignment gives: a literal, a string table lookup the project stage
    /// resolves (`LocalizedTextResolver`), an interpolation's literal parts, or a run-time value.
    /// A write made whenever the code holding it runs: not under a condition, not in an action.
    static func runsUnconditionally(_ origin: CodeOrigin) -> Bool {
        switch origin.how {
        case .conditional, .inAction: return false
        default: return true
        }
    }

    static func textValue(_ a: CodeAssignment) -> TextValue {
        switch a.value {
        case .string(let s): return .literal(s)
        case .localized(let text): return .dynamic(origin: .localized(text, a.origin))
        case .partial(let s): return .dynamic(origin: .partial(s))
        default: return .dynamic(origin: .code(a.origin))
        }
    }

    /// Whether the assignment's text is unknown until run time; a lookup whose text is in the
    /// code (`NSLocalizedString("Done", comment: "")`) is known.
    static func isRuntimeText(_ a: CodeAssignment) -> Bool {
        switch a.value {
        case .unknown, .partial: return true
        case .localized(let text): return text.codeText == nil
        default: return false
        }
    }

    static func apply(_ property: ViewProperty, _ a: CodeAssignment, to element: inout Element, outletIDs: [String: String]) {
        if [.text, .title, .attributedText, .placeholder, .accessibilityLabel, .accessibilityHint].contains(property) {
            element.setInCode.insert(textProperty(property))
        }
        switch property {
        case .accessibilityLabel, .accessibilityValue, .accessibilityHint, .text, .title, .attributedText, .placeholder:
            applyText(property, a, to: &element)
        case .isEditable, .isSecureTextEntry, .isAccessibilityElement, .accessibilityElementsHidden, .accessibilityViewIsModal,
            .adjustsFontForContentSizeCategory:
            applyFlag(property, a, to: &element)
        case .adjustsFontSizeToFitWidth:
            // `minimumScaleFactor` (a number) says how far the text shrinks, not whether it does.
            if case .bool(let b) = a.value { element.shrinksToFit = b } else if case .number = a.value {} else { markRuntime(property, a, &element) }
        case .numberOfLines:
            // Where the view is made (not in an action or under a condition): its line limit.
            if case .number(let n) = a.value, n >= 0, n == n.rounded(), a.origin.how != .inAction, a.origin.how != .conditional {
                element.numberOfLines = Int(exactly: n) ?? 0
            } else {
                markRuntime(property, a, &element)
            }
        case .accessibilityTraits:
            applyTraits(a, to: &element)
        case .accessibilityElements:
            if case .references(let names) = a.value {
                let ids = names.compactMap { name in outletIDs.first { $0.value == name }?.key }
                if ids.count == names.count { element.accessibilityElements = ids; return }
            }
            markRuntime(property, a, &element)
        case .font, .image, .textColor, .backgroundColor, .tintColor:
            applyLook(property, a, to: &element)
        case .minimumHeight, .minimumWidth:
            guard case .number(let n) = a.value else { markRuntime(property, a, &element); return }
            if property == .minimumHeight {
                element.minimumHeight = max(element.minimumHeight ?? 0, n)
            } else {
                element.minimumWidth = max(element.minimumWidth ?? 0, n)
            }
        case .fixedHeight, .fixedWidth:
            guard case .number(let n) = a.value else { markRuntime(property, a, &element); return }
            if property == .fixedHeight { element.fixedHeight = n } else { element.fixedWidth = n }
            element.writtenAt[property] = a.origin.location
        case .accessibilityCustomActions:
            if case .references(let names) = a.value {
                element.customActions = names.map(CustomAction.named)
            } else {
                element.customActions = [.setInCode(a.origin)]
                markRuntime(property, a, &element)
            }
        case .accessibilityUserInputLabels:
            if case .references(let labels) = a.value { element.userInputLabels = labels } else { markRuntime(property, a, &element) }
        case .superview, .children:
            applyRemoval(property, a, to: &element)
        case .gestureRecognizer, .action, .isUserInteractionEnabled:
            applyInteraction(property, a, to: &element)
        default:
            markRuntime(property, a, &element)
        }
    }

    /// The property's value is decided at run time, by this write.
    static func markRuntime(_ property: ViewProperty, _ a: CodeAssignment, _ element: inout Element) {
        element.provenance[property] = .code(a.origin)
    }

    static func applyText(_ property: ViewProperty, _ a: CodeAssignment, to element: inout Element) {
        switch property {
        case .accessibilityLabel: element.accessibilityLabel = textValue(a)
        case .accessibilityValue: element.accessibilityValue = textValue(a)
        case .accessibilityHint: element.accessibilityHint = textValue(a)
        case .attributedText:
            // An attributed string brings its own fonts and colours.
            element.text = .dynamic(origin: .code(a.origin))
            element.font = FontSpec(source: .dynamic)
            element.textColor = .dynamic(origin: .code(a.origin))
            for p: ViewProperty in [.text, .font, .textColor, .attributedText] { element.provenance[p] = .code(a.origin) }
        case .placeholder: element.placeholder = textValue(a)
        default:
            element.text = textValue(a)
            if isRuntimeText(a) { markRuntime(property, a, &element) }
        }
    }

    /// A flag written out is known; anything else is decided at run time.
    static func applyFlag(_ property: ViewProperty, _ a: CodeAssignment, to element: inout Element) {
        guard case .bool(let b) = a.value else { markRuntime(property, a, &element); return }
        switch property {
        case .isEditable: element.isEditable = b
        case .isSecureTextEntry: element.isSecureTextEntry = b
        case .isAccessibilityElement: element.isAccessibilityElement = b
        case .accessibilityElementsHidden: element.accessibilityElementsHidden = b
        case .accessibilityViewIsModal: element.accessibilityViewIsModal = b
        default: element.adjustsFontForContentSizeCategory = b
        }
    }

    static func applyTraits(_ a: CodeAssignment, to element: inout Element) {
        guard case .traits(let changes) = a.value, !changes.isDynamic else {
            element.traits.isDynamic = true
            markRuntime(.accessibilityTraits, a, &element)
            return
        }
        // Written in one branch of a test (`if linkType == .url { … }`): the view has these
        // traits in that state only (`Element.traitsWrittenUnderCondition`), unless the program
        // reading decides the test for the instance (`ProgramScreens`).
        if a.origin.how == .conditional { markRuntime(.accessibilityTraits, a, &element) }
        if let replacement = changes.replacement {
            element.traits = TraitChanges(replacement: replacement)
        } else {
            element.traits.inserted.formUnion(changes.inserted)
            element.traits.inserted.subtract(changes.removed)
            element.traits.removed.formUnion(changes.removed)
            element.traits.removed.subtract(changes.inserted)
        }
    }

    /// The first fixed font among the values a configuration's property may hold, and why it
    /// is not certain (nil when every value is a fixed font): where the fixed ones are given,
    /// and how many others there are. Nil when none is fixed.
    static func fixedFont(among list: [CodeAssignment.Given]) -> (font: FontSpec, explanation: String?)? {
        let fixed = list.compactMap { given -> (FontSpec, SourceLocation?)? in
            guard case .font(let font) = given.value, font.scalesWithDynamicType == false, font.source != .dynamic else { return nil }
            return (font, given.location)
        }
        guard let any = fixed.first else { return nil }
        if fixed.count == list.count { return (any.0, nil) }
        // A fixed default that code replaces somewhere may be replaced everywhere: only a fixed
        // font code gives is one some view shows.
        let given = fixed.filter { $0.1 != nil }
        guard let first = given.first else { return nil }
        let places = given.compactMap { $0.1.map { "\($0.file.fileName):\($0.line)" } }
        let shown = places.prefix(3).joined(separator: ", ") + (places.count > 3 ? " and \(places.count - 3) more" : "")
        return (
            first.0,
            "it comes from a property of the app's configuration that code gives a font in \(list.count - 1) place\(list.count == 2 ? "" : "s") "
                + "besides its default: a fixed one (\(first.0.summary)) at \(shown); the others follow the text size or are set at run time"
        )
    }

    /// Fonts, images and colours.
    static func applyLook(_ property: ViewProperty, _ a: CodeAssignment, to element: inout Element) {
        switch property {
        case .font:
            if case .font(let spec) = a.value {
                element.font = spec
                element.writtenAt[property] = a.origin.location
            } else if case .alternatives(let list) = a.value, let fixed = fixedFont(among: list) {
                // One of several fonts the app's configuration gives: judged by a fixed one, for
                // review unless every one is fixed.
                element.font = fixed.font
                element.writtenAt[property] = a.origin.location
                if let why = fixed.explanation { element.provenance[property] = .explanation(why) }
            } else {
                element.font = FontSpec(source: .dynamic)
                markRuntime(property, a, &element)
            }
        case .image:
            if case .image(let image) = a.value { element.image = image } else { markRuntime(property, a, &element) }
        default:
            var spec = ColorSpec.dynamic(origin: .code(a.origin))
            if case .color(let c) = a.value { spec = c }
            if property == .textColor {
                element.textColor = spec
            } else if property == .backgroundColor {
                element.backgroundColor = spec
            } else {
                element.tintColor = spec
            }
            // A colour written out is known; anything else is decided at run time.
            if case .color = a.value { element.writtenAt[property] = a.origin.location } else { markRuntime(property, a, &element) }
        }
    }

    /// Taken off the screen by code, or its subviews replaced: whatever is said of them may
    /// never be seen.
    static func applyRemoval(_ property: ViewProperty, _ a: CodeAssignment, to element: inout Element) {
        markRuntime(property, a, &element)
        if property == .superview {
            let reason = "code removes \(element.displayName) from the screen (\(a.origin.position))"
            element.unreadCode = element.unreadCode ?? reason
            markRemoved(&element.children, reason)
        } else {
            markRemoved(&element.children, "code replaces the subviews of \(element.displayName) at run time (\(a.origin.position))")
        }
    }

    static func applyInteraction(_ property: ViewProperty, _ a: CodeAssignment, to element: inout Element) {
        switch property {
        case .gestureRecognizer:
            element.gestureRecognizers.append(.code)
            element.hasAction = true
        case .action:
            element.hasAction = true
        default:
            // Set where the view is made (not after someone acts, not under a condition): its state.
            if case .bool(let b) = a.value, a.origin.how != .inAction, a.origin.how != .conditional {
                element.isUserInteractionEnabled = b
            }
            markRuntime(property, a, &element)
        }
    }
}
