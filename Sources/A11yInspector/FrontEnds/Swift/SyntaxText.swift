import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without its leading and trailing trivia — what swift-syntax's
    /// `trimmedDescription` gives, without the two copies of the tree it builds for it (those
    /// copies were a tenth of a large app's audit).
    var sourceText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension ExprSyntax {
    /// `x` or `self.x`: the name of a property of the enclosing type (or a local), else nil.
    var ownPropertyName: String? {
        if let ref = self.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }
}
