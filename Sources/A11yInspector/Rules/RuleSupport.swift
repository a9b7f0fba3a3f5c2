import Foundation

/// Small helpers several rules share.
extension ResolvedElement {
    /// The label VoiceOver speaks, when it is a literal.
    public var labelText: String? { label?.literal }

    /// On a view built in code, the statement that wrote the judged value (`label.font = …` in
    /// a setup method) and a note naming the declaration (" (declared at line 12)"): where a
    /// finding about `property` points. Nil when that is the declaration itself.
    func statement(setting property: ViewProperty) -> (location: SourceLocation, declared: String)? {
        element.writtenAt[property].flatMap { Self.statement($0, declaredAt: element.location) }
    }

    static func statement(_ at: SourceLocation, declaredAt declaration: SourceLocation) -> (location: SourceLocation, declared: String)? {
        let code = [".swift", ".m", ".mm"].contains { declaration.file.hasSuffix($0) }
        guard code, at.file != declaration.file || at.line != declaration.line else { return nil }
        let place = at.file == declaration.file ? "line \(declaration.line)" : "\(declaration.file.fileName):\(declaration.line)"
        return (at, " (declared at \(place))")
    }

    /// Renders text of its own, so its font and colour matter: a kind that shows text, except a
    /// button with no title (none in Interface Builder, none set in code, or an empty one): an
    /// image-only button draws no text whatever its font. A label keeps its font even when
    /// empty in the file, since labels get their text at run time.
    public var showsText: Bool {
        guard defaults.showsText, !element.swiftUI.iconOnly else { return false }
        if role == .button, element.android == nil, element.text?.isKnownEmpty ?? true, !element.setInCode.contains(.text) { return false }
        if isEmptyCanvasField { return false }
        return true
    }

    /// A text field no one can type into (`isUserInteractionEnabled` false), empty, with no
    /// placeholder, that no code fills: it draws no text whatever its font (a secure field used
    /// as a screenshot shield, whose subviews show the content).
    var isEmptyCanvasField: Bool {
        role == .textField && !element.isUserInteractionEnabled && element.provenance[.isUserInteractionEnabled] == nil
            && element.text?.isKnownEmpty ?? true && element.placeholder == nil
            && element.setInCode.isDisjoint(with: [.text, .placeholder])
    }

    /// The size people can touch: fixed constraints first, else the design-time frame.
    public var touchSize: Size? {
        guard let width = element.fixedWidth ?? frame?.width, let height = element.fixedHeight ?? frame?.height else { return nil }
        return Size(width: max(width, element.minimumWidth ?? 0), height: max(height, element.minimumHeight ?? 0))
    }

    /// The kind as a person would name it in a message ("Button", "Slider", "Label").
    public var roleName: String {
        if element.android != nil { return element.customClass ?? AndroidWidget.shortName(element.kind) }
        if let name = defaults.name { return name }
        if traits.contains(.button) { return "Button" }
        if traits.contains(.link) { return "Link" }
        if traits.contains(.adjustable) { return "Adjustable element" }
        return element.customClass ?? "View"
    }
}

enum Words {
    /// The text ends with the word (trailing punctuation ignored), case-insensitive.
    static func endsWith(_ text: String, word: String) -> Bool {
        let pattern = "(?i)(^|[^\\p{L}\\p{N}])" + NSRegularExpression.escapedPattern(for: word) + "[\\s.!:]*$"
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    /// Whole-word, case-insensitive search.
    static func contains(_ text: String, word: String) -> Bool {
        let pattern = "(?i)(^|[^\\p{L}\\p{N}])" + NSRegularExpression.escapedPattern(for: word) + "($|[^\\p{L}\\p{N}])"
        return text.range(of: pattern, options: .regularExpression) != nil
    }
}

extension ResolvedScreen {
    /// The colour scheme the node is forced into by itself or an ancestor (SwiftUI's
    /// `.environment(\.colorScheme, .dark)`): only that appearance is ever drawn.
    func forcedColorScheme(of node: ResolvedElement) -> ColorResolver.Appearance.Scheme? {
        selfAndAncestors(of: node).lazy.compactMap(\.element.swiftUI.colorScheme).first.flatMap(ColorResolver.Appearance.Scheme.init(rawValue:))
    }

