import Foundation

/// A file the audit will read, and what kind of input it is.
public struct ProjectFile: Sendable, Hashable, Comparable {
    public enum Kind: String, Sendable, CaseIterable {
        case storyboard, xib, swift, objectiveC, colorSet, strings, stringsdict, xcstrings, infoPlist, xcodeProject
        /// A pane of a Settings bundle (`Settings.bundle/Root.plist`): which keys of its strings
        /// table the Settings app shows.
        case settingsPane
        /// An XcodeGen spec (`project.yml`), which generates an Xcode project not always committed.
        case xcodeGenSpec
        /// An accessibility snapshot of a running app: XCUITest's `debugDescription` text or
        /// a11y's tree JSON (`*.xcuitest.txt`, `*.a11y.json` in folders; any `.txt` or `.json`
        /// file named on the command line).
        case snapshot
        /// An Android layout (`res/layout*/*.xml`) and an Android values file (`res/values*/*.xml`).
        case androidLayout, androidValues
        /// Kotlin or Java source of an Android app: read only for the views it refers to.
        case androidCode
    }

    /// As shown to the user: relative to the working directory when below it.
    public var path: String
    public var absolutePath: String
    public var kind: Kind
    /// The app the file belongs to: the nearest folder holding an `.xcodeproj`,
    /// `.xcworkspace` or `Package.swift`, else the audited root. Swift classes are resolved
    /// within one project, so two sample apps with a same-named class do not mix.
    public var project: String

    public static func < (a: ProjectFile, b: ProjectFile) -> Bool { a.path < b.path }
}

/// Walks the given paths and classifies files. Skips build products, dependency folders,
/// test targets and configured exclusions; never follows a symlink into a folder it has seen.
public struct ProjectDiscovery {
    /// Folder names never entered.
    public static let skippedFolders: Set<String> = [
        ".build", "build", "Build", "DerivedData", "Pods", "Carthage", ".git", ".svn", ".hg",
        "node_modules", ".swiftpm", "vendor", "fastlane", "xcuserdata",
    ]

    public var excludes: [String]
    public var workingDirectory: String

    public init(excludes: [String] = [], workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.excludes = excludes
        self.workingDirectory = workingDirectory
    }

    public struct Result: Sendable {
        public var files: [ProjectFile]
        public var diagnostics: [Diagnostic]
        /// What the files may be read within: the audited paths' roots (`ReadBoundary`).
        public var boundary: ReadBoundary
        /// Links and folders found that lead outside it, not entered and not read.
        public var outside: [OutsidePath] = []
    }

