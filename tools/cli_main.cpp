// hitlab-cli: the command-line face of the core (docs/interfaces.md, "hitlab-cli"). No SDL, no GL.
#include "commands.hpp"
#include "descriptor_input.hpp"

#include <algorithm>
#include <iostream>
#include <string_view>
#include <vector>

namespace
{

constexpr std::string_view kUsage = R"(usage: hitlab-cli COMMAND [options]

commands:
  query [--algorithm NAME|default|all] [--trace] [--threads N]
                     read JSON Lines {"a": SHAPE, "b": SHAPE} on stdin, answer one line each
                     (on N threads, default one per core; the output is the same for any N)
  algorithms [--json] list every registered algorithm: pair, name, exact?, source, description
  bench [--json] [--filter SUBSTRING]
                     time every algorithm on fixed random batches (ns per test)
  accuracy [--json]  false-positive and false-negative rates of the approximate algorithms
  ccd [--json] [--motions N] [--seed S]
                     the rotational CCD accuracy study of the thesis, in 2D
  frame SCENE.json [--json] [--frames N]
                     time the sandbox's collision pass on a scene
)";

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help")
    {
        std::cout << kUsage;
        return args.empty() ? 2 : 0;
    }
    if (std::find(args.begin(), args.end(), "--help") != args.end() ||
        std::find(args.begin(), args.end(), "-h") != args.end())
    {
        std::cout << kUsage;
        return 0;
    }
    const std::string_view command = args[0];
    const hitlab::cli::Arguments rest(args.data() + 1, args.size() - 1);
    if (command == "query")
    {
        // Read straight from the descriptor, so that an interactive line is answered when it arrives.
        hitlab::cli::DescriptorInput standardInput(0);
        std::istream in(&standardInput);
        return hitlab::cli::runQuery(rest, in, std::cout, std::cerr);
    }
    if (command == "algorithms")
    {
        return hitlab::cli::runAlgorithms(rest, std::cout, std::cerr);
    }
    if (command == "bench")
    {
        return hitlab::cli::runBench(rest, std::cout, std::cerr);
    }
    if (command == "accuracy")
    {
        return hitlab::cli::runAccuracy(rest, std::cout, std::cerr);
    }
    if (command == "ccd")
    {
        return hitlab::cli::runCcd(rest, std::cout, std::cerr);
    }
    if (command == "frame")
    {
        return hitlab::cli::runFrame(rest, std::cout, std::cerr);
    }
    std::cerr << "Error: unknown command \"" << command << "\"\n\n" << kUsage;
    return 2;
}
