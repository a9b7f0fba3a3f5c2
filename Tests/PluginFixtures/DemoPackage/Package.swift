// swift-tools-version:6.1
// A package that uses both of a11y's plugins, built by scripts/test-plugins (docs/plugins.md),
// which copies it into .build-plugins/ and points the dependency at the checkout under test.
// `name:` because the checkout's folder name (the package's identity) varies.
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
