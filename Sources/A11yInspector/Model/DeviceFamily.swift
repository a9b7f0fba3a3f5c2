/// The devices an iOS app target runs on, as its `TARGETED_DEVICE_FAMILY` build setting says:
/// `1` iPhone (and iPod touch), `2` iPad; `1,2` both. App Store Connect asks for the
/// Accessibility Nutrition Labels per device.
public enum DeviceFamily: String, CaseIterable, Sendable, Codable, Comparable {
    case iPhone, iPad

    /// The families of a `TARGETED_DEVICE_FAMILY` value (`"1,2"`); codes of other platforms
    /// (3 Apple TV, 4 Apple Watch, 6 Mac Catalyst, 7 Apple Vision) are not iOS devices and are
    /// left out. Nil when the value names neither iPhone nor iPad.
    public static func families(targetedDeviceFamily value: String) -> [DeviceFamily]? {
        let codes = value.split { $0 == "," || $0 == " " }
        var families: [DeviceFamily] = []
        if codes.contains("1") { families.append(.iPhone) }
        if codes.contains("2") { families.append(.iPad) }
        return families.isEmpty ? nil : families
    }

    public static func < (a: DeviceFamily, b: DeviceFamily) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The device families an app's targets state, and where they state it.
public struct StatedDeviceFamilies: Sendable, Hashable, Codable {
    public var families: [DeviceFamily]
    /// "TARGETED_DEVICE_FAMILY = 1,2 (TravelBuddy, App.xcodeproj)".
    public var source: String

    public init(families: [DeviceFamily], source: String) {
        self.families = families
        self.source = source
    }
}
