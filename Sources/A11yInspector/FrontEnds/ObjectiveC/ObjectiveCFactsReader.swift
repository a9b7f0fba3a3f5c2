import Foundation

/// Reads the same `CodeFacts` from Objective-C (`.m`, `.mm`, `.h`) by patterns, not by a
/// parser: class declarations, `IBOutlet` properties, and assignments or setter messages that
/// change accessibility, text, fonts and colours (`self.likeButton.accessibilityLabel = …`,
/// `[_titleLabel setText:…]`, `- (NSString *)accessibilityLabel`). Values are literal only
/// for `@"…"` strings and `YES`/`NO`; everything else is run-time data. Enough to keep
/// Objective-C apps from being reported as if their code did nothing.
public enum ObjectiveCFactsReader {
    public static func read(path: String, source: String) -> CodeFacts {
        var facts = CodeFacts()
        var current: String?
        var start = 1
        var codeViews = ObjectiveCCodeViews.Reading()
        for (offset, rawLine) in source.lines.enumerated() {
            var line = String(rawLine)
            var origin: CodeOrigin { CodeOrigin(SourceLocation(file: path, line: offset + 1)) }
            // Each pattern runs only on lines holding its fixed part: compiling and running
            // regular expressions on every line took half of a large app's audit.
            if declarationLine(line, path: path, offset: offset, current: &current, start: &start, into: &facts) { continue }
            guard let type = current else {
                if let (name, value) = ObjectiveCCodeViews.integerConstant(line) { codeViews.constants[name] = value }
                continue
            }
            if line.containsText("IBOutlet"), let m = match(line, Pattern.outlet) {
                facts.types[type]?.outlets[m[1]] = m[0]
            }
            // Views built in code, where they are added, and what is handed on (`ObjectiveCCodeViews`).
            guard codeViews.read(&line, of: type, at: origin.location, into: &facts) else { continue }
            // - (NSString *)accessibilityLabel   (an overridden getter)
            if line.containsText("ccessibility"), let m = match(line, Pattern.getter),
                let property = Self.propertyNames[m[0]]
            {
                facts.types[type]?.assignments["self", default: []].append(
                    CodeAssignment(property: property, value: .unknown, origin: CodeOrigin(origin.location, how: .overriddenGetter)))
            }
            // self.x.property = value;  _x.property = value;  x.property = value;  self.property = value;
            // A button's title through its label (`self.acceptButton.titleLabel.font = …`) is the
            // button's: the same as `[self.acceptButton.titleLabel setFont:]` in Swift's reading.
            // `self.titleLabel.text = …` is the class's own `titleLabel` (an outlet of a
            // controller, or a button subclass's label): recorded under that name below, for
            // the linker to tell which.
            let throughTitleLabel = titleLabelWrites(line)
            for (button, property, value) in throughTitleLabel {
                facts.types[type]?.assignments[button, default: []].append(CodeAssignment(property: property, value: self.value(value), origin: origin))
            }
            for m in assignsTrackedProperty(line) ? matches(line, Pattern.assignment) : [] {
                guard let property = Self.propertyNames[m[1]] else { continue }
                if m[0] == "titleLabel", !throughTitleLabel.isEmpty { continue }
                let target = m[0] == "self" ? "self" : m[0]
                facts.types[type]?.assignments[target, default: []].append(CodeAssignment(property: property, value: value(m[2]), origin: origin))
            }
            if setsTitleView(line) {
                facts.types[type]?.assignments["navigationItem", default: []].append(CodeAssignment(property: .title, value: .unknown, origin: origin))
            }
            for (local, property, value) in typedLocalWrites(line, typed: codeViews.typed) {
                facts.typedMemberAssignments["\(local).self", default: []].append(CodeAssignment(property: property, value: self.value(value), origin: origin))
            }
            // cell.titleLabel.text = …;  [cell.button setTitle:… forState:…];  through another
            // object's view: what it does reaches that view (`CodeFacts.memberAssignments`), as
            // in Swift.
            for (member, property, value) in memberPathWrites(line) {
                facts.memberAssignments[member, default: []].append(CodeAssignment(property: property, value: self.value(value), origin: origin))
            }
            // [self.x setTitle:…]  [_x setAccessibilityLabel:…]  [self->_x setTitle:…]  [x setText:…]
            for m in line.containsText("[") && line.containsText(" set") ? matches(line, Pattern.setter) : [] {
                guard var property = Self.setterProperty(m[1]) else { continue }
                let target = m[0] == "self" ? "self" : m[0]
                // `[self setTitle:…]` with no state: a controller's (or view's) own title, as
                // `self.title = …`; a button's title takes a state.
                if target == "self", m[1] == "Title", !line.containsText("forState") { property = .title }
                facts.types[type]?.assignments[target, default: []].append(CodeAssignment(property: property, value: value(m[2]), origin: origin))
            }
        }
        codeViews.finish(&facts)
        return facts
    }

