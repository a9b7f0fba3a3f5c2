import A11yInspector
import ArgumentParser
import Foundation

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or explain one with its examples.")

    @Argument(help: "A rule id to explain.")
    var ruleID: String?

    @Option(help: "text, or markdown for the table of docs/rules.md (all rules).")
    var format: String = "text"

    func validate() throws {
        guard ["text", "markdown"].contains(format) else {
            throw ValidationError("unknown format '\(format)'; use text or markdown")
        }
        if format == "markdown", ruleID != nil { throw ValidationError("--format markdown lists every rule; give no rule id") }
    }

    func run() throws {
        guard let ruleID else {
            print(
                format == "markdown" ? RuleDocumentation.markdown(RuleRegistry.all) : RuleCatalog.list(RuleRegistry.all),
                terminator: format == "markdown" ? "" : "\n")
            return
        }
        guard let rule = RuleRegistry.rule(ruleID) else {
            throw ConfigurationError("unknown rule '\(ruleID)'; `a11y rules` lists them")
        }
        print(RuleCatalog.explain(rule))
    }
}

struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Contrast ratio of two colours, the WCAG verdicts, and the nearest passing text colour.",
        discussion: """
            Colours as #RRGGBB, #RRGGBBAA or a UIKit system colour name (label, systemBlue, \
            systemBackground…). When either is a system colour, every appearance is shown: light \
            and dark mode, each with and without Increase Contrast (or only --appearance).
            """)

    @Argument(help: "Text (foreground) colour.") var foreground: String
    @Argument(help: "Background colour.") var background: String
    @Option(help: "Text size in points.") var size: Double = 17
    @Flag(help: "Bold text.") var bold = false
    @Option(help: "One appearance: light, dark, light-high, dark-high (high = Increase Contrast).")
    var appearance: String?

    func run() throws {
        func spec(_ s: String) throws -> ColorSpec {
            if let c = RGBA(hex: s) { return .rgba(c) }
            let name = s.hasSuffix("Color") ? String(s.dropLast(5)) : s
            guard SystemColors.table[name] != nil else {
                throw ValidationError("'\(s)' is neither a hex colour nor a known system colour")
            }
            return .system(name)
        }
        let fgSpec = try spec(foreground), bgSpec = try spec(background)
        var appearances: [ColorResolver.Appearance] = [.light]
        if let appearance {
            guard let chosen = ColorResolver.Appearance(name: appearance) else {
                throw ValidationError("unknown appearance '\(appearance)'; use light, dark, light-high or dark-high")
            }
            appearances = [chosen]
        } else if case .system = fgSpec {
            appearances = ColorResolver.Appearance.allCases
        } else if case .system = bgSpec {
            appearances = ColorResolver.Appearance.allCases
        }
        let resolver = ColorResolver()
        let large = Contrast.isLargeText(pointSize: size, bold: bold)
        print("\(Rect.format(size)) pt\(bold ? " bold" : ""): \(large ? "large" : "normal") text")
        for appearance in appearances {
            let bg = resolver.resolve(bgSpec, appearance: appearance)!
            guard bg.alpha >= 0.999 else { throw ValidationError("the background must be opaque (\(bg.hex) in \(appearance))") }
            let fg = resolver.resolve(fgSpec, appearance: appearance)!.composited(over: bg)
            let ratio = Contrast.ratio(fg, bg)
            if appearances.count > 1 { print("\n\(appearance):") }
            print(String(format: "%.2f:1", ratio) + "  (\(fg.hex) on \(bg.hex))")
            for (level, enhanced) in [("AA", false), ("AAA", true)] {
                let required = Contrast.requiredRatio(largeText: large, enhanced: enhanced)
                var line = "WCAG \(level): \(ratio >= required - 0.005 ? "pass" : "fail") (needs \(Rect.format(required)):1)"
                if ratio < required - 0.005 {
                    if let better = Contrast.nearestPassing(fg, on: bg, required: required) {
                        line += "; nearest passing text colour \(better.hex) (\(String(format: "%.2f", Contrast.ratio(better, bg))):1)"
                    } else {
                        line += "; no text colour reaches it on this background"
                    }
                }
                print(line)
            }
        }
    }
}
