import Foundation
import SwiftParser
import SwiftSyntax

/// A UIKit screen read as a program: a view controller is made, its view loaded (`loadView`,
/// `viewDidLoad`), laid out (`viewDidLayoutSubviews`, each view's `layoutSubviews`); a view is
/// made with `init(frame:)`. The objects the code made become the screen's element tree, each
/// property from the last write the code made to it.
struct ProgramScreens {
    let index: ProgramIndex
    /// The size a controller's view is given (a phone's screen, 402 × 874 points: iPhone 16 Pro).
    static let screenSize = (width: 402.0, height: 874.0)

    /// What reading one class gave.
    struct Reading {
        var screen: Screen
        /// What the interpreter could not follow.
        var gaps: [String]
        var exhausted: Bool
        /// The project classes the reading made an object of (views it composes), with the most
        /// elements an object of each held (itself and what is inside it).
        var madeClasses: [String: Int]
        /// By element id, the properties whose value the reading knows: written with a known
        /// value, under no condition. Where `CodeLinker`'s patterns say otherwise, these win.
        var known: [String: Set<String>]
    }

    /// Reads `typeName` (a qualified name) as a screen, made with `arguments` (literal
    /// arguments of its initializer, already evaluated) when given.
    func read(_ typeName: String, construction: (call: FunctionCallExprSyntax, file: ProgramFile)? = nil, file: String) -> Reading? {
        guard let type = index.type(typeName) else { return nil }
        let interpreter = ViewInterpreter(index: index)
        guard let declaration = type.location else { return nil }
        let base = index.frameworkBase(of: type) ?? ""
        let isController = PlatformDefaults.viewControllers.contains(base) || base.hasSuffix("ViewController")
        // The arguments of the call that makes it, read where the type is declared (its
        // nested types and statics by their short names).
        let callFrame = ViewInterpreter.Frame(
            scope: ProgramScope(), selfValue: nil, type: index.type(ProgramIndex.enclosing(typeName) ?? "") ?? type,
            file: construction?.file ?? ProgramFile(path: file, source: ""))
        let arguments = construction.map { interpreter.arguments($0.call, callFrame) } ?? []
        let made = interpreter.construct(type, arguments, callFrame, at: declaration)
        guard let id = made.object else { return nil }
        let rootID = isController ? interpreter.loadView(of: id) : id
        // A controller's view fills the screen whatever frame it was made with (its container
        // sizes it: `view = UIScrollView(frame: .zero)` in `loadView`).
        let fullScreen = UIKitModel.rect(0, 0, Self.screenSize.width, Self.screenSize.height)
        interpreter.heap[rootID].properties["frame"] = isController ? fullScreen : interpreter.heap[rootID].properties["frame"] ?? fullScreen
        interpreter.layOut(rootID, controller: isController ? id : nil)
        interpreter.addSectionViews(of: id, under: rootID)
        var converter = HeapElements(interpreter: interpreter)
        let root = converter.element(rootID, origin: (0, 0))
        let known = converter.known
        let displayName = ProgramIndex.displayName(typeName)
        let shown = construction.map { displayName + "(" + $0.call.arguments.sourceText + ")" } ?? displayName
        var screen = Screen(name: "\(file.fileName) › \(shown)", origin: .uiKitCode, file: file, location: declaration, root: root)
        screen.controllerClass = displayName
        screen.isViewController = isController
        // The names the code gives its views (the controller's properties, locals), for
        // `CodeLinker`, which finds the writes it did not run by those names.
        screen.outlets = converter.namedElements().merging(converter.outlets(of: isController ? id : rootID)) { _, property in property }
        if isController {
            let controller = interpreter.heap[id]
            if let title = controller.properties["title"] { screen.title = HeapElements.text(title) }
        }
        if ProcessInfo.processInfo.environment["A11Y_DEBUG_HEAP"] != nil {
            for o in interpreter.heap.objects {
                FileHandle.standardError.write(
                    Data(
                        "  #\(o.id.index) \(o.className) [\(o.frameworkClass ?? "-")] name=\(o.name ?? "-") subviews=\(o.subviews.map(\.index)) view=\(o.view.map { String($0.index) } ?? "-") props=\(o.properties.keys.sorted()) ae=\(String(describing: o.properties["accessibilityElements"]).prefix(300))\n"
                            .utf8))
            }
        }
        return Reading(
            screen: screen, gaps: interpreter.gaps, exhausted: interpreter.isExhausted, madeClasses: madeClasses(interpreter, besides: typeName), known: known)
    }

    /// The project classes other than `typeName` the interpreter made an object of, with the
    /// most elements an object of each held (itself and what is inside it).
    func madeClasses(_ interpreter: ViewInterpreter, besides typeName: String) -> [String: Int] {
        var composed: [String: Int] = [:]
        func size(_ id: ObjectID) -> Int { 1 + interpreter.heap[id].subviews.reduce(0) { $0 + size($1) } }
        for object in interpreter.heap.objects where object.className != typeName && index.type(object.className).map({ $0.kind != .extensionOnly }) == true {
            composed[object.className] = max(composed[object.className] ?? 0, size(object.id))
        }
        return composed
    }

    /// What the code of a controller Interface Builder lays out adds to it: the views its
    /// `viewDidLoad` (and the layout methods after it) adds to its view or to one of its outlet
    /// views (`detailView.addSubview(uTurnButton)`), and the bar items it puts on its navigation
    /// item. The file's own views are not in the reading (each outlet is a stand-in that only
    /// collects what code adds to it): only what the code makes is.
    struct BarItem {
        var element: Element
        var leading: Bool
    }

