/// A string property as a front end found it: a literal it could read, or a value that only
/// exists at run time (assigned from data, computed by an overridden getter…), with where and why.
public enum TextValue: Hashable, Codable, Sendable {
    case literal(String)
    /// Set at run time; `origin` says where (e.g. "LoginViewController.swift:42").
    indirect case dynamic(origin: ValueSource)

    public var literal: String? {
        if case .literal(let s) = self { return s }
        return nil
    }

    public var dynamicOrigin: ValueSource? {
        if case .dynamic(let origin) = self { return origin }
        return nil
    }

    public var isDynamic: Bool {
        if case .dynamic = self { return true }
        return false
    }

    /// True when the value is known to be empty or whitespace.
    public var isKnownEmpty: Bool {
        literal.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } ?? false
    }
}

import Foundation
