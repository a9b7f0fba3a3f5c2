/// Points, in screen coordinates once a front end has resolved them.
public struct Point: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

public struct Size: Hashable, Codable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

public struct Rect: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var size: Size { Size(width: width, height: height) }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public var description: String {
        "(\(Rect.format(x)), \(Rect.format(y)), \(Rect.format(width)) × \(Rect.format(height)))"
    }

    public static func format(_ v: Double) -> String {
        Int(exactly: v).map(String.init) ?? (v.isFinite && abs(v) < 1e15 ? String(format: "%.1f", v) : String(v))
    }
}

import Foundation

extension Int {
    /// `v` rounded to the nearest whole number, for messages: a value read from an app's code
    /// can be anything (`.greatestFiniteMagnitude`, `.infinity`), and converting one Int cannot
    /// hold traps, so those are held at Int's bounds (0 for NaN).
    public init(roundedForDisplay v: Double) {
        let r = v.rounded()
        if let exact = Int(exactly: r) {
            self = exact
        } else {
            self = r.isNaN ? 0 : (r > 0 ? .max : .min)
        }
    }
}
