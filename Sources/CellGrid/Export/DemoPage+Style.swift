// MARK: - The demo page's style

extension DemoPage {
    /// The page's CSS: one column on a phone, the picture and a side column from 1100 px; every
    /// control at least 44 px each way; the picture's font size is set by the script to fit.
    static let style = """
        :root { color-scheme: dark; --ground: #1c1c1c; --panel: #242424; --text: #d8d8d8; --muted: #a0a0a0;
                --line: #474747; --accent: #7fa3d6; --chosen: #31507a; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body { margin: 0; padding: 12px clamp(4px, 2vw, 24px) 32px; background: var(--ground); color: var(--text);
               font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        h1 { font-size: clamp(19px, 2.2vw, 26px); line-height: 1.25; margin: 4px 0 8px; }
        h2 { font-size: 16px; margin: 0 0 8px; }
        .lede { max-width: 80ch; margin: 0 0 14px; }
        .note { color: var(--muted); margin: 8px 0; }
        code, kbd, output, pre { font-family: \(DocumentPalette.fontStack); }
        code, kbd { font-size: 0.92em; overflow-wrap: anywhere; }
        kbd { border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; background: #2c2c2c; white-space: nowrap; }
        #page { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px 24px; align-items: start;
                grid-template-areas: "stage" "panel" "design" "side" "contact"; }
        #stage { grid-area: stage; } #panel { grid-area: panel; } #design { grid-area: design; }
        #side { grid-area: side; } #contact { grid-area: contact; }
        @media (min-width: 1100px) {
          #page { grid-template-columns: minmax(0, 1fr) minmax(320px, 400px);
                  grid-template-areas: "stage panel" "design side" "contact contact"; }
          .lede { max-width: 120ch; }
        }
        #controls { display: flex; flex-direction: column; gap: 8px; margin: 0; }
        .row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
        button, .button { font: inherit; min-height: 44px; min-width: 44px; padding: 6px 12px; border-radius: 8px;
                          background: #2c2c2c; color: var(--text); border: 1px solid var(--line); cursor: pointer;
                          display: inline-flex; align-items: center; gap: 6px; }
        button:hover, .button:hover { border-color: var(--accent); }
        button:focus-visible, .button:focus-within, input:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        button[aria-pressed="true"] { background: var(--chosen); border-color: var(--accent); color: #fff;
                                      box-shadow: inset 0 0 0 1px var(--accent); }
        button[aria-pressed="true"]::before { content: "✓"; }
        button small { color: var(--muted); font-size: 12px; }
        button[aria-pressed="true"] small { color: #d6e4f7; }
        label[for="hinge"] { font-weight: 600; }
        #hinge { flex: 1 1 220px; min-width: 0; height: 44px; margin: 0; accent-color: var(--accent); }
        #angle { min-width: 4.5ch; font-size: 18px; }
        #status { margin: 0 0 8px; min-height: 3em; }
        #views { margin: 0 0 8px; }
        #frame { position: relative; max-width: 100%; overflow-x: auto; border-radius: 8px;
                 background: \(DocumentPalette.background); }
        #screen { display: block; width: max-content; margin: 0; padding: 8px; font-size: 14px;
                  line-height: \(DocumentPalette.lineHeight); color: \(DocumentPalette.foreground);
                  cursor: crosshair; touch-action: pan-y pinch-zoom; user-select: none; -webkit-user-select: none; }
        /* A styled run's background reaches a pixel into the rows beside it: at a fractional
           font size two rows' edges would otherwise leave a seam between them. */
        #screen span { padding: 1px 0; }
        #screen.dropping { outline: 2px dashed var(--accent); outline-offset: -2px; }
        #tip { position: fixed; z-index: 2; max-width: min(360px, 90%); padding: 8px 10px; border-radius: 8px;
               background: #0b0b0bf0; border: 1px solid var(--line); font-size: 13px; pointer-events: none; }
        #tip p, #details p { margin: 4px 0; }
        .frames { margin: 4px 0; padding-left: 18px; }
        aside section, #contact, #stage, #panel, #design { min-width: 0; }
        aside section, #info, #design, #contact { background: var(--panel); border-radius: 8px; padding: 12px; margin: 0 0 16px; }
        #controls { margin: 0 0 16px; }
        dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 6px 12px; margin: 0; }
        dt { white-space: nowrap; } dd { margin: 0; }
        #file { position: absolute; width: 1px; height: 1px; opacity: 0; }
        #mock { display: block; max-width: 100%; margin: 8px 0; border-radius: 4px; background: #0e0e0e; }
        table { border-collapse: collapse; width: 100%; font-size: 13px; }
        th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid var(--line); }
        td.n { text-align: right; font-variant-numeric: tabular-nums; }
        tr.off td { color: var(--muted); }
        #tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr)); gap: 12px; }
        #tiles button { display: block; width: 100%; padding: 6px; text-align: left; background: #161616; }
        #tiles pre { margin: 0 0 4px; line-height: \(DocumentPalette.lineHeight); overflow: hidden;
                     background: \(DocumentPalette.background); color: \(DocumentPalette.foreground); }
        dialog { max-width: min(720px, 94vw); max-height: 86vh; overflow: auto; background: var(--panel); color: var(--text);
                 border: 1px solid var(--line); border-radius: 10px; }
        @media (max-width: 600px) {
          body { padding-left: 2px; padding-right: 2px; font-size: 14px; }
          #toggles small { display: none; }
          #screen { padding: 1px; }
          aside section, #info, #design, #contact { padding: 10px; }
        }
        """
}
