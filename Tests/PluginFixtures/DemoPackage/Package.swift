// swift-tools-version:6.1
// A package that uses both of a11y's plugins, built by scripts/test-plugins (docs/plugins.md).
// scripts/test-plugins copies it next to a copy of nothing: the dependency path is rewritten
// there to the checkout under test.
import PackageDescription

let package = Package(
    name: "DemoPackage",
    dependencies: [
        .package(name: "A11yInspector", path: "../../.."),
    ],
    targets: [
        .target(
            name: "DemoViews",
            resources: [.copy("ShareView.xib")],
            plugins: [.plugin(name: "A11yLint", package: "A11yInspector")]
        ),
    ]
)
