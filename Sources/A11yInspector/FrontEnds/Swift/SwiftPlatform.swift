import SwiftSyntax

/// Which platform a Swift file is written for.
enum SwiftPlatform {
    /// A file for another platform: it imports AppKit or WatchKit without UIKit, or lives in a
    /// folder named for another platform (`Mac/`, `macOS/`, `watchOS/`, `tvOS/`).
    static func isOtherPlatform(path: String, tree: SourceFileSyntax) -> Bool {
        let folders = Set(path.pathComponentsWithoutSlashes.dropLast().map(String.init))
        if !folders.isDisjoint(with: ["Mac", "macOS", "MacOS", "AppKit", "watchOS", "WatchKit", "Watch", "tvOS"]) { return true }
        let imports = Self.imports(tree)
        return (imports.contains("AppKit") || imports.contains("WatchKit")) && !imports.contains("UIKit")
    }

    /// The modules a file imports in an iOS build: its top-level imports, and those inside a
    /// top-level `#if` clause an iOS build compiles (a file wrapped whole in `#if os(iOS)`,
    /// omnivore's views; `#if os(macOS) import AppKit #else import UIKit #endif`).
    static func imports(_ tree: SourceFileSyntax) -> [String] {
        func collect(_ statements: CodeBlockItemListSyntax) -> [String] {
            statements.flatMap { item -> [String] in
                if let module = item.item.as(ImportDeclSyntax.self)?.path.sourceText { return [module] }
                if let ifConfig = item.item.as(IfConfigDeclSyntax.self), let clause = PlatformCondition.iOSClause(ifConfig.clauses),
                    case .statements(let inner)? = clause.elements
                {
                    return collect(inner)
                }
                return []
            }
        }
        return collect(tree.statements)
    }
}
