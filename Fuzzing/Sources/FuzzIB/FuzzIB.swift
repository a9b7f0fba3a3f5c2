import Foundation
@testable import A11yInspector

/// Storyboard and xib XML: the whole front end, from bytes to scenes and their views.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    _ = InterfaceBuilderFrontEnd.parse(path: "Fuzz.storyboard", data: data)
    return 0
}
