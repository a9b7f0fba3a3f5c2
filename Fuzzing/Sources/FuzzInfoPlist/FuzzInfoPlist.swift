import Foundation
@testable import A11yInspector

/// Info.plist (XML, binary or old-style property lists) and the `INFOPLIST_KEY_…` build
/// settings and development region of project.pbxproj.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    _ = InfoPlistReader.keys(plist: data)
    _ = InfoPlistReader.keys(pbxproj: data)
    _ = InfoPlistReader.developmentRegion(pbxproj: data)
    return 0
}
