/// The WCAG 2.2 success criteria rules refer to, with level and the Understanding document
/// slug (https://www.w3.org/WAI/WCAG22/Understanding/<slug>).
public enum WCAG {
    public struct Criterion: Sendable {
        public let number: String
        public let name: String
        public let level: String
        public let slug: String

        public var url: String { "https://www.w3.org/WAI/WCAG22/Understanding/\(slug)" }
        public var tag: String { "wcag" + number.replacingOccurrences(of: ".", with: "") }
    }

    public static let criteria: [Criterion] = [
        .init(number: "1.1.1", name: "Non-text Content", level: "A", slug: "non-text-content"),
        .init(number: "1.3.1", name: "Info and Relationships", level: "A", slug: "info-and-relationships"),
        .init(number: "1.3.2", name: "Meaningful Sequence", level: "A", slug: "meaningful-sequence"),
        .init(number: "1.3.3", name: "Sensory Characteristics", level: "A", slug: "sensory-characteristics"),
        .init(number: "1.4.1", name: "Use of Color", level: "A", slug: "use-of-color"),
        .init(number: "1.3.4", name: "Orientation", level: "AA", slug: "orientation"),
        .init(number: "1.3.5", name: "Identify Input Purpose", level: "AA", slug: "identify-input-purpose"),
        .init(number: "1.2.2", name: "Captions (Prerecorded)", level: "A", slug: "captions-prerecorded"),
        .init(number: "1.4.8", name: "Visual Presentation", level: "AAA", slug: "visual-presentation"),
        .init(number: "2.5.4", name: "Motion Actuation", level: "A", slug: "motion-actuation"),
        .init(number: "3.3.4", name: "Error Prevention (Legal, Financial, Data)", level: "AA", slug: "error-prevention-legal-financial-data"),
        .init(number: "1.4.10", name: "Reflow", level: "AA", slug: "reflow"),
        .init(number: "2.2.1", name: "Timing Adjustable", level: "A", slug: "timing-adjustable"),
        .init(number: "2.2.2", name: "Pause, Stop, Hide", level: "A", slug: "pause-stop-hide"),
        .init(number: "2.3.3", name: "Animation from Interactions", level: "AAA", slug: "animation-from-interactions"),
        .init(number: "2.5.1", name: "Pointer Gestures", level: "A", slug: "pointer-gestures"),
        .init(number: "2.1.2", name: "No Keyboard Trap", level: "A", slug: "no-keyboard-trap"),
        .init(number: "3.1.1", name: "Language of Page", level: "A", slug: "language-of-page"),
        .init(number: "3.1.5", name: "Reading Level", level: "AAA", slug: "reading-level"),
        .init(number: "4.1.3", name: "Status Messages", level: "AA", slug: "status-messages"),
        .init(number: "2.1.1", name: "Keyboard", level: "A", slug: "keyboard"),
        .init(number: "2.4.2", name: "Page Titled", level: "A", slug: "page-titled"),
        .init(number: "2.4.3", name: "Focus Order", level: "A", slug: "focus-order"),
        .init(number: "1.4.3", name: "Contrast (Minimum)", level: "AA", slug: "contrast-minimum"),
        .init(number: "1.4.4", name: "Resize Text", level: "AA", slug: "resize-text"),
        .init(number: "1.4.6", name: "Contrast (Enhanced)", level: "AAA", slug: "contrast-enhanced"),
        .init(number: "1.4.11", name: "Non-text Contrast", level: "AA", slug: "non-text-contrast"),
        .init(number: "2.4.4", name: "Link Purpose (In Context)", level: "A", slug: "link-purpose-in-context"),
        .init(number: "2.4.6", name: "Headings and Labels", level: "AA", slug: "headings-and-labels"),
        .init(number: "2.4.10", name: "Section Headings", level: "AAA", slug: "section-headings"),
        .init(number: "2.5.3", name: "Label in Name", level: "A", slug: "label-in-name"),
        .init(number: "2.5.5", name: "Target Size (Enhanced)", level: "AAA", slug: "target-size-enhanced"),
        .init(number: "2.5.8", name: "Target Size (Minimum)", level: "AA", slug: "target-size-minimum"),
        .init(number: "3.3.2", name: "Labels or Instructions", level: "A", slug: "labels-or-instructions"),
        .init(number: "4.1.2", name: "Name, Role, Value", level: "A", slug: "name-role-value"),
    ]

    public static func criterion(_ number: String) -> Criterion? {
        criteria.first { $0.number == number }
    }
}
