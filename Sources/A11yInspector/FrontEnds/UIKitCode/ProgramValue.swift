import SwiftSyntax

/// A value the view interpreter computes (`ViewInterpreter`): what the code that makes and
/// configures views produces when it runs, as far as it can be known without running it.
/// What depends on data (a model's field, a network reply, a parameter nobody passes
/// literally) is `unknown`, with where and why.
indirect enum ProgramValue {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case null
    case array([ProgramValue])
    case dictionary([(key: ProgramValue, value: ProgramValue)])
    case tuple([(label: String?, value: ProgramValue)])
    /// An instance of a class or struct: a view, a controller, an accessibility element, a
    /// project type, kept in the `ProgramHeap`.
    case object(ObjectID)
    /// An enum case or a static member (`.button`, `.center`, `Configuration.scatter`), with its
    /// payload when it has one.
    case enumCase(type: String?, name: String, payload: [ProgramValue])
    /// An option set of named members (`[.button, .header]`), by name.
    case options(Set<String>)
    /// A type used as a value (`UIButton.self`, `View` in `View()`).
    case type(String)
    case closure(ProgramClosure)
    /// An implicit member whose type is not known where it is written (`.init(width: 1)` in an
    /// array passed to a parameter): made once the type is known (`ViewInterpreter.typed`).
    case implicitMember(name: String, arguments: [(label: String?, value: ProgramValue)]?)
    /// A function of an object (`addSubview(_:)` passed to `forEach`).
    case method(receiver: ProgramValue?, name: String, labels: [String?])
    case unknown(Unknown)

    /// Why a value is not known, and where it came from.
    struct Unknown {
        var reason: String
        var location: SourceLocation?
        /// Text whose literal parts are known (`"Episode ‹number›"`).
        var partialText: String?
        /// A string table lookup (`NSLocalizedString("key", …)`, `L10n.title`): the text
        /// people see is resolved from the tables, as for any text code sets.
        var localized: LocalizedText?
    }

    static func unknown(_ reason: String, at location: SourceLocation? = nil, text: String? = nil) -> ProgramValue {
        .unknown(Unknown(reason: reason, location: location, partialText: text))
    }

    /// An integer literal as Swift writes it: decimal, `0x`, `0o` or `0b`, with `_` separators.
    static func integer(literal text: String) -> Int? {
        let digits = text.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }

    /// A plain value's text, to compare two: nil for objects, closures and the unknown.
    var scalarDescription: String? {
        switch self {
        case .int(let v): return "int \(v)"
        case .double(let v): return "double \(v)"
        case .bool(let v): return "bool \(v)"
        case .string(let v): return "string \(v)"
        case .null: return "null"
        case .enumCase(let type, let name, let payload) where payload.isEmpty: return "case \(type ?? "").\(name)"
        case .options(let names): return "options \(names.sorted())"
        default: return nil
        }
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    var object: ObjectID? {
        if case .object(let id) = self { return id }
        return nil
    }

    var string: String? {
        switch self {
        case .string(let s): return s
        default: return nil
        }
    }

    var int: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: return Int(d)
        default: return nil
        }
    }

    var double: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var array: [ProgramValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The text as shown: known text, or its known parts with ‹…› for the rest.
    var displayText: String? {
        switch self {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .bool(let b): return b ? "true" : "false"
        case .unknown(let u): return u.partialText
        default: return nil
        }
    }
}

/// A closure, with the variables it captured.
final class ProgramClosure {
    /// A closure expression, or nil for a local function (`function`).
    let syntax: ClosureExprSyntax?
    /// A function declared inside a body (`func makeRow(title:) -> UIView { … }`), called by
    /// its labels.
    let function: ProgramFunction?
    let captured: ProgramScope
    /// `self` where it was written.
    let selfValue: ProgramValue?
    let file: ProgramFile

    init(syntax: ClosureExprSyntax, captured: ProgramScope, selfValue: ProgramValue?, file: ProgramFile) {
        self.syntax = syntax
        self.function = nil
        self.captured = captured
        self.selfValue = selfValue
        self.file = file
    }

    init(function: ProgramFunction, captured: ProgramScope, selfValue: ProgramValue?) {
        self.syntax = nil
        self.function = function
        self.captured = captured
        self.selfValue = selfValue
        self.file = function.file
    }
}

