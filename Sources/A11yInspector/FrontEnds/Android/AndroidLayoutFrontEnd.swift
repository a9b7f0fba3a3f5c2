import Foundation

/// Reads an Android layout (`res/layout*/name.xml`) into one `Screen` for TalkBack and the
/// Android rules. It translates, it does not judge: the framework's defaults are applied by
/// `AndroidResolver` from `AndroidWidget.table`.
public enum AndroidLayoutFrontEnd {
    public struct Document: Sendable {
        public var screens: [Screen] = []
        public var diagnostics: [Diagnostic] = []
    }

    /// A layout file another layout can `<include>`.
    public struct LayoutFile: Sendable {
        public var path: String
        public var data: Data
        public init(path: String, data: Data) {
            self.path = path
            self.data = data
        }
    }

    public static func parse(
        path: String, data: Data, resources: AndroidResources,
        layouts: [String: LayoutFile] = [:], code: AndroidCodeReferences = AndroidCodeReferences()
    ) -> Document {
        var document = Document()
        guard let root = read(path: path, data: data, diagnostics: &document.diagnostics) else { return document }
        var builder = AndroidElementBuilder(resources: resources, layouts: layouts, code: code)
        let folder = path.parentPath.fileName
        let name = "\(folder)/\(path.fileName)"
        let element: Element
        if root.name == "merge" {
            // A `<merge>` file's children join whatever includes it; shown here under a plain group.
            var group = Element(id: "merge", kind: "android.view.ViewGroup", location: SourceLocation(file: path, line: root.line, column: root.column))
            group.android = AndroidView()
            group.children = builder.children(of: root, file: path, prefix: AndroidElementBuilder.androidPrefix(root))
            element = group
        } else {
            guard let built = builder.elements(for: root, file: path, prefix: AndroidElementBuilder.androidPrefix(root)).first else {
                document.diagnostics.append(
                    Diagnostic(level: .note, file: path, line: root.line, message: "the layout's root <\(root.name)> holds no views; skipped"))
                return document
            }
            element = built
        }
        document.diagnostics += builder.diagnostics
        var screen = Screen(
            name: name, origin: .androidLayout, file: path,
            location: SourceLocation(file: path, line: root.line, column: root.column), root: element)
        screen.platform = .android
        document.screens = [screen]
        return document
    }

    /// The parsed XML of a layout, or nil with a diagnostic when it cannot be read.
    static func read(path: String, data: Data, diagnostics: inout [Diagnostic]) -> XMLTreeNode? {
        switch IBInputCheck.check(data) {
        case .reject(let reason):
            diagnostics.append(
                Diagnostic(
                    level: .error, file: path, message: "Android layout not read: \(reason.replacingOccurrences(of: "Interface Builder", with: "layout"))"))
            return nil
        case .parse(let bytes, let warnings):
            diagnostics += warnings.map { Diagnostic(level: .warning, file: path, message: $0) }
            let read = XMLTreeReader.read(bytes, textElements: [])
            if let error = read.error {
                diagnostics.append(
                    Diagnostic(
                        level: .error, file: path, line: error.line,
                        message: "Android layout is not well-formed XML: \(error.message); \(read.root == nil ? "skipped" : "read up to the error")"))
            }
            if read.depthLimitReached {
                diagnostics.append(Diagnostic(level: .error, file: path, message: "layout nests deeper than \(XMLTreeReader.maximumDepth) elements; skipped"))
                return nil
            }
            return read.root
        }
    }
}
