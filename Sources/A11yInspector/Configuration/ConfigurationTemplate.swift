/// The `.a11y.yml` that `a11y init` writes: every key with its default and what it does, the
/// rules' severities and options commented out, so a team edits rather than looks things up.
/// It parses to the default configuration.
public enum ConfigurationTemplate {
    public static func text(rules: [RuleMetadata], baseline: String? = nil) -> String {
        func number(_ value: Double) -> String {
            Int(exactly: value).map(String.init) ?? String(value)
        }
        var lines = [
            "# a11y configuration (every key is optional; `a11y rules ID` explains a rule).",
            "# Unknown keys, rule ids and options are errors, so a typo never goes unnoticed.",
            "",
            "# Rules never to run.",
            "disabled_rules: []",
            "",
            "# If not empty, run only these rules.",
            "only_rules: []",
            "",
            "# Folders and files not to audit: globs (* and ? within a name, ** across folders).",
            "# Build folders, Pods, Carthage, DerivedData and test targets are skipped anyway.",
            "exclude: []",
            "",
            "# The lowest severity reported (and that fails the build): error, warning or info.",
            "# --min-severity overrides it. Default: warning.",
            "# min_severity: warning",
            "",
            "# Build steps run `a11y audit --lenient` (the A11yLint plugin does): every finding is a",
            "# warning and the build never fails because of findings. true ignores --lenient there.",
            "fail_builds_on_findings: false",
            "",
            "# Severity per rule (error, warning, info). Defaults shown:",
            "# severity:",
        ]
        let width = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            lines.append("#   \(rule.id):\(String(repeating: " ", count: width - rule.id.count + 1))\(rule.defaultSeverity.rawValue)")
        }
        lines += ["", "# Rule options. Defaults shown:", "# rules:"]
        for rule in rules where !rule.options.isEmpty {
            let options = rule.options.map { "\($0.name): \(number($0.defaultValue))" }.joined(separator: ", ")
            lines.append("#   \(rule.id): { \(options) }")
            for option in rule.options { lines.append("#     # \(option.name): \(option.description)") }
        }
        lines += [
            "",
            "# Findings to hide in Interface Builder files, where comments do not survive Xcode:",
            "# a file glob, optionally element ids and rules, and a reason for reviewers.",
            "suppress: []",
            "#  - file: Main.storyboard",
            "#    elements: [abc-12-xyz]",
            "#    rules: [min-tap-target]",
            "#    reason: designer sign-off",
        ]
        if let baseline {
            lines += [
                "",
                "# Today's findings are recorded in \(baseline); in CI, report only new ones with",
                "#   a11y audit . --baseline \(baseline)",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
