// libFuzzer harness: a scene file's text, as hitlab, hitlab-cli frame and the sandbox's File > Open
// read it. A scene that is read must write back and read back the same, and one frame of the
// collision pass (the sandbox's per-frame work) must run on it, with its candidate pairs bounded.
#include "hitlab/broadphase.hpp"
#include "shape_json.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace
{

void require(bool promise)
{
    if (!promise)
    {
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace hitlab;
    const io::Parsed<Scene> scene =
        io::sceneFromText(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!scene)
    {
        require(!scene.error.empty() && scene.error.size() < 4096);
        return 0;
    }
    const nlohmann::json written = io::sceneToJson(*scene.value);
    const io::Parsed<Scene> again = io::sceneFromText(written.dump());
    require(again.value.has_value());
    require(io::sceneToJson(*again.value) == written);

    // Small limit: a fuzzed scene of a few hundred shapes on one spot must not take a second a run.
    constexpr std::size_t kPairLimit = 20000;
    CollisionPass pass;
    pass.setPairLimit(kPairLimit);
    pass.run(scene.value->shapes, &SceneShape::shape, algorithmTableFor(scene.value->algorithms));
    require(pass.candidates().size() <= kPairLimit);
    return 0;
}
