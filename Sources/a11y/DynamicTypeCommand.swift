import A11yInspector
import ArgumentParser

extension TextStyle: ExpressibleByArgument {}

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

struct DynamicTypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamic-type",
        abstract: "Apple's Dynamic Type sizes: every text style at every text size, or how a custom size scales.",
        discussion: """
            Sizes and leading in points, from Apple's Human Interface Guidelines (Typography → \\
            iOS, iPadOS Dynamic Type sizes). Categories: xSmall, Small, Medium, Large (the \\
            default), xLarge, xxLarge, xxxLarge, AX1 … AX5 (UIKit and SwiftUI names work too).

            With --scale, shows what UIFontMetrics(forTextStyle:).scaledValue(for:) and SwiftUI's \\
            Font.custom(_:size:relativeTo:) give a custom size, capped by --maximum.
            """)

    @Argument(help: "One text style: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")).")
    var style: TextStyle?

    @Option(help: "One text size category (e.g. AX5, xxxLarge, accessibilityExtraLarge).")
    var category: ContentSizeCategory?

    @Option(help: "A custom point size to scale relative to the style (default body).")
    var scale: Double?

    @Option(help: "maximumPointSize for --scale.")
    var maximum: Double?

    func validate() throws {
        if maximum != nil && scale == nil { throw ValidationError("--maximum needs --scale") }
        if let scale, scale <= 0 { throw ValidationError("--scale must be a positive size in points") }
    }

    func run() throws {
        let categories = category.map { [$0] } ?? ContentSizeCategory.allCases
        if let scale {
            let relative = style ?? .body
            print("\(Rect.format(scale)) pt relative to \(relative.rawValue)\(maximum.map { ", at most \(Rect.format($0)) pt" } ?? "")")
            for c in categories {
                let value = DynamicType.scaled(scale, relativeTo: relative, at: c, maximum: maximum)
                print(c.shortName.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: "%6.1f", value))
            }
            return
        }
        let styles = style.map { [$0] } ?? TextStyle.allCases
        let header =
            "style".padding(toLength: 12, withPad: " ", startingAt: 0)
            + categories.map { $0.shortName.leftPadded(to: 9) }.joined()
        print(header)
        for s in styles {
            let cells = categories.map { c -> String in
                let m = DynamicType.metrics(s, c)
                return "\(Rect.format(m.pointSize))/\(Rect.format(m.leading))".leftPadded(to: 9)
            }
            print((s.rawValue + (DynamicType.isBold(s) ? "*" : "")).padding(toLength: 12, withPad: " ", startingAt: 0) + cells.joined())
        }
        print("\nsize/leading in points; * semibold. Source: Apple HIG, Typography → iOS, iPadOS Dynamic Type sizes.")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
