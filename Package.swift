// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "duosim",
    products: [
        .executable(name: "duosim", targets: ["duosim"]),
        .library(name: "PoseEngine", targets: ["PoseEngine"]),
    ],
    targets: [
        // Geometry, profiles, hinge and poses, regions, windows, fold sides. Foundation only.
        .target(name: "PoseEngine"),
        // The command line: parsing and the commands. Thin; the binary only calls it.
        .target(name: "DuosimCLI", dependencies: ["PoseEngine"]),
        .executableTarget(name: "duosim", dependencies: ["DuosimCLI"]),
        .testTarget(name: "PoseEngineTests", dependencies: ["PoseEngine"]),
        .testTarget(name: "DuosimCLITests", dependencies: ["DuosimCLI", "PoseEngine", "duosim"]),
    ],
    swiftLanguageModes: [.v6]
)
