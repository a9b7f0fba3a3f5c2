/// Merges what Swift code does into a screen built from Interface Builder: assignments made
/// through the controller's outlets, by custom view classes to themselves and to their own
/// outlets, and through member paths anywhere (`cell.likeButton.accessibilityLabel = …`).
/// A value code computes at run time becomes `.dynamic`: present, but unverifiable.
public enum CodeLinker {
    public static func link(_ screen: Screen, with facts: CodeFacts) -> Screen {
        var screen = screen
        let rootID = screen.root.id
        var byElement: [String: [CodeAssignment]] = [:]
        var outletNames: [String: String] = [:]

        func collect(owner: String?, outlets: [String: String]) {
            let lineage = owner.map { facts.lineage(of: $0) } ?? []
            for (key, elementID) in outlets {
                outletNames[elementID] = outletNames[elementID] ?? key
                // Members of an outlet collection are keyed "stars[0]": the property is "stars".
                let property = key.split(separator: "[").first.map(String.init) ?? key
                for type in lineage.reversed() {
                    byElement[elementID, default: []] += type.assignments[property] ?? []
                }
                // Member paths (`cell.titleLabel.font = …`) are matched by name only, so they may
                // belong to another type's outlet: they make a property uncertain, never a value.
                byElement[elementID, default: []] += (facts.memberAssignments[property] ?? []).map {
                    CodeAssignment(property: $0.property, value: .unknown, origin: $0.origin)
                }
            }
            // A controller's `view` is the screen's root view.
            if outlets["view"] == nil, let owner, !lineage.isEmpty, owner == screen.controllerClass {
                for type in lineage.reversed() { byElement[rootID, default: []] += type.assignments["view"] ?? [] }
            }
        }

        collect(owner: screen.controllerClass, outlets: screen.outlets)
        screen.root.forEach { element in
            if !element.outlets.isEmpty { collect(owner: element.customClass, outlets: element.outlets) }
            if let custom = element.customClass {
                for type in facts.lineage(of: custom).reversed() {
                    byElement[element.id, default: []] += type.assignments["self"] ?? []
                }
            }
        }

        let classNames = Set(facts.types.keys)
        screen.root = apply(screen.root, byElement, outletNames, classNames)
        return screen
    }

    private static func apply(_ element: Element, _ byElement: [String: [CodeAssignment]],
                              _ outletNames: [String: String], _ classNames: Set<String>) -> Element {
        var element = element
        if let outlet = outletNames[element.id] { element.name = outlet }
        if let custom = element.customClass, !classNames.contains(custom) {
            element.provenance["customClass"] = "is not defined in the audited Swift sources"
        }
        let outlets = outletNames
        for assignment in byElement[element.id] ?? [] {
            apply(assignment, to: &element, outletIDs: outlets)
        }
        element.children = element.children.map { apply($0, byElement, outletNames, classNames) }
        return element
    }

    static func apply(_ a: CodeAssignment, to element: inout Element, outletIDs: [String: String]) {
        let dynamic = TextValue.dynamic(origin: a.origin)
        func text() -> TextValue {
            if case .string(let s) = a.value { return .literal(s) }
            return dynamic
        }
        func markRuntime() { element.provenance[a.property] = a.origin }

        switch a.property {
        case "accessibilityLabel": element.accessibilityLabel = text()
        case "accessibilityValue": element.accessibilityValue = text()
        case "accessibilityHint": element.accessibilityHint = text()
        case "text", "title": element.text = text(); if case .unknown = a.value { markRuntime() }
        case "placeholder": element.placeholder = text()
        case "isAccessibilityElement":
            if case .bool(let b) = a.value { element.isAccessibilityElement = b } else { markRuntime() }
        case "accessibilityElementsHidden":
            if case .bool(let b) = a.value { element.accessibilityElementsHidden = b } else { markRuntime() }
        case "accessibilityViewIsModal":
            if case .bool(let b) = a.value { element.accessibilityViewIsModal = b } else { markRuntime() }
        case "adjustsFontForContentSizeCategory":
            if case .bool(let b) = a.value { element.adjustsFontForContentSizeCategory = b } else { markRuntime() }
        case "accessibilityTraits":
            guard case .traits(let changes) = a.value, !changes.isDynamic else {
                element.traits.isDynamic = true
                markRuntime()
                return
            }
            if let replacement = changes.replacement {
                element.traits = TraitChanges(replacement: replacement)
            } else {
                element.traits.inserted.formUnion(changes.inserted)
                element.traits.inserted.subtract(changes.removed)
                element.traits.removed.formUnion(changes.removed)
                element.traits.removed.subtract(changes.inserted)
            }
        case "accessibilityElements":
            if case .references(let names) = a.value {
                let ids = names.compactMap { name in outletIDs.first { $0.value == name }?.key }
                if ids.count == names.count { element.accessibilityElements = ids; return }
            }
            markRuntime()
        case "font":
            if case .font(let spec) = a.value { element.font = spec } else {
                element.font = FontSpec(source: .dynamic)
                markRuntime()
            }
        case "textColor": element.textColor = .dynamic(origin: a.origin)
        case "backgroundColor": element.backgroundColor = .dynamic(origin: a.origin)
        case "tintColor": element.tintColor = .dynamic(origin: a.origin)
        case "minimumHeight", "minimumWidth":
            guard case .number(let n) = a.value else { markRuntime(); return }
            if a.property == "minimumHeight" { element.minimumHeight = max(element.minimumHeight ?? 0, n) }
            else { element.minimumWidth = max(element.minimumWidth ?? 0, n) }
        case "accessibilityCustomActions": element.customActions.append("set in code (\(a.origin))")
        case "gestureRecognizer":
            element.gestureRecognizers.append("code")
            element.hasAction = true
        case "action":
            element.hasAction = true
        default:
            markRuntime()
        }
    }
}