    /// A line that opens or closes a class's `@interface` or `@implementation` (true): the class
    /// being read, its superclass and files, and, at `@end`, the lines that are the class's (what
    /// is in them is the class's: an unused class's findings need review, `UnusedTypes`).
    static func declarationLine(
        _ line: String, path: String, offset: Int, current: inout String?, start: inout Int, into facts: inout CodeFacts
    ) -> Bool {
        // Each pattern runs only on lines holding its fixed part: compiling and running
        // regular expressions on every line took half of a large app's audit.
        if line.containsText("@interface") || line.containsText("@implementation"), let m = match(line, Pattern.declaration) {
            current = m[0]
            var type = facts.types[m[0]] ?? SwiftTypeFacts(name: m[0])
            // `@implementation Foo` names no superclass (the pattern's group is then empty):
            // the header's `@interface Foo : UITableViewCell` does, whichever is read first.
            type.superclass = type.superclass ?? m[safe: 1].flatMap { $0.isEmpty ? nil : $0 }
            type.isDeclared = type.isDeclared || line.containsText("@implementation") || m[safe: 1]?.isEmpty == false
            type.files.insert(path)
            facts.types[m[0]] = type
            start = offset + 1
            return true
        }
        guard line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@end") else { return false }
        if let type = current { facts.types[type]?.declaredLines[path, default: []].append(start...(offset + 1)) }
        current = nil
        return true
    }

    /// `self.navigationItem.titleView = titleView;`: the bar shows the controller's own view in
    /// place of a title, as in Swift.
    static func setsTitleView(_ line: String) -> Bool {
        line.containsText("navigationItem.titleView") || line.containsText("navigationItem setTitleView:")
    }

    /// `self.acceptButton.titleLabel.font = …`, `[self.signInButton.titleLabel setFont:…]`: what a
    /// line sets on a button's title label (not the class's own `titleLabel`), by the button.
    static func titleLabelWrites(_ line: String) -> [(button: String, property: ViewProperty, value: String)] {
        guard line.containsText(".titleLabel") else { return [] }
        var result: [(button: String, property: ViewProperty, value: String)] = []
        for m in line.containsText(".titleLabel.") ? matches(line, Pattern.titleLabelAssignment) : [] where m[0] != "self" {
            if let property = propertyNames[m[1]] { result.append((m[0], property, m[2])) }
        }
        for m in line.containsText(".titleLabel set") ? matches(line, Pattern.titleLabelSetter) : [] where m[0] != "self" {
            if let property = setterProperty(m[1]) { result.append((m[0], property, m[2])) }
        }
        return result
    }

