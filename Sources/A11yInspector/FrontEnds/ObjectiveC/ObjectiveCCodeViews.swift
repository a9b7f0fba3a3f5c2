import Foundation

/// The views an Objective-C class builds in code and how it assembles them, by patterns as the
/// rest of the Objective-C reading: `UILabel *title = [[UILabel alloc] init];`,
/// `_badge = [UILabel new];`, `self.close = [UIButton buttonWithType:UIButtonTypeSystem];`,
/// then `[self.view addSubview:title];`, `[self.contentView addSubview:_badge];`,
/// `[stack addArrangedSubview:self.close];`. They give the same `CodeView`s and `SubviewEdge`s
/// as Swift's reading, so `UIKitCodeScreens` builds the class's screen and `CodeLinker` applies
/// what the class's code sets on each view. A view made on one line and added nowhere the
/// patterns see is kept as a view no code is known to show (its findings need review).
enum ObjectiveCCodeViews {
    /// What the reading of one file keeps from line to line.
    struct Reading {
        /// The name a statement expression's value goes to (`self.username = ({`).
        var madeFor: String?
        /// Inside a statement expression, the local that stands for the view it makes.
        var renaming: (local: String, name: String)?
        /// In a class method, the local holding the instance it builds of its own class.
        var instance: String?
        /// In a method, the locals holding views it finds in its Interface Builder views, by tag
        /// (`UILabel *label = (UILabel *)[cell viewWithTag:2];`) or by reuse identifier
        /// (`Cell *cell = [tableView dequeueReusableCellWithIdentifier:@"obs"];`), by the name
        /// their writes are kept under (`CodeFacts.taggedView`, `CodeFacts.dequeuedCell`).
        var found: [String: String] = [:]
        /// In a method, its parameters and locals typed with a class (`- (void)configure:(ObsCell
        /// *)cell`, `ObsCell *cell = …`): what it sets on one is set on an instance of that class.
        var typed: [String: String] = [:]
        /// In a method, locals holding a colour or a font written out (`UIColor *grey = [UIColor
        /// colorWithWhite:.45 alpha:1.0];`), by that expression: where they are used, it is.
        var values: [String: String] = [:]
        /// The file's integer constants (`static const int CellLabelTag = 200;`, `#define Tag 2`),
        /// for the tags code finds views by.
        var constants: [String: Int] = [:]
        /// Patterns made from a class's or a local's name, compiled once per file.
        var patterns = NamePatterns()
        var inClassMethod = false

