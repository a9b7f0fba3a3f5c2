/// Announcements interrupt: never in a loop.
struct AnnouncementSparinglyQueued: Rule {
    let metadata = RuleMetadata(
        id: "announcement-sparingly-queued",
        title: "Announcement posted in a loop",
        rationale:
            "Each announcement interrupts what VoiceOver is saying. Posted in a loop, they cut each other off, and only the last is heard, or people hear a flood.",
        wcag: ["4.1.3"], impact: .moderate, defaultSeverity: .warning,
        tags: ["voiceover", "announcements"],
        help: "Post one announcement summarising the change, or queue them with the accessibilitySpeechQueueAnnouncement attribute.",
        sources: ["B ch8 L2986-3046", "seed rule #67"],
        summary: "announcements posted in a loop",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "One announcement per downloaded file", .triggers(count: 1),
                [
                    "Example/Downloads.swift": """
                    final class Downloads {
                        func finished(_ files: [File]) {
                            for file in files {
                                ↓UIAccessibility.post(notification: .announcement, argument: "\\(file.name) downloaded")
                            }
                        }
                    }
                    """
                ]),
            .code(
                "One summary", .passes,
                [
                    "Example/Downloads.swift": """
                    final class Downloads {
                        func finished(_ files: [File]) {
                            UIAccessibility.post(notification: .announcement, argument: "\\(files.count) files downloaded")
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.filter { $0.kind == .announcementInLoop }.map {
            context.finding(at: $0.location, "An announcement is posted inside a loop: each one interrupts the previous")
        }
    }
}
