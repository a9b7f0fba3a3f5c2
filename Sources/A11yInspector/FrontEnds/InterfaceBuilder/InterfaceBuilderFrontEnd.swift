import Foundation

/// What the Interface Builder front end read from one `.storyboard` or `.xib`.
public struct InterfaceBuilderDocument: Sendable {
    public var screens: [Screen]
    public var diagnostics: [Diagnostic]
    /// Set when the file is deliberately skipped (macOS/watchOS/tvOS document): the reason.
    public var skippedReason: String?
    /// `<resources><namedColor name="X">`: the asset catalog colour's light value as IB
    /// snapshotted it, keyed like `ColorSpec.named`. For when the asset catalog is absent.
    public var namedColorSnapshots: [String: RGBA]
    /// `<resources><systemColor name="systemBackgroundColor">`: the light value IB stored,
    /// keyed like `ColorSpec.system` ("systemBackground").
    public var systemColorSnapshots: [String: RGBA]
    /// The document's global tint (`<color key="tintColor">` directly under `<document>`).
    public var tintColor: ColorSpec?
    /// Texts as translators see them, object ids, left alignments and left/right constraints.
    public var localization: InterfaceLocalization?
    /// A storyboard's controllers that are not screens of their own (`StoryboardGraph`).
    public var controllers: StoryboardControllers?

    public init(
        screens: [Screen] = [], diagnostics: [Diagnostic] = [], skippedReason: String? = nil,
        namedColorSnapshots: [String: RGBA] = [:], systemColorSnapshots: [String: RGBA] = [:],
        tintColor: ColorSpec? = nil
    ) {
        self.screens = screens
        self.diagnostics = diagnostics
        self.skippedReason = skippedReason
        self.namedColorSnapshots = namedColorSnapshots
        self.systemColorSnapshots = systemColorSnapshots
        self.tintColor = tintColor
    }
}

/// Translates Interface Builder XML into screens. Never throws and never crashes: whatever is
/// wrong with the input becomes a `Diagnostic`, and whatever could be read is returned.
public enum InterfaceBuilderFrontEnd {
    /// Files above this size are rejected before parsing.
    public static let maximumFileSize = IBInputCheck.maximumFileSize

    /// `path` is used in SourceLocations and messages as given.
    public static func parse(path: String, data: Data) -> InterfaceBuilderDocument {
        let context = IBReadContext(file: path)
        var document = InterfaceBuilderDocument()

        let bytes: Data
        switch IBInputCheck.check(data) {
        case .reject(let reason):
            context.error(reason)
            document.diagnostics = context.diagnostics
            return document
        case .parse(let checked, let warnings):
            bytes = checked
            warnings.forEach { context.warning($0) }
        }

        let read = XMLTreeReader.read(bytes)
        if read.depthLimitReached {
            context.error("elements nested more than \(XMLTreeReader.maximumDepth) deep; parsing stopped there")
        }
        if let error = read.error, !read.depthLimitReached {
            context.error("XML error at line \(error.line), column \(error.column): \(error.message)", line: error.line)
        }
        context.suppressesWarnings = read.error != nil || read.depthLimitReached
        guard let root = read.root else {
            if read.error == nil && !read.depthLimitReached { context.error("no XML root element found") }
            document.diagnostics = context.diagnostics
            return document
        }

        let kind = classify(root)
        switch kind {
        case .skip(let reason):
            document.skippedReason = reason
        case .unsupported(let reason):
            context.error(reason, line: root.line)
        case .storyboard, .xib:
            let fileName = path.fileName
            let builder = IBScreenBuilder(context: context, document: root, fileName: fileName)
            indexGestureRecognizers(root, into: context)
            let isStoryboard = kind == .storyboard || fileName.hasSuffix(".storyboard")
            if isStoryboard {
                let graph = StoryboardGraph(document: root)
                document.screens = builder.storyboardScreens(graph: graph)
                document.controllers = graph.controllers
            } else {
                document.screens = builder.xibScreens()
            }
            document.localization = IBLocalization.scan(root, path: path)
            readResources(root, into: &document)
            document.tintColor = root.child("color", key: "tintColor").flatMap(IBColors.spec)
            // The file's Global Tint: its views' tint where none of theirs sets one.
            if let tint = document.tintColor {
                for i in document.screens.indices where document.screens[i].root.tintColor == nil { document.screens[i].root.tintColor = tint }
            }
        }
        document.diagnostics = context.diagnostics
        return document
    }

    enum Kind: Equatable {
        case storyboard, xib
        case skip(String)
        case unsupported(String)
    }

    /// `<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">`;
    /// AppKit files say `MacOSX.Cocoa` (notes/ib-xml.md §6).
    static func classify(_ root: XMLTreeNode) -> Kind {
        if root.name == "archive" {
            return .unsupported("legacy Interface Builder archive format (Xcode 4 and earlier); open and save it in a current Xcode to audit it")
        }
        guard root.name == "document" else {
            return .unsupported("not an Interface Builder document (root element <\(root.name)>)")
        }
        let runtime = root["targetRuntime"] ?? ""
        let type = root["type"] ?? ""
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") {
            return .skip("macOS Interface Builder document (targetRuntime \(runtime.isEmpty ? "MacOSX.Cocoa" : runtime))")
        }
        if runtime.lowercased().hasPrefix("watchkit") || type.contains("WatchKit") {
            return .skip("watchOS Interface Builder document (targetRuntime \(runtime))")
        }
        if runtime.hasPrefix("AppleTV") || type.contains("AppleTV") {
            return .skip("tvOS Interface Builder document (targetRuntime \(runtime))")
        }
        if !runtime.isEmpty && !runtime.hasPrefix("iOS") {
            return .skip("Interface Builder document for an unsupported runtime (targetRuntime \(runtime))")
        }
        if type.contains("Storyboard") || root.child("scenes") != nil { return .storyboard }
        return .xib
    }

    /// Each recogniser's kind, and the view that holds it: a recogniser belongs to one view, and
    /// one wired to several (`gestureRecognizers` of two stack views, CovPass's result card) is
    /// moved to each in turn as the nib is decoded, in document order: the last keeps it.
    private static func indexGestureRecognizers(_ root: XMLTreeNode, into context: IBReadContext) {
        var stack = [root]
        while let node = stack.popLast() {
            if let kind = IBElementKinds.gestureKinds[node.name], let id = node.id {
                context.gestureKinds[id] = kind
            }
            if let id = node.id, let connections = node.child("connections") {
                for c in connections.children where c.name == "outletCollection" && c["property"] == "gestureRecognizers" {
                    if let recognizer = c["destination"] { context.gestureHolders[recognizer] = id }
                }
            }
            stack.append(contentsOf: node.children.reversed())
        }
    }

    private static func readResources(_ root: XMLTreeNode, into document: inout InterfaceBuilderDocument) {
        guard let resources = root.child("resources") else { return }
        for resource in resources.children {
            guard let name = resource["name"], let color = resource.child("color").flatMap(IBColors.rgba) else { continue }
            switch resource.name {
            case "namedColor": document.namedColorSnapshots[name] = color
            case "systemColor": document.systemColorSnapshots[IBColors.stripColorSuffix(name)] = color
            default: break
            }
        }
    }
}
