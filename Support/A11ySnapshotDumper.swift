// A11ySnapshotDumper.swift — copy this one file into a test target of your iOS app (or the
// app's debug build) to write a live view hierarchy in a11y's snapshot format, the JSON that
// `a11y tree --format json` writes; then `a11y audit` / `a11y voiceover` read it
// (docs/snapshots.md). No dependencies; the UIKit walk compiles only where UIKit exists.
//
//     let json = try A11ySnapshotDumper.json(screens: [("Sign in", A11ySnapshotDumper.capture(window))])
//     try json.write(to: URL(fileURLWithPath: "/tmp/SignIn.a11y.json"))
import Foundation

enum A11ySnapshotDumper {
    /// One node of the snapshot: the keys `TreeSnapshotReader` reads (schemaVersion 1).
    struct Node: Encodable {
        /// The accessibility identifier when set, else the node's path from the root ("0.2.1").
        var id: String
        /// The object's class; `baseClass` the UIKit class it derives from, when they differ.
        var kind: String
        var baseClass: String?
        /// `accessibilityFrame`: screen coordinates, in points.
        var frame: Frame?
        /// Set on accessibility elements (1, 2, … in the walk's order); containers have none.
        var element: Int?
        var label: String?
        var value: String?
        var hint: String?
        /// `UIAccessibilityTraits` by their UIKit names ("button", "header"…).
        var traits: [String]
        var children: [Node]
    }

    struct Frame: Encodable {
        var x, y, width, height: Double
    }

    private struct Screen: Encodable {
        var name: String
        var root: Node
    }

    private struct Document: Encodable {
        var schemaVersion = 1
        var screens: [Screen]
    }

    /// The snapshot file's contents: one screen per (name, root).
    static func json(screens: [(name: String, root: Node)]) throws -> Data {
        let encoder = JSONEncoder()
        // Pretty-printed: findings point at the line of a node's "id".
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Document(screens: screens.map { Screen(name: $0.name, root: $0.root) }))
    }
}

#if canImport(UIKit)
import UIKit

extension A11ySnapshotDumper {
    /// Walks `root` the way VoiceOver's public API describes it: an accessibility element ends
    /// the walk; otherwise `accessibilityElements` when set, else the visible subviews. Hidden
    /// views and `accessibilityElementsHidden` subtrees are left out.
    @MainActor static func capture(_ root: NSObject) -> Node {
        var traitNames: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"),
            (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
            (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
            (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
            (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
        ]
        if #available(iOS 17.0, tvOS 17.0, *) { traitNames += [(.toggleButton, "toggleButton"), (.supportsZoom, "supportsZoom")] }
        var count = 0
        func visit(_ object: NSObject, path: String) -> Node {
            let isElement = object.isAccessibilityElement
            if isElement { count += 1 }
            let kind = String(describing: type(of: object))
            let base = publicClass(of: object)
            var node = Node(id: path, kind: kind, baseClass: base == kind ? nil : base,
                            frame: frame(object.accessibilityFrame), element: isElement ? count : nil,
                            label: object.accessibilityLabel, value: object.accessibilityValue, hint: object.accessibilityHint,
                            traits: traitNames.filter { object.accessibilityTraits.contains($0.0) }.map(\.1), children: [])
            if let identifier = (object as? UIAccessibilityIdentification)?.accessibilityIdentifier, !identifier.isEmpty {
                node.id = identifier
            }
            guard !isElement, !object.accessibilityElementsHidden else { return node }
            let children = object.accessibilityElements?.compactMap { $0 as? NSObject }
                ?? (object as? UIView)?.subviews.filter { !$0.isHidden && $0.alpha > 0.01 } ?? []
            node.children = children.enumerated().map { visit($0.element, path: "\(path).\($0.offset)") }
            return node
        }
        return visit(root, path: "0")
    }

    private static func frame(_ rect: CGRect) -> Frame? {
        rect.isNull ? nil : Frame(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The nearest public UIKit class whose defaults a11y knows, so private subclasses
    /// (`UIButtonLabel`, `_UISystemBackgroundView`) read as what they are.
    private static func publicClass(of object: NSObject) -> String? {
        let known: Set<String> = [
            "UIButton", "UILabel", "UIImageView", "UITextField", "UITextView", "UISwitch", "UISlider",
            "UIStepper", "UISegmentedControl", "UIPageControl", "UIProgressView", "UIActivityIndicatorView",
            "UIDatePicker", "UIPickerView", "UISearchBar", "UITableViewCell", "UICollectionViewCell",
            "UITableView", "UICollectionView", "UIScrollView", "UIStackView", "UINavigationBar", "UITabBar",
            "UIToolbar", "UIControl", "UIWindow", "UIView", "UIAccessibilityElement",
        ]
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if known.contains(NSStringFromClass(current)) { return NSStringFromClass(current) }
            type = class_getSuperclass(current)
        }
        return nil
    }
}
#endif
