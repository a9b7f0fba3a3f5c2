import Foundation
import Yams

/// `.a11y.yml`. Every key is optional; unknown keys, unknown rule ids and wrong types are
/// errors, so a typo never silently disables nothing.
public struct Configuration: Sendable, Equatable {
    /// Suppress findings in Interface Builder files, where comments do not survive Xcode's
    /// rewrites: by file pattern, optionally only some element ids and some rules.
    public struct Suppression: Sendable, Equatable {
        public var file: String
        public var elements: [String]
        public var rules: [String]
        public var reason: String?

        public func covers(_ finding: Finding) -> Bool {
            GlobPattern.matches(file, finding.location.file)
                && (elements.isEmpty || finding.elementID.map(elements.contains) == true)
                && (rules.isEmpty || rules.contains(finding.ruleID))
        }
    }

    public var disabledRules: [String] = []
    public var onlyRules: [String] = []
    public var severity: [String: Severity] = [:]
    public var ruleOptions: [String: [String: Double]] = [:]
    public var exclude: [String] = []
    public var suppress: [Suppression] = []
    public var minSeverity: Severity?
    /// `fail_builds_on_findings`: `--lenient` (build phases, the A11yLint plugin) is ignored,
    /// so error findings stay errors and certain findings fail the build.
    public var failBuildsOnFindings = false

    public init() {}

    public static let keys = ["disabled_rules", "only_rules", "severity", "rules", "exclude", "suppress", "min_severity", "fail_builds_on_findings"]

    /// Aliases repeat the node they name, so a few lines of YAML can stand for billions of values
    /// ("billion laughs") and building them never ends; a real configuration has a few hundred.
    static let maximumValues = 100_000

    /// The values `node` holds with aliases expanded, counted up to a little past `limit`, and
    /// whether a mapping key among them is not a scalar.
    static func valueCount(_ node: Yams.Node, upTo limit: Int) -> (count: Int, complexKey: Bool) {
        var count = 1
        var pending = [node]
        while count <= limit, let next = pending.popLast() {
            switch next {
            case .mapping(let mapping):
                count += 2 * mapping.count
                for (key, value) in mapping {
                    guard case .scalar = key else { return (count, true) }
                    pending += [key, value]
                }
            case .sequence(let sequence):
                count += sequence.count
                pending += sequence
            default:
                break
            }
        }
        return (count, false)
    }

    /// A YAML node as plain values: strings, booleans, numbers, null, lists and mappings.
    /// Written here instead of Yams's `Node.any`, which reads `1:2:3` as a base-60 integer and
    /// traps when it overflows (FuzzConfiguration found `8888:18:58:…`). Quoted scalars stay
    /// strings; numbers are decimal.
    static func plainValue(_ node: Yams.Node) -> Any {
        switch node {
        case .scalar(let scalar):
            let text = scalar.string
            guard scalar.style == .plain || scalar.style == .any else { return text }
            switch text {
            case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
            case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
            case "", "~", "null", "Null", "NULL": return NSNull()
            default: break
            }
            if let integer = Int(text) { return integer }
            if text.contains(where: \.isNumber), let number = Double(text) { return number }
            return text
        case .mapping(let mapping):
            var result: [String: Any] = [:]
            for (key, value) in mapping {
                guard case .scalar(let key) = key else { continue }  // refused before: complexKey
                result[key.string] = plainValue(value)
            }
            return result
        case .sequence(let sequence):
            return sequence.map(plainValue)
        case .alias:
            return NSNull()
        }
    }

    /// Parses YAML and checks every rule id and option against `rules`.
    public static func parse(_ yaml: String, file: String = ".a11y.yml", rules: [RuleMetadata]) throws -> Configuration {
        var config = Configuration()
        guard let loaded = try load(yaml, file: file) else { return config }
        guard let root = loaded as? [String: Any] else {
            throw ConfigurationError("\(file): expected a mapping of options (\(keys.joined(separator: ", ")))")
        }
        for key in root.keys.sorted() where !keys.contains(key) {
            throw ConfigurationError("\(file): unknown key '\(key)'; valid keys are \(keys.joined(separator: ", "))")
        }
        let options = OptionsReader(file: file, root: root, rules: rules)
        config.disabledRules = try options.strings("disabled_rules")
        try config.disabledRules.forEach { try options.checkRule($0, "disabled_rules") }
        config.onlyRules = try options.strings("only_rules")
        try config.onlyRules.forEach { try options.checkRule($0, "only_rules") }
        config.exclude = try options.strings("exclude")
        if let raw = root["min_severity"] { config.minSeverity = try options.severity(raw, "min_severity") }
        if let raw = root["fail_builds_on_findings"] {
            guard let flag = raw as? Bool else { throw ConfigurationError("\(file): fail_builds_on_findings must be true or false") }
            config.failBuildsOnFindings = flag
        }
        if let raw = root["severity"] { config.severity = try options.severities(raw) }
        if let raw = root["rules"] { config.ruleOptions = try options.ruleOptions(raw) }
        if let raw = root["suppress"] { config.suppress = try options.suppressions(raw) }
        return config
    }

