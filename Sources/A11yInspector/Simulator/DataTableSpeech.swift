/// What VoiceOver says on a cell of a data table (`UIAccessibilityContainerDataTable`): the
/// headers of its row and column before its label; after it, how many rows and columns it
/// spans, its row number when it is the first cell of its row, and its column number; its
/// value last. Observed on iOS 18.5 simulator (AccessibilitySnapshot reference snapshots,
/// `testDataTable`, `testDataTableWithHeaders`, `testDataTableWithUndefinedRows`):
/// - a header is said as "label: value", or whichever of the two it has;
/// - row headers only on the first cell of a row; no cell is its own header; on the first
///   cell of a row the column header right above it is left out;
/// - a row or column given as `NSNotFound` is not said, nor are its spans or headers.
enum DataTableSpeech {
    /// The words said before the description and after the label, for a cell.
    static func words(for node: ResolvedElement, elements: [ResolvedElement]) -> (before: [String], after: [String])? {
        guard let cell = node.element.dataTableCell else { return nil }
        func header(_ id: String) -> ResolvedElement? { elements.first { $0.element.id == id } }
        var headers: [ResolvedElement] = []
        if cell.isFirstInRow, cell.row != nil {
            headers += cell.rowHeaders.filter { $0 != node.element.id }.compactMap(header)
        }
        if let column = cell.column {
            headers += cell.columnHeaders.filter { $0 != node.element.id }.compactMap(header).filter { h in
                guard cell.isFirstInRow, let row = cell.row, let place = h.element.dataTableCell else { return true }
                return !(place.row == row - 1 && place.column == column)
            }
        }
        let before = headers.compactMap { h -> String? in
            switch (Speech.spoken(h.label), Speech.spoken(h.value)) {
            case let (label?, value?): return "\(label): \(value)"
            case let (label?, nil): return label
            case let (nil, value?): return value
            case (nil, nil): return nil
            }
        }
        var after: [String] = []
        if cell.rowSpan > 1, cell.row != nil { after.append("Spans \(cell.rowSpan) rows") }
        if cell.columnSpan > 1, cell.column != nil { after.append("Spans \(cell.columnSpan) columns") }
        if cell.isFirstInRow, let row = cell.row { after.append("Row \(row + 1)") }
        if let column = cell.column { after.append("Column \(column + 1)") }
        return (before, after)
    }
}
