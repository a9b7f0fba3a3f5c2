import Foundation

/// `a11y tree`: every view of a screen, whether it is an accessibility element, a container or
/// nothing to assistive technologies, and the platform rule that decided.
public enum TreeReport {
    public static func text(_ screen: ResolvedScreen) -> String {
        var number: [Int: Int] = [:]
        for (n, i) in screen.simulation.order.enumerated() { number[i] = n + 1 }
        let groups = Set(screen.simulation.rotor(.containers))
        var out = [screen.screen.name + (screen.screen.size.map { "  \(Rect.format($0.width)) × \(Rect.format($0.height)) pt" } ?? "")]
        func visit(_ i: Int, _ prefix: String, _ isLast: Bool, _ isRoot: Bool) {
            let e = screen.elements[i]
            let branch = isRoot ? "" : (isLast ? "└─ " : "├─ ")
            var line = prefix + branch + e.description
            if !e.traits.isEmpty && (e.isReachable || e.isAccessibilityElement) { line += " \(e.traits)" }
            if let frame = e.frame { line += " \(frame)" }
            line += "  — " + ElementVerdict.text(e, number: number[i], isGroup: groups.contains(i))
            out.append(line)
            let kids = screen.childIndices[i] ?? []
            let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
            let writes = Self.writes(e.element)
            if !writes.isEmpty { out.append(childPrefix + (kids.isEmpty ? "   " : "│  ") + "   code: " + writes.joined(separator: "; ")) }
            for (k, c) in kids.enumerated() { visit(c, childPrefix, k == kids.count - 1, false) }
        }
        visit(0, "", true, true)
        return out.joined(separator: "\n") + "\n"
    }

    /// What code does to the view that the file does not show: each property code sets, at
    /// the line that sets it, the condition code hides it under, and why its code may not be read.
    static func writes(_ element: Element) -> [String] {
        var result = element.provenance.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value)" }
        if let supplied = element.suppliedAs { result.append("returned by the table's delegate as a \(supplied)") }
        if let condition = element.hiddenWhen { result.append("hidden when \(condition)") }
        if let unread = element.unreadCode { result.append(unread) }
        return result
    }

    public static func json(_ screens: [ResolvedScreen]) -> String {
        struct Node: Encodable {
            let id: String
            let kind: String
            /// The platform class a custom class (`kind`) derives from, when they differ.
            let baseClass: String?
            let name: String?
            let line: Int
            let frame: Rect?
            let element: Int?
            let label: String?
            let value: String?
            let hint: String?
            let traits: [String]
            /// A text field whose text is hidden; absent otherwise.
            let secure: Bool?
            let verdict: String
            /// What code sets on the view (`TreeReport.writes`); absent when nothing.
            let code: [String]?
            let children: [Node]
        }
        struct Doc: Encodable {
            let schemaVersion: Int
            let screens: [ScreenDoc]
        }
        struct ScreenDoc: Encodable {
            let name: String
            let file: String
            let root: Node
        }
        func node(_ s: ResolvedScreen, _ i: Int, _ number: [Int: Int], _ groups: Set<Int>) -> Node {
            let e = s.elements[i]
            return Node(
                id: e.element.id, kind: e.element.customClass ?? e.element.kind,
                baseClass: e.element.customClass == nil ? nil : e.element.kind, name: e.element.name,
                line: e.element.location.line, frame: e.frame, element: number[i],
                label: Speech.spoken(e.label), value: e.value.flatMap(Speech.spoken), hint: e.hint.flatMap(Speech.spoken),
                traits: e.traits.uiKitNames, secure: e.element.isSecureTextEntry ? true : nil,
                verdict: ElementVerdict.text(e, number: number[i], isGroup: groups.contains(i)),
                code: Optional(writes(e.element)).flatMap { $0.isEmpty ? nil : $0 },
                children: (s.childIndices[i] ?? []).map { node(s, $0, number, groups) })
        }
        let docs = screens.filter { !$0.elements.isEmpty }.map { s -> ScreenDoc in
            var number: [Int: Int] = [:]
            for (n, i) in s.simulation.order.enumerated() { number[i] = n + 1 }
            return ScreenDoc(name: s.screen.name, file: s.screen.file, root: node(s, 0, number, Set(s.simulation.rotor(.containers))))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(Doc(schemaVersion: 1, screens: docs))) ?? Data(), as: UTF8.self) + "\n"
    }
}
