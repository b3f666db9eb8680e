import DemoWeb

// MARK: - The demo page's style

extension DemoPage {
    /// The page's CSS (`DemoWeb`'s `web/demo.css`): one column on a phone, the picture and a side
    /// column from 1100 px; every control at least 44 px each way; the picture's font size is set
    /// by the script to fit.
    static var style: String { DemoWeb.demoStyle(palette: DocumentPalette.webPalette) }
}
