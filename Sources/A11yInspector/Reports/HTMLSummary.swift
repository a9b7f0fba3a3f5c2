/// The HTML report's summary: findings by severity, rule and WCAG success criterion; files and
/// screens audited; what was skipped and why.
struct HTMLSummary {
    let reporter: HTMLReporter

    func render(_ result: AuditResult, summary s: ReportSummary, rules: [String: RuleMetadata]) -> String {
        let esc = reporter.esc
        var out = "<section id=\"summary\" aria-labelledby=\"summary-h\">\n<h2 id=\"summary-h\">Summary</h2>\n"

        out += "<table class=\"counts\">\n<caption>Findings by severity</caption>\n"
        out += "<thead><tr><th scope=\"col\">Severity</th><th scope=\"col\">Findings</th><th scope=\"col\">Of which need review</th></tr></thead>\n<tbody>\n"
        for severity in Severity.allCases.reversed() {
            let these = result.findings.filter { $0.severity == severity }
            out +=
                "<tr><th scope=\"row\"><span class=\"sev-word sev-\(severity.rawValue)\">\(severity.rawValue)</span></th><td>\(these.count)</td><td>\(these.count { !$0.confidence.isCertain })</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"

        let byRule = Dictionary(grouping: result.findings, by: \.ruleID)
        if !byRule.isEmpty {
            out += "<table class=\"counts\">\n<caption>Findings by rule</caption>\n"
            out +=
                "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Title</th><th scope=\"col\">WCAG</th><th scope=\"col\">Findings</th></tr></thead>\n<tbody>\n"
            for id in byRule.keys.sorted() {
                let rule = rules[id]
                out +=
                    "<tr><th scope=\"row\"><code>\(esc(id))</code></th><td>\(esc(rule?.title ?? ""))</td><td>\(esc((rule?.wcag ?? []).joined(separator: ", ")))</td><td>\(byRule[id]!.count)</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }

        var byCriterion: [String: Int] = [:]
        for f in result.findings { for c in f.criteria(of: rules[f.ruleID]) { byCriterion[c, default: 0] += 1 } }
        if !byCriterion.isEmpty {
            out += "<table class=\"counts\">\n<caption>Findings by WCAG 2.2 success criterion (a finding counts under each criterion of its rule)</caption>\n"
            out += "<thead><tr><th scope=\"col\">Success criterion</th><th scope=\"col\">Level</th><th scope=\"col\">Findings</th></tr></thead>\n<tbody>\n"
            for number in byCriterion.keys.sorted(by: Self.criterionOrder) {
                let c = WCAG.criterion(number)
                let name = c.map { "<a href=\"\(reporter.attr($0.url))\">\(esc(number)) \(esc($0.name))</a>" } ?? esc(number)
                out += "<tr><th scope=\"row\">\(name)</th><td>\(esc(c?.level ?? ""))</td><td>\(byCriterion[number]!)</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }

        let kinds = result.filesByKind.keys.sorted().map { "\(result.filesByKind[$0]!) \($0)" }.joined(separator: ", ")
        out +=
            "<p>\(ReportText.plural(s.filesAudited, "file")) read\(kinds.isEmpty ? "" : " (\(esc(kinds)))"); \(ReportText.plural(s.screens, "screen")) audited, \(ReportText.plural(result.screenPictures.count, "screen")) drawn below; \(s.suppressed) finding\(s.suppressed == 1 ? "" : "s") suppressed by configuration or inline comments.</p>\n"

        out += "<h3>Skipped and unreadable files</h3>\n"
        if result.diagnostics.isEmpty {
            out += "<p>None: every file was read.</p>\n"
        } else {
            out += "<ul class=\"diagnostics\">\n"
            for d in result.diagnostics {
                let level = d.level == .note ? "skipped" : d.level.rawValue
                out +=
                    "<li><span class=\"diag-level\">\(level)</span> <code>\(esc(reporter.paths.display(d.file)))\(d.line.map { ":\($0)" } ?? "")</code>: \(esc(reporter.paths.prose(d.message)))</li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</section>\n"
    }

    /// "1.4.3" before "1.4.11": numeric, part by part.
    static func criterionOrder(_ a: String, _ b: String) -> Bool {
        let pa = a.split(separator: ".").map { Int($0) ?? 0 }, pb = b.split(separator: ".").map { Int($0) ?? 0 }
        return pa.lexicographicallyPrecedes(pb)
    }
}
