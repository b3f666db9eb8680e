import Foundation
import TestSupport
import Testing

/// Issue 38: `record`'s report can't turn a committed run into a failure. It is printed before the
/// commit, so a report that can't be printed fails the run with nothing put in place (74), and a
/// run that exits 0 said what it wrote.
@Suite("record: the report and the files succeed or fail together")
struct RecordReportTests {
    @Test(
        "A standard output that refuses the report (full, closed) is 74 and the folder keeps its old set",
        arguments: ["> /dev/full", ">&-"], [false, true])
    func reportRefused(redirect: String, force: Bool) throws {
        let folder = try temporaryFolder()
        let script = """
            printf 'Output "a.txt"\\nOutput "b.cast"\\nKey Right\\n' > t.tape
            mkdir out
            \(force ? "echo old > out/a.txt; echo old > out/b.cast" : "")
            "$DUOSIM" record t.tape -o out \(force ? "--force" : "") 2> err \(redirect)
            echo "status=${PIPESTATUS[0]}"
            """
        let result = try runShell(script, in: folder)
        let error = (try? String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)) ?? ""
        #expect(result.stdout.contains("status=74"), "\(result.stdout) \(error)")
        #expect(error.hasPrefix("duosim: standard output: "), "\(error)")
        let left = listing(folder.appendingPathComponent("out"))
        #expect(left == (force ? ["a.txt", "b.cast"] : []), "nothing of the run, nothing staged: \(left)")
        if force {
            #expect(try String(contentsOf: folder.appendingPathComponent("out/a.txt"), encoding: .utf8) == "old\n")
        }
    }

    @Test("A run that exits 0 printed its report and wrote its files")
    func reportAndFiles() throws {
        let folder = try temporaryFolder()
        try "Output \"a.txt\"\nKey Right\n".write(
            to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        let result = try runBinary(["record", "t.tape", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote out/a.txt\n"))
        #expect(listing(folder.appendingPathComponent("out")) == ["a.txt"])
    }
}
