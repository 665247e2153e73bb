// libFuzzer harness: one shape object, as hitlab-cli query and the scene reader see it. Besides not
// crashing, hanging or tripping a sanitizer, the reader must keep its promises: a shape it returns
// passes validateShape, writes back to JSON and reads back as the same shape, and answers every exact
// query against a few fixed shapes with a finite or well-defined result.
#include "hitlab/overlap.hpp"
#include "json_text.hpp"
#include "shape_json.hpp"

#include <cmath>
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
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const io::ParsedJson document = io::parseJson(text);
    if (!document)
    {
        require(!document.error.empty());
        return 0;
    }
    const io::Parsed<Shape> shape = io::shapeFromJson(document.value, "a");
    if (!shape)
    {
        require(!shape.error.empty() && shape.error.size() < 4096);
        return 0;
    }
    require(!validateShape(*shape.value).has_value());
    const io::Parsed<Shape> again = io::shapeFromJson(io::shapeToJson(*shape.value), "a");
    require(again.value.has_value());
    require(io::shapeToJson(*again.value) == io::shapeToJson(*shape.value));
    const Shape partners[] = {Point{{0.0, 0.0}}, Circle{{10.0, -5.0}, 20.0},
                              Fan{{0.0, 0.0}, 1.0, 2.5, 3.0, 40.0}};
    for (const Shape& partner : partners)
    {
        const bool overlap = hitlab::overlap(*shape.value, partner);
        require(overlap == hitlab::overlap(partner, *shape.value));
        const SignedDistance distance = hitlab::distance(*shape.value, partner);
        require(!std::isnan(distance.value));
    }
    return 0;
}
