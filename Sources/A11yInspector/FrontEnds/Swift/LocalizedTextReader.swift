import SwiftSyntax

/// Reads the string table lookup an expression makes, for the texts code gives views:
/// `NSLocalizedString("key", tableName:, value:, comment:)`, `String(localized:table:defaultValue:)`,
/// `LocalizedStringKey`/`LocalizedStringResource` literals, `Bundle.localizedString(forKey:value:table:)`,
/// `String(format:)` around one of them, SwiftGen's `tr(table, key, …)`, R.swift's
/// `R.string.table.member()`, `"key".localized`, and names that may be constants holding one.
enum LocalizedTextReader {
    static func text(_ raw: ExprSyntax, type: String?) -> LocalizedText? {
        let expr = FactsVisitor.unwrap(raw)
        if let call = expr.as(FunctionCallExprSyntax.self) { return text(call, type: type) }
        // "key".localized
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
            let key = FactsVisitor.stringLiteral(base).map(LocalizationUsageReader.unescape)
        {
            return LocalizedText(.helper(member.declName.baseName.text, key: key))
        }
        guard let path = namePath(expr), mayBeConstant(path) else { return nil }
        if !path.contains("."), FactsVisitor.isLocal(path, at: Syntax(expr)) { return nil }
        return LocalizedText(.constant(path, type: type))
    }

    static func text(_ call: FunctionCallExprSyntax, type: String?) -> LocalizedText? {
        let callee = call.calledExpression.sourceText
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? callee
        let arguments = Array(call.arguments)
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        func literal(_ label: String) -> String? { argument(label).flatMap(LocalizationUsageReader.key) }
        let rest = arguments.dropFirst().filter { $0.label == nil }.map(\.expression.sourceText)

        guard let first = arguments.first else { return named(call, arguments, type: type) }
        switch (name, first.label?.text) {
        case ("NSLocalizedString", nil):
            // An interpolated key is looked up as the interpolated text, which no table has.
            guard let key = plainKey(first.expression) else { return nil }
            return keyed(key, table: literal("tableName"), fallback: literal("value"))
        case ("String", "localized"), ("init", "localized"), ("LocalizedStringResource", nil), ("LocalizedStringKey", nil):
            // String(localized: LocalizedStringResource("key", table: "Shop"))
            if let inner = first.expression.as(FunctionCallExprSyntax.self) { return text(inner, type: type) }
            guard let literal = first.expression.as(StringLiteralExprSyntax.self), let key = LocalizationUsageReader.key(first.expression) else { return nil }
            let interpolations = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression.sourceText }
            var text = keyed(
                key, table: argument("table").flatMap(LocalizationUsageReader.key), fallback: argument("defaultValue").flatMap(LocalizationUsageReader.key))
            if !interpolations.isEmpty { text.arguments = interpolations }
            return text
        case ("localizedString", "forKey"):
            guard let key = plainKey(first.expression) else { return nil }
            // An empty `value:` gives the key, as nil does.
            return keyed(key, table: literal("table"), fallback: literal("value").flatMap { $0.isEmpty ? nil : $0 })
        case ("String", "format"), ("init", "format"), ("localizedStringWithFormat", nil):
            guard var text = text(first.expression, type: type) else { return nil }
            text.arguments = rest
            text.codeText = nil
            return text
        case ("tr", nil):
            // SwiftGen: tr("Localizable", "settings.title", p1, fallback: "Settings").
            guard arguments.count >= 2, arguments[1].label == nil, let table = plainKey(first.expression),
                let key = plainKey(arguments[1].expression)
            else { return nil }
            var text = keyed(key, table: table, fallback: literal("fallback"))
            let formatArguments = Array(rest.dropFirst())
            if !formatArguments.isEmpty { text.arguments = formatArguments }
            return text
        default:
            return named(call, arguments, type: type)
        }
    }

    /// `R.string.localizable.settingsTitle()`, `R.string.localizable.greeting(name, preferredLanguages: …)`,
    /// `L10n.Profile.greeting(name)`: a function the project may declare.
    static func named(_ call: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax], type: String?) -> LocalizedText? {
        // "key".localized()
        if arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let key = member.base.flatMap(plainKey)
        {
            return LocalizedText(.helper(member.declName.baseName.text, key: key))
        }
        guard let path = namePath(call.calledExpression) else { return nil }
        if let key = enumCaseKey(arguments) { return LocalizedText(.enumKey(key)) }
        let parts = path.split(separator: ".").map(String.init)
        let unlabelled = arguments.filter { $0.label == nil }.map(\.expression.sourceText)
        var text: LocalizedText
        if parts.count == 4, parts[0] == "R", parts[1] == "string" {
            text = LocalizedText(.rswift(table: parts[2], member: parts[3]))
        } else if path.contains("."), mayBeConstant(path) {
            text = LocalizedText(.constant(path, type: type))
        } else {
            return nil
        }
        if !unlabelled.isEmpty { text.arguments = unlabelled }
        return text
    }

    /// `localize(.home_title)`, `Strings.text(for: StringKey.home_title)`: one enum case handed
    /// to the project's own lookup function (the other arguments labelled). Its name is the key
    /// (a `String` enum's implicit raw value); the resolver takes it only when a table has it.
    static func enumCaseKey(_ arguments: [LabeledExprSyntax]) -> String? {
        guard let first = arguments.first, arguments.dropFirst().allSatisfy({ $0.label != nil }),
            let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            member.base.map({ namePath($0)?.first?.isUppercase == true }) ?? true
        else { return nil }
        return member.declName.baseName.text
    }

    /// A name of the type's or the file's own (`title`) or one reached through a type
    /// (`L10n.Settings.title`), not a property of a value (`viewModel.title`).
    static func mayBeConstant(_ path: String) -> Bool {
        !path.contains(".") || path.first?.isUppercase == true
    }

    /// A lookup of a key written in the call; its text is known from the code alone when a
    /// fallback is given or the key is readable text (`"Done"`), as `developmentText` decides.
    static func keyed(_ key: String, table: String?, fallback: String?) -> LocalizedText {
        let readable = !key.isEmpty && !key.contains("%") && !StringTables.isIdentifierKey(key) ? key : nil
        return LocalizedText(.key(key, table: table, fallback: fallback), codeText: fallback ?? readable)
    }

    /// A literal without interpolations, escapes resolved.
    static func plainKey(_ expr: ExprSyntax) -> String? {
        FactsVisitor.stringLiteral(expr).map(LocalizationUsageReader.unescape)
    }

    /// `L10n.Settings.title`, `Self.title`, `title` → the name path without `self`/`Self`; nil
    /// for anything but names joined by dots.
    static func namePath(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base.map(FactsVisitor.unwrap) else { return nil }
        let name = member.declName.baseName.text
        if let ref = base.as(DeclReferenceExprSyntax.self), ["self", "Self"].contains(ref.baseName.text) { return name }
        return namePath(base).map { "\($0).\(name)" }
    }

    /// `"Episode \(number)"` as `Episode ‹number›`; nil without interpolations.
    static func partial(_ expr: ExprSyntax) -> String? {
        guard let literal = FactsVisitor.unwrap(expr).as(StringLiteralExprSyntax.self),
            literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) })
        else { return nil }
        return literal.segments.map { segment in
            if let text = segment.as(StringSegmentSyntax.self) { return LocalizationUsageReader.unescape(text.content.text) }
            let value = segment.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression.sourceText ?? "…"
            return "‹\(value)›"
        }.joined()
    }
}
