/// Text for `a11y rules` and `a11y rules ID`, built from the rules' own metadata and examples.
public enum RuleCatalog {
    public static func list(_ rules: [any Rule]) -> String {
        let width = rules.map(\.metadata.id.count).max() ?? 0
        var lines = [
            "\(rules.count) rules. `a11y rules ID` explains one. Last column: the categories of Xcode's performAccessibilityAudit that would also report the problem (— none).",
            "",
        ]
        for rule in rules {
            let m = rule.metadata
            let pad = String(repeating: " ", count: width - m.id.count)
            lines.append(
                "\(m.id)\(pad)  \(m.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  WCAG \(m.wcag.joined(separator: ", ").padding(toLength: 20, withPad: " ", startingAt: 0))  \(m.title)  [\(auditTypes(of: m.id))]"
            )
        }
        return lines.joined(separator: "\n")
    }

    public static func explain(_ rule: any Rule) -> String {
        let m = rule.metadata
        var out = ["\(m.id): \(m.title)", ""]
        out.append("Severity: \(m.defaultSeverity.rawValue)   Impact: \(m.impact.rawValue)   Tags: \(m.tags.joined(separator: ", "))")
        let criteria = m.wcag.map { n in WCAG.criterion(n).map { "\($0.number) \($0.name) (\($0.level)) \($0.url)" } ?? n }
        out.append("WCAG: " + criteria.joined(separator: "\n      "))
        out.append("Xcode audit types (performAccessibilityAudit): \(auditTypes(of: m.id))")
        out += ["", "Why: \(m.rationale)", "", "Fix: \(m.help)"]
        if !m.options.isEmpty {
            out.append("")
            out.append("Options (.a11y.yml → rules: { \(m.id): { … } }):")
            for o in m.options { out.append("  \(o.name) (default \(Rect.format(o.defaultValue))): \(o.description)") }
        }
        out += ["", "Sources (each explained in docs/sources.md):"]
        for source in m.sources {
            out.append("  \(source)" + (SourceTitles.all[source].map { " — \($0)" } ?? ""))
        }
        for example in rule.examples {
            let verdict: String
            switch example.expectation {
            case .triggers(let n): verdict = "reported (\(n))"
            case .needsReview(let n): verdict = "needs review (\(n))"
            case .passes: verdict = "not reported"
            }
            let at = example.places.isEmpty ? "" : " at \(example.places.joined(separator: ", "))"
            out += ["", "── \(example.description): \(verdict)\(at)"]
            for file in example.files {
                if file.path.hasSuffix(".xib") {
                    out.append(Self.subviews(of: file.marked))
                } else {
                    out.append("   // \(file.path)")
                    out.append(file.marked.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }.joined(separator: "\n"))
                }
            }
        }
        return out.joined(separator: "\n")
    }

    /// The Xcode audit types a rule predicts, or "—" when none applies.
    static func auditTypes(of id: String) -> String {
        let types = AppleAuditTypes.types(of: id)
        return types.isEmpty ? "—" : types.map(\.rawValue).joined(separator: ", ")
    }

    /// The interesting part of an example xib: what is inside the root view's `<subviews>`.
    static func subviews(of xib: String) -> String {
        guard let start = xib.range(of: "<subviews>"), let end = xib.range(of: "</subviews>", options: .backwards) else { return xib }
        let body = xib[start.upperBound..<end.lowerBound].split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let indent = body.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { "   " + $0.dropFirst(indent) }.joined(separator: "\n")
    }
}

import Foundation
