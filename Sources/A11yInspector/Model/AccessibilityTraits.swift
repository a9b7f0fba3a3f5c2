/// `UIAccessibilityTraits` / SwiftUI `AccessibilityTraits` / Interface Builder's trait
/// checkboxes as one option set. Every trait knows how each platform spells it, so front ends
/// can read any spelling and reports can print the one the user wrote.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let button = Self(rawValue: 1 << 0)
    public static let link = Self(rawValue: 1 << 1)
    public static let header = Self(rawValue: 1 << 2)
    public static let searchField = Self(rawValue: 1 << 3)
    public static let image = Self(rawValue: 1 << 4)
    public static let selected = Self(rawValue: 1 << 5)
    public static let playsSound = Self(rawValue: 1 << 6)
    public static let keyboardKey = Self(rawValue: 1 << 7)
    public static let staticText = Self(rawValue: 1 << 8)
    public static let summaryElement = Self(rawValue: 1 << 9)
    public static let notEnabled = Self(rawValue: 1 << 10)
    public static let updatesFrequently = Self(rawValue: 1 << 11)
    public static let startsMediaSession = Self(rawValue: 1 << 12)
    public static let adjustable = Self(rawValue: 1 << 13)
    public static let allowsDirectInteraction = Self(rawValue: 1 << 14)
    public static let causesPageTurn = Self(rawValue: 1 << 15)
    public static let tabBar = Self(rawValue: 1 << 16)
    public static let toggleButton = Self(rawValue: 1 << 17)
    public static let supportsZoom = Self(rawValue: 1 << 18)
    /// SwiftUI's `.isModal`; UIKit expresses it with `accessibilityViewIsModal`.
    public static let isModal = Self(rawValue: 1 << 19)
    /// UIKit's switch button trait (`UISwitch` has it), which has no public name: code sets it
    /// by its raw value, `UIAccessibilityTraits(rawValue: 1 << 53)` (`uiKitRawValues`).
    public static let switchButton = Self(rawValue: 1 << 20)
    /// A navigation bar's back button (UIKit's private trait, bit 27): VoiceOver says "Back
    /// Button" in place of "Button".
    public static let backButton = Self(rawValue: 1 << 21)

    /// Spellings of one trait. `ib` is the attribute of `<accessibilityTraits key="traits">`
    /// in storyboards and xibs (confirmed in Xcode-generated files, see docs/interface-builder.md).
    public struct Spelling: Sendable {
        public let trait: AccessibilityTraits
        public let uiKit: String?
        public let swiftUI: String?
        public let ib: String?
    }

    /// The table every front end and report uses. SwiftUI names from `AccessibilityTraits`
    /// (developer.apple.com/documentation/swiftui/accessibilitytraits); UIKit names from
    /// `UIAccessibilityTraits` (developer.apple.com/documentation/uikit/uiaccessibilitytraits).
    public static let spellings: [Spelling] = [
        .init(trait: .button, uiKit: "button", swiftUI: "isButton", ib: "button"),
        .init(trait: .link, uiKit: "link", swiftUI: "isLink", ib: "link"),
        .init(trait: .header, uiKit: "header", swiftUI: "isHeader", ib: "header"),
        .init(trait: .searchField, uiKit: "searchField", swiftUI: "isSearchField", ib: "searchField"),
        .init(trait: .image, uiKit: "image", swiftUI: "isImage", ib: "image"),
        .init(trait: .selected, uiKit: "selected", swiftUI: "isSelected", ib: "selected"),
        .init(trait: .playsSound, uiKit: "playsSound", swiftUI: "playsSound", ib: "playsSound"),
        .init(trait: .keyboardKey, uiKit: "keyboardKey", swiftUI: "isKeyboardKey", ib: "keyboardKey"),
        .init(trait: .staticText, uiKit: "staticText", swiftUI: "isStaticText", ib: "staticText"),
        .init(trait: .summaryElement, uiKit: "summaryElement", swiftUI: "isSummaryElement", ib: "summaryElement"),
        .init(trait: .notEnabled, uiKit: "notEnabled", swiftUI: nil, ib: "notEnabled"),
        .init(trait: .updatesFrequently, uiKit: "updatesFrequently", swiftUI: "updatesFrequently", ib: "updatesFrequently"),
        .init(trait: .startsMediaSession, uiKit: "startsMediaSession", swiftUI: "startsMediaSession", ib: "startsMediaSession"),
        .init(trait: .adjustable, uiKit: "adjustable", swiftUI: nil, ib: "adjustable"),
        .init(trait: .allowsDirectInteraction, uiKit: "allowsDirectInteraction", swiftUI: "allowsDirectInteraction", ib: "allowsDirectInteraction"),
        .init(trait: .causesPageTurn, uiKit: "causesPageTurn", swiftUI: "causesPageTurn", ib: "causesPageTurn"),
        .init(trait: .tabBar, uiKit: "tabBar", swiftUI: "isTabBar", ib: nil),
        .init(trait: .toggleButton, uiKit: "toggleButton", swiftUI: "isToggle", ib: nil),
        .init(trait: .supportsZoom, uiKit: "supportsZoom", swiftUI: nil, ib: nil),
        .init(trait: .isModal, uiKit: nil, swiftUI: "isModal", ib: nil),
        // Not a member UIKit declares: the name the tool gives the raw value.
        .init(trait: .switchButton, uiKit: "switchButton", swiftUI: nil, ib: nil),
        .init(trait: .backButton, uiKit: "backButton", swiftUI: nil, ib: nil),
    ]

    /// Traits code makes from a raw value (`UIAccessibilityTraits(rawValue:)`) that the tool
    /// knows: only the switch button bit, 0x0020_0000_0000_0000, which VoiceOver reads as a
    /// switch (observed on iOS 18.5 simulator, AccessibilitySnapshot reference snapshots).
    public static let uiKitRawValues: [UInt64: AccessibilityTraits] = [1 << 53: .switchButton, 1 << 27: .backButton]

    public static func fromUIKit(_ name: String) -> AccessibilityTraits? {
        spellings.first { $0.uiKit == name }?.trait
    }

    public static func fromSwiftUI(_ name: String) -> AccessibilityTraits? {
        spellings.first { $0.swiftUI == name }?.trait
    }

    public static func fromIB(_ name: String) -> AccessibilityTraits? {
        spellings.first { $0.ib == name }?.trait
    }

    /// UIKit names of the traits in the set, in table order.
    public var uiKitNames: [String] {
        Self.spellings.filter { contains($0.trait) }.map { $0.uiKit ?? $0.swiftUI ?? "?" }
    }
}

extension AccessibilityTraits: Codable {
    public init(from decoder: Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        self = names.reduce(into: []) { set, name in
            if let t = Self.fromUIKit(name) ?? Self.fromSwiftUI(name) { set.insert(t) }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(uiKitNames)
    }
}

extension AccessibilityTraits: CustomStringConvertible {
    public var description: String { "[" + uiKitNames.joined(separator: ", ") + "]" }
}
