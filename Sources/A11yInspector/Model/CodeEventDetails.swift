/// The payloads of the `CodeEvent`s about system features (`FeatureEventsVisitor`): what the
/// code says, in the platform's own names, for the rules to judge.

/// A standard edit command (`UIResponderStandardEditActions`), by its selector's name.
public enum EditAction: String, Sendable, Hashable, Codable, CaseIterable {
    case cut, copy, paste, delete, select, selectAll

    /// Acts on what is selected: out of place when nothing is.
    public var needsSelection: Bool { self == .cut || self == .copy || self == .delete }
    /// Makes a selection: out of place when something already is.
    public var makesSelection: Bool { self == .select || self == .selectAll }
}

/// A member of `UIGuidedAccessRestrictionDelegate` a type implements.
public enum GuidedAccessMember: Sendable, Hashable, Codable {
    /// `guidedAccessRestrictionIdentifiers`: every identifier, when all are string literals.
    case identifiers([String]?)
    /// `textForGuidedAccessRestriction(withIdentifier:)`: the texts it returns as plain string
    /// literals (not looked up in a string table).
    case text(literals: [String])
    /// `detailTextForGuidedAccessRestriction(withIdentifier:)`, likewise.
    case detailText(literals: [String])
    /// `guidedAccessRestriction(withIdentifier:didChange:)`; `ignoresChange`: its body does
    /// nothing (only comments, `break`, logging or traps).
    case stateChange(ignoresChange: Bool)
}

/// What an override of `motionEnded(_:with:)` (or `motionBegan`) does when the device shakes.
public struct ShakeHandler: Sendable, Hashable, Codable {
    /// It calls `undo()`, `redo()` or the undo manager.
    public var undoes: Bool
    /// The first call it makes besides `super`'s, as written (`showDebugMenu`).
    public var action: String?
    /// A condition it tests besides the motion being a shake (`debugAllowed`).
    public var condition: String?

    public init(undoes: Bool, action: String?, condition: String?) {
        self.undoes = undoes
        self.action = action
        self.condition = condition
    }
}

/// What a permission prompt asks for (Apple, "Requesting access to protected resources").
public enum ProtectedResource: String, Sendable, Hashable, Codable, CaseIterable {
    case location, notifications, photoLibrary, camera, microphone, contacts, calendars, reminders
    case tracking, speechRecognition, health, mediaLibrary
}

/// A call that shows a permission prompt, and where it is made.
public struct PermissionRequest: Sendable, Hashable, Codable {
    public var resource: ProtectedResource
    /// The call as messages name it: `requestWhenInUseAuthorization`.
    public var api: String
    /// The function the call is in (`setUpNotifications`), for calls a launch method makes.
    public var function: String?
    /// The launch method it is in, directly or in a closure there:
    /// `application(_:didFinishLaunchingWithOptions:)`, `scene(_:willConnectTo:options:)`,
    /// or a SwiftUI `App`'s `init()`.
    public var launchPoint: String?

    public init(resource: ProtectedResource, api: String, function: String?, launchPoint: String?) {
        self.resource = resource
        self.api = api
        self.function = function
        self.launchPoint = launchPoint
    }
}

/// `AVAudioSession.sharedInstance().setCategory(…)` as written.
public struct AudioSessionSetting: Sendable, Hashable, Codable {
    /// `AVAudioSession.Category` (https://developer.apple.com/documentation/avfaudio/avaudiosession/category).
    public enum Category: String, Sendable, Hashable, Codable {
        case ambient, soloAmbient, playback, record, playAndRecord, multiRoute, audioProcessing
    }

    /// `AVAudioSession.CategoryOptions` members.
    public enum Option: String, Sendable, Hashable, Codable {
        case mixWithOthers, duckOthers, interruptSpokenAudioAndMixWithOthers, allowBluetooth, allowBluetoothA2DP
        case allowAirPlay, defaultToSpeaker, overrideMutedMicrophoneInterruption
    }

    /// nil: computed.
    public var category: Category?
    /// The mode's name (`voicePrompt`, `spokenAudio`), when written.
    public var mode: String?
    public var options: Set<Option>

    public init(category: Category?, mode: String?, options: Set<Option>) {
        self.category = category
        self.mode = mode
        self.options = options
    }
}

/// `UIInterfaceOrientation` members (and `Info.plist` `UIInterfaceOrientation…` values).
public enum InterfaceOrientation: String, Sendable, Hashable, Codable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// `UIInterfaceOrientationLandscapeLeft` → `.landscapeLeft`.
    public init?(infoPlistValue value: String) {
        guard value.hasPrefix("UIInterfaceOrientation") else { return nil }
        let name = value.dropFirst("UIInterfaceOrientation".count)
        guard let first = name.first else { return nil }
        self.init(rawValue: first.lowercased() + name.dropFirst())
    }

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// The orientations code lets a screen (`supportedInterfaceOrientations`) or the whole app
/// (the app delegate's `application(_:supportedInterfaceOrientationsFor:)`) take.
public struct OrientationSupport: Sendable, Hashable, Codable {
    public var appWide: Bool
    /// Every orientation any of its `return`s allows; nil when one is computed.
    public var orientations: Set<InterfaceOrientation>?

    public init(appWide: Bool, orientations: Set<InterfaceOrientation>?) {
        self.appWide = appWide
        self.orientations = orientations
    }
}

/// Text sizes code holds the text to, whatever the user's setting: one size
/// (`.dynamicTypeSize(.large)`, `UITraitCollection(preferredContentSizeCategory: .large)`) or a
/// range (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, `maximumContentSizeCategory`).
public struct TextSizeLimit: Sendable, Hashable, Codable {
    public var sizes: ClosedRange<ContentSizeCategory>
    /// The API as written: `.dynamicTypeSize`, `.environment(\.sizeCategory)`.
    public var api: String
    /// The limited code visibly holds text: a SwiftUI modifier on an expression with a `Text`,
    /// `Label` or text field; a UIKit override (a whole controller, a font).
    public var holdsText: Bool

    public init(sizes: ClosedRange<ContentSizeCategory>, api: String, holdsText: Bool) {
        self.sizes = sizes
        self.api = api
        self.holdsText = holdsText
    }
}

/// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)` with a literal maximum.
public struct FontSizeCap: Sendable, Hashable, Codable {
    public var maximum: Double
    /// The size of the font it scales, at the default text size, when written out.
    public var base: Double?
    /// The metrics' text style (`UIFontMetrics.default` is body's); nil when computed.
    public var style: TextStyle?

    public init(maximum: Double, base: Double?, style: TextStyle?) {
        self.maximum = maximum
        self.base = base
        self.style = style
    }
}

/// `dateFormat = "…"` with a literal format, on a formatter.
public struct FixedDateFormat: Sendable, Hashable, Codable {
    public var format: String
    /// The same type gives a formatter a fixed locale (`Locale(identifier: "en_US_POSIX")`),
    /// the sign of a format for machines (an API's dates), not for people.
    public var fixedLocale: Bool

    public init(format: String, fixedLocale: Bool) {
        self.format = format
        self.fixedLocale = fixedLocale
    }
}
