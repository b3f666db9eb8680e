// swift-tools-version:6.0
import PackageDescription

// Linux finds ncursesw where the distribution puts it (Debian's pkg-config file only adds
// defines SwiftPM refuses); macOS needs Homebrew's, which is keg-only and found through its file.
#if os(macOS)
    let ncursesPkgConfig: String? = "ncursesw"
#else
    let ncursesPkgConfig: String? = nil
#endif

let package = Package(
    name: "duosim",
    // The library's floor on Apple platforms (Linux has none): iOS 16 is the oldest iOS most teams
    // still ship to, macOS 13 its contemporary, and the standard library offers Regex and clocks
    // there. PoseEngine uses nothing newer (`AvailabilityTests` holds the list of what it may not).
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "duosim", targets: ["duosim"]),
        .library(name: "PoseEngine", targets: ["PoseEngine"]),
        // What a team's tests need beside PoseEngine: every state to walk, folds and occlusions
        // anywhere, checks that name the state that failed, CGRect conversions, profile files.
        .library(name: "PoseEngineTesting", targets: ["PoseEngineTesting"]),
        // Text snapshots at every state of a matrix (`query`'s JSON, `render`'s picture), kept
        // apart so the kit stays light: it brings the renderer and the reports (Docs/LIBRARY.md).
        .library(name: "PoseEngineSnapshotTesting", targets: ["PoseEngineSnapshotTesting"]),
    ],
    targets: [
        // Geometry, profiles, hinge and poses, regions, windows, fold sides. The C library only: no Foundation.
        .target(name: "PoseEngine"),
        // The test kit (Docs/LIBRARY.md). Not part of the binary: it may use Foundation (URL, CGRect on Linux).
        // Reports: the words of its failure messages (a finding's message, a move's description).
        .target(name: "PoseEngineTesting", dependencies: ["PoseEngine", "Reports"]),
        // Snapshots of a matrix's states, recorded and verified beside the test (Docs/LIBRARY.md).
        .target(
            name: "PoseEngineSnapshotTesting",
            dependencies: ["PoseEngineTesting", "PoseEngine", "Reports", "Simulator", "CellGrid"]),
        // The engine's answers as text and JSON: audit and sweep reports, exit codes, query JSON.
        .target(name: "Reports", dependencies: ["PoseEngine"]),
        // Restores the terminal from a crash signal handler, and removes staged files on a signal
        // (async-signal-safe C).
        .target(name: "CTerminalRestore"),
        // The program's edge with files: bounded reading, the one way to write a file (staged,
        // checked, all or nothing), the output path rules, profile loading. Beside the command line.
        .target(name: "FileIO", dependencies: ["PoseEngine", "CTerminalRestore"]),
        // SimState, actions, the reducer, the key map; later the script parser and replayer.
        .target(name: "Simulator", dependencies: ["PoseEngine"]),
        // The web pages' scripts and styles: real .js and .css files in its web/ folder, embedded
        // at build time by the EmbedWeb plugin (Docs/ARCHITECTURE.md, "Web code").
        .target(name: "DemoWeb", exclude: ["web"], plugins: ["EmbedWeb"]),
        // Writes files as Swift raw string literals: the EmbedWeb plugin's tool (host only).
        .executableTarget(name: "EmbedText"),
        .plugin(name: "EmbedWeb", capability: .buildTool(), dependencies: ["EmbedText"]),
        // Cells, styles, the point→cell projection, the screen renderer and the exporters.
        .target(name: "CellGrid", dependencies: ["PoseEngine", "Reports", "Simulator", "DemoWeb", "CTerminalRestore"]),
        // One loop for the live UI and the headless replay: the backend seam, input, effects; the
        // tape's outputs, pictures among them (through Pixels).
        .target(name: "Runtime", dependencies: ["PoseEngine", "Simulator", "CellGrid", "FileIO", "Pixels"]),
        // ncurses, seen from Swift: a module map and static inline shims. The wide-character
        // library, ncursesw: Debian's libncurses-dev, or on macOS Homebrew's ncurses (keg-only,
        // found through its pkg-config file: README, Setup).
        .systemLibrary(
            name: "CNcurses", pkgConfig: ncursesPkgConfig, providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        // The pictures' C libraries, found through pkg-config as ncurses is: FreeType draws the
        // glyphs, libpng writes PNG, giflib writes GIF (README, Setup). Nothing of theirs is
        // written here.
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        // C beside them: libpng's calls (its errors longjmp, which Swift can't catch) and the
        // embedded data, byte arrays made by .ci/embed-pixel-data.py from the files it excludes:
        // the fonts (JetBrains Mono, VHS's default, and DejaVu Sans Mono, with their licences) and
        // VHS's named themes (MIT).
        .target(name: "CPixels", dependencies: ["CPNG"], exclude: ["Fonts", "Themes"]),
        // Pixels from the virtual terminal, as VHS draws them: themes, the font's cells, box
        // drawing on the grid, the window's frame; PNG, GIF, frames and video through ffmpeg.
        .target(
            name: "Pixels",
            dependencies: [
                "CellGrid", "PoseEngine", "FileIO", "CTerminalRestore", "CFreeType", "CPNG", "CGIF", "CPixels",
            ]),
        // The only code that touches ncurses.
        .target(
            name: "Terminal",
            dependencies: ["CNcurses", "CTerminalRestore", "CellGrid", "Simulator", "Runtime", "FileIO"]),
        // The command line: parsing and the commands. Thin; the binary only calls it.
        .target(
            name: "DuosimCLI",
            dependencies: [
                "PoseEngine", "Reports", "Simulator", "CellGrid", "Runtime", "Terminal", "CTerminalRestore", "FileIO",
                "Pixels",
            ]),
        // Release builds are static executables (the Swift runtime, ncurses and the C library
        // linked in, so nothing is left for the dynamic loader): a third less memory and a start
        // 1.5 ms sooner (Docs/PERFORMANCE.md). ncurses' terminfo half, libtinfo, is named because a
        // static link doesn't follow libncursesw's own dependency. Linux only: macOS has no static
        // executables. Debug builds stay dynamic for quick links.
        .executableTarget(
            name: "duosim", dependencies: ["DuosimCLI"],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-executable", "-Xlinker", "-ltinfo",
                        // What the pictures' static libraries need in turn (`pkg-config --static
                        // --libs freetype2 libpng`): zlib, and Debian's FreeType is built with brotli.
                        "-Xlinker", "-lpng16", "-Xlinker", "-lz", "-Xlinker", "-lbrotlidec", "-Xlinker",
                        "-lbrotlicommon", "-Xlinker", "-lm",
                    ], .when(platforms: [.linux], configuration: .release))
            ]),
        // What the tests share: goldens and their diff, DUOSIM_RECORD, the repository's root, the
        // fixtures (the bundled device, its apps, states at its poses), running the binary, tmux,
        // a GIF read back through giflib.
        .target(
            name: "TestSupport", dependencies: ["PoseEngine", "Simulator", "CellGrid", "FileIO", "Pixels"],
            path: "Tests/TestSupport"),
        .testTarget(
            name: "PoseEngineTests", dependencies: ["TestSupport", "PoseEngine", "FileIO"], exclude: ["API"]),
        .testTarget(
            name: "ReportsTests", dependencies: ["TestSupport", "Reports", "PoseEngine", "FileIO", "Simulator"],
            exclude: ["Fixtures"]),
        .testTarget(name: "PoseEngineTestingTests", dependencies: ["TestSupport", "PoseEngineTesting", "PoseEngine"]),
        .testTarget(
            name: "PoseEngineSnapshotTestingTests",
            dependencies: ["TestSupport", "PoseEngineSnapshotTesting", "PoseEngineTesting", "PoseEngine"],
            exclude: ["__Snapshots__", "my-app.json"]),
        .testTarget(name: "SimulatorTests", dependencies: ["TestSupport", "Simulator", "PoseEngine", "FileIO"]),
        .testTarget(name: "FileIOTests", dependencies: ["TestSupport", "FileIO", "PoseEngine"]),
        .testTarget(
            name: "CellGridTests",
            dependencies: [
                "TestSupport", "CellGrid", "Reports", "Simulator", "PoseEngine", "Runtime", "FileIO", "Pixels",
            ],
            exclude: ["Goldens"]),
        .testTarget(
            name: "PixelsTests",
            dependencies: ["TestSupport", "Pixels", "CellGrid", "PoseEngine", "Simulator", "CPixels", "CGIF"]),
        .testTarget(
            name: "RuntimeTests",
            dependencies: ["TestSupport", "Runtime", "CellGrid", "Simulator", "PoseEngine", "FileIO", "Pixels"]),
        .testTarget(
            name: "DuosimCLITests",
            dependencies: [
                "TestSupport", "DuosimCLI", "PoseEngine", "Simulator", "CellGrid", "Runtime", "FileIO", "DemoWeb",
                "Pixels", "duosim",
            ],
            exclude: ["FuzzCorpus", "export-check.html", "cdp.py"]),
    ],
    swiftLanguageModes: [.v6]
)
