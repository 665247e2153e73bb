// Compiles against the installed headers only and exits non-zero unless both answers are true.
#include <hitlab/hitlab.hpp>

#include <cstdio>

int main()
{
    hitlab::Circle a{{0.0, 0.0}, 10.0}, b{{15.0, 0.0}, 6.0};
    const bool typed = hitlab::overlap(a, b);
    const bool visited = hitlab::overlap(hitlab::Shape{a}, hitlab::Shape{b});
    std::printf("overlap(Circle, Circle): %s, overlap(Shape, Shape): %s\n", typed ? "true" : "false",
                visited ? "true" : "false");
    return typed && visited ? 0 : 1;
}
