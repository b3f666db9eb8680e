import DemoWeb
import PoseEngine
import Reports
import Simulator

// MARK: - The demo page's document

extension DemoPage {
    /// The page: a title and what it shows in two sentences, the picture with its controls, what
    /// was pointed at, the designer's own frame, sharing and exports, the legend and the keys,
    /// every pose at once. Without a script the picture, the legend and the keys still show.
    static func document(book: DemoBook, first: Grid, data: String) -> String {
        let app = book.app?.displayName
        let heading =
            app.map { "\(escape($0)) on the \(escape(book.profile.displayName)): the fold, the cameras and the bars" }
            ?? "The \(escape(book.profile.displayName)): its fold, cameras and windows"
        let what = app.map { "the \(escape($0)) app’s bars, sheets and controls" } ?? "each window"
        return HTMLExporter.documentStart(title: "duosim demo · " + book.title)
            + """
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <style>
            \(style)</style>
            </head>
            <body>
            <header>
            <h1>\(heading)</h1>
            <p class="lede">This is what Apple’s foldable iPhone shows at each hinge angle, worked out by duosim: the outer and the inner display drawn in points (or as the terminal shows them), with the fold (Apple’s <code>.division</code> region), the cameras and island (<code>.occlusion</code> regions) and \(what) where the system puts them. Fold it with the slider, a pose or the keys, point at anything to learn its name and its frame in points, and drop your own design on a window to see what it runs into.</p>
            </header>
            <main id="page">
            <section id="stage" aria-label="The phone">
            <p id="status"></p><p id="announce" class="sr-only" role="status" aria-live="polite"></p>
            <div class="row" id="views" role="group" aria-label="Which display the picture shows" hidden></div>
            <div class="row" id="pictures" role="group" aria-label="How the picture is drawn" hidden><button id="as-points" type="button">Drawn in points</button><button id="as-text" type="button">As the terminal shows it</button></div>
            <div id="drawing" hidden></div>
            <div id="frame"><pre id="screen" role="img" aria-label="duosim's picture of the phone, drawn as text">\(HTMLExporter.body(first))</pre><div id="grip" aria-hidden="true" hidden></div></div>
            <p class="note" id="how" hidden>Point at (or tap) anything in the picture to see what it is and its frame in points. Turn the mouse wheel over the picture to fold (in the terminal’s picture, drag its slider too); click a window in Split View to look at it.</p>
            </section>
            <div id="panel">
            <section id="controls" aria-label="Hinge, poses and switches" hidden>
            <div class="row"><label for="hinge">Hinge</label><input id="hinge" type="range" min="\(Limits.degrees.lowerBound)" max="\(Limits.degrees.upperBound)" step="1"><output id="angle" for="hinge"></output></div>
            <div class="row" id="poses" role="group" aria-label="Poses"></div>
            <div class="row" id="toggles" role="group" aria-label="Switches"></div>
            <div class="row"><button id="help-open" type="button">Keys and marks<small>?</small></button></div>
            </section>
            <section id="info" hidden><h2>What you pointed at</h2><div id="details"><p class="note">Nothing yet: point at a window, the fold, a camera, a bar or a control.</p></div></section>\(foldSection)
            </div>
            \(designSection)
            <aside id="side">
            <section id="share" hidden><h2>Share and export</h2>
            <div class="row"><button id="copy" type="button">Copy link to this state</button><button id="svg" type="button">Export SVG</button><button id="png" type="button">Export PNG</button></div>
            <div class="row"><button id="svg-points" type="button">Export the drawing (SVG in points)</button><button id="json-frames" type="button">Export its frames (JSON)</button><span role="group" aria-label="Export the drawing as PNG"><button id="png-1x" type="button">PNG 1×</button><button id="png-2x" type="button">PNG 2×</button><button id="png-3x" type="button">PNG 3×</button></span></div>
            <p class="note"><output id="shared"></output></p></section>
            <section id="legend"><h2>What the marks in the picture mean</h2>
            <dl>\(legendRows)</dl></section>
            <section id="keys"><h2>Keys</h2>
            <dl>\(keyRows(book))</dl></section>
            </aside>
            <section id="contact" hidden><h2>Every pose at once</h2>
            <p class="note">The five poses with the switches above, full screen and in Split View: click one to go there.</p>
            <div id="tiles"></div></section>
            </main>
            <div id="tip" role="tooltip" hidden></div>
            <dialog id="help" aria-labelledby="help-title"><div class="dialog-head"><h2 id="help-title">Keys and marks</h2><button id="help-close" type="button">Close</button></div><div id="help-body"></div></dialog>
            <script>
            const D = \(escapingScriptEnds(data));
            \(DemoWeb.common + DemoWeb.demoScript)</script>
            </body>
            </html>

            """
    }

    /// The phone in 3-D: the inner display's halves, which the script turns to the hinge's angle.
    static let foldSection = """
        <section id="fold" hidden><h2>The phone in 3-D</h2>
        <div id="fold3d" role="img"><div class="scene"><div class="half" id="fold-still"></div><div class="half" id="fold-turning"><div class="face"></div><div class="face"></div></div></div></div>
        <p class="note">Its two halves at the hinge’s angle, the outer display on the back of the half that turns. Drag either half to fold it.</p></section>
        """

    /// The designer's frame: a mock-up dropped on a window, what it crosses.
    static let designSection = """
        <section id="design" hidden><h2>Your design under the fold</h2>
        <p class="note">Drop a PNG or SVG of a screen (a Figma export) on a window in the picture, or choose one: it is drawn at the window’s size in points under what the system reserves, and the table says how much of each region your design’s opaque pixels cover, now and in every pose. Nothing leaves this page.</p>
        <div class="row"><label class="button" for="file">Choose a design…</label><input id="file" type="file" accept="image/png,image/svg+xml,.png,.svg"><span id="design-name"></span></div>
        <div class="row" id="layers" role="group" aria-label="What to draw over the design" hidden></div>
        <canvas id="mock" width="0" height="0" hidden></canvas>
        <table id="crossing" hidden><thead></thead><tbody></tbody></table>
        </section>
        """

    /// The legend: every entry of the glyph table with its words and a sentence.
    static var legendRows: String {
        Glyphs.unicode.legend.map { entry in
            "<dt><code>\(escape(entry.shown(entry.glyphs)))</code></dt><dd><b>\(escape(entry.meaning))</b>: \(escape(entry.sentence))</dd>"
        }.joined()
    }

    /// The key table's rows the page handles.
    static func keyRows(_ book: DemoBook) -> String {
        book.keyRows.map { "<dt><kbd>\(escape($0.keys))</kbd></dt><dd>\(escape($0.text))</dd>" }.joined()
    }

    static func escape(_ text: String) -> String { DocumentPalette.escape(text) }

    /// `text` with every `</` written `<\/` (the same in a JSON string), so nothing in the data
    /// ends the page's script; one pass over its bytes.
    static func escapingScriptEnds(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 64)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "<") { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
            previous = byte
        }
        return String(decoding: out, as: UTF8.self)
    }
}
