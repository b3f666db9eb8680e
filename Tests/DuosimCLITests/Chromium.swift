import Foundation
import TestSupport

/// Headless Chromium from the distribution, for tests of what a browser shows. `.ci/run`
/// installs it; without it those tests are skipped (and say so).
enum Chromium {
    static let binary: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static var available: Bool { binary != nil }

    /// The DOM after the page's scripts ran (`--dump-dom`).
    static func dumpDOM(_ url: String, extra: [String] = []) throws -> String {
        guard let binary else { return "" }
        var arguments = [
            binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(NSTemporaryDirectory())duosim-chromium-\(UUID().uuidString)",
        ]
        arguments += extra + ["--dump-dom", url]
        return try spawn(arguments, capture: true)
    }

    /// The text of the `<pre id="screen">` in a dumped DOM: tags removed, entities decoded,
    /// each row right-trimmed, as a text capture writes it.
    static func screenText(_ dom: String) -> String? {
        // The tag may carry the style the page's script gave it.
        guard let tag = dom.range(of: "<pre id=\"screen\""),
            let open = dom.range(of: ">", range: tag.upperBound..<dom.endIndex),
            let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex)
        else {
            return nil
        }
        var text = ""
        var inTag = false
        for character in dom[open.upperBound..<close.lowerBound] {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map { row in
            String(row.reversed().drop { $0 == " " }.reversed())
        }
        return rows.joined(separator: "\n")
    }
}
