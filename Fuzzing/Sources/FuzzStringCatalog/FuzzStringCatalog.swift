import Foundation
@testable import A11yInspector

/// `.xcstrings` JSON: the catalog reader and the pseudolanguage writer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    _ = StringTables.read(path: "Localizable.xcstrings", kind: .xcstrings, data: data)
    _ = try? PseudoTables.catalogTranslations(data, locale: "fr")
    for language in Pseudolanguage.allCases {
        _ = try? PseudoTables.catalog(data, language: language, locale: "en-XA")
    }
    return 0
}
