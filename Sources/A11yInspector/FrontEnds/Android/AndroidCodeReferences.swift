import Foundation

/// What an Android app's Kotlin and Java code says about its layouts' views, read by patterns
/// (not parsed): which view ids it refers to (`R.id.close_button`, view binding's
/// `binding.closeButton`, a field named like the id) and whether it sets content descriptions
/// at all. A view the code can reach may get its description at run time, so findings about
/// its description need review rather than being certain.
public struct AndroidCodeReferences: Sendable {
    /// `R.id.name` references and member names (`.closeButton`), each with its first place.
    private var references: [String: String] = [:]
    /// Where code sets a content description, if it ever does.
    public private(set) var setsDescriptions: String?

    public init() {}

    public mutating func add(path: String, source: String) {
        let file = (path as NSString).lastPathComponent
        var line = 1
        for text in source.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { line += 1 }
            if setsDescriptions == nil, text.contains("setContentDescription(") || text.contains("contentDescription =") {
                setsDescriptions = "\(file):\(line)"
            }
            guard text.contains(".") else { continue }
            for name in Self.memberNames(in: text) where references[name] == nil { references[name] = "\(file):\(line)" }
        }
    }

    /// Identifiers that follow a dot: `R.id.close_button` gives `close_button`, `binding.closeButton` gives `closeButton`.
    static func memberNames(in line: Substring) -> [String] {
        var names: [String] = []
        var current = ""
        var afterDot = false
        for c in line {
            if c.isLetter || c.isNumber || c == "_" {
                current.append(c)
            } else {
                if afterDot, !current.isEmpty { names.append(current) }
                afterDot = c == "."
                current = ""
            }
        }
        if afterDot, !current.isEmpty { names.append(current) }
        return names
    }

    /// Where code refers to the view with this id, when the project sets descriptions in code.
    public func reference(toViewID id: String) -> String? {
        guard setsDescriptions != nil else { return nil }
        return anyReference(toViewID: id)
    }

    /// Where code refers to the view with this id at all.
    public func anyReference(toViewID id: String) -> String? {
        references[id] ?? references[Self.camelCase(id)]
    }

    /// View binding's field name for an id: `close_button` → `closeButton`.
    static func camelCase(_ id: String) -> String {
        let parts = id.split(separator: "_")
        guard let first = parts.first else { return id }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
