/// Interface Builder documents lay out with Auto Layout.
struct AutoLayout: Rule {
    let metadata = RuleMetadata(
        id: "auto-layout",
        title: "Interface Builder document without Auto Layout",
        rationale:
            "Without Auto Layout, views keep the frames drawn in Interface Builder and only stretch with their autoresizing masks: text that grows with Dynamic Type or with a longer translation cannot push the views around it, so it is cut off or overlaps. Auto Layout (constraints, stack views) is what lets a screen adapt to larger text, other languages and other screen sizes.",
        wcag: ["1.4.4", "1.4.10"], impact: .moderate, defaultSeverity: .info,
        tags: ["layout", "dynamic-type", "localization"],
        help: "Turn on “Use Auto Layout” in the File inspector of the storyboard or xib and lay the views out with constraints or stack views.",
        sources: [
            "seed rule #83",
            "Apple: Auto Layout Guide",
        ],
        summary:
            "a storyboard or xib with Auto Layout off (`useAutolayout=\"NO\"`, or no setting, autoresizing masks and no constraint); severity: *needs review* when the file leaves the setting out",
        appleAuditTypes: [], nutritionLabels: [.largerText])

    static let label = """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome back" lineBreakMode="tailTruncation" id="title">
                    <rect key="frame" x="20" y="100" width="353" height="21"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
        """

    var examples: [RuleExample] {
        [
            RuleExample.xib("A xib with Auto Layout turned off", .triggers(count: 1), Self.label).replacing(
                #"useAutolayout="YES""#, with: #"useAutolayout="NO""#
            ).at("Example/ExampleViewController.xib:2"),
            RuleExample.xib("A xib that leaves the setting out and has no constraint", .needsReview(count: 1), Self.label).replacing(
                #" useAutolayout="YES""#, with: ""
            ).at("Example/ExampleViewController.xib:2"),
            .xib("Trap: a document with Auto Layout on", .passes, Self.label),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        switch screen.screen.autoLayout {
        case .off(let location)?:
            return [
                context.finding(
                    at: location, "\(screen.screen.file.fileName) turns Auto Layout off: its views keep fixed frames when text grows or is translated")
            ]
        case .unset(let location)?:
            return [
                context.finding(
                    at: location,
                    "\(screen.screen.file.fileName) does not use Auto Layout (no useAutolayout setting, no constraints): its views keep fixed frames when text grows or is translated",
                    confidence: .needsReview(reason: "the file does not say useAutolayout=\"NO\"; it may have been written by a tool rather than Xcode"))
            ]
        default:
            return []
        }
    }
}

extension RuleExample {
    /// The example with `text` replaced in every file.
    func replacing(_ text: String, with replacement: String) -> RuleExample {
        RuleExample(
            description, files: files.map { File(path: $0.path, contents: $0.marked.replacingOccurrences(of: text, with: replacement)) }, expectation,
            at: places)
    }
}
