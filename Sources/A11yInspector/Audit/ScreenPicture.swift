import Foundation

/// What the HTML report draws of one screen: each view with a frame, VoiceOver's transcript,
/// and the view's colours under every display setting. Built by the Auditor only when asked
/// (`Auditor.keepsScreens`), so the other formats keep their memory flat.
public struct ScreenPicture: Sendable, Codable {
    /// The settings a wireframe can be shown under, in the order the report offers them.
    /// Colour-vision filters are applied to the light appearance's colours.
    public enum View: String, CaseIterable, Sendable, Codable, CodingKeyRepresentable {
        case light, dark
        case lightHigh = "light-high", darkHigh = "dark-high"
        case protanopia, deuteranopia, tritanopia, greyscale
        /// Largest accessibility text size: the same colours, with elements predicted to clip marked.
        case ax5

        public var title: String {
            switch self {
            case .light: return "Light"
            case .dark: return "Dark"
            case .lightHigh: return "Light, Increase Contrast"
            case .darkHigh: return "Dark, Increase Contrast"
            case .protanopia: return "Protanopia"
            case .deuteranopia: return "Deuteranopia"
            case .tritanopia: return "Tritanopia"
            case .greyscale: return "Greyscale"
            case .ax5: return "AX5 text size"
            }
        }

        var appearance: ColorResolver.Appearance {
            switch self {
            case .dark: return .dark
            case .lightHigh: return .lightIncreasedContrast
            case .darkHigh: return .darkIncreasedContrast
            default: return .light
            }
        }

        var deficiency: ColorVision.Deficiency? {
            switch self {
            case .protanopia: return .protanopia
            case .deuteranopia: return .deuteranopia
            case .tritanopia: return .tritanopia
            case .greyscale: return .greyscale
            default: return nil
            }
        }
    }

    /// One view drawn as a box.
    public struct Box: Sendable, Codable {
        /// Index in the resolved screen's elements (document order).
        public var index: Int
        /// The element's id in its file (IB object id), which findings refer to.
        public var id: String
        public var kind: String
        /// What the box shows: the spoken label, else the text or image name.
        public var caption: String
        public var frame: Rect
        /// Position in VoiceOver's swipe order, when VoiceOver reaches it.
        public var swipeNumber: Int?
        /// What VoiceOver says on it.
        public var utterance: String?
        /// The `a11y tree` line: traits, frame, and why it is or is not an element.
        public var treeEntry: String
        public var location: SourceLocation
        /// Background and text colours per `View` (same order as `View.allCases`), CSS `#RRGGBB[AA]`; nil when unknown.
        public var fills: [String?]
        public var textColors: [String?]
        /// Whether the box writes its kind and caption: elements VoiceOver stops on, and views
        /// drawn with nothing inside them that are not read as part of such an element. Others
        /// (containers, a cell's labels) would only write over their neighbours.
        public var showsText: Bool
        /// "truncated from AX2 on", when the text-fit estimate predicts it stops fitting by AX5.
        public var clipsAtAX5: String?
    }

    /// One swipe of the transcript.
    public struct Stop: Sendable, Codable {
        public var number: Int
        public var text: String
        public var element: String
        public var location: SourceLocation
        /// Whether a box is drawn for it (its frame is known).
        public var isDrawn: Bool
    }

    public var name: String
    public var file: String
    /// "VoiceOver", or "TalkBack" for an Android layout.
    public var screenReader: String
    public var size: Size?
    public var boxes: [Box]
    public var transcript: [Stop]
    public var firstFocus: String
    /// Views not drawn, with why (the app opts out of dark mode…).
    public var unavailableViews: [View: String]

    public init(_ resolved: ResolvedScreen, colors: ColorResolver) {
        let sim = resolved.simulation
        var number: [Int: Int] = [:]
        for (n, i) in sim.order.enumerated() { number[i] = n + 1 }
        let stops = sim.transcript
        let speech = Dictionary(stops.map { ($0.index, $0.utterance.text) }) { a, _ in a }
        let groups = Set(sim.rotor(.containers))
        name = resolved.screen.name
        file = resolved.screen.file
        screenReader = resolved.screen.platform.screenReader
        size = resolved.screen.size
        var unavailable: [View: String] = [:]
        for view in View.allCases where !colors.appearances.contains(view.appearance) {
            unavailable[view] = "the app is shown only in light mode (UIUserInterfaceStyle)"
        }
        unavailableViews = unavailable

        func isDrawn(_ e: ResolvedElement) -> Bool {
            guard let frame = e.frame else { return false }
            return !frame.isEmpty && e.isVisible && !e.isAlternative
        }
        func insideReachable(_ e: ResolvedElement) -> Bool {
            var current = e.parentIndex
            while let i = current {
                if number[i] != nil { return true }
                current = resolved.elements[i].parentIndex
            }
            return false
        }
        boxes = resolved.elements.compactMap { e -> Box? in
            guard isDrawn(e), let frame = e.frame else { return nil }
            let isLeaf = !(resolved.childIndices[e.index] ?? []).contains { isDrawn(resolved.elements[$0]) }
            let el = e.element
            let caption = Speech.spoken(e.label) ?? el.text?.literal ?? el.placeholder?.literal ?? el.image?.displayName ?? ""
            var tree = e.description
            if !e.traits.isEmpty && (e.isReachable || e.isAccessibilityElement) { tree += " \(e.traits)" }
            tree += " \(frame) — " + ElementVerdict.text(e, number: number[e.index], isGroup: groups.contains(e.index))
            let textSpec = el.textColor ?? PlatformDefaults.defaultTextColor(el.kind)
            func css(_ spec: ColorSpec?, _ view: View) -> String? {
                guard let spec, unavailable[view] == nil, var c = colors.resolve(spec, appearance: view.appearance) else { return nil }
                if let d = view.deficiency { c = ColorVision.simulate(c, d) }
                return c.hex
            }
            let fit = TextFit.predict(e, in: resolved)
            return Box(
                index: e.index, id: el.id, kind: el.customClass ?? el.kind, caption: caption, frame: frame,
                swipeNumber: number[e.index],
                utterance: speech[e.index],
                treeEntry: tree, location: el.location,
                fills: View.allCases.map { css(el.backgroundColor, $0) },
                textColors: View.allCases.map { css(el.text == nil && el.placeholder == nil ? nil : textSpec, $0) },
                showsText: number[e.index] != nil || (isLeaf && !insideReachable(e)),
                clipsAtAX5: fit.map { "\($0.problem.rawValue) from \($0.category.shortName) on" })
        }
        let drawn = Set(boxes.filter { $0.swipeNumber != nil }.map(\.index))
        transcript = stops.map { stop in
            let e = resolved.elements[stop.index]
            return Stop(
                number: stop.number, text: stop.utterance.text, element: e.element.displayName,
                location: e.element.location, isDrawn: drawn.contains(stop.index))
        }
        if let first = sim.firstFocus, let n = number[first] {
            firstFocus = "\(screenReader) starts on \(n): \(sim.firstFocusReason)."
        } else {
            firstFocus = "\(screenReader) finds nothing to focus on this screen."
        }
    }
}
