/// A control that takes people out of the app to a web page is a link: VoiceOver should say so.
struct LinkTrait: Rule {
    let metadata = RuleMetadata(
        id: "link-trait",
        title: "Control that opens a web page is not announced as a link",
        rationale:
            "The link trait makes VoiceOver say \"Link\" after the text, so people know that activating it leaves the screen for somewhere else (the book's ch. 6, the Link trait). A SwiftUI Button whose whole action is to open a URL is announced as \"Button\": people expect an action in place and land in Safari. SwiftUI's Link has the trait by itself.",
        wcag: ["4.1.2", "2.4.4"], impact: .moderate, defaultSeverity: .warning,
        tags: ["traits", "voiceover", "swiftui"],
        help:
            "Use Link(destination:) instead of a Button that calls openURL, or add .accessibilityAddTraits(.isLink) and .accessibilityRemoveTraits(.isButton).",
        sources: ["B ch6 L2071", "seed rule #25"],
        summary: "SwiftUI button that only opens a web page, announced as a button",
        appleAuditTypes: [.trait], nutritionLabels: [.voiceOver, .voiceControl], policies: [.alwaysNeedsReview])

    /// What an action that only opens a URL reads like, without spaces.
    static let opensURL = ["openURL(", "openURL.callAsFunction(", "UIApplication.shared.open(", "UIApplication.shared.openURL("]

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A settings row whose button opens the privacy policy in Safari", .needsReview(count: 1),
                """
                struct AboutView: View {
                    @Environment(\\.openURL) private var openURL
                    var body: some View {
                        ↓Button("Privacy Policy") { openURL(URL(string: "https://example.com/privacy")!) }
                    }
                }
                """),
            .swiftUI(
                "A button calling UIApplication to open a page", .needsReview(count: 1),
                """
                struct HelpView: View {
                    var body: some View {
                        ↓Button(action: { UIApplication.shared.open(URL(string: "https://example.com/help")!) }) {
                            Text("Help Center")
                        }
                    }
                }
                """),
            .swiftUI(
                "A Link has the link trait", .passes,
                """
                struct AboutView: View {
                    var body: some View {
                        Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    }
                }
                """),
            .swiftUI(
                "A button given the link trait", .passes,
                """
                struct AboutView: View {
                    @Environment(\\.openURL) private var openURL
                    var body: some View {
                        Button("Privacy Policy") { openURL(URL(string: "https://example.com/privacy")!) }
                            .accessibilityAddTraits(.isLink)
                    }
                }
                """),
            .swiftUI(
                "Trap: a button that opens a URL and also does something else is an action, not a link", .passes,
                """
                struct ShareView: View {
                    @Environment(\\.openURL) private var openURL
                    let model: Model
                    var body: some View {
                        Button("Export") {
                            model.export()
                            openURL(model.exportedFile)
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a button that opens the app's own settings (not a web page)", .passes,
                """
                struct PermissionView: View {
                    var body: some View {
                        Button("Open Settings") { UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) }
                    }
                }
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.traitsAreKnown, node.traits.contains(.button), !node.traits.contains(.link),
                let action = node.element.swiftUI.actionKey,
                Self.opensURL.contains(where: action.hasPrefix),
                // The Settings app, a phone number or a mail address are not pages.
                !["openSettingsURLString", "tel:", "mailto:", "sms:", "facetime"].contains(where: action.contains)
            else { return nil }
            return context.finding(
                node, in: screen,
                "\(node.roleName) only opens a URL but VoiceOver announces it as a button, not a link",
                confidence: .needsReview(
                    reason:
                        "a button that opens a page from a toolbar or a call to action may rightly stay a button; a link in text or a row that leads to a web page should say Link"
                ))
        }
    }
}
