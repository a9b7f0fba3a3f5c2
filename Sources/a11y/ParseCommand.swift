import A11yInspector
import ArgumentParser
import Foundation

extension ParseBenchmark.Kind: ExpressibleByArgument {}

/// `scripts/bench`'s floor: parse every Swift (or IB) file and nothing else.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse every Swift or Interface Builder file and print how long it took (for scripts/bench).",
        shouldDisplay: false)

    @Argument(help: "Folders to read.", completion: .file())
    var paths: [String] = ["."]

    @Option(name: .long, help: "swift (swift-syntax), swift-walk (parse and one empty walk of each tree) or ib (storyboards and xibs).")
    var kind: ParseBenchmark.Kind = .swift

    @Option(name: .long, help: "Files parsed in parallel.")
    var jobs: Int = 1

    func run() throws {
        let result = ParseBenchmark.run(paths: paths, kind: kind, jobs: jobs)
        print("files=\(result.files) bytes=\(result.bytes) seconds=\(String(format: "%.3f", result.seconds))")
    }
}
