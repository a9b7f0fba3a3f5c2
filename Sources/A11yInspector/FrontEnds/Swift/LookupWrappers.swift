import SwiftSyntax

/// A file's own functions that look a key up for their callers: the key (and often the table)
/// is one of their parameters, handed on to `NSLocalizedString` or to another such function.
/// SwiftGen's generated accessors are the common case:
///
///     enum L10n {
///       static func unreadCount(_ p1: Int) -> String { L10n.tr("Localizable", "unread_count", p1) }
///       static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
///         let format = NSLocalizedString(key, tableName: table, bundle: .main, comment: "")
///         …
///
/// Each call of a wrapper is a lookup of the key it passes (made where the call is, so a call in
/// an accessor nothing calls is dead code); the wrapper's own lookup of its parameter forwards
/// that key, it is not a key built at run time. Only the file's own calls are read this way
/// (SwiftGen's `tr` is called by the accessors beside it).
struct LookupWrappers {
    struct Wrapper: Equatable {
        /// The position of the parameter that is the key.
        var key: Int
        /// The position of the parameter that is the table, if one is.
        var table: Int?
        /// The table the wrapper names itself (`tableName: "Shared"`); nil with `table` or for
        /// the default table.
        var tableLiteral: String?
        /// `private`/`fileprivate`: only this file calls it.
        var isPrivate = false
        /// The bundle its lookup names, when not the app's own (`LookupWrappers.otherBundle`).
        var bundle: String?
    }

    /// `bundle: IDN.localizationBundle`: a bundle that is not the app's (`.main`) or the
    /// package's own (`.module`), nor one the function computes (a language's `.lproj` bundle of
    /// the app, `Bundle(for: Self.self)`): nil for those.
    /// A local bound to another bundle by a property (`if let bundle = Bundle.formatterKit`,
    /// ChatSecure's lookup in a pod's table) is that bundle; one the function computes is not.
    static func otherBundle(_ call: FunctionCallExprSyntax) -> String? {
        guard var expr = call.arguments.first(where: { $0.label?.text == "bundle" })?.expression else { return nil }
        if let local = expr.as(DeclReferenceExprSyntax.self), let bound = binding(of: local.baseName.text, before: call) { expr = bound }
        let text = expr.sourceText.trimmingCharacters(in: .whitespaces)
        let own = [".main", "Bundle.main", ".module", "Bundle.module", "Bundle.main.self"]
        guard !own.contains(text), !expr.is(DeclReferenceExprSyntax.self), !expr.is(FunctionCallExprSyntax.self) else { return nil }
        return text
    }

    /// The value the nearest `let name = …` or `if let name = …` before `node` in its function
    /// binds `name` to.
    static func binding(of name: String, before node: some SyntaxProtocol) -> ExprSyntax? {
        var current = Syntax(node).parent
        while let here = current, !here.is(FunctionDeclSyntax.self), !here.is(MemberBlockItemSyntax.self) { current = here.parent }
        guard let scope = current else { return nil }
        var found: ExprSyntax?
        for token in scope.tokens(viewMode: .sourceAccurate) where token.position < node.position && token.text == name {
            guard let parent = token.parent, parent.is(IdentifierPatternSyntax.self) else { continue }
            if let binding = parent.parent?.as(PatternBindingSyntax.self), let value = binding.initializer?.value { found = value }
            if let binding = parent.parent?.as(OptionalBindingConditionSyntax.self), let value = binding.initializer?.value { found = value }
        }
        return found
    }

    private(set) var byName: [String: Wrapper] = [:]

    init(_ tree: SourceFileSyntax) {
        // Every lookup function ends in an `NSLocalizedString` of the same file: a file without
        // one has none, and its functions are not read.
        guard tree.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("NSLocalizedString") }) else { return }
        let functions = Self.functions(in: tree)
        // To a fixed point: `tr` hands its parameters to `trIn`, which hands them to
        // `NSLocalizedString`.
        var changed = true
        while changed {
            changed = false
            for function in functions {
                let name = function.name.text
                guard byName[name] == nil, let wrapper = wrapper(function) else { continue }
                byName[name] = wrapper
                changed = true
            }
        }
    }

    var isEmpty: Bool { byName.isEmpty }

    /// The one table the file's wrappers can look up in, when other files can only call the
    /// ones that name it (`SASL10n.localizedDescription(for:)` → `tr("SAS", key)`, its `tr`
    /// private): nil when a wrapper other code can call takes the table as a parameter.
    var onlyTable: String? {
        let tables = Set(byName.values.compactMap(\.tableLiteral))
        guard tables.count == 1, byName.values.allSatisfy({ $0.tableLiteral != nil || $0.table == nil || $0.isPrivate }) else { return nil }
        return tables.first
    }

    /// The key and table of a lookup this file knows (`NSLocalizedString`, or a wrapper's call).
    func lookup(_ call: FunctionCallExprSyntax) -> (key: ExprSyntax, table: ExprSyntax?, tableLiteral: String?, bundle: String?)? {
        let arguments = Array(call.arguments)
        let name = Self.calleeName(call)
        if name == "NSLocalizedString", let first = arguments.first, first.label == nil {
            return (first.expression, arguments.first { $0.label?.text == "tableName" }?.expression, nil, Self.otherBundle(call))
        }
        guard let wrapper = byName[name], wrapper.key < arguments.count else { return nil }
        let table = wrapper.table.flatMap { $0 < arguments.count ? arguments[$0].expression : nil }
        return (arguments[wrapper.key].expression, table, wrapper.tableLiteral, wrapper.bundle)
    }

    /// Whether a lookup's key is a parameter of the function it is in: the wrapper forwards it.
    static func forwardsParameter(_ key: ExprSyntax, of call: some SyntaxProtocol) -> Bool {
        guard let name = key.as(DeclReferenceExprSyntax.self)?.baseName.text, let function = enclosingFunction(call) else { return false }
        return parameterNames(function).contains(name)
    }

    static func enclosingFunction(_ node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let here = current {
            if let function = here.as(FunctionDeclSyntax.self) { return function }
            if here.asProtocol(DeclGroupSyntax.self) != nil { return nil }
            current = here.parent
        }
        return nil
    }

    static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    }

    private static func parameterNames(_ function: FunctionDeclSyntax) -> [String] {
        function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }

    private static func functions(in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
        final class Collector: SyntaxVisitor {
            var found: [FunctionDeclSyntax] = []
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    /// The function hands one of its parameters as the key to a lookup in its body.
    private func wrapper(_ function: FunctionDeclSyntax) -> Wrapper? {
        guard let body = function.body else { return nil }
        let parameters = Self.parameterNames(function)
        final class Calls: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
            // A nested function is its own wrapper or none.
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(body)
        for call in calls.found {
            guard let (key, table, literal, bundle) = lookup(call), let keyName = key.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let keyIndex = parameters.firstIndex(of: keyName)
            else { continue }
            let tableName = table?.as(DeclReferenceExprSyntax.self)?.baseName.text
            let tableIndex = tableName.flatMap { parameters.firstIndex(of: $0) }
            let tableLiteral = literal ?? (tableIndex == nil ? table.flatMap(LocalizationUsageReader.key) : nil)
            let isPrivate = function.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            return Wrapper(key: keyIndex, table: tableIndex, tableLiteral: tableLiteral, isPrivate: isPrivate, bundle: bundle)
        }
        return nil
    }
}
