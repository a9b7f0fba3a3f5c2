/// Things code does that code-level rules judge, with where: a fixed font assigned, a gesture
/// recognizer created, an animation run, a privacy-sensitive API called.
public struct CodeEvent: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
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
