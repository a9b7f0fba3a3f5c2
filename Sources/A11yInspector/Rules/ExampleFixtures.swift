/// Source shared by several rules' examples.
enum ExampleFixtures {
    /// A SwiftUI design system's text style (Gem Wallet's): a struct of a font and a colour,
    /// with `constants` inside it, applied by a `View` extension through a `ViewModifier`.
    static func swiftUITextStyle(constants: String = "") -> String {
        """
        struct TextStyle {
            let font: Font
            let color: Color
            \(constants)
        }
        struct TextStyleModifier: ViewModifier {
            let style: TextStyle
            func body(content: Content) -> some View { content.font(style.font).foregroundStyle(style.color) }
        }
        extension View {
            func textStyle(_ style: TextStyle) -> some View { modifier(TextStyleModifier(style: style)) }
        }
        """
    }
}
