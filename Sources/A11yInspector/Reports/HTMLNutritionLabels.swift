/// The HTML report's first section: the Accessibility Nutrition Label verdicts (`a11y labels`),
/// one table row per label with the screens that block it.
struct HTMLNutritionLabels {
    let reporter: HTMLReporter

    /// `anchors`: the id of each drawn screen's section, by screen name.
    func render(_ assessment: NutritionLabelAssessment, anchors: [String: String] = [:]) -> String {
        let esc = reporter.esc
        var out = "<section id=\"labels\" aria-labelledby=\"labels-h\">\n<h2 id=\"labels-h\">App Store Accessibility Nutrition Labels</h2>\n"
        out += "<p>\(esc(NutritionLabelReport.familyLine(assessment.deviceFamilies)))</p>\n"
        out += "<table class=\"counts labels\">\n<caption>Verdicts from this audit (<code>a11y labels</code> gives the details)</caption>\n"
        out +=
            "<thead><tr><th scope=\"col\">Label</th><th scope=\"col\">Verdict</th><th scope=\"col\">Why</th><th scope=\"col\">Blocking, by screen</th><th scope=\"col\">To check</th></tr></thead>\n<tbody>\n"
        for verdict in assessment.labels {
            let screens = verdict.blocking.prefix(NutritionLabelReport.screensShown).map {
                let name = esc(reporter.paths.display($0.name))
                let linked = anchors[$0.name].map { "<a href=\"#\(reporter.attr($0))\">\(name)</a>" } ?? name
                return "<li>\(linked): \($0.findings.count)</li>"
            }.joined()
            let more =
                verdict.blocking.count > NutritionLabelReport.screensShown
                ? "<li>… and \(verdict.blocking.count - NutritionLabelReport.screensShown) more</li>" : ""
            let evidence = verdict.evidence.map { "<br>\(esc(reporter.paths.prose($0)))" }.joined()
            out += "<tr><th scope=\"row\"><a href=\"\(reporter.attr(verdict.label.criteriaURL))\">\(esc(verdict.label.title))</a></th>"
            out += "<td><span class=\"verdict verdict-\(verdict.verdict.rawValue)\">\(verdict.verdict.shown)</span></td>"
            out += "<td>\(esc(reporter.paths.prose(verdict.reason)))\(evidence)</td>"
            out += "<td>\(screens.isEmpty ? "—" : "<ul>\(screens)\(more)</ul>")</td><td>\(verdict.toCheck.count)</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"
        out += "<p>\(esc(NutritionLabelReport.caveat))</p>\n"
        return out + "</section>\n"
    }
}
