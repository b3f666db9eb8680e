import Foundation
import TestSupport
import Testing

// The tests of `duosim bench` (Sources/DuosimCLI/Commands/BenchCommand.swift): what it prints, never how fast.

@Suite("duosim bench (binary)")
struct BenchEndToEndTests {
    @Test("bench --quick --json prints every figure with its unit (nothing is timed here)")
    func figures() throws {
        let result = try runBinary(["bench", "--quick", "--only", "bytes", "--json"])
        #expect(result.status == 0)
        let json = try result.json()
        let figures = try #require(json["figures"] as? [[String: Any]])
        #expect(
            figures.map { $0["name"] as? String } == [
                "bytes per 1° hinge step at 160×48", "cells changed per 1° hinge step at 160×48",
            ])
        #expect(figures.allSatisfy { $0["median"] is NSNumber && $0["unit"] is String })
        #expect(try runBinary(["bench", "--only", "everything"]).status == 64)
    }
}
