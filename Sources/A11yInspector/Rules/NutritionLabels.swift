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
            return
                "labels and elements made at run time from data, web views, custom-drawn content, and whether every common task can be finished with VoiceOver on a device"
        case .voiceControl:
            return "labels made at run time, names Voice Control shows for custom views, and whether every common task can be finished by voice on a device"
        case .largerText:
            return "layouts at the accessibility sizes on a device (frames here are design-time frames), text in images and web views"
        case .darkInterface:
            return "images, web content and colours computed at run time; whether any screen flashes bright in dark mode"
        case .differentiateWithoutColorAlone:
            return
                "charts, maps and images, and colour states set from data at run time; colour-only states found in code are always to check, never blocking, so try the app with the Grayscale colour filter"
        case .sufficientContrast:
            return
                "text and icons whose two colours are not both declared (contrast is measured only where they are), text over images or gradients, colours computed at run time"
        case .reducedMotion:
            return "animations in third-party libraries, video that plays by itself, and parallax in images"
        case .captions:
            return "whether the app's videos and audio carry captions: that is in the media, not the code"
        case .audioDescriptions:
            return "whether the app's videos have an audio-described track or the like: that is in the media, not the code"
        }
    }
}

/// Which Nutrition Labels each rule's certain findings block. Each rule declares its own
/// (`RuleMetadata.nutritionLabels`); `docs/rules.md` shows them all.
public enum NutritionLabels {
    /// Every registered rule's labels, by rule id.
    public static let byRule: [String: [NutritionLabel]] = Dictionary(
        RuleRegistry.all.map { ($0.metadata.id, $0.metadata.nutritionLabels) }, uniquingKeysWith: { a, _ in a })

    /// The labels a rule's findings bear on; empty when none or the rule is unknown.
    public static func labels(of ruleID: String) -> [NutritionLabel] {
        byRule[ruleID] ?? []
    }

    /// The rules whose findings bear on a label, in id order.
    public static func rules(for label: NutritionLabel) -> [String] {
        byRule.filter { $0.value.contains(label) }.keys.sorted()
    }
}
