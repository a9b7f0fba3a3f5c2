import Foundation

/// Reads a11y's own snapshot format: the JSON `a11y tree --format json` writes (schema in
/// docs/report-formats.md), written by hand, by another tool, or by a UI test that walks a live
/// view hierarchy. Nodes with an `element` number are accessibility elements with the label,
/// value, hint and traits given; the others are containers.
public enum TreeSnapshotReader {
    struct Document: Decodable {
        var schemaVersion: Int
        var screens: [ScreenNode]
    }

    struct ScreenNode: Decodable {
        var name: String
        var root: Node
    }

    struct Node: Decodable {
        var id: String
        var kind: String
        var baseClass: String?
        var frame: Rect?
        var element: Int?
        var label: String?
        var value: String?
        var hint: String?
        var traits: AccessibilityTraits?
        var secure: Bool?
        var children: [Node]?
    }

    public static func isSnapshot(_ data: Data) -> Bool {
        (try? JSONDecoder().decode(Document.self, from: data)) != nil
    }

    public static func screens(path: String, data: Data) throws -> [Screen] {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw ConfigurationError("not an a11y tree snapshot (the JSON `a11y tree --format json` writes): \(error)")
        }
        guard document.schemaVersion == 1 else {
            throw ConfigurationError("tree snapshot schemaVersion \(document.schemaVersion) is not supported (this a11y reads 1)")
        }
        let lines = Self.lines(of: String(decoding: data, as: UTF8.self))
        return document.screens.map { screenNode in
            let root = element(screenNode.root, path: path, lines: lines)
            var screen = Screen(
                name: "\(path.fileName) › \(screenNode.name)", origin: .snapshot, file: path,
                location: root.location, root: root)
            if let frame = screenNode.root.frame, frame.width > 0 { screen.size = Size(width: frame.width, height: frame.height) }
            return screen
        }
    }

    /// The line of each `"id" : "…"` (first occurrence), for findings' locations.
    static func lines(of text: String) -> [String: Int] {
        var result: [String: Int] = [:]
        var number = 0
        for line in text.lines {
            number += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\"id\""), let colon = trimmed.firstIndex(of: ":") else { continue }
            let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " ,\""))
            if result[value] == nil { result[value] = number }
        }
        return result
    }

    static func hasElementInside(_ node: Node) -> Bool {
        (node.children ?? []).contains { $0.element != nil || hasElementInside($0) }
    }

    /// `inCell`: inside an element that has elements inside, whose class (a table cell) reads
    /// its texts as one and its controls after; there the class defaults decide.
    static func element(_ node: Node, path: String, lines: [String: Int], inCell: Bool = false) -> Element {
        var e = Element(id: node.id, kind: node.baseClass ?? node.kind, location: SourceLocation(file: path, line: lines[node.id] ?? 1))
        if node.baseClass != nil { e.customClass = node.kind }
        e.frame = node.frame
        e.isSecureTextEntry = node.secure ?? false
        let isCell = node.element != nil && hasElementInside(node)
        if node.element != nil {
            if !isCell { e.isAccessibilityElement = true }
            if let label = node.label, !isCell { e.accessibilityLabel = .literal(label) }
            if let value = node.value { e.accessibilityValue = .literal(value) }
            if let hint = node.hint { e.accessibilityHint = .literal(hint) }
            e.traits = TraitChanges(replacement: node.traits ?? [])
        } else if inCell {
            // A text the cell reads as part of itself.
            if let label = node.label { e.text = .literal(label) }
        } else {
            e.isAccessibilityElement = false
        }
        e.children = (node.children ?? []).map { element($0, path: path, lines: lines, inCell: inCell || isCell) }
        return e
    }
}