    /// `- (void)configure:(ObsCell *)cell { cell.isAccessibilityElement = YES; }`: what a line sets
    /// on a local or parameter typed with one of the project's classes, by that class: set on an
    /// instance of it (`CodeFacts.setOnOtherInstances`), as Swift's `let cell = … as! ObsCell`.
    /// Only on the local itself: what it does to the view's members is matched by their names.
    /// Only what it says to assistive technologies: a colour or font set so on some instance
    /// (Monal's search result flashing a cell grey for a moment) would make every instance's
    /// unknown, and the findings on them would go (tried in the twenty-sixth session).
    static func typedLocalWrites(_ line: String, typed: [String: String]) -> [(type: String, property: ViewProperty, value: String)] {
        guard !typed.isEmpty, assignsTrackedProperty(line) else { return [] }
        return matches(line, Pattern.localAssignment).compactMap { m in
            guard let property = propertyNames[m[1]], Self.accessibilityProperties.contains(property), let type = typed[m[0]],
                !PlatformDefaults.isAppleClass(type)
            else { return nil }
            return (type, property, m[2])
        }
    }

    static let accessibilityProperties: Set<ViewProperty> = [
        .isAccessibilityElement, .accessibilityLabel, .accessibilityValue, .accessibilityHint, .accessibilityTraits,
        .accessibilityElementsHidden,
    ]

    /// `cell.titleLabel.text = …;` and `[cell.button setTitle:…]` where the root is not `self`:
    /// the member, the property and the value.
    static func memberPathWrites(_ line: String) -> [(member: String, property: ViewProperty, value: String)] {
        var result: [(member: String, property: ViewProperty, value: String)] = []
        if assignsTrackedProperty(line) {
            for m in matches(line, Pattern.memberPathAssignment) where m[0] != "self" {
                guard let property = Self.propertyNames[m[2]], m[1] != "titleLabel" else { continue }
                result.append((m[1], property, m[3]))
            }
        }
        if line.containsText("[") && line.containsText(" set") {
            for m in matches(line, Pattern.memberPathSetter) where m[0] != "self" && m[1] != "titleLabel" {
                guard let property = setterProperty(m[2]) else { continue }
                result.append((m[1], property, m[3]))
            }
        }
        return result
    }

    /// Tracked properties by the names Objective-C gives them: Swift's `isHidden` is `hidden`
    /// there (`view.hidden = YES`, `[view setHidden:YES]`).
    static let propertyNames: [String: ViewProperty] = TrackedProperty.names.merging([
        "hidden": .isHidden, "enabled": .isEnabled, "userInteractionEnabled": .isUserInteractionEnabled,
        "secureTextEntry": .isSecureTextEntry, "editable": .isEditable,
    ]) { a, _ in a }

    /// The property `[view setTitle:…]` (given "Title") changes: a method's, or the property's.
    static func setterProperty(_ name: String) -> ViewProperty? {
        TrackedProperty.methods["set\(name)"] ?? propertyNames[name.prefix(1).lowercased() + name.dropFirst()]
    }

