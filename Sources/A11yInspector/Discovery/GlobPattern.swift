/// Shell-style patterns for `exclude` and suppressions: `*` and `?` match within a path
/// component, `**` matches any number of components, a pattern without `/` matches a file
/// or folder name anywhere, and a folder pattern matches everything below it.
public enum GlobPattern {
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let p = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        let pathParts = path.pathComponentsWithoutSlashes.map(String.init)
        if !p.contains("/") {
            return pathParts.contains { match(Array(p), Array($0)) }
        }
        let patternParts = p.pathComponentsWithoutSlashes.map(String.init)
        // Match as a prefix: a folder pattern covers what is inside it.
        guard !pathParts.isEmpty else { return false }
        return (1...pathParts.count).contains { n in matchParts(patternParts[...], pathParts[..<n]) }
    }

    static func matchParts(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { matchParts(rest, path[$0...]) }
        }
        guard let head = path.first, match(Array(first), Array(head)) else { return false }
        return matchParts(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component.
    static func match(_ p: [Character], _ s: [Character]) -> Bool {
        var pi = 0, si = 0, star = -1, mark = 0
        while si < s.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == s[si]) {
                pi += 1; si += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi; mark = si; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; si = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
