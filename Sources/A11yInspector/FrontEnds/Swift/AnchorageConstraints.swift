import SwiftSyntax

/// Anchorage's constraint operators (https://github.com/Rightpoint/Anchorage), which make a
/// constraint and activate it in one expression: `button.widthAnchor /==/ 30`,
/// `icon.sizeAnchors /==/ CGSize(width: 24, height: 24)`, `row.heightAnchor />=/ 44`. Only sizes
/// given as literals are read: an exact one fixes the side, an at-least one is its minimum.
enum AnchorageConstraints {
    /// A size a statement gives: the view's name, and the width and height it fixes (or at
    /// least makes), nil for a side it does not give.
    struct Size {
        let target: String
        let width: Double?
        let height: Double?
        let exact: Bool
    }

    static func size(_ elements: [ExprSyntax]) -> Size? {
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["/==/", "/>=/"].contains(op),
            let anchor = FactsVisitor.unwrap(elements[0]).as(MemberAccessExprSyntax.self), let base = anchor.base,
            let (target, isMemberPath) = FactsVisitor.targetName(base), !isMemberPath
        else { return nil }
        let value = FactsVisitor.unwrap(elements[2])
        let width: Double?
        let height: Double?
        switch anchor.declName.baseName.text {
        case "widthAnchor": (width, height) = (FactsVisitor.number(value), nil)
        case "heightAnchor": (width, height) = (nil, FactsVisitor.number(value))
        case "sizeAnchors": (width, height) = SnapKitConstraints.literal(value)
        default: return nil
        }
        guard width != nil || height != nil else { return nil }
        return Size(target: target, width: width, height: height, exact: op == "/==/")
    }
}
