import Foundation

/// What code-level rules see of one project: its code facts and events, its Info.plist keys
/// (from Info.plist files and from `INFOPLIST_KEY_…` build settings in project.pbxproj), and
/// whether it is localized.
public struct ProjectContext: Sendable {
    public var code: CodeFacts
    /// Info.plist keys with their string values.
    public var infoPlist: [String: String]
    /// The arrays of strings Info.plist files and `INFOPLIST_KEY_` settings declare, where.
    public var infoPlistLists: [InfoPlistList] = []
    /// How the project's UI tests find elements (given to the first part's context only).
    public var uiTestLookups: [UITestLookup] = []
    /// An Info.plist or project file was found, so a missing key is known to be missing.
    public var hasInfoPlist: Bool
    /// Info.plist files that could not be read: their keys are not known.
    public var unreadableInfoPlists: [String] = []
    /// Info.plist keys the repository's other projects declare: a framework's code runs in
    /// the app that embeds it, whose Info.plist may be one of them.
    public var otherProjectsInfoPlist: [String: String] = [:]
    /// The project has strings tables: user-visible literals in code should be localized.
    public var isLocalized: Bool
    /// Some code reads Reduce Motion (UIKit or SwiftUI).
    public var readsReduceMotion: Bool
    /// String tables, lookups in code, Interface Builder texts.
    public var localization: LocalizationContext

    public init(
        code: CodeFacts = CodeFacts(), infoPlist: [String: String] = [:], hasInfoPlist: Bool = false,
        isLocalized: Bool = false, readsReduceMotion: Bool = false, localization: LocalizationContext = LocalizationContext()
    ) {
        self.localization = localization
        self.code = code
        self.infoPlist = infoPlist
        self.hasInfoPlist = hasInfoPlist
        self.isLocalized = isLocalized
        self.readsReduceMotion = readsReduceMotion
    }

    /// The type and its superclasses in the project implement an accessibility method.
    public func implements(_ action: AccessibilityAction, in type: String) -> Bool {
        code.lineage(of: type).contains { facts in
            facts.assignments["self"]?.contains { $0.property == .implementedAction(action) } == true
        }
    }

    /// A view of `type` that a screen already shows: an IB outlet, or a view the type builds in
    /// code. Code-level checks leave those to the screen checks.
    public func isOnAScreen(_ target: String, of type: String) -> Bool {
        guard let facts = code.types[type] else { return false }
        if facts.outlets[target] != nil { return true }
        return facts.codeViews.contains { $0.name == target || $0.aliases.contains(target) }
    }

    /// The root UIKit class a project type descends from ("UIView", "UIControl"…), if known.
    public func uiKitBase(of type: String) -> String? {
        code.frameworkBase(of: type)
    }
}

/// An array of strings an Info.plist (or an `INFOPLIST_KEY_` build setting) declares.
public struct InfoPlistList: Sendable, Codable, Hashable {
    public var key: String
    public var items: [String]
    public var location: SourceLocation
}

/// Info.plist keys from a property list or from `INFOPLIST_KEY_…` build settings.
enum InfoPlistReader {
    /// The keys of an Info.plist, nil when it cannot be read. A target with
    /// `INFOPLIST_PREPROCESS = YES` runs the file through the C preprocessor first, so it may
    /// hold `#ifdef` / `#endif` / `#include` lines: without them it is a property list (both
    /// sides of an `#ifdef` are kept, so a key is known when either build has it).
    static func keys(plist data: Data) -> [String: String]? {
        guard let dict = dictionary(plist: data) else { return nil }
        var result: [String: String] = [:]
        for (key, value) in dict {
            if let s = value as? String {
                result[key] = s
            } else if let array = value as? [Any] {
                result[key] = array.map { "\($0)" }.joined(separator: ",")
            } else {
                result[key] = "\(value)"
            }
        }
        return result
    }

    /// Keys that mark the Info.plist of an app extension or a watch app, whose orientations
    /// and background modes are not the app's (an extension follows its host app; old
    /// WatchKit templates list portrait orientations).
    static let notTheApp: Set<String> = ["NSExtension", "WKWatchKitApp", "WKApplication", "WKCompanionAppBundleIdentifier"]

    /// The arrays of strings of an app's Info.plist (`UISupportedInterfaceOrientations`,
    /// `UIBackgroundModes`), each at the line of its `<key>`; none for an extension's or a
    /// watch app's.
    static func lists(plist data: Data, path: String) -> [InfoPlistList] {
        guard let dict = dictionary(plist: data), notTheApp.isDisjoint(with: dict.keys) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return dict.keys.sorted().compactMap { key in
            guard let array = dict[key] as? [Any], let items = array as? [String] else { return nil }
            let line = lines.firstIndex { $0.contains("<key>\(key)</key>") }.map { $0 + 1 } ?? 1
            return InfoPlistList(key: key, items: items, location: SourceLocation(file: path, line: line))
        }
    }

