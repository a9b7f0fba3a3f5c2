/// What a reference to the project's own constants holds once every file is read: fonts (and
/// font helpers' calls), colours, the structs views keep their look in, and style constants.
/// What none of them holds is unknown.
struct ValueResolver {
    let fonts: [String: FontSpec]
    let colors: ColorDeclarations
    let styles: StyleConstants
    let configurations: ViewConfigurations
    let types: [String: SwiftTypeFacts]

    func resolved(_ value: CodeAssignment.Value) -> CodeAssignment.Value {
        switch value {
        case .fontReference(let key) where key.hasPrefix("helper:"):
            // A helper's font at the size the call gives it, or its style constant holds.
            let parts = key.split(separator: "|").map(String.init)
            guard parts.count == 2, var font = fonts[parts[0]] else { return .unknown }
            if let size = Double(parts[1]) {
                font.pointSize = size
                return .font(font)
            }
            guard let helper = styles.fontHelpers[parts[0]], !helper.sizeMember.isEmpty,
                let instance = StyleConstants.instanceName(parts[1], parameterType: helper.type),
                case .number(let size)? = styles.member(helper.sizeMember, of: instance, defaults: configurations.defaults)
            else { return .unknown }
            font.pointSize = size
            return .font(font)
        case .fontReference(let key):
            if let font = fonts[key] { return .font(font) }
            // A constant a helper's call makes (`static let description = system(size: .desc)`).
            if let call = styles.fontAliases[key], call.hasPrefix("helper:") { return resolved(.fontReference(call)) }
            return .unknown
        case .colorReference(let key): return colors.resolve(key).map { .color($0) } ?? .unknown
        case .configReference(let key):
            if let found = configurations.resolve(key, types: types), found != value { return resolved(found) }
            // Not a view configuration: a colour may still be an instance property every
            // declaration of which agrees (`theme.separator`).
            let member = key.split(separator: "|").last.map(String.init) ?? ""
            return colors.resolve("~" + member).map { .color($0) } ?? .unknown
        case .styleReference(let key):
            guard let bar = key.lastIndex(of: "|"),
                let found = styles.member(String(key[key.index(after: bar)...]), of: String(key[..<bar]), defaults: configurations.defaults),
                found != value
            else { return .unknown }
            return resolved(found)
        case .parameter: return .unknown
        case .nilCheck(let key, let isNil, let condition):
            return configurations.alwaysNil(key, types: types) ? .bool(isNil) : .condition(condition)
        case .alternatives(let list):
            let values = list.map { CodeAssignment.Given(value: resolved($0.value), location: $0.location) }
            // One value wherever it is given, or fonts that all follow the text size: that value.
            if values.allSatisfy({ $0.value == values[0].value }) { return values[0].value }
            let fonts = values.compactMap { given -> FontSpec? in
                if case .font(let font) = given.value { return font }
                return nil
            }
            if fonts.count == values.count, fonts.allSatisfy({ $0.scalesWithDynamicType == true }) { return .font(fonts[0]) }
            return .alternatives(values)
        default: return value
        }
    }

    /// A method's value taken from its parameter, given the style constant the call passes
    /// (`StyleConstants.argument`) and the parameter's declared type: the constant's member, or
    /// the font helper's font for it. Unknown without a constant.
    func bound(_ value: CodeAssignment.Value, arguments: [String: String], parameterTypes: [String: String]) -> CodeAssignment.Value {
        guard case .parameter(let label, let path) = value else { return value }
        guard let argument = arguments[label], let instance = StyleConstants.instanceName(argument, parameterType: parameterTypes[label]) else {
            return .unknown
        }
        if path.hasPrefix("helper:") { return resolved(.fontReference(path + "|" + instance)) }
        return resolved(.styleReference(instance + "|" + path))
    }
}
