import Foundation

/// The accessibility value UIKit gives standard controls when the app sets none.
/// Slider: "The value of a slider might be 9.5 or 35%" (accessibilityValue documentation,
/// https://developer.apple.com/documentation/objectivec/nsobject/1615117-accessibilityvalue);
/// VoiceOver reads sliders as a percentage of their range (seed B L2345, "0 percent").
/// Text fields: "the value of a text field is the text it contains" (same page; B L1947).
/// Switches: "1"/"0", spoken "on"/"off" (observed).
public enum DefaultValues {
    /// A value a control reads whatever the app sets as its `accessibilityValue`: a switch's
    /// on or off (observed in AccessibilitySnapshot's reference snapshots, iOS 18.5: a
    /// `UISwitch` given the value "Value" is read "On").
    public static func controlsValue(of element: Element) -> TextValue? {
        element.kind == "UISwitch" && element.accessibilityValue != nil ? value(of: element) : nil
    }

    public static func value(of element: Element) -> TextValue? {
        switch element.kind {
        case "UISlider", "UIProgressView":
            guard let v = element.numericValue else { return nil }
            let lo = element.minimumValue ?? 0, hi = element.maximumValue ?? 1
            guard hi > lo else { return nil }
            return .literal("\(Int(roundedForDisplay: (v - lo) / (hi - lo) * 100))%")
        case "UISwitch":
            return element.numericValue.map { .literal($0 >= 0.5 ? "on" : "off") }
        case "UIStepper":
            return element.numericValue.map { .literal(Rect.format($0)) }
        case "UITextField", "UITextView", "UISearchBar":
            // A text view that is not editable reads its text as its label (PlatformDefaults).
            guard element.isEditable != false, let text = element.text, !text.isKnownEmpty else { return nil }
            return text
        default:
            return nil
        }
    }
}
