import Foundation
import SwiftParser
import SwiftSyntax

/// The floor `scripts/bench` compares the audit with: reading and parsing every Swift file
/// (swift-syntax) or every Interface Builder file (our XML front end), and nothing else; and
/// the least any reader of a Swift tree costs: the parse and one walk that looks at nothing.
public enum ParseBenchmark {
    public enum Kind: String, CaseIterable, Sendable { case swift, swiftWalk = "swift-walk", interfaceBuilder = "ib" }

    public struct Result: Sendable {
        public var files: Int
        public var bytes: Int
        public var seconds: Double
    }

    public static func run(paths: [String], kind: Kind, jobs: Int, workingDirectory: String = FileManager.default.currentDirectoryPath) -> Result {
        let discovered = ProjectDiscovery(workingDirectory: workingDirectory).discover(paths)
        let found = discovered.files.filter {
            kind == .interfaceBuilder ? ($0.kind == .storyboard || $0.kind == .xib) : $0.kind == .swift
        }
        let start = Date()
        let sizes = ParallelMap.map(found, jobs: max(1, jobs)) { file -> Int in
            guard case .success(let data) = discovered.boundary.read(file.absolutePath) else { return 0 }
            switch kind {
            case .swift:
                guard let source = String(data: data, encoding: .utf8), SwiftNestingCheck.depth(of: source).isAcceptable else { return data.count }
                _ = Parser.parse(source: source)
            case .swiftWalk:
                guard let source = String(data: data, encoding: .utf8), SwiftNestingCheck.depth(of: source).isAcceptable else { return data.count }
                SyntaxVisitor(viewMode: .sourceAccurate).walk(Parser.parse(source: source))
            case .interfaceBuilder:
                _ = InterfaceBuilderFrontEnd.parse(path: file.path, data: data)
            }
            return data.count
        }
        return Result(files: found.count, bytes: sizes.reduce(0, +), seconds: Date().timeIntervalSince(start))
    }
}
