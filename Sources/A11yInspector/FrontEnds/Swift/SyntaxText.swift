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

/// Names of types as code writes them.
enum TypeName {
    /// The type's own name, without its module or enclosing types, generic arguments, optional
    /// marks and spaces: `Style.Text?` → "Text", `ListRowLabel<Icon>` → "ListRowLabel".
    static func last(_ text: String) -> String {
        let plain = text.split(separator: "<").first.map(String.init) ?? text
        let last = plain.split(separator: ".").last.map(String.init) ?? plain
        return last.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
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
