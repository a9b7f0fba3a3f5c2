import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A Swift file the view interpreter reads, parsed once per screen reading.
final class ProgramFile {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(path: String, source: String) {
        self.path = path
        // Operators folded once for the file (`a + b * c` as a tree): the text is the same, so
        // positions still point into the file.
        let parsed = Parser.parse(source: source)
        tree = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }
}

/// A type the project declares, by its qualified name (`ElementOrderViewController.View`), with
/// the members of its declaration and of every extension of it the read files hold.
final class ProgramType {
    enum Kind { case classType, structType, enumType, protocolType, extensionOnly }

    let name: String
    var kind: Kind
    /// As written after the colon: a superclass first (for a class), then protocols.
    var inherited: [String] = []
    var properties: [String: ProgramProperty] = [:]
    /// In declaration order: stored properties are initialized in this order.
    var propertyOrder: [String] = []
    var functions: [String: [ProgramFunction]] = [:]
    var initializers: [ProgramFunction] = []
    var cases: [String] = []
    var rawValues: [String: ProgramValue] = [:]
    /// Where it is declared.
    var location: SourceLocation?

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    var isClass: Bool { kind == .classType }
}

struct ProgramProperty {
    let name: String
    let isStatic: Bool
    let isLazy: Bool
    let isOverride: Bool
    let type: String?
    let initializer: ExprSyntax?
    /// A computed property's getter, or the statements of one written without `get`.
    let getter: CodeBlockItemListSyntax?
    /// `didSet` on a stored property.
    let didSet: CodeBlockItemListSyntax?
    let file: ProgramFile
    let location: SourceLocation
}

struct ProgramFunction {
    let name: String
    /// Argument labels (nil for `_`).
    let labels: [String?]
    let parameters: [(label: String?, name: String, type: String, defaultValue: ExprSyntax?)]
    let body: CodeBlockItemListSyntax?
    let isStatic: Bool
    let isOverride: Bool
    let file: ProgramFile
    let location: SourceLocation
}

/// The project's types by qualified name, read from the files that declare them, parsed on
/// demand: a screen's reading parses only the files of the types it meets.
final class ProgramIndex {
    private(set) var types: [String: ProgramType] = [:]
    private var loadedFiles: [String: ProgramFile] = [:]
    /// The files that declare or extend a type of this short name.
    private let filesDeclaring: (String) -> [String]
    private let source: (String) -> String?
    private var lookedUp: Set<String> = []

    init(filesDeclaring: @escaping (String) -> [String], source: @escaping (String) -> String?) {
        self.filesDeclaring = filesDeclaring
        self.source = source
    }

    /// Every declaration of the files that may declare `shortName`, read.
    private func load(_ shortName: String) {
        guard lookedUp.insert(shortName).inserted else { return }
        for path in filesDeclaring(shortName) where loadedFiles[path] == nil {
            guard let text = source(path) else { continue }
            let file = ProgramFile(path: path, source: text)
            loadedFiles[path] = file
            // Types a file declares `private` or `fileprivate` at its top level are that file's:
            // two files may each have their own `AccessibilityContainerView`.
            filePrivate[path] = Set(file.tree.statements.compactMap { Self.filePrivateName($0.item) })
            index(file.tree.statements.map(\.item), in: nil, file: file)
        }
    }

    /// File-private top-level type names, by file.
    private var filePrivate: [String: Set<String>] = [:]
    private var fileKeys: [String: String] = [:]

    /// The prefix of a file's private types' names (`F3#`).
    private func fileKey(_ path: String) -> String {
        if let key = fileKeys[path] { return key }
        let key = "F\(fileKeys.count)#"
        fileKeys[path] = key
        return key
    }