        /// Reads a line of `type`'s implementation: the views it makes and adds, and the names
        /// it hands on. Rewrites the line so the rest of the reading sees each view by its
        /// name (`label.font = …` in `self.username = ({ … })` is `username.font = …`). False
        /// when the line is read whole (it only makes the class's own instance).
        mutating func read(_ line: inout String, of type: String, at location: SourceLocation, into facts: inout CodeFacts) -> Bool {
            // A method starts: what stood for `self` in the last one does not any more.
            if line.hasPrefix("- ") || line.hasPrefix("-(") || line.hasPrefix("+ ") || line.hasPrefix("+(") {
                instance = nil
                found = [:]
                typed = [:]
                values = [:]
                inClassMethod = line.hasPrefix("+")
                for m in ObjectiveCFactsReader.matches(line, Pattern.typedParameter) { typed[m[1]] = m[0] }
            } else if line.containsText("*"), let m = ObjectiveCFactsReader.match(line, Pattern.typedLocal) {
                typed[m[1]] = m[0]
            }
            // `+ (instancetype)buttonWithType:… { Foo *button = [Foo buttonWithType:…]; button.x = …`:
            // the instance a class method builds is the class's own view, `self` to the reading
            // (an instance method making another of its class configures that other one).
            if inClassMethod, let local = ObjectiveCCodeViews.instanceOfOwnClass(line, type: type, patterns: &patterns) {
                instance = local
                return false
            }
            if let local = instance { line = ObjectiveCCodeViews.renamed(line, local, to: "self", patterns: &patterns) }
            // `cell = toreturn;`: the local holds another view from here on.
            if !found.isEmpty, let m = ObjectiveCFactsReader.match(line, Pattern.reassignment), found[m[0]] != nil,
                !line.containsText("viewWithTag:"), !line.containsText("dequeueReusableCell")
            {
                found[m[0]] = nil
            }
            for (local, name) in found { line = ObjectiveCCodeViews.renamed(line, local, to: name, patterns: &patterns) }
            for (local, value) in values { line = ObjectiveCCodeViews.renamed(line, local, to: value, patterns: &patterns) }
            if line.containsText("*"), let m = ObjectiveCFactsReader.match(line, Pattern.valueLocal),
                ObjectiveCCodeViews.color(m[1]) != nil || ObjectiveCCodeViews.font(m[1]) != nil
            {
                values[m[0]] = m[1]
            }
            if line.containsText("viewWithTag:"), let m = ObjectiveCFactsReader.match(line, Pattern.taggedLookup), let tag = Int(m[1]) ?? constants[m[1]] {
                found[m[0]] = CodeFacts.taggedView(tag)
            }
            if line.containsText("dequeueReusableCell"), let m = ObjectiveCFactsReader.match(line, Pattern.dequeue) {
                found[m[0]] = CodeFacts.dequeuedCell(m[1])
            }
            if let target = ObjectiveCCodeViews.statementExpressionTarget(line) { madeFor = target }
            if let (local, kind) = ObjectiveCCodeViews.made(line) {
                // Inside `x = ({ UILabel *label = …; label; });` the view is `x`: what the block
                // does to `label` it does to `x` (`renaming`, until the block ends).
                let name = madeFor ?? local
                if facts.types[type]?.codeViews.contains(where: { $0.name == name }) == false {
                    facts.types[type]?.codeViews.append(CodeView(name: name, kind: kind, location: location))
                }
                if name != local { renaming = (local, name) }
                madeFor = nil
            } else if let (local, name) = renaming {
                line = ObjectiveCCodeViews.renamed(line, local, to: name, patterns: &patterns)
            }
            if line.containsText("});") { madeFor = nil; renaming = nil }
            // `x.attributedText = ({` … `});`: a value computed over several lines, unknown.
            if line.hasSuffix("({"), line.containsText("=") { line += ";" }
            if let (parent, child) = ObjectiveCCodeViews.added(line) {
                facts.types[type]?.subviewEdges.append(SubviewEdge(parent: parent, child: child, location: location))
            }
            // `cell.accessoryView = toggle;`, `[[UIBarButtonItem alloc] initWithCustomView:spinner]`:
            // shown, and read, by the view it is handed to.
            if let (name, property) = ObjectiveCCodeViews.hosted(line) { hosted[type, default: [:]][name] = property }
            // A cell's own labels (`self.textLabel`, `self.detailTextLabel`): what the data source
            // writes to them is read with the cell.
            for part in ["textLabel", "detailTextLabel"] where line.containsText("self.\(part)") {
                guard facts.types[type]?.codeViews.contains(where: { $0.name == part }) == false else { continue }
                facts.types[type]?.codeViews.append(CodeView(name: part, kind: "UILabel", location: location))
                facts.types[type]?.subviewEdges.append(SubviewEdge(parent: "contentView", child: part, location: location))
            }
            facts.types[type]?.ownValueNames.formUnion(ObjectiveCCodeViews.valueNames(line))
            return true
        }

        /// Per type, the names of views handed to another view, and where it shows them.
        var hosted: [String: [String: String]] = [:]

        /// Marks the views handed to another view (`CodeView.hostedAs`), once the file is read.
        func finish(_ facts: inout CodeFacts) {
            for (type, names) in hosted {
                guard var views = facts.types[type]?.codeViews else { continue }
                for i in views.indices { if let property = names[views[i].name] { views[i].hostedAs = property } }
                facts.types[type]?.codeViews = views
            }
        }
    }

    /// The view a line makes: its name (a local, an ivar `_x`, or a property `self.x`, all
    /// by the property's name) and its UIKit class.
    static func made(_ line: String) -> (name: String, kind: String)? {
        guard line.containsText("="), line.containsText("alloc") || line.containsText(" new") || line.containsText("buttonWithType") else { return nil }
        guard let m = ObjectiveCFactsReader.match(line, Pattern.made) else { return nil }
        let kind = [m[1], m[2]].first { !$0.isEmpty } ?? ""
        guard UIKitCodeViewsVisitor.viewKinds.contains(kind) else { return nil }
        return (m[0], kind)
    }

    /// The view a line hands to another view, and the property that shows it
    /// (`cell.accessoryView = toggle;` → ("toggle", "accessoryView"); `initWithCustomView:spinner`
    /// → ("spinner", "customView")).
    static func hosted(_ line: String) -> (name: String, property: String)? {
        if line.containsText("initWithCustomView:"), let m = ObjectiveCFactsReader.match(line, Pattern.customView) { return (m[0], "customView") }
        guard line.containsText("View ="), let m = ObjectiveCFactsReader.match(line, Pattern.hosting),
            UIKitCodeViewsVisitor.hostingProperties.contains(m[0])
        else { return nil }
        return (m[1], m[0])
    }

