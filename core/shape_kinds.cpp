#include "hitlab/shape_kinds.hpp"

#include <utility>

namespace hitlab
{

namespace
{

template <std::size_t... alternative>
Shape defaultAlternative(std::size_t index, std::index_sequence<alternative...>)
{
    Shape shape;
    (void)((index == alternative ? (shape = std::variant_alternative_t<alternative, Shape>{}, true)
                                 : false) ||
           ...);
    return shape;
}

} // namespace

Shape defaultShapeOfKind(ShapeKind kind)
{
    return defaultAlternative(static_cast<std::size_t>(kind),
                              std::make_index_sequence<std::variant_size_v<Shape>>{});
}

} // namespace hitlab
