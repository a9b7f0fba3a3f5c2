import A11yInspector
import ArgumentParser
import Foundation

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or explain one with its examples.")

    @Argument(help: "A rule id to explain.")
    var ruleID: String?

    func run() throws {
        guard let ruleID else {
            print(RuleCatalog.list(RuleRegistry.all))
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
        abstract: "Contrast ratio of two colours and the WCAG verdict.",
        discussion: "Colours as #RRGGBB, #RRGGBBAA or a UIKit system colour name (label, systemBlue, systemBackground…), light appearance.")

    @Argument(help: "Text (foreground) colour.") var foreground: String
    @Argument(help: "Background colour.") var background: String
    @Option(help: "Text size in points.") var size: Double = 17
    @Flag(help: "Bold text.") var bold = false

    func run() throws {
        let resolver = ColorResolver()
        func parse(_ s: String) throws -> RGBA {
            if let c = RGBA(hex: s) { return c }
            let name = s.hasSuffix("Color") ? String(s.dropLast(5)) : s
            if let c = resolver.resolve(.system(name)) { return c }
            throw ValidationError("'\(s)' is neither a hex colour nor a known system colour")
        }
        let bg = try parse(background)
        guard bg.alpha >= 0.999 else { throw ValidationError("the background must be opaque") }
        let fg = try parse(foreground).composited(over: bg)
        let ratio = Contrast.ratio(fg, bg)
        let large = Contrast.isLargeText(pointSize: size, bold: bold)
        print(String(format: "%.2f:1", ratio) + "  (\(fg.hex) on \(bg.hex), \(Rect.format(size)) pt\(bold ? " bold" : ""), \(large ? "large" : "normal") text)")
        for (level, enhanced) in [("AA", false), ("AAA", true)] {
            let required = Contrast.requiredRatio(largeText: large, enhanced: enhanced)
            print("WCAG \(level): \(ratio >= required ? "pass" : "fail") (needs \(Rect.format(required)):1)")
        }
    }
}
