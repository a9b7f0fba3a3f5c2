import Foundation
@testable import A11yInspector

let rules = RuleRegistry.all.map(\.metadata)

/// `.a11y.yml`, decoded as `a11y audit` decodes it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    _ = try? Configuration.parse(String(decoding: data, as: UTF8.self), rules: rules)
    return 0
}
