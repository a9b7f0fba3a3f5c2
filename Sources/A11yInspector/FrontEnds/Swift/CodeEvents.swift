/// Things code does that code-level rules judge, with where: a fixed font assigned, a gesture
/// recognizer created, an animation run, a privacy-sensitive API called.
public struct CodeEvent: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `x.font = .systemFont(ofSize: 14)`; detail: the target.
        case fixedFont
        /// `x.font = .preferredFont(…)` or `UIFontMetrics…scaledFont(…)`; detail: the target.
        case scaledFont
        /// `x.adjustsFontForContentSizeCategory = true`; detail: the target.
        case adjustsFont
        /// `.adjustable` inserted or assigned; detail: the target.
        case adjustableTrait
        /// `UIPanGestureRecognizer(…)` and friends; detail: "pan", "tap", "pinch"…
        case gestureRecognizer
        /// `accessibilityCustomActions = …`, `accessibilityActivate` override.
        case customActions
        /// `accessibilityViewIsModal = true`.
        case modalView
        /// `UIView.animate`, `CABasicAnimation`, `UIViewPropertyAnimator`…
        case animation
        /// `UIAccessibility.isReduceMotionEnabled` is read.
        case readsReduceMotion
        /// An announcement posted inside a loop.
        case announcementInLoop
        /// A privacy-sensitive API; detail: the Info.plist key it needs.
        case privacyAPI
        /// `UIPrintInteractionController` presented; `isPrintingAvailable` checked.
        case printPresented, printAvailabilityChecked
        /// A literal string shown to people (`label.text = "Save"`); detail: the string.
        case userVisibleLiteral
        /// `inputView = …`; detail: the class; and classes adopting UIInputViewAudioFeedback.
        case customInputView, inputClickAdopter
        /// A colour chosen by a condition (`c ? .systemGreen : .systemRed`) with nothing else in
        /// the same function showing that condition; detail: `ColorState.encoded`.
        case colorState
        /// `shouldDifferentiateWithoutColor` / `accessibilityDifferentiateWithoutColor` is read.
        case readsDifferentiateWithoutColor
        /// `x.accessibilityIgnoresInvertColors = true`, `.accessibilityIgnoresInvertColors()`;
        /// detail: the target ("window", "view", "self", an outlet) or "swiftUI".
        case ignoresInvertColors
        /// Real-world imagery Smart Invert should leave alone: `AVPlayerLayer`, `AsyncImage`,
        /// `PHImageManager`…; detail: the API.
        case realImagery
    }

    public var kind: Kind
    public var detail: String
    /// The type the code is in.
    public var type: String?
    public var location: SourceLocation

    public init(kind: Kind, detail: String, type: String?, location: SourceLocation) {
        self.kind = kind
        self.detail = detail
        self.type = type
        self.location = location
    }
}

/// APIs that need a purpose string in Info.plist (Apple: "Protected resources",
/// https://developer.apple.com/documentation/bundleresources/information_property_list/protected_resources).
enum PrivacyAPIs {
    /// Member or type name → Info.plist key.
    static let keys: [String: String] = [
        "requestWhenInUseAuthorization": "NSLocationWhenInUseUsageDescription",
        "requestAlwaysAuthorization": "NSLocationAlwaysAndWhenInUseUsageDescription",
        "CNContactStore": "NSContactsUsageDescription",
        "requestFullAccessToEvents": "NSCalendarsFullAccessUsageDescription",
        "requestWriteOnlyAccessToEvents": "NSCalendarsWriteOnlyAccessUsageDescription",
        "requestFullAccessToReminders": "NSRemindersFullAccessUsageDescription",
        "PHPhotoLibrary": "NSPhotoLibraryUsageDescription",
        "CMMotionManager": "NSMotionUsageDescription",
        "CMPedometer": "NSMotionUsageDescription",
        "CMMotionActivityManager": "NSMotionUsageDescription",
        "CBCentralManager": "NSBluetoothAlwaysUsageDescription",
        "CBPeripheralManager": "NSBluetoothAlwaysUsageDescription",
        "ATTrackingManager": "NSUserTrackingUsageDescription",
        "SFSpeechRecognizer": "NSSpeechRecognitionUsageDescription",
        "HKHealthStore": "NSHealthShareUsageDescription",
        "LAContext": "NSFaceIDUsageDescription",
    ]

    /// `AVCaptureDevice.requestAccess(for: .video | .audio)`.
    static func captureKey(_ mediaType: String) -> String? {
        switch mediaType {
        case "video": return "NSCameraUsageDescription"
        case "audio": return "NSMicrophoneUsageDescription"
        default: return nil
        }
    }
}

/// The detail of a `.colorState` event: which property, the condition, the two colours.
public struct ColorState: Sendable {
    public var property: String
    public var condition: String
    public var colors: (ColorSpec, ColorSpec)

    public init(property: String, condition: String, colors: (ColorSpec, ColorSpec)) {
        self.property = property
        self.condition = condition
        self.colors = colors
    }

    var encoded: String {
        [property, condition, Self.token(colors.0), Self.token(colors.1)].joined(separator: "\t")
    }

    init?(encoded: String) {
        let parts = encoded.components(separatedBy: "\t")
        guard parts.count == 4, let a = Self.spec(parts[2]), let b = Self.spec(parts[3]) else { return nil }
        self.init(property: parts[0], condition: parts[1], colors: (a, b))
    }

    private static func token(_ spec: ColorSpec) -> String {
        switch spec {
        case .rgba(let c): return "rgba:" + c.hex
        case .system(let n): return "system:" + n
        case .named(let n): return "named:" + n
        case .dynamic(let o): return "dynamic:" + o
        }
    }

    private static func spec(_ token: String) -> ColorSpec? {
        guard let colon = token.firstIndex(of: ":") else { return nil }
        let value = String(token[token.index(after: colon)...])
        switch token[..<colon] {
        case "rgba": return RGBA(hex: value).map(ColorSpec.rgba)
        case "system": return .system(value)
        case "named": return .named(value)
        default: return .dynamic(origin: value)
        }
    }
}
