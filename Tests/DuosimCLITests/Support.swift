import DuosimCLI
import Foundation
import Synchronization
import TestSupport
import Testing

/// Runs the command line in this process.
func runInProcess(_ words: [String]) -> RunResult {
    let out = Mutex(""), err = Mutex("")
    let console = Console(out: { text in out.withLock { $0 += text } }, err: { text in err.withLock { $0 += text } })
    let status = Duosim.run(words, console: console).rawValue
    return RunResult(status: status, stdout: out.withLock { $0 }, stderr: err.withLock { $0 })
}

extension Dictionary where Key == String, Value == Any {
    subscript(path path: String) -> Any? {
        var current: Any? = self
        for part in path.split(separator: ".") {
            if let index = Int(part) {
                current = (current as? [Any]).flatMap { index < $0.count ? $0[index] : nil }
            } else {
                current = (current as? [String: Any])?[String(part)]
            }
        }
        return current
    }

    func number(_ path: String) -> Double? { (self[path: path] as? NSNumber)?.doubleValue }
    func string(_ path: String) -> String? { self[path: path] as? String }
}
