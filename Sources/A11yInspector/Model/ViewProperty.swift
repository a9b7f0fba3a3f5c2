/// A property of a view that code or Interface Builder sets, or that is known to change at run
/// time: the names the front ends record assignments under and `Element.provenance` is keyed
/// by. Raw values are the UIKit property names (what messages show).
public enum ViewProperty: String, Sendable, Codable, Hashable, CaseIterable, CustomStringConvertible {
    case accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityTraits
    case isAccessibilityElement, accessibilityElements, accessibilityElementsHidden, accessibilityViewIsModal
    case accessibilityCustomActions, accessibilityUserInputLabels, accessibilityLanguage, accessibilityFrame
    /// `accessibilityActivationPoint`: where VoiceOver's double tap lands.
    case accessibilityActivationPoint
    /// SwiftUI `.accessibilityHidden(_:)` with a value decided at run time.
    case accessibilityHidden
    case text, attributedText, title, placeholder, image
    /// `UITextField.isSecureTextEntry`: the text is hidden as it is typed.
    case isSecureTextEntry
    /// `UITextView.isEditable`.
    case isEditable
    /// `UIButton.configuration`.
    case configuration
    case font, adjustsFontForContentSizeCategory, adjustsFontSizeToFitWidth, numberOfLines, textAlignment
    case textColor, backgroundColor, tintColor
    case isHidden, alpha, isEnabled, isUserInteractionEnabled
    case frame, bounds
    /// The touch area: `point(inside:with:)`, `hitTest`, content insets, SwiftUI `.contentShape`/padding.
    case hitArea
    /// Size constraints (`widthAnchor.constraint(greaterThanOrEqualToConstant:)`).
    case minimumWidth, minimumHeight
    /// Sizes Auto Layout fixes exactly (SnapKit's `make.height.equalTo(20)`).
    case fixedWidth, fixedHeight
    /// `constant` of a layout constraint (an outlet to an Interface Builder constraint): the
    /// size or position of the views it constrains changes at run time.
    case layoutConstant
    /// `addGestureRecognizer(_:)`.
    case gestureRecognizer
    /// `addTarget(_:action:for:)`, `addAction(_:for:)`.
    case action
    /// The view's class: a class the audited sources do not define may set anything.
    case customClass
    /// The view's subviews: an embedded view controller fills them at run time, or code takes
    /// them out and puts others in (`stack.arrangedSubviews.forEach { $0.removeFromSuperview() }`).
    case children
    /// `removeFromSuperview()`: code takes the view off the screen.
    case superview
    /// Android: made clickable by code.
    case clickable
    /// An Interface Builder user-defined runtime attribute of the app's own (an
    /// `@IBInspectable`), which the tool does not interpret.
    case customInspectable

    public var description: String { rawValue }
}

/// The accessibility action methods a class may override (UIAccessibilityAction:
/// `accessibilityPerformEscape()`, `accessibilityPerformMagicTap()`, `accessibilityIncrement()`…),
/// and SwiftUI's `.accessibilityAction(.escape)`, `.accessibilityAdjustableAction`.
public enum AccessibilityAction: String, Sendable, Hashable, Codable {
    case escape, magicTap, increment, decrement, activate, scroll
}
