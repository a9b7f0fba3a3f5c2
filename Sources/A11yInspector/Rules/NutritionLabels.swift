/// The accessibility features App Store Connect asks an app to declare per device, since 2025:
/// the Accessibility Nutrition Labels. Apple's criteria (App Store Connect Help, "Overview of
/// Accessibility Nutrition Labels" and one evaluation-criteria page per label) allow a label
/// only when people can complete all the app's common tasks with the feature on.
public enum NutritionLabel: String, CaseIterable, Sendable, Codable {
    case voiceOver
    case voiceControl
    case largerText
    case darkInterface
    case differentiateWithoutColorAlone
    case sufficientContrast
    case reducedMotion
    case captions
    case audioDescriptions

    /// The name App Store Connect shows.
    public var title: String {
        switch self {
        case .voiceOver: return "VoiceOver"
        case .voiceControl: return "Voice Control"
        case .largerText: return "Larger Text"
        case .darkInterface: return "Dark Interface"
        case .differentiateWithoutColorAlone: return "Differentiate Without Color Alone"
        case .sufficientContrast: return "Sufficient Contrast"
        case .reducedMotion: return "Reduced Motion"
        case .captions: return "Captions"
        case .audioDescriptions: return "Audio Descriptions"
        }
    }

    /// Apple's evaluation criteria for the label; the overview where we have not confirmed the
    /// page's address.
    public var criteriaURL: String {
        let base = "https://developer.apple.com/help/app-store-connect/manage-app-accessibility/"
        switch self {
        case .voiceOver: return base + "voiceover-evaluation-criteria"
        case .voiceControl: return base + "voice-control-evaluation-criteria"
        case .darkInterface: return base + "dark-interface-evaluation-criteria"
        case .differentiateWithoutColorAlone: return base + "differentiate-without-color-alone-evaluation-criteria"
        case .sufficientContrast: return base + "sufficient-contrast-accessibility-evaluation-criteria"
        case .largerText, .reducedMotion, .captions, .audioDescriptions: return base + "overview-of-accessibility-nutrition-labels"
        }
    }

    /// What a reading of the sources cannot see for this label, said with every verdict.
    public var unseen: String {
        switch self {
        case .voiceOver:
            return "labels and elements made at run time from data, web views, custom-drawn content, and whether every common task can be finished with VoiceOver on a device"
        case .voiceControl:
            return "labels made at run time, names Voice Control shows for custom views, and whether every common task can be finished by voice on a device"
        case .largerText:
            return "layouts at the accessibility sizes on a device (frames here are design-time frames), text in images and web views"
        case .darkInterface:
            return "images, web content and colours computed at run time; whether any screen flashes bright in dark mode"
        case .differentiateWithoutColorAlone:
            return "charts, maps and images, and colour states set from data at run time; colour-only states found in code are always to check, never blocking, so try the app with the Grayscale colour filter"
        case .sufficientContrast:
            return "text and icons whose two colours are not both declared (contrast is measured only where they are), text over images or gradients, colours computed at run time"
        case .reducedMotion:
            return "animations in third-party libraries, video that plays by itself, and parallax in images"
        case .captions:
            return "whether the app's videos and audio carry captions: that is in the media, not the code"
        case .audioDescriptions:
            return "whether the app's videos have an audio-described track or the like: that is in the media, not the code"
        }
    }
}

