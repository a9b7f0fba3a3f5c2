import Foundation

/// `a11y voiceover`: what VoiceOver says on each swipe, the rotors, adjustable elements,
/// escape and magic tap, Switch Control's scanning and Voice Control's numbers and names.
public enum TranscriptReport {
    public static func text(_ screen: ResolvedScreen, rotor: Simulation.RotorKind? = nil) -> String {
        if screen.screen.platform == .android { return talkBackText(screen) }
        let sim = screen.simulation
        let stops = sim.transcript
        var number: [Int: Int] = [:]
        for stop in stops { number[stop.index] = stop.number }
        var out = [screen.screen.name]

        if let rotor {
            let items = sim.rotor(rotor)
            out.append("Rotor \(rotor.rawValue): \(items.isEmpty ? "nothing" : "\(items.count) stops")")
            for i in items {
                if rotor == .containers {
                    out.append("  \(screen.elements[i].description)  \(location(screen.elements[i]))")
                } else if let stop = stops.first(where: { $0.index == i }) {
                    out.append(line(stop, screen))
                    if rotor == .actions { out.append("      actions: " + screen.elements[i].customActions.map(\.description).joined(separator: ", ")) }
                }
            }
            return out.joined(separator: "\n") + "\n"
        }

        if let first = sim.firstFocus, let n = number[first] {
            out.append("VoiceOver starts on \(n): \(sim.firstFocusReason).")
        } else {
            out.append("VoiceOver finds nothing to focus on this screen.")
        }
        out.append("")
        out += stops.map { line($0, screen) }

        out += ["", "Rotor"]
        for kind in Simulation.RotorKind.allCases {
            let items = sim.rotor(kind)
            let shown: String
            if kind == .containers {
                shown = items.map { screen.elements[$0].element.displayName }.joined(separator: ", ")
            } else {
                shown = items.compactMap { number[$0].map(String.init) }.joined(separator: ", ")
            }
            out.append("  \(kind.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0))\(items.isEmpty ? "none" : shown)")
        }
        let adjustable = stops.compactMap { stop in sim.adjustment(of: stop.index).map { (stop.number, $0) } }
        if !adjustable.isEmpty {
            out += ["", "Adjustable (swipe up / down)"]
            for (n, a) in adjustable { out.append("  \(n). up → \(a.increment); down → \(a.decrement)") }
        }
        out += ["", escapeLine(screen), magicTapLine(screen)]

        out += ["", "Switch Control scans \(sim.switchControlScan.count) item\(sim.switchControlScan.count == 1 ? "" : "s")"]
        for (k, item) in sim.switchControlScan.enumerated() {
            switch item {
            case .element(let i):
                out.append("  \(k + 1). \(name(screen, i))  [\(sim.switchControlActions(for: i).joined(separator: ", "))]")
            case .group(let g, let items):
                out.append("  \(k + 1). group \(screen.elements[g].element.displayName): " + items.map { name(screen, $0) }.joined(separator: ", "))
            }
        }

        out += ["", "Voice Control (show numbers / show names)"]
        let vc = sim.voiceControl
        if vc.isEmpty { out.append("  nothing to act on") }
        for item in vc {
            var s = "  [\(item.number)] \(item.name ?? "—")"
            if !item.alternatives.isEmpty { s += "  (also: \(item.alternatives.joined(separator: ", ")))" }
            if let problem = item.problem { s += "  ⚠ cannot be named: \(problem)" }
            out.append(s)
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// An Android layout: TalkBack's swipes, headings, Switch Access and Voice Access.
    static func talkBackText(_ screen: ResolvedScreen) -> String {
        let sim = screen.simulation
        let stops = sim.transcript
        var number: [Int: Int] = [:]
        for stop in stops { number[stop.index] = stop.number }
        var out = [
            screen.screen.name,
            "TalkBack transcript (Android layout): swipe right from the top; declaration order, moved by accessibilityTraversalBefore/After.",
            "",
        ]
        if stops.isEmpty { out.append("TalkBack finds nothing to focus in this layout.") }
        out += stops.map { line($0, screen) }
        let headings = sim.rotor(.headings).compactMap { number[$0].map(String.init) }
        out += ["", "Headings (TalkBack reading control): \(headings.isEmpty ? "none" : headings.joined(separator: ", "))"]
        let live = screen.elements.filter { [.polite, .assertive].contains($0.element.android?.liveRegion) && $0.isVisible }
        for e in live { out.append("Live region (\(e.element.android!.liveRegion!.rawValue)): \(e.element.displayName)  \(location(e))") }

        let scan = sim.switchControlScan.flatMap { item -> [Int] in
            switch item {
            case .element(let i): return [i]
            case .group(_, let items): return items
            }
        }
        out += ["", "Switch Access scans \(scan.count) item\(scan.count == 1 ? "" : "s") (views people can act on)"]
        for (k, i) in scan.enumerated() { out.append("  \(k + 1). \(name(screen, i))") }
        out += ["", "Voice Access (numbers / names from visible text)"]
        let vc = sim.voiceControl
        if vc.isEmpty { out.append("  nothing to act on") }
        for item in vc {
            var s = "  [\(item.number)] \(item.name ?? "—")"
            if let problem = item.problem { s += "  ⚠ \(problem)" }
            out.append(s)
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func line(_ stop: Simulation.Stop, _ screen: ResolvedScreen) -> String {
        let e = screen.elements[stop.index]
        let spoken = "\"\(stop.utterance.text)\""
        let pad = spoken.count < 60 ? String(repeating: " ", count: 60 - spoken.count) : "  "
        var line = String(format: "%3d. ", stop.number) + spoken + pad + e.element.displayName + "  " + location(e)
        if let destination = e.element.swiftUI.destination { line += "  → opens \(destination)" }
        if let prototype = (e.element.reuseIdentifier != nil ? e : screen.enclosingCell(of: e)), let reuse = prototype.element.reuseIdentifier {
            line += "  (prototype cell \"\(reuse)\": one per row, texts from the data source)"
        }
        return line
    }

    static func name(_ screen: ResolvedScreen, _ i: Int) -> String {
        "\"\(Speech.spoken(screen.elements[i].label) ?? screen.elements[i].element.displayName)\""
    }

    static func location(_ e: ResolvedElement) -> String {
        "\(e.element.location.file.fileName):\(e.element.location.line)"
    }

    static func escapeLine(_ screen: ResolvedScreen) -> String {
        let owners = implementers(of: .escape, in: screen)
        if !owners.isEmpty { return "Escape (two-finger Z): accessibilityPerformEscape() in \(owners.joined(separator: ", "))." }
        return "Escape (two-finger Z): not implemented by this screen; it goes back only if the screen is pushed on a navigation controller."
    }

    static func magicTapLine(_ screen: ResolvedScreen) -> String {
        let owners = implementers(of: .magicTap, in: screen)
        if !owners.isEmpty { return "Magic Tap (two-finger double tap): accessibilityPerformMagicTap() in \(owners.joined(separator: ", "))." }
        return "Magic Tap (two-finger double tap): not implemented."
    }

    static func implementers(of action: AccessibilityAction, in screen: ResolvedScreen) -> [String] {
        var owners = screen.elements.filter { $0.element.implementedActions.contains(action) }.map(\.element.displayName)
        if screen.screen.implementedActions.contains(action) { owners.append(screen.screen.controllerClass ?? "the view controller") }
        return owners
    }

    // MARK: JSON

    public static func json(_ screens: [ResolvedScreen], guidedAccess: [GuidedAccessOptions] = []) -> String {
        let document = TranscriptDocument(
            schemaVersion: 1, tool: "a11y", version: A11yVersion.current, screens: screens.map(TranscriptDocument.Screen.init),
            guidedAccess: guidedAccess.isEmpty ? nil : guidedAccess)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
    }
}

/// The JSON `a11y voiceover --format json` writes (documented in docs/report-formats.md).
struct TranscriptDocument: Encodable {
    let schemaVersion: Int
    let tool: String
    let version: String
    let screens: [Screen]
    /// The app's Guided Access restrictions (`GuidedAccessOptions`); absent when it offers none.
    let guidedAccess: [GuidedAccessOptions]?

    struct Screen: Encodable {
        let name: String
        let file: String
        let line: Int
        /// "VoiceOver", or "TalkBack" for an Android layout.
        let screenReader: String
        let firstFocus: Int?
        let firstFocusReason: String
        let stops: [Stop]
        let rotor: [String: [Int]]
        let switchControl: [ScanItem]
        let voiceControl: [VoiceItem]

        init(_ s: ResolvedScreen) {
            let sim = s.simulation
            let transcript = sim.transcript
            var number: [Int: Int] = [:]
            for stop in transcript { number[stop.index] = stop.number }
            name = s.screen.name
            file = s.screen.file
            line = s.screen.location.line
            screenReader = s.screen.platform.screenReader
            firstFocus = sim.firstFocus.flatMap { number[$0] }
            firstFocusReason = sim.firstFocusReason
            stops = transcript.map { Stop($0, s, adjustment: sim.adjustment(of: $0.index)) }
            var rotor: [String: [Int]] = [:]
            for kind in Simulation.RotorKind.allCases where kind != .containers {
                rotor[kind.rawValue] = sim.rotor(kind).compactMap { number[$0] }
            }
            self.rotor = rotor
            switchControl = sim.switchControlScan.map { item in
                switch item {
                case .element(let i): return ScanItem(group: nil, stops: [number[i] ?? 0], actions: sim.switchControlActions(for: i))
                case .group(let g, let items): return ScanItem(group: s.elements[g].element.id, stops: items.compactMap { number[$0] }, actions: nil)
                }
            }
            voiceControl = sim.voiceControl.map {
                VoiceItem(number: $0.number, stop: number[$0.index] ?? 0, name: $0.name, alternatives: $0.alternatives, problem: $0.problem)
            }
        }
    }

    struct Stop: Encodable {
        let number: Int
        let text: String
        let utterance: Utterance
        let elementId: String
        let kind: String
        let name: String?
        let file: String
        let line: Int
        let column: Int
        let frame: Rect?
        let traits: [String]
        let customActions: [String]
        let increment: String?
        let decrement: String?
        /// The screen a navigation link opens.
        let opens: String?

        init(_ stop: Simulation.Stop, _ s: ResolvedScreen, adjustment: (increment: String, decrement: String)?) {
            let e = s.elements[stop.index]
            number = stop.number
            text = stop.utterance.text
            utterance = stop.utterance
            elementId = e.element.id
            kind = e.element.customClass ?? e.element.kind
            name = e.element.name
            file = e.element.location.file
            line = e.element.location.line
            column = e.element.location.column
            frame = e.frame
            traits = e.traits.uiKitNames
            customActions = e.customActions.map(\.description)
            increment = adjustment?.increment
            decrement = adjustment?.decrement
            opens = e.element.swiftUI.destination
        }
    }

    struct ScanItem: Encodable {
        let group: String?
        let stops: [Int]
        let actions: [String]?
    }

    struct VoiceItem: Encodable {
        let number: Int
        let stop: Int
        let name: String?
        let alternatives: [String]
        let problem: String?
    }
}
