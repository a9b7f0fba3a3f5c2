import SwiftSyntax

/// SnapKit's `view.snp.makeConstraints { make in … }` (https://github.com/SnapKit/SnapKit): the
/// sizes a closure fixes with values the reading knows (`make.width.height.equalTo(24)`,
/// `make.size.equalTo(CGSize(width: 30, height: 20))`, `make.height.greaterThanOrEqualTo(44)`).
/// A constraint with a priority, a multiplier or an offset, or made relative to another view,
/// fixes nothing the reading can tell. The view is marked as placed by Auto Layout.
enum SnapKitModel {
    static func constrain(_ object: ProgramObject, method: String, _ closure: ClosureExprSyntax, _ frame: ViewInterpreter.Frame, interpreter: ViewInterpreter) {
        object.properties["snp"] = .bool(true)
        if method == "remakeConstraints" {
            for name in ["fixedWidth", "fixedHeight", "minimumWidth", "minimumHeight"] { object.properties[name] = nil }
        }
        for statement in SnapKitConstraints.sizeStatements(closure) {
            let property = statement.exact ? ("fixedWidth", "fixedHeight") : ("minimumWidth", "minimumHeight")
            let value = interpreter.evaluate(statement.argument, frame)
            var size = (width: value.double, height: value.double)
            if case .tuple(let parts) = value {
                size = (parts.first { $0.label == "width" }?.value.double, parts.first { $0.label == "height" }?.value.double)
            }
            let (width, height) = statement.sizes(size)
            let location = frame.location(statement.call)
            if let width { object.set(property.0, .double(width), at: location, conditions: frame.conditions) }
            if let height { object.set(property.1, .double(height), at: location, conditions: frame.conditions) }
        }
    }

}