    struct Additions {
        /// The controller's view as the code alone makes it: the added views are its children.
        var screen: Screen
        var known: [String: Set<String>]
        /// The items put on the navigation item, in its order: leading ones (left, first one
        /// outermost), then trailing ones (right, first one outermost).
        var barItems: [BarItem]
        /// The views of the project's classes the controller made (`Reading.madeClasses`).
        var madeClasses: [String: Int]
        /// Root children that stand for outlet views (element id → outlet property): their
        /// children are what code added to the view Interface Builder makes for that outlet.
        var outletStandIns: [String: String] = [:]
    }

    /// `outlets`: the controller's `@IBOutlet` properties (name → declared type), each given a
    /// stand-in view before `viewDidLoad` runs.
    func readAdditions(_ typeName: String, outlets: [String: String] = [:]) -> Additions? {
        guard let type = index.type(typeName), let declaration = type.location else { return nil }
        let interpreter = ViewInterpreter(index: index)
        let frame = ViewInterpreter.Frame(scope: ProgramScope(), selfValue: nil, type: type, file: ProgramFile(path: declaration.file, source: ""))
        guard let id = interpreter.construct(type, [], frame, at: declaration).object, UIKitModel.isController(interpreter.heap[id]) else { return nil }
        let standIns = makeOutletStandIns(outlets, on: id, interpreter)
        let rootID = interpreter.loadView(of: id)
        interpreter.heap[rootID].properties["frame"] = UIKitModel.rect(0, 0, Self.screenSize.width, Self.screenSize.height)
        interpreter.layOut(rootID, controller: id)
        guard !interpreter.isExhausted else { return nil }
        // The stand-ins code added views to, under the root so that they are read and linked
        // with the rest; the others are dropped.
        let filled = standIns.filter { !interpreter.heap[$0.key].subviews.isEmpty }
        for standIn in filled.keys.sorted(by: { $0.index < $1.index }) {
            interpreter.heap[standIn].properties["frame"] = nil
            interpreter.heap[standIn].properties[ProgramHeap.outletStandIn] = nil
            interpreter.heap.addSubview(standIn, to: rootID)
        }
        var converter = HeapElements(interpreter: interpreter)
        let root = converter.element(rootID, origin: (0, 0))
        let items = converter.barItems(of: id)
        guard !root.children.isEmpty || !items.isEmpty else { return nil }
        var screen = Screen(name: ProgramIndex.displayName(typeName), origin: .uiKitCode, file: declaration.file, location: declaration, root: root)
        screen.controllerClass = ProgramIndex.displayName(typeName)
        screen.isViewController = true
        screen.outlets = converter.namedElements().merging(converter.outlets(of: id)) { _, property in property }
        var additions = Additions(screen: screen, known: converter.known, barItems: items, madeClasses: madeClasses(interpreter, besides: typeName))
        for (standIn, outlet) in filled { if let element = converter.ids[standIn] { additions.outletStandIns[element] = outlet } }
        return additions
    }

    /// A view for each outlet of a UIKit view type, set on the controller, which nothing lays
    /// out: it collects the views code adds to the outlet (`detailView.addSubview(…)`,
    /// `stack.addArrangedSubview(…)`). An outlet of one of the project's classes gets none: its
    /// methods would run on a view never initialised, and its own content is read with its class.
    private func makeOutletStandIns(_ outlets: [String: String], on controller: ObjectID, _ interpreter: ViewInterpreter) -> [ObjectID: String] {
        var result: [ObjectID: String] = [:]
        for (name, declared) in outlets.sorted(by: { $0.key < $1.key }) {
            let typeName = declared.trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
            // (`extension UIStackView { … }` in the project does not make it the project's.)
            guard UIKitModel.isFrameworkType(typeName), index.type(typeName).map({ $0.kind == .extensionOnly }) ?? true,
                PlatformDefaults.uiKitLineage(typeName).contains("UIView"),
                interpreter.heap[controller].properties[name]?.object == nil
            else { continue }
            let object = interpreter.heap.make(typeName, framework: typeName, at: interpreter.heap[controller].location)
            object.name = name
            object.properties[ProgramHeap.outletStandIn] = .string(name)
            interpreter.heap[controller].properties[name] = .object(object.id)
            result[object.id] = name
        }
        return result
    }

    /// The initializer call `Name(…)` in `text`, when it makes `shortName`.
    static func call(in text: String, making shortName: String) -> (call: FunctionCallExprSyntax, file: ProgramFile)? {
        let file = ProgramFile(path: "--screen", source: "_ = " + text)
        guard
            let statement = file.tree.statements.first?.item.as(ExprSyntax.self)?.as(InfixOperatorExprSyntax.self)?.rightOperand
                ?? file.tree.statements.first.flatMap({ $0.item.as(SequenceExprSyntax.self)?.elements.last }),
            let call = statement.as(FunctionCallExprSyntax.self)
        else { return nil }
        let callee = call.calledExpression.sourceText
        guard callee == shortName || callee.hasSuffix("." + shortName) else { return nil }
        return (call, file)
    }
}

