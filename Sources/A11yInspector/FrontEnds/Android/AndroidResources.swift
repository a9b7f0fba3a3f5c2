import Foundation

/// The values of one Android `res` folder (`values*/strings.xml`, `colors.xml`, `dimens.xml`…):
/// strings of the default language, colours of the default and night configurations, dimensions.
/// Layouts resolve their `@string/`, `@color/` and `@dimen/` references here.
public struct AndroidResources: Sendable {
    public var strings: [String: String] = [:]
    public var colors: [String: String] = [:]
    /// `values-night*` colours: the dark theme's variants.
    public var nightColors: [String: String] = [:]
    public var dimens: [String: String] = [:]
    /// Qualifiers of translated `values-xx` folders that hold strings ("fr", "de-rDE").
    public var translations: Set<String> = []
    public var diagnostics: [Diagnostic] = []

    public init() {}

    /// `res/values-night-v29/colors.xml` → ["night", "v29"].
    static func qualifiers(ofValuesFile path: String) -> [String] {
        let folder = path.parentPath.fileName
        return folder.split(separator: "-").dropFirst().map(String.init)
    }

    /// Reads one values file into the tables.
    public mutating func add(path: String, data: Data) {
        guard case .parse(let bytes, _) = IBInputCheck.check(data) else {
            diagnostics.append(Diagnostic(level: .error, file: path, message: "not a readable Android values file; skipped"))
            return
        }
        let read = XMLTreeReader.read(bytes, textElements: ["string", "color", "dimen", "item"])
        if let error = read.error {
            diagnostics.append(Diagnostic(level: .error, file: path, line: error.line, message: "Android values file is not well-formed XML: \(error.message)"))
        }
        guard let root = read.root, root.name == "resources" else { return }
        let qualifiers = Self.qualifiers(ofValuesFile: path)
        let isNight = qualifiers.contains("night")
        // A language qualifier is two or three lowercase letters (`fr`, `pt-rBR`, `b+sr+Latn`).
        let language = qualifiers.first { $0.count <= 3 && $0.allSatisfy(\.isLowercase) || $0.hasPrefix("b+") }
        for node in root.children {
            guard let name = node["name"] else { continue }
            let type = node.name == "item" ? (node["type"] ?? "") : node.name
            let value = node.text.trimmingCharacters(in: .whitespacesAndNewlines)
            switch type {
            case "string":
                if let language { translations.insert(language) } else if !isNight, strings[name] == nil { strings[name] = Self.unescape(value) }
            case "color":
                if language != nil { continue }
                if isNight { nightColors[name] = value } else if colors[name] == nil { colors[name] = value }
            case "dimen":
                if language == nil, dimens[name] == nil { dimens[name] = value }
            default: continue
            }
        }
    }

    /// Android string escapes: surrounding quotes, `\'`, `\"`, `\n`, `\t`, `\@`, `\?`.
    static func unescape(_ raw: String) -> String {
        var s = raw
        if s.count >= 2, s.hasPrefix("\""), s.hasSuffix("\"") { s = String(s.dropFirst().dropLast()) }
        guard s.contains("\\") else { return s }
        var out = ""
        var escaping = false
        for c in s {
            if escaping {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(c)
                }
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// These values, with `fallback`'s where these have none (a library module's strings).
    public func merging(fallback: AndroidResources) -> AndroidResources {
        var r = self
        r.strings.merge(fallback.strings) { mine, _ in mine }
        r.colors.merge(fallback.colors) { mine, _ in mine }
        r.nightColors.merge(fallback.nightColors) { mine, _ in mine }
        r.dimens.merge(fallback.dimens) { mine, _ in mine }
        return r
    }

    // MARK: References

    /// `@string/name`, `@android:string/ok`, `@+id/x`, `?attr/colorPrimary`.
    public struct Reference: Equatable, Sendable {
        public var package: String?
        public var type: String
        public var name: String
        public var isThemeAttribute: Bool

        public init?(_ value: String) {
            let v = value.trimmingCharacters(in: .whitespaces)
            guard let first = v.first, first == "@" || first == "?" else { return nil }
            var body = v.dropFirst()
            if body.hasPrefix("+") { body = body.dropFirst() }
            let slash = body.split(separator: "/", maxSplits: 1).map(String.init)
            guard slash.count == 2 else { return nil }
            let head = slash[0].split(separator: ":", maxSplits: 1).map(String.init)
            package = head.count == 2 ? head[0] : nil
            type = head.count == 2 ? head[1] : head[0]
            name = slash[1]
            isThemeAttribute = first == "?"
        }
    }

    /// An `android:id` value without its prefix: "@+id/sign_in" → "sign_in".
    public static func idName(_ value: String) -> String {
        guard let ref = Reference(value), ref.type == "id" else { return value }
        return ref.package.map { "\($0):\(ref.name)" } ?? ref.name
    }

    /// A text attribute: a literal, a project string, or a value the project does not define
    /// (the platform's, another module's), which exists but cannot be read here.
    public func text(_ value: String) -> TextValue {
        guard let ref = Reference(value) else { return .literal(Self.unescape(value)) }
        if ref.package == nil, ref.type == "string", let s = strings[ref.name] {
            if let nested = Reference(s), nested.type == "string", let again = strings[nested.name] { return .literal(again) }
            return .literal(s)
        }
        return .dynamic(origin: .partial("‹\(value)›"))
    }

    /// A dimension in dp (or sp) and its unit, following `@dimen/` references.
    public func dimension(_ value: String, depth: Int = 0) -> (value: Double, unit: String)? {
        if let ref = Reference(value) {
            guard depth < 8, ref.package == nil, ref.type == "dimen", let v = dimens[ref.name] else { return nil }
            return dimension(v, depth: depth + 1)
        }
        let v = value.trimmingCharacters(in: .whitespaces)
        for unit in ["dip", "dp", "sp", "px", "pt", "mm", "in"] where v.hasSuffix(unit) {
            guard let n = Double(v.dropLast(unit.count)) else { return nil }
            return (n, unit == "dip" ? "dp" : unit)
        }
        return nil
    }

    /// A colour in the default (`night == false`) or night configuration, following `@color/`
    /// references; nil for theme attributes, selectors and the platform's colours.
    public func color(_ value: String, night: Bool = false, depth: Int = 0) -> RGBA? {
        if let ref = Reference(value) {
            guard depth < 8, ref.package == nil, ref.type == "color" else { return nil }
            guard let v = (night ? nightColors[ref.name] : nil) ?? colors[ref.name] else { return nil }
            return color(v, night: night, depth: depth + 1)
        }
        return Self.parseColor(value)
    }

    /// `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` (`RGBA(androidHex:)`).
    public static func parseColor(_ value: String) -> RGBA? { RGBA(androidHex: value) }
}
