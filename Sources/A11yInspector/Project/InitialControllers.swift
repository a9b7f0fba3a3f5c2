import Foundation

/// Which storyboards' initial view controllers the app shows. UIKit makes a storyboard's initial
/// controller only when asked for it: the main storyboard of Info.plist (`UIMainStoryboardFile`,
/// a scene configuration's `UISceneStoryboardFile`, the launch screen's `UILaunchStoryboardName`,
/// an app extension's `NSExtensionMainStoryboard`,
/// or their `INFOPLIST_KEY_…` build settings),
/// `instantiateInitialViewController()` in code, or a storyboard reference with no identifier.
/// A scene only the initial arrow reaches is never on screen when none of these asks (Delta's
/// old settings screen, replaced by a SwiftUI view while its storyboard still holds the other
/// settings screens, made by their identifiers).
struct InitialControllers {
    /// Storyboard names (without extension) whose initial controller is shown.
    private var shown: Set<String> = []
    /// Code asks for the initial controller of a storyboard it does not name, or generated
    /// accessors may: any may be shown.
    private var any = false
    /// Nothing says how the app starts (no Info.plist, no project settings): nothing is known.
    private var unknown = false

    init(_ inputs: [InputFile], references: StoryboardReferences) {
        let settings = inputs.filter { [.infoPlist, .xcodeProject, .xcodeGenSpec].contains($0.kind) }
        unknown = settings.isEmpty
        any = InterfaceFileLoading.usesGeneratedAccessors(inputs)
        guard !unknown, !any else { return }
        // `UIStoryboard(name: "Sync", bundle: nil).instantiateInitialViewController()`: the
        // storyboards a file that asks for an initial controller names; one that names none
        // (`storyboard?.instantiateInitialViewController()`) may ask any.
        for file in inputs where [.swift, .objectiveC].contains(file.kind) && file.data.containsText("instantiateInitialViewController") {
            let names = Self.storyboardNames(in: String(decoding: file.data, as: UTF8.self))
            if names.isEmpty { any = true; return }
            shown.formUnion(names)
        }
        // An XcodeGen spec with the specs it includes, which often hold the shared `info:
        // properties:` (onebusaway-ios's `UILaunchStoryboardName` in `Apps/Shared/app_shared.yml`).
        let texts = settings.flatMap { file in
            file.kind == .xcodeGenSpec
                ? (try? XcodeProject.xcodeGenSpecs(path: file.path, data: file.data, absolutePath: file.absolutePath).map(\.data)) ?? [file.data]
                : [file.data]
        }
        for data in texts
        where data.containsText("StoryboardFile") || data.containsText("UILaunchStoryboardName") || data.containsText("NSExtensionMainStoryboard") {
            shown.formUnion(Self.storyboardSettings(in: String(decoding: data, as: UTF8.self)))
        }
        if references.unreadable { any = true; return }
        shown.formUnion(references.initialControllersShown)
    }

    /// Whether the initial controller of the storyboard at `path` may be shown.
    func mayShow(storyboardAt path: String) -> Bool {
        let name = path.fileName.deletingFileExtension
        return unknown || any || shown.contains(name) || shown.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// Storyboards code names: `UIStoryboard(name: "Sync"`, Objective-C's
    /// `storyboardWithName:@"Sync"`, R.swift's `R.storyboard.sync`.
    static func storyboardNames(in source: String) -> Set<String> {
        let patterns = [#"UIStoryboard\(\s*name:\s*"([^"]+)""#, #"storyboardWithName:\s*@"([^"]+)""#, #"R\.storyboard\.(\w+)"#]
        var names = Set<String>()
        let ns = source as NSString
        for pattern in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            for m in regex.matches(in: source, range: NSRange(location: 0, length: ns.length)) { names.insert(ns.substring(with: m.range(at: 1))) }
        }
        return names
    }

    /// The storyboard names a settings file gives as a main or scene storyboard: Info.plist's
    /// `<key>UIMainStoryboardFile</key><string>Main</string>`, project.pbxproj's
    /// `INFOPLIST_KEY_UIMainStoryboardFile = Main;`, XcodeGen's `UIMainStoryboardFile: Main`.
    static func storyboardSettings(in text: String) -> Set<String> {
        let patterns = [
            #"<key>(?:UIMainStoryboardFile|UISceneStoryboardFile|UILaunchStoryboardName|NSExtensionMainStoryboard)[^<]*</key>\s*<string>([^<]+)</string>"#,
            #"(?:UIMainStoryboardFile|UISceneStoryboardFile|UILaunchStoryboardName|NSExtensionMainStoryboard)\w*"?\s*[=:]\s*"?([^";\n]+?)"?\s*[;\n]"#,
        ]
        var names = Set<String>()
        let ns = text as NSString
        for pattern in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                names.insert(ns.substring(with: m.range(at: 1)).trimmingCharacters(in: .whitespaces))
            }
        }
        return names
    }
}
