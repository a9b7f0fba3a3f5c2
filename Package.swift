// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "A11yInspector",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11y", targets: ["a11y"]),
        .library(name: "A11yInspector", targets: ["A11yInspector"]),
        .plugin(name: "A11yAudit", targets: ["A11yAudit"]),
        .plugin(name: "A11yLint", targets: ["A11yLint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(
            name: "A11yInspector",
            dependencies: [
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "a11y",
            dependencies: [
                "A11yInspector",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package a11y-audit`; docs/plugins.md.
        .plugin(
            name: "A11yAudit",
            capability: .command(
                intent: .custom(verb: "a11y-audit", description: "Audit the package's storyboards, xibs and Swift sources for accessibility")),
            dependencies: ["a11y"]
        ),
        // Findings as warnings on every build of a target that adds it; docs/plugins.md.
        .plugin(name: "A11yLint", capability: .buildTool(), dependencies: ["a11y"]),
        .testTarget(
            name: "A11yInspectorTests",
            dependencies: ["A11yInspector", .product(name: "Yams", package: "Yams")]
        ),
    ]
)