    /// Why `node` may be hidden from VoiceOver at run time: it or a view around it is hidden by
    /// a value code decides (`.accessibilityHidden(!isAccessible)`, `.accessibility(hidden: flag)`).
    func hiddenInCode(_ node: ResolvedElement) -> String? {
        selfAndAncestors(of: node).lazy.compactMap { view in
            view.element.provenance[.accessibilityHidden].map { "code may hide it from VoiceOver (\(view.element.displayName): \($0))" }
        }.first
    }

    /// How opaque `node` is drawn over its backdrop: the product of the alpha (UIKit) or
    /// opacity (SwiftUI) of the view and of its ancestors up to the view that paints the
    /// backdrop, with the first view that dims it. An alpha above the backdrop's view dims the
    /// background as much as the text, and is left out.
    func opacity(of node: ResolvedElement) -> (value: Double, dimmedBy: ResolvedElement?) {
        var owner: String?
        if case .color(_, let id) = node.backdrop { owner = id }
        let dimming = selfAndAncestors(of: node).prefix { $0.element.id != owner }.filter { $0.element.alpha < 1 }
        return (dimming.reduce(1.0) { $0 * $1.element.alpha }, dimming.first)
    }

    /// Why the colour behind `node` may differ at run time: code may set the background of the
    /// view it comes from (directly, through a custom class, or an extension of its UIKit class).
    func backdropUncertainty(of node: ResolvedElement) -> String? {
        guard case .color(_, let id) = node.backdrop, id != node.element.id,
            let owner = elements.first(where: { $0.element.id == id })
        else { return nil }
        return owner.runtimeUncertainty(.backgroundColor).map { "the background comes from \(owner.element.displayName): \($0)" }
    }

    /// The visible static text that names a control on screen: just above it (overlapping
    /// horizontally) or just before it on the same row, at most `gap` points away.
    func visualLabel(of control: Rect, gap: Double, reachableOnly: Bool = false) -> ResolvedElement? {
        elements.first { other in
            guard other.isVisible, other.role == .staticText, other.element.android == nil, let f = other.frame,
                !reachableOnly || other.isReachable,
                other.element.text.map({ !$0.isKnownEmpty }) ?? false
            else { return false }
            let above = f.maxY <= control.minY + 2 && control.minY - f.maxY <= gap && f.minX < control.maxX && control.minX < f.maxX
            let before = f.maxX <= control.minX + 2 && control.minX - f.maxX <= gap && abs(f.midY - control.midY) < max(control.height, 22) / 2
            return above || before
        }
    }
}

/// Title case as the HIG defines it for edit-menu items and undo action names: every word
/// capitalised except articles, coordinating conjunctions and prepositions of four letters or
/// fewer, which stay lower case unless they come first (seed S3 L127; catalogue §1.S).
enum TitleCase {
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet",
        "as", "at", "by", "from", "in", "into", "of", "off", "on", "onto", "out", "over", "per", "to", "up", "upon", "via", "with",
    ]

    /// The words that should start with a capital letter and do not; nil for text the
    /// convention does not cover (not in the basic Latin alphabet, or a format string).
    static func lowercaseWords(_ text: String) -> [String]? {
        guard text.unicodeScalars.allSatisfy(\.isASCII), !text.contains("%") else { return nil }
        return words(text).enumerated().compactMap { index, word in
            guard let first = word.first, first.isLetter, first.isLowercase else { return nil }
            // iCloud, iPhone, eBook: names that keep a lower-case first letter.
            if word.dropFirst().contains(where: \.isUppercase) { return nil }
            if index > 0 && minorWords.contains(word.lowercased()) { return nil }
            return word
        }
    }

    /// The text with the words `lowercaseWords` names capitalised.
    static func fixed(_ text: String) -> String {
        let wrong = Set(lowercaseWords(text) ?? [])
        return words(text).map { wrong.contains($0) ? $0.prefix(1).uppercased() + $0.dropFirst() : $0 }.joined(separator: " ")
    }

    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
