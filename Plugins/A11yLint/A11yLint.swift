import Foundation
import PackagePlugin

/// Runs `a11y audit --format xcode --lenient --absolute-paths` over a target's files on every build that
/// changes one of them, so findings appear as warnings in Xcode's issue navigator and in
/// `swift build`'s output without failing the build.
///
/// A build command, not a prebuild command: SwiftPM runs prebuild commands before building
/// anything, so they may only use prebuilt binary tools, and `a11y` is built from source here.
/// A build command must declare its outputs; `--stamp` writes a one-line Swift comment file
/// that becomes a source of the target (SwiftPM would put any other kind of generated file
/// into the target's resource bundle).
@main
struct A11yLint: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let inputs = module.sourceFiles.map(\.url)
        let configuration = Self.configuration(in: [module.directoryURL, context.package.directoryURL])
        return [
            try Self.command(
                tool: context.tool(named: "a11y").url, workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.name, auditedPaths: [module.directoryURL],
                inputs: inputs, configuration: configuration)
        ]
    }

    /// The files a11y reads: Interface Builder files, Swift and Objective-C, strings, asset
    /// catalogs (their colours), Info.plist.
    static func isAudited(_ file: URL) -> Bool {
        let name = file.lastPathComponent
        switch file.pathExtension {
        case "storyboard", "xib", "swift", "m", "mm", "h", "strings", "stringsdict", "xcstrings", "xcassets": return true
        case "plist": return name == "Info.plist" || name.hasSuffix("-Info.plist")
        default: return false
        }
    }

    /// `.a11y.yml` in the first of `directories` that has one.
    static func configuration(in directories: [URL]) -> URL? {
        directories.map { $0.appendingPathComponent(".a11y.yml") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    static func command(
        tool: URL, workDirectory: URL, targetName: String, auditedPaths: [URL],
        inputs: [URL], configuration: URL?
    ) -> Command {
        let stamp = workDirectory.appendingPathComponent("A11yLint-\(targetName).swift")
        // The cache lives in the plugin's work folder: the only place a sandboxed build
        // command may write besides its outputs.
        var arguments =
            ["audit"] + auditedPaths.map(\.path) + [
                "--format", "xcode", "--lenient", "--absolute-paths", "--stamp", stamp.path,
                "--cache-dir", workDirectory.appendingPathComponent("cache").path,
            ]
        if let configuration { arguments += ["--config", configuration.path] }
        return .buildCommand(
            displayName: "a11y audit \(targetName)", executable: tool, arguments: arguments,
            inputFiles: inputs + (configuration.map { [$0] } ?? []), outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same for an app target of an Xcode project (Build Phases → Run Build Tool Plug-ins):
    /// the target's own files are audited, so two targets do not report each other's findings.
    extension A11yLint: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.map(\.url).filter(A11yLint.isAudited)
            guard !inputs.isEmpty else { return [] }
            let configuration = A11yLint.configuration(in: [context.xcodeProject.directoryURL])
            return [
                A11yLint.command(
                    tool: try context.tool(named: "a11y").url, workDirectory: context.pluginWorkDirectoryURL,
                    targetName: target.displayName, auditedPaths: inputs,
                    inputs: inputs, configuration: configuration)
            ]
        }
    }
#endif
