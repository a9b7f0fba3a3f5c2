import SwiftSyntax

/// Views that show text or an image: `Text`, `Image`, `Label`.
extension SwiftUIViews {
    static let textHandlers: [String: Handler] = [
        "Text": { call, e, interpreter in e.text = call.arguments.first.map { interpreter.text($0.expression, in: call.body) } },
        "Image": image,
        "AsyncImage": asyncImage,
        "Label": { call, e, interpreter in
            e.swiftUI.symbolIcon = call.arg("systemImage") != nil
            if let title = call.title(interpreter) {
                e.text = title
            } else if let titleClosure = call.closure("title") ?? (call.arg("title") == nil ? call.syntax.trailingClosure : nil) {
                let content = call.contents(titleClosure, &interpreter)
                e.text = joinedText(content)
                takeTitleStyle(of: content, into: &e)
            } else if let title = call.arg("title"), let ref = FactsVisitor.unwrap(title).as(DeclReferenceExprSyntax.self),
                let given = interpreter.contentBindings[ref.baseName.text]
            {
                // `Label(title: title) { icon }` in a view whose caller gives the title
                // (`@ViewBuilder let title: () -> Title`): the caller's views are the title.
                e.text = joinedText(given)
            }
        },
    ]

    /// `Label { Text(…).foregroundColor(.primary) } icon: { … }`: the title's texts draw in
    /// their own colour and font when they all share one (the colour closest to the text wins
    /// over the tint a button gives its label); texts in different colours leave the label's.
    static func takeTitleStyle(of content: [Element], into e: inout Element) {
        var texts: [Element] = []
        for view in content { view.forEach { if $0.text != nil { texts.append($0) } } }
        guard let first = texts.first else { return }
        if e.textColor == nil, let color = first.textColor, texts.allSatisfy({ $0.textColor == color }) { e.textColor = color }
        if e.font == nil, let font = first.font, texts.allSatisfy({ $0.font == font }) { e.font = font }
    }

    /// `AsyncImage(url:)` draws the image it loads, an `Image` with no name and no label;
    /// `AsyncImage(url:) { image in image.resizable() } placeholder: { … }` draws what the content
    /// closure makes of it. The form whose closure gets a phase (`{ phase in switch phase … }`)
    /// is left unread: which view each phase shows is chosen at run time.
    static func asyncImage(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        var loaded = Element(id: e.id + ".image", kind: "Image", location: e.location)
        loaded.provenance[.image] = .explanation("an image loaded from a URL at run time")
        guard let content = call.closure("content") ?? call.syntax.trailingClosure else {
            e.children = [loaded]
            return
        }
        guard call.closure("placeholder") != nil, let parameter = FactsVisitor.firstParameter(of: content) else { return }
        let saved = interpreter.contentBindings[parameter]
        interpreter.contentBindings[parameter] = [loaded]
        e.children = call.contents(content, &interpreter)
        interpreter.contentBindings[parameter] = saved
    }

    static func image(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let decorative = call.arg("decorative") {
            e.image = image(decorative, symbol: false, interpreter, call.body)
            e.accessibilityElementsHidden = true
        } else if let symbol = call.arg("systemName") {
            e.image = image(symbol, symbol: true, interpreter, call.body)
            e.swiftUI.lookDependsOn = ternaryCondition(symbol)
        } else if let symbol = call.arg("systemSymbol") {
            // SFSafeSymbols: `Image(systemSymbol: .squareAndArrowUp)` is "square.and.arrow.up".
            if let m = symbol.as(MemberAccessExprSyntax.self), m.base == nil {
                e.image = ImageReference(name: sfSymbolName(safeSymbol: m.declName.baseName.text), isSystemSymbol: true)
            } else {
                e.image = ImageReference(name: symbol.sourceText, isSystemSymbol: true, isDynamic: true)
            }
        } else if let first = call.unlabeled {
            e.image = image(first, symbol: false, interpreter, call.body)
            e.swiftUI.lookDependsOn = ternaryCondition(first)
            if let label = call.arg("label") {
                e.accessibilityLabel = interpreter.text(label, in: call.body)
            }
            // `Image("close")`: SwiftUI looks the name up as a localization key for the
            // label ("The name of the image resource… is also used as the localization key
            // for the accessibility label", Image.init(_:bundle:)).
            else if let name = e.image?.name, e.image?.isDynamic == false, let text = interpreter.index.strings.lookup(name) {
                e.accessibilityLabel = .literal(text)
            }
        } else if let label = call.arguments.first?.label?.text, let made = interpreter.index.imageInitializers[label],
            let value = call.arguments.first?.expression
        {
            projectImage(made, label: label, value: value, &e)
        } else {
            // Image(uiImage:), Image(nsImage:): no name to read.
            e.provenance[.image] = .explanation("an image created at run time")
        }
    }

    /// The project's own initializer (`Image(icon: .delete)`): it makes what the platform
    /// initializer it calls makes, from a value chosen in code.
    static func projectImage(_ made: SwiftUIIndex.ImageInitializer, label: String, value: ExprSyntax, _ e: inout Element) {
        switch made {
        case .symbol: e.image = ImageReference(name: value.sourceText, isSystemSymbol: true, isDynamic: true)
        case .decorative:
            e.image = ImageReference(name: value.sourceText, isDynamic: true)
            e.accessibilityElementsHidden = true
        case .asset, .unknown:
            e.image = ImageReference(name: value.sourceText, isDynamic: true)
            e.provenance[.image] = .explanation("an image the project's Image(\(label):) initializer chooses at run time")
        }
    }
}
