/// A problem with what the user asked for (an option, a configuration or baseline file, an
/// input that cannot be what it claims to be): the command line exits with the usage status.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
