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
    static let showingViews: Set<String> = [
        "Text", "Label", "Button", "Toggle", "Link", "NavigationLink", "Menu", "Section", "TextField", "SecureField",
    ]
    static let showingModifiers: Set<String> = ["navigationTitle", "navigationBarTitle"]

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let adopted = node.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
        guard adopted.contains("View") else { return .visitChildren }
        var strings: Set<String> = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    ["String", "String?"].contains(binding.typeAnnotation?.type.sourceText)
                else { continue }
                strings.insert(name)
            }
        }
        guard !strings.isEmpty else { return .visitChildren }
        let shown = Self.shownProperties(in: Syntax(node.memberBlock), among: strings)
        if !shown.isEmpty { verbatimProperties[node.name.text, default: []].formUnion(shown.union(Self.initializerPlaces(node, of: shown))) }
        return .visitChildren
    }

    /// The places of a view's own initializers whose `String` parameter becomes a shown
    /// property (`init(_ label: String, footer: String? = nil) { self.label = label … }`), by
    /// label, `#0` for the first unlabelled one, `#1` for the next (winston's credential sections).
    static func initializerPlaces(_ node: StructDeclSyntax, of shown: Set<String>) -> Set<String> {
        var places: Set<String> = []
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            var assigned: [String: String] = [:]
            for item in body.statements {
                guard let sequence = item.item.as(SequenceExprSyntax.self).map({ Array($0.elements) }), sequence.count == 3,
                    sequence[1].is(AssignmentExprSyntax.self), let target = sequence[0].as(MemberAccessExprSyntax.self),
                    target.base?.trimmedDescription == "self", shown.contains(target.declName.baseName.text),
                    let value = sequence[2].as(DeclReferenceExprSyntax.self)?.baseName.text
                else { continue }
                assigned[value] = target.declName.baseName.text
            }
            var unlabelled = 0
            for parameter in initializer.signature.parameterClause.parameters {
                let isUnlabelled = parameter.firstName.tokenKind == .wildcard
                defer { if isUnlabelled { unlabelled += 1 } }
                guard ["String", "String?"].contains(parameter.type.trimmedDescription), assigned[(parameter.secondName ?? parameter.firstName).text] != nil
                else { continue }
                places.insert(isUnlabelled ? "#\(unlabelled)" : parameter.firstName.text)
            }
        }
        return places
    }

    /// The project's functions that show a `String` parameter as it is (a `@ViewBuilder` helper,
    /// `func row(_ key: String, _ value: String) -> some View { HStack { Text(key); … } }`), by
    /// `func:` and their name, with the parameters by label (`#0` for an unlabelled first one):
    /// a literal a call passes there is never looked up (Monal's contact details).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else { return .visitChildren }
        var strings: [String: String] = [:]
        var unlabelled = 0
        for parameter in node.signature.parameterClause.parameters {
            let isUnlabelled = parameter.firstName.tokenKind == .wildcard
            defer { if isUnlabelled { unlabelled += 1 } }
            guard parameter.type.sourceText == "String" else { continue }
            let inner = (parameter.secondName ?? parameter.firstName).text
            strings[inner] = isUnlabelled ? "#\(unlabelled)" : parameter.firstName.text
        }
        guard !strings.isEmpty else { return .visitChildren }
        let shown = Self.shownProperties(in: Syntax(body), among: Set(strings.keys))
        if !shown.isEmpty { verbatimProperties[Self.functionKey(node.name.text), default: []].formUnion(shown.compactMap { strings[$0] }) }
        return .visitChildren
    }

    static func functionKey(_ name: String) -> String { "func:" + name }

    /// What changes a text's case only: the words stay the caller's.
    static let caseChanges: Set<String> = ["uppercased", "lowercased", "capitalized", "localizedCapitalized", "localizedUppercase", "localizedLowercase"]

    /// Which of `names` the code shows: the first, unlabelled argument of a showing view or
    /// modifier is the property (`Text(title)`, `Text(self.title)`).
    static func shownProperties(in block: Syntax, among names: Set<String>) -> Set<String> {
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
                var e = FactsVisitor.unwrap(first.expression)
                // The text as it is, or changed in case only (`Text(label.uppercased())`).
                if let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    let base = member.base, VerbatimTextComponentsVisitor.caseChanges.contains(member.declName.baseName.text)
                {
                    e = base
                } else if let member = e.as(MemberAccessExprSyntax.self), let base = member.base,
                    VerbatimTextComponentsVisitor.caseChanges.contains(member.declName.baseName.text)
                {
                    e = base
                }
                let name =
                    e.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? e.as(MemberAccessExprSyntax.self).flatMap { $0.base?.sourceText == "self" ? $0.declName.baseName.text : nil }
                if let name, names.contains(name) { shown.insert(name) }
                return .visitChildren
            }
        }
        let finder = Finder(names: names)
        finder.walk(block)
        return finder.shown
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `.navigationTitle(name ?? "Loading…")`.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), Self.showingModifiers.contains(member.declName.baseName.text) {
            recordConcatenation(node)
            return .visitChildren
        }
        // `row(…)` or `self.row(…)`.
        guard let callee = node.calledExpression.ownPropertyName, !["UI", "NS", "CG", "CA"].contains(where: callee.hasPrefix) else { return .visitChildren }
        if Self.showingViews.contains(callee) {
            recordConcatenation(node)
            return .visitChildren
        }
        // A view's initializer or a function, by labels and unlabelled places (counted among
        // the unlabelled ones).
        let isType = callee.first?.isUppercase == true
        var unlabelled = 0
        for argument in node.arguments {
            let label = argument.label?.text ?? "#\(unlabelled)"
            if argument.label == nil { unlabelled += 1 }
            for (text, at) in Self.literalTexts(argument.expression) {
                append(type: isType ? callee : Self.functionKey(callee), label: label, text: text, at: at)
            }
        }
        return .visitChildren
    }

    /// The texts with words a `String` argument is written with: a literal, an interpolated
    /// literal's own words (`"Manually \(verb) your credentials"`), or each literal branch of a
    /// ternary (`creating ? "Guided mode" : "Guided replace"`).
    static func literalTexts(_ expr: ExprSyntax) -> [(String, ExprSyntax)] {
        if let text = FactsVisitor.stringLiteral(expr) { return hasWords(text) ? [(text, expr)] : [] }
        if let text = CodeEventsVisitor.shownLiteral(expr) { return [(text, expr)] }
        guard let (_, then, otherwise) = FactsVisitor.ternary(expr) else { return [] }
        return literalTexts(then) + literalTexts(otherwise)
    }

    /// `Text("DeviceID: " + id)`, `Text(name ?? "Unknown")`: a `String` built with `+`, or an
    /// optional `String`'s fallback, is shown as it is (a literal alone would be a
    /// `LocalizedStringKey`, and so would an interpolation), so its literal parts are never
    /// translated. Recorded against the file's own `Text`, which shows it.
    private func recordConcatenation(_ node: FunctionCallExprSyntax) {
        guard let first = node.arguments.first, first.label == nil, let sequence = first.expression.as(SequenceExprSyntax.self),
            sequence.elements.contains(where: { ["+", "??"].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text) })
        else { return }
        for element in sequence.elements {
            guard let text = FactsVisitor.stringLiteral(element), Self.hasWords(text) else { continue }
            verbatimProperties[Self.concatenated, default: []].insert(Self.concatenated)
            append(type: Self.concatenated, label: Self.concatenated, text: text, at: element)
        }
    }

    /// Whether a literal's source text (escapes as written) has a letter outside its escapes:
    /// `"\n"` has none.
    static func hasWords(_ source: String) -> Bool {
        var escaped = false
        var inBraces = false
        for character in source {
            if inBraces {
                if character == "}" { inBraces = false }
                continue
            }
            if escaped {
                escaped = false
                if character == "u" { inBraces = true }
                continue
            }
            if character == "\\" { escaped = true; continue }
            if character.isLetter { return true }
        }
        return false
    }

    /// The key of literals joined into a `String` a showing view takes.
    static let concatenated = "+"

    private func append(type: String, label: String, text: String, at expression: ExprSyntax) {
        let start = expression.startLocation(converter: converter)
        literalArguments.append(
            VerbatimLiteralArgument(type: type, label: label, text: text, location: SourceLocation(file: path, line: start.line, column: start.column)))
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
