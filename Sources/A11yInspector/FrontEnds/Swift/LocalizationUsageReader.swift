import Foundation
import SwiftSyntax

/// Reads localization lookups from Swift syntax (and Objective-C by pattern).
public enum LocalizationUsageReader {
    /// Lookups and `textAlignment = .left` assignments of one Swift file.
    public static func read(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter? = nil) -> LocalizationContext {
        let visitor = Visitor(path: path, tree: tree, converter: converter ?? SourceLocationConverter(fileName: path, tree: tree))
        visitor.walk(tree)
        return visitor.context
    }

    /// A member name that says it localizes (`localized`, `localizedString`, `loc`, `l10n`).
    static func namesALookup(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "loc" || (lower.hasPrefix("localized") && lower != "localizeddescription") || lower.contains("l10n") || lower.contains("i18n")
            || lower.hasPrefix("translat")
    }

    /// SwiftUI initialisers and modifiers whose first unlabelled string literal is a
    /// `LocalizedStringKey`.
    /// The two string literals of `flag ? "On" : "Off"` (as the parser leaves it: a sequence
    /// whose one ternary is its last operator), else nil.
    static func literalBranches(_ expression: ExprSyntax) -> [ExprSyntax]? {
        guard let elements = expression.as(SequenceExprSyntax.self)?.elements, elements.count >= 3 else { return nil }
        let list = Array(elements)
        guard let ternary = list[list.count - 2].as(UnresolvedTernaryExprSyntax.self),
            list.filter({ $0.is(UnresolvedTernaryExprSyntax.self) }).count == 1,
            ternary.thenExpression.is(StringLiteralExprSyntax.self), let last = list.last, last.is(StringLiteralExprSyntax.self)
        else { return nil }
        return [ternary.thenExpression, last]
    }