    static func filePrivateName(_ item: CodeBlockItemSyntax.Item) -> String? {
        guard let decl = item.as(DeclSyntax.self) else { return nil }
        let named: (DeclModifierListSyntax, String)?
        if let c = decl.as(ClassDeclSyntax.self) {
            named = (c.modifiers, c.name.text)
        } else if let s = decl.as(StructDeclSyntax.self) {
            named = (s.modifiers, s.name.text)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            named = (e.modifiers, e.name.text)
        } else {
            named = nil
        }
        guard let (modifiers, name) = named, modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) else { return nil }
        return name
    }

    /// A name as the project's declarations show it (`F3#Row.Cell` → `Row.Cell`).
    static func displayName(_ qualified: String) -> String {
        guard let hash = qualified.firstIndex(of: "#") else { return qualified }
        return String(qualified[qualified.index(after: hash)...])
    }

    /// The type `name` (as written, maybe qualified: `A.View`) means where `context` (a
    /// qualified type name, or nil at the top level) uses it: a nested type of the context or
    /// of a type enclosing it first, as Swift looks it up.
    func resolve(_ written: String, from context: String?, file: String? = nil) -> ProgramType? {
        let name = Self.stripGenerics(written)
        guard let first = name.split(separator: ".").first.map(String.init), let last = name.split(separator: ".").last.map(String.init) else { return nil }
        load(last)
        load(first)
        var scope = context.map { $0.split(separator: ".").map(String.init) } ?? []
        while !scope.isEmpty {
            let candidate = (scope + [name]).joined(separator: ".")
            if let type = types[candidate], type.kind != .extensionOnly { return type }
            scope.removeLast()
        }
        // The file's own private types, then the module's.
        if let file, filePrivate[file]?.contains(first) == true, let type = types[fileKey(file) + name], type.kind != .extensionOnly { return type }
        if let type = types[name], type.kind != .extensionOnly { return type }
        return nil
    }

    /// Every type whose last name component is `shortName` (`View` gives `A.View`, `B.View`).
    func types(named shortName: String) -> [ProgramType] {
        load(shortName)
        return types.values.filter {
            $0.kind != .extensionOnly && ($0.name == shortName || $0.name.hasSuffix("." + shortName) || $0.name.hasSuffix("#" + shortName))
        }.sorted { $0.name < $1.name }
    }

    /// The type itself by qualified name.
    func type(_ qualified: String) -> ProgramType? {
        if let type = types[qualified] { return type }
        if let last = qualified.split(separator: ".").last { load(String(last)) }
        return types[qualified]
    }

    /// The superclass of a class, as the project declares it (nil for a framework class).
    func superclass(of type: ProgramType) -> ProgramType? {
        guard type.isClass, let first = type.inherited.first else { return nil }
        return resolve(first, from: Self.enclosing(type.name), file: type.location?.file)
    }

    /// The framework class a project class descends from (`UIView`, `UIButton`,
    /// `UIViewController`), or nil.
    func frameworkBase(of type: ProgramType) -> String? {
        var current: ProgramType? = type
        var seen = Set<String>()
        while let t = current, seen.insert(t.name).inserted {
            guard t.isClass, let first = t.inherited.first else { return nil }
            if let next = resolve(first, from: Self.enclosing(t.name), file: t.location?.file) { current = next; continue }
            return Self.stripGenerics(first)
        }
        return nil
    }

    /// Where a member of `type` is looked up, nearest first: the type, its superclasses, then
    /// the project's extensions of the UIKit classes it descends from (`extension UIView`'s
    /// `addAutolayoutSubview(_:)` for a `UIControl` subclass or a `UIStackView`).
    func lineage(of type: ProgramType) -> [ProgramType] {
        var chain: [ProgramType] = []
        var current: ProgramType? = type
        var seen = Set<String>()
        while let t = current, seen.insert(t.name).inserted {
            chain.append(t)
            current = superclass(of: t)
        }
        let framework = type.kind == .extensionOnly ? type.name : frameworkBase(of: type)
        for name in framework.map(PlatformDefaults.uiKitLineage) ?? [] where !seen.contains(name) {
            if let extended = self.type(name), extended.kind == .extensionOnly { chain.append(extended) }
        }
        return chain
    }

    /// The type whose members a UIKit object has: the project's extension of its class or of
    /// the nearest UIKit superclass it extends.
    func extensionType(ofFrameworkClass name: String) -> ProgramType? {
        PlatformDefaults.uiKitLineage(name).lazy.compactMap { self.type($0) }.first { $0.kind == .extensionOnly }
    }

    /// A member function, in the type, its superclasses or the UIKit extensions they reach
    /// (the nearest first).
    func functions(named name: String, in type: ProgramType) -> [ProgramFunction] {
        for t in lineage(of: type) { if let found = t.functions[name], !found.isEmpty { return found } }
        return []
    }

    func property(named name: String, in type: ProgramType) -> (ProgramProperty, owner: ProgramType)? {
        for t in lineage(of: type) { if let found = t.properties[name] { return (found, t) } }
        return nil
    }

    /// A function declaration as the interpreter runs it.
    static func function(_ f: FunctionDeclSyntax, file: ProgramFile) -> ProgramFunction {
        let modifiers = Set(f.modifiers.map(\.name.text))
        let parameters = f.signature.parameterClause.parameters.map { p -> (label: String?, name: String, type: String, defaultValue: ExprSyntax?) in
            let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
            return (label, (p.secondName ?? p.firstName).text, ProgramIndex.stripGenerics(p.type.sourceText), p.defaultValue?.value)
        }
        return ProgramFunction(
            name: f.name.text, labels: parameters.map(\.label), parameters: parameters, body: f.body?.statements,
            isStatic: modifiers.contains("static") || modifiers.contains("class"), isOverride: modifiers.contains("override"),
            file: file, location: file.location(f.name))
    }

    static func enclosing(_ qualified: String) -> String? {
        // (A file's private type has no enclosing type; its `F3#` prefix has no dot.)
        guard let dot = qualified.lastIndex(of: ".") else { return nil }
        return String(qualified[..<dot])
    }

    static func stripGenerics(_ name: String) -> String {
        var result = ""
        var depth = 0
        for c in name {
            if c == "<" { depth += 1; continue }
            if c == ">" { depth -= 1; continue }
            if depth == 0, c != " ", c != "!", c != "?" { result.append(c) }
        }
        return result
    }

    // MARK: Indexing

    private func typeNamed(_ name: String, kind: ProgramType.Kind) -> ProgramType {
        if let existing = types[name] {
            if existing.kind == .extensionOnly, kind != .extensionOnly { existing.kind = kind }
            return existing
        }
        let type = ProgramType(name: name, kind: kind)
        types[name] = type
        return type
    }

    private func index(_ items: [CodeBlockItemSyntax.Item], in owner: String?, file: ProgramFile) {
        for item in items {
            guard let decl = item.as(DeclSyntax.self) else { continue }
            index(decl, in: owner, file: file)
        }
    }

    private func index(_ decl: DeclSyntax, in owner: String?, file: ProgramFile) {
        func qualified(_ name: String) -> String {
            if let owner { return "\(owner).\(name)" }
            return filePrivate[file.path]?.contains(name) == true ? fileKey(file.path) + name : name
        }
        func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { $0.type.sourceText } ?? []
        }
        if let c = decl.as(ClassDeclSyntax.self) {
            let type = typeNamed(qualified(c.name.text), kind: .classType)
            type.inherited = inherited(c.inheritanceClause)
            type.location = file.location(c.name)
            members(c.memberBlock, of: type, file: file)
        } else if let s = decl.as(StructDeclSyntax.self) {
            let type = typeNamed(qualified(s.name.text), kind: .structType)
            type.inherited = inherited(s.inheritanceClause)
            type.location = file.location(s.name)
            members(s.memberBlock, of: type, file: file)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            let type = typeNamed(qualified(e.name.text), kind: .enumType)
            type.inherited = inherited(e.inheritanceClause)
            type.location = file.location(e.name)
            members(e.memberBlock, of: type, file: file)
        } else if let e = decl.as(ExtensionDeclSyntax.self) {
            // `extension A.View`: written from the top level.
            var name = Self.stripGenerics(e.extendedType.sourceText)
            if let first = name.split(separator: ".").first, filePrivate[file.path]?.contains(String(first)) == true { name = fileKey(file.path) + name }
            let type = typeNamed(name, kind: .extensionOnly)
            type.inherited += inherited(e.inheritanceClause).filter { !type.inherited.contains($0) }
            members(e.memberBlock, of: type, file: file)
        } else if let i = decl.as(IfConfigDeclSyntax.self) {
            // Every clause an iOS build may compile: read the first (as the SwiftUI reader
            // does for bodies, `PlatformCondition` decides which).
            for clause in i.clauses {
                if let condition = clause.condition, PlatformCondition.holdsOnIOS(condition) == false { continue }
                if case .decls(let list)? = clause.elements {
                    for member in list { index(member.decl, in: owner, file: file) }
                } else if case .statements(let list)? = clause.elements {
                    index(list.map(\.item), in: owner, file: file)
                }
                break
            }
        }
    }

    private func members(_ block: MemberBlockSyntax, of type: ProgramType, file: ProgramFile) {
        for member in block.members {
            members(member.decl, of: type, file: file)
        }
    }

    private func members(_ decl: DeclSyntax, of type: ProgramType, file: ProgramFile) {
        if let v = decl.as(VariableDeclSyntax.self) {
            let modifiers = Set(v.modifiers.map(\.name.text))
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var getter: CodeBlockItemListSyntax?
                var didSet: CodeBlockItemListSyntax?
                switch binding.accessorBlock?.accessors {
                case .getter(let list)?: getter = list
                case .accessors(let list)?:
                    for accessor in list {
                        switch accessor.accessorSpecifier.tokenKind {
                        case .keyword(.get): getter = accessor.body?.statements
                        case .keyword(.didSet): didSet = accessor.body?.statements
                        default: break
                        }
                    }
                case nil: break
                }
                let property = ProgramProperty(
                    name: name, isStatic: modifiers.contains("static") || modifiers.contains("class"), isLazy: modifiers.contains("lazy"),
                    isOverride: modifiers.contains("override"),
                    type: binding.typeAnnotation?.type.sourceText, initializer: binding.initializer?.value,
                    getter: getter, didSet: didSet, file: file, location: file.location(binding.pattern))
                if type.properties[name] == nil { type.propertyOrder.append(name) }
                type.properties[name] = property
            }
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            type.functions[f.name.text, default: []].append(Self.function(f, file: file))
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            let parameters = i.signature.parameterClause.parameters.map { p -> (label: String?, name: String, type: String, defaultValue: ExprSyntax?) in
                let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
                return (label, (p.secondName ?? p.firstName).text, ProgramIndex.stripGenerics(p.type.sourceText), p.defaultValue?.value)
            }
            type.initializers.append(
                ProgramFunction(
                    name: "init", labels: parameters.map(\.label), parameters: parameters, body: i.body?.statements,
                    isStatic: false, isOverride: i.modifiers.contains { $0.name.text == "override" }, file: file, location: file.location(i.initKeyword)))
        } else if let c = decl.as(EnumCaseDeclSyntax.self) {
            for element in c.elements {
                type.cases.append(element.name.text)
                if let raw = element.rawValue?.value {
                    if let s = raw.as(StringLiteralExprSyntax.self), let text = s.representedLiteralValue {
                        type.rawValues[element.name.text] = .string(text)
                    } else if let n = raw.as(IntegerLiteralExprSyntax.self), let value = Int(n.literal.text.replacingOccurrences(of: "_", with: "")) {
                        type.rawValues[element.name.text] = .int(value)
                    }
                }
            }
        } else if let i = decl.as(IfConfigDeclSyntax.self) {
            for clause in i.clauses {
                if let condition = clause.condition, PlatformCondition.holdsOnIOS(condition) == false { continue }
                if case .decls(let list)? = clause.elements { for member in list { members(member.decl, of: type, file: file) } }
                break
            }
        } else {
            index(decl, in: type.name, file: file)
        }
    }
}
