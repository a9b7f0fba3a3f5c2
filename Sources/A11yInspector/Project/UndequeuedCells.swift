/// Storyboard prototype cells that no code dequeues. A prototype (`<prototypes>` of a table, a
/// collection view's `<cells>`) is a template: it is on screen only when a data source asks
/// for it by its reuse identifier (`dequeueReusableCell(withIdentifier: "Cell")`). When the
/// identifier appears nowhere in the app's Swift or Objective-C, as a string or a name
/// (`String(describing: PhotoCell.self)`), nothing asks for it, so a finding inside it is not
/// certain. Identifiers made by code generated at build time (R.swift, SwiftGen) cannot be
/// seen: then no cell is judged.
struct UndequeuedCells: Sendable {
    /// Per file, the lines of the elements inside each undequeued prototype, with its identifier.
    private var lines: [String: [Int: String]] = [:]
    private(set) var identifiers: [String] = []
    /// The first storyboard holding one, for the audit's note.
    private(set) var firstFile: String?

    init() {}

    init(screens: [ProjectScreen], inputs: [InputFile]) {
        var prototypes: [(identifier: String, cell: Element)] = []
        for screen in screens where screen.screen.origin == .storyboardScene {
            screen.screen.root.forEach { e in
                if let identifier = e.reuseIdentifier, !identifier.isEmpty { prototypes.append((identifier, e)) }
            }
        }
        guard !prototypes.isEmpty, !InterfaceFileLoading.usesGeneratedAccessors(inputs) else { return }
        let named = Self.identifierNames(in: inputs)
        var dead = Set<String>()
        for (identifier, cell) in prototypes where !named.contains(identifier) {
            dead.insert(identifier)
            cell.forEach { lines[$0.location.file, default: [:]][$0.location.line] = identifier }
        }
        identifiers = dead.sorted()
        firstFile = lines.keys.sorted().first
    }

    /// The identifier of the undequeued prototype an element at this location is in.
    func cell(at location: SourceLocation) -> String? {
        lines[location.file]?[location.line]
    }

    /// Every string and name in the app's Swift and Objective-C, wherever it is.
    static func names(in inputs: [InputFile]) -> Set<String> {
        var named = Set<String>()
        for input in inputs where input.kind == .swift || input.kind == .objectiveC {
            named.formUnion(Self.quoted(in: input.data))
            named.formUnion(UnusedMembers.words(in: input.data))
        }
        return named
    }

    /// What in the app's Swift and Objective-C can name a reuse identifier: its strings, and the
    /// words that can stand for one, type names (`String(describing: PhotoCell.self)`,
    /// `NSStringFromClass([PhotoCell class])`, capitalized) and enum cases whose raw value is
    /// their name (`case subtitle` in `enum Row: String`). A property or local of the
    /// identifier's name (`cell.subtitle`, iNaturalist's "subtitle" prototype) names no cell.
    static func identifierNames(in inputs: [InputFile]) -> Set<String> {
        var named = Set<String>()
        for input in inputs where input.kind == .swift || input.kind == .objectiveC {
            named.formUnion(Self.quoted(in: input.data))
            named.formUnion(Self.typeOrCaseWords(in: input.data))
        }
        return named
    }

    /// The capitalized words in source bytes, and the lowercase ones an enum case declares
    /// (`case a`, `case a, b`, `case a = "x"`; not `case .a`, `case let a`).
    static func typeOrCaseWords<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Set<String> {
        var result = Set<String>()
        // After `case` (and after each comma of its list), the next word is a case's name,
        // unless a dot or another character comes between.
        var inCaseList = false
        var expectingCase = false
        UnusedMembers.scanWords(
            in: bytes,
            word: { word in
                let first = word[0]
                if (first >= 65 && first <= 90) || (expectingCase && word != Array("let".utf8) && word != Array("var".utf8)) {
                    result.insert(String(decoding: word, as: UTF8.self))
                }
                expectingCase = false
                if word == Array("case".utf8) { inCaseList = true; expectingCase = true }
            },
            other: { b in
                switch b {
                case UInt8(ascii: " "), UInt8(ascii: "\t"): break
                case UInt8(ascii: ","): expectingCase = inCaseList
                case UInt8(ascii: "\n"), UInt8(ascii: ":"), UInt8(ascii: ";"): inCaseList = false; expectingCase = false
                default: expectingCase = false
                }
            })
        return result
    }

    /// The string literals in the app's Swift and Objective-C, except the reuse identifiers of
    /// cell registrations (`register(FooCell.self, forCellReuseIdentifier: "FooCell")`): an
    /// identifier among them is named where a cell may be dequeued (`TypeReachability`).
    static func namesOutsideRegistrations(in inputs: [InputFile]) -> Set<String> {
        var named = Set<String>()
        let labels = SwiftUIIndex.cellRegistrationLabels.map { Array(($0 + ":").utf8) }
        for input in inputs where input.kind == .swift || input.kind == .objectiveC {
            let bytes = Array(input.data)
            named.formUnion(
                quoted(in: bytes) { start in
                    // The label before the opening quote, spaces and Objective-C's `@` aside.
                    var end = start
                    while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "@") { end -= 1 }
                    return !labels.contains { label in end >= label.count && bytes[(end - label.count)..<end].elementsEqual(label) }
                })
        }
        return named
    }

    /// The contents of the one-line string literals in source bytes (`"Cell"`), escapes aside;
    /// only those whose opening quote, by its offset, `keep` accepts. An interpolated literal
    /// also gives its text before the first interpolation (`"FormCell-\(kind)"` → "FormCell-").
    static func quoted(in bytes: some Sequence<UInt8>, keep: (Int) -> Bool = { _ in true }) -> Set<String> {
        var result = Set<String>()
        var current: [UInt8]?
        var escaped = false
        var kept = true
        for (offset, b) in bytes.enumerated() {
            guard var text = current else {
                if b == UInt8(ascii: "\"") { current = []; kept = keep(offset) }
                continue
            }
            if escaped {
                if b == UInt8(ascii: "("), kept, !text.isEmpty, !text.contains(UInt8(ascii: "(")) { result.insert(String(decoding: text, as: UTF8.self)) }
                escaped = false; text.append(b); current = text; continue
            }
            switch b {
            case UInt8(ascii: "\\"): escaped = true; current = text
            case UInt8(ascii: "\""):
                if kept { result.insert(String(decoding: text, as: UTF8.self)) }
                current = nil
            case UInt8(ascii: "\n"): current = nil
            default: text.append(b); current = text
            }
        }
        return result
    }
}
