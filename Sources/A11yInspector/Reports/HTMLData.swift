import Foundation

/// The data the HTML report's script needs (colours per view, details per box, each section's
/// markup), as JSON for a `<script type="application/json">` block. The script puts the
/// project's strings into the page as text (`textContent`); the only markup it parses is each
/// section's `html`, which the reporter built with the same escaping as the page itself.
enum HTMLData {
    struct Document: Encodable {
        let views: [String]
        let screens: [String: Screen]
    }

    struct Screen: Encodable {
        let notes: [String]
        let boxes: [Box]
        /// Every finding of the screen, for the filters (the list itself is drawn on demand).
        let findings: [Listed]
        /// The section's wireframe, transcript and findings: markup escaped like the rest of
        /// the page, parsed by the script (in an inert `<template>`) when the section opens.
        let html: String
    }

    struct Listed: Encodable {
        let id: String
        let severity: String
        let rule: String
        let file: String
    }

    struct Box: Encodable {
        let kind: String
        let caption: String
        let number: Int?
        let says: String?
        let tree: String
        let at: String
        let clips: String?
        let fills: [String?]
        let text: [String?]
        let findings: [Finding]
    }

    struct Finding: Encodable {
        let id: String
        let severity: String
        let message: String
        let rule: String
    }

    static func json(
        _ pictures: [ScreenPicture], findings: [[Int]], elsewhere: [Int] = [], drawings: [String: String] = [:], result: AuditResult, paths: ReportPaths
    ) -> String {
        var screens: [String: Screen] = [:]
        for (k, p) in pictures.enumerated() {
            var byElement: [String: [Finding]] = [:]
            for n in findings[k] {
                let f = result.findings[n]
                guard let e = f.elementID else { continue }
                byElement[e, default: []].append(Finding(id: "f\(n + 1)", severity: f.severity.rawValue, message: paths.prose(f.message), rule: f.ruleID))
            }
            screens["s\(k + 1)"] = Screen(
                notes: ScreenPicture.View.allCases.map { HTMLWireframe.note($0, p) },
                boxes: p.boxes.map { b in
                    Box(
                        kind: b.kind, caption: b.caption, number: b.swipeNumber, says: b.utterance, tree: b.treeEntry,
                        at: "\(paths.display(b.location.file)):\(b.location.line)", clips: b.clipsAtAX5,
                        fills: b.fills, text: b.textColors, findings: byElement[b.id] ?? [])
                },
                findings: findings[k].map { n in
                    let f = result.findings[n]
                    return Listed(id: "f\(n + 1)", severity: f.severity.rawValue, rule: f.ruleID, file: paths.display(f.location.file))
                },
                html: drawings["s\(k + 1)"] ?? "")
        }
        func listed(_ n: Int) -> Listed {
            let f = result.findings[n]
            return Listed(id: "f\(n + 1)", severity: f.severity.rawValue, rule: f.ruleID, file: paths.display(f.location.file))
        }
        if !elsewhere.isEmpty { screens["other"] = Screen(notes: [], boxes: [], findings: elsewhere.map(listed), html: drawings["other"] ?? "") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(views: ScreenPicture.View.allCases.map(\.rawValue), screens: screens))) ?? Data("{}".utf8)
        return scriptSafe(String(decoding: data, as: UTF8.self))
    }

    /// JSON that cannot end its `<script>` element or open a comment in it: `<`, `>` and `&`
    /// (only ever inside strings) become `\u` escapes, as do the line separators older
    /// JavaScript parsers reject in strings.
    static func scriptSafe(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
