import Foundation
import Testing
import Yams

/// The CI recipes in docs/ci are copied by users: they must stay valid YAML with the shape
/// their services expect, and call a11y with options that exist.
struct CIRecipeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func load(_ path: String) throws -> [String: Any] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    @Test func githubWorkflowUploadsSARIFAndUsesTheBaseline() throws {
        let workflow = try Self.load("docs/ci/github-actions.yml")
        #expect(workflow["name"] as? String == "Accessibility")
        #expect(workflow["on"] != nil)
        let job = try #require((workflow["jobs"] as? [String: Any])?["a11y"] as? [String: Any])
        #expect(job["runs-on"] as? String == "ubuntu-latest")
        let steps = try #require(job["steps"] as? [[String: Any]])
        let runs = steps.compactMap { $0["run"] as? String }
        #expect(runs.contains { $0.contains("a11y audit . --baseline a11y-baseline.json --format sarif --output a11y.sarif") })
        let upload = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif") == true })
        #expect((upload["with"] as? [String: Any])?["sarif_file"] as? String == "a11y.sarif")
        let permissions = try #require(workflow["permissions"] as? [String: Any])
        #expect(permissions["security-events"] as? String == "write")
    }

    @Test func gitlabJobPublishesJUnit() throws {
        let config = try Self.load("docs/ci/gitlab-ci.yml")
        let job = try #require(config["accessibility"] as? [String: Any])
        let script = try #require(job["script"] as? [String])
        #expect(script.contains { $0.contains("--format junit --output a11y-junit.xml") })
        let reports = (job["artifacts"] as? [String: Any])?["reports"] as? [String: Any]
        #expect(reports?["junit"] as? String == "a11y-junit.xml")
    }

    @Test func preCommitHookAuditsChangedLines() throws {
        let hook = try String(contentsOf: Self.root.appendingPathComponent("docs/ci/pre-commit"), encoding: .utf8)
        #expect(hook.hasPrefix("#!/bin/sh"))
        #expect(hook.contains("a11y audit . --changed-since HEAD"))
    }
}
