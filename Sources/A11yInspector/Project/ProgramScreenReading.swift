import Foundation

/// Which UIKit classes built in code become screens, and how each is read: as a program
/// (`ProgramScreens`: the controller made, its view loaded and laid out) where that reading
/// succeeds, else by the patterns `UIKitCodeScreens` matches. A view class a screen's code
/// makes is part of that screen, not a screen of its own.
struct ProgramScreenReading {
    let facts: CodeFacts
    let files: [InputFile]
    let includes: (String) -> Bool
    /// `Name(arguments)`: the class `Name` is read as this call makes it.
    var construction: String?

    enum Source {
        /// Read as a program: its values are the ones the code sets; `known` says which
        /// (`ProgramScreens.Reading.known`).
        case read(Screen, known: [String: Set<String>])
        /// Read by patterns: `CodeLinker` merges what code sets.
        case patterned(Screen)
    }

    func makeIndex() -> (ProgramIndex, [String: InputFile]) {
        var declaring: [String: [String]] = [:]
        for file in files {
            for name in DeclaredNames.scan(file.data) { declaring[name, default: []].append(file.path) }
        }
        let sources = Dictionary(files.map { ($0.path, $0) }) { a, _ in a }
        let index = ProgramIndex(
            filesDeclaring: { declaring[$0] ?? [] },
            source: { sources[$0].map { String(decoding: $0.data, as: UTF8.self) } })
        return (index, sources)
    }

    /// What the code of the controllers Interface Builder lays out (`controllers`, by short
    /// name) adds to their views and navigation items (`ProgramScreens.readAdditions`).
    /// `indexed`: the index `screens(replacing:indexed:)` used, so that the files are parsed once.
    func additions(forControllers controllers: Set<String>, indexed: (ProgramIndex, [String: InputFile])? = nil) -> [String: ProgramScreens.Additions] {
        guard !files.isEmpty, !controllers.isEmpty, ProcessInfo.processInfo.environment["A11Y_PATTERNS_ONLY"] == nil else { return [:] }
        let (index, sources) = indexed ?? makeIndex()
        let reader = ProgramScreens(index: index)
        var result: [String: ProgramScreens.Additions] = [:]
        for name in controllers.sorted() {
            guard let type = facts.types[name], type.isDeclared else { continue }
            // (The scene was chosen; its controller's file need not be among the files asked for:
            // `a11y voiceover Main.storyboard` reads the scene with what its code adds.)
            // Its outlets and its superclasses': views code may add to.
            let outlets = facts.lineage(of: name).reduce(into: [String: String]()) { $0.merge($1.outlets) { own, _ in own } }
            for candidate in index.types(named: name) where candidate.isClass {
                guard let file = candidate.location?.file, sources[file] != nil,
                    let additions = reader.readAdditions(candidate.name, outlets: outlets)
                else { continue }
                result[name] = additions
                break
            }
        }
        return result
    }

    /// `additions`: the controllers of Interface Builder scenes, read for what they add
    /// (`additions(forControllers:)`): they are those scenes, not screens of their own.
    func screens(
        replacing patterned: [Screen], indexed: (ProgramIndex, [String: InputFile])? = nil, additions: [String: ProgramScreens.Additions] = [:]
    ) -> [Source] {
        // `A11Y_PATTERNS_ONLY=1`: the screens as the patterns alone read them (to measure what
        // the reading changes).
        guard !files.isEmpty, ProcessInfo.processInfo.environment["A11Y_PATTERNS_ONLY"] == nil else { return patterned.map(Source.patterned) }
        let (index, sources) = indexed ?? makeIndex()
        let reader = ProgramScreens(index: index)
        // Candidates: the declared classes built in code that are controllers or views, with no
        // outlets (those are read with their storyboard or xib).
        var read: [(Screen, [String: Set<String>])] = []
        var readShortNames = Set(additions.keys)
        // View classes the readings made, with the most elements one of them held.
        var composed: [String: Int] = [:]
        for (made, size) in additions.values.flatMap(\.madeClasses) {
            let short = ProgramIndex.displayName(made).split(separator: ".").last.map(String.init) ?? made
            composed[short] = max(composed[short] ?? 0, size)
        }
        for (name, type) in facts.types.sorted(by: { $0.key < $1.key }) where type.isDeclared && type.outlets.isEmpty && additions[name] == nil {
            for candidate in index.types(named: name) where candidate.isClass {
                guard let file = candidate.location?.file, includes(file), sources[file] != nil else { continue }
                let base = index.frameworkBase(of: candidate) ?? ""
                let isController = PlatformDefaults.viewControllers.contains(base) || base.hasSuffix("ViewController")
                guard isController else { continue }
                let call = construction.flatMap { ProgramScreens.call(in: $0, making: name) }
                let reading = reader.read(candidate.name, construction: call, file: file)
                if ProcessInfo.processInfo.environment["A11Y_DEBUG_PROGRAM"] != nil {
                    FileHandle.standardError.write(
                        Data(
                            "program \(candidate.name): \(reading.map { "\($0.screen.root.children.count) children, exhausted \($0.exhausted)\n  " + $0.gaps.joined(separator: "\n  ") } ?? "not read")\n"
                                .utf8))
                }
                guard let reading, !reading.exhausted, !reading.screen.root.children.isEmpty else { continue }
                read.append((reading.screen, reading.known))
                readShortNames.insert(name)
                for (made, size) in reading.madeClasses {
                    let short = ProgramIndex.displayName(made).split(separator: ".").last.map(String.init) ?? made
                    composed[short] = max(composed[short] ?? 0, size)
                }
            }
        }
        // Each read screen with what the patterns' screen of its class knows about its views.
        let patternedByName = Dictionary(patterned.map { ($0.controllerClass ?? "", $0) }) { a, _ in a }
        var result = read.map { screen, known in
            let short = (screen.controllerClass ?? "").split(separator: ".").last.map(String.init) ?? ""
            let overlaid = ProgramScreenMerge.overlay(read: screen, patterned: patternedByName[short], composed: patternedByName, known: known)
            return Source.read(overlaid, known: known)
        }
        for screen in patterned {
            let name = screen.controllerClass ?? ""
            // A view class a read screen made is part of that screen: its own screen goes when the
            // reading holds about as much of it as the patterns do (one less: the patterns may
            // merge nested types that share a short name), and got inside it at all (an object
            // whose initializer stopped at data holds only itself).
            var patternedSize = 0
            screen.root.forEach { _ in patternedSize += 1 }
            let made = composed[name] ?? -1
            if readShortNames.contains(name) || (screen.isViewController != true && made >= patternedSize - 1 && (made > 1 || patternedSize <= 1)) { continue }
            result.append(.patterned(screen))
        }
        return result
    }
}
