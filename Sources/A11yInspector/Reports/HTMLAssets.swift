/// The HTML report's style sheet and script, inlined into every report (no network).
///
/// Colours: every text colour is at least 4.5:1 on its background in both the light and the
/// dark scheme (`prefers-color-scheme`); severities are told apart by word and line pattern
/// (solid error, dashed warning, dotted info), never by colour alone.
enum HTMLAssets {
    static let css = #"""
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1b; --muted: #4d4d4d; --line: #8a8a8a;
          --panel: #f3f4f6; --link: #0a4fb8; --focus: #0a4fb8; --error: #b0001a; --warning: #8a4600; --info: #00558f;
          --canvas: #d9d9d9; --mark: #fff1a8; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #121212; --fg: #ececec; --muted: #bdbdbd; --line: #8a8a8a; --panel: #1f2226; --link: #9cc8ff;
            --focus: #9cc8ff; --error: #ff9494; --warning: #f4b85c; --info: #8fc8ff; --canvas: #3a3a3a; --mark: #5a4b00; }
        }
        @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
        [hidden] { display: none !important; }
        body { margin: 0 auto; max-width: 75rem; padding: 0 1rem 2rem; background: var(--bg); color: var(--fg);
          font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
        a { color: var(--link); }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: .5rem; z-index: 2; }
        header { border-bottom: 1px solid var(--line); margin-bottom: 1rem; }
        nav ul { padding-left: 1.2rem; }
        nav li { overflow-wrap: anywhere; }
        .search { display: flex; flex-wrap: wrap; gap: .3rem .8rem; align-items: center; }
        input[type=search] { font: inherit; min-width: 18rem; padding: .2rem .4rem; border: 1px solid var(--line); border-radius: .3rem;
          background: var(--bg); color: var(--fg); }
        table.ranked th[scope=row] { font-weight: normal; overflow-wrap: anywhere; }
        table.ranked td { text-align: right; }
        details.screen > summary { cursor: pointer; padding: .4rem 0; }
        details.screen > summary h2 { display: inline; margin: 0; font-size: 1.3rem; }
        details.screen > summary .count { margin-left: .5rem; }
        .count, .meta, .where { color: var(--muted); }
        table.counts { border-collapse: collapse; margin: 0 0 1.5rem; min-width: 20rem; }
        table.counts caption { text-align: left; font-weight: 600; padding: .25rem 0; }
        table.counts th, table.counts td { border: 1px solid var(--line); padding: .2rem .6rem; text-align: left; }
        table.labels ul { margin: 0; padding-left: 1.2rem; }
        .verdict { font-weight: 600; }
        .sev-word { display: inline-block; padding: 0 .4rem; border: 2px solid currentColor; border-radius: .3rem;
          font-size: .85em; font-weight: 700; text-transform: uppercase; letter-spacing: .03em; }
        .sev-word.sev-error { color: var(--error); border-style: solid; }
        .sev-word.sev-warning { color: var(--warning); border-style: dashed; }
        .sev-word.sev-info { color: var(--info); border-style: dotted; }
        .diag-level { font-weight: 700; }
        form.filters { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: end; }
        form.filters fieldset, fieldset.views { border: 1px solid var(--line); border-radius: .3rem; }
        form.filters label { margin-right: .6rem; }
        .filter { display: flex; flex-direction: column; }
        select { font: inherit; max-width: 24rem; }
        fieldset.views label { display: inline-block; margin-right: .8rem; white-space: nowrap; }
        .legend { color: var(--muted); }
        section.screen { border-top: 2px solid var(--line); margin-top: 1rem; }
        .stage { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
        svg.wireframe { width: 100%; max-width: 26rem; height: auto; border: 1px solid var(--line); }
        .details { flex: 1 1 18rem; background: var(--panel); border-radius: .3rem; padding: .5rem 1rem; min-height: 6rem; }
        .details dt { font-weight: 600; }
        .details dd { margin: 0 0 .4rem; overflow-wrap: anywhere; }
        ol.transcript li { margin: .15rem 0; }
        ol.transcript li.current { background: var(--mark); }
        ul.findings { list-style: none; padding: 0; }
        li.finding { border-left: 4px solid var(--line); padding: .3rem .8rem; margin: .8rem 0; background: var(--panel); }
        li.finding.sev-error { border-left: 4px solid var(--error); }
        li.finding.sev-warning { border-left: 4px dashed var(--warning); }
        li.finding.sev-info { border-left: 4px dotted var(--info); }
        li.finding p { margin: .25rem 0; }
        li.finding:target { outline: 3px solid var(--focus); }
        pre.snippet { overflow-x: auto; background: var(--bg); border: 1px solid var(--line); padding: .4rem; font-size: .85rem; }
        pre.snippet mark { background: var(--mark); color: var(--fg); }
        /* The wireframe: the app's own colours where known, so its marks carry their own halo. */
        svg .canvas { fill: var(--canvas); }
        svg .frame { fill: none; stroke: #6b6b6b; stroke-width: .75; }
        svg .halo { fill: none; stroke: none; }
        svg .box[tabindex] { cursor: pointer; }
        svg .box[tabindex]:focus { outline: none; }
        svg .box[tabindex]:focus .halo, svg .box[tabindex]:hover .halo { stroke: #ffffff; stroke-width: 8; }
        svg .box[tabindex]:focus .frame, svg .box[tabindex]:hover .frame { stroke: #000000; stroke-width: 3.5; }
        svg text { font-family: system-ui, -apple-system, sans-serif; paint-order: stroke; stroke-linejoin: round; }
        svg .kind { font-size: 8px; fill: #2b2b2b; stroke: #ffffff; stroke-width: 2.5px; }
        svg .caption { font-size: 10px; }
        svg .caption:not([fill]) { fill: #111111; stroke: #ffffff; stroke-width: 2.5px; }
        svg .outline-under { fill: none; stroke: #ffffff; stroke-width: 5; }
        svg .outline { fill: none; stroke-width: 3; }
        svg .sev-error .outline { stroke: #b0001a; }
        svg .sev-warning .outline { stroke: #8a4600; stroke-dasharray: 7 4; }
        svg .sev-info .outline { stroke: #00558f; stroke-dasharray: 1 4; stroke-linecap: round; }
        svg .filtered-out .outline, svg .filtered-out .outline-under { display: none; }
        svg .clipmark, svg .cliptag { display: none; }
        svg.view-ax5 .clipmark, svg.view-ax5 .cliptag { display: inline; }
        svg .hatch { fill: #b0001a; fill-opacity: .55; }
        svg .cliptag { font-size: 9px; font-weight: 700; fill: #b0001a; stroke: #ffffff; stroke-width: 3px; }
        svg .badge circle { fill: #0b2f6b; stroke: #ffffff; stroke-width: 1.5; }
        svg .badge text { font-size: 9px; font-weight: 700; fill: #ffffff; text-anchor: middle; stroke: none; }
        @media (forced-colors: active) { svg .outline { stroke: CanvasText; } svg .badge circle { fill: Highlight; } }
        """#

    static let script = #"""
        (function () {
          "use strict";
          var data = null;
          function screens() {
            if (!data) data = JSON.parse(document.getElementById("a11y-data").textContent);
            return data;
          }
          function el(tag, text, cls) {
            var e = document.createElement(tag);
            if (text !== undefined && text !== null) e.textContent = text;
            if (cls) e.className = cls;
            return e;
          }
          function boxOf(g) {
            var id = g.ownerSVGElement.getAttribute("data-screen");
            return { id: id, box: screens().screens[id].boxes[Number(g.getAttribute("data-b"))] };
          }

          // Screen sections are closed until opened; the first opening parses the section's markup
          // from the data in an inert template (nothing runs or loads) and moves it into the page.
          function render(section) {
            var drawing = document.getElementById(section.id + "-drawing"), screen = screens().screens[section.id];
            if (!drawing || !screen || drawing.hasAttribute("data-drawn")) return;
            var template = document.createElement("template");
            template.innerHTML = screen.html;
            drawing.appendChild(template.content);
            drawing.setAttribute("data-drawn", "");
            screen.html = null;
            markBoxes(section.id);
          }
          function open(section) {
            var details = section && section.querySelector("details.screen");
            if (!details) return;
            render(section);
            if (!details.open) details.open = true;
          }
          document.querySelectorAll("details.screen").forEach(function (details) {
            details.addEventListener("toggle", function () { if (details.open) render(details.closest("section.screen")); });
            if (details.open) render(details.closest("section.screen"));
          });
          // A link to a screen, a box or a finding opens the section that holds it.
          function reveal(id) {
            if (!id) return null;
            var m = /^(s\d+)(-|$)/.exec(id), target = document.getElementById(id);
            var section = m ? document.getElementById(m[1]) : target && target.closest("section.screen");
            if (!section && /^f\d+$/.test(id)) {
              // A finding of a section not drawn yet: the data says which.
              var all = screens().screens;
              Object.keys(all).some(function (key) {
                if (all[key].findings.some(function (f) { return f.id === id; })) section = document.getElementById(key);
                return !!section;
              });
            }
            if (section && section.classList.contains("screen")) open(section);
            return document.getElementById(id);
          }
          function fragment(href) {
            try { return decodeURIComponent((href || "").slice(1)); } catch (e) { return ""; }
          }
          document.addEventListener("click", function (event) {
            var a = event.target.closest && event.target.closest("a[href^='#']");
            if (a) reveal(fragment(a.getAttribute("href")));
          }, true);
          function revealHash() {
            var target = reveal(fragment(location.hash));
            if (target) target.scrollIntoView();
          }
          window.addEventListener("hashchange", revealHash);
          if (location.hash) revealHash();

          // The screen index: the search box filters its rows by name; the count is announced once
          // typing pauses.
          var search = document.getElementById("screen-search");
          if (search) {
            var rows = Array.prototype.slice.call(document.querySelectorAll("#screen-index tbody tr"));
            var found = document.getElementById("screen-search-status"), timer = 0;
            search.addEventListener("input", function () {
              var q = search.value.trim().toLowerCase(), n = 0;
              rows.forEach(function (tr) {
                var ok = !q || tr.getAttribute("data-name").indexOf(q) >= 0;
                tr.hidden = !ok;
                if (ok) n++;
              });
              clearTimeout(timer);
              timer = setTimeout(function () {
                found.textContent = !q ? "All " + rows.length + " screens listed."
                  : n === 0 ? "No screen matches \u201C" + search.value.trim() + "\u201D."
                  : (n === 1 ? "1 screen matches" : n + " screens match") + " \u201C" + search.value.trim() + "\u201D.";
              }, 300);
            });
          }

          // Views: recolour the boxes of one screen; AX5 shows the clip marks.
          document.addEventListener("change", function (event) {
            var fieldset = event.target.closest && event.target.closest("fieldset.views");
            if (!fieldset) return;
            var section = fieldset.closest("section"), screen = screens().screens[section.id];
            if (!screen) return;
            var v = Number(event.target.value), svg = document.getElementById(section.id + "-svg");
            svg.classList.toggle("view-ax5", screens().views[v] === "ax5");
            svg.querySelectorAll("g.box").forEach(function (g) {
              var box = screen.boxes[Number(g.getAttribute("data-b"))];
              g.querySelector("rect.fill").setAttribute("fill", box.fills[v] || "none");
              var caption = g.querySelector("text.caption");
              if (caption) { if (box.text[v]) caption.setAttribute("fill", box.text[v]); else caption.removeAttribute("fill"); }
            });
            document.getElementById(section.id + "-note").textContent = screen.notes[v];
          });

          // Details of a box on focus or hover; Enter or Space moves to them.
          function show(g) {
            var found = boxOf(g), box = found.box, panel = document.getElementById(found.id + "-details");
            var title = (box.number ? box.number + ". " : "") + box.kind + (box.caption ? " \u201C" + box.caption + "\u201D" : "");
            var list = el("dl");
            function row(term, value) { if (value) { list.appendChild(el("dt", term)); list.appendChild(el("dd", value)); } }
            row("VoiceOver says", box.says ? "\u201C" + box.says + "\u201D" : "nothing: VoiceOver does not stop here");
            row("Accessibility tree", box.tree);
            row("Source", box.at);
            row("At AX5", box.clips ? "text " + box.clips + " (estimate)" : null);
            panel.replaceChildren(el("p", title, "details-title"), list);
            if (box.findings.length) {
              var ul = el("ul");
              box.findings.forEach(function (f) {
                var li = el("li"), a = el("a", f.message + " [" + f.rule + "]");
                a.setAttribute("href", "#" + f.id);
                li.appendChild(el("span", f.severity, "sev-word sev-" + f.severity));
                li.appendChild(document.createTextNode(" "));
                li.appendChild(a);
                ul.appendChild(li);
              });
              panel.appendChild(el("p", box.findings.length === 1 ? "1 finding" : box.findings.length + " findings"));
              panel.appendChild(ul);
            }
            document.querySelectorAll("#" + found.id + "-transcript li.current").forEach(function (li) { li.classList.remove("current"); });
            if (box.number) {
              var stop = document.getElementById(found.id + "-t" + box.number);
              if (stop) stop.classList.add("current");
            }
          }
          function boxIn(event) {
            return event.target.closest ? event.target.closest("svg.wireframe g.box[tabindex]") : null;
          }
          function activate(g) {
            show(g);
            var panel = document.getElementById(boxOf(g).id + "-details");
            panel.setAttribute("tabindex", "-1");
            panel.focus();
          }
          document.addEventListener("focusin", function (event) { var g = boxIn(event); if (g) show(g); });
          document.addEventListener("mouseover", function (event) {
            var g = boxIn(event);
            if (g && !(event.relatedTarget && g.contains(event.relatedTarget))) show(g);
          });
          document.addEventListener("click", function (event) { var g = boxIn(event); if (g) activate(g); });
          document.addEventListener("keydown", function (event) {
            var g = boxIn(event);
            if (g && (event.key === "Enter" || event.key === " ")) { event.preventDefault(); activate(g); }
          });

          // Filters: severity, rule and file, without reloading. Findings are counted from the data
          // (a section's list is drawn when it opens).
          var form = document.getElementById("filter-form"), status = document.getElementById("filter-status");
          var visible = null;
          function markBoxes(id) {
            if (!visible) return;
            var screen = screens().screens[id];
            screen.boxes.forEach(function (box, b) {
              if (!box.findings.length) return;
              var g = document.getElementById(id + "-b" + b);
              if (g) g.classList.toggle("filtered-out", !box.findings.some(function (f) { return visible[f.id]; }));
            });
            screen.findings.forEach(function (f) {
              var li = document.getElementById(f.id);
              if (li) li.hidden = !visible[f.id];
            });
          }
          function applyFilters() {
            var severities = {}, shown = 0, all = 0;
            visible = {};
            form.querySelectorAll("input[name=severity]").forEach(function (c) { severities[c.value] = c.checked; });
            var rule = form.elements.rule.value, file = form.elements.file.value;
            function passes(severity, r, f) { return severities[severity] && (!rule || r === rule) && (!file || f === file); }
            Object.keys(screens().screens).forEach(function (id) {
              screens().screens[id].findings.forEach(function (f) {
                all++;
                if (passes(f.severity, f.rule, f.file)) { shown++; visible[f.id] = true; }
              });
            });
            document.querySelectorAll("section.screen").forEach(function (section) {
              var screen = screens().screens[section.id];
              if (screen) markBoxes(section.id);
              var files = (section.getAttribute("data-files") || "").split("\n");
              var any = screen ? screen.findings.some(function (f) { return visible[f.id]; }) : section.querySelector("li.finding:not([hidden])");
              section.hidden = file ? files.indexOf(file) < 0 && !any : (section.id === "other" && !any);
            });
            status.textContent = shown === all ? "Showing all " + all + " findings." : "Showing " + shown + " of " + all + " findings.";
          }
          form.addEventListener("change", applyFilters);
          form.addEventListener("submit", function (event) { event.preventDefault(); });
        })();
        """#
}
