import SwiftSyntax

/// A data table read as a program (`UIAccessibilityContainerDataTable`,
/// developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable): each cell's
/// place, from its own `accessibilityRowRange()` and `accessibilityColumnRange()`, and the
/// table's answers about it (`accessibilityDataTableCellElement(forRow:column:)`,
/// `accessibilityHeaderElements(forRow:)`, `(forColumn:)`), run as the code is written.
/// What VoiceOver says with them is the simulator's (`DataTableSpeech`).
extension HeapElements {
    /// A cell's place as its code gives it.
    private struct CellPlace {
        let object: ObjectID
        let elementID: String
        let row: Int?
        let column: Int?
        let rowSpan: Int
        let columnSpan: Int
    }

    /// Marks the cells among `table`'s descendants (`element` is the table's element, with its
    /// children read).
    mutating func markDataTableCells(of table: ObjectID, in element: inout Element) {
        let objectsByID = Dictionary(ids.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        var places: [String: CellPlace] = [:]
        element.forEach { e in
            guard e.id != element.id, let object = objectsByID[e.id],
                let rows = range("accessibilityRowRange", of: object), let columns = range("accessibilityColumnRange", of: object)
            else { return }
            places[e.id] = CellPlace(
                object: object, elementID: e.id, row: rows.location, column: columns.location,
                rowSpan: rows.length, columnSpan: columns.length)
        }
        guard !places.isEmpty else { return }
        var cellAt: [String: ObjectID?] = [:]
        /// The table's cell at a row and column: the table's own answer, or, where it cannot be
        /// known, the cell whose ranges start there.
        func cell(row: Int, column: Int) -> ObjectID? {
            let key = "\(row),\(column)"
            if let known = cellAt[key] { return known }
            let answer: ObjectID?
            switch call("accessibilityDataTableCellElement", on: table, [("forRow", row), ("column", column)]) {
            case .object(let id)?: answer = id
            case .null?: answer = nil
            default: answer = places.values.first { $0.row == row && $0.column == column }?.object
            }
            cellAt[key] = answer
            return answer
        }
        let byObject = Dictionary(places.values.map { ($0.object, $0) }, uniquingKeysWith: { first, _ in first })
        /// The header cells the table names, those that are cells of the table.
        func headers(_ label: String, _ n: Int?) -> [String] {
            guard let n, case .array(let items)? = call("accessibilityHeaderElements", on: table, [(label, n)]) else { return [] }
            return items.compactMap { item -> String? in
                guard let id = item.object, let place = byObject[id] else { return nil }
                if label == "forRow" {
                    // A row header that is not the table's cell at its own place is not read.
                    guard let r = place.row, let c = place.column, cell(row: r, column: c) == id else { return nil }
                }
                return place.elementID
            }
        }
        var marks: [String: DataTableCell] = [:]
        for place in places.values {
            var isFirst = false
            if let row = place.row, let column = place.column {
                isFirst = !(0..<min(column, 1_000)).contains { cell(row: row, column: $0) != nil }
            }
            marks[place.elementID] = DataTableCell(
                row: place.row, column: place.column, rowSpan: place.rowSpan, columnSpan: place.columnSpan,
                isFirstInRow: isFirst, rowHeaders: headers("forRow", place.row),
                columnHeaders: headers("forColumn", place.column))
        }
        Self.apply(marks, to: &element)
    }

    private static func apply(_ marks: [String: DataTableCell], to element: inout Element) {
        if let mark = marks[element.id] { element.dataTableCell = mark }
        for i in element.children.indices { apply(marks, to: &element.children[i]) }
    }

    /// `accessibilityRowRange()` or `accessibilityColumnRange()` of a cell's class: location
    /// (nil for `NSNotFound`) and length.
    private func range(_ name: String, of object: ObjectID) -> (location: Int?, length: Int)? {
        guard case .tuple(let parts)? = call(name, on: object, []),
            let location = parts.first(where: { $0.label == "location" })?.value.int,
            let length = parts.first(where: { $0.label == "length" })?.value.int
        else { return nil }
        return (location == Int.max ? nil : location, max(length, 1))
    }

    /// Runs a method the project's class declares; nil when it declares none.
    private func call(_ name: String, on object: ObjectID, _ arguments: [(String, Int)]) -> ProgramValue? {
        guard let type = index.type(heap[object].className), !index.functions(named: name, in: type).isEmpty else { return nil }
        let frame = ViewInterpreter.Frame(
            scope: ProgramScope(), selfValue: nil, type: nil,
            file: ProgramFile(path: heap[object].location.file, source: ""))
        let args = arguments.map { ViewInterpreter.Argument(label: $0.0, value: .int($0.1)) }
        return interpreter.callMethod(on: .object(object), name, args, frame, at: heap[object].location, implicit: true)
    }
}
