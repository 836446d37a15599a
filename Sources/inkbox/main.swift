import Foundation
import InkboxCommandLine

exit(Inkbox.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
