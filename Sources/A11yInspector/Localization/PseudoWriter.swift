import Foundation

/// Writes pseudo-translated copies of a project's development-language string tables:
/// `<locale>.lproj/<Table>.strings` and `.stringsdict` next to the development `.lproj`
/// folder, and the pseudo-locale's entries in each `.xcstrings` catalog.
///
/// Storyboard and xib texts are covered only when the project already has a development
/// `.strings` file for them (`en.lproj/Main.strings`, keyed "objectID.property"): generating one
/// from the storyboard is not done.
public struct PseudoWriter: Sendable {
    public enum Mode: Sendable, Equatable {
        /// Project-relative paths mirrored under this folder.
        case output(directory: String)
        /// Into the project. Existing `.strings` and `.stringsdict` files are replaced only
        /// when a11y wrote them, and catalog entries for the locale only when they are
        /// pseudo-translations, unless `force`.
        case inPlace(force: Bool)
    }

    /// A development-language table, and the folder its output path is relative to.
    public struct Table: Sendable, Hashable {
        public var file: ProjectFile
        /// The audited folder it was found in (for `output` mode).
        public var root: String
        /// What may be read and written in place: the audited folder's `ReadBoundary`.
        public var boundary: ReadBoundary
    }

    public struct Written: Sendable, Hashable {
        /// As shown to the user.
        public var path: String
        public var source: String
        public var strings: Int
    }

    public struct Result: Sendable {
        public var written: [Written] = []
        public var diagnostics: [Diagnostic] = []
    }

    public var language: Pseudolanguage
    public var locale: String
    public var mode: Mode
    public var workingDirectory: String

    public init(
        language: Pseudolanguage, locale: String? = nil, mode: Mode,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.language = language
        self.locale = locale ?? language.defaultLocale
        self.mode = mode
        self.workingDirectory = workingDirectory
    }

    /// The folder `output` mode writes to when none is given.
    public static func defaultOutputDirectory(_ language: Pseudolanguage) -> String { "a11y-pseudo-\(language.rawValue)" }

    // MARK: Finding the tables

    /// Development folders, most preferred first: the project's `developmentRegion`, then
    /// English, then Base (Base internationalization keeps the development language there).
    static func developmentFolders(region: String?) -> [String] {
        var folders: [String] = []
        for name in [region, "en", "Base"].compactMap({ $0 }) where !folders.contains(name + ".lproj") {
            folders.append(name + ".lproj")
        }
        return folders
    }

    /// `developmentRegion = en;` in an Xcode project file.
    static func developmentRegion(pbxproj: String) -> String? {
        guard let range = pbxproj.range(of: #"developmentRegion\s*=\s*"?([A-Za-z0-9_-]+)"?\s*;"#, options: .regularExpression) else { return nil }
        let match = pbxproj[range]
        let value = match.split(separator: "=")[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\";"))
        return value.isEmpty ? nil : value
    }

    public func tables(in paths: [String]) -> (tables: [Table], diagnostics: [Diagnostic]) {
        var tables: [Table] = []
        var diagnostics: [Diagnostic] = []
        let outputFolder = outputDirectory.map { ProjectDiscovery.absolute($0, relativeTo: workingDirectory) + "/" }
        for path in paths {
            let found = ProjectDiscovery(workingDirectory: workingDirectory).discover([path])
            diagnostics += found.diagnostics.filter { $0.level == .error }
            let absolute = ProjectDiscovery.absolute(path, relativeTo: workingDirectory)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
            var regions: [String: String] = [:]
            for file in found.files where file.kind == .xcodeProject {
                if case .success(let data) = found.boundary.read(file.absolutePath),
                    let region = Self.developmentRegion(pbxproj: String(decoding: data, as: UTF8.self))
                {
                    regions[file.project] = region
                }
            }
            let candidates = found.files.filter { file in
                [.strings, .stringsdict, .xcstrings].contains(file.kind)
                    && !(outputFolder.map { file.absolutePath.hasPrefix($0) } ?? false)
            }
            // Per folder holding `.lproj` folders and table name: the most preferred development folder.
            var best: [String: (rank: Int, file: ProjectFile)] = [:]
            for file in candidates {
                if file.kind == .xcstrings {
                    let root = isDirectory.boolValue ? absolute : file.absolutePath.parentPath
                    tables.append(Table(file: file, root: root, boundary: found.boundary))
                    continue
                }
                let lproj = file.absolutePath.parentPath
                let folders = Self.developmentFolders(region: regions[file.project])
                guard let rank = folders.firstIndex(of: lproj.fileName) else { continue }
                let group = lproj.parentPath + "/" + file.absolutePath.fileName
                if best[group].map({ rank < $0.rank }) ?? true { best[group] = (rank, file) }
            }
            for (_, choice) in best {
                let root =
                    isDirectory.boolValue
                    ? absolute
                    : choice.file.absolutePath.parentPath.parentPath
                tables.append(Table(file: choice.file, root: root, boundary: found.boundary))
            }
        }
        var seen = Set<String>()
        return (tables.filter { seen.insert($0.file.absolutePath).inserted }.sorted { $0.file.path < $1.file.path }, diagnostics)
    }