    /// The name a statement expression's value is given (`self.textField = ({` … `tf; });`,
    /// `UILabel *leftLabel = ({`): the view made inside is that view, its local an alias.
    static func statementExpressionTarget(_ line: String) -> String? {
        guard line.containsText("({"), let m = ObjectiveCFactsReader.match(line, Pattern.statementExpression) else { return nil }
        return m[0]
    }

    /// The local a line makes an instance of `type` in (`Foo *button = [Foo buttonWithType:…]`,
    /// `Foo *view = [[Foo alloc] init];`).
    static func instanceOfOwnClass(_ line: String, type: String, patterns: inout NamePatterns) -> String? {
        guard line.containsText(type), line.containsText("=") else { return nil }
        let name = NSRegularExpression.escapedPattern(for: type)
        let pattern = #"^\s*"# + name + #"\s*\*\s*(\w+)\s*=\s*\[\s*(?:\[\s*)?"# + name + #"\b"#
        guard let regex = patterns.regex(pattern) else { return nil }
        return ObjectiveCFactsReader.match(line, regex)?.first
    }

    /// The line with the local's name, as a whole word, written as the view's.
    static func renamed(_ line: String, _ local: String, to name: String, patterns: inout NamePatterns) -> String {
        guard line.containsText(local) else { return line }
        let pattern = "(?<![\\w.])" + NSRegularExpression.escapedPattern(for: local) + "(?!\\w)"
        guard let regex = patterns.regex(pattern) else { return line }
        return regex.stringByReplacingMatches(
            in: line, range: NSRange(location: 0, length: (line as NSString).length), withTemplate: NSRegularExpression.escapedTemplate(for: name))
    }

