import Foundation

/// The lines a change touched, from `git diff`, so CI can report only findings on code a pull
/// request changed: `a11y audit --changed-since origin/main`.
public struct ChangedLines: Sendable, Equatable {
    /// Absolute path → changed line ranges of the new version.
    public var ranges: [String: [ClosedRange<Int>]] = [:]
    /// Files that are new (untracked, or added since the reference): every line is changed.
    public var wholeFiles: Set<String> = []

    public init(ranges: [String: [ClosedRange<Int>]] = [:], wholeFiles: Set<String> = []) {
        self.ranges = ranges
        self.wholeFiles = wholeFiles
    }

    /// Whether a finding's place was changed; `workingDirectory` makes relative paths absolute.
    /// `lastLine` is where the reported thing ends (an Interface Builder element spans the
    /// lines of its children: a changed font inside a label changes the label).
    public func contains(_ location: SourceLocation, lastLine: Int? = nil, workingDirectory: String) -> Bool {
        let path = ProjectDiscovery.absolute(location.file, relativeTo: workingDirectory)
        if wholeFiles.contains(path) { return true }
        let span = location.line...max(location.line, lastLine ?? location.line)
        return ranges[path]?.contains { $0.overlaps(span) } ?? false
    }

    /// Reads `git diff --unified=0` output; paths are relative to `root`.
    /// Hunk headers are `@@ -a,b +c,d @@`: `d` lines from `c` in the new file (`d` is 1 when
    /// left out; 0 for a pure deletion, which changes no line that is still there).
    public static func parse(diff: String, root: String) -> ChangedLines {
        var result = ChangedLines()
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let target = unquote(String(line.dropFirst(4)))
                current = target == "/dev/null" ? nil : root.appendingPath(String(target.hasPrefix("b/") ? target.dropFirst(2) : Substring(target)))
            } else if line.hasPrefix("@@"), let current {
                guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
                let parts = plus.dropFirst().split(separator: ",")
                guard let start = Int(parts[0]) else { continue }
                let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
                if count > 0 { result.ranges[current, default: []].append(start...(start + count - 1)) }
            } else if line.hasPrefix("--- /dev/null") {
                // A file added since the reference: the `+++` line that follows names it.
                current = nil
            }
        }
        return result
    }

    /// Git quotes unusual paths: `"b/caf\303\251.swift"`.
    static func unquote(_ path: String) -> String {
        guard path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 else { return path }
        var bytes: [UInt8] = []
        var scalars = Array(path.dropFirst().dropLast().utf8)[...]
        while let b = scalars.first {
            scalars = scalars.dropFirst()
            guard b == UInt8(ascii: "\\"), let next = scalars.first else { bytes.append(b); continue }
            scalars = scalars.dropFirst()
            switch next {
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - 48)
                for _ in 0..<2 {
                    guard let d = scalars.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(d) else { break }
                    value = value * 8 + Int(d - 48)
                    scalars = scalars.dropFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs git in `workingDirectory`: the changes between `reference` and the working tree
    /// (committed, staged and not), plus untracked files.
    public static func fromGit(since reference: String, workingDirectory: String) throws -> ChangedLines {
        let root = try git(["rev-parse", "--show-toplevel"], in: workingDirectory).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try git(["rev-parse", "--verify", "--quiet", reference + "^{commit}"], in: root)
        let diff = try git(
            ["-c", "core.quotePath=true", "diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", "--no-textconv", reference, "--"], in: root)
        var result = parse(diff: diff, root: root)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: root)
        for path in untracked.split(separator: "\0") where !path.isEmpty {
            result.wholeFiles.insert(root.appendingPath(String(path)))
        }
        // A file added since the reference shows as one hunk covering all its lines; the
        // ranges already cover it.
        return result
    }

    static func git(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ConfigurationError("--changed-since needs git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = message.trimmingCharacters(in: .whitespacesAndNewlines)
            if arguments.first == "rev-parse", arguments.contains("--verify") {
                throw ConfigurationError("--changed-since: \(arguments[3].dropLast(9)) is not a commit, branch or tag of this repository")
            }
            throw ConfigurationError(
                "--changed-since: git \(arguments.joined(separator: " ")) failed: \(detail.isEmpty ? "exit status \(process.terminationStatus)" : detail)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Start line → end line of every element of a storyboard or xib.
    static func elementSpans(ofInterfaceFile path: String) -> [Int: Int] {
        // Within the repository that holds it: a link out of the tree is not read.
        let boundary = ReadBoundary.auditing([path.parentPath], workingDirectory: "/")
        guard case .success(let data) = boundary.read(path), let root = XMLTreeReader.read(data).root else { return [:] }
        var spans: [Int: Int] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            spans[node.line] = max(spans[node.line] ?? 0, node.endLine)
            stack.append(contentsOf: node.children)
        }
        return spans
    }

    /// The result with only the findings on changed lines; how many were left out is kept.
    public func filter(_ result: AuditResult, workingDirectory: String) -> AuditResult {
        var spans: [String: [Int: Int]] = [:]
        func lastLine(of location: SourceLocation) -> Int? {
            let path = ProjectDiscovery.absolute(location.file, relativeTo: workingDirectory)
            guard path.hasSuffix(".storyboard") || path.hasSuffix(".xib"), ranges[path] != nil else { return nil }
            if spans[path] == nil { spans[path] = Self.elementSpans(ofInterfaceFile: path) }
            return spans[path]?[location.line]
        }
        var filtered = result
        filtered.findings = result.findings.filter { contains($0.location, lastLine: lastLine(of: $0.location), workingDirectory: workingDirectory) }
        filtered.unchangedCount += result.findings.count - filtered.findings.count
        return filtered
    }
}
