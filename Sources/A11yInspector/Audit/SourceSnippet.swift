import Foundation

/// A few lines of an audited file around a finding, for reports that show the code.
public struct SourceSnippet: Sendable, Hashable, Codable {
    public struct Line: Sendable, Hashable, Codable {
        public var number: Int
        public var text: String
    }

    public var lines: [Line]
    /// The finding's own line.
    public var focus: Int

    /// Lines shown before and after the finding's line.
    static let context = 2
    /// Longer lines (minified XML, generated code) are cut, so one finding cannot bloat a report.
    static let maximumLineLength = 240

    public static func key(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }

    /// Snippets for the locations whose file is among `inputs`.
    static func around(_ locations: [SourceLocation], in inputs: [InputFile]) -> [String: SourceSnippet] {
        let wanted = Dictionary(grouping: locations, by: \.file)
        var out: [String: SourceSnippet] = [:]
        for input in inputs {
            guard let here = wanted[input.path] else { continue }
            let lines = String(decoding: input.data, as: UTF8.self).lines
            for location in here where location.line >= 1 && location.line <= lines.count {
                let range = max(1, location.line - context)...min(lines.count, location.line + context)
                out[key(location)] = SourceSnippet(
                    lines: range.map { n in
                        var text = String(lines[n - 1]).replacingOccurrences(of: "\r", with: "")
                        if text.count > maximumLineLength { text = String(text.prefix(maximumLineLength)) + "…" }
                        return Line(number: n, text: text)
                    }, focus: location.line)
            }
        }
        return out
    }
}
