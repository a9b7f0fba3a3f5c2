import Foundation
@testable import A11yInspector

/// `.stringsdict` property lists: the table reader and the pseudolanguage writer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    _ = StringTables.read(path: "en.lproj/Localizable.stringsdict", kind: .stringsdict, data: data)
    for language in Pseudolanguage.allCases {
        _ = try? PseudoTables.stringsdict(data, language: language, locale: "en-XA", source: "en.lproj/Localizable.stringsdict")
    }
    return 0
}
