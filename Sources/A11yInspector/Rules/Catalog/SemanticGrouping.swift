/// Short texts that belong together, read one by one.
struct SemanticGrouping: Rule {
    let metadata = RuleMetadata(
        id: "semantic-grouping",
        title: "Related texts are read as separate stops",
        rationale:
            "A repeated component made of short texts (a statistic: \"12\", \"Followers\"; a row: title, date, status) reaches VoiceOver as one stop per text when nothing groups it: people swipe three times per item and hear the parts without the whole. Grouped, they hear \"12 Followers\" once.",
        wcag: ["1.3.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["voiceover", "grouping"],
        help:
            "Group the texts into one element: .accessibilityElement(children: .combine) in SwiftUI; in UIKit make the cell (or a container) the element with isAccessibilityElement = true and a label joining the texts.",
        sources: ["B ch6 L2454-2470", "seed rule #44"],
        summary:
            "a repeated component (a list row, a view shown more than once) read as two to four separate short texts, or a row of a fixed name and a value set at run time read as two",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    /// Texts this short are parts of something (a number and its unit, a title and a date).
    static let shortText = 30

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A statistic repeated in a row, each made of two texts", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        HStack {
                            Stat(value: "12", title: "Followers")
                            Stat(value: "340", title: "Following")
                        }
                    }
                }
                struct Stat: View {
                    let value: String
                    let title: String
                    var body: some View {
                        VStack {
                            ↓Text(value).font(.headline)
                            Text(title).font(.caption)
                        }
                    }
                }
                """),
            .swiftUI(
                "A list row of three texts", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    let trips: [Trip]
                    var body: some View {
                        List {
                            ForEach(trips) { trip in
                                HStack {
                                    ↓Text(trip.destination)
                                    Text(trip.date)
                                    Text(trip.status)
                                }
                            }
                        }
                    }
                }
                """),
            .swiftUI(
                "A row that names a value and shows it, even once: the value is read without its name", .needsReview(count: 1),
                """
                struct VMInfoView: View {
                    let vm: VM
                    var body: some View {
                        Form {
                            HStack {
                                ↓Text("Name")
                                Spacer()
                                Text(vm.name)
                            }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a name and a value stacked one over the other, two fixed texts side by side, a row grouped with .combine", .passes,
                """
                struct VMInfoView: View {
                    let vm: VM
                    var body: some View {
                        Form {
                            VStack { Text("Notes"); Text(vm.notes) }
                            HStack { Text("Memory"); Text("Fixed") }
                            HStack { Text("Name"); Spacer(); Text(vm.name) }.accessibilityElement(children: .combine)
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: grouped with .combine, or a component used once, or a control among the texts", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Stat(value: "12", title: "Followers")
                            Stat(value: "340", title: "Following")
                            Header()
                            ForEach(0..<3) { _ in
                                HStack { Text("Wi-Fi"); Button("Join") { } }
                            }
                        }
                    }
                }
                struct Stat: View {
                    let value: String
                    let title: String
                    var body: some View {
                        VStack { Text(value); Text(title) }.accessibilityElement(children: .combine)
                    }
                }
                struct Header: View {
                    var body: some View { VStack { Text("Mars"); Text("The red planet") } }
                }
                """),
            .xib(
                "Interface Builder: a horizontal stack view of a name and a value code sets (xDrip4iOS's insulin on board)", .needsReview(count: 1),
                outlets: ["iobValue": "iob-value"], swift: ["ExampleViewController.swift": Self.valueController],
                Self.nameAndValueStack(axis: "")),
            .xib(
                "Trap: the same labels stacked one above the other are a heading and its text, not a row", .passes,
                outlets: ["iobValue": "iob-value"], swift: ["ExampleViewController.swift": Self.valueController],
                Self.nameAndValueStack(axis: #"axis="vertical""#, marked: false)),
        ]
    }

    static let valueController = """
        import UIKit
        final class ExampleViewController: UIViewController {
            @IBOutlet var iobValue: UILabel!
            var iob = 0.0
            override func viewDidLoad() {
                super.viewDidLoad()
                iobValue.text = "\\(iob) U"
            }
        }
        """

    static func nameAndValueStack(axis: String, marked: Bool = true) -> String {
        """
            <stackView opaque="NO" contentMode="scaleToFill" \(axis) spacing="6" id="iob-row">
                <rect key="frame" x="20" y="100" width="200" height="44"/>
                <subviews>
                    \(marked ? "↓" : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="IOB" adjustsFontForContentSizeCategory="YES" id="iob-name">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="44"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="- U" adjustsFontForContentSizeCategory="YES" id="iob-value">
                        <rect key="frame" x="46" y="0.0" width="60" height="44"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                </subviews>
            </stackView>
        """
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        var counts: [String: Int] = [:]
        for node in screen.elements { if let name = node.element.customClass { counts[name, default: 0] += 1 } }
        var reported = Set<String>()
        return screen.elements.compactMap { node in
            guard node.isVisible, node.role == .container, node.element.childBehavior == nil, !node.isAlternative,
                node.mergedInto == nil
            else { return nil }
            // The stops inside: all short texts, at least two, and nothing else.
            let inside = screen.descendants(of: node)
            let stops = inside.filter(\.isReachable)
            let repeated = isRepeated(node, in: screen, counts: counts)
            guard stops.count >= 2, stops.count <= 4, !inside.contains(where: \.isInteractive),
                stops.allSatisfy({ $0.role == .staticText && Self.isShort($0.label) }), repeated || Self.isNameAndValue(node, stops)
            else { return nil }
            let spoken = stops.map { "“\(Speech.spoken($0.label) ?? "…")”" }.joined(separator: ", ")
            // One finding per component, at its first text, not one per copy (a settings row
            // the screen shows for each setting included).
            let name = node.element.customClass ?? node.element.kind
            guard reported.insert("\(name)\u{0}\(stops[0].element.location)").inserted else { return nil }
            if !repeated {
                return context.finding(
                    stops[0], in: screen, "A name and its value are read as two separate stops (\(spoken)): the value is heard without its name",
                    confidence: .needsReview(reason: "whether the value is understood without its name is a judgement"))
            }
            return context.finding(
                stops[0], in: screen,
                "The \(stops.count) texts of \(name) are read as \(stops.count) separate stops (\(spoken)), once for every copy",
                confidence: .needsReview(reason: "whether the texts mean one thing together is a judgement"))
        }
    }

    /// A row of a list (inside a `ForEach`), or a component of the project the screen shows
    /// more than once.
    func isRepeated(_ node: ResolvedElement, in screen: ResolvedScreen, counts: [String: Int]) -> Bool {
        if let name = node.element.customClass, counts[name, default: 0] > 1 { return true }
        guard let parent = node.parentIndex else { return false }
        return screen.elements[parent].element.reuseIdentifier == ViewClasses.forEachRows
    }

    /// A row that names a value and shows it (`HStack { Text("Name"); Spacer(); Text(vm.name) }`):
    /// a fixed name, then a value set at run time, side by side. Read as two stops, the value
    /// is heard without its name when people move by element or jump back to it.
    static func isNameAndValue(_ row: ResolvedElement, _ stops: [ResolvedElement]) -> Bool {
        guard ViewClasses.laysOutInARow(row.element), stops.count == 2, case .literal? = stops[0].label, case .dynamic? = stops[1].label else {
            return false
        }
        return true
    }

    static func isShort(_ label: TextValue?) -> Bool {
        switch label {
        case .literal(let text)?: return !text.isEmpty && text.count <= shortText
        case .dynamic?: return true
        case nil: return false
        }
    }
}
