import DuosimCLI
import Foundation

exit(Duosim.run(Array(CommandLine.arguments.dropFirst())))