    /// The YAML as plain values (nil for an empty file), within `maximumValues`.
    static func load(_ yaml: String, file: String) throws -> Any? {
        do {
            let node = try Yams.compose(yaml: yaml)
            if let node {
                let (count, complexKey) = valueCount(node, upTo: maximumValues)
                if count > maximumValues {
                    throw ConfigurationError("\(file): more than \(maximumValues) values once aliases are expanded")
                }
                // Yams force-unwraps a mapping key as a string and crashes on `[a]: b`.
                if complexKey { throw ConfigurationError("\(file): a mapping key that is a list or a mapping") }
            }
            return node.map(plainValue)
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError("\(file): not valid YAML: \(error)")
        }
    }

    /// Reads the options of a configuration file's mapping, each checked, an error naming the
    /// file and the key.
    struct OptionsReader {
        var file: String
        var root: [String: Any]
        var rules: [RuleMetadata]

        func checkRule(_ id: String, _ key: String) throws {
            guard !rules.contains(where: { $0.id == id }) else { return }
            let near = rules.map(\.id).filter { $0.hasPrefix(String(id.prefix(4))) }.prefix(3)
            throw ConfigurationError(
                "\(file): unknown rule '\(id)' in \(key)" + (near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)")
                    + "; `a11y rules` lists them")
        }

        func strings(_ key: String) throws -> [String] {
            guard let value = root[key] else { return [] }
            guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else {
                throw ConfigurationError("\(file): \(key) must be a list of strings")
            }
            return list as! [String]
        }

        func severity(_ raw: Any, _ key: String) throws -> Severity {
            guard let s = raw as? String, let severity = Severity(rawValue: s) else {
                throw ConfigurationError("\(file): \(key) must be one of error, warning, info")
            }
            return severity
        }

        /// `severity`: rule ids to error, warning or info.
        func severities(_ raw: Any) throws -> [String: Severity] {
            guard let map = raw as? [String: Any] else { throw ConfigurationError("\(file): severity must map rule ids to error, warning or info") }
            var result: [String: Severity] = [:]
            for (id, value) in map {
                try checkRule(id, "severity")
                result[id] = try severity(value, "severity.\(id)")
            }
            return result
        }

        /// `rules`: rule ids to the numbers of their options.
        func ruleOptions(_ raw: Any) throws -> [String: [String: Double]] {
            guard let map = raw as? [String: Any] else { throw ConfigurationError("\(file): rules must map rule ids to their options") }
            var result: [String: [String: Double]] = [:]
            for (id, value) in map {
                try checkRule(id, "rules")
                guard let options = value as? [String: Any] else { throw ConfigurationError("\(file): rules.\(id) must be a mapping of options") }
                let known = rules.first { $0.id == id }!.options
                for (name, v) in options {
                    guard known.contains(where: { $0.name == name }) else {
                        let valid = known.map(\.name)
                        throw ConfigurationError(
                            "\(file): rule \(id) has no option '\(name)'" + (valid.isEmpty ? " (it takes none)" : "; options: \(valid.joined(separator: ", "))")
                        )
                    }
                    guard let number = (v as? Double) ?? (v as? Int).map(Double.init) else {
                        throw ConfigurationError("\(file): rules.\(id).\(name) must be a number")
                    }
                    result[id, default: [:]][name] = number
                }
            }
            return result
        }

        /// `suppress`: a list of {file, elements, rules, reason}.
        func suppressions(_ raw: Any) throws -> [Suppression] {
            guard let list = raw as? [Any] else { throw ConfigurationError("\(file): suppress must be a list of {file, elements, rules, reason}") }
            return try list.enumerated().map { i, item in
                guard let map = item as? [String: Any] else { throw ConfigurationError("\(file): suppress[\(i)] must be a mapping") }
                for key in map.keys.sorted() where !["file", "elements", "rules", "reason"].contains(key) {
                    throw ConfigurationError("\(file): suppress[\(i)] has unknown key '\(key)'; valid keys are file, elements, rules, reason")
                }
                guard let pattern = map["file"] as? String else { throw ConfigurationError("\(file): suppress[\(i)] needs a file pattern") }
                let elements = map["elements"].map { $0 as? [Any] ?? [$0] }?.map { "\($0)" } ?? []
                let ids = map["rules"].map { $0 as? [Any] ?? [$0] }?.map { "\($0)" } ?? []
                try ids.forEach { try checkRule($0, "suppress[\(i)].rules") }
                return Suppression(file: pattern, elements: elements, rules: ids, reason: map["reason"] as? String)
            }
        }
    }

    public func isEnabled(_ id: String) -> Bool {
        !disabledRules.contains(id) && (onlyRules.isEmpty || onlyRules.contains(id))
    }
}