    /// The top-level dictionary of an Info.plist.
    static func dictionary(plist data: Data) -> [String: Any]? {
        var object = try? PropertyList.read(data)
        if object == nil {
            let text = String(decoding: data, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }) {
                let kept = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }.joined(separator: "\n")
                object = try? PropertyList.read(Data(kept.utf8))
            }
        }
        return object as? [String: Any]
    }

    /// An app's Info.plist `CFBundleDevelopmentRegion` when it is written out (not Xcode's
    /// `$(DEVELOPMENT_LANGUAGE)`), as a language folder names it: `ko_KR` is `ko`. A project
    /// without project.pbxproj (Tuist, XcodeGen) says its development language there.
    static func developmentRegion(infoPlist keys: [String: String]) -> String? {
        guard notTheApp.isDisjoint(with: keys.keys), let value = keys["CFBundleDevelopmentRegion"], !value.contains("$"), !value.isEmpty else {
            return nil
        }
        if value == "English" { return "en" }
        let parts = value.split(separator: "_")
        return parts.count == 2 && parts[1].count == 2 && parts[1].uppercased() == parts[1] ? String(parts[0]) : value
    }

    /// `developmentRegion = en;` of project.pbxproj.
    static func developmentRegion(pbxproj data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        guard let range = text.range(of: #"developmentRegion\s*=\s*"?([A-Za-z_-]+)"?\s*;"#, options: .regularExpression) else { return nil }
        let match = text[range]
        let value = match.split(separator: "=")[1].trimmingCharacters(in: CharacterSet(charactersIn: " \";\t"))
        return value == "English" ? "en" : value
    }

    /// Xcode's build settings for the list keys it writes into a generated Info.plist
    /// (`INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait
    /// UIInterfaceOrientationLandscapeLeft";`: values separated by spaces), by Info.plist key.
    static let listSettings = [
        "UISupportedInterfaceOrientations": "UISupportedInterfaceOrientations",
        "UISupportedInterfaceOrientations_iPhone": "UISupportedInterfaceOrientations",
        "UISupportedInterfaceOrientations_iPad": "UISupportedInterfaceOrientations~ipad",
    ]

    /// The list settings of project.pbxproj, each where it is set (once per build
    /// configuration and target).
    static func lists(pbxproj data: Data, path: String) -> [InfoPlistList] {
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains("INFOPLIST_KEY_UISupportedInterfaceOrientations"),
            let regex = try? NSRegularExpression(pattern: #"INFOPLIST_KEY_(\w+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]+)\s*;"#)
        else { return [] }
        let ns = text as NSString
        var line = 1, counted = 0
        let otherPlatforms = otherPlatformBlocks(text)
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { m in
            guard let key = listSettings[ns.substring(with: m.range(at: 1))],
                !otherPlatforms.contains(where: { NSLocationInRange(m.range.location, $0) })
            else { return nil }
            var value = ns.substring(with: m.range(at: 2))
            if value.hasPrefix("\"") { value = String(value.dropFirst().dropLast()) }
            // Lines counted on from the previous match (matches come in order).
            for i in counted..<m.range.location where ns.character(at: i) == 10 { line += 1 }
            counted = m.range.location
            return InfoPlistList(
                key: key, items: value.split(whereSeparator: \.isWhitespace).map(String.init),
                location: SourceLocation(file: path, line: line))
        }
    }

    /// `INFOPLIST_KEY_NSCameraUsageDescription = "Scan receipts";`
    /// An XcodeGen spec's Info.plist values: `INFOPLIST_KEY_…` build settings, and the keys of
    /// an `info: properties:` block that the spec generates (`NSCameraUsageDescription: …`).
    static func keys(xcodeGen data: Data) -> [String: String] {
        let text = String(decoding: data, as: UTF8.self)
        var result: [String: String] = [:]
        let pattern = #"(?m)^[ \t-]*(?:INFOPLIST_KEY_(\w+)|(NS\w+UsageDescription|UI\w+|CFBundle\w+))[ \t]*:[ \t]*(\S.*?)[ \t]*$"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return result }
        let ns = text as NSString
        for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let key = m.range(at: 1).location != NSNotFound ? ns.substring(with: m.range(at: 1)) : ns.substring(with: m.range(at: 2))
            var value = ns.substring(with: m.range(at: 3))
            if let hash = value.range(of: " #") { value = String(value[..<hash.lowerBound]) }
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first { value = String(value.dropFirst().dropLast()) }
            result[key] = value
        }
        return result
    }

    static func keys(pbxproj data: Data) -> [String: String] {
        let text = String(decoding: data, as: UTF8.self)
        var result: [String: String] = [:]
        guard let regex = try? NSRegularExpression(pattern: #"INFOPLIST_KEY_(\w+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]+)\s*;"#) else { return result }
        let ns = text as NSString
        let otherPlatforms = otherPlatformBlocks(text)
        for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
        where !otherPlatforms.contains(where: { NSLocationInRange(m.range.location, $0) }) {
            var value = ns.substring(with: m.range(at: 2))
            if value.hasPrefix("\"") { value = String(value.dropFirst().dropLast()) }
            result[ns.substring(with: m.range(at: 1))] = value
        }
        return result
    }

    /// The build settings blocks of project.pbxproj that build for another platform than iOS
    /// (`SDKROOT = watchos;`, `appletvos`, `macosx`, `xros`): a watch app's
    /// `INFOPLIST_KEY_UISupportedInterfaceOrientations` is not the iPhone app's.
    static func otherPlatformBlocks(_ text: String) -> [NSRange] {
        guard text.contains("SDKROOT"),
            let block = try? NSRegularExpression(pattern: #"buildSettings = \{[^}]*\}"#),
            let sdk = try? NSRegularExpression(pattern: #"\bSDKROOT = "?(watchos|appletvos|macosx|xros)"?;"#)
        else { return [] }
        let ns = text as NSString
        return block.matches(in: text, range: NSRange(location: 0, length: ns.length)).map(\.range)
            .filter { sdk.firstMatch(in: text, range: $0) != nil }
    }
}
