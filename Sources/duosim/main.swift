import DuosimCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(Duosim.run(Array(CommandLine.arguments.dropFirst())))
