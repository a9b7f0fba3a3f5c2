import Foundation
import SwiftParser
import SwiftSyntax

/// A Tuist manifest (`Project.swift` importing `ProjectDescription`,
/// https://docs.tuist.dev/en/references/project-description/structs/target) read as the targets
/// it declares: each `.target(name:…, product:…, sources:…, resources:…)` (or `Target(…)`), its
/// product, and the globs of its sources and resources. The manifest is Swift that Tuist runs to
/// generate a project that is seldom committed; nothing is run here: a target whose sources are
/// not written out as literals makes the manifest unreadable, and every file is then audited.
extension XcodeProject {
    init(tuist path: String, data: Data) throws {
        let folder = path.parentPath
        let reader = TuistTargets(viewMode: .sourceAccurate)
        reader.walk(Parser.parse(source: String(decoding: data, as: UTF8.self)))
        if let unread = reader.unread { throw ConfigurationError("target \(unread) builds sources the manifest computes") }
        guard !reader.targets.isEmpty else { throw ConfigurationError("no target with literal sources") }
        self.path = path
        knownRegions = []
        developmentRegion = nil
        targets = reader.targets.map { target in
            var t = Target(name: target.name, productType: target.product, members: [])
            t.patterns = target.globs.map { Self.join(folder, $0) }
            t.sdk = target.sdk
            return t
        }
    }
}

/// Collects the targets of a Tuist manifest.
final class TuistTargets: SyntaxVisitor {
    struct Declared {
        var name: String
        var product: String
        var globs: [String]
        var sdk: String?
    }
    var targets: [Declared] = []
    /// A target whose sources or resources are computed: its files cannot be known.
    var unread: String?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.sourceText
        guard [".target", "Target", "Target.target", "Target.init"].contains(called),
            let product = argument("product", node)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return .visitChildren }
        let name = argument("name", node).flatMap(FactsVisitor.stringLiteral) ?? argument("name", node)?.sourceText ?? "?"
        var globs: [String] = []
        for label in ["sources", "resources"] {
            guard let value = argument(label, node) else { continue }
            guard let literal = Self.globs(value) else { unread = unread ?? name; return .skipChildren }
            globs += literal
        }
        targets.append(Declared(name: name, product: product, globs: globs, sdk: Self.sdk(product: product, destinations: argument("destinations", node))))
        return .skipChildren
    }

    func argument(_ label: String, _ call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// `"Sources/**"`, `["A/**", "B"]`, `.glob("A/**")`, `.glob(pattern: "A/**", excluding: …)`;
    /// nil for anything computed.
    static func globs(_ expr: ExprSyntax) -> [String]? {
        if let s = FactsVisitor.stringLiteral(expr) { return [s] }
        if let array = expr.as(ArrayExprSyntax.self) {
            var all: [String] = []
            for element in array.elements {
                guard let some = globs(element.expression) else { return nil }
                all += some
            }
            return all
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
            ["glob", "folderReference", "sourceFilesList"].contains(call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""),
            let first = call.arguments.first?.expression
        {
            return globs(first)
        }
        return nil
    }

    /// Tuist's products and destinations as the SDK Xcode builds with: watch apps and
    /// extensions watchOS, destinations of only Macs macOS, of only Apple TVs tvOS.
    static func sdk(product: String, destinations: ExprSyntax?) -> String? {
        if product.hasPrefix("watch2") { return "watchos" }
        guard let text = destinations?.sourceText else { return nil }
        if text == ".watchOS" || text == "[.appleWatch]" { return "watchos" }
        if text == ".tvOS" || text == "[.appleTv]" { return "appletvos" }
        if text == ".macOS" || text == "[.mac]" { return "macosx" }
        return nil
    }
}
