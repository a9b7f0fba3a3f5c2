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
    /// `setOnLongClickListener`, `isClickable = true`, `setClickable(true)`): layout name →
    /// receiver name → place. A call counts for the layouts its file names (`R.layout.item_row`,
    /// `ItemRowBinding`), so an `avatar` made clickable in one view holder does not make every
    /// layout's `avatar` clickable.
    private var touchListeners: [String: [String: String]] = [:]
    private var madeClickable: [String: [String: String]] = [:]

    public init() {}

    public mutating func add(path: String, source: String) {
        let file = path.fileName
        let layouts = Self.layoutNames(in: source)
        var line = 1
        for text in source.lines {
            defer { line += 1 }
            if setsDescriptions == nil, text.contains("setContentDescription(") || text.contains("contentDescription =") {
                setsDescriptions = "\(file):\(line)"
            }
            guard text.contains(".") else { continue }
            for name in Self.memberNames(in: text) where references[name] == nil { references[name] = "\(file):\(line)" }
            for layout in layouts {
                for receiver in Self.receivers(of: ["setOnTouchListener"], in: text) where touchListeners[layout]?[receiver] == nil {
                    touchListeners[layout, default: [:]][receiver] = "\(file):\(line)"
                }
                let clicks = ["setOnClickListener", "setOnLongClickListener", "setClickable(true", "isClickable = true"]
                for receiver in Self.receivers(of: clicks, in: text) where madeClickable[layout]?[receiver] == nil {
                    madeClickable[layout, default: [:]][receiver] = "\(file):\(line)"
                }
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
                if !name.isEmpty, name.first?.isLetter == true {
                    found.append(name)
                } else if let id = line.range(of: "R.id.") {
                    found.append(String(line[id.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
                search = search[range.upperBound...]
            }
        }
        return found
    }

    /// Where code that names `layout` gives its view with this id a touch listener.
    public func touchListener(onViewID id: String, inLayout layout: String) -> String? {
        touchListeners[layout].flatMap { $0[id] ?? $0[Self.camelCase(id)] }
    }

    /// Where code that names `layout` makes its view with this id clickable.
    public func clickable(viewID id: String, inLayout layout: String) -> String? {
        madeClickable[layout].flatMap { $0[id] ?? $0[Self.camelCase(id)] }
    }

    /// Layouts a source file names: `R.layout.item_row`, and view binding classes
    /// (`ItemRowBinding` → `item_row`).
    static func layoutNames(in source: String) -> Set<String> {
        var names = Set<String>()
        var search = source[...]
        while let r = search.range(of: "R.layout.") {
            let name = search[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
            search = search[r.upperBound...]
        }
        search = source[...]
        while let r = search.range(of: "Binding") {
            let before = search[..<r.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber }
            let type = String(before.reversed())
            if let first = type.first, first.isUppercase { names.insert(snakeCase(type)) }
            search = search[r.upperBound...]
        }
        return names
    }

    /// `ItemRow` → `item_row`.
    static func snakeCase(_ type: String) -> String {
        var out = ""
        for c in type {
            if c.isUppercase, !out.isEmpty { out.append("_") }
            out.append(contentsOf: c.lowercased())
        }
        return out
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
