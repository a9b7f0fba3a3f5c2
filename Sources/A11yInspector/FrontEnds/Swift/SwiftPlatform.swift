import SwiftSyntax

/// Which platform a Swift file is written for.
enum SwiftPlatform {
    /// A file for another platform: it imports AppKit or WatchKit without UIKit, or lives in a
    /// folder named for another platform (`Mac/`, `macOS/`, `watchOS/`, `tvOS/`).
    static func isOtherPlatform(path: String, tree: SourceFileSyntax) -> Bool {
        let folders = Set(path.pathComponentsWithoutSlashes.dropLast().map(String.init))
        if !folders.isDisjoint(with: ["Mac", "macOS", "MacOS", "AppKit", "watchOS", "WatchKit", "Watch", "tvOS"]) { return true }
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.sourceText }
        return (imports.contains("AppKit") || imports.contains("WatchKit")) && !imports.contains("UIKit")
    }
}