    static let swiftUIKeyCalls: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Link", "NavigationLink", "Picker", "Stepper", "TextField",
        "SecureField", "DatePicker", "ProgressView", "Menu", "Section", "LabeledContent", "GroupBox",
        "DisclosureGroup", "ContentUnavailableView", "ShareLink", "Slider", "ColorPicker", "TextEditor",
        "navigationTitle", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "alert",
        "confirmationDialog", "help", "badge", "accessibilityAction", "navigationSubtitle",
    ]
    static let accessibilityProperties: Set<String> = ["accessibilityLabel", "accessibilityHint", "accessibilityValue"]

    final class Visitor: PreviewAwareVisitor {
        let path: String
        let converter: SourceLocationConverter
        let importsSwiftUI: Bool
        var usages: [LocalizationUsage] = []
        var leftAlignments: [SourceLocation] = []
        var leftAlignedViews: [SourceLocation: String] = [:]
        var restyledByAttributes: [String: [SourceLocation]] = [:]
        var absoluteAnchors: [EdgeConstraint] = []
        var forcedLeftToRight: [SourceLocation] = []
        var literals: Set<String> = []
        var enumCases = EnumCaseKeysReader()
        /// Names code refers to, and types extended with a conformance: see `LocalizationContext`.
        var referencedNames: Set<String> = []
        var conformingTypes: Set<String> = []
        // `previewDepth` (inherited) also counts `PreviewProvider` types: Xcode's canvas shows
        // them, the app never does.
        /// Per type declaration entered, whether it is a preview provider.
        var previewTypes: [Bool] = []

        /// The file's own lookup functions (`LookupWrappers`), the lookups in them that forward
        /// their parameter (by usage index), and how many calls of them look a key up.
        let wrappers: LookupWrappers
        var forwarding: [Int] = []
        var wrapperCalls = 0

        init(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter) {
            self.path = path
            self.converter = converter
            wrappers = LookupWrappers(tree)
            importsSwiftUI = SwiftPlatform.imports(tree).contains("SwiftUI")
            super.init(viewMode: .sourceAccurate)
        }

        /// String constants the file declares (`static private let filename = "Common"`), by name;
        /// nil for a name declared twice with different values.
        var stringConstants: [String: String?] = [:]
        /// Lookups whose table is named by a constant (`tableName: filename`), by usage index.
        var tablesByName: [(usage: Int, name: String)] = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return .visitChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self),
                    !literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }),
                    let value = LocalizationUsageReader.key(ExprSyntax(literal))
                else { continue }
                if let known = stringConstants[name], known != value { stringConstants[name] = .some(nil) } else { stringConstants[name] = value }
            }
            return .visitChildren
        }

        /// A table argument: its name when literal; when a constant names it, nil for now and
        /// the constant's name kept to resolve once the whole file is read.
        func table(_ expr: ExprSyntax?, usage index: Int) -> String? {
            guard let expr else { return nil }
            if let literal = LocalizationUsageReader.key(expr) { return literal }
            let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            tablesByName.append((index, name ?? ""))
            return nil
        }

        /// Views a left or right anchor constrains, by index in `absoluteAnchors`, and the views
        /// the file centres horizontally: a centred view's left inset only limits its width, and
        /// mirrors into itself (deltachat-ios's call avatar).
        var anchoredViews: [(index: Int, view: String)] = []
        var centredViews: Set<String> = []

        /// What the walk collected.
        var context: LocalizationContext {
            var result = LocalizationContext()
            var absoluteAnchors = absoluteAnchors
            let symmetric = Set(anchoredViews.filter { centredViews.contains($0.view) }.map(\.index))
            if !symmetric.isEmpty { absoluteAnchors = absoluteAnchors.enumerated().filter { !symmetric.contains($0.offset) }.map(\.element) }
            var usages = usages
            // `NSLocalizedString(key, tableName: filename, …)`: the table the file's constant
            // names; a table computed otherwise is not known, and neither is whether it has the key.
            for (index, name) in tablesByName {
                if let value = stringConstants[name] ?? nil {
                    usages[index].table = value
                } else {
                    usages[index].isDynamic = true
                    usages[index].tableIsDynamic = true
                }
            }
            // A wrapper's own lookup of its parameter, where the file's calls of its wrappers are
            // the lookups (generated accessors): not a key built at run time. Called only from
            // other files, its keys are built there; its table is the one its wrappers name.
            if wrapperCalls > 0 {
                let forwarded = Set(forwarding)
                usages = usages.enumerated().filter { !forwarded.contains($0.offset) }.map(\.element)
            } else if let table = wrappers.onlyTable {
                for index in forwarding {
                    usages[index].table = table
                    usages[index].tableIsDynamic = false
                }
            }
            result.usages = usages
            result.leftAlignmentsInCode = leftAlignments
            result.leftAlignedViewsInCode = leftAlignedViews
            result.restyledByAttributes = restyledByAttributes
            result.absoluteAnchorsInCode = absoluteAnchors
            result.forcedLeftToRightInCode = forcedLeftToRight
            result.literals = literals
            result.enumCaseKeys = enumCases.keys
            result.referencedNames = referencedNames
            result.conformingTypes = conformingTypes
            result.usesGeneratedStringAccessors = usesGeneratedStringAccessors
            return result
        }

        func location(_ node: some SyntaxProtocol) -> SourceLocation {
            let l = node.startLocation(converter: converter)
            return SourceLocation(file: path, line: l.line, column: l.column)
        }

        /// Calls R.swift's generated accessors (`R.string.localizable.title()`).
        var usesGeneratedStringAccessors = false

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // `avatarView.centerInSuperview()`, `badge.centerHorizontally(in: view)`: a view the
            // code centres (a project's layout helper).
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                member.declName.baseName.text.hasPrefix("center"), base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
            {
                centredViews.insert(base.sourceText)
            }
            let callee = call.calledExpression.sourceText
            if !usesGeneratedStringAccessors, callee.hasPrefix("R.string.") { usesGeneratedStringAccessors = true }
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee
            let arguments = Array(call.arguments)
            func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
            func text(_ label: String) -> String? { argument(label).flatMap(LocalizationUsageReader.key) }

            switch name {
            case "NSLocalizedString":
                guard let first = arguments.first, first.label == nil else { break }
                // `NSLocalizedString(self, …)` in a `String` extension is the project's lookup
                // helper: its callers (`"key".localized`) are the lookups.
                if first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", inStringExtension(call) { break }
                if !wrappers.isEmpty, LookupWrappers.forwardsParameter(first.expression, of: call) { forwarding.append(usages.count) }
                let count = usages.count
                add(
                    first.expression, api: .nsLocalizedString, table: argument("tableName"), comment: argument("comment"),
                    defaultValue: text("value"), call: call)
                if usages.count > count { usages[count].bundle = LookupWrappers.otherBundle(call) }
            case "String" where arguments.first?.label?.text == "localized",
                "LocalizedStringResource" where arguments.first?.label == nil:
                guard let first = arguments.first, !(first.expression.is(MemberAccessExprSyntax.self)) else { break }
                add(
                    first.expression, api: .stringLocalized, table: argument("table"), comment: argument("comment"),
                    defaultValue: text("defaultValue"), call: call)
            // `Bundle.localizedString(forKey:value:table:)`, whose `value:` and `table:` have no
            // default: a project's own `localizedString(forKey:)` (Passepartout's remote
            // configuration data) looks nothing up in a table.
            case "localizedString" where arguments.first?.label?.text == "forKey" && argument("value") != nil && argument("table") != nil:
                add(
                    arguments[0].expression, api: .bundleLookup, table: argument("table"), comment: nil,
                    defaultValue: text("value"), call: call)
            case _ where !wrappers.isEmpty && wrappers.byName[name] != nil:
                // `L10n.tr("Localizable", "unread_count", p1)`: a lookup of that key where the
                // call is; `tr(table, key)` inside another wrapper hands its own parameters on.
                guard let (key, table, literal, bundle) = wrappers.lookup(call), !LookupWrappers.forwardsParameter(key, of: call) else { break }
                wrapperCalls += 1
                add(key, api: .lookupFunction, table: table, tableName: literal, comment: nil, defaultValue: nil, call: call, helper: name)
                usages[usages.count - 1].bundle = bundle
            default:
                guard importsSwiftUI, LocalizationUsageReader.swiftUIKeyCalls.contains(name),
                    let first = arguments.first, first.label == nil
                else { break }
                // `Text(isOn ? "On" : "Off")`: both literals are keys (the ternary takes the
                // type the call asks for, LocalizedStringKey, as a lone literal does); each is
                // a lookup, where it is written.
                let keys: [ExprSyntax]
                if first.expression.is(StringLiteralExprSyntax.self) {
                    keys = [first.expression]
                } else if let branches = LocalizationUsageReader.literalBranches(first.expression) {
                    keys = branches
                } else {
                    break
                }
                for key in keys {
                    // Text(_:tableName:bundle:comment:) names its table.
                    add(
                        key, api: .swiftUIKey, table: argument("tableName"), comment: argument("comment"),
                        defaultValue: nil, call: call, accessibility: LocalizationUsageReader.accessibilityProperties.contains(name))
                }
            }
            return .visitChildren
        }

        func inStringExtension(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let here = current {
                if let e = here.as(ExtensionDeclSyntax.self) { return e.extendedType.sourceText == "String" }
                if here.is(ClassDeclSyntax.self) || here.is(StructDeclSyntax.self) || here.is(EnumDeclSyntax.self) { return false }
                current = here.parent
            }
            return false
        }

        override func visit(_ reference: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            referencedNames.insert(reference.baseName.text)
            enumCases.reference(reference)
            return .visitChildren
        }
        override func visit(_ node: ExpressionPatternSyntax) -> SyntaxVisitorContinueKind { enumCases.enterPattern(); return .visitChildren }
        override func visitPost(_ node: ExpressionPatternSyntax) { enumCases.leavePattern() }
        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { enumCases.enter(node); return .visitChildren }
        override func visitPost(_ node: SwitchCaseSyntax) { enumCases.leave(node) }

        /// `extension Failure: LocalizedError {}`.
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.inheritanceClause != nil { conformingTypes.insert(Self.lastName(node.extendedType.sourceText)) }
            enterType(node.inheritanceClause)
            enumCases.enterType(named: Self.lastName(node.extendedType.trimmedDescription))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { leaveType(); enumCases.leaveType() }

        static func lastName(_ type: String) -> String {
            String(type.split(separator: ".").last ?? Substring(type))
        }

        // MARK: Previews

        func enterType(_ inheritance: InheritanceClauseSyntax?) {
            let isPreview = inheritance?.inheritedTypes.contains { $0.type.sourceText.hasSuffix("PreviewProvider") } ?? false
            previewTypes.append(isPreview)
            if isPreview { previewDepth += 1 }
        }
        func leaveType() {
            if previewTypes.popLast() == true { previewDepth -= 1 }
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.inheritanceClause)
            enumCases.enterType(named: node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { leaveType(); enumCases.leaveType() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.inheritanceClause)
            enumCases.enterType(named: node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { leaveType(); enumCases.leaveType() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.inheritanceClause)
            enumCases.enter(node, file: path)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { leaveType(); enumCases.leaveType() }

        /// Every literal but a `String` enum case's raw value, which is a key written in code
        /// only when code makes that case (`EnumCaseKeys`).
        override func visit(_ literal: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if EnumCaseKeysReader.isCaseRawValue(literal) { return .visitChildren }
            if let text = LocalizationUsageReader.key(ExprSyntax(literal)), text.count < 200 { literals.insert(text) }
            return .visitChildren
        }

        /// The call argument an anchor is, through `( … )!` around it.
        static func enclosingArgument(_ member: MemberAccessExprSyntax) -> LabeledExprSyntax? {
            var node = Syntax(member)
            while let parent = node.parent {
                if parent.is(ForceUnwrapExprSyntax.self) || parent.is(TupleExprSyntax.self)
                    || parent.is(LabeledExprListSyntax.self) && parent.parent?.is(TupleExprSyntax.self) == true
                {
                    node = parent; continue
                }
                if let labeled = parent.as(LabeledExprSyntax.self) {
                    if labeled.parent?.parent?.is(TupleExprSyntax.self) == true { node = parent; continue }
                    return labeled
                }
                return nil
            }
            return nil
        }

        /// `(cell?.contentView.leftAnchor)!` as `cell?.contentView.leftAnchor`.
        static func strippedAnchor(_ expr: ExprSyntax) -> ExprSyntax {
            var e = expr
            while true {
                if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression; continue }
                if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil { e = only.expression; continue }
                return e
            }
        }

        /// `view.leftAnchor`, `NSLayoutConstraint(item:attribute: .left…)`.
        override func visit(_ member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = member.declName.baseName.text
            // "key".localized, "key".localized(): kept until the project says whether its own
            // `String` extension declares that member as a lookup.
            // `message.localized` looks up a key built at run time, when the project declares
            // the member so (only names that say so are kept: every `a.b` would be one).
            if let base = member.base, base.is(StringLiteralExprSyntax.self) || LocalizationUsageReader.namesALookup(name) {
                let call = member.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == member.id && $0.arguments.isEmpty ? $0 : nil }
                if call != nil || !(member.parent?.is(FunctionCallExprSyntax.self) ?? false) {
                    add(
                        base, api: .stringHelper, table: nil, comment: nil, defaultValue: nil, call: call.map(ExprSyntax.init) ?? ExprSyntax(member),
                        helper: name)
                }
            }
            if name == "leftAnchor" || name == "rightAnchor" {
                // The anchor an `a.leftAnchor.constraint(equalTo: b.leftAnchor, constant: 8)` call is
                // made on; the anchor passed as its argument is part of the same constraint.
                if let argument = Self.enclosingArgument(member),
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                    let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                {
                    if receiver.as(MemberAccessExprSyntax.self).map({ ["leftAnchor", "rightAnchor"].contains($0.declName.baseName.text) }) == true {
                        return .visitChildren
                    }
                    // `leftAnchor.constraint(equalTo: image.leftAnchor)`: the view's own anchor,
                    // written without `self.`, is recorded here, with the pair.
                    if let own = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text, own == "leftAnchor" || own == "rightAnchor" {
                        let constant = call.arguments.first { $0.label?.text == "constant" }?.expression.sourceText ?? ""
                        absoluteAnchors.append(
                            EdgeConstraint(
                                location: location(receiver), pair: ["self", member.base?.sourceText ?? "self"].sorted().joined(separator: "|"),
                                side: own == "leftAnchor" ? .left : .right, constant: constant))
                        return .visitChildren
                    }
                }
                var pair: String?
                var constant = ""
                if let call = member.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
                    let other = call.arguments.first.map({ Self.strippedAnchor($0.expression) })
                {
                    // `b.leftAnchor`, or the view's own `leftAnchor` written without `self.`.
                    let otherBase =
                        other.as(MemberAccessExprSyntax.self).map { $0.base?.sourceText ?? "self" }
                        ?? (other.as(DeclReferenceExprSyntax.self)?.baseName.text.hasSuffix("Anchor") == true ? "self" : nil)
                    if let otherBase {
                        pair = [member.base?.sourceText ?? "self", otherBase].sorted().joined(separator: "|")
                        constant = call.arguments.first { $0.label?.text == "constant" }?.expression.sourceText ?? ""
                    }
                }
                if let view = member.base?.sourceText { anchoredViews.append((absoluteAnchors.count, view)) }
                absoluteAnchors.append(EdgeConstraint(location: location(member), pair: pair, side: name == "leftAnchor" ? .left : .right, constant: constant))
            } else if name == "centerXAnchor", let view = member.base?.sourceText,
                member.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "constraint"
            {
                centredViews.insert(view)
            } else if name == "forceLeftToRight"
                || (name == "leftToRight"
                    && member.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)?
                        .calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "environment")
            {
                forcedLeftToRight.append(location(member))
            } else if name == "left" || name == "right",
                member.parent?.as(LabeledExprSyntax.self)?.label?.text.hasSuffix("ttribute") == true
            {
                absoluteAnchors.append(EdgeConstraint(location: location(member), pair: nil, side: name == "left" ? .left : .right, constant: ""))
            }
            return .visitChildren
        }

        /// Inside an `if` or `switch` on the layout direction (`case .rightToLeft: … = .left`):
        /// the code mirrors the alignment itself.
        static func dependsOnLayoutDirection(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let here = current, !here.is(MemberBlockItemSyntax.self) {
                let test = here.as(SwitchExprSyntax.self)?.subject.sourceText ?? here.as(IfExprSyntax.self)?.conditions.sourceText
                if let test, test.containsText("ayoutDirection") || test.containsText("semanticContentAttribute") { return true }
                current = here.parent
            }
            return false
        }

        /// `cell.textLabel?.textAlignment = .left` where the same function gives `cell` a
        /// `contentConfiguration`: the cell then shows the configuration's text, not its legacy
        /// `textLabel` or `detailTextLabel` (UIKit, "contentConfiguration"), so their
        /// alignment is never seen (Mammoth's settings rows).
        static func replacedByContentConfiguration(_ target: MemberAccessExprSyntax) -> Bool {
            var base = target.base.map(FactsVisitor.unwrap)
            if let chained = base?.as(OptionalChainingExprSyntax.self) { base = chained.expression }
            guard let legacy = base?.as(MemberAccessExprSyntax.self), ["textLabel", "detailTextLabel"].contains(legacy.declName.baseName.text),
                let cell = legacy.base.map(FactsVisitor.unwrap)?.sourceText
            else { return false }
            var current = Syntax(target).parent
            while let here = current {
                if here.is(FunctionDeclSyntax.self) || here.is(ClosureExprSyntax.self) || here.is(AccessorBlockSyntax.self) {
                    return here.sourceText.containsText("\(cell).contentConfiguration =")
                }
                current = here.parent
            }
            return false
        }

        /// `label.textAlignment = .left` (or `NSTextAlignment.left`), and the views whose
        /// attributed text or text attributes code sets.
        override func visit(_ sequence: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self) else {
                return .visitChildren
            }
            let property = target.declName.baseName.text
            if property == "textAlignment", let value = elements[2].as(MemberAccessExprSyntax.self), value.declName.baseName.text == "left",
                !Self.dependsOnLayoutDirection(sequence), !Self.replacedByContentConfiguration(target)
            {
                let here = location(sequence)
                leftAlignments.append(here)
                if let view = Self.viewName(target) { leftAlignedViews[here] = view }
            }
            if ["attributedText", "defaultTextAttributes", "typingAttributes"].contains(property), let view = Self.viewName(target) {
                restyledByAttributes[view, default: []].append(location(sequence))
            }
            return .visitChildren
        }

        /// The view a property write is made on, by name: `titleLabel` in `titleLabel.x = …` and
        /// `self.titleLabel.x = …`; for the local of a closure that initialises a property
        /// (`let titleLabel: UILabel = { let label = UILabel(); label.x = …; return label }()`),
        /// that property.
        static func viewName(_ target: MemberAccessExprSyntax) -> String? {
            guard let base = target.base else { return nil }
            let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            guard let name, name != "self" else { return nil }
            if base.is(DeclReferenceExprSyntax.self) {
                var current = Syntax(target).parent
                while let node = current, !node.is(MemberBlockItemSyntax.self) {
                    if let binding = node.as(PatternBindingSyntax.self), binding.initializer != nil,
                        let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    {
                        return property
                    }
                    current = node.parent
                }
            }
            return name
        }

        func add(
            _ keyExpression: ExprSyntax, api: LocalizationUsage.API, table tableExpression: ExprSyntax?, tableName: String? = nil,
            comment: ExprSyntax?, defaultValue: String?, call: some ExprSyntaxProtocol, accessibility: Bool = false, helper: String? = nil
        ) {
            let call = ExprSyntax(call)
            guard previewDepth == 0 else { return }
            let key = LocalizationUsageReader.key(keyExpression)
            let table = tableName ?? table(tableExpression, usage: usages.count)
            var usage = LocalizationUsage(
                key: key ?? keyExpression.sourceText, table: table, api: api,
                comment: comment.map { LocalizationUsageReader.key($0) ?? $0.sourceText },
                // Where the key is written: a literal in a modifier chain (`List { … }.alert("Delete?")`)
                // is on the modifier's line, not where the chain's statement begins.
                defaultValue: defaultValue, location: location(keyExpression.is(StringLiteralExprSyntax.self) ? Syntax(keyExpression) : Syntax(call)))
            usage.isDynamic = key == nil
            usage.isInterpolated = keyExpression.as(StringLiteralExprSyntax.self)?.segments.contains { $0.is(ExpressionSegmentSyntax.self) } ?? false
            if comment?.is(NilLiteralExprSyntax.self) == true { usage.comment = "" }
            // `// Do not localize` on the line above the statement: a note to translators in
            // the source, where a SwiftUI key has no `comment:` argument to hold it.
            if usage.comment == nil {
                let notes = call.leadingTrivia.compactMap { piece -> String? in
                    switch piece {
                    case .lineComment(let text), .blockComment(let text), .docLineComment(let text): return text
                    default: return nil
                    }
                }
                if !notes.isEmpty { usage.comment = notes.joined(separator: " ") }
            }
            usage.isAccessibility = accessibility || assignsAccessibility(call)
            usage.isFormatted = isFormatted(call)
            usage.isErrorText = Self.makesErrorText(call)
            usage.constant = Self.storedConstant(initialisedBy: call)
            usage.helper = helper
            usages.append(usage)
        }

        /// The keys of an error's `userInfo` that hold text people may be shown.
        static let errorTextKeys: Set<String> = [
            "NSLocalizedDescriptionKey", "NSLocalizedFailureReasonErrorKey", "NSLocalizedRecoverySuggestionErrorKey", "NSLocalizedFailureErrorKey",
        ]
        /// `LocalizedError`'s requirements (Foundation).
        static let localizedErrorMembers: Set<String> = ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"]

        /// Whether the lookup's text becomes an error's (`LocalizationUsage.isErrorText`): an
        /// argument of a call that makes an error (`NSError(…)`, `NSError.appError(message:)`,
        /// `ValidationError(reason:)`: a type whose name ends in "Error"), the value of one of an
        /// error's text keys, or what a `LocalizedError` requirement returns.
        static func makesErrorText(_ call: ExprSyntax) -> Bool {
            var node = Syntax(call)
            while let parent = node.parent {
                if let element = parent.as(DictionaryElementSyntax.self), element.value.id == node.id {
                    let key = element.key.sourceText.trimmingCharacters(in: .whitespaces)
                    return errorTextKeys.contains(key.split(separator: ".").last.map(String.init) ?? key)
                }
                if let outer = parent.as(FunctionCallExprSyntax.self), node.is(LabeledExprListSyntax.self) {
                    let type = outer.calledExpression.sourceText.split(separator: ".").first { $0.first?.isUppercase == true }
                    if let type, type.hasSuffix("Error") { return true }
                }
                if let variable = parent.as(VariableDeclSyntax.self) {
                    return variable.bindings.contains { localizedErrorMembers.contains($0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "") }
                }
                if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
                node = parent
            }
            return false
        }

        /// The stored `let` of a type whose initial value holds the call, when only its name can
        /// read it: not public, open or `@objc` (other modules, Objective-C), in a type that adopts
        /// nothing (a framework reads a protocol's requirements, such as `errorDescription`,
        /// by a name no code writes).
        static func storedConstant(initialisedBy call: ExprSyntax) -> StoredConstant? {
            var node = Syntax(call)
            while let parent = node.parent, !parent.is(InitializerClauseSyntax.self) {
                // The call runs in a function or closure body, not as the initial value.
                if parent.is(CodeBlockItemListSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return nil }
                node = parent
            }
            guard let binding = node.parent?.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.let),
                !variable.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }),
                !hasObjCAttribute(variable.attributes)
            else { return nil }
            var scope = variable.parent
            while let here = scope, !here.is(MemberBlockSyntax.self) {
                if here.is(CodeBlockItemListSyntax.self) { return nil }
                scope = here.parent
            }
            guard let group = scope?.parent?.asProtocol(DeclGroupSyntax.self), group.inheritanceClause == nil,
                !hasObjCAttribute(group.attributes)
            else { return nil }
            let type: String
            if let decl = group.as(StructDeclSyntax.self) {
                type = decl.name.text
            } else if let decl = group.as(ClassDeclSyntax.self) {
                type = decl.name.text
            } else if let decl = group.as(EnumDeclSyntax.self) {
                type = decl.name.text
            } else if let decl = group.as(ActorDeclSyntax.self) {
                type = decl.name.text
            } else if let decl = group.as(ExtensionDeclSyntax.self) {
                type = lastName(decl.extendedType.sourceText)
            } else {
                return nil
            }
            return StoredConstant(type: type, name: name)
        }

        static func hasObjCAttribute(_ attributes: AttributeListSyntax) -> Bool {
            attributes.contains { $0.as(AttributeSyntax.self).map { $0.attributeName.sourceText.hasPrefix("objc") } ?? false }
        }

        /// `String(format: NSLocalizedString(…), n)`, `String.localizedStringWithFormat(…)`,
        /// `NSString(format:)`: the looked-up text is a format. A lookup kept in a variable and
        /// formatted later counts too (`let f = NSLocalizedString(…)` … `String(format: f, …)`).
        func isFormatted(_ call: ExprSyntax) -> Bool {
            var current = call.parent
            for _ in 0..<4 {
                guard let node = current else { break }
                if let outer = node.as(FunctionCallExprSyntax.self), Self.formats(outer) { return true }
                current = node.parent
            }
            // A variable holding the lookup, formatted later in the same function.
            guard
                let binding = call.parent?.parent?.as(PatternBindingSyntax.self)
                    ?? call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return false }
            var scope = binding.parent
            while let node = scope, !node.is(CodeBlockSyntax.self), !node.is(MemberBlockSyntax.self) { scope = node.parent }
            guard let block = scope else { return false }
            // Each scope is read once for the names it formats: a type with a thousand
            // localized constants would otherwise be walked once per constant.
            if let names = formattedNames[block.id] { return names.contains(name) }
            let finder = FormatCallFinder()
            finder.walk(block)
            formattedNames[block.id] = finder.names
            return finder.names.contains(name)
        }

        /// The variables formatted in each scope read so far, by the scope's node.
        var formattedNames: [SyntaxIdentifier: Set<String>] = [:]

        static func formats(_ call: FunctionCallExprSyntax) -> Bool {
            let called = call.calledExpression.sourceText
            if called.hasSuffix("localizedStringWithFormat") { return true }
            return ["String", "NSString", "String.init", "NSString.init"].contains(called)
                && call.arguments.first?.label?.text == "format"
        }

        /// The names passed as the format of a formatting call (`String(format: f, …)`).
        final class FormatCallFinder: SyntaxVisitor {
            var names: Set<String> = []
            init() { super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if Visitor.formats(node), let first = node.arguments.first?.expression.sourceText { names.insert(first) }
                return .visitChildren
            }
        }

        /// `x.accessibilityLabel = NSLocalizedString(…)`, `.accessibilityHint(Text(…))`: the
        /// lookup is the value assigned or an argument, not the view the modifier is called on.
        func assignsAccessibility(_ call: ExprSyntax) -> Bool {
            var child = Syntax(call)
            var element = child
            for _ in 0..<6 {
                guard let current = child.parent else { return false }
                if current.is(ExprListSyntax.self) { element = child }
                if let sequence = current.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), Syntax(elements[2]) == element,
                        let target = elements[0].as(MemberAccessExprSyntax.self)
                    else { return false }
                    return LocalizationUsageReader.accessibilityProperties.contains(target.declName.baseName.text)
                }
                if let outer = current.as(FunctionCallExprSyntax.self) {
                    guard child.is(LabeledExprListSyntax.self),
                        let member = outer.calledExpression.as(MemberAccessExprSyntax.self)
                    else { return false }
                    return LocalizationUsageReader.accessibilityProperties.contains(member.declName.baseName.text)
                }
                child = current
            }
            return false
        }
    }

    /// The development-language text of a lookup whose text is in the code: the `value:` or
    /// `defaultValue:` argument, or a key that is readable text itself
    /// (`NSLocalizedString("Done", comment: …)`). nil for identifier keys (`settings.title`),
    /// whose text is only in the tables, and for keys with interpolations.
    static func developmentText(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.sourceText
        let arguments = Array(call.arguments)
        let valueLabel: String
        switch callee {
        case "NSLocalizedString" where arguments.first?.label == nil: valueLabel = "value"
        case "String" where arguments.first?.label?.text == "localized": valueLabel = "defaultValue"
        default: return nil
        }
        if let value = arguments.first(where: { $0.label?.text == valueLabel }).flatMap({ FactsVisitor.stringLiteral($0.expression) }) {
            return value
        }
        guard let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self),
            !literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }),
            let key = Self.key(ExprSyntax(literal)), !key.isEmpty, !StringTables.isIdentifierKey(key)
        else { return nil }
        return key
    }

    /// A string literal as a key: escapes resolved, interpolations as `%@`. nil for anything else.
    static func key(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
        var result = ""
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                result += unescape(text.content.text)
            } else {
                result += "%@"
            }
        }
        return result
    }

    /// A literal's text as the program sees it: `\n`, `\t`, `\"`, and Unicode escapes, Swift's
    /// `\u{2022}` and Objective-C's `\u2022`.
    static func unescape(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let c = rest.popFirst() {
            guard c == "\\", let next = rest.popFirst() else {
                result.append(c)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                if let scalar = unicodeEscape(&rest) { result.unicodeScalars.append(scalar) } else { result.append(next) }
            default: result.append(next)
            }
        }
        return result
    }

    /// The scalar of `{2022}` (Swift) or `2022` (Objective-C) after `\u`, consumed from `rest`.
    static func unicodeEscape(_ rest: inout Substring) -> Unicode.Scalar? {
        if rest.first == "{", let close = rest.firstIndex(of: "}") {
            let digits = rest[rest.index(after: rest.startIndex)..<close]
            guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            rest = rest[rest.index(after: close)...]
            return scalar
        }
        let digits = rest.prefix(4)
        guard digits.count == 4, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
        rest = rest.dropFirst(4)
        return scalar
    }

    /// Objective-C: `NSLocalizedString(@"key", @"comment")`,
    /// `NSLocalizedStringFromTable(@"key", @"Table", @"comment")`, and the same with `nil`.
    public static func read(path: String, objectiveC source: String) -> [LocalizationUsage] {
        let pattern = #"NSLocalizedString(FromTable|FromTableInBundle|WithDefaultValue)?\(\s*(@"((?:[^"\\]|\\.)*)"|\w+)\s*,\s*(@"((?:[^"\\]|\\.)*)"|nil|\w+)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = source as NSString
        var lineStarts = [0]
        for (i, c) in source.utf16.enumerated() where c == 10 { lineStarts.append(i + 1) }
        return regex.matches(in: source, range: NSRange(location: 0, length: ns.length)).map { m in
            let line = lineStarts.lastIndex { $0 <= m.range.location }! + 1
            let variant = m.range(at: 1).location == NSNotFound ? "" : ns.substring(with: m.range(at: 1))
            let keyGroup = m.range(at: 3)
            let second = m.range(at: 5).location == NSNotFound ? nil : unescape(ns.substring(with: m.range(at: 5)))
            var usage = LocalizationUsage(
                key: keyGroup.location == NSNotFound ? ns.substring(with: m.range(at: 2)) : unescape(ns.substring(with: keyGroup)),
                table: variant.hasPrefix("FromTable") ? second : nil, api: .nsLocalizedString,
                comment: variant.isEmpty ? (second ?? "") : nil, defaultValue: nil,
                location: SourceLocation(file: path, line: line))
            usage.isDynamic = keyGroup.location == NSNotFound
            return usage
        }
    }

    /// Objective-C string literals (`@"…"`), for telling unused keys from keys used by name.
    public static func literals(objectiveC source: String) -> Set<String> {
        guard let regex = try? NSRegularExpression(pattern: #"@"((?:[^"\\]|\\.)*)""#) else { return [] }
        let ns = source as NSString
        return Set(regex.matches(in: source, range: NSRange(location: 0, length: ns.length)).map { unescape(ns.substring(with: $0.range(at: 1))) })
    }
}