/// A screen read as a program, with what `CodeLinker`'s patterns add: writes the reading did
/// not run (a configure method called from elsewhere, an action) and what the patterns know
/// that it does not (button configurations, generated string accessors). Where the reading
/// knows a property's value, its value stays.
enum ProgramScreenMerge {
    /// The reading's screen, with each view's properties from the patterns' screen of the same
    /// class where both have a view of that name (the patterns know button configurations,
    /// fonts and helpers the reading may not); the reading's structure, frames and known values.
    /// A view of the project's own class the screen holds (its `loadView`'s view, a header)
    /// takes its views' properties from the patterns' screen of that class (`composed`, by
    /// class name), matched by the names that class gives them: its own code styles them.
    static func overlay(read: Screen, patterned: Screen?, composed: [String: Screen] = [:], known: [String: Set<String>]) -> Screen {
        func views(of screen: Screen) -> [String: Element] {
            var byID: [String: Element] = [:]
            screen.root.forEach { if $0.id != screen.root.id { byID[$0.id] = $0 } }
            return byID
        }
        let own = patterned.map(views(of:)) ?? [:]
        let screenClass = read.controllerClass.flatMap { $0.split(separator: ".").last.map(String.init) }
        var result = read
        func merge(_ e: inout Element, scope: [String: Element], byName: Bool) {
            var scope = scope
            var counterpart = scope[byName ? (e.name ?? e.id) : e.id]
            var byName = byName
            var composedRoot = false
            if let customClass = e.customClass?.split(separator: ".").last.map(String.init), customClass != screenClass,
                let view = composed[customClass]
            {
                counterpart = view.root
                scope = views(of: view)
                byName = true
                composedRoot = true
            }
            if ProcessInfo.processInfo.environment["A11Y_DEBUG_PROGRAM"] != nil {
                FileHandle.standardError.write(
                    Data(
                        "overlay \(e.id): patterned \(counterpart.map { "\($0.kind) text=\(String(describing: $0.text))" } ?? "none") known=\(known[e.id]?.sorted() ?? [])\n"
                            .utf8))
            }
            if let old = counterpart, old.kind == e.kind {
                var combined = old
                combined.id = e.id
                combined.name = e.name
                combined.children = e.children
                combined.frame = e.frame
                combined.location = e.location
                combined.customClass = e.customClass
                combined.suppliedAs = e.suppliedAs
                combined.outlets = e.outlets
                combined.accessibilityElements = e.accessibilityElements ?? old.accessibilityElements
                // The reading ran the code that makes the composed view: the patterns' doubt
                // about its creator ("each … is configured by the code that creates it") is answered.
                combined.unreadCode = composedRoot ? e.unreadCode : e.unreadCode ?? old.unreadCode
                keepKnown(&combined, from: e, known[e.id] ?? [])
                // What the code wrote that the patterns did not see (a text set in a closure).
                combined.text = combined.text ?? e.text
                combined.accessibilityLabel = combined.accessibilityLabel ?? e.accessibilityLabel
                combined.placeholder = combined.placeholder ?? e.placeholder
                combined.image = combined.image ?? e.image
                combined.font = combined.font ?? e.font
                // Why the reading doubts a value (a size UIKit computes) stays with it.
                for (property, source) in e.provenance where combined.provenance[property] == nil || property == .frame {
                    combined.provenance[property] = source
                }
                e = combined
            }
            for i in e.children.indices { merge(&e.children[i], scope: scope, byName: byName) }
        }
        merge(&result.root, scope: own, byName: false)
        return result
    }

    static func keepKnown(_ e: inout Element, from own: Element, _ properties: Set<String>) {
        if properties.contains("accessibilityLabel") { e.accessibilityLabel = own.accessibilityLabel }
        if properties.contains("accessibilityValue") { e.accessibilityValue = own.accessibilityValue }
        if properties.contains("accessibilityHint") { e.accessibilityHint = own.accessibilityHint }
        if properties.contains("accessibilityTraits") {
            // The reading decided the test the patterns could not (`if linkType == .url` for a
            // button made with `.url`): its traits, and its doubt or none.
            e.traits = own.traits
            e.provenance[.accessibilityTraits] = own.provenance[.accessibilityTraits]
        }
        if properties.contains("isAccessibilityElement") { e.isAccessibilityElement = own.isAccessibilityElement }
        if properties.contains("text") { e.text = own.text }
        if properties.contains("placeholder") { e.placeholder = own.placeholder }
        if properties.contains("image") { e.image = own.image }
        // Hidden in the state the reading ran (`showLoading()` from `viewDidLoad`) is one state:
        // where the patterns found code that shows it again (`hideLoading()`), it is on screen
        // once that runs, as a view Interface Builder hides and code shows.
        if properties.contains("isHidden"), !(own.isHidden && !e.isHidden && e.provenance[.isHidden] != nil) { e.isHidden = own.isHidden }
        // A view dimmed, not one made invisible: code that fades a view in from 0 (on scroll,
        // in an animation) runs at times the reading does not follow.
        if properties.contains("alpha"), own.alpha > 0 { e.alpha = own.alpha }
        if properties.contains("isEnabled") { e.isEnabled = own.isEnabled }
        if properties.contains("isSelected") { e.isSelected = own.isSelected }
        if properties.contains("accessibilityElements") { e.accessibilityElements = own.accessibilityElements }
        if properties.contains("customActions") { e.customActions = own.customActions }
        if properties.contains("accessibilityElementsHidden") { e.accessibilityElementsHidden = own.accessibilityElementsHidden }
        if properties.contains("accessibilityViewIsModal") { e.accessibilityViewIsModal = own.accessibilityViewIsModal }
        if properties.contains("accessibilityContainerType") { e.accessibilityContainerType = own.accessibilityContainerType }
        if properties.contains("items") { e.items = own.items }
        if properties.contains("gestureRecognizers") { e.gestureRecognizers = own.gestureRecognizers }
        if properties.contains("fixedWidth") { e.fixedWidth = own.fixedWidth }
        if properties.contains("fixedHeight") { e.fixedHeight = own.fixedHeight }
        if properties.contains("minimumWidth") { e.minimumWidth = own.minimumWidth }
        if properties.contains("minimumHeight") { e.minimumHeight = own.minimumHeight }
        if properties.contains("hasAction") { e.hasAction = e.hasAction || own.hasAction }
        e.actionOrigin = own.actionOrigin ?? e.actionOrigin
        if properties.contains("shouldGroupAccessibilityChildren") { e.shouldGroupAccessibilityChildren = own.shouldGroupAccessibilityChildren }
        // Only the reading runs a data table's code.
        e.dataTableCell = own.dataTableCell ?? e.dataTableCell
        e.frame = own.frame ?? e.frame
    }

