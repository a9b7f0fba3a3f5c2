/// Comment directives in audited files, as SwiftLint users know them:
/// `a11y:disable RULE…` (to the end of the file or a matching `a11y:enable`),
/// `a11y:enable RULE…`, `a11y:disable-next-line RULE…`, `a11y:disable-line RULE…`.
/// Without rule ids a directive covers every rule. Works in `//`, `/* */` and `<!-- -->` comments.
public struct InlineSuppressions: Sendable {
    struct Region: Sendable {
        var rules: Set<String>  // empty: all rules
        var fromLine: Int
        var toLine: Int
    }

    var regions: [Region] = []

    public init(source: String) {
        var open: [(rules: Set<String>, line: Int)] = []
        var lineNumber = 0
        var lastLine = 0
        // Most files have no directive: one byte search instead of one per line.
        guard source.containsText("a11y:") else { return }
        for line in source.lines {
            lineNumber += 1
            lastLine = lineNumber
            guard line.containsText("a11y:"), let range = line.range(of: "a11y:") else { continue }
            let rest = line[range.upperBound...]
            let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let command = words.first else { continue }
            let rules = Set(
                words.dropFirst().prefix { !$0.hasPrefix("-->") && !$0.hasPrefix("*/") && $0.first?.isLetter == true }
                    .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) })
            switch command {
            case "disable": open.append((rules, lineNumber))
            case "enable":
                open.removeAll { entry in
                    let closes = rules.isEmpty || entry.rules == rules
                    if closes { regions.append(Region(rules: entry.rules, fromLine: entry.line, toLine: lineNumber)) }
                    return closes
                }
            case "disable-next-line": regions.append(Region(rules: rules, fromLine: lineNumber + 1, toLine: lineNumber + 1))
            case "disable-line": regions.append(Region(rules: rules, fromLine: lineNumber, toLine: lineNumber))
            default: continue
            }
        }
        for entry in open { regions.append(Region(rules: entry.rules, fromLine: entry.line, toLine: max(lastLine, entry.line))) }
    }

    public var isEmpty: Bool { regions.isEmpty }

    public func suppresses(ruleID: String, line: Int) -> Bool {
        regions.contains { ($0.rules.isEmpty || $0.rules.contains(ruleID)) && $0.fromLine <= line && line <= $0.toLine }
    }
}

import Foundation
