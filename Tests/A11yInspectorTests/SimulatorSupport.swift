@testable import A11yInspector

/// Small trees for simulator specifications, built directly in the model so that they do not
/// depend on any front end.
enum Tree {
    static let file = SourceLocation(file: "Spec.xib", line: 1)

    static func view(
        _ id: String, _ kind: String = "UIView", _ x: Double, _ y: Double, _ w: Double, _ h: Double,
        children: [Element] = [], _ configure: (inout Element) -> Void = { _ in }
    ) -> Element {
        var e = Element(id: id, kind: kind, location: file)
        e.frame = Rect(x: x, y: y, width: w, height: h)
        e.children = children
        configure(&e)
        return e
    }

    static func label(
        _ id: String, _ text: String, _ x: Double, _ y: Double, _ w: Double = 100, _ h: Double = 21,
        _ configure: (inout Element) -> Void = { _ in }
    ) -> Element {
        view(id, "UILabel", x, y, w, h) { e in
            e.text = .literal(text)
            configure(&e)
        }
    }

    static func button(
        _ id: String, _ title: String, _ x: Double, _ y: Double, _ w: Double = 100, _ h: Double = 44,
        _ configure: (inout Element) -> Void = { _ in }
    ) -> Element {
        view(id, "UIButton", x, y, w, h) { e in
            e.text = .literal(title)
            configure(&e)
        }
    }

    /// A frameless SwiftUI-style view: order comes from the document.
    static func swiftUI(
        _ id: String, _ kind: String, text: String? = nil, children: [Element] = [],
        _ configure: (inout Element) -> Void = { _ in }
    ) -> Element {
        var e = Element(id: id, kind: kind, location: file)
        e.text = text.map { .literal($0) }
        e.children = children
        configure(&e)
        return e
    }

    static func screen(
        _ children: [Element], idiom: Screen.Idiom = .phone, direction: Screen.LayoutDirection = .leftToRight,
        _ configure: (inout Screen) -> Void = { _ in }
    ) -> ResolvedScreen {
        var root = view("root", "UIView", 0, 0, 393, 852, children: children)
        if children.allSatisfy({ $0.frame == nil }) { root.frame = nil }
        var s = Screen(name: "Spec", origin: .xib, file: "Spec.xib", location: file, root: root)
        s.idiom = idiom
        s.layoutDirection = direction
        configure(&s)
        return Resolver.resolve(s)
    }

    /// The transcript as spoken lines.
    static func spoken(_ screen: ResolvedScreen) -> [String] {
        screen.simulation.transcript.map(\.utterance.text)
    }

    static func ids(_ screen: ResolvedScreen, _ indices: [Int]) -> [String] {
        indices.map { screen.elements[$0].element.id }
    }
}

extension CodeOrigin {
    /// An assignment at a line, as tests write it.
    static func at(_ file: String, _ line: Int) -> CodeOrigin { CodeOrigin(SourceLocation(file: file, line: line)) }
}
