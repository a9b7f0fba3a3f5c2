/// A line of code that sets a value the tool cannot know before run time, and how it sets it.
/// Front ends make them; messages and transcripts print them ("LoginViewController.swift:42",
/// "overridden getter, Cell.swift:12"), and reports can point at `location`.
public struct CodeOrigin: Sendable, Codable, Hashable, CustomStringConvertible {
    public enum How: Sendable, Codable, Hashable {
        /// An assignment or a call: `label.text = name`, `button.setTitle(t, for: .normal)`.
        case assignment
        /// The class overrides the property's getter (`override var accessibilityLabel`).
        case overriddenGetter
        /// The class overrides a method (`point(inside:with:)`, `accessibilityActivate()`).
        case overriddenMethod(String)
        /// A SwiftUI modifier whose argument is computed.
        case swiftUIModifier(String)
        /// An assignment in the closure that makes a property's view
        /// (`lazy var info: UIButton = { let b = UIButton(); b.alpha = 0; return b }()`): the
        /// view's state when it is made.
        case propertyInitializer
        /// An assignment in a method people's actions or events call (`@IBAction`, an `@objc`
        /// selector target): the state after someone acted, not before.
        case inAction
        /// An assignment under a condition (an `if` or `guard` branch, a `switch` case, a loop,
        /// a closure run later): otherwise the view keeps the state it had.
        case conditional
        /// The class observes text-size changes (`UIContentSizeCategory.didChangeNotification`,
        /// `registerForTraitChanges([UITraitPreferredContentSizeCategory.self]…)`) and sets its
        /// fonts again then: a font that follows the text size without the view's own flag.
        case textSizeObserver

        /// The class computes the value itself.
        public var isOverride: Bool {
            switch self {
            case .overriddenGetter, .overriddenMethod: return true
            case .assignment, .swiftUIModifier, .propertyInitializer, .inAction, .conditional, .textSizeObserver: return false
            }
        }
    }

    public var location: SourceLocation
    public var how: How

    public init(_ location: SourceLocation, how: How = .assignment) {
        self.location = location
        self.how = how
    }

    /// "File.swift:12": the file name and line, as messages show them.
    public var position: String { "\(location.file.fileName):\(location.line)" }

    public var description: String {
        switch how {
        case .assignment, .swiftUIModifier, .propertyInitializer, .inAction, .conditional: return position
        case .overriddenGetter: return "overridden getter, \(position)"
        case .overriddenMethod(let name): return "overridden \(name)(…), \(position)"
        case .textSizeObserver: return "fonts set again when the text size changes, \(position)"
        }
    }
}

/// Where a value an element's own declaration does not hold comes from, when it is not known
/// before run time or was set outside the declaration: the `Element.provenance` of a property,
/// the origin of a `TextValue.dynamic` or `ColorSpec.dynamic`.
public enum ValueSource: Sendable, Codable, Hashable, CustomStringConvertible {
    /// Set by this line of code.
    case code(CodeOrigin)
    /// A screen's title set by code outside the screen's class.
    case otherCode(CodeOrigin)
    /// A screen's title possibly set by the code that presents it (`vc.title = …` before a push).
    case presenter(CodeOrigin)
    /// Code assigns a property of a view with this outlet's name, in a class the tool could not
    /// tie to the view's owner.
    case nameMatchOnly(CodeOrigin)
    /// The app restyles every view of a framework class at run time (an override in an
    /// extension of it, its appearance proxy): the class, and the line.
    case restyled(String, CodeOrigin)
    /// A SwiftUI modifier that changes the property by an amount the tool does not compute
    /// (`.padding`, `.contentShape` on a control's touch area).
    case modifier(String, CodeOrigin)
    /// A method the audited sources do not define (a dependency's `customizeAppearance(theme.title)`)
    /// called on the view with arguments: it may set the property. Its call as written, and the line.
    case unknownMethod(String, CodeOrigin)
    /// An Interface Builder user-defined runtime attribute, with its value when it is shown.
    case runtimeAttribute(SourceLocation, value: String?)
    /// A user-defined runtime attribute the tool does not interpret.
    case customInspectable(SourceLocation, keyPath: String, value: String)
    /// A view controller embedded through a container view.
    case embeddedController(String, SourceLocation)
    /// Text whose literal parts are known and whose other parts are shown in ‹›
    /// (`"Episode ‹number›"`, a merged label "Title, ‹set in Cell.swift:12›").
    case partial(String)
    /// A string table lookup made at this line; once resolved, the text people see.
    indirect case localized(LocalizedText, CodeOrigin)
    /// No line to point to; the text says why ("an image created at run time", "is not
    /// defined in the audited Swift sources", "tab 2").
    case explanation(String)

    /// The line that set it, when there is one.
    public var location: SourceLocation? {
        switch self {
        case .code(let o), .otherCode(let o), .presenter(let o), .nameMatchOnly(let o), .modifier(_, let o), .localized(_, let o), .restyled(_, let o),
            .unknownMethod(_, let o):
            return o.location
        case .runtimeAttribute(let l, _), .customInspectable(let l, _, _), .embeddedController(_, let l): return l
        case .partial, .explanation: return nil
        }
    }

    /// How a transcript shows a text from this source: the known parts as they are, an
    /// overridden getter as ‹overridden getter, File.swift:12›, anything else as
    /// ‹set in File.swift:12›; a string table lookup as the table's text.
    public var spoken: String {
        switch self {
        case .partial(let s): return s
        case .localized(let text, _) where text.spoken != nil: return text.spoken!
        case .code(let o) where o.how.isOverride: return "‹\(o)›"
        default: return "‹set in \(self)›"
        }
    }

    public var description: String {
        switch self {
        case .code(let o): return o.description
        case .otherCode(let o): return "set by other code, \(o)"
        case .presenter(let o): return "possibly set by the code that presents it, \(o)"
        case .nameMatchOnly(let o): return "possibly, matched by name only: \(o)"
        case .restyled(let type, let o): return "the app restyles every \(type) at run time, \(o)"
        case .unknownMethod(let call, let o): return "possibly by \(call), a dependency's method (the audited sources define none for these arguments), \(o)"
        case .modifier(let name, let o): return "\(name) at \(o)"
        case .runtimeAttribute(let l, let value?): return "\(l) (user-defined runtime attribute): \(value)"
        case .runtimeAttribute(let l, nil): return "\(l) (user-defined runtime attribute)"
        case .customInspectable(let l, let keyPath, let value):
            return "\(l) (user-defined runtime attribute): custom inspectable \"\(keyPath)\" = \"\(value)\", not interpreted"
        case .embeddedController(let destination, let l): return "embedded view controller \(destination) (\(l))"
        case .localized(let text, let o):
            guard let spoken = text.spoken else { return o.description }
            return "“\(spoken)”, \(text.provenance), \(o)"
        case .partial(let s), .explanation(let s): return s
        }
    }
}
