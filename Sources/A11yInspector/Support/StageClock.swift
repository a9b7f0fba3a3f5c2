import Foundation

/// Wall time between the stages of a run, for `--timings` (nothing when no one listens).
final class StageClock: @unchecked Sendable {
    private let report: (@Sendable (String, Double) -> Void)?
    private var last = Date()

    init(report: (@Sendable (String, Double) -> Void)?) {
        self.report = report
    }

    func lap(_ stage: String) {
        guard let report else { return }
        let now = Date()
        report(stage, now.timeIntervalSince(last))
        last = now
    }
}
