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
        // Reading the library needs the full key; saving to it needs the add-only key (or the
        // full one): Apple, "NSPhotoLibraryAddUsageDescription" (iOS 11+), "Delivering an
        // enhanced privacy experience in your photos app".
        "fetchAssets": "NSPhotoLibraryUsageDescription",
        "PHAssetCreationRequest": "NSPhotoLibraryAddUsageDescription",
        "UIImageWriteToSavedPhotosAlbum": "NSPhotoLibraryAddUsageDescription",
        "UISaveVideoAtPathToSavedPhotosAlbum": "NSPhotoLibraryAddUsageDescription",
        // Motion data: Apple's NSMotionUsageDescription page names CMSensorRecorder, CMPedometer,
        // CMMotionActivityManager and CMMovementDisorderManager. CMMotionManager's accelerometer,
        // gyroscope and device motion ask for nothing (a device-rotation tracker needs no key).
        "CMSensorRecorder": "NSMotionUsageDescription",
        "CMPedometer": "NSMotionUsageDescription",
        "CMMotionActivityManager": "NSMotionUsageDescription",
        "CMMovementDisorderManager": "NSMotionUsageDescription",
        "CBCentralManager": "NSBluetoothAlwaysUsageDescription",
        "CBPeripheralManager": "NSBluetoothAlwaysUsageDescription",
        "ATTrackingManager": "NSUserTrackingUsageDescription",
        "SFSpeechRecognizer": "NSSpeechRecognitionUsageDescription",
        "HKHealthStore": "NSHealthShareUsageDescription",
        // Face ID prompts when a policy is evaluated; an LAContext that only asks which biometry
        // the device has (`canEvaluatePolicy`, `biometryType`) prompts no one.
        "evaluatePolicy": faceID,
    ]

    /// Keys that are class methods of a framework type: called on anything else (a data
    /// source's own `fetchAssets()`), they are the project's.
    static let methodTypes: [String: String] = ["fetchAssets": "PHAsset"]

    /// The Face ID purpose: `evaluatePolicy` and biometric keychain items need it.
    static let faceID = "NSFaceIDUsageDescription"

    /// A keychain item whose access control (`SecAccessControlCreateWithFlags`'s flags) asks for
    /// Face ID or Touch ID when it is read prompts as `evaluatePolicy` does (Apple: "Accessing
    /// keychain items with Face ID or Touch ID"); a passcode alone (`.devicePasscode`) does not.
    static func accessControlAsksForBiometry(_ flags: String) -> Bool {
        ["biometryAny", "biometryCurrentSet", "touchIDAny", "touchIDCurrentSet", "userPresence"].contains { flags.contains($0) }
    }

    /// A key that another key also grants: the full photo library key grants adding to it.
    static let grantedBy: [String: String] = ["NSPhotoLibraryAddUsageDescription": "NSPhotoLibraryUsageDescription"]

    /// `PHPhotoLibrary.requestAuthorization(for: .addOnly)` asks to add only; every other form
    /// (`for: .readWrite`, the iOS 8 `requestAuthorization(_:)`) asks to read.
    static func photoAuthorizationKey(_ accessLevel: String?) -> String {
        accessLevel == "addOnly" ? "NSPhotoLibraryAddUsageDescription" : "NSPhotoLibraryUsageDescription"
    }

    /// `AVCaptureDevice.requestAccess(for: .video | .audio)`.
    static func captureKey(_ mediaType: String) -> String? {
        switch mediaType {
        case "video": return "NSCameraUsageDescription"
        case "audio": return "NSMicrophoneUsageDescription"
        default: return nil
        }
    }
}
