import Foundation
import Testing
@testable import A11yInspector

/// The looks at the disk beyond the audited files, which a kept result depends on.
struct DiskReadsTests {
    @Test func readsFromEveryThreadAreRecordedAndCheckedAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-reads-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let read = folder + "/Base.xcconfig", present = folder + "/Package.swift", absent = folder + "/Missing.strings"
        try "TARGETED_DEVICE_FAMILY = 1\n".write(toFile: read, atomically: true, encoding: .utf8)
        try "// swift-tools-version:5.9\n".write(toFile: present, atomically: true, encoding: .utf8)
        let boundary = ReadBoundary(roots: [ReadBoundary.realPath(folder)!])
        let (_, looks) = DiskReads.within(boundary) {
            ParallelMap.map([0, 1, 2], jobs: 3) { i -> Bool in
                switch i {
                case 0: return DiskReads.contents(atPath: read) != nil
                case 1: return DiskReads.fileExists(atPath: present)
                default: return DiskReads.fileExists(atPath: absent)
                }
            }
        }
        let dependencies = looks.dependencies
        #expect(dependencies.map(\.path) == [read, absent, present].sorted())
        #expect(dependencies.allSatisfy { $0.holds(within: boundary) })
        // Reads outside it (after it, or on a thread it did not start) are not its.
        let (_, none) = DiskReads.within(boundary) { () -> Int in
            let other = Thread { _ = DiskReads.contents(atPath: read) }
            other.start()
            while !other.isFinished { usleep(1000) }
            return 0
        }
        _ = DiskReads.contents(atPath: read)
        #expect(none.dependencies.isEmpty)

        try "TARGETED_DEVICE_FAMILY = 1,2\n".write(toFile: read, atomically: true, encoding: .utf8)
        try "".write(toFile: absent, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: present)
        #expect(dependencies.filter { $0.holds(within: boundary) }.isEmpty)
    }
}
