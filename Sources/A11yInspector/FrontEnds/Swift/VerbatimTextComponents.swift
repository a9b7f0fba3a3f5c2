import SwiftSyntax

/// The project's SwiftUI views that show a `String` they are given as it is:
///
///     struct TextBarButton: View {
///         let title: String
///         var body: some View { Button(action: action) { Text(title) } }
///     }
///     TextBarButton(title: "Cancel")
///
/// `Text("Cancel")` would look "Cancel" up in the string tables (a literal is a
/// `LocalizedStringKey`); `Text(title)` with a `String` shows it verbatim, so the literal the
/// caller passes is never translated. Collected per file: each view's `String` properties that
/// its code shows (`verbatimProperties`), and the literals calls pass by label
/// (`literalArguments`); matched once every file is read (`CodeFacts.verbatimLiteralEvents`).
final class VerbatimTextComponentsVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    /// View type → its `String` stored properties its code shows as text.
    private(set) var verbatimProperties: [String: Set<String>] = [:]
    private(set) var literalArguments: [VerbatimLiteralArgument] = []

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// Views and initializers that show a `String` first argument verbatim, and the modifiers
    /// that do (`.navigationTitle(title)`).
    static let showingViews: Set<String> = ["Text", "Label", "Button", "Toggle", "Link", "NavigationLink", "Menu", "Section"]
    static let showingModifiers: Set<String> = ["navigationTitle", "navigationBarTitle"]

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let adopted = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard adopted.contains("View") else { return .visitChildren }
        var strings: Set<String> = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    binding.typeAnnotation?.type.trimmedDescription == "String"
                else { continue }
                strings.insert(name)
            }
        }
        guard !strings.isEmpty else { return .visitChildren }
        let shown = Self.shownProperties(in: node.memberBlock, among: strings)
        if !shown.isEmpty { verbatimProperties[node.name.text, default: []].formUnion(shown) }
        return .visitChildren
    }

    /// Which of `names` the code shows: the first, unlabelled argument of a showing view or
    /// modifier is the property (`Text(title)`, `Text(self.title)`).
    static func shownProperties(in block: MemberBlockSyntax, among names: Set<String>) -> Set<String> {
        final class Finder: SyntaxVisitor {
            let names: Set<String>
            var shown: Set<String> = []
            init(names: Set<String>) {
                self.names = names
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = call.calledExpression
                let shows =
                    callee.as(DeclReferenceExprSyntax.self).map { VerbatimTextComponentsVisitor.showingViews.contains($0.baseName.text) }
                    ?? callee.as(MemberAccessExprSyntax.self).map { VerbatimTextComponentsVisitor.showingModifiers.contains($0.declName.baseName.text) }
                    ?? false
                guard shows, let first = call.arguments.first, first.label == nil else { return .visitChildren }
                let e = FactsVisitor.unwrap(first.expression)
                let name =
                    e.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? e.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
                if let name, names.contains(name) { shown.insert(name) }
                return .visitChildren
            }
        }
        let finder = Finder(names: names)
        finder.walk(block)
        return finder.shown
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
            !Self.showingViews.contains(type), !["UI", "NS", "CG", "CA"].contains(where: type.hasPrefix)
        else { return .visitChildren }
        for argument in node.arguments {
            guard let label = argument.label?.text, let text = FactsVisitor.stringLiteral(argument.expression), text.contains(where: \.isLetter) else {
                continue
            }
            let start = argument.expression.startLocation(converter: converter)
            literalArguments.append(
                VerbatimLiteralArgument(type: type, label: label, text: text, location: SourceLocation(file: path, line: start.line, column: start.column)))
        }
        return .visitChildren
    }
}

/// A string literal passed by label to a call of an upper-case name (`TextBarButton(title:
/// "Cancel")`): a verbatim literal when that name is a view that shows that property as it is.
public struct VerbatimLiteralArgument: Sendable, Codable, Hashable {
    public var type: String
    public var label: String
    public var text: String
    public var location: SourceLocation
}
