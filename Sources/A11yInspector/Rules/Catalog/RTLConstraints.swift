import Foundation

/// Layouts mirror in right-to-left languages only when they use leading and trailing.
struct RTLConstraints: Rule {
    let metadata = RuleMetadata(
        id: "rtl-constraints",
        title: "Layout pinned to left/right instead of leading/trailing",
        rationale:
            "iOS mirrors a layout for Arabic and Hebrew by swapping leading and trailing. Constraints on the left and right edges do not mirror, so labels sit on the wrong side of their icons and the swipe order no longer matches what people see.",
        wcag: ["1.3.2"], impact: .moderate, defaultSeverity: .warning,
        tags: ["localization", "rtl"],
        help:
            "Use leading/trailing constraints (uncheck “Respect language direction” only where the layout must not mirror), leadingAnchor/trailingAnchor in code.",
        sources: ["seed rule #152", "B ch7 L2810-2828", "B ch12 L4714"],
        summary:
            "constraints or anchors on left/right edges that will not mirror (views pinned symmetrically are not reported); views forced left to right (*needs review*)",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        let arabic = ["App/ar.lproj/Localizable.strings": "\"a\" = \"ب\";", "App/en.lproj/Localizable.strings": "\"a\" = \"b\";"]
        return [
            .code(
                "A label 20 pt from the left and 60 pt from the right of its view", .triggers(count: 1),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(
                        label: "Hello",
                        constraints: """
                            ↓<constraint firstItem="lbl-wel-cme" firstAttribute="left" secondItem="vw-wel-cme" secondAttribute="left" constant="20" id="c1-wel-cme"/>
                            <constraint firstItem="vw-wel-cme" firstAttribute="right" secondItem="lbl-wel-cme" secondAttribute="right" constant="60" id="c2-wel-cme"/>
                            """)
                ]) { a, _ in a }),
            .code(
                "leftAnchor in code", .triggers(count: 1),
                arabic.merging([
                    "App/Row.swift": "final class Row: UIView { func setUp() { ↓icon.leftAnchor.constraint(equalTo: leftAnchor).isActive = true } }"
                ]) { a, _ in a }),
            .code(
                "Trap: a centred view whose left inset only limits its width mirrors into itself", .passes,
                arabic.merging([
                    "App/PiPView.swift": """
                    final class PiPView: UIView {
                        func setUp() {
                            avatarView.centerInSuperview()
                            NSLayoutConstraint.activate([
                                avatarView.leftAnchor.constraint(equalTo: pipView.leftAnchor, constant: 20),
                                avatarView.topAnchor.constraint(equalTo: pipView.topAnchor, constant: 20),
                            ])
                            badge.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                            badge.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor, constant: -8).isActive = true
                        }
                    }
                    """
                ]) { a, _ in a }),
            .code(
                "Trap: an illustration of image views placed from the left", .passes,
                arabic.merging([
                    "App/Illustration.swift": """
                    final class WelcomeIllustration: UIView {
                        func setUp() {
                            NSLayoutConstraint.activate([
                                cloudImageView.leftAnchor.constraint(equalTo: leftAnchor),
                                leftAnchor.constraint(equalTo: hillImageView.leftAnchor, constant: -40),
                            ])
                        }
                    }
                    """
                ]) { a, _ in a }),
            .code(
                "A view forced left to right may be a media control or may be a mistake", .needsReview(count: 2),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(
                        label: "Hello",
                        subviews:
                            #"↓<stackView opaque="NO" contentMode="scaleToFill" semanticContentAttribute="forceLeftToRight" id="stk-pla-yer"><rect key="frame" x="0" y="200" width="393" height="44"/></stackView>"#
                    ),
                    "App/Row.swift":
                        "import SwiftUI\nstruct Row: View { var body: some View { HStack { Text(\"a\") }.environment(\\.layoutDirection, ↓.leftToRight) } }",
                ]) { a, _ in a }),
            .code(
                "Trap: a view pinned to both left and right edges by the same distance mirrors into itself", .passes,
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(
                        label: "Hello",
                        constraints: """
                            <constraint firstItem="lbl-wel-cme" firstAttribute="left" secondItem="vw-wel-cme" secondAttribute="left" constant="20" id="c1-wel-cme"/>
                            <constraint firstItem="vw-wel-cme" firstAttribute="right" secondItem="lbl-wel-cme" secondAttribute="right" constant="20" id="c2-wel-cme"/>
                            """),
                    "App/Bar.swift": """
                    final class Bar: UIView { func setUp() { NSLayoutConstraint.activate([
                        background.leftAnchor.constraint(equalTo: view.leftAnchor),
                        background.rightAnchor.constraint(equalTo: view.rightAnchor),
                    ]) } }
                    """,
                ]) { a, _ in a }),
            .code(
                "Trap: code pins views to both edges by the same distance, written as a negated constant, a side of one set of insets, or through an unwrapped optional anchor",
                .passes,
                arabic.merging([
                    "App/HUD.swift": """
                    final class HUD: UIViewController {
                        func layOut(_ cell: UITableViewCell?) {
                            let insets = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
                            let padding: CGFloat = 12
                            NSLayoutConstraint.activate([
                                box.leftAnchor.constraint(equalTo: view.leftAnchor, constant: insets.left),
                                box.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -insets.right),
                                title.leftAnchor.constraint(greaterThanOrEqualTo: box.leftAnchor, constant: padding),
                                title.rightAnchor.constraint(lessThanOrEqualTo: box.rightAnchor, constant: padding * -1),
                            ])
                            field.leftAnchor.constraint(equalTo: (cell?.contentView.leftAnchor)!, constant: 18).isActive = true
                            field.rightAnchor.constraint(equalTo: (cell?.contentView.rightAnchor)!, constant: -18).isActive = true
                        }
                    }
                    """
                ]) { a, _ in a }),
            .code(
                "Trap: leading and trailing; centring; an app not translated", .passes,
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(
                        label: "Hello",
                        constraints: """
                            <constraint firstItem="lbl-wel-cme" firstAttribute="leading" secondItem="vw-wel-cme" secondAttribute="leading" constant="20" id="c1-wel-cme"/>
                            <constraint firstItem="lbl-wel-cme" firstAttribute="centerX" secondItem="vw-wel-cme" secondAttribute="centerX" id="c2-wel-cme"/>
                            """),
                    "App/Row.swift": "final class Row: UIView { func setUp() { icon.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true } }",
                ]) { a, _ in a }),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        guard localization.isTranslated else { return [] }
        func confidence(_ path: String) -> Confidence? {
            let translations = localization.tables.translations(serving: path)
            if translations.isEmpty { return nil }
            return translations.contains(where: LanguageFacts.isRightToLeft)
                ? .certain
                : .needsReview(reason: "the app has no right-to-left language yet, where the layout would not mirror")
        }
        var findings: [Finding] = []
        for interface in localization.interfaces {
            guard let confidence = confidence(interface.path) else { continue }
            let lines = EdgeConstraint.asymmetric(interface.absoluteConstraints).map(\.location.line)
            guard !lines.isEmpty else { continue }
            findings.append(
                context.finding(
                    at: SourceLocation(file: interface.path, line: lines[0]),
                    "\(lines.count) constraint\(lines.count == 1 ? " uses" : "s use") left/right edges (line\(lines.count == 1 ? "" : "s") \(lines.prefix(8).map(String.init).joined(separator: ", "))\(lines.count > 8 ? "…" : "")): \(interface.path.fileName) does not mirror",
                    confidence: confidence))
        }
        // Forcing left to right is right for media controls, phone numbers and the like, and
        // wrong for the rest: always a question.
        let forced: Confidence = .needsReview(
            reason: "forcing left to right is right for playback controls, phone numbers or maps, not for text and ordinary rows")
        for interface in localization.interfaces where confidence(interface.path) != nil {
            for view in interface.forcedLeftToRight {
                findings.append(
                    context.finding(
                        at: SourceLocation(file: interface.path, line: view.line),
                        "The \(view.kind) \(view.objectID) is forced left to right and will not mirror", confidence: forced))
            }
        }
        for location in localization.forcedLeftToRightInCode where confidence(location.file) != nil {
            findings.append(context.finding(at: location, "The layout is forced left to right and will not mirror", confidence: forced))
        }
        // One finding per file of code.
        let byFile = Dictionary(grouping: localization.absoluteAnchorsInCode.filter { !$0.isBetweenImages }, by: \.location.file)
        for file in byFile.keys.sorted() {
            let locations = EdgeConstraint.asymmetric(byFile[file]!).map(\.location).sorted()
            guard !locations.isEmpty, let confidence = confidence(file) else { continue }
            findings.append(
                context.finding(
                    at: locations[0],
                    locations.count == 1
                        ? "A left/right anchor or attribute does not mirror" : "\(locations.count) left/right anchors or attributes in this file do not mirror",
                    confidence: confidence))
        }
        return findings
    }
}