    public func discover(_ paths: [String]) -> Result {
        let boundary = ReadBoundary.auditing(paths, workingDirectory: workingDirectory)
        var walker = Walker(discovery: self, boundary: boundary)
        for path in paths {
            let absolute = Self.absolute(path, relativeTo: workingDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                walker.diagnostics.append(Diagnostic(level: .error, file: path, message: "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                walker.walk(directory: absolute, project: absolute, hasXcodeProject: false, explicit: true)
            } else if let kind = Self.kind(of: absolute) ?? (["txt", "json"].contains(absolute.fileExtension) ? .snapshot : nil) {
                walker.add(absolute, kind: kind, project: Self.projectRoot(containing: absolute) ?? absolute.parentPath)
            } else {
                walker.diagnostics.append(
                    Diagnostic(
                        level: .note, file: path,
                        message:
                            "not an input a11y reads (storyboard, xib, Swift, asset catalog colour, strings, Info.plist, Android res/layout or res/values XML); skipped"
                    ))
            }
        }
        var seen = Set<String>()
        let files = walker.files.filter { seen.insert($0.absolutePath).inserted }.sorted()
        return Result(files: files, diagnostics: walker.diagnostics, boundary: boundary, outside: walker.outside)
    }

    public static func kind(of path: String) -> ProjectFile.Kind? {
        let name = path.fileName
        switch name.fileExtension {
        case "txt" where ProjectDiscovery.isSnapshotName(name), "json" where ProjectDiscovery.isSnapshotName(name): return .snapshot
        case "storyboard": return .storyboard
        case "xib": return .xib
        case "swift": return .swift
        case "m", "mm", "h": return .objectiveC
        case "strings": return .strings
        case "stringsdict": return .stringsdict
        case "xcstrings": return .xcstrings
        case "kt", "java": return .androidCode
        // An `.xml` file in a `layout`/`layout-*` or `values`/`values-*` folder of a `res` folder.
        case "xml" where androidResourceFolder(of: path, prefix: "layout") != nil: return .androidLayout
        case "xml" where androidResourceFolder(of: path, prefix: "values") != nil: return .androidValues
        case "json" where name == "Contents.json" && path.dropLast(name.count + 1).hasSuffix(".colorset"):
            return .colorSet
        case "plist" where name == "Info.plist" || name.hasSuffix("-Info.plist"):
            return .infoPlist
        // The panes of a Settings bundle (`Settings.bundle/Root.plist`, its child panes).
        case "plist" where path.parentPath.fileName == "Settings.bundle":
            return .settingsPane
        case "pbxproj" where path.dropLast(name.count + 1).hasSuffix(".xcodeproj"):
            return .xcodeProject
        case "yml" where name == "project.yml", "yaml" where name == "project.yaml":
            return .xcodeGenSpec
        default: return nil
        }
    }

    /// Test targets by name: folders named like `AppTests`, `AppUITests`, `Tests`, `UITests`,
    /// `Specs`, and Android's instrumented-test source set `androidTest`. Only a guess: a folder
    /// so named is walked when it holds a project of its own (an example app of a testing
    /// library may be called `FooUITests`) or sits in a part with an Xcode project, whose
    /// targets tell what is a test (`TargetMembership`).
    public static func isTestFolder(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix("UITests") || name == "Specs" || name.hasSuffix("Specs") || name == "androidTest"
    }

    public static func absolute(_ path: String, relativeTo base: String) -> String {
        let p = path.hasPrefix("/") ? path : base.appendingPath(path)
        return p.standardizedPath
    }

    static func projectRoot(containing file: String) -> String? {
        var dir = file.parentPath
        while dir != "/" && !dir.isEmpty {
            if isProjectRoot(dir) { return dir }
            dir = dir.parentPath
        }
        return nil
    }

    static func isProjectRoot(_ dir: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return entries.contains(where: isProjectMarker) || isTuistRoot(entries)
    }

    /// A Tuist project: its manifest beside its `Tuist` folder.
    static func isTuistRoot(_ names: [String]) -> Bool {
        names.contains("Project.swift") && names.contains("Tuist")
    }

    static func isProjectMarker(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name == "Package.swift"
            || name == "project.yml" || name == "project.yaml"
    }

    func displayPath(_ absolute: String) -> String {
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }

    func isExcluded(_ absolute: String) -> Bool {
        let relative = displayPath(absolute)
        return excludes.contains { GlobPattern.matches($0, relative) || GlobPattern.matches($0, absolute) }
    }

    struct Walker {
        let discovery: ProjectDiscovery
        let boundary: ReadBoundary
        var files: [ProjectFile] = []
        var diagnostics: [Diagnostic] = []
        var outside: [OutsidePath] = []
        var visited: Set<String> = []

        mutating func add(_ absolute: String, kind: ProjectFile.Kind, project: String) {
            guard !discovery.isExcluded(absolute) else { return }
            files.append(ProjectFile(path: discovery.displayPath(absolute), absolutePath: absolute, kind: kind, project: project))
        }

        /// A folder with an Xcode project, a workspace or a package manifest of its own.
        static func holdsProject(_ directory: String) -> Bool {
            ((try? DirectoryListing.entries(of: directory)) ?? []).contains { ProjectDiscovery.isProjectMarker($0.name) }
        }

        mutating func walk(directory: String, project: String, hasXcodeProject: Bool, explicit: Bool) {
            // Resolved by the system: a relative link such as `loop -> ..` leads back to a
            // folder already walked.
            let real = ReadBoundary.realPath(directory) ?? directory
            // A link to a folder elsewhere (`Shared -> /etc`) is not listed, let alone read.
            guard boundary.contains(realPath: real) else {
                outside.append(OutsidePath(path: discovery.displayPath(directory), leadsTo: real))
                return
            }
            guard visited.insert(real).inserted else {
                diagnostics.append(
                    Diagnostic(
                        level: .note, file: discovery.displayPath(directory),
                        message: "folder already audited through another path (symbolic link loop?); skipped"))
                return
            }
            guard !discovery.isExcluded(directory) || explicit else { return }
            let entries: [DirectoryListing.Entry]
            do {
                entries = try DirectoryListing.entries(of: directory)
            } catch {
                diagnostics.append(Diagnostic(level: .error, file: discovery.displayPath(directory), message: "cannot read folder: \(error)"))
                return
            }
            let isTuist = ProjectDiscovery.isTuistRoot(entries.map(\.name))
            let isPart = isTuist || entries.contains { ProjectDiscovery.isProjectMarker($0.name) }
            let project = isPart ? directory : project
            // A project file, an XcodeGen spec or a Tuist manifest says which folders are tests.
            let hasXcodeProject =
                isPart
                ? isTuist || entries.contains { $0.name.hasSuffix(".xcodeproj") || $0.name == "project.yml" || $0.name == "project.yaml" }
                : hasXcodeProject
            for entry in entries {
                let name = entry.name
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                switch entry.kind {
                case .brokenLink:
                    // Worth a word when it names an input.
                    if ProjectDiscovery.kind(of: path) != nil {
                        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                        diagnostics.append(
                            Diagnostic(level: .warning, file: discovery.displayPath(path), message: "broken symbolic link (to \(target)); skipped"))
                    }
                case .other:
                    // A FIFO, socket or device (or a link to one) named as an input: never opened.
                    if ProjectDiscovery.kind(of: path) != nil {
                        diagnostics.append(
                            Diagnostic(level: .warning, file: discovery.displayPath(path), message: "not a regular file (a FIFO, socket or device); skipped"))
                    }
                case .directory:
                    if ProjectDiscovery.skippedFolders.contains(name) { continue }
                    if ProjectDiscovery.isTestFolder(name) && !hasXcodeProject && !Self.holdsProject(path) { continue }
                    if name.hasSuffix(".xcodeproj") {
                        // Only its project file: build settings hold Info.plist keys.
                        let pbxproj = path + "/project.pbxproj"
                        if FileManager.default.fileExists(atPath: pbxproj) { add(pbxproj, kind: .xcodeProject, project: project) }
                        continue
                    }
                    if name.hasSuffix(".xcworkspace") { continue }
                    walk(directory: path, project: project, hasXcodeProject: hasXcodeProject, explicit: false)
                case .file:
                    guard let kind = ProjectDiscovery.kind(of: path) else { continue }
                    // A link (an entry of this folder, which is inside) may lead anywhere.
                    if entry.isLink, case .outside(let target) = boundary.access(path) {
                        outside.append(OutsidePath(path: discovery.displayPath(path), leadsTo: target))
                        continue
                    }
                    add(path, kind: kind, project: project)
                }
            }
        }
    }
}
