/// Undo and redo say what they undo, in one or two words.
struct UndoActionNames: Rule {
    let metadata = RuleMetadata(
        id: "undo-action-names",
        title: "Undo action name missing or badly formed",
        rationale:
            "When people shake to undo, iOS asks “Undo …?” with the app's action name after “Undo” and “Redo”. Without a name the alert says only “Undo”, and people who cannot see what changed cannot tell what they would undo; a long name, punctuation or a name that repeats “Undo” make the button hard to read.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hig", "undo"],
        help:
            "Call undoManager.setActionName(_:) with one or two words (besides articles and short prepositions) in title case and no punctuation (“Delete Name” gives “Undo Delete Name”); iOS adds “Undo” and “Redo” itself.",
        sources: ["S1 L53-66", "S3 L131-132", "seed rule #181"],
        summary:
            "`setActionName` with more than two words (articles and short prepositions aside), punctuation, not in title case, or starting with “Undo”; undo registered but never named (names from string tables: *needs review*)",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "Too long, in sentence case, with a period", .triggers(count: 1),
                [
                    "App/Editor.swift": """
                    final class Editor: UIViewController {
                        func delete(_ item: Item) {
                            undoManager?.registerUndo(withTarget: self) { $0.insert(item) }
                            ↓undoManager?.setActionName("Delete the selected item.")
                        }
                    }
                    """
                ]),
            .code(
                "“Undo” in the name: the alert reads “Undo Undo Rename”", .triggers(count: 1),
                [
                    "App/Editor.swift": """
                    final class Editor: UIViewController {
                        func rename(_ item: Item, to name: String) {
                            undoManager?.registerUndo(withTarget: self) { $0.rename(item, to: item.name) }
                            ↓undoManager?.setActionName("Undo Rename")
                        }
                    }
                    """
                ]),
            .code(
                "Undo is registered but never named", .triggers(count: 1),
                [
                    "App/Canvas.swift": """
                    final class Canvas: UIView {
                        func add(_ stroke: Stroke) {
                            ↓undoManager?.registerUndo(withTarget: self) { $0.remove(stroke) }
                            strokes.append(stroke)
                        }
                    }
                    """
                ]),
            .code(
                "A name from a string table, judged by the text in code", .needsReview(count: 1),
                [
                    "App/Editor.swift": """
                    final class Editor: UIViewController {
                        func move() {
                            undoManager?.registerUndo(withTarget: self) { $0.move() }
                            ↓undoManager?.setActionName(NSLocalizedString("move item", comment: "Undo action"))
                        }
                    }
                    """
                ]),
            .code(
                "Trap: good names, a computed one, and an interpolated one", .passes,
                [
                    "App/Editor.swift": """
                    final class Editor: UIViewController {
                        func edit(_ change: Change) {
                            undoManager?.registerUndo(withTarget: self) { $0.revert(change) }
                            undoManager?.setActionName("Change Address")
                            undoManager?.setActionName(NSLocalizedString("Typing", comment: "Undo action"))
                            undoManager?.setActionName(change.actionName)
                            undoManager?.setActionName("Move \\(change.count) Items")
                            undoManager?.setActionName("Share to iCloud")
                        }
                    }
                    """
                ]),
        ]
    }

    static let punctuation: Set<Character> = [".", ",", ";", ":", "!", "?", "…"]

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        var findings: [Finding] = []
        for event in events where event.kind == .undoActionName {
            let text: String, confidence: Confidence
            switch event.detail {
            case .text(let literal): (text, confidence) = (literal, .certain)
            case .localizedText(let lookup):
                (text, confidence) = (lookup, .needsReview(reason: "the name comes from a string table; the text judged is the one in the code"))
            default: continue
            }
            let problems = Self.problems(text.trimmingCharacters(in: .whitespaces))
            if !problems.isEmpty {
                findings.append(
                    context.finding(at: event.location, "The undo action name “\(text)” \(problems.joined(separator: ", "))", confidence: confidence))
            }
        }
        if !events.contains(where: { $0.kind == .undoActionName }), let first = events.first(where: { $0.kind == .undoRegistered }) {
            findings.append(
                context.finding(
                    at: first.location, "Undo is registered, but no action is ever named (setActionName(_:)): the shake-to-undo alert says only “Undo”"))
        }
        return findings
    }

    /// What is wrong with a name: empty names clear it on purpose and are left alone.
    static func problems(_ name: String) -> [String] {
        guard !name.isEmpty else { return [] }
        var problems: [String] = []
        let words = TitleCase.words(name)
        if let first = words.first?.lowercased(), first == "undo" || first == "redo" {
            problems.append("starts with “\(words[0])”, which iOS adds itself (“Undo \(name)”)")
        }
        // Articles, conjunctions and short prepositions do not count (“Move to Trash”).
        let counted = words.filter { !TitleCase.minorWords.contains($0.lowercased()) }
        if counted.count > 2, !name.contains("%") { problems.append("has \(counted.count) words, where the HIG asks for one or two") }
        if name.contains(where: punctuation.contains) { problems.append("has punctuation") }
        if let lower = TitleCase.lowercaseWords(name), !lower.isEmpty { problems.append("is not in title case (“\(TitleCase.fixed(name))”)") }
        return problems
    }
}
