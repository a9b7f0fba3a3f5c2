import Foundation
@testable import A11yInspector

/// A colour set's Contents.json.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    _ = try? AssetCatalogReader.colorSet(named: "Brand", file: "Brand.colorset/Contents.json", data: data)
    return 0
}
