import DuosimCLI
import TestSupport
import Testing

/// The process's one exit status: a code of Docs/CONTRACT.md's, or a signal the UI ended on.
@Suite("Exit status: codes and signals")
struct ExitStatusTests {
    @Test("A signal's status is 128 + its number, as a shell reports it; a code's is the code")
    func rawValues() {
        #expect(ExitStatus.signal(15).rawValue == 143)
        #expect(ExitStatus.signal(2).rawValue == 130)
        #expect(ExitStatus.signal(1).rawValue == 129)
        #expect(ExitStatus.code(.ioError).rawValue == 74 && ExitStatus.success.rawValue == 0)
        #expect(ExitStatus.findings == .code(.findings) && ExitStatus.findings.rawValue == 1)
        #expect(ExitStatus.signal(15) != .code(.success))
    }

    @Test("Duosim.run gives the status back to main's exit, a CLIError's code as it is")
    func throughRun() {
        let console = Console(out: { _ in }, err: { _ in })
        #expect(Duosim.run(["--version"], console: console) == .success)
        #expect(Duosim.run(["no-such-command"], console: console) == .code(.usage))
        #expect(Duosim.run(["query", "--pose", "pretzel"], console: console).rawValue == 64)
    }
}
