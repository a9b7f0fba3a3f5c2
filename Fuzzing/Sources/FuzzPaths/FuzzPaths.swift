import Foundation
@testable import A11yInspector

/// Paths as a hostile repository may name its files (decoded as a folder listing decodes them,
/// with replacement characters for invalid UTF-8): the path helpers every stage uses, and the
/// boundary's test of a real path against a root.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = String(decoding: UnsafeBufferPointer(start: bytes, count: size), as: UTF8.self)
    let name = path.fileName, parent = path.parentPath
    _ = (path.fileExtension, path.deletingFileExtension, path.standardizedPath, path.isAbsolutePath)
    _ = parent.appendingPath(name)
    _ = path.pathComponentsWithoutSlashes.count
    _ = ReadBoundary(roots: [parent.isEmpty ? "/" : parent]).contains(realPath: path.standardizedPath)
    _ = ProjectDiscovery.kind(of: path)
    _ = ProjectDiscovery.absolute(path, relativeTo: "/work")
    return 0
}