    /// `static const int CellLabelTag = 200;`, `#define TitleTag 2`: the name and the value.
    static func integerConstant(_ line: String) -> (name: String, value: Int)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("static") || trimmed.hasPrefix("const") || trimmed.hasPrefix("#define"),
            let m = ObjectiveCFactsReader.match(line, Pattern.integerConstant)
        else { return nil }
        if let value = Int(m[1]) { return (m[0], value) }
        if let value = Int(m[3]) { return (m[2], value) }
        return nil
    }

    /// Patterns built from names the code gives (a class, a local), each compiled once: the
    /// lines of a class method or a statement expression ask for the same one again and again.
    struct NamePatterns {
        private var compiled: [String: NSRegularExpression] = [:]

        mutating func regex(_ pattern: String) -> NSRegularExpression? {
            if let regex = compiled[pattern] { return regex }
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
            compiled[pattern] = regex
            return regex
        }
    }

    /// What a line adds to which view: the parent ("self" for the class's own view, or the
    /// name of one of its views, `view` and `contentView` included) and the child.
    static func added(_ line: String) -> (parent: String, child: String)? {
        guard line.containsText("Subview:"), let m = ObjectiveCFactsReader.match(line, Pattern.added) else { return nil }
        return (m[0].isEmpty ? "self" : m[0], m[1])
    }

    /// The names a line uses as values, other than as the receiver of a message or the base of
    /// a property (`[self.view addSubview:title]`, `@[a, b]`, `cell.accessoryView = toggle`):
    /// what may be handed to something that shows it.
    static func valueNames(_ line: String) -> Set<String> {
        guard line.containsText(":") || line.containsText("=") || line.containsText("@[") else { return [] }
        return Set(ObjectiveCFactsReader.matches(line, Pattern.value).map { $0[0] })
    }

    /// A font written out in Objective-C: `[UIFont systemFontOfSize:17]`,
    /// `[UIFont boldSystemFontOfSize:14.0f]`, `[UIFont systemFontOfSize:17 weight:UIFontWeightMedium]`,
    /// `[UIFont fontWithName:@"Whitney" size:15]`, `[UIFont preferredFontForTextStyle:UIFontTextStyleBody]`.
    static func font(_ raw: String) -> FontSpec? {
        let v = raw.trimmingCharacters(in: .whitespaces)
        guard v.hasPrefix("[UIFont ") else { return nil }
        if let m = ObjectiveCFactsReader.match(v, Pattern.textStyleFont) {
            return FontSpec(source: .textStyle, textStyle: textStyle(m[0]), scalesWithDynamicType: true)
        }
        if let m = ObjectiveCFactsReader.match(v, Pattern.systemFont) {
            var weight: String? = m[0] == "boldSystem" ? "bold" : nil
            if !m[2].isEmpty { weight = m[2].prefix(1).lowercased() + m[2].dropFirst() }
            return FontSpec(source: .system, pointSize: fontSize(m[1]), weight: weight, scalesWithDynamicType: false)
        }
        if let m = ObjectiveCFactsReader.match(v, Pattern.namedFont) {
            return FontSpec(source: .custom, pointSize: fontSize(m[1]), name: m[0], scalesWithDynamicType: false)
        }
        return nil
    }

    /// `15`, `14.5f`, `[UIFont smallSystemFontSize]`, `[UIFont systemFontSize]+2`.
    static func fontSize(_ text: String) -> Double? {
        let plain = text.hasSuffix("f") ? String(text.dropLast()) : text
        if let n = Double(plain) { return n }
        guard let open = text.range(of: "[UIFont"), let close = text.range(of: "]") else { return nil }
        let name = text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
        guard let base = PlatformDefaults.uiFontSizes[name] else { return nil }
        let rest = text[close.upperBound...].filter { !$0.isWhitespace }
        guard let sign = rest.first else { return base }
        let amount = rest.dropFirst().hasSuffix("f") ? String(rest.dropFirst().dropLast()) : String(rest.dropFirst())
        guard let n = Double(amount) else { return nil }
        return sign == "-" ? base - n : base + n
    }

    /// A colour written out in Objective-C: a UIKit colour (`[UIColor whiteColor]`,
    /// `UIColor.systemRedColor`), components (`[UIColor colorWithRed:0.2 green:0.4 blue:0.6
    /// alpha:1]`, each maybe `120/255.0`), a grey (`[UIColor colorWithWhite:0.5 alpha:1]`), or
    /// either given an alpha (`[[UIColor grayColor] colorWithAlphaComponent:0.5]`).
    static func color(_ raw: String) -> ColorSpec? {
        var v = raw.trimmingCharacters(in: .whitespaces)
        var alpha: Double?
        if v.hasPrefix("[["), let m = ObjectiveCFactsReader.match(v, Pattern.withAlpha), let a = number(m[1]) {
            v = m[0]
            alpha = a
        }
        var color: ColorSpec?
        if let m = ObjectiveCFactsReader.match(v, Pattern.namedColor), SystemColors.table[m[0]] != nil {
            color = .system(m[0])
        } else if let m = ObjectiveCFactsReader.match(v, Pattern.componentColor) {
            let parts = m.compactMap(number)
            if parts.count == 4 { color = .rgba(RGBA(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])) }
        } else if let m = ObjectiveCFactsReader.match(v, Pattern.whiteColor), let white = number(m[0]), let a = number(m[1]) {
            color = .rgba(RGBA(white: white, alpha: a))
        }
        guard let alpha, let base = color else { return color }
        let fixed = SystemColors.resolveFixed(base) ?? base
        guard case .rgba(var rgba) = fixed else { return nil }
        rgba.alpha *= alpha
        return .rgba(rgba)
    }

    /// `0.5`, `1`, `120/255.0`, `120.0f / 255.0f`.
    static func number(_ text: String) -> Double? {
        let parts = text.replacingOccurrences(of: "f", with: "").split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first.flatMap({ Double($0) }) else { return nil }
        if parts.count == 1 { return first }
        guard parts.count == 2, let divisor = Double(parts[1]), divisor != 0 else { return nil }
        return first / divisor
    }

    /// `UIFontTextStyleBody` → `.body`; `UIFontTextStyleTitle1` → `.title1`.
    static func textStyle(_ name: String) -> TextStyle? {
        let short = name.hasPrefix("UIFontTextStyle") ? String(name.dropFirst("UIFontTextStyle".count)) : name
        if short == "Subheadline" { return .subheadline }
        return TextStyle(rawValue: short.prefix(1).lowercased() + short.dropFirst())
    }

    enum Pattern {
        // `UILabel *title = [[UILabel alloc] init…]`, `_title = [UILabel new]`,
        // `self.close = [UIButton buttonWithType:…]`: the name, then the class (alloc or message).
        static let made = compile(
            #"(?:\bself\.|\b_)?(\w+)\s*=\s*\[\s*(?:\[\s*([A-Z]\w*)\s+alloc\s*\]\s*init\w*|([A-Z]\w*)\s+(?:new|buttonWithType:|systemButtonWithImage:))"#)
        // `[self.view addSubview:x]`, `[self addSubview:_x]`, `[_stack addArrangedSubview:self.x]`,
        // `[self.contentView insertSubview:x atIndex:0]`.
        static let added = compile(
            #"\[\s*(?:self\.|self->_?|_)?(?:self|(\w+))\s+(?:add|insert)(?:Arranged)?Subview:\s*(?:self\.|self->_?|_)?(\w+)\s*[\]\s]"#)
        // A name after `:`, `=`, `[`-less `@[` or `,` that is not followed by `.` or a message.
        static let value = compile(#"(?:[:=,]|@\[)\s*(?:self\.|_)?(\w+)\s*(?=[\],;})])"#)
        static let statementExpression = compile(#"(?:\bself\.|\b_)?(\w+)\s*=\s*\(\{\s*$"#)
        // `[UIColor whiteColor]`, `UIColor.systemRedColor`: the UIKit name before `Color`.
        static let namedColor = compile(#"^(?:\[\s*UIColor\s+|UIColor\.)(\w+)Color\s*\]?$"#)
        static let componentColor = compile(
            #"^\[\s*UIColor\s+colorWithRed:\s*([0-9./f ]+?)\s+green:\s*([0-9./f ]+?)\s+blue:\s*([0-9./f ]+?)\s+alpha:\s*([0-9./f ]+?)\s*\]$"#)
        static let whiteColor = compile(#"^\[\s*UIColor\s+colorWithWhite:\s*([0-9./f ]+?)\s+alpha:\s*([0-9./f ]+?)\s*\]$"#)
        static let withAlpha = compile(#"^\[(\[[^\]]*\]|UIColor\.\w+)\s+colorWithAlphaComponent:\s*([0-9./f ]+?)\s*\]$"#)
        static let taggedLookup = compile(#"(\w+)\s*=\s*(?:\([^()]*\)\s*)?\[[^\[\]]*\bviewWithTag:\s*(\w+)\s*\]"#)
        static let integerConstant = compile(
            #"^\s*(?:(?:static|const|NSInteger|NSUInteger|int|long|short|unsigned)\s+)+(\w+)\s*=\s*(\d+)\s*;|^\s*#define\s+(\w+)\s+\(?(\d+)\)?\s*$"#)
        static let valueLocal = compile(#"^\s*(?:UIColor|UIFont)\s*\*\s*(\w+)\s*=\s*(\[[^;]*\]|UIColor\.\w+)\s*;\s*$"#)
        static let reassignment = compile(#"^\s*(\w+)\s*=[^=]"#)
        static let typedParameter = compile(#":\s*\(\s*(\w+)\s*\*\s*\)\s*(\w+)"#)
        static let typedLocal = compile(#"^\s*(\w+)\s*\*\s*(\w+)\s*="#)
        static let dequeue = compile(
            #"(\w+)\s*=\s*(?:\([^()]*\)\s*)?\[\s*(?:self\.|_)?\w+\s+dequeueReusableCellWith(?:Reuse)?Identifier:\s*@"([^"]+)""#)
        static let hosting = compile(#"\.(\w+View)\s*=\s*(?:self\.|_)?(\w+)\s*;"#)
        static let customView = compile(#"initWithCustomView:\s*(?:self\.|_)?(\w+)\s*\]"#)
        static let textStyleFont = compile(#"^\[UIFont\s+preferredFontForTextStyle:\s*(\w+)"#)
        /// A size: a number, or one of UIFont's sizes, maybe plus or minus a number
        /// (`[UIFont systemFontSize]+2`).
        static let size = #"([0-9]+(?:\.[0-9]+)?f?|\[UIFont\s+\w+FontSize\](?:\s*[+-]\s*[0-9]+(?:\.[0-9]+)?f?)?)"#
        static let systemFont = compile(
            #"^\[UIFont\s+(system|boldSystem|italicSystem|monospacedDigitSystem)FontOfSize:\s*"# + size
                + #"(?:\s+weight:\s*UIFontWeight(\w+))?\s*\]"#)
        static let namedFont = compile(#"^\[UIFont\s+fontWithName:\s*@"((?:[^"\\]|\\.)*)"\s+size:\s*"# + size + #"\s*\]"#)

        private static func compile(_ pattern: String) -> NSRegularExpression {
            // The patterns are constants of this file: a typo is a programming error.
            try! NSRegularExpression(pattern: pattern)
        }
    }
}
