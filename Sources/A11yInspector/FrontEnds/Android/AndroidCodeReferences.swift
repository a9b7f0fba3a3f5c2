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
    /// Views code gives an `OnTouchListener`, and views it makes clickable (`setOnClickListener`,
    /// `setOnLongClickListener`, `isClickable = true`, `setClickable(true)`): receiver name → place.
    public private(set) var touchListeners: [String: String] = [:]
    public private(set) var madeClickable: [String: String] = [:]

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
            for receiver in Self.receivers(of: ["setOnTouchListener"], in: text) where touchListeners[receiver] == nil {
                touchListeners[receiver] = "\(file):\(line)"
            }
            let clicks = ["setOnClickListener", "setOnLongClickListener", "setClickable(true", "isClickable = true"]
            for receiver in Self.receivers(of: clicks, in: text) where madeClickable[receiver] == nil {
                madeClickable[receiver] = "\(file):\(line)"
            }
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

    /// The view a call is made on: the identifier before `.call` (`binding.map.setOnTouchListener`
    /// gives `map`), or the `R.id.name` on the same line (`findViewById<View>(R.id.map).setOnTouchListener`).
    static func receivers(of calls: [String], in line: Substring) -> [String] {
        var found: [String] = []
        for call in calls {
            var search = line[...]
            while let range = search.range(of: "." + call) {
                let before = search[..<range.lowerBound]
                let name = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                if !name.isEmpty, name.first?.isLetter == true { found.append(name) }
                else if let id = line.range(of: "R.id.") {
                    found.append(String(line[id.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
                search = search[range.upperBound...]
            }
        }
        return found
    }

    /// Where code gives the view with this id a touch listener, and where it makes it clickable.
    public func touchListener(onViewID id: String) -> (touch: String, click: String?)? {
        guard let touch = touchListeners[id] ?? touchListeners[Self.camelCase(id)] else { return nil }
        return (touch, madeClickable[id] ?? madeClickable[Self.camelCase(id)])
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
