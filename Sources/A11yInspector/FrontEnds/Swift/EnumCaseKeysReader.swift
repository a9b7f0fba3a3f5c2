import SwiftSyntax

/// Collects `EnumCaseKeys` during `LocalizationUsageReader`'s walk: the `String` enums a file
/// declares, the case names its code writes, and whether each is written in a pattern
/// (`case .title:` matches a case, it makes none) or in the arm of one.
struct EnumCaseKeysReader {
    var keys = EnumCaseKeys()
    /// Inside an expression pattern (`case .title:`, `if case .a = x`): names there match.
    private var patternDepth = 0
    /// Per `switch` case entered: the enum cases its patterns name, or nil when a pattern is
    /// anything else (`default`, `let x`, a value).
    private var arms: [Set<String>?] = []
    /// The names of the types entered, innermost last (`Self.allCases`).
    private var types: [String] = []

    mutating func enter(_ node: EnumDeclSyntax, file: String) {
        let type = node.name.text
        types.append(type)
        let elements = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        keys.caseNamesByType[type, default: []].formUnion(elements.map(\.name.text))
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains(where: { ["Codable", "Decodable"].contains($0) }) { keys.wholeTypes.insert(type) }
        guard inherited.first == "String" else { return }
        for element in elements where element.parameterClause == nil {
            let raw: String?
            if let value = element.rawValue?.value {
                raw = value.as(StringLiteralExprSyntax.self).flatMap { LocalizationUsageReader.key(ExprSyntax($0)) }
            } else {
                raw = element.name.text
            }
            if let raw { keys.cases.append(.init(type: type, name: element.name.text, rawValue: raw, file: file)) }
        }
    }

    mutating func enterType(named name: String) { types.append(name) }
    mutating func leaveType() { _ = types.popLast() }

    /// A string literal that is the raw value of a `String` enum's case: `enter(_:)` keeps it
    /// with its case, not among the file's literals.
    static func isCaseRawValue(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let element = literal.parent?.as(InitializerClauseSyntax.self)?.parent?.as(EnumCaseElementSyntax.self),
            let decl = element.parent?.parent?.as(EnumCaseDeclSyntax.self),
            let enumDecl = decl.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self)
        else { return false }
        return enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String"
    }

    mutating func enterPattern() { patternDepth += 1 }
    mutating func leavePattern() { patternDepth -= 1 }

    mutating func enter(_ node: SwitchCaseSyntax) {
        guard case .case(let label) = node.label else { return arms.append(nil) }
        var names = Set<String>()
        for item in label.caseItems {
            guard let name = Self.caseName(item.pattern) else { return arms.append(nil) }
            names.insert(name)
        }
        arms.append(names)
    }
    mutating func leave(_ node: SwitchCaseSyntax) { _ = arms.popLast() }

    /// `.title`, `Key.title`, `.title(let x)`: the case a pattern names.
    static func caseName(_ pattern: PatternSyntax) -> String? {
        guard var expr = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self) { expr = call.calledExpression }
        guard let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || member.base!.is(DeclReferenceExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }

    mutating func reference(_ node: DeclReferenceExprSyntax) {
        let name = node.baseName.text
        if name == "allCases" || name == "init" && Self.rawValueArgument(node) { return wholeType(of: node) }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
            call.arguments.first?.label?.text == "rawValue"
        {
            keys.wholeTypes.insert(name)
        }
        guard patternDepth == 0 else { return }
        if let innermost = arms.last, let requires = innermost {
            keys.namedInArms.insert(.init(name: name, requires: requires))
        } else {
            keys.named.insert(name)
        }
    }

    /// `.init(rawValue: x)`.
    private static func rawValueArgument(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let member = node.parent?.as(MemberAccessExprSyntax.self), let call = member.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.arguments.first?.label?.text == "rawValue"
    }

    /// `.init(rawValue: 1 << 2)`: an integer written in the argument.
    private static func integerArgument(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let argument = node.parent?.parent?.as(FunctionCallExprSyntax.self)?.arguments.first?.expression else { return false }
        return argument.tokens(viewMode: .sourceAccurate).contains { if case .integerLiteral = $0.tokenKind { true } else { false } }
    }

    /// `Key.allCases`, `Self.allCases`, `allCases`, `Key.init(rawValue:)`: every case of the
    /// type named, or of the type the code is in.
    private mutating func wholeType(of node: DeclReferenceExprSyntax) {
        let base = node.parent?.as(MemberAccessExprSyntax.self)?.base
        let named = base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let type = named, type != "Self" {
            keys.wholeTypes.insert(type)
        } else if base == nil, node.parent?.is(MemberAccessExprSyntax.self) == true {
            // `.allCases`, `.init(rawValue: text)`: the type is inferred; any may be. An option
            // set's `.init(rawValue: 1 << 2)` makes no enum case.
            if node.baseName.text == "allCases" || !Self.integerArgument(node) { keys.wholeTypes.insert(EnumCaseKeys.anyType) }
        } else if let type = types.last {
            keys.wholeTypes.insert(type)
        }
    }
}
