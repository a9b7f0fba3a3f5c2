import Foundation

/// `.stringsdict` files (XML property lists): each key holds `NSStringLocalizedFormatKey`
/// ("%#@files@") and one dictionary per variable with `NSStringFormatSpecTypeKey`
/// (`NSStringPluralRuleType`, `NSStringVariableWidthRuleType`, `NSStringDeviceSpecificRuleType`),
/// `NSStringFormatValueTypeKey` ("d", "lld", "@") and the forms (`zero one two few many other`,
/// widths, devices). Apple: "Localizing strings that contain plurals".
public enum StringsDictReader {
    public static func read(path: String, data: Data, table: TableID, language: String) throws -> [LocalizedKey] {
        let object: Any
        do {
            object = try PropertyList.read(data)
        } catch {
            throw StringTableError(message: "not a property list")
        }
        guard let root = object as? [String: Any] else { throw StringTableError(message: "the root is not a dictionary") }
        let lines = StringsFileReader.keyLines(in: data)
        return root.keys.sorted().compactMap { key -> LocalizedKey? in
            guard let rule = root[key] as? [String: Any] else { return nil }
            let location = SourceLocation(file: path, line: lines[escapeXML(key)] ?? 1)
            var entry = LocalizedKey(key: key, table: table)
            var forms: [String: String] = [:]
            var types: [String: String] = [:]
            var format = rule["NSStringLocalizedFormatKey"] as? String
            for (name, value) in rule where name != "NSStringLocalizedFormatKey" {
                guard let variable = value as? [String: Any] else { continue }
                // A device-specific rule at the top (`NSStringDeviceSpecificRuleType`).
                if name == "NSStringDeviceSpecificRuleType" {
                    for (device, form) in variable { if let form = form as? String { forms["device.\(device)"] = form } }
                    format = format ?? forms["device.other"] ?? forms["device.iphone"]
                    continue
                }
                for (category, form) in variable where !category.hasPrefix("NSStringFormat") {
                    if let form = form as? String { forms["\(name).\(category)"] = form }
                }
                if let valueType = variable["NSStringFormatValueTypeKey"] as? String {
                    types[name] = valueType
                }
            }
            var value = LocalizedValue(text: format ?? "", forms: forms, location: location)
            value.variableTypes = types
            entry.values[language] = value
            return entry
        }
    }

    static func escapeXML(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
