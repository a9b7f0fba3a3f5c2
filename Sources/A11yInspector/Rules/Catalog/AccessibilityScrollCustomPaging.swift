/// Pages turned by the app's own gestures must also turn by VoiceOver's scroll gesture.
struct AccessibilityScrollCustomPaging: Rule {
    let metadata = RuleMetadata(
        id: "accessibility-scroll-custom-paging",
        title: "Pages turned by a swipe recogniser without accessibilityScroll(_:)",
        rationale:
            "VoiceOver takes one-finger swipes for itself, so a UISwipeGestureRecognizer never sees them while it runs. VoiceOver's three-finger swipe, Switch Control's scroll and Speak Screen's reading past the end of a page all call accessibilityScroll(_:) instead; content paged by the app's own recognisers (an e-book, an onboarding carousel, a photo pager not built on UIScrollView) stays on its first page unless that method turns the page, posts .pageScrolled and returns true.",
        wcag: ["2.1.1"], impact: .serious, defaultSeverity: .warning,
        tags: ["voiceover", "switch-control", "gestures", "speak-screen"],
        help:
            "Override accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool on the paged view (or its controller): turn the page for .left/.right (or .next/.previous), post UIAccessibility.post(notification: .pageScrolled, argument: \"Page 3 of 10\") and return true; return false on the last page so Speak Screen stops. A UIScrollView or UIPageViewController does this already.",
        sources: ["B ch8 L3619-3637", "seed rule #60"],
        summary: "a swipe recogniser whose action turns a page, in a class that is not a scroll view and implements no `accessibilityScroll(_:)`",
        appleAuditTypes: [], nutritionLabels: [.voiceOver], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "An onboarding carousel paged by swipe recognisers", .needsReview(count: 1),
                [
                    "App/OnboardingView.swift": """
                    final class OnboardingView: UIView {
                        var currentPage = 0
                        func setUp() {
                            let left = UISwipeGestureRecognizer(target: self, action: #selector(showNextPage))
                            left.direction = .left
                            ↓addGestureRecognizer(left)
                        }
                        @objc func showNextPage() { currentPage += 1; layoutPage() }
                        func layoutPage() {}
                    }
                    """
                ]),
            .code(
                "The carousel also turns its pages for VoiceOver", .passes,
                [
                    "App/OnboardingView.swift": """
                    final class OnboardingView: UIView {
                        var currentPage = 0
                        func setUp() {
                            let left = UISwipeGestureRecognizer(target: self, action: #selector(showNextPage))
                            addGestureRecognizer(left)
                        }
                        @objc func showNextPage() { currentPage += 1 }
                        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
                            guard direction == .left else { return false }
                            showNextPage()
                            UIAccessibility.post(notification: .pageScrolled, argument: "Page \\(currentPage + 1)")
                            return true
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a swipe that dismisses a card turns no page", .passes,
                [
                    "App/CardView.swift": """
                    final class CardView: UIView {
                        func setUp() {
                            let down = UISwipeGestureRecognizer(target: self, action: #selector(close))
                            down.direction = .down
                            addGestureRecognizer(down)
                        }
                        @objc func close() { removeFromSuperview() }
                    }
                    """
                ]),
            .code(
                "Trap: a swipe added to a paging scroll view, which VoiceOver scrolls by itself", .passes,
                [
                    "App/GalleryView.swift": """
                    final class GalleryView: UIScrollView {
                        var page = 0
                        func setUp() { addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(nextPage))) }
                        @objc func nextPage() { page += 1 }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        var reported = Set<String>()
        return project.code.events.compactMap { event in
            guard event.kind == .swipePaging, let type = event.type, case .api(let action) = event.detail,
                !project.implements(.scroll, in: type),
                !project.code.lineage(of: type).contains(where: { $0.superclass.map(ViewClasses.scrollForAssistiveTechnologies.contains) ?? false }),
                reported.insert(type).inserted
            else { return nil }
            return context.finding(
                at: event.location,
                "\(type) turns pages with a swipe recogniser (\(action)) but does not implement accessibilityScroll(_:): VoiceOver's three-finger swipe and Speak Screen cannot turn them",
                confidence: .needsReview(
                    reason: "read from the action method's name and body; the page may also turn by a button, or the view's superview may scroll for it"),
                element: type)
        }
    }
}
