import Foundation

/// One screen drawn to scale as SVG: a box per view with a known frame (kind and label),
/// VoiceOver's swipe order as numbered badges, failing elements outlined with a pattern per
/// severity, and the controls that switch between display settings.
struct HTMLWireframe {
    let reporter: HTMLReporter

    /// Boxes need this much room (points) before a caption is written in them.
    static let captionMinimumHeight = 14.0
    /// A caption's characters per point of width, for the system font at the caption's size
    /// (an average glyph is about 0.55 em wide; 10 pt captions).
    static let pointsPerCharacter = 5.5
    /// Badge radius in points: about Voice Control's number tags on a 393 pt wide iPhone.
    static let badgeRadius = 8.0

    func render(_ p: ScreenPicture, id: String, findings: [Finding]) -> String {
        let esc = reporter.esc, attr = reporter.attr
        guard !p.boxes.isEmpty else {
            return
                "<p class=\"no-frames\">No frames are known for this screen (\(esc(Self.originNote(p)))), so it is not drawn; the transcript below lists what \(p.screenReader) reads.</p>\n"
        }
        let width = p.size?.width ?? p.boxes.map(\.frame.maxX).max()!
        let height = max(p.size?.height ?? 0, p.boxes.map(\.frame.maxY).max()!)
        var worst: [String: Severity] = [:]
        var count: [String: [Severity: Int]] = [:]
        for f in findings {
            guard let e = f.elementID else { continue }
            worst[e] = max(worst[e] ?? f.severity, f.severity)
            count[e, default: [:]][f.severity, default: 0] += 1
        }

        var out = "<fieldset class=\"views\"><legend>Show \(esc(p.name)) under</legend>\n"
        for (v, view) in ScreenPicture.View.allCases.enumerated() {
            out += "<label><input type=\"radio\" name=\"\(id)-view\" value=\"\(v)\"\(v == 0 ? " checked" : "")> \(esc(view.title))</label>\n"
        }
        out += "</fieldset>\n"
        out += "<p class=\"view-note\" id=\"\(id)-note\" aria-live=\"polite\">\(esc(Self.note(.light, p)))</p>\n"
        out += "<div class=\"stage\">\n"
        let focusable = p.boxes.filter { $0.swipeNumber != nil || worst[$0.id] != nil }.count
        let name =
            "Wireframe of \(p.name): \(ReportText.plural(p.boxes.count, "view")) drawn to scale, \(ReportText.plural(p.transcript.filter(\.isDrawn).count, "numbered badge")) in VoiceOver order, \(focusable) focusable. The transcript below is its text alternative."
        out +=
            "<svg class=\"wireframe\" id=\"\(id)-svg\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Rect.format(width)) \(Rect.format(height))\" width=\"\(Rect.format(width))\" height=\"\(Rect.format(height))\" role=\"group\" aria-label=\"\(attr(name))\" data-screen=\"\(id)\">\n"
        out +=
            "<defs><pattern id=\"\(id)-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"2\" height=\"6\" class=\"hatch\"/></pattern></defs>\n"
        out += "<rect class=\"canvas\" width=\"\(Rect.format(width))\" height=\"\(Rect.format(height))\"/>\n"
        for (b, box) in p.boxes.enumerated() {
            out += boxGroup(box, index: b, id: id, worst: worst[box.id], counts: count[box.id])
        }
        // Badges last, above every box, in transcript order.
        var boxByNumber: [Int: Int] = [:]
        for (b, box) in p.boxes.enumerated() { if let n = box.swipeNumber { boxByNumber[n] = b } }
        out += "<g class=\"badges\" aria-hidden=\"true\">\n"
        for stop in p.transcript {
            guard let b = boxByNumber[stop.number] else { continue }
            let f = p.boxes[b].frame
            let r = Self.badgeRadius
            let cx = min(max(f.x + r, r), width - r), cy = min(max(f.y + r, r), height - r)
            out +=
                "<g class=\"badge\" data-n=\"\(stop.number)\" data-b=\"\(b)\"><circle cx=\"\(Rect.format(cx))\" cy=\"\(Rect.format(cy))\" r=\"\(Rect.format(r))\"/><text x=\"\(Rect.format(cx))\" y=\"\(Rect.format(cy + 3.5))\">\(stop.number)</text></g>\n"
        }
        out += "</g>\n</svg>\n"
        out +=
            "<div class=\"details\" id=\"\(id)-details\"><p>Focus or point at a numbered or outlined box to see its accessibility tree entry, what VoiceOver says and its findings.</p></div>\n"
        return out + "</div>\n"
    }

