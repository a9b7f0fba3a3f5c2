import Foundation
@testable import A11yInspector

/// `.strings` files: the table reader and the pseudolanguage writer, which parses them again
/// keeping comments and layout.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    _ = StringTables.read(path: "en.lproj/Localizable.strings", kind: .strings, data: data)
    _ = PseudoTables.isGenerated(data)
    for language in Pseudolanguage.allCases {
        _ = try? PseudoTables.strings(data, language: language, locale: "ar-XB", source: "en.lproj/Localizable.strings")
    }
    return 0
}
