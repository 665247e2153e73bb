#include "query_corpus.hpp"

#include "shape_json.hpp"
#include "testing/random_shapes.hpp"

#include <random>

namespace hitlab::cli
{

std::string queryCorpus(std::size_t lines, std::uint64_t seed,
                        std::optional<std::pair<ShapeKind, ShapeKind>> only)
{
    std::mt19937_64 rng(seed);
    std::string text;
    for (std::size_t i = 0; i < lines; ++i)
    {
        const auto pair = static_cast<int>(i % (kShapeKindCount * kShapeKindCount));
        const Shape a = randomShape(only ? only->first : static_cast<ShapeKind>(pair / kShapeKindCount), rng);
        const Shape b =
            randomShape(only ? only->second : static_cast<ShapeKind>(pair % kShapeKindCount), rng);
        text += nlohmann::json{{"a", io::shapeToJson(a)}, {"b", io::shapeToJson(b)}}.dump();
        text += '\n';
    }
    return text;
}

} // namespace hitlab::cli
