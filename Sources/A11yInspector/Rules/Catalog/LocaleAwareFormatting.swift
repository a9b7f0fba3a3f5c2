/// Dates shown to people follow their locale's order.
struct LocaleAwareFormatting: Rule {
    let metadata = RuleMetadata(
        id: "locale-aware-formatting",
        title: "Fixed date format for dates shown to people",
        rationale:
            "The order of day, month and year, the separators and the month names differ between regions: “04/05/2026” is the 5th of April in the United States and the 4th of May in most of Europe. A fixed dateFormat shows every reader the order of the developer's region, and people have to stop and work out which date is meant.",
        wcag: [], impact: .moderate, defaultSeverity: .info,
        tags: ["localization", "cognitive"],
        help:
            "Use dateStyle/timeStyle, setLocalizedDateFormatFromTemplate(\"yMMMd\"), or Date.FormatStyle (date.formatted(date: .abbreviated, time: .omitted)); keep fixed formats for dates exchanged with machines, with the en_US_POSIX locale.",
        sources: [
            "seed rule #154",
            "Apple: setLocalizedDateFormatFromTemplate(_:)",
            "Apple: Technical Q&A QA1480",
        ],
        summary:
            "a fixed `dateFormat` with day and month (“MM/dd/yyyy”) in a type that sets no fixed locale; formats for machines (ISO 8601, time zones, `yyyyMMdd`) are left alone",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "A trip date formatted month first for everyone", .needsReview(count: 1),
                [
                    "App/TripCell.swift": """
                    final class TripCell: UITableViewCell {
                        private static let formatter: DateFormatter = {
                            let formatter = DateFormatter()
                            formatter.dateFormat = ↓"MM/dd/yyyy"
                            return formatter
                        }()
                    }
                    """
                ]),
            .code(
                "Trap: a format for an API, with the POSIX locale; a localized template; a time only; an HTTP date (time zone)", .passes,
                [
                    "App/API.swift": """
                    enum API {
                        static let formatter: DateFormatter = {
                            let formatter = DateFormatter()
                            formatter.locale = Locale(identifier: "en_US_POSIX")
                            formatter.dateFormat = "yyyy-MM-dd"
                            return formatter
                        }()
                    }
                    final class TripCell: UITableViewCell {
                        func configure() {
                            let formatter = DateFormatter()
                            formatter.setLocalizedDateFormatFromTemplate("MMMd")
                            let stamp = DateFormatter()
                            stamp.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
                            let clock = DateFormatter()
                            clock.dateFormat = "HH:mm"
                            let key = DateFormatter()
                            key.dateFormat = "yyyyMMdd"
                            let http = DateFormatter()
                            http.dateFormat = "EEEE, dd LLL yyyy HH:mm:ss zzz"
                        }
                    }
                    """
                ]),
        ]
    }

    /// The format's fields outside quoted text.
    static func fields(_ format: String) -> String {
        var result = "", quoted = false
        for c in format {
            if c == "'" { quoted.toggle(); continue }
            if !quoted, c.isLetter { result.append(c) }
        }
        return result
    }

    /// A format people read: a day of the month and a month, in an order of their own, and none
    /// of the marks of a format for machines (ISO 8601's `T`, time zones, fractions of seconds).
    static func isForPeople(_ format: String) -> Bool {
        let f = fields(format)
        guard f.contains("d"), f.contains("M") || f.contains("L") else { return false }
        // Time zones (`zzz` of HTTP dates, `Z`, `X`) and fractions of seconds mark formats for
        // protocols and logs.
        if format.contains("'T'") || f.contains(where: { "zZXxS".contains($0) }) { return false }
        // Year, month, day (ISO 8601's `yyyy-MM-dd`, the `yyyyMMdd` of keys and file names) is
        // read the same everywhere.
        if f.hasPrefix("yyyyMMdd") || f.hasPrefix("yyyyMMMdd") || f.hasPrefix("yyMMdd") { return false }
        return true
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.compactMap { event in
            guard event.kind == .fixedDateFormat, case .dateFormat(let format) = event.detail,
                !format.fixedLocale, Self.isForPeople(format.format)
            else { return nil }
            return context.finding(
                at: event.location,
                "dateFormat “\(format.format)” puts day and month in one order for every region",
                confidence: .needsReview(reason: "the formatter may read or write dates for a machine rather than show them"))
        }
    }
}
