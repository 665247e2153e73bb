#include "exact.hpp"
#include "geometry.hpp"

namespace hitlab
{
} // namespace hitlab
