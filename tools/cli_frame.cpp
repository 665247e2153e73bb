// `hitlab-cli frame SCENE.json`: times the sandbox's per-frame collision pass (CollisionPass from
// hitlab/broadphase.hpp, the very object the sandbox runs) on a scene and counts its contacts.
#include "cli_args.hpp"
#include "hitlab/broadphase.hpp"
#include "shape_json.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <thread>

namespace hitlab::cli
{

namespace
{

constexpr long long kMaxFrames = 100000;
constexpr long long kMaxThreads = 256;

} // namespace

int runFrame(Arguments args, std::ostream& out, std::ostream& err)
{
    OptionReader options(args, {"--json"}, {"--frames", "--threads"}, true);
    // Each frame keeps its time (8 bytes) for the median, and each thread is a real one: bounded so
    // that a mistyped count is refused instead of running for hours or spawning a million threads.
    const long long frames = options.integer("--frames", 30, 1, kMaxFrames);
    const long long threads =
        options.integer("--threads", std::max(1u, std::thread::hardware_concurrency()), 1, kMaxThreads);
    if (options.error().empty() && options.positional().size() != 1)
    {
        err << "Error: frame: give exactly one scene file (hitlab-cli frame SCENE.json [--json] [--frames "
               "N])\n";
        return 2;
    }
    if (!options.error().empty())
    {
        err << "Error: frame: " << options.error() << "\n";
        return 2;
    }
    const io::Parsed<Scene> scene = io::loadScene(std::string(options.positional()[0]));
    if (!scene)
    {
        err << "Error: " << scene.error << "\n";
        return 1;
    }
    const AlgorithmTable table = algorithmTableFor(scene.value->algorithms);
    CollisionPass pass(static_cast<int>(threads));
    std::vector<double> milliseconds;
    for (long long f = 0; f < frames; ++f)
    {
        const auto start = std::chrono::steady_clock::now();
        pass.run(scene.value->shapes, &SceneShape::shape, table);
        milliseconds.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::nth_element(milliseconds.begin(), milliseconds.begin() + milliseconds.size() / 2,
                     milliseconds.end());
    const double median = milliseconds[milliseconds.size() / 2];
    nlohmann::json result = {{"shapes", scene.value->shapes.size()},
                             {"candidate_pairs", pass.candidates().size()},
                             {"contacts", pass.contacts().size()},
                             {"ms_per_frame", median},
                             {"frames", frames},
                             {"threads", pass.threadCount()}};
    // More candidate pairs than the pass tests (shapes piled on one spot): the counts are a lower bound.
    if (pass.capped())
    {
        result["candidate_pairs_capped_at"] = pass.pairLimit();
    }
    if (options.flag("--json"))
    {
        out << result.dump() << '\n';
    }
    else
    {
        out << "shapes           " << scene.value->shapes.size() << "\n"
            << "candidate pairs  " << pass.candidates().size() << "\n"
            << "contacts         " << pass.contacts().size() << "\n"
            << "ms per frame     " << median << " (median of " << frames << ", " << pass.threadCount()
            << " threads)\n";
        if (pass.capped())
        {
            out << "capped           more candidate pairs than the pass tests (" << pass.pairLimit()
                << "): the counts above are lower bounds\n";
        }
    }
    return 0;
}

} // namespace hitlab::cli
