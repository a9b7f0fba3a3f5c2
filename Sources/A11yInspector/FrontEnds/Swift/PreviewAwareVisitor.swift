import SwiftSyntax

/// A syntax walk that knows when it is inside a `#Preview { … }` (in a type, or at the top level of
/// a file, where it is an expression): code there is never shown in the app. Readers that also
/// skip `PreviewProvider` types add to `previewDepth` themselves.
class PreviewAwareVisitor: SyntaxVisitor {
    /// How many previews enclose the node being visited; 0 outside every one.
    var previewDepth = 0

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionDeclSyntax) { if node.macroName.text == "Preview" { previewDepth -= 1 } }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) { if node.macroName.text == "Preview" { previewDepth -= 1 } }
}
