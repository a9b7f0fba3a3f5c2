import Foundation

/// The Android layouts among the inputs, each with the values of its own `res` folder (the
/// other folders' as a fallback: a library module's strings are visible to the app) and the
/// layouts it can `<include>`.
struct AndroidLayouts: Sendable {
    let layouts: [InputFile]
    private let resourcesByFolder: [String: AndroidResources]
    private let fallback: AndroidResources
    private let layoutFilesByFolder: [String: [String: AndroidLayoutFrontEnd.LayoutFile]]
    let diagnostics: [Diagnostic]
    let code: AndroidCodeReferences

    init(_ inputs: [InputFile]) {
        layouts = inputs.filter { $0.kind == .androidLayout }
        var code = AndroidCodeReferences()
        // Code matters only to layouts; an iOS project's stray Java or Kotlin is not read.
        if !layouts.isEmpty {
            for input in inputs where input.kind == .androidCode { code.add(path: input.path, source: String(decoding: input.data, as: UTF8.self)) }
        }
        self.code = code
        var byFolder: [String: AndroidResources] = [:]
        for input in inputs where input.kind == .androidValues {
            let res = ProjectDiscovery.androidResourceFolder(of: input.path, prefix: "values") ?? ""
            byFolder[res, default: AndroidResources()].add(path: input.path, data: input.data)
        }
        var all = AndroidResources()
        for key in byFolder.keys.sorted() { all = all.merging(fallback: byFolder[key]!) }
        resourcesByFolder = byFolder
        fallback = all
        diagnostics = byFolder.values.flatMap(\.diagnostics)
        var files: [String: [String: AndroidLayoutFrontEnd.LayoutFile]] = [:]
        // The default `layout` folder wins over qualified ones (`layout-land`) for includes.
        for input in layouts.sorted(by: { Self.isDefault($0.path) && !Self.isDefault($1.path) }) {
            let res = ProjectDiscovery.androidResourceFolder(of: input.path, prefix: "layout") ?? ""
            let name = input.path.fileName.deletingFileExtension
            if files[res]?[name] == nil { files[res, default: [:]][name] = .init(path: input.path, data: input.data) }
        }
        layoutFilesByFolder = files
    }

    static func isDefault(_ path: String) -> Bool {
        path.parentPath.fileName == "layout"
    }

    func parse(_ input: InputFile) -> AndroidLayoutFrontEnd.Document {
        let res = ProjectDiscovery.androidResourceFolder(of: input.path, prefix: "layout") ?? ""
        let resources = (resourcesByFolder[res] ?? AndroidResources()).merging(fallback: fallback)
        // Layouts of other modules can be included too; this folder's first.
        var layouts = layoutFilesByFolder[res] ?? [:]
        for (folder, files) in layoutFilesByFolder where folder != res { layouts.merge(files) { mine, _ in mine } }
        return AndroidLayoutFrontEnd.parse(path: input.path, data: input.data, resources: resources, layouts: layouts, code: code)
    }
}
