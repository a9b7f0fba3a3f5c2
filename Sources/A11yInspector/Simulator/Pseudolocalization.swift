extension Screen {
    /// The screen as it would read in a pseudolanguage: every text it displays or speaks that
    /// the sources give literally is transformed (text, placeholder, accessibility label,
    /// value and hint, segment and tab titles, custom action names, Voice Control input
    /// labels, the screen's title). Texts set at run time stay dynamic: the app computes
    /// them, and whether they are localized is not known.
    ///
    /// `rtl` also lays the screen out right to left as UIKit and SwiftUI do for a
    /// right-to-left language: frames mirrored across the screen, rows read from the right.
    /// A layout built on leading and trailing therefore reads in the same order as in
    /// English. Views pinned to left or right edges would not mirror on a device; the model
    /// mirrors them too, and `rtl-constraints` reports them.
    public func pseudolocalized(_ language: Pseudolanguage) -> Screen {
        var screen = self
        screen.title = title.map { $0.pseudolocalized(language) }
        screen.root = root.pseudolocalized(language)
        if language.isRightToLeft {
            screen.layoutDirection = .rightToLeft
            if let width = size?.width ?? root.frame?.width { screen.root = screen.root.mirrored(width: width) }
        }
        return screen
    }
}

extension Element {
    func pseudolocalized(_ language: Pseudolanguage) -> Element {
        var e = self
        e.text = text.map { $0.pseudolocalized(language) }
        e.placeholder = placeholder.map { $0.pseudolocalized(language) }
        e.accessibilityLabel = accessibilityLabel.map { $0.pseudolocalized(language) }
        e.accessibilityValue = accessibilityValue.map { $0.pseudolocalized(language) }
        e.accessibilityHint = accessibilityHint.map { $0.pseudolocalized(language) }
        e.items = items.map(language.transform)
        e.customActions = customActions.map { $0.name.map { .named(language.transform($0)) } ?? $0 }
        e.userInputLabels = userInputLabels.map(language.transform)
        e.children = children.map { $0.pseudolocalized(language) }
        return e
    }
}

extension Element {
    /// Frames and activation points mirrored across a screen `width` points wide.
    func mirrored(width: Double) -> Element {
        var e = self
        if let f = frame { e.frame = Rect(x: width - f.x - f.width, y: f.y, width: f.width, height: f.height) }
        if let p = activationPoint { e.activationPoint = Point(x: width - p.x, y: p.y) }
        e.children = children.map { $0.mirrored(width: width) }
        return e
    }
}

extension TextValue {
    func pseudolocalized(_ language: Pseudolanguage) -> TextValue {
        if case .literal(let s) = self { return .literal(language.transform(s)) }
        return self
    }
}