    var outputDirectory: String? {
        if case .output(let directory) = mode { return directory }
        return nil
    }

    // MARK: Writing

    /// Where the pseudo-locale's copy of `table` goes, absolute.
    public func destination(of table: Table) -> String {
        let source = table.file.absolutePath
        var target = source
        if table.file.kind != .xcstrings {
            let lproj = source.parentPath
            target = lproj.parentPath.appendingPath(locale + ".lproj").appendingPath(source.fileName)
        }
        guard case .output(let directory) = mode else { return target }
        let base = table.root.hasSuffix("/") ? table.root : table.root + "/"
        let relative = target.hasPrefix(base) ? String(target.dropFirst(base.count)) : target.fileName
        return ProjectDiscovery.absolute(directory, relativeTo: workingDirectory).appendingPath(relative)
    }

    public func write(_ tables: [Table]) -> Result {
        var result = Result()
        let display = ProjectDiscovery(workingDirectory: workingDirectory)
        for table in tables {
            let target = destination(of: table)
            let shown = display.displayPath(target)
            do {
                let data: Data
                switch table.boundary.read(table.file.absolutePath) {
                case .success(let bytes): data = bytes
                case .failure(.outside(let real)): throw PseudoTables.Failure(description: "leads outside the audited tree (to \(real)); not read")
                case .failure: throw PseudoTables.Failure(description: "cannot read the file")
                }
                // In place, a copy is written only inside the tree: a link there (`fr.lproj ->
                // /home/me/.ssh`) must not make the tool write elsewhere.
                if case .inPlace = mode, let real = Self.nearestExistingRealPath(target), !table.boundary.contains(realPath: real) {
                    throw PseudoTables.Failure(description: "\(shown) leads outside the audited tree (to \(real)); not written")
                }
                let output = try pseudoTranslation(of: table, data: data, target: target)
                try FileManager.default.createDirectory(atPath: target.parentPath, withIntermediateDirectories: true)
                try output.data.write(to: URL(fileURLWithPath: target), options: .atomic)
                result.written.append(Written(path: shown, source: table.file.path, strings: output.strings))
            } catch let failure as PseudoTables.Failure {
                result.diagnostics.append(Diagnostic(level: .error, file: table.file.path, message: failure.description))
            } catch {
                result.diagnostics.append(Diagnostic(level: .error, file: shown, message: "cannot write: \(error.localizedDescription)"))
            }
        }
        return result
    }

    func pseudoTranslation(of table: Table, data: Data, target: String) throws -> PseudoTables.Output {
        let existing = try? table.boundary.read(target).get()
        let force: Bool
        switch mode {
        case .output: force = true
        case .inPlace(let f): force = f
        }
        let lproj = table.file.absolutePath.parentPath.fileName
        let sourceName = lproj + "/" + table.file.absolutePath.fileName
        switch table.file.kind {
        case .xcstrings:
            if !force {
                let translated = try PseudoTables.catalogTranslations(data, locale: locale)
                if !translated.isEmpty {
                    throw PseudoTables.Failure(
                        description:
                            "has \(translated.count) \(locale) translation\(translated.count == 1 ? "" : "s") that are not pseudo-translations (first: \"\(translated[0])\"); use --force to replace them"
                    )
                }
            }
            return try PseudoTables.catalog(data, language: language, locale: locale)
        case .stringsdict, .strings:
            if !force, let existing, !PseudoTables.isGenerated(existing) {
                throw PseudoTables.Failure(description: "\(display(target)) exists and was not written by a11y pseudo; use --force to replace it")
            }
            return table.file.kind == .strings
                ? try PseudoTables.strings(data, language: language, locale: locale, source: sourceName)
                : try PseudoTables.stringsdict(data, language: language, locale: locale, source: sourceName)
        default:
            throw PseudoTables.Failure(description: "not a string table")
        }
    }

    /// The real path of `path`, or of its nearest folder that exists.
    static func nearestExistingRealPath(_ path: String) -> String? {
        var candidate = path
        while !candidate.isEmpty {
            if let real = ReadBoundary.realPath(candidate) { return real }
            let up = candidate.parentPath
            if up == candidate { return nil }
            candidate = up
        }
        return nil
    }

    func display(_ path: String) -> String { ProjectDiscovery(workingDirectory: workingDirectory).displayPath(path) }
}
