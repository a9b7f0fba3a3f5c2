import Foundation

/// The categories of Xcode's own accessibility audit, `XCUIApplication.performAccessibilityAudit(for:)`
/// (Xcode 15, iOS 17): `XCUIAccessibilityAuditType`'s members, spelled as Apple spells them
/// (developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype). `all` is left
/// out: it is every one of them.
public enum AppleAuditType: String, CaseIterable, Sendable, Codable, Comparable {
    case action
    case contrast
    case dynamicType
    case elementDetection
    case hitRegion
    case parentChild
    case sufficientElementDescription
    case textClipped
    case trait

    public static func < (a: AppleAuditType, b: AppleAuditType) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The names, comma-separated, for usage messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Which of Xcode's audit types would report, on a running app, the problem each rule finds in
/// the sources: a team that runs `performAccessibilityAudit` in UI tests can see which of our
/// findings it would also catch there, and which only a static reading (or a person) catches.
/// An empty list says no audit type applies (localization, undo, permissions, Android layouts:
/// Xcode's audit checks none of them). Every registered rule has an entry
/// (`AppleAuditTypeTests`), kept here rather than in the rule files so that the table can be
/// read, and argued about, in one place.
public enum AppleAuditTypes {
    public static let byRule: [String: [AppleAuditType]] = [
        // Names and descriptions.
        "label-missing-interactive": [.sufficientElementDescription],
        "image-button-label": [.sufficientElementDescription],
        "image-label-descriptive": [.sufficientElementDescription],
        "label-no-type-word": [.sufficientElementDescription],
        "label-style": [],
        "persistent-field-labels": [.sufficientElementDescription],
        "label-unique-self-contained": [.sufficientElementDescription],
        "no-empty-elements": [.sufficientElementDescription],
        "ignore-needs-properties": [.sufficientElementDescription],
        "custom-control-value": [.sufficientElementDescription],
        "voice-control-names": [],
        // Traits.
        "trait-conflicts": [.trait],
        "image-trait-not-on-buttons": [.trait],
        "link-trait": [.trait],
        "header-trait-headings": [.trait],
        "button-trait-for-tappables": [.trait],
        "prefer-uicontrol-subclass": [.trait],
        // Touch targets.
        "min-tap-target": [.hitRegion],
        // Text size.
        "dynamic-type-text-styles": [.dynamicType],
        "adjusts-font-flag": [.dynamicType],
        "dont-disable-text-scaling": [.dynamicType],
        "max-point-size-clamp": [.dynamicType],
        "text-fits-large-sizes": [.textClipped],
        "no-truncation-large-text": [.textClipped],
        "no-justified-text": [],
        "speech-pitch-range": [],
        "attributed-ranges-computed": [],
        "routing-app-claims": [],
        // Colour.
        "contrast-text-aa": [.contrast],
        "contrast-non-text": [.contrast],
        "colour-not-only-means": [],
        "smart-invert-media": [],
        // What VoiceOver can reach, and how the tree is shaped.
        "visible-not-hidden": [.elementDetection],
        "accessibility-elements-complete": [.elementDetection],
        "grouped-children-actions": [.parentChild],
        "semantic-grouping": [],
        "screen-title": [],
        "reading-order-logical": [],
        // Actions.
        "gesture-alternative": [.action],
        "adjustable-requires-increment-decrement": [.action],
        "escape-for-custom-modals": [],
        "modal-views-are-modal": [],
        "accessibility-scroll-custom-paging": [],
        "static-vs-updating-trait": [],
        "button-shapes-compat": [],
        "typography-restraint": [],
        "plain-language": [],
        "ui-tests-by-label": [],
        // Behaviour over time, announcements, motion: not audited by Xcode.
        "reduce-motion": [],
        "auto-dismiss-messages": [],
        "announcement-sparingly-queued": [],
        // Privacy, printing, input, edit menus, undo, Guided Access.
        "usage-description-present": [],
        "permission-in-context": [],
        "check-status-before-request": [],
        "print-availability": [],
        "input-click-sound": [],
        "guided-access-restrictions": [],
        "guided-access-state-queried": [],
        "undo-action-names": [],
        "shake-only-undo": [],
        "undo-with-copy-paste": [],
        "custom-edit-menu-items": [],
        "edit-menu-both-gestures": [],
        "edit-menu-context": [],
        // Media and audio.
        "custom-player-captions": [],
        "audio-session-category": [],
        "navigation-prompts-duck": [],
        "no-orientation-lock": [],
        // Localization and layout direction.
        "no-hardcoded-ui-strings": [],
        "base-internationalization": [],
        "localization-missing-key": [],
        "localization-completeness": [],
        "accessibility-strings-translated": [],
        "localization-format-specifiers": [],
        "localization-plural-forms": [],
        "localization-review-state": [],
        "localization-unused-key": [],
        "localized-string-comment": [],
        "strings-file-hygiene": [],
        "natural-alignment": [],
        "rtl-constraints": [],
        // Catalogue rules of issue 20 (second batch).
        "activation-point-with-custom-frame": [],
        "auto-layout": [],
        "avoid-2d-scrolling": [],
        "bold-text-custom-fonts": [],
        "causes-page-turn-needs-scroll": [],
        "custom-action-quality": [.action],
        "dark-mode-variants": [.contrast],
        "differentiate-without-colour": [],
        "direct-interaction-sparingly": [],
        "high-contrast-variants": [.contrast],
        "hint-redundant": [],
        "hint-style": [],
        "inclusive-identity-fields": [],
        "input-accuracy-tolerance": [],
        "input-labels-default-first": [],
        "locale-aware-formatting": [],
        "no-duplicate-edit-buttons": [],
        "not-enabled-trait-sync": [.trait],
        "on-off-labels-custom-toggles": [],
        "print-system-action-button": [],
        "reduce-transparency": [],
        "selectable-text-policy": [],
        "semantic-frame-recompute": [],
        "slider-value-meaningful": [.sufficientElementDescription],
        "target-spacing": [.hitRegion],
        "text-in-scroll-view": [.textClipped],
        "undo-buttons-when-basic": [],
        "zoom-focus-custom-input": [],
        "zoom-gesture-conflict": [],
        // Android layouts: Xcode's audit never sees them.
        "android-image-description": [],
        "android-text-size-sp": [],
        "android-hardcoded-text": [],
        "android-hardcoded-color": [],
        "android-clickable-focusable": [],
        "android-touch-only-view": [],
        "android-traversal-cycle": [],
    ]

    /// The audit types a rule predicts; empty when none applies or the rule is unknown.
    public static func types(of ruleID: String) -> [AppleAuditType] {
        byRule[ruleID] ?? []
    }

    /// Parses `contrast,dynamicType`; throws naming the valid types on an unknown one.
    public static func parse(_ list: String) throws -> Set<AppleAuditType> {
        var types: Set<AppleAuditType> = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let type = AppleAuditType(rawValue: name) else {
                throw ConfigurationError("unknown Apple audit type '\(name)'; valid types: \(AppleAuditType.names)")
            }
            types.insert(type)
        }
        guard !types.isEmpty else { throw ConfigurationError("no Apple audit type given; valid types: \(AppleAuditType.names)") }
        return types
    }
}
