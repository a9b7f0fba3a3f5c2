/// Whether the tool knows, or a person must look. A finding that depends on run-time data is
/// never reported as certain.
public enum Confidence: Hashable, Sendable {
    case certain
    case needsReview(reason: String)

    public var isCertain: Bool { self == .certain }

    public var reason: String? {
        if case .needsReview(let r) = self { return r }
        return nil
    }
}

extension Confidence: Codable {
    private enum CodingKeys: String, CodingKey { case confidence, reason }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if try c.decode(String.self, forKey: .confidence) == "certain" {
            self = .certain
        } else {
            self = .needsReview(reason: try c.decodeIfPresent(String.self, forKey: .reason) ?? "")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .certain:
            try c.encode("certain", forKey: .confidence)
        case .needsReview(let reason):
            try c.encode("needs-review", forKey: .confidence)
            try c.encode(reason, forKey: .reason)
        }
    }
}
