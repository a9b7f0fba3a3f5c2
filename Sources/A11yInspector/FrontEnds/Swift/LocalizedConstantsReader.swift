import SwiftSyntax

/// The constants of one Swift file that hold a string table lookup, by name path: SwiftGen's
/// `L10n.Settings.title` (`static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")`)
/// and `L10n.Settings.greeting(_:)` (a function returning `tr(…)`), `let title = NSLocalizedString(…)`
/// at file or type level, and a `String` extension member returning `NSLocalizedString(self, …)`
/// (recorded as `String.localized` with the key `self`). Only declarations are walked, not bodies;
/// a stored `var` is left out, since code may assign it another text.
enum LocalizedConstantsReader {
    static func read(_ tree: SourceFileSyntax) -> [String: LocalizedText] {
        var result: [String: LocalizedText] = [:]
        for item in tree.statements {
            if let decl = item.item.as(DeclSyntax.self) { read(decl, path: [], into: &result) }
        }
        // Once more where the file extends `String` with a lookup: a member that hands `self` to
        // one declared after it is known only now.
        if result.keys.contains(where: { $0.hasPrefix("String.") }) {
            for item in tree.statements {
                if let e = item.item.as(ExtensionDeclSyntax.self), e.extendedType.sourceText == "String" {
                    read(DeclSyntax(e), path: [], into: &result)
                }
            }
        }
        return result
    }

    static func read(_ decl: DeclSyntax, path: [String], into result: inout [String: LocalizedText]) {
        if let type = decl.asProtocol(DeclGroupSyntax.self) {
            let name: String
            if let e = decl.as(ExtensionDeclSyntax.self) {
                name = e.extendedType.sourceText
            } else if let c = decl.as(ClassDeclSyntax.self) {
                name = c.name.text
            } else if let s = decl.as(StructDeclSyntax.self) {
                name = s.name.text
            } else if let e = decl.as(EnumDeclSyntax.self) {
                name = e.name.text
            } else {
                return
            }
            for member in type.memberBlock.members { read(member.decl, path: path + [name], into: &result) }
            return
        }
        let type = path.last
        if let variable = decl.as(VariableDeclSyntax.self) {
            // A `var` with a value may be given another one; a computed `var` may not.
            let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                let getter = binding.accessorBlock.flatMap { block in getterExpression(block, lastReturn: path == ["String"]) }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let expr = isConstant ? binding.initializer?.value : getter
                else { continue }
                add(expr, name: name, path: path, type: type, into: &result)
            }
        } else if let function = decl.as(FunctionDeclSyntax.self),
            let expr = function.body.flatMap({ returned($0.statements, lastReturn: path == ["String"]) })
        {
            add(expr, name: function.name.text, path: path, type: type, into: &result)
        }
    }

    static func add(_ expr: ExprSyntax, name: String, path: [String], type: String?, into result: inout [String: LocalizedText]) {
        let key = (path + [name]).joined(separator: ".")
        // extension String { var localized: String { NSLocalizedString(self, comment: "") } }
        if path == ["String"], let call = FactsVisitor.unwrap(expr).as(FunctionCallExprSyntax.self),
            call.calledExpression.sourceText == "NSLocalizedString",
            call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            let table = call.arguments.first { $0.label?.text == "tableName" }.flatMap { LocalizedTextReader.plainKey($0.expression) }
            result[key] = LocalizedText(.key("self", table: table, fallback: nil))
            return
        }
        // A member that hands `self` to another one: `var localized: String { let lang = …;
        // return localized(lang) }` beside `func localized(_ lang: String)`.
        if path == ["String"], let target = stringMember(expr), let lookup = result["String.\(target)"], case .key("self", _, _) = lookup.lookup {
            result[key] = lookup
            return
        }
        guard let text = LocalizedTextReader.text(expr, type: type) else { return }
        // A name that is not itself a lookup is kept only when it names another type's
        // constant (`static let title = L10n.Settings.title`).
        if case .constant(let target, _) = text.lookup, !target.contains(".") { return }
        result[key] = text
    }

    /// `{ L10n.tr(…) }`, `{ return … }`, `{ get { … } }`; with `lastReturn`, also the value a
    /// longer body ends by returning (`let bundle = …; return NSLocalizedString(self, bundle: bundle, …)`).
    static func getterExpression(_ block: AccessorBlockSyntax, lastReturn: Bool = false) -> ExprSyntax? {
        switch block.accessors {
        case .getter(let statements): return returned(statements, lastReturn: lastReturn)
        case .accessors(let accessors):
            guard accessors.count == 1, let only = accessors.first, only.accessorSpecifier.text == "get" else { return nil }
            return only.body.flatMap { returned($0.statements, lastReturn: lastReturn) }
        }
    }

    /// A body's one expression; with `lastReturn`, also what a longer body ends by returning.
    static func returned(_ statements: CodeBlockItemListSyntax, lastReturn: Bool) -> ExprSyntax? {
        FactsVisitor.onlyExpression(statements) ?? (lastReturn ? Self.lastReturn(statements) : nil)
    }

    /// The value a body ends by returning, when it returns nowhere else: the statements before
    /// it only prepare the call (a bundle, a language).
    static func lastReturn(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let last = statements.last?.item.as(ReturnStmtSyntax.self)?.expression else { return nil }
        let returns = statements.dropLast().filter { $0.item.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.return) } }
        return returns.isEmpty ? last : nil
    }

    /// `localized(lang)`, `self.localized(lang)`, `self.localized`: another member of `String`
    /// called on `self`.
    static func stringMember(_ raw: ExprSyntax) -> String? {
        let expr = FactsVisitor.unwrap(raw)
        let callee = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

}
