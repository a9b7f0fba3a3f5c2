extension Screen {
    /// The screen as it would read in a pseudolanguage: every text it displays or speaks that
    /// the sources give literally is transformed (text, placeholder, accessibility label,
    /// value and hint, segment and tab titles, custom action names, Voice Control input
    /// labels, the screen's title). Texts set at run time stay dynamic: the app computes
    /// them, and whether they are localized is not known.
    ///
    /// `rtl` also makes the layout direction right-to-left, so rows are read from the right.
    /// Frames stay as designed: whether Auto Layout would mirror them (leading and trailing
    /// constraints do, left and right constraints and fixed frames do not) is not in the
    /// model, so the order shown is that of a layout that does not flip.
    public func pseudolocalized(_ language: Pseudolanguage) -> Screen {
        var screen = self
        screen.title = title.map { $0.pseudolocalized(language) }
        screen.root = root.pseudolocalized(language)
        if language.isRightToLeft { screen.layoutDirection = .rightToLeft }
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
        e.customActions = customActions.map(language.transform)
        e.userInputLabels = userInputLabels.map(language.transform)
        e.children = children.map { $0.pseudolocalized(language) }
        return e
    }
}

extension TextValue {
    func pseudolocalized(_ language: Pseudolanguage) -> TextValue {
        if case .literal(let s) = self { return .literal(language.transform(s)) }
        return self
    }
}
