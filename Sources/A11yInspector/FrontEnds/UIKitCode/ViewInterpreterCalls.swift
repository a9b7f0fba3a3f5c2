import SwiftSyntax

/// Calls: the project's functions and initializers (inlined), closures, the collection and text
/// functions views are built with, and UIKit's (`UIKitModel`).
extension ViewInterpreter {
    /// An argument as passed: its label and value, and the closure syntax when it is one.
    struct Argument {
        var label: String?
        var value: ProgramValue
    }

    func arguments(_ node: FunctionCallExprSyntax, _ frame: Frame) -> [Argument] {
        var result = node.arguments.map { Argument(label: $0.label?.text, value: evaluate($0.expression, frame)) }
        if let trailing = node.trailingClosure { result.append(Argument(label: nil, value: evaluate(ExprSyntax(trailing), frame))) }
        for extra in node.additionalTrailingClosures { result.append(Argument(label: extra.label.text, value: evaluate(ExprSyntax(extra.closure), frame))) }
        return result
    }

    func call(_ node: FunctionCallExprSyntax, _ frame: Frame) -> ProgramValue {
        let location = frame.location(node)
        let callee = node.calledExpression
        // `foo(…)`: a local closure, a type, a function of `self`, a global function.
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            let args = arguments(node, frame)
            if let local = frame.scope.lookup(name) { return invoke(local, args, frame, at: location) }
            if name.hasPrefix("NS") || name.hasPrefix("UI"), let result = globalFunction(name, args, frame, at: location) { return result }
            // `UIStackView(content: …)`: a convenience initializer the project's extension of a
            // UIKit class declares, run on the object UIKit makes.
            if !args.isEmpty, UIKitModel.isFrameworkType(name), let type = index.type(name), type.kind == .extensionOnly,
                let initializer = Self.pickExactly(type.initializers, args), let made = UIKitModel.construct(name, [], at: location, interpreter: self)
            {
                _ = run(initializer, self: made, type: type, args, at: location)
                return made
            }
            // `UILabel()`: UIKit's, without reading the files that extend it.
            if UIKitModel.isFrameworkType(name), name.dropFirst(2).first?.isUppercase == true, frame.selfValue == nil || !UIKitModel.methodNames.contains(name),
                let result = UIKitModel.construct(name, args, at: location, interpreter: self)
            {
                return result
            }
            if name == "super" || name == "self" { return .null }
            if let selfValue = frame.selfValue, let result = callMethod(on: selfValue, name, args, frame, at: location, implicit: true) { return result }
            if let type = index.resolve(name, from: frame.type?.name, file: frame.file.path) { return construct(type, args, frame, at: location) }
            if let result = globalFunction(name, args, frame, at: location) { return result }
            if let result = UIKitModel.construct(name, args, at: location, interpreter: self) { return result }
            // `IKLabel()`, a package's class the sources lack: a view of the UIKit class its name
            // says, whose own code is unknown (kDrive: the upsell screen's title and text).
            if let base = UIKitModel.baseByName(name) { return .object(heap.make(name, framework: base, at: location).id) }
            return .unknown("\(name)(…)", at: location)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpr = member.base else {
                // `.init(…)`, `.custom(…)`: an implicit member with arguments, made once the
                // place it goes says its type.
                let args = arguments(node, frame)
                if name == "init", let geometry = UIKitModel.implicitCall(name, args) { return geometry }
                return .implicitMember(name: name, arguments: args.map { ($0.label, $0.value) })
            }
            // `view.snp.makeConstraints { make in … }`: the sizes it fixes.
            if let viewExpr = SnapKitConstraints.constrainedView(member), let closure = node.trailingClosure,
                let id = evaluate(viewExpr, frame).object
            {
                SnapKitModel.constrain(heap[id], method: name, closure, frame, interpreter: self)
                return .null
            }
            // `super.viewDidLoad()`, `super.init(frame:)`: the superclass's own.
            if baseExpr.as(SuperExprSyntax.self) != nil || baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "super" {
                return callSuper(name, arguments(node, frame), frame, at: location)
            }
            let base = evaluate(baseExpr, frame)
            let args = arguments(node, frame)
            // `self.init(…)` in a convenience initializer: the designated one of this class.
            if name == "init", baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let type = frame.type, case .object = base {
                runInitializer(of: type, on: base, args, frame, at: location)
                return .null
            }
            if case .type(let typeName) = base {
                if name == "init" {
                    if let type = index.resolve(typeName, from: frame.type?.name, file: frame.file.path) { return construct(type, args, frame, at: location) }
                    return UIKitModel.construct(typeName, args, at: location, interpreter: self) ?? .unknown("\(typeName)(…)", at: location)
                }
                if let type = index.resolve(typeName, from: frame.type?.name, file: frame.file.path) ?? index.type(typeName) {
                    let statics = index.functions(named: name, in: type).filter(\.isStatic)
                    if let function = Self.pick(statics, args) {
                        return run(function, self: .type(type.name), type: type, args, at: location)
                    }
                    if type.cases.contains(name) { return .enumCase(type: type.name, name: name, payload: args.map(\.value)) }
                }
                if let result = UIKitModel.staticCall(typeName, name, args, at: location, interpreter: self) { return result }
                return .unknown("\(typeName).\(name)(…)", at: location)
            }
            if let result = callMethod(on: base, name, args, frame, at: location, implicit: false, baseExpr: baseExpr) { return result }
            return .unknown("\(member.sourceText)(…)", at: location)
        }
        // `(expr)(…)`, `closure()`.
        let value = evaluate(callee, frame)
        return invoke(value, arguments(node, frame), frame, at: location)
    }

    /// Calls a closure or method value.
    func invoke(_ value: ProgramValue, _ args: [Argument], _ frame: Frame, at location: SourceLocation) -> ProgramValue {
        switch value {
        case .closure(let closure):
            if let function = closure.function {
                // A local function: its parameters by label, in the scope it was declared in.
                return run(
                    function, self: closure.selfValue, type: selfType(closure.selfValue), args, at: location, scope: ProgramScope(parent: closure.captured))
            }
            return run(closure, args.map(\.value))
        case .method(let receiver, let name, _):
            if let receiver, let result = callMethod(on: receiver, name, args, frame, at: location, implicit: false) { return result }
            return .unknown("\(name)(…)", at: location)
        case .type(let name):
            if let type = index.resolve(name, from: frame.type?.name, file: frame.file.path) { return construct(type, args, frame, at: location) }
            return UIKitModel.construct(name, args, at: location, interpreter: self) ?? .unknown("\(name)(…)", at: location)
        default:
            return .unknown("a call of a value the tool does not know", at: location)
        }
    }

    /// Runs a closure with arguments (`$0`, `$1`, or its named parameters).
    func run(_ closure: ProgramClosure, _ values: [ProgramValue]) -> ProgramValue {
        if let function = closure.function {
            return run(
                function, self: closure.selfValue, type: selfType(closure.selfValue), values.map { Argument(label: nil, value: $0) }, at: function.location,
                scope: ProgramScope(parent: closure.captured))
        }
        guard let syntax = closure.syntax else { return .null }
        let scope = ProgramScope(parent: closure.captured)
        var names: [String] = []
        switch syntax.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        // A closure given one tuple for `(index, item)` parameters takes it apart.
        var values = values
        if names.count > 1, values.count == 1, case .tuple(let parts) = values[0] { values = parts.map(\.value) }
        for (i, value) in values.enumerated() {
            scope.declare("$\(i)", value)
            if i < names.count, names[i] != "_" { scope.declare(names[i], value) }
        }
        if values.count == 1, case .tuple(let parts) = values[0] {
            for (i, part) in parts.enumerated() { scope.declare("$\(i)", part.value) }
            scope.declare("$0", values[0])
        }
        let type = selfType(closure.selfValue)
        return callBody(
            syntax.statements, self: closure.selfValue, type: type, file: closure.file, scope: scope,
            name: "closure at \(closure.file.location(syntax).description)")
    }

    func selfType(_ value: ProgramValue?) -> ProgramType? {
        switch value {
        case .object(let id)?: return index.type(heap[id].className)
        case .type(let name)?: return index.type(name)
        default: return nil
        }
    }

    /// A method called on a value: the project's (inlined), the collections' and text's, or
    /// UIKit's. nil when the receiver has no such method the tool knows.
    func callMethod(
        on receiver: ProgramValue, _ name: String, _ args: [Argument], _ frame: Frame, at location: SourceLocation,
        implicit: Bool, baseExpr: ExprSyntax? = nil
    ) -> ProgramValue? {
        switch receiver {
        case .object(let id):
            let object = heap[id]
            // UIKit's own methods first on a UIKit object (an extension cannot replace them).
            if object.frameworkClass == object.className,
                let result = UIKitModel.call(name, on: object, args, at: location, conditions: frame.conditions, interpreter: self)
            {
                return result
            }
            if let type = memberType(of: object) {
                let candidates = index.functions(named: name, in: type).filter { !$0.isStatic && Self.mayTake(args, $0) }
                if let function = Self.pick(candidates, args) {
                    let owner = index.type(Self.owner(of: function, in: type, index: index) ?? type.name) ?? type
                    // An extension of a UIKit class cannot replace UIKit's own methods.
                    if owner.kind == .extensionOnly, object.frameworkClass != object.className,
                        let result = UIKitModel.call(name, on: object, args, at: location, conditions: frame.conditions, interpreter: self)
                    {
                        return result
                    }
                    return run(function, self: receiver, type: owner, args, at: location)
                }
                // A stored closure property called (`onTap()`).
                if case .closure(let c)? = object.properties[name] { return run(c, args.map(\.value)) }
            }
            if let result = UIKitModel.call(name, on: object, args, at: location, conditions: frame.conditions, interpreter: self) { return result }
            if let result = optionalMap(receiver, name, args, frame, at: location) { return result }
            // A method the tool does not know (a layout helper of a dependency) may do anything;
            // one named for styling given a value (`customizeAppearance(theme.title)`) may style the view.
            if !implicit {
                let styles = !args.isEmpty && Self.namesStyling(name) && object.properties["unknownCall"]?.isUnknown != true
                object.properties["unknownCall"] =
                    styles
                    ? .unknown("\(name)(\(args.map { ($0.label.map { $0 + ": " } ?? "") + "…" }.joined(separator: ", ")))", at: location)
                    : object.properties["unknownCall"] ?? .bool(true)
            }
            return implicit ? nil : .unknown("\(object.name ?? object.className).\(name)(…)", at: location)
        case .array(let items):
            return collectionCall(items, name, args, frame, at: location, baseExpr: baseExpr)
        case .tuple(let parts):
            if let result = UIKitModel.rectCall(parts, name, args) ?? ParalayoutModel.ratioCall(parts, name, args) { return result }
            if let result = optionalMap(receiver, name, args, frame, at: location) { return result }
            return implicit ? nil : .unknown("\(name)(…)", at: location)
        case .string(let s):
            return stringCall(s, name, args, frame, at: location, baseExpr: baseExpr)
        case .options, .enumCase:
            guard let set = Self.optionSet(receiver) else { return implicit ? nil : .unknown("\(name)(…)", at: location) }
            return optionsCall(set, name, args, frame, at: location, baseExpr: baseExpr)
        case .type:
            return nil
        case .null where ["map", "flatMap"].contains(name) && args.count == 1:
            // `footerViews.map { … }` on nil.
            return .null
        case .unknown:
            return implicit ? nil : receiver
        default:
            return implicit ? nil : .unknown("\(name)(…)", at: location)
        }
    }

    /// Whether a function of the project may be the one called: a list given for a parameter of
    /// a named type that is no collection is another overload's (Pera Wallet's empty
    /// `customizeAppearance(_ styleSheet: NoStyleSheet)` beside MacaroonUIKit's, which takes the
    /// `[.title(…), .font(…)]` style).
    static func mayTake(_ args: [Argument], _ function: ProgramFunction) -> Bool {
        for (arg, parameter) in zip(args, function.parameters) {
            guard case .array = arg.value else { continue }
            let type = String(parameter.type.filter { !" ?!".contains($0) })
            let collection = type.hasPrefix("[") || ["Array", "Set", "Sequence", "Collection", "some ", "any ", "Any"].contains { type.hasPrefix($0) }
            if !collection, type.first?.isUppercase == true, !type.contains("<") { return false }
        }
        return true
    }

    /// A method named for styling or configuring a view (`customizeAppearance`, `apply(style:)`,
    /// `configure(with:)`, `setTheme`), not for laying it out or driving it
    /// (`setContentHuggingPriority`, `scrollToItem`).
    static func namesStyling(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["appearance", "style", "theme", "customiz", "configur", "apply", "decorat", "skin"].contains { lower.contains($0) }
    }

    /// `value.map { … }` on an optional that holds a value (an object, a tuple): the closure
    /// applied to it (`footerContent.map { UIStackView(content: $0) }`).
    private func optionalMap(_ value: ProgramValue, _ name: String, _ args: [Argument], _ frame: Frame, at location: SourceLocation) -> ProgramValue? {
        guard name == "map" || name == "flatMap", args.count == 1, args[0].label == nil else { return nil }
        return invoke(args[0].value, [Argument(label: nil, value: value)], frame, at: location)
    }

    /// The type whose members an object has: its class, or for a UIKit object the project's
    /// extension of its class or of a UIKit superclass.
    func memberType(of object: ProgramObject) -> ProgramType? {
        object.frameworkClass == object.className ? index.extensionType(ofFrameworkClass: object.className) : index.type(object.className)
    }

    /// The type that declares a function, found again by its location.
    static func owner(of function: ProgramFunction, in type: ProgramType, index: ProgramIndex) -> String? {
        index.lineage(of: type).first { $0.functions[function.name]?.contains(where: { $0.location == function.location }) == true }?.name
    }

    /// The overload whose labels the arguments match (trailing closures fill the last ones).
    static func pick(_ functions: [ProgramFunction], _ args: [Argument]) -> ProgramFunction? {
        if functions.count == 1, functions[0].parameters.count >= args.count { return functions[0] }
        // (Parameters with default values may be left out anywhere: `init(title:icon:link:action:)`
        // called with `(title:action:)`.)
        if let exact = pickExactly(functions, args) { return exact }
        let given = args.map(\.label)
        return functions.first { f in
            let required = f.parameters.filter { $0.defaultValue == nil }.map(\.label)
            let all = f.parameters.map(\.label)
            return given == all || given == required || (given.count <= all.count && zip(given, all).allSatisfy { $0 == $1 || $0 == nil })
        }
    }

    /// The overload whose labels are exactly the arguments' (in order; the parameters left out
    /// have default values): where UIKit's own initializers are the alternative, a near fit is
    /// not one.
    static func pickExactly(_ functions: [ProgramFunction], _ args: [Argument]) -> ProgramFunction? {
        functions.first { f in
            var parameters = f.parameters[...]
            for arg in args {
                while let p = parameters.first, p.label != arg.label, p.defaultValue != nil { parameters = parameters.dropFirst() }
                guard parameters.first?.label == arg.label else { return false }
                parameters = parameters.dropFirst()
            }
            return parameters.allSatisfy { $0.defaultValue != nil }
        }
    }

    /// Runs a project function with arguments bound to its parameters.
    func run(
        _ function: ProgramFunction, self selfValue: ProgramValue?, type: ProgramType?, _ args: [Argument], at location: SourceLocation,
        scope: ProgramScope = ProgramScope()
    ) -> ProgramValue {
        guard let body = function.body else { return .null }
        let frame = Frame(scope: scope, selfValue: selfValue, type: type, file: function.file)
        var remaining = args[...]
        for parameter in function.parameters {
            if let i = remaining.firstIndex(where: { $0.label == parameter.label }) {
                scope.declare(parameter.name, typed(remaining[i].value, as: parameter.type, frame, at: location))
                remaining.remove(at: i)
            } else if let first = remaining.first, parameter.label != nil, first.label == nil {
                // A trailing closure.
                scope.declare(parameter.name, first.value)
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue {
                scope.declare(parameter.name, evaluate(defaultValue, frame))
            } else {
                scope.declare(parameter.name, .unknown("the argument \(parameter.name) of \(function.name)"))
            }
        }
        return callBody(body, self: selfValue, type: type, file: function.file, scope: scope, name: "\((type?.name).map { $0 + "." } ?? "")\(function.name)")
    }

    // MARK: Objects

    /// `T(args)` for a type of the project: a new object whose stored properties get their
    /// initial values (superclass's first), then the initializer that fits the arguments runs.
    func construct(_ type: ProgramType, _ args: [Argument], _ frame: Frame, at location: SourceLocation) -> ProgramValue {
        if type.kind == .enumType {
            if let raw = args.first(where: { $0.label == "rawValue" })?.value {
                if let name = type.rawValues.first(where: { ViewInterpreter.same($0.value, raw) == true })?.key ?? type.cases.first(where: { raw.string == $0 })
                {
                    return .enumCase(type: type.name, name: name, payload: [])
                }
                return .unknown("\(type.name)(rawValue:)", at: location)
            }
        }
        let framework = index.frameworkBase(of: type)
        let object = heap.make(type.name, framework: framework.flatMap(UIKitModel.knownBase), at: location)
        let value = ProgramValue.object(object.id)
        // Stored properties, from the top of the class chain down.
        var chain: [ProgramType] = []
        var current: ProgramType? = type
        var seen = Set<String>()
        while let t = current, seen.insert(t.name).inserted { chain.insert(t, at: 0); current = index.superclass(of: t) }
        for t in chain {
            for name in t.propertyOrder {
                guard let property = t.properties[name], !property.isStatic, !property.isLazy, property.getter == nil,
                    let initializer = property.initializer, object.properties[name] == nil
                else { continue }
                let f = Frame(scope: ProgramScope(), selfValue: value, type: t, file: property.file)
                let initial = evaluate(initializer, f, expecting: property.type)
                object.properties[name] = initial
                object.writes[name, default: []].append(PropertyWrite(value: initial, location: property.location))
                if let view = initial.object,
                    heap[view].name == nil
                        || heap[view].name != name && heap[view].location.file == property.file.path && heap[view].location.line >= property.location.line
                {
                    // Made by the property's initializer (a closure building it): the property is
                    // where people find it.
                    heap[view].name = name
                    heap[view].location = property.location
                }
                if case .array(let items) = initial {
                    for (i, item) in items.enumerated() { if let view = item.object, heap[view].name == nil { heap[view].name = "\(name)[\(i)]" } }
                }
            }
        }
        runInitializer(of: type, on: value, args, frame, at: location)
        return value
    }

    /// The initializer of `type` (or the nearest superclass that declares one) that fits.
    func runInitializer(of type: ProgramType, on value: ProgramValue, _ args: [Argument], _ frame: Frame, at location: SourceLocation) {
        // `self.init(arrangedSubviews: …)` in an extension of a UIKit class: another of the
        // extension's initializers, or UIKit's own.
        if type.kind == .extensionOnly {
            if let function = Self.pickExactly(type.initializers, args) {
                _ = run(function, self: value, type: type, args, at: location)
            } else if let id = value.object {
                UIKitModel.initialize(heap[id], as: heap[id].frameworkClass ?? type.name, args, at: location, heap: heap)
            }
            return
        }
        var current: ProgramType? = type
        var seen = Set<String>()
        while let t = current, seen.insert(t.name).inserted {
            if let function = Self.pick(t.initializers, args) ?? designatedFallback(t, args) {
                _ = run(function, self: value, type: t, args, at: location)
                return
            }
            if !t.initializers.isEmpty, t.kind == .structType || t.kind == .classType, args.isEmpty == false {
                note("no initializer of \(t.name) takes (\(args.map { ($0.label ?? "_") + ":" }.joined()))")
                return
            }
            // A struct's memberwise initializer.
            if t.kind == .structType, t.initializers.isEmpty, let id = value.object {
                for arg in args { if let label = arg.label { heap[id].set(label, arg.value, at: location) } }
                return
            }
            current = index.superclass(of: t)
        }
    }

    /// `View()` on a class that declares only `init(frame:)`: UIKit's `init()` calls it; a
    /// controller's `init()` calls `init(nibName:bundle:)`.
    private func designatedFallback(_ type: ProgramType, _ args: [Argument]) -> ProgramFunction? {
        guard args.isEmpty else { return nil }
        return type.initializers.first { $0.labels == ["frame"] } ?? type.initializers.first { $0.labels == ["nibName", "bundle"] }
    }

    /// `super.name(args)`: the superclass's function, when the project declares one.
    func callSuper(_ name: String, _ args: [Argument], _ frame: Frame, at location: SourceLocation) -> ProgramValue {
        guard let type = frame.type, let parent = index.superclass(of: type) else { return .null }
        if name == "init" {
            if let selfValue = frame.selfValue { runInitializer(of: parent, on: selfValue, args, frame, at: location) }
            return .null
        }
        if let function = Self.pick(index.functions(named: name, in: parent), args) {
            let owner = index.type(Self.owner(of: function, in: parent, index: index) ?? parent.name) ?? parent
            return run(function, self: frame.selfValue, type: owner, args, at: location)
        }
        return .null
    }

    /// `super.name` in a class that overrides the property (`super.accessibilityTraits.union(.tabBar)`):
    /// the superclass's getter when the project declares one, else what UIKit holds, written
    /// or its default.
    func superProperty(_ name: String, of id: ObjectID, _ frame: Frame) -> ProgramValue? {
        if let type = frame.type, let parent = index.superclass(of: type), let (property, owner) = index.property(named: name, in: parent),
            !property.isStatic, let getter = property.getter
        {
            return callBody(getter, self: .object(id), type: owner, file: property.file, scope: ProgramScope(), name: "\(owner.name).\(name)")
        }
        return heap[id].properties[name] ?? UIKitModel.property(name, of: heap[id], interpreter: self)
    }

    /// An option set's members: `[.button, .header]`, `.button`, `UIAccessibilityTraits.button`.
    static func optionSet(_ value: ProgramValue) -> Set<String>? {
        switch value {
        case .options(let set): return set
        case .enumCase(_, let name, let payload) where payload.isEmpty: return name == "none" ? [] : [name]
        case .array(let items):
            var result = Set<String>()
            for item in items { guard let members = optionSet(item) else { return nil }; result.formUnion(members) }
            return result
        default: return nil
        }
    }

    func optionsCall(_ set: Set<String>, _ name: String, _ args: [Argument], _ frame: Frame, at location: SourceLocation, baseExpr: ExprSyntax?) -> ProgramValue
    {
        let other = args.first.flatMap { Self.optionSet($0.value) }
        switch name {
        case "union": return other.map { .options(set.union($0)) } ?? .unknown("traits", at: location)
        case "intersection": return other.map { .options(set.intersection($0)) } ?? .unknown("traits", at: location)
        case "subtracting": return other.map { .options(set.subtracting($0)) } ?? .unknown("traits", at: location)
        case "symmetricDifference": return other.map { .options(set.symmetricDifference($0)) } ?? .unknown("traits", at: location)
        case "contains": return other.map { .bool($0.isSubset(of: set)) } ?? .unknown("traits", at: location)
        case "insert", "formUnion", "remove", "subtract", "formIntersection":
            guard let baseExpr else { return .null }
            let updated: ProgramValue
            if let other {
                switch name {
                case "insert", "formUnion": updated = .options(set.union(other))
                case "formIntersection": updated = .options(set.intersection(other))
                default: updated = .options(set.subtracting(other))
                }
            } else {
                updated = .unknown("traits changed with a value the tool does not know", at: location)
            }
            assign(baseExpr, updated, frame, at: location)
            return .null
        default: return .unknown("\(name)(…) on an option set", at: location)
        }
    }

    // MARK: Collections and text

    func collectionCall(_ items: [ProgramValue], _ name: String, _ args: [Argument], _ frame: Frame, at location: SourceLocation, baseExpr: ExprSyntax?)
        -> ProgramValue
    {
        let f = args.first?.value
        func apply(_ item: ProgramValue) -> ProgramValue { f.map { invoke($0, [Argument(label: nil, value: item)], frame, at: location) } ?? .unknown("") }
        switch name {
        case "map", "compactMap", "flatMap":
            var out: [ProgramValue] = []
            for item in items.prefix(1000) {
                let r = apply(item)
                if name == "compactMap", case .null = r { continue }
                if name == "flatMap", case .array(let inner) = r { out += inner; continue }
                out.append(r)
            }
            return .array(out)
        case "forEach":
            for item in items.prefix(1000) { _ = apply(item) }
            return .null
        case "filter":
            var out: [ProgramValue] = []
            for item in items.prefix(1000) {
                switch apply(item) {
                case .bool(true): out.append(item)
                case .bool(false): continue
                default: return .unknown("a filtered list", at: location)
                }
            }
            return .array(out)
        case "enumerated":
            return .array(items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case "reversed": return .array(items.reversed())
        case "shuffled":
            // The same items in an order known only at run time: kept as written (views added
            // in a random order are still all on screen; VoiceOver orders them by position).
            return .array(items)
        case "reduce":
            guard args.count == 2 else { return .unknown("reduce", at: location) }
            var accumulator = args[0].value
            for item in items.prefix(1000) {
                accumulator = invoke(args[1].value, [Argument(label: nil, value: accumulator), Argument(label: nil, value: item)], frame, at: location)
            }
            return accumulator
        case "joined":
            let separator = args.first?.value.string ?? ""
            let parts = items.map(\.displayText)
            if parts.allSatisfy({ $0 != nil }), !items.contains(where: \.isUnknown) { return .string(parts.map { $0! }.joined(separator: separator)) }
            return .unknown("joined text", at: location, text: parts.map { $0 ?? "‹…›" }.joined(separator: separator))
        case "prefix":
            if let n = f?.int { return .array(Array(items.prefix(n))) }
        case "dropFirst":
            return .array(Array(items.dropFirst(f?.int ?? 1)))
        case "dropLast":
            return .array(Array(items.dropLast(f?.int ?? 1)))
        case "contains":
            if let f, case .closure = f {
                for item in items { if apply(item).bool == true { return .bool(true) } }
                return .bool(false)
            }
            if let f { return .bool(items.contains { ViewInterpreter.same($0, f) == true }) }
        case "first":
            if case .closure? = f { for item in items where apply(item).bool == true { return item }; return .null }
        case "append", "insert", "removeAll", "removeLast", "removeFirst", "remove":
            guard let baseExpr else { return .null }
            var copy = items
            switch name {
            case "append":
                if let v = args.first?.value {
                    if args.first?.label == "contentsOf", case .array(let more) = v { copy += more } else { copy.append(v) }
                }
            case "insert":
                if let v = args.first?.value { copy.insert(v, at: min(max(args.dropFirst().first?.value.int ?? 0, 0), copy.count)) }
            case "removeAll": copy.removeAll()
            case "removeLast": if !copy.isEmpty { copy.removeLast() }
            case "removeFirst": if !copy.isEmpty { copy.removeFirst() }
            default: if let i = f?.int, i >= 0, i < copy.count { copy.remove(at: i) }
            }
            assign(baseExpr, .array(copy), frame, at: location)
            return .null
        default: break
        }
        return .unknown("\(name)(…) on a list", at: location)
    }

    func stringCall(_ s: String, _ name: String, _ args: [Argument], _ frame: Frame, at location: SourceLocation, baseExpr: ExprSyntax?) -> ProgramValue {
        switch name {
        case "uppercased": return .string(s.uppercased())
        case "lowercased": return .string(s.lowercased())
        case "capitalized": return .string(s.capitalized)
        case "appending":
            if let other = args.first?.value.string { return .string(s + other) }
        case "append":
            guard let baseExpr, let other = args.first?.value else { return .null }
            assign(baseExpr, arithmetic("+", .string(s), other.string.map(ProgramValue.string) ?? other), frame, at: location)
            return .null
        case "hasPrefix": if let p = args.first?.value.string { return .bool(s.hasPrefix(p)) }
        case "hasSuffix": if let p = args.first?.value.string { return .bool(s.hasSuffix(p)) }
        case "contains": if let p = args.first?.value.string { return .bool(s.contains(p)) }
        case "replacingOccurrences":
            if let a = args.first?.value.string, let b = args.dropFirst().first?.value.string { return .string(s.replacingOccurrences(of: a, with: b)) }
        case "components":
            if let separator = args.first?.value.string { return .array(s.components(separatedBy: separator).map(ProgramValue.string)) }
        default: break
        }
        return .unknown("\(name)(…) on text", at: location)
    }

    /// Global functions views are built with.
    func globalFunction(_ name: String, _ args: [Argument], _ frame: Frame, at location: SourceLocation) -> ProgramValue? {
        let values = args.map(\.value)
        switch name {
        case "min", "max":
            if values.allSatisfy({ $0.int != nil }), let first = values.first?.int {
                return .int(values.compactMap(\.int).reduce(first) { name == "min" ? Swift.min($0, $1) : Swift.max($0, $1) })
            }
            let doubles = values.compactMap(\.double)
            if doubles.count == values.count, let first = doubles.first {
                return .double(doubles.reduce(first) { name == "min" ? Swift.min($0, $1) : Swift.max($0, $1) })
            }
            return .unknown("\(name)(…)", at: location)
        case "abs":
            if let i = values.first?.int { return .int(Swift.abs(i)) }
            if let d = values.first?.double { return .double(Swift.abs(d)) }
        case "zip":
            if values.count == 2, case .array(let a) = values[0], case .array(let b) = values[1] {
                return .array(zip(a, b).map { .tuple([(nil, $0), (nil, $1)]) })
            }
        case "stride":
            if let from = values.first?.int, let to = values.dropFirst().first?.int, let by = values.dropFirst(2).first?.int, by != 0 {
                let through = args.dropFirst().first?.label == "through"
                var out: [ProgramValue] = []
                var i = from
                while (by > 0 ? (through ? i <= to : i < to) : (through ? i >= to : i > to)) && out.count < 10_000 { out.append(.int(i)); i += by }
                return .array(out)
            }
        case "String":
            if let first = values.first {
                if let text = first.displayText, !first.isUnknown { return .string(text) }
                if args.first?.label == "localized" { return first }
                return first.isUnknown ? first : .unknown("String(…)", at: location)
            }
            return .string("")
        case "Int":
            if let i = values.first?.int { return .int(i) }
            if let s = values.first?.string { return Int(s).map(ProgramValue.int) ?? .null }
        case "Double", "CGFloat", "Float":
            if let d = values.first?.double { return .double(d) }
        case "NSMakeRange":
            if values.count == 2 { return .tuple([("location", values[0]), ("length", values[1])]) }
        case "Dictionary":
            // `Dictionary(pairs, uniquingKeysWith: { first, _ in first })`: the pairs, a key
            // given twice resolved by the closure.
            guard case .array(let items)? = values.first else { break }
            var pairs: [(key: ProgramValue, value: ProgramValue)] = []
            for item in items.prefix(10_000) {
                guard case .tuple(let parts) = item, parts.count == 2 else { return .unknown("a dictionary", at: location) }
                if let i = pairs.firstIndex(where: { ViewInterpreter.same($0.key, parts[0].value) == true }) {
                    guard let combine = args.first(where: { $0.label == "uniquingKeysWith" })?.value else { return .unknown("a dictionary", at: location) }
                    pairs[i].value = invoke(
                        combine, [Argument(label: nil, value: pairs[i].value), Argument(label: nil, value: parts[1].value)], frame, at: location)
                } else {
                    pairs.append((parts[0].value, parts[1].value))
                }
            }
            return .dictionary(pairs)
        case "NSLocalizedString":
            // A lookup: `localized(_:_:_:)` keeps what the localization reader makes of the call.
            return .unknown("a string table lookup", at: location)
        case "print", "assert", "precondition", "assertionFailure", "debugPrint", "NSLog":
            return .null
        case "fatalError", "preconditionFailure":
            return .null
        default: break
        }
        return nil
    }
}