/// Local variables: a chain of scopes (a function body, a loop's body, a closure).
final class ProgramScope {
    private var values: [String: ProgramValue] = [:]
    let parent: ProgramScope?

    init(parent: ProgramScope? = nil) {
        self.parent = parent
    }

    func lookup(_ name: String) -> ProgramValue? {
        values[name] ?? parent?.lookup(name)
    }

    func declare(_ name: String, _ value: ProgramValue) {
        values[name] = value
    }

    /// Sets the nearest declaration of `name`; false when there is none.
    @discardableResult
    func assign(_ name: String, _ value: ProgramValue) -> Bool {
        if values[name] != nil { values[name] = value; return true }
        return parent?.assign(name, value) ?? false
    }
}

struct ObjectID: Hashable, Comparable {
    let index: Int
    static func < (a: ObjectID, b: ObjectID) -> Bool { a.index < b.index }
}

/// One write the code makes to a property of an object: the value, the statement, and the
/// conditions it runs under (empty: unconditionally, once the code that holds it runs).
struct PropertyWrite {
    var value: ProgramValue
    var location: SourceLocation
    var conditions: [String] = []
}

/// An object the interpreted code made: its class (qualified, as the project declares it, or
/// the framework's), its properties as last written, every write, and the views it holds.
final class ProgramObject {
    let id: ObjectID
    /// `ButtonAccessibilityTraitsViewController.View`, `UIButton`.
    let className: String
    /// The framework class it is (`UIButton` for a project subclass of one), or nil for a value
    /// type or a class that is neither view nor controller.
    var frameworkClass: String?
    /// Where it is made, or the property whose initial value it is (`let title = { … }()`).
    var location: SourceLocation
    var properties: [String: ProgramValue] = [:]
    var writes: [String: [PropertyWrite]] = [:]
    /// Subviews in the order they were added (`addSubview`, `addArrangedSubview`,
    /// `insertSubview`), or a stack view's arranged ones.
    var subviews: [ObjectID] = []
    var superview: ObjectID?
    /// Titles and images by control state (`setTitle(_:for:)`): "normal", "selected"…
    var stateTitles: [String: ProgramValue] = [:]
    /// The variable or property that first held it (`titleLabel`), for ids and messages.
    var name: String?
    /// A controller's view, once `loadView` or `view` made it.
    var view: ObjectID?

    init(id: ObjectID, className: String, frameworkClass: String?, location: SourceLocation) {
        self.id = id
        self.className = className
        self.frameworkClass = frameworkClass
        self.location = location
    }

    func set(_ property: String, _ value: ProgramValue, at location: SourceLocation, conditions: [String] = []) {
        properties[property] = value
        writes[property, default: []].append(PropertyWrite(value: value, location: location, conditions: conditions))
    }
}

/// The objects of one screen's interpretation.
final class ProgramHeap {
    private(set) var objects: [ProgramObject] = []

    func make(_ className: String, framework: String?, at location: SourceLocation) -> ProgramObject {
        let object = ProgramObject(id: ObjectID(index: objects.count), className: className, frameworkClass: framework, location: location)
        objects.append(object)
        return object
    }

    subscript(id: ObjectID) -> ProgramObject { objects[id.index] }

    /// The property that marks an object standing for an outlet's view, with the outlet's name.
    static let outletStandIn = "outletStandIn"

    /// Adds `child` to `parent`'s subviews (at `index`, or last), taking it from its old parent.
    func addSubview(_ child: ObjectID, to parent: ObjectID, at index: Int? = nil) {
        // An outlet's stand-in (`ProgramScreens.readAdditions`) stays where Interface Builder
        // puts its view: moving it would copy that view.
        if self[child].properties[Self.outletStandIn] != nil { return }
        // A view cannot hold its own ancestor (UIKit raises; the reading ignores it).
        var ancestor: ObjectID? = parent
        while let a = ancestor { if a == child { return }; ancestor = self[a].superview }
        if let old = self[child].superview { self[old].subviews.removeAll { $0 == child } }
        let list = self[parent].subviews
        if let index, index >= 0, index <= list.count { self[parent].subviews.insert(child, at: index) } else { self[parent].subviews.append(child) }
        self[child].superview = parent
    }

    func removeFromSuperview(_ child: ObjectID) {
        guard let old = self[child].superview else { return }
        self[old].subviews.removeAll { $0 == child }
        self[child].superview = nil
    }
}
