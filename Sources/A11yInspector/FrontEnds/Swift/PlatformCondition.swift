import SwiftSyntax

/// Whether an iOS app's build (for devices, not Mac Catalyst) compiles an `#if` clause that
/// names platforms: `os(iOS)`, `!os(macOS)`, `os(iOS) || os(visionOS)`, `canImport(UIKit)`,
/// `targetEnvironment(macCatalyst)`. The condition is read by `CompileCondition`; a flag
/// (`DEBUG`, a custom one) or `swift(>=5.9)` is unknown here.
enum PlatformCondition {
    /// Platforms an iOS build is not (`os(…)` names, as the compiler spells them).
    static let otherPlatforms: Set<String> = [
        "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Haiku", "PS4", "Cygwin",
    ]
    /// Modules an iOS build can and cannot import.
    static let iOSModules: Set<String> = ["UIKit", "SwiftUI", "Foundation", "Combine", "Darwin", "CoreGraphics"]
    static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "Glibc", "WinSDK"]

    /// The clause of an `#if` an iOS build compiles: the first whose condition holds, after
    /// every one before it fails (`#else` when all fail). nil when a condition before it, or its
    /// own, depends on something other than the platform, or when no clause is compiled.
    static func iOSClause(_ clauses: IfConfigClauseListSyntax) -> IfConfigClauseSyntax? {
        for clause in clauses {
            guard let condition = clause.condition else { return clause }
            switch holdsOnIOS(condition) {
            case true?: return clause
            case false?: continue
            case nil: return nil
            }
        }
        return nil
    }

    /// Whether an iOS build compiles code under this condition; nil when it cannot be told.
    static func holdsOnIOS(_ expr: ExprSyntax) -> Bool? {
        CompileCondition(expr).evaluate { leaf in
            switch leaf {
            case .constant(let value): return value
            case .platform("os", let name): return name == "iOS" ? true : (otherPlatforms.contains(name) ? false : nil)
            case .platform("canImport", let module): return iOSModules.contains(module) ? true : (otherPlatformModules.contains(module) ? false : nil)
            case .platform("targetEnvironment", let environment): return environment == "macCatalyst" ? false : nil
            default: return nil
            }
        }
    }

    /// Whether an iOS build leaves this clause out: its own condition fails there (`#if
    /// os(macOS)`, `#if targetEnvironment(macCatalyst)`), or another clause of its `#if` is the
    /// one an iOS build compiles (the `#else` of `#if os(iOS)`).
    static func leftOutOfIOS(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition, DebugOnlyCode.isOtherPlatform(condition) || holdsOnIOS(condition) == false { return true }
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self), let compiled = iOSClause(list) else { return false }
        return compiled.id != clause.id
    }

    /// Whether `node` sits in an `#if` clause an iOS build does not compile (`#if os(tvOS)`, the
    /// `#else` of `#if os(iOS)`). A clause whose choice depends on a flag counts as compiled.
    static func excludedFromIOS(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if let clause = n.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self),
                let compiled = iOSClause(list), compiled.id != clause.id
            {
                return true
            }
            current = n.parent
        }
        return false
    }
}
