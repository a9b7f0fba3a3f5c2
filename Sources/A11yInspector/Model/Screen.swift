/// One screen: a storyboard scene, a xib's top-level view, a SwiftUI view, a runtime snapshot.
public struct Screen: Sendable, Codable, Hashable {
    public enum Origin: String, Sendable, Codable, Hashable {
        case storyboardScene, xib, swiftUI, uiKitCode, snapshot
        /// An Android layout file (`res/layout*/name.xml`).
        case androidLayout
    }

    public enum LayoutDirection: String, Sendable, Codable, Hashable {
        case leftToRight, rightToLeft
    }

    public enum Idiom: String, Sendable, Codable, Hashable {
        case phone, pad
    }

    /// "Main.storyboard › Sign In (SignInViewController)".
    public var name: String
    public var origin: Origin
    /// Which platform's assistive technologies read it: rules and speech follow it.
    public var platform: Platform = .iOS
    public var file: String
    public var location: SourceLocation
    /// The view controller class, when the screen belongs to one.
    public var controllerClass: String?
    /// Navigation title / view controller title.
    public var title: TextValue?
    /// Design size the frames were laid out for.
    public var size: Size?
    public var idiom: Idiom = .phone
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Outlets of the owning controller (or a xib's File's Owner): property name → element id.
    public var outlets: [String: String] = [:]
    /// Interface Builder constraints by id → the views each one sizes or places (its first item,
    /// or the view that holds it, and its second item): what an outlet to the constraint changes.
    public var constraintTargets: [String: [String]] = [:]
    /// Whether the screen is a view controller's view (a storyboard scene, a xib owned by a
    /// `UIViewController` subclass) rather than a cell or a reusable view; nil when unknown.
    public var isViewController: Bool?
    /// A SwiftUI view only ever presented as a sheet that stops short of the full height
    /// (`.presentationDetents([.medium])`, `.fraction(0.4)`): a panel over the screen below.
    public var isPartialSheet = false
    /// Whether the app reads the Reduce Motion setting (`accessibilityReduceMotion`,
    /// `UIAccessibility.isReduceMotionEnabled`); nil when unknown.
    public var readsReduceMotion: Bool?
    /// Accessibility methods the controller implements.
    public var implementedActions: [AccessibilityAction] = []
    /// Where the controller's table or collection acts on a tap anywhere in a row
    /// (`tableView(_:didSelectRowAt:)`): a small control in a row may do what the row does.
    public var rowSelection: SourceLocation?
    /// The element the controller moves VoiceOver to with
    /// `UIAccessibility.post(notification: .screenChanged, argument: element)`, and where.
    public var screenChangedFocus: FocusChange?
    /// Interface Builder's Auto Layout setting for the document the screen is in; nil for
    /// screens not from Interface Builder.
    public var autoLayout: AutoLayoutSetting?
    /// A storyboard scene that no initial arrow, storyboard ID or segue reaches: UIKit never
    /// shows it (`StoryboardGraph`).
    public var isUnreachableScene = false
    /// Interface Builder objects whose `title` is the scene's title (its navigation item, its
    /// controller), by id; and whether the controller's own code sets the title unconditionally
    /// (`title = …`, `navigationItem.title = …` in a method that runs), so the file's never shows.
    public var titleObjectIDs: [String] = []
    public var titleSetInCode = false
    /// A storyboard scene reached only through the initial arrow (`StoryboardGraph`): unreachable
    /// too when nothing in the project shows the storyboard's initial controller.
    public var isReachedOnlyAsInitial = false
    /// A storyboard scene reached only from scenes with storyboard IDs (`StoryboardGraph`):
    /// those IDs, and the classes of the scenes carrying them. Shown only if code instantiates
    /// one of the IDs or names one of the classes (`UnusedTypes`); empty for every other screen.
    public var entryIdentifiers: [String] = []
    public var entryClasses: [String] = []
    /// The identifiers of the manual segues that lead to it, when only those (or the IDs
    /// above) do: shown only if code names one (`performSegue(withIdentifier:)`).
    public var entrySegues: [String] = []
    /// Its ways in, when only code leads to it: one is taken when code asks for its storyboard ID
    /// (or names its class) and performs each of its manual segues.
    public var entryPaths: [EntryPath] = []

    /// A way code leads to a storyboard scene (`StoryboardGraph`): from the scene with a
    /// storyboard ID (nil: one UIKit shows anyway), through manual segues code must perform.
    public struct EntryPath: Sendable, Codable, Hashable {
        public var identifier: String?
        public var className: String?
        public var segues: Set<String> = []

        public init(identifier: String? = nil, className: String? = nil, segues: Set<String> = []) {
            self.identifier = identifier
            self.className = className
            self.segues = segues
        }

        /// Taken whatever code names.
        public var needsNothing: Bool { identifier == nil && segues.isEmpty }

        /// Whether this way needs all `other` needs (and so adds nothing beside it).
        func isWeaker(than other: EntryPath) -> Bool {
            (other.identifier == nil || other.identifier == identifier) && other.segues.isSubset(of: segues)
        }
    }
    /// Why UIKit never shows it, when its file says so (a top-level view of a controller's xib
    /// that no outlet points at).
    public var notShown: String?
    public var root: Element

    public init(name: String, origin: Origin, file: String, location: SourceLocation, root: Element) {
        self.name = name
        self.origin = origin
        self.file = file
        self.location = location
        self.root = root
    }
}

/// Interface Builder's document-wide “Use Auto Layout” (`<document useAutolayout="YES">`), with
/// where the document element is.
public enum AutoLayoutSetting: Sendable, Codable, Hashable {
    case on
    /// `useAutolayout="NO"`.
    case off(SourceLocation)
    /// No `useAutolayout` attribute (Xcode leaves it out when Auto Layout is off), views with
    /// autoresizing masks and no constraint in the screen's views.
    case unset(SourceLocation)
}

/// A problem reading one input: reported, and the run goes on.
public struct Diagnostic: Sendable, Codable, Hashable, Comparable {
    public enum Level: String, Sendable, Codable, Hashable {
        /// The file could not be read or parsed.
        case error
        /// Read, but something in it was not understood.
        case warning
        /// Skipped on purpose (a macOS xib, a file too large…).
        case note
    }

    public var level: Level
    public var file: String
    public var line: Int?
    public var message: String

    public init(level: Level, file: String, line: Int? = nil, message: String) {
        self.level = level
        self.file = file
        self.line = line
        self.message = message
    }

    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.file, a.line ?? 0, a.message) < (b.file, b.line ?? 0, b.message)
    }
}

/// A focus move the code asks for with a `screenChanged` or `layoutChanged` post.
public struct FocusChange: Sendable, Codable, Hashable {
    public var elementID: String
    /// The line that posts it.
    public var origin: CodeOrigin
    public init(elementID: String, origin: CodeOrigin) {
        self.elementID = elementID
        self.origin = origin
    }
}