    static func merge(read: Screen, linked: Screen, known: [String: Set<String>]) -> Screen {
        var byID: [String: Element] = [:]
        read.root.forEach { byID[$0.id] = $0 }
        var result = linked
        func keep(_ e: inout Element) {
            if let own = byID[e.id], let properties = known[e.id] { keepKnown(&e, from: own, properties) }
            for i in e.children.indices { keep(&e.children[i]) }
        }
        keep(&result.root)
        return result
    }
}

/// The objects of a heap as the model's elements.
struct HeapElements {
    let interpreter: ViewInterpreter
    var heap: ProgramHeap { interpreter.heap }
    var index: ProgramIndex { interpreter.index }
    private var used: Set<String> = []
    private var converting: Set<ObjectID> = []

    init(interpreter: ViewInterpreter) {
        self.interpreter = interpreter
        screenLaysOut = interpreter.heap.objects.contains { object in
            object.properties["ownerController"] == nil && UIKitModel.isView(object) && Self.sizing.contains { object.properties[$0] != nil }
        }
    }

    /// The accessibility properties a class computes itself (`override var accessibilityLabel`).
    static let overridable: [String] = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityTraits", "isAccessibilityElement",
        "accessibilityElements", "accessibilityCustomActions", "accessibilityFrame", "accessibilityElementsHidden",
        "accessibilityViewIsModal", "accessibilityUserInputLabels", "accessibilityCustomRotors", "accessibilityActivationPoint",
        "accessibilityContainerType",
    ]

    /// What code wrote to the property, else what the class's own getter gives.
    func value(_ name: String, of object: ProgramObject) -> ProgramValue? {
        if let written = object.properties[name] { return written }
        guard let type = index.type(object.className), let (property, owner) = index.property(named: name, in: type),
            let getter = property.getter, !property.isStatic
        else { return nil }
        return interpreter.callBody(getter, self: .object(object.id), type: owner, file: property.file, scope: ProgramScope(), name: "\(owner.name).\(name)")
    }

    /// An id unique in the screen: the name the code gave the object, else its class.
    private mutating func uniqueID(for object: ProgramObject) -> String {
        uniqueID(object.name ?? (ProgramIndex.displayName(object.className).split(separator: ".").last.map(String.init) ?? object.className))
    }

    private mutating func uniqueID(_ base: String) -> String {
        var candidate = base
        var n = 2
        while used.contains(candidate) { candidate = "\(base)#\(n)"; n += 1 }
        used.insert(candidate)
        return candidate
    }

    /// Element ids of the objects read so far.
    private(set) var ids: [ObjectID: String] = [:]
    /// Whether the code lays out any view of the screen: only then does one it never sizes stand
    /// out (a sketch of a screen with no layout code at all says nothing about sizes).
    private let screenLaysOut: Bool
    private(set) var known: [String: Set<String>] = [:]

    /// Every element whose object the code named (a property, a local): name → element id,
    /// the first of a name.
    func namedElements() -> [String: String] {
        var result: [String: String] = [:]
        for (object, element) in ids.sorted(by: { $0.key < $1.key }) {
            if let name = heap[object].name, result[name] == nil, !name.contains("[") { result[name] = element }
        }
        return result
    }

    /// An object's properties that hold views of the screen: name → element id.
    func outlets(of id: ObjectID) -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in heap[id].properties {
            if let object = value.object, let element = ids[object] { result[name] = element }
            if case .array(let items) = value {
                for (i, item) in items.enumerated() { if let object = item.object, let element = ids[object] { result["\(name)[\(i)]"] = element } }
            }
        }
        return result
    }

    mutating func element(_ id: ObjectID, origin: (x: Double, y: Double)) -> Element {
        let object = heap[id]
        let elementID = ids[id] ?? uniqueID(for: object)
        ids[id] = elementID
        converting.insert(id)
        defer { converting.remove(id) }
        let base = object.frameworkClass ?? "UIView"
        // A control of the project's own keeps `UIControl` (its defaults are a plain view's: only
        // UIKit's standard controls are accessibility elements), as the patterns' reading does.
        let kind =
            PlatformDefaults.isKnown(base) || ViewClasses.isBareControl(base) ? base : (base == "UIAccessibilityElement" ? "UIAccessibilityElement" : "UIView")
        var e = Element(id: elementID, kind: kind, location: object.location)
        e.name = object.name
        e.suppliedAs = object.properties[ViewInterpreter.suppliedAs]?.string
        if object.className != base { e.customClass = ProgramIndex.displayName(object.className) }
        // A class of a package the sources lack (`UIKitModel.baseByName`): its own code may set anything.
        if object.className != base, index.type(object.className) == nil, !UIKitModel.isFrameworkType(object.className),
            ViewClasses.libraryBases[object.className] == nil
        {
            e.provenance[.customClass] = .explanation("is not defined in the audited Swift sources")
        }
        // UIKit makes labels and image views that take no touches.
        if PlatformDefaults.takesNoTouchesByDefault.contains(kind) { e.isUserInteractionEnabled = false }
        var frameOrigin = origin
        // A view Auto Layout places (`translatesAutoresizingMaskIntoConstraints = false`, SnapKit,
        // a stack view's arranged subview) is not where `init(frame:)` or `frame =` put it.
        let autoLayout =
            object.properties["translatesAutoresizingMaskIntoConstraints"]?.bool == false || object.properties["snp"] != nil
            || object.superview.map { heap[$0].frameworkClass == "UIStackView" } == true
        if !autoLayout, let rect = Self.rect(object.properties["frame"]) {
            let absolute = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
            e.frame = absolute
            frameOrigin = (absolute.x, absolute.y)
        }
        let p = properties(of: object, &e)
        if e.frame != nil, object.properties["sizeEstimated"] != nil {
            // Placed with the size its text would need: the size itself is UIKit's at run time.
            e.provenance[.frame] = .code(CodeOrigin(object.location, how: .overriddenMethod("sizeThatFits")))
        }
        if let rect = Self.rect(p["accessibilityFrame"]) {
            e.frame = rect
        } else if let rect = Self.rect(p["accessibilityFrameInContainerSpace"]) {
            e.frame = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
        }
        apply(object, p, to: &e)
        known[elementID] = Self.knownProperties(p, of: object)
        // Children: the views added to it, then accessibility elements that are not views.
        var children = object.subviews.filter { !converting.contains($0) }.map { element($0, origin: frameOrigin) }
        if case .array(let list)? = p["accessibilityElements"] {
            e.accessibilityElements = listedElements(list, origin: frameOrigin, children: &children)
        }
        if object.frameworkClass == "UITabBar", case .array(let items)? = p["items"] {
            children += tabItems(items, selected: p["selectedItem"]?.object, bar: e)
        }
        // The view of a navigation controller the code makes: its bar, then its top controller's
        // view. UIKit's own class only: a project's subclass may build a view of its own (an app's
        // modal base class deriving from its navigation controller), which is read as it is.
        if let owner = p["ownerController"]?.object, heap[owner].frameworkClass == "UINavigationController",
            heap[owner].className == "UINavigationController"
        {
            children += navigationContent(of: owner, in: e)
        }
        e.children = children
        // After its views have ids: the names its class gives them.
        if e.customClass != nil { e.outlets = outlets(of: id) }
        if e.accessibilityContainerType == .dataTable { markDataTableCells(of: id, in: &e) }
        return e
    }

    /// The object's properties as UIKit reads them: a block-based accessor's value in the
    /// property's place, and what the class's own getters compute (noted on the element).
    private func properties(of object: ProgramObject, _ e: inout Element) -> [String: ProgramValue] {
        var p = object.properties
        for (name, value) in object.properties where name.hasSuffix(".block") {
            let property = String(name.dropLast(".block".count))
            p[property] = value
            p[name] = nil
            if let written = object.writes[name]?.last { object.writes[property, default: []].append(written) }
        }
        for name in Self.overridable where p[name] == nil {
            guard let computed = value(name, of: object) else { continue }
            p[name] = computed
            if let property = ViewProperty(rawValue: name) { e.provenance[property] = .code(CodeOrigin(object.location, how: .overriddenGetter)) }
        }
        return p
    }

    /// What the reading knows: a known value written under no condition (or computed by the
    /// class's own getter), a lookup of an enum case's raw value (which only the reading knows;
    /// patterns read other lookups with their format arguments), or any value written under a
    /// condition the reading could not decide (it knows the value depends on it; patterns read
    /// the last write as if it always ran).
    private static func knownProperties(_ p: [String: ProgramValue], of object: ProgramObject) -> Set<String> {
        var knownHere = Set<String>()
        for (name, value) in p {
            let conditional = object.writes[name]?.last.map { !$0.conditions.isEmpty } ?? false
            var isLookup = false
            if case .unknown(let u) = value, case .enumKey? = u.localized?.lookup { isLookup = true }
            if conditional || !value.isUnknown || isLookup { knownHere.insert(Self.modelProperty[name] ?? name) }
        }
        return knownHere
    }

    /// The ids of an `accessibilityElements` list; an element made in code
    /// (`UIAccessibilityElement`), or a view listed but never added, is read where it is listed.
    private mutating func listedElements(_ list: [ProgramValue], origin: (x: Double, y: Double), children: inout [Element]) -> [String] {
        var listed: [String] = []
        for item in list {
            // An outlet's stand-in is not a view of the reading.
            guard let child = item.object, heap[child].properties[ProgramHeap.outletStandIn] == nil else { continue }
            if let existing = ids[child] { listed.append(existing); continue }
            if heap[child].superview == nil, !converting.contains(child) {
                let made = element(child, origin: origin)
                children.append(made)
                listed.append(made.id)
            } else if let found = Self.find(child, ids: ids) {
                listed.append(found)
            }
        }
        // Views listed that are deeper in the tree get their ids when their parent is read:
        // resolve again after the children are made.
        let resolved = list.compactMap { $0.object.flatMap { ids[$0] } }
        return resolved.isEmpty && !list.isEmpty ? listed : resolved
    }

    /// What a navigation controller shows (developer.apple.com/documentation/uikit/uinavigationcontroller):
    /// a navigation bar with a back button titled with the previous controller's title (or
    /// none) when more than one controller is on the stack, and the top controller's title as
    /// a heading; below it, the top controller's view, loaded and laid out.
    private mutating func navigationContent(of navigation: ObjectID, in container: Element) -> [Element] {
        guard case .array(let stack)? = heap[navigation].properties["viewControllers"],
            let top = stack.last?.object, top != navigation, UIKitModel.isController(heap[top])
        else { return [] }
        var bar = Element(id: uniqueID("navigationBar"), kind: "UINavigationBar", location: heap[navigation].location)
        let width = container.frame?.width ?? ProgramScreens.screenSize.width
        let origin = (x: container.frame?.x ?? 0, y: container.frame?.y ?? 0)
        bar.frame = Rect(x: origin.x, y: origin.y + 54, width: width, height: 44)
        func title(of controller: ObjectID) -> TextValue? {
            let object = heap[controller]
            let value = object.properties["title"] ?? object.properties["navigationItem"]?.object.flatMap { heap[$0].properties["title"] }
            return value.flatMap { Self.text($0) }
        }
        if stack.count > 1, let previous = stack[stack.count - 2].object {
            var back = Element(id: uniqueID("backButton"), kind: "UIButton", location: heap[navigation].location)
            back.accessibilityLabel = title(of: previous)
            back.traits.replacement = [.backButton]
            back.frame = Rect(x: origin.x + 8, y: origin.y + 54, width: 44, height: 44)
            back.hasAction = true
            bar.children.append(back)
        }
        if let heading = title(of: top) {
            var label = Element(id: uniqueID("navigationTitle"), kind: "UILabel", location: heap[top].location)
            label.text = heading
            label.traits.replacement = [.header]
            label.frame = Rect(x: origin.x + width / 4, y: origin.y + 54, width: width / 2, height: 44)
            bar.children.append(label)
        }
        interpreter.layOut(controller: top)
        let view = interpreter.loadView(of: top)
        return [bar, element(view, origin: origin)]
    }

    /// The bar items code puts on a controller's navigation item, leading ones first: a
    /// custom view as that view (its size is its frame), else the item with its title or image.
    mutating func barItems(of controller: ObjectID) -> [ProgramScreens.BarItem] {
        guard let item = heap[controller].properties["navigationItem"]?.object else { return [] }
        var result: [ProgramScreens.BarItem] = []
        for key in ["leftBarButtonItems", "leftBarButtonItem", "rightBarButtonItems", "rightBarButtonItem"] {
            let values: [ProgramValue]
            switch heap[item].properties[key] {
            case .array(let list)?: values = list
            case let value?: values = [value]
            case nil: continue
            }
            // Put there under a condition the reading could not decide: there only then.
            let condition = heap[item].writes[key]?.last?.conditions.joined(separator: " && ")
            for value in values {
                guard let id = value.object, heap[id].frameworkClass == "UIBarButtonItem" else { continue }
                var e: Element
                if let custom = heap[id].properties["customView"]?.object {
                    e = element(custom, origin: (0, 0))
                } else {
                    e = element(id, origin: (0, 0))
                    e.kind = "UIBarButtonItem"
                    if let title = heap[id].properties["title"].flatMap({ Self.text($0) }) { e.text = title }
                    // `UIBarButtonItem(barButtonSystemItem: .close, …)`: UIKit names it ("Close").
                    if case .enumCase(_, let name, _)? = heap[id].properties["systemItem"] { e.systemItem = name }
                }
                if let condition, !condition.isEmpty, e.unreadCode == nil { e.unreadCode = "added only when \(condition)" }
                result.append(ProgramScreens.BarItem(element: e, leading: key.hasPrefix("left")))
            }
        }
        return result
    }

    /// A tab bar's items as its tabs, spread evenly across it; the selected one selected.
    /// A badge is the tab's value ("3 items"; observed in AccessibilitySnapshot's reference
    /// snapshots, iOS 18.5: a number is read as that many items, an empty badge says nothing,
    /// an `accessibilityValue` replaces it). A standard item that is not enabled is not read
    /// as dimmed there, so `isEnabled` is left as it is.
    private mutating func tabItems(_ items: [ProgramValue], selected: ObjectID?, bar: Element) -> [Element] {
        var result: [Element] = []
        for (i, item) in items.enumerated() {
            guard let id = item.object else { continue }
            let object = heap[id]
            let elementID = ids[id] ?? uniqueID(for: object)
            ids[id] = elementID
            var e = Element(id: elementID, kind: "UITabBarItem", location: object.location)
            e.name = object.name
            let p = object.properties
            if let title = p["title"].flatMap({ HeapElements.text($0) }) { e.text = title }
            e.accessibilityLabel = p["accessibilityLabel"].flatMap { HeapElements.text($0) }
            e.accessibilityHint = p["accessibilityHint"].flatMap { HeapElements.text($0) }
            if let value = p["accessibilityValue"].flatMap({ HeapElements.text($0) }) {
                e.accessibilityValue = value
            } else if case .string(let badge)? = p["badgeValue"], !badge.isEmpty {
                e.accessibilityValue = .literal(Int(badge).map { $0 == 1 ? "1 item" : "\($0) items" } ?? badge)
            }
            e.isSelected = selected == id
            if let bar = bar.frame, !items.isEmpty {
                let width = bar.width / Double(items.count)
                e.frame = Rect(x: bar.x + Double(i) * width, y: bar.y, width: width, height: bar.height)
            }
            result.append(e)
        }
        return result
    }

    static func find(_ id: ObjectID, ids: [ObjectID: String]) -> String? { ids[id] }

    private func apply(_ object: ProgramObject, _ p: [String: ProgramValue], to e: inout Element) {
        e.accessibilityLabel = text("accessibilityLabel", object, p)
        e.accessibilityValue = text("accessibilityValue", object, p)
        e.accessibilityHint = text("accessibilityHint", object, p)
        if case .string(let identifier)? = p["accessibilityIdentifier"] { e.accessibilityIdentifier = identifier }
        for name in ["accessibilityLabel", "accessibilityValue", "accessibilityHint"] where object.writes[name] != nil {
            if let property = ViewProperty(rawValue: name) { e.setInCode.insert(property) }
        }
        if let value = p["isAccessibilityElement"] {
            if let b = value.bool { e.isAccessibilityElement = b }
        }
        if let traits = p["accessibilityTraits"], object.writes["accessibilityTraits"] != nil || object.properties["accessibilityTraits"] == nil {
            applyTraits(traits, object, to: &e)
        }
        applyContent(object, p, to: &e)
        Self.applyUnknownStyling(p, to: &e)
        if let b = p["isHidden"]?.bool { e.isHidden = b }
        if let a = p["alpha"]?.double { e.alpha = a }
        if let b = p["isEnabled"]?.bool { e.isEnabled = b }
        if let b = p["isSelected"]?.bool { e.isSelected = b }
        if let b = p["isUserInteractionEnabled"]?.bool { e.isUserInteractionEnabled = b }
        if let b = p["accessibilityElementsHidden"]?.bool { e.accessibilityElementsHidden = b }
        if let b = p["accessibilityViewIsModal"]?.bool { e.accessibilityViewIsModal = b }
        if let b = p["shouldGroupAccessibilityChildren"]?.bool { e.shouldGroupAccessibilityChildren = b }
        if p["hasAction"]?.bool == true { e.hasAction = true }
        // Sizes Auto Layout fixes (SnapKit), written under no condition.
        func size(_ name: String) -> Double? { object.writes[name]?.last?.conditions.isEmpty == true ? p[name]?.double : nil }
        e.fixedWidth = size("fixedWidth") ?? e.fixedWidth
        e.fixedHeight = size("fixedHeight") ?? e.fixedHeight
        e.minimumWidth = size("minimumWidth") ?? e.minimumWidth
        e.minimumHeight = size("minimumHeight") ?? e.minimumHeight
        if case .array(let recognizers)? = p["gestureRecognizers"] {
            e.gestureRecognizers = recognizers.map { UIKitModel.gesture($0, heap: heap) }
        }
        e.actionOrigin = (object.writes["gestureRecognizers"] ?? object.writes["hasAction"])?.last?.location
        if case .enumCase(_, let name, _)? = p["accessibilityContainerType"] { e.accessibilityContainerType = AccessibilityContainerType(rawValue: name) }
        if case .array(let segments)? = p["segments"] { e.items = segments.map { $0.displayText ?? "" } }
        Self.applyValue(object, p, to: &e)
        if case .array(let actions)? = p["accessibilityCustomActions"] {
            e.customActions = actions.map { action in
                if let id = action.object, let name = heap[id].properties["name"]?.string { return .named(name) }
                return .setInCode(CodeOrigin(object.writes["accessibilityCustomActions"]?.last?.location ?? object.location))
            }
        }
        if case .string(let reason)? = p["addedUnder"] { e.unreadCode = "added only when \(reason)" }
        if e.unreadCode == nil, let reason = unsized(object) { e.unreadCode = reason }
    }

    /// Where the property's last value was written.
    private func origin(_ name: String, _ object: ProgramObject) -> ValueSource? {
        object.writes[name]?.last.map { .code(CodeOrigin($0.location, how: $0.conditions.isEmpty ? .assignment : .conditional)) }
    }

    /// A text property's value.
    private func text(_ name: String, _ object: ProgramObject, _ p: [String: ProgramValue]) -> TextValue? {
        guard let value = p[name] else { return nil }
        // Written under a condition the reading could not decide: set at run time.
        if let last = object.writes[name]?.last, !last.conditions.isEmpty {
            return .dynamic(origin: .code(CodeOrigin(last.location, how: .conditional)))
        }
        if case .null = value { return nil }
        return Self.text(value, origin: origin(name, object))
    }

    private func applyTraits(_ traits: ProgramValue, _ object: ProgramObject, to e: inout Element) {
        // Written under a test the reading could not decide: the traits as written, in that
        // state only (`Element.traitsWrittenUnderCondition`).
        if let last = object.writes["accessibilityTraits"]?.last, !last.conditions.isEmpty {
            e.provenance[.accessibilityTraits] = .code(CodeOrigin(last.location, how: .conditional))
        }
        if case .options(let names) = traits {
            e.traits.replacement = names.reduce(into: AccessibilityTraits()) { $0.formUnion(AccessibilityTraits.fromUIKit($1) ?? []) }
        } else if case .enumCase(_, let name, _) = traits {
            e.traits.replacement = AccessibilityTraits.fromUIKit(name) ?? []
        } else {
            e.traits.isDynamic = true
        }
    }

    /// A dependency's method called on the view with arguments (MacaroonUIKit's
    /// `button.customizeAppearance(theme.cancel)`, whose style gives a title and a font) may set
    /// what code left unset: its text, font, colours and image are not known to be UIKit's
    /// defaults (Pera Wallet's titled buttons were reported as unlabelled).
    static func applyUnknownStyling(_ p: [String: ProgramValue], to e: inout Element) {
        guard case .unknown(let call)? = p["unknownCall"], let location = call.location else { return }
        let source = ValueSource.unknownMethod(call.reason, CodeOrigin(location))
        let unset: [(ViewProperty, Bool)] = [
            (.text, e.text == nil), (.font, e.font == nil), (.textColor, e.textColor == nil), (.backgroundColor, e.backgroundColor == nil),
        ]
        for (property, isUnset) in unset where isUnset && e.provenance[property] == nil { e.provenance[property] = source }
    }

    /// Text, title, placeholder and image.
    private func applyContent(_ object: ProgramObject, _ p: [String: ProgramValue], to e: inout Element) {
        if let text = text("text", object, p) ?? text("attributedText", object, p) { e.text = text }
        // An attributed string brings its own fonts (as `CodeLinker` reads it); a font the reading
        // does not evaluate (the patterns may) is one code sets, not UIKit's default.
        if p["attributedText"] != nil, p["text"] == nil { e.font = FontSpec(source: .dynamic) }
        if e.font == nil, object.writes["font"] != nil { e.font = FontSpec(source: .dynamic) }
        if let title = text("title.normal", object, p) {
            e.text = title
        } else if object.frameworkClass == "UIButton", let title = p["title.selected"].flatMap({ Self.text($0, origin: nil) }),
            object.properties["isSelected"]?.bool == true
        {
            e.text = title
        }
        if let placeholder = text("placeholder", object, p) { e.placeholder = placeholder }
        if let image = Self.image(p["image.normal"] ?? p["image"]) { e.image = image }
        // A button configuration's title and image (`UIButton(configuration:)`, `configuration = …`,
        // `configuration?.image = …`), where the button has none of its own.
        if object.frameworkClass == "UIButton", let configuration = p["configuration"] {
            let parts: [String: ProgramValue]
            switch configuration {
            case .tuple(let items): parts = Dictionary(items.compactMap { item in item.label.map { ($0, item.value) } }, uniquingKeysWith: { _, last in last })
            case .object(let id): parts = heap[id].properties
            default: parts = [:]
            }
            if e.text == nil, let title = (parts["title"] ?? parts["attributedTitle"]).flatMap({ Self.text($0, origin: origin("configuration", object)) }) {
                e.text = title
            }
            if e.image == nil, let image = Self.image(parts["image"]) { e.image = image }
        }
    }

    /// A control's value and its range.
    private static func applyValue(_ object: ProgramObject, _ p: [String: ProgramValue], to e: inout Element) {
        switch object.frameworkClass {
        case "UISegmentedControl": e.numericValue = p["selectedSegmentIndex"]?.double ?? -1
        case "UISwitch": e.numericValue = p["isOn"]?.bool == true ? 1 : 0
        case "UISlider", "UIStepper":
            e.numericValue = p["value"]?.double ?? 0
            e.minimumValue = p["minimumValue"]?.double ?? 0
            e.maximumValue = p["maximumValue"]?.double ?? (object.frameworkClass == "UIStepper" ? 100 : 1)
        case "UIPageControl":
            e.numericValue = p["currentPage"]?.double ?? 0
            e.minimumValue = 0
            e.maximumValue = p["numberOfPages"]?.double.map { max(0, $0 - 1) } ?? 0
        case "UIProgressView":
            e.numericValue = p["progress"]?.double ?? 0
            e.minimumValue = 0
            e.maximumValue = 1
        default: break
        }
    }

    /// Heap property names as the merge with `CodeLinker` names them.
    static let modelProperty: [String: String] = [
        "title.normal": "text", "attributedText": "text", "image.normal": "image",
        "accessibilityCustomActions": "customActions", "segments": "items",
    ]

    /// Properties and parts whose use sizes a view: a frame, Auto Layout (its anchors, or
    /// `translatesAutoresizingMaskIntoConstraints`), `sizeToFit`, SnapKit's `snp`.
    static let sizing: [String] = [
        "frame", "bounds", "center", "translatesAutoresizingMaskIntoConstraints", "sizedToFit", "snp", "autoresizingMask",
        "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "widthAnchor", "heightAnchor",
        "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor", "accessibilityFrame", "unknownCall",
    ]

    /// Why a view may have no size on screen: UIKit makes `UIView()` with a zero frame, and the
    /// code that loads the screen neither gives it a frame, nor constraints, nor a stack view to
    /// lay it out, nor asks it to size itself. Code the reading did not run may still size it,
    /// so this makes a finding need review; it does not hide the view.
    private func unsized(_ object: ProgramObject) -> String? {
        guard UIKitModel.isView(object), object.frameworkClass != "UIStackView", let parent = object.superview,
            heap[parent].frameworkClass != "UIStackView", screenLaysOut
        else { return nil }
        if Self.sizing.contains(where: { object.properties[$0] != nil }) { return nil }
        // A view of the project sizes itself (`intrinsicContentSize`, constraints it adds).
        if index.type(object.className).map({ $0.kind != .extensionOnly }) == true { return nil }
        return "made with a zero frame, and the code that loads the screen gives it no frame, constraints or stack view: it may have no size on screen"
    }

    /// A value as the model's text: known text, or where code sets it.
    static func text(_ value: ProgramValue, origin: ValueSource? = nil) -> TextValue? {
        switch value {
        case .string(let s): return .literal(s)
        case .null: return nil
        case .unknown(let u):
            if let localized = u.localized, let location = u.location { return .dynamic(origin: .localized(localized, CodeOrigin(location))) }
            if let partial = u.partialText, !partial.contains("‹") {
                // A string table lookup: the key, resolved later as the tool resolves lookups.
                return .dynamic(origin: .partial(partial))
            }
            if let partial = u.partialText { return .dynamic(origin: .partial(partial)) }
            let source = origin ?? u.location.map { ValueSource.code(CodeOrigin($0)) }
            return source.map { .dynamic(origin: $0) }
        default:
            return value.displayText.map(TextValue.literal)
        }
    }

    static func rect(_ value: ProgramValue?) -> Rect? {
        guard case .tuple(let parts)? = value else { return nil }
        func part(_ name: String) -> Double? { parts.first { $0.label == name }?.value.double }
        guard let width = part("width"), let height = part("height") else { return nil }
        return Rect(x: part("x") ?? 0, y: part("y") ?? 0, width: width, height: height)
    }

    static func image(_ value: ProgramValue?) -> ImageReference? {
        guard case .enumCase("UIImage", let how, let payload)? = value else { return nil }
        guard let name = payload.first?.string else { return ImageReference(name: "image", isDynamic: true) }
        return ImageReference(name: name, isSystemSymbol: how == "systemName")
    }
}
