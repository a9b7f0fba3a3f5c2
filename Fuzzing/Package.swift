// swift-tools-version:5.4
// 5.4, not newer: from 5.5 on SwiftPM renames each executable's `main` (for testing), which
// hides the `main` that libFuzzer brings.
// Fuzz targets for the parsers that read untrusted project files. Kept out of the main
// package so `swift build` and `swift test` never compile them; `scripts/fuzz` builds this
// package with `-sanitize=fuzzer` and runs each target for a bounded time.
import Foundation
import PackageDescription

let targets = ["FuzzIB", "FuzzPaths", "FuzzStrings", "FuzzStringsDict", "FuzzStringCatalog", "FuzzInfoPlist", "FuzzAssetColor", "FuzzConfiguration"]

// SwiftPM names a path dependency after its folder, so the main package is whatever the
// clone is called.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "A11yFuzz",
    dependencies: [.package(path: "..")],
    targets: targets.map {
        .executableTarget(
            name: $0,
            dependencies: [.product(name: "A11yInspector", package: mainPackage)],
            path: "Sources/\($0)"
        )
    }
)
