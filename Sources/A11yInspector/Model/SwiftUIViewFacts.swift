/// What SwiftUI modifiers and initialisers say about a view beyond the shared model: facts the
/// simulator and the rules read, set by the SwiftUI front end.
public struct SwiftUIViewFacts: Sendable, Codable, Hashable {
    /// `.pickerStyle(_:)`, set on a `Picker` or inherited from a container.
    public var pickerStyle: PickerStyle?
    /// The colour scheme the view and its content are forced into (`.environment(\.colorScheme,
    /// .dark)`, `.preferredColorScheme(.dark)`): "light" or "dark".
    public var colorScheme: String?
    /// `.dynamicTypeSize(_:)`: the text sizes the view may take; nil when unlimited or the
    /// limit is not a literal.
    public var dynamicTypeSizes: ClosedRange<ContentSizeCategory>?
    /// On a branch of an `if` with one condition: the condition it is shown under, as
    /// `activeCheck == nil` or `!(activeCheck == nil)` (`BranchCondition`).
    public var branchCondition: String?

    /// Whether two branches' conditions (`branchCondition`) can never hold together: one is the
    /// other's negation.
    public static func conditionsExcludeEachOther(_ a: String, _ b: String) -> Bool {
        a == "!(\(b))" || b == "!(\(a))"
    }
    /// The title of a `.tabItem { }`, when literal.
    public var tabItemTitle: String?
    /// Where `.animation` or `.transition` animates the view.
    public var animation: SourceLocation?
    /// The control's text comes from a label view (`Toggle(isOn:) { … }`), not a title string.
    public var labelFromLabelView = false
    /// A `NavigationLink` or `Button` whose label closure shows nothing (`{}`, `{ EmptyView() }`).
    public var labelIsEmpty = false
    /// A `Label` under `.labelStyle(.iconOnly)`: its title is only what VoiceOver reads; it
    /// draws its icon, no text.
    public var iconOnly = false
    /// A `Label(_:systemImage:)`: its icon is an SF Symbol, which has a description of its own.
    public var symbolIcon = false
    /// A condition that swaps the view's look: `Image(systemName: on ? "star.fill" : "star")`,
    /// `.symbolVariant(on ? .fill : .none)`, `.foregroundStyle(on ? .yellow : .gray)`.
    public var lookDependsOn: String?
    /// The look is whether the view is there at all: an image shown only under a condition
    /// (`if isSelected { Image(systemName: "checkmark") }` in a row's label).
    public var lookIsPresence = false
    /// `.ignoresSafeArea()`, `.edgesIgnoringSafeArea(.all)` or a frame of infinite width and
    /// height: the view covers the screen (a backdrop behind a sheet).
    public var fillsScreen = false
    /// `location` is where modifiers were added to the view (a tap, a label), not where the
    /// view is declared: findings about what they added point there.
    public var locationIsModifiers = false
    /// The screen a `NavigationLink` opens, when it names one view of the project.
    public var destination: String?
    /// Where a `ToolbarItem` or `ToolbarItemGroup` puts its content.
    public var toolbarPlacement: ToolbarPlacement?
    /// Toolbar content declared inside `if`/`switch` branches of the view, outermost first
    /// (`CONDITIONAL#BRANCH`): moved to the navigation bar, it keeps which state of the screen
    /// shows it (`ResolvedScreen.areAlternatives`).
    public var declaredInBranches: [String]?
    /// A holder the front end made for `.overlay`, `.background` or `.safeAreaInset` content:
    /// the modified view is this child; modifiers after it modify that view.
    public var decoratedChild: Int?
    /// The project's `ButtonStyle` or `ToggleStyle` applied to this control (the innermost
    /// `.buttonStyle` wins, as in SwiftUI's environment).
    public var appliedStyle: String?
    /// The `.controlSize` that reaches this control (the innermost wins), as written:
    /// "regular", "large", or the expression when it is chosen at run time.
    public var controlSize: String?
    /// `.foregroundStyle(.tint)`: drawn in the tint that reaches it (`Environment.propagate`).
    public var foregroundIsTint = false
    /// What a `Button`'s action or an `.onTapGesture` handler does, as written without spaces
    /// (`isSidebarVisible.toggle()`, a method it names): two that read the same do the same.
    public var actionKey: String?

    public init() {}
}

extension SwiftUIViewFacts: BoxDefaultable {
    /// Most elements, and every element of a UIKit or Android screen, say nothing SwiftUI-specific.
    public static var boxDefault: SwiftUIViewFacts { SwiftUIViewFacts() }
    public var isBoxDefault: Bool { self == SwiftUIViewFacts() }
}

/// `PickerStyle`: how a `Picker` shows its choices.
/// https://developer.apple.com/documentation/swiftui/pickerstyle
public enum PickerStyle: Sendable, Codable, Hashable {
    case automatic, menu, navigationLink, segmented, inline, wheel, palette, radioGroup
    /// A date picker's calendar (`.datePickerStyle(.graphical)`): month, arrows and days, each
    /// an element with its own label.
    case graphical
    /// A style of the app's own, or one the front end did not recognise.
    case other(String)

    /// `.wheel`, `WheelPickerStyle()`, `.automatic` / `DefaultPickerStyle()`.
    public init(name: String) {
        var name = name.hasSuffix("()") ? String(name.dropLast(2)) : name
        if name.hasSuffix("DatePickerStyle"), name.count > "DatePickerStyle".count {
            name = String(name.dropLast("DatePickerStyle".count)) + "PickerStyle"
        }
        if name.hasSuffix("PickerStyle"), name.count > "PickerStyle".count, name.first?.isUppercase == true {
            name = String(name.dropLast("PickerStyle".count))
            name = name == "Default" ? "automatic" : name.prefix(1).lowercased() + name.dropFirst()
        }
        switch name {
        case "automatic": self = .automatic
        case "menu": self = .menu
        case "navigationLink": self = .navigationLink
        case "segmented": self = .segmented
        case "inline": self = .inline
        case "wheel": self = .wheel
        case "palette": self = .palette
        case "radioGroup": self = .radioGroup
        case "graphical": self = .graphical
        default: self = .other(name)
        }
    }

    /// The choices are on screen, each an element with its own label, so the picker needs no
    /// name of its own to be understood. A wheel is one adjustable element that reads only the
    /// row it stops on.
    public var showsChoices: Bool {
        switch self {
        case .segmented, .inline, .palette, .radioGroup, .graphical: return true
        case .automatic, .menu, .navigationLink, .wheel, .other: return false
        }
    }
}

/// Where SwiftUI puts a toolbar item on iOS (`ToolbarItemPlacement`,
/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement): `.automatic`,
/// `.primaryAction` and the confirmation and destructive actions at the trailing end of the
/// navigation bar, `.cancellationAction` and `.navigation` at its leading end, `.principal` in
/// its centre, `.bottomBar` and `.status` in the toolbar at the bottom of the screen,
/// `.keyboard` above the keyboard.
public enum ToolbarPlacement: String, Sendable, Codable, Hashable {
    case leading, principal, trailing, bottom, keyboard

    /// From the placement's Swift spelling (`.topBarTrailing`); nil (no placement) is automatic.
    public init(swiftUI name: String?) {
        switch name {
        case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": self = .leading
        case "principal", "title", "largeTitle": self = .principal
        case "bottomBar", "status": self = .bottom
        case "keyboard": self = .keyboard
        default: self = .trailing
        }
    }
}
