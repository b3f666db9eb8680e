#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - EmbedText

// `EmbedText OUTPUT.swift FILE…`: writes each file's text as a Swift raw string literal, one
// `package let` a file, named from the file's name (`demo-page.js` → `webDemoPageJS`), so a target
// carries its web files in its binary (the `EmbedWeb` build-tool plugin runs it). A literal's
// delimiter has one `#` more than the longest run of them in the text, so nothing in a file can
// end it or start an interpolation.

/// The whole of a file's bytes, or nil.
func readAll(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count > 0 { bytes += buffer[0..<count] }
        if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
    }
}

/// `demo-page.js` → `webDemoPageJS`.
func constantName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    var name = "web"
    var upper = true
    for character in file {
        if character == "-" || character == "_" || character == " " || character == "." {
            upper = true
            continue
        }
        name += upper ? character.uppercased() : String(character)
        upper = false
    }
    // The extension in capitals: `…Js` → `…JS`, `…Css` → `…CSS`.
    for (written, wanted) in [("Js", "JS"), ("Css", "CSS")] where name.hasSuffix(written) {
        name = String(name.dropLast(written.count)) + wanted
    }
    return name
}

/// The literal of `text`: `#"""` … `"""#` with enough `#`.
func literal(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

func fail(_ message: String) -> Never {
    let bytes = Array("EmbedText: \(message)\n".utf8)
    _ = write(2, bytes, bytes.count)
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else { fail("usage: EmbedText OUTPUT.swift FILE…") }
var out = "// Made by the EmbedWeb plugin (Sources/EmbedText) from the target's web/ folder: don't edit.\n"
for path in arguments.dropFirst(2) {
    guard let bytes = readAll(path) else { fail("can't read \(path)") }
    guard let text = String(validating: bytes, as: UTF8.self) else { fail("\(path) isn't UTF-8") }
    guard !text.contains("\r") else { fail("\(path) has a carriage return: save it with LF line ends") }
    out += "\n/// `\(path.split(separator: "/").last ?? "")`, as it is.\n"
    out += "package let \(constantName(path)) = " + literal(text) + "\n"
}
guard let file = fopen(arguments[1], "wb") else { fail("can't write \(arguments[1])") }
let bytes = Array(out.utf8)
guard fwrite(bytes, 1, bytes.count, file) == bytes.count, fclose(file) == 0 else {
    fail("can't write \(arguments[1])")
}