    /// A cheap test for the assignment pattern: some `=` (not `==`, `!=`, `<=`, `>=`) has a
    /// tracked property name just before it, after a dot. Almost every line of code has an
    /// `=`; few assign `.accessibilityLabel`, `.text`, `.font`…
    static func assignsTrackedProperty(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "=") {
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "=") { continue }
            var end = i
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            var start = end
            while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
            guard start < end, start > 0, bytes[start - 1] == UInt8(ascii: ".") else { continue }
            if Self.propertyNames[String(decoding: bytes[start..<end], as: UTF8.self)] != nil { return true }
        }
        return false
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95
    }

    static func value(_ raw: String) -> CodeAssignment.Value {
        let v = raw.trimmingCharacters(in: .whitespaces)
        if v == "YES" || v == "true" { return .bool(true) }
        if v == "NO" || v == "false" { return .bool(false) }
        if v.hasPrefix("@\""), let m = match(v, Pattern.literal) { return .string(m[0]) }
        if let font = ObjectiveCCodeViews.font(v) { return .font(font) }
        if v.containsText("UIColor"), let color = ObjectiveCCodeViews.color(v) { return .color(color) }
        // NSLocalizedString(@"key", @"comment"), NSLocalizedStringFromTable(@"key", @"Table", @"comment")
        if v.hasPrefix("NSLocalizedString"), let m = match(v, Pattern.localized) {
            let table = m[0].isEmpty || m[2].isEmpty ? nil : m[2]
            return .localized(LocalizedTextReader.keyed(LocalizationUsageReader.unescape(m[1]), table: table, fallback: nil))
        }
        return .unknown
    }

    /// The patterns, compiled once.
    enum Pattern {
        static let declaration = compile(#"@(?:interface|implementation)\s+(\w+)\s*(?::\s*(\w+))?"#)
        static let outlet = compile(#"IBOutlet(?:Collection\(\w+\))?\s+(\w+)\s*\*\s*(\w+)"#)
        static let getter = compile(#"^\s*-\s*\([^)]*\)\s*(accessibility\w+|isAccessibilityElement)\s*(?:\{|$)"#)
        static let assignment = compile(#"(?:\bself\.|\b_)?(\w+)\.(\w+)\s*=\s*([^;=][^;]*);"#)
        /// `cell.property = value;` on a name no dot, arrow or underscore reaches: a local.
        static let localAssignment = compile(#"(?<![\w.>])(\w+)\.(\w+)\s*=\s*([^;=][^;]*);"#)
        static let titleLabelAssignment = compile(#"(?:\bself\.|\b_)?(\w+)\.titleLabel\.(\w+)\s*=\s*([^;=][^;]*);"#)
        // `[self.x set…]`, `[_x set…]`, `[self->_x set…]` (the ivar through `self`), `[x set…]`.
        // The value: a string literal, a localized lookup or a message (`[UIFont
        // systemFontOfSize:12]`, one level of messages inside) whole (they may hold spaces),
        // else up to the next space or `]`.
        static let setter = compile(
            #"\[\s*(?:self\.|self->_?|_)?(\w+)\s+set(\w+):\s*(@"(?:[^"\\]|\\.)*"|NSLocalizedString(?:FromTable)?\([^\]]*\)|\[[^\[\]]*(?:\[[^\[\]]*\][^\[\]]*)*\]|[^\]\s]+)"#
        )
        static let titleLabelSetter = compile(
            #"\[\s*(?:self\.|_)?(\w+)\.titleLabel\s+set(\w+):\s*(@"(?:[^"\\]|\\.)*"|NSLocalizedString(?:FromTable)?\([^\]]*\)|\[[^\[\]]*(?:\[[^\[\]]*\][^\[\]]*)*\]|[^\]\s]+)"#
        )
        static let memberPathAssignment = compile(#"(?<![\w.>])(\w+)\.(\w+)\.(\w+)\s*=\s*([^;=][^;]*);"#)
        static let memberPathSetter = compile(
            #"\[\s*(\w+)\.(\w+)\s+set(\w+):\s*(@"(?:[^"\\]|\\.)*"|NSLocalizedString(?:FromTable)?\([^\]]*\)|\[[^\[\]]*(?:\[[^\[\]]*\][^\[\]]*)*\]|[^\]\s]+)"#)
        static let literal = compile(#"^@"((?:[^"\\]|\\.)*)"$"#)
        static let localized = compile(#"^NSLocalizedString(FromTable)?\(\s*@"((?:[^"\\]|\\.)*)"\s*,\s*(?:@"((?:[^"\\]|\\.)*)")?"#)

        private static func compile(_ pattern: String) -> NSRegularExpression {
            // The patterns are constants of this file: a typo is a programming error.
            try! NSRegularExpression(pattern: pattern)
        }
    }

    static func match(_ s: String, _ regex: NSRegularExpression) -> [String]? {
        matches(s, regex).first
    }

    static func matches(_ s: String, _ regex: NSRegularExpression) -> [[String]] {
        let ns = s as NSString
        return regex.matches(in: s, range: NSRange(location: 0, length: ns.length)).map { result in
            (1..<result.numberOfRanges).map { i in
                let r = result.range(at: i)
                return r.location == NSNotFound ? "" : ns.substring(with: r)
            }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
