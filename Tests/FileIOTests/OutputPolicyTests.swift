import FileIO
import Foundation
import Testing

@Suite("Output paths: one policy")
struct OutputPolicyTests {
    @Test("A NUL or another control character is refused in a name (65); letters of any script are not")
    func names() {
        #expect(OutputPolicy.nameProblem("a\u{0}b.txt")?.contains("NUL at character 2") == true)
        #expect(OutputPolicy.nameProblem("a\nb.txt") != nil)
        #expect(OutputPolicy.nameProblem("\u{1B}]0;x\u{7}.txt") != nil)
        #expect(OutputPolicy.nameProblem("a\u{9B}b.txt") != nil)
        #expect(OutputPolicy.nameProblem(String(repeating: "漢", count: 80) + ".txt") == nil)
        #expect(OutputPolicy.nameProblem("caf\u{E9}/r\u{E9}sum\u{E9}.txt") == nil)
        #expect {
            try OutputPolicy(force: true).decide("a\u{0}b.txt")
        } throws: { ($0 as? OutputFileError)?.fault == .badData }
    }

    @Test("- is standard output, except inside an output folder, where it is a file's name")
    func dash() throws {
        #expect(try OutputPolicy(force: false).decide("-") == .standardOutput)
        let folder = try temporaryFolder()
        let confined = OutputPolicy(force: false, root: folder)
        #expect(try confined.decide(folder + "/-") == .replace(path: folder + "/-"))
    }

    @Test("Regular files: new ones are made, existing ones replaced only with force, folders never")
    func regular() throws {
        let folder = try temporaryFolder()
        let file = folder + "/a.txt"
        #expect(try OutputPolicy(force: false).decide(file) == .replace(path: file))
        try "old".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(throws: OutputFileError.self) { try OutputPolicy(force: false).decide(file) }
        #expect(try OutputPolicy(force: true).decide(file) == .replace(path: file))
        #expect {
            try OutputPolicy(force: true).decide(folder)
        } throws: { ($0 as? OutputFileError)?.fault == .cantCreate }
    }

    @Test("Devices and FIFOs are written in place; a symlink to a file is written through to it")
    func specialAndLinks() throws {
        let folder = try temporaryFolder()
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        #expect(try OutputPolicy(force: false).decide(folder + "/fifo") == .inPlace(path: folder + "/fifo"))
        #expect(try OutputPolicy(force: true).decide("/dev/null") == .inPlace(path: "/dev/null"))
        try "x".write(toFile: folder + "/real.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: "real.txt")
        let real = try #require(FileSystem.canonical(folder + "/real.txt"))
        #expect(try OutputPolicy(force: true).decide(folder + "/link.txt") == .replace(path: real))
    }

    @Test("A dangling symlink is replaced only with force, and then the link itself")
    func dangling() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/d.txt", withDestinationPath: "nowhere/x")
        #expect {
            try OutputPolicy(force: false).decide(folder + "/d.txt")
        } throws: { ($0 as? OutputFileError)?.reason.contains("a symlink to nowhere") == true }
        #expect(try OutputPolicy(force: true).decide(folder + "/d.txt") == .replace(path: folder + "/d.txt"))
    }

    @Test("Inside an output folder, a path that a symlink leads outside is refused (73), force or not")
    func confined() throws {
        let base = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: base + "/out/in", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/out/away", withDestinationPath: "../elsewhere")
        try FileManager.default.createSymbolicLink(atPath: base + "/out/here", withDestinationPath: "in")
        let root = try #require(FileSystem.canonical(base + "/out"))
        for force in [false, true] {
            let policy = OutputPolicy(force: force, root: root)
            #expect {
                try policy.decide(base + "/out/away/a.txt")
            } throws: { ($0 as? OutputFileError)?.fault == .cantCreate }
            #expect(throws: Never.self) { try policy.decide(base + "/out/here/a.txt") }
        }
    }

    @Test("A file the run reads is never an output, under any name or link")
    func protected() throws {
        let folder = try temporaryFolder()
        try "Key Right\n".write(toFile: folder + "/s.tape", atomically: false, encoding: .utf8)
        #expect(link(folder + "/s.tape", folder + "/hard.txt") == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/soft.txt", withDestinationPath: "s.tape")
        var policy = OutputPolicy(force: true)
        policy.protected[try #require(FileIdentity(path: folder + "/s.tape"))] = "is the script itself"
        for name in ["s.tape", "hard.txt", "soft.txt"] {
            #expect {
                try policy.decide(folder + "/" + name)
            } throws: { error in
                (error as? OutputFileError)?.fault == .badData
                    && (error as? OutputFileError)?.reason.hasPrefix("is the script itself") == true
            }
        }
    }

    @Test("A block device is written only with force", .enabled(if: runningAsRoot, "mknod needs root"))
    func blockDevice() throws {
        let folder = try temporaryFolder()
        #expect(mknod(folder + "/loop", S_IFBLK | 0o600, dev_t(7 << 8 | 200)) == 0)
        #expect(throws: OutputFileError.self) { try OutputPolicy(force: false).decide(folder + "/loop") }
        #expect(try OutputPolicy(force: true).decide(folder + "/loop") == .inPlace(path: folder + "/loop"))
    }
}