/// Which Nutrition Labels each rule's certain findings block: a finding of a rule listed under a
/// label is a barrier for people who use that feature (an unlabelled button for VoiceOver and
/// Voice Control, a fixed font for Larger Text). An empty list: the rule's findings are worth
/// fixing but no label depends on them (wording style, localization, undo, Android layouts).
/// Every registered rule has an entry (`NutritionLabelTests`), kept apart from the rule files
/// so that the whole table is read and argued about in one place.
public enum NutritionLabels {
    public static let byRule: [String: [NutritionLabel]] = [
        // Names: what VoiceOver speaks and what Voice Control users say.
        "label-missing-interactive": [.voiceOver, .voiceControl],
        "image-button-label": [.voiceOver, .voiceControl],
        "persistent-field-labels": [.voiceOver, .voiceControl],
        "voice-control-names": [.voiceControl],
        "image-label-descriptive": [.voiceOver],
        "label-unique-self-contained": [.voiceOver],
        "no-empty-elements": [.voiceOver],
        "ignore-needs-properties": [.voiceOver],
        "custom-control-value": [.voiceOver],
        "label-no-type-word": [],
        "label-style": [],
        // What can be reached and used.
        "visible-not-hidden": [.voiceOver, .voiceControl],
        "accessibility-elements-complete": [.voiceOver, .voiceControl],
        "grouped-children-actions": [.voiceOver, .voiceControl],
        "gesture-alternative": [.voiceOver, .voiceControl],
        "button-trait-for-tappables": [.voiceOver, .voiceControl],
        "prefer-uicontrol-subclass": [.voiceOver, .voiceControl],
        "adjustable-requires-increment-decrement": [.voiceOver],
        "escape-for-custom-modals": [.voiceOver],
        "modal-views-are-modal": [.voiceOver],
        "accessibility-scroll-custom-paging": [.voiceOver],
        "static-vs-updating-trait": [.voiceOver],
        "button-shapes-compat": [],
        "typography-restraint": [],
        "plain-language": [],
        "ui-tests-by-label": [],
        "auto-dismiss-messages": [.voiceOver],
        "reading-order-logical": [.voiceOver],
        // Traits.
        "trait-conflicts": [.voiceOver],
        "image-trait-not-on-buttons": [.voiceOver],
        "link-trait": [.voiceOver, .voiceControl],
        "header-trait-headings": [.voiceOver],
        "screen-title": [],
        "semantic-grouping": [],
        "announcement-sparingly-queued": [],
        // Text size.
        "dynamic-type-text-styles": [.largerText],
        "adjusts-font-flag": [.largerText],
        "text-fits-large-sizes": [.largerText],
        "no-truncation-large-text": [.largerText],
        "dont-disable-text-scaling": [.largerText],
        "max-point-size-clamp": [.largerText],
        "no-justified-text": [],
        "speech-pitch-range": [],
        "attributed-ranges-computed": [],
        "routing-app-claims": [],
        // Colour. No rule judges dark mode by itself: the Dark Interface verdict reads the
        // appearance the app forces (Info.plist, code) and its colour sets.
        "contrast-text-aa": [.sufficientContrast],
        "contrast-non-text": [.sufficientContrast],
        "colour-not-only-means": [.differentiateWithoutColorAlone],
        "smart-invert-media": [],
        // Motion.
        "reduce-motion": [.reducedMotion],
        // Media: captions; audio descriptions have no rule (the verdict reads media playback).
        "custom-player-captions": [.captions],
        "audio-session-category": [],
        "navigation-prompts-duck": [],
        // Not among the nine labels.
        "min-tap-target": [],
        "no-orientation-lock": [],
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
        "activation-point-with-custom-frame": [.voiceOver, .voiceControl],
        "auto-layout": [.largerText],
        "avoid-2d-scrolling": [.largerText],
        "bold-text-custom-fonts": [],
        "causes-page-turn-needs-scroll": [.voiceOver],
        "custom-action-quality": [.voiceOver, .voiceControl],
        "dark-mode-variants": [.darkInterface],
        "differentiate-without-colour": [.differentiateWithoutColorAlone],
        "direct-interaction-sparingly": [.voiceOver],
        "high-contrast-variants": [.sufficientContrast],
        "hint-redundant": [],
        "hint-style": [],
        "inclusive-identity-fields": [],
        "input-accuracy-tolerance": [],
        "input-labels-default-first": [.voiceControl],
        "locale-aware-formatting": [],
        "no-duplicate-edit-buttons": [],
        "not-enabled-trait-sync": [.voiceOver],
        "on-off-labels-custom-toggles": [.differentiateWithoutColorAlone],
        "print-system-action-button": [],
        "reduce-transparency": [],
        "selectable-text-policy": [],
        "semantic-frame-recompute": [.voiceOver],
        "slider-value-meaningful": [.voiceOver],
        "target-spacing": [],
        "text-in-scroll-view": [.largerText],
        "undo-buttons-when-basic": [],
        "zoom-focus-custom-input": [],
        "zoom-gesture-conflict": [],
        // Android layouts: App Store labels are about the iOS app.
        "android-image-description": [],
        "android-text-size-sp": [],
        "android-hardcoded-text": [],
        "android-hardcoded-color": [],
        "android-clickable-focusable": [],
        "android-touch-only-view": [],
        "android-traversal-cycle": [],
    ]

    /// The labels a rule's findings bear on; empty when none or the rule is unknown.
    public static func labels(of ruleID: String) -> [NutritionLabel] {
        byRule[ruleID] ?? []
    }

    /// The rules whose findings bear on a label, in id order.
    public static func rules(for label: NutritionLabel) -> [String] {
        byRule.filter { $0.value.contains(label) }.keys.sorted()
    }
}