    /// One view's box: its fill, frame, outline when it has findings, caption and clipping mark,
    /// focusable (with its entry as accessible name) when VoiceOver or a finding reaches it.
    func boxGroup(_ box: ScreenPicture.Box, index: Int, id: String, worst: Severity?, counts: [Severity: Int]?) -> String {
        let esc = reporter.esc, attr = reporter.attr
        var out = ""
        let f = box.frame
        let xywh = "x=\"\(Rect.format(f.x))\" y=\"\(Rect.format(f.y))\" width=\"\(Rect.format(f.width))\" height=\"\(Rect.format(f.height))\""
        var classes = ["box"]
        if let s = worst { classes.append("sev-\(s.rawValue)") }
        if box.clipsAtAX5 != nil { classes.append("clips") }
        let isFocusable = box.swipeNumber != nil || worst != nil
        out += "<g class=\"\(classes.joined(separator: " "))\" id=\"\(id)-b\(index)\" data-b=\"\(index)\""
        if isFocusable {
            out += " tabindex=\"0\" role=\"button\" aria-label=\"\(attr(accessibleName(box, counts: counts)))\" aria-describedby=\"\(id)-details\""
        } else {
            out += " aria-hidden=\"true\""
        }
        out += ">\n<title>\(esc(box.treeEntry))</title>\n"
        out += "<rect class=\"fill\" \(xywh) fill=\"\(box.fills[0] ?? "none")\"/>\n"
        if isFocusable { out += "<rect class=\"halo\" \(xywh)/>\n" }
        out += "<rect class=\"frame\" \(xywh)/>\n"
        if worst != nil {
            out += "<rect class=\"outline-under\" \(xywh)/><rect class=\"outline\" \(xywh)/>\n"
        }
        if box.clipsAtAX5 != nil { out += "<rect class=\"clipmark\" \(xywh) fill=\"url(#\(id)-hatch)\"/>\n" }
        // Text starts after the badge, which sits in the top leading corner.
        let inset = box.swipeNumber == nil ? 3 : 2 * Self.badgeRadius + 2
        if box.showsText && f.height >= Self.captionMinimumHeight && f.width >= inset + 20 {
            let chars = max(3, Int((f.width - inset) / Self.pointsPerCharacter) - 1)
            out += "<text class=\"kind\" x=\"\(Rect.format(f.x + inset))\" y=\"\(Rect.format(f.y + 10))\">\(esc(Self.cut(box.kind, chars)))</text>\n"
            if !box.caption.isEmpty && f.height >= 26 {
                let fill = box.textColors[0].map { " fill=\"\($0)\"" } ?? ""
                out +=
                    "<text class=\"caption\" x=\"\(Rect.format(f.x + inset))\" y=\"\(Rect.format(f.y + 22))\"\(fill)>\(esc(Self.cut(box.caption, chars)))</text>\n"
            }
        }
        if let clip = box.clipsAtAX5 {
            out +=
                "<text class=\"cliptag\" x=\"\(Rect.format(f.x + 3))\" y=\"\(Rect.format(f.maxY - 3))\">\(esc(Self.cut("clips: " + clip, max(3, Int(f.width / Self.pointsPerCharacter)))))</text>\n"
        }
        out += "</g>\n"
        return out
    }

    func accessibleName(_ box: ScreenPicture.Box, counts: [Severity: Int]?) -> String {
        var s = box.swipeNumber.map { "\($0). " } ?? "Not reached by VoiceOver. "
        s += box.kind
        if !box.caption.isEmpty { s += ", \u{201C}\(box.caption)\u{201D}" }
        if let counts {
            let parts = Severity.allCases.reversed().compactMap { sev in counts[sev].map { ReportText.plural($0, sev.rawValue, sev == .info ? "info" : nil) } }
            s += "; " + parts.joined(separator: ", ")
        }
        if let clip = box.clipsAtAX5 { s += "; text \(clip)" }
        return s
    }

    static func cut(_ s: String, _ n: Int) -> String {
        let one = ReportText.singleLine(s)
        return one.count > n ? String(one.prefix(max(1, n - 1))) + "…" : one
    }

    static func originNote(_ p: ScreenPicture) -> String {
        if p.screenReader == "TalkBack" { return "an Android layout, laid out at run time" }
        return p.file.hasSuffix(".swift") ? "a view built in code or SwiftUI, laid out at run time" : "no frames in the file"
    }

    /// What a view shows, and how far to trust it.
    static func note(_ view: ScreenPicture.View, _ p: ScreenPicture) -> String {
        let v = ScreenPicture.View.allCases.firstIndex(of: view)!
        if let reason = p.unavailableViews[view] { return "\(view.title): not shown, \(reason). The light colours are drawn instead." }
        let known = p.boxes.count { $0.fills[v] != nil || $0.textColors[v] != nil }
        let colours =
            known == 0
            ? " No colours are known for this screen (none declared, or set at run time): boxes are unfilled."
            : " \(ReportText.plural(known, "box", "boxes")) with known colours; the others are unfilled."
        switch view {
        case .light:
            return "Light appearance: colours as declared, resolved from the system colour table and asset catalogs." + colours
        case .dark, .lightHigh, .darkHigh:
            return "\(view.title): system and asset-catalog colours resolved for this setting." + colours
        case .protanopia, .deuteranopia, .tritanopia:
            return "\(view.title): the light colours transformed with the Machado et al. (2009) severity 1.0 matrix, in linear sRGB." + colours
        case .greyscale:
            return "Greyscale: the light colours reduced to their relative luminance." + colours
        case .ax5:
            let clips = p.boxes.filter { $0.clipsAtAX5 != nil }
            if clips.isEmpty {
                return
                    "AX5 text size: no text on this screen is predicted to stop fitting (only text with a known fixed width or height is estimated). Frames are not re-laid out."
            }
            return "AX5 text size: hatched boxes are predicted to stop fitting by AX5 (text-fit estimate; frames are not re-laid out): "
                + clips.map { "\($0.kind) \u{201C}\(cut($0.caption, 40))\u{201D} \($0.clipsAtAX5!)" }.joined(separator: "; ") + "."
        }
    }
}
