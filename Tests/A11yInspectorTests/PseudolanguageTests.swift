import Foundation
import Testing
@testable import A11yInspector

private let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"

struct PseudolanguageTransformTests {
    @Test func doubleRepeatsEachProseRun() {
        #expect(Pseudolanguage.double.transform("Save") == "Save Save")
        #expect(Pseudolanguage.double.transform("%@ files") == "%@ files files")
        #expect(Pseudolanguage.double.transform("Delete %@?") == "Delete Delete %@?")
        #expect(Pseudolanguage.double.transform("%1$@ of %2$lld") == "%1$@ of of %2$lld")
        #expect(Pseudolanguage.double.transform("Line one\nLine two") == "Line one Line one\nLine two Line two")
    }

    @Test func rtlOverridesEachProseRun() {
        #expect(Pseudolanguage.rtl.transform("Save") == rlm + rlo + "Save" + pdf + rlm)
        #expect(Pseudolanguage.rtl.transform("%@ files") == "%@ " + rlm + rlo + "files" + pdf + rlm)
        #expect(Pseudolanguage.rtl.transform("<b>New</b>") == "<b>" + rlm + rlo + "New" + pdf + rlm + "</b>")
        #expect(Pseudolanguage.rtl.isRightToLeft && !Pseudolanguage.double.isRightToLeft)
        #expect(Pseudolanguage.rtl.defaultLocale == "ar-XB")
        #expect(Pseudolanguage.accented.defaultLocale == "en-XA")
    }

    @Test func accentedReplacesLettersAndPadsThirtyPercent() {
        // 4 characters → ⌈1.2⌉ = 2 fillers; 11 → ⌈3.3⌉ = 4.
        #expect(Pseudolanguage.accented.transform("Save") == "Šåṽé··")
        #expect(Pseudolanguage.accented.transform("Hello world") == "Ĥéļļö ŵöŕļð····")
        #expect(Pseudolanguage.accented.transform("%lld new") == "%lld ñéŵ·")
        #expect(Pseudolanguage.accents.count == 52)
        for (plain, accented) in Pseudolanguage.accents {
            #expect(accented.unicodeScalars.count == 1 && !accented.isASCII)
            #expect(plain.isUppercase == accented.isUppercase)
        }
    }

    @Test func boundedWrapsTheWholeString() {
        #expect(Pseudolanguage.bounded.transform("Save") == "[# Save #]")
        #expect(Pseudolanguage.bounded.transform("  %@ files\n") == "  [# %@ files #]\n")
    }

    @Test func whitespaceAndEmptyStringsStay() {
        for language in Pseudolanguage.allCases {
            #expect(language.transform("") == "")
            #expect(language.transform("  \n") == "  \n")
            #expect(language.transform(" Save ").hasPrefix(" ") && language.transform(" Save ").hasSuffix(" "))
            #expect(language.transform("%@: %@") == (language == .bounded ? "[# %@: %@ #]" : "%@: %@"))
        }
    }

    @Test func markupLinksEscapesAndInflectionAreKept() {
        #expect(Pseudolanguage.double.transform("<b>Bold</b> text<br/>") == "<b>Bold Bold</b> text text<br/>")
        #expect(Pseudolanguage.double.transform("Tap\\nhere") == "Tap Tap\\nhere here")
        #expect(Pseudolanguage.double.transform("^[%lld file](inflect: true)") == "^[%lld file file](inflect: true)")
        #expect(Pseudolanguage.double.transform("Tom &amp; Jerry") == "Tom Tom &amp; Jerry Jerry")
        let link = Pseudolanguage.accented.transform("Read [our terms](https://example.com/terms?a=1&b=2) now")
        #expect(link == "Ŕéåð·· [öûŕ ţéŕɱš···](https://example.com/terms?a=1&b=2) ñöŵ·")
        // Not a link: brackets without a target are text.
        #expect(Pseudolanguage.double.transform("[draft]") == "[draft] [draft]")
        // A space after % is text, not printf's space flag.
        #expect(PseudoTokenizer.formatSpecifiers("100% of %d%%") == ["%d", "%%"])
    }

    /// Every kind of specifier, tag and link target, in random strings: the sequences found by
    /// patterns written independently of the tokenizer are the same before and after.
    @Test func specifiersTagsAndLinkTargetsAreKeptInOrder() throws {
        let specifiers = ["%@", "%d", "%lld", "%1$@", "%2$lld", "%.2f", "%5.1f", "%%", "%ld", "%lu",
                          "%#@variable@", "%s", "%-8s", "%03d", "%*d", "%1$#@files@", "%i", "%x", "%c", "%hhd", "%zu"]
        let others = ["Save", "files", "to the cloud", "Don't", "é café", "?", ": ", "100% of", "\n", "\\n", "\\\"",
                      "<b>", "</b>", "<br/>", "<a href=\"https://x.org\">", "[terms](https://e.com/a_(b)?q=%20)",
                      "^[%lld photo](inflect: true)", " ", "  ", "(", ")", "…", "[", "]"]
        let specifierPattern = try NSRegularExpression(pattern: #"%(?:%|(?:[0-9]+\$)?(?:#@[A-Za-z0-9_]+@|[-+#0']*(?:\*|[0-9]+)?(?:\.(?:\*|[0-9]+)?)?(?:hh|ll|h|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGaAcCsSp]))"#)
        let tagPattern = try NSRegularExpression(pattern: #"</?[A-Za-z][^<>\n]*>"#)
        let targets = ["](https://e.com/a_(b)?q=%20)", "](inflect: true)"]
        func matches(_ pattern: NSRegularExpression, _ s: String) -> [String] {
            pattern.matches(in: s, range: NSRange(s.startIndex..., in: s)).map { String(s[Range($0.range, in: s)!]) }
        }
        var seed: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<400 {
            var sample = ""
            for _ in 0..<(1 + next(8)) {
                sample += next(3) == 0 ? specifiers[next(specifiers.count)] : others[next(others.count)]
                if next(2) == 0 { sample += " " }
            }
            for language in Pseudolanguage.allCases {
                let out = language.transform(sample)
                #expect(matches(specifierPattern, out) == matches(specifierPattern, sample), "\(language): \(sample.debugDescription) → \(out.debugDescription)")
                #expect(PseudoTokenizer.formatSpecifiers(out) == PseudoTokenizer.formatSpecifiers(sample))
                #expect(matches(tagPattern, out) == matches(tagPattern, sample), "\(language): \(sample.debugDescription)")
                for target in targets {
                    #expect(out.components(separatedBy: target).count == sample.components(separatedBy: target).count, "\(language): \(sample.debugDescription)")
                }
                #expect(out.filter { $0 == "\n" }.count == sample.filter { $0 == "\n" }.count)
            }
        }
    }

    @Test func everyListedSpecifierIsOneToken() {
        for spec in ["%@", "%d", "%lld", "%1$@", "%2$lld", "%.2f", "%5.1f", "%%", "%ld", "%lu", "%#@variable@", "%s"] {
            #expect(PseudoTokenizer.tokens("a\(spec)b") == [.prose("a"), .kept(spec), .prose("b")], "\(spec)")
            #expect(Pseudolanguage.accented.transform(spec) == spec)
        }
    }
}
