#version 330 core
// Signed distance of every shape kind, evaluated per pixel: crisp anti-aliased fill and outline at any
// zoom. Distances are in world units (negative inside) and converted to pixels with uZoom.
// KIND_POINT ... KIND_FAN are defined by the renderer (primitiveKindDefines in app/renderer.hpp), and
// SINGLE_KIND when the program draws that kind alone: the other branches then compile away, which a
// software rasteriser needs (it runs every branch for every fragment; app/draw_order.hpp). Every kind has
// a branch of its own, keyed by its KIND_ define. PIXEL_ANCHORED when the renderer shades for a kept
// canvas (Renderer::setShading), FLAT_POLYGON_VERTICES when shape.vert hands over a small polygon's
// vertices (kFlatPolygonProgram in app/renderer.hpp).

#ifdef PIXEL_ANCHORED
flat in vec2 vOriginFromAnchor;
#else
in vec2 vLocal;
#endif
flat in vec4 vP0;
flat in vec4 vP1;
flat in vec4 vFill;
flat in vec4 vLine;
flat in vec4 vMeta;
flat in vec2 vFanEdge;

uniform float uZoom;
#ifdef PIXEL_ANCHORED
uniform vec2 uAnchorPixel;    // the anchor in the window, gl_FragCoord's frame, on whole 1/1024ths of a pixel
uniform float uWorldPerPixel; // 1 / uZoom: a division per pixel costs a software rasteriser more
#endif
uniform samplerBuffer uPolygons; // polygon vertices (RG32F), relative to each polygon's origin

out vec4 fragColor;

// Local frame of a shape turned by the angle whose cosine and sine are cs.
vec2 unrotate(vec2 p, vec2 cs)
{
    return vec2(cs.x * p.x + cs.y * p.y, -cs.y * p.x + cs.x * p.y);
}

float distanceToSegment(vec2 p, vec2 a, vec2 b)
{
    vec2 ab = b - a;
    float len2 = dot(ab, ab);
    float t = len2 > 0.0 ? clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    return length(p - (a + ab * t));
}

float sdBox(vec2 p, vec2 halfSize)
{
    vec2 d = abs(p) - halfSize;
    return length(max(d, vec2(0.0))) + min(max(d.x, d.y), 0.0);
}

// Distance to the ellipse boundary to first order: the implicit function length(p / r) - 1 divided by
// its gradient's length. Exact on the boundary, which is all anti-aliasing and outlines need.
float sdEllipse(vec2 p, vec2 r)
{
    float k0 = length(p / r);
    float k1 = length(p / (r * r));
    if (k1 < 1e-12)
    {
        return -min(r.x, r.y);
    }
    return k0 * (k0 - 1.0) / k1;
}

// The edge prev -> next of a convex, counter-clockwise polygon: p right of it is outside, and its
// distance to p joins the nearest so far.
void addPolygonEdge(vec2 p, vec2 prev, vec2 next, inout float nearest, inout bool inside)
{
    vec2 e = next - prev;
    vec2 w = p - prev;
    if (e.x * w.y - e.y * w.x < 0.0)
    {
        inside = false;
    }
    nearest = min(nearest, distanceToSegment(p, prev, next));
}

// Convex, counter-clockwise polygon: inside when left of every edge; distance to the nearest edge.
float sdConvexPolygon(vec2 p, int offset, int count)
{
    float nearest = 1e30;
    bool inside = true;
    vec2 prev = texelFetch(uPolygons, offset + count - 1).xy;
    for (int i = 0; i < count; ++i)
    {
        vec2 v = texelFetch(uPolygons, offset + i).xy;
        addPolygonEdge(p, prev, v, nearest, inside);
        prev = v;
    }
    return inside ? -nearest : nearest;
}

#ifdef FLAT_POLYGON_VERTICES
#if FLAT_POLYGON_VERTICES != 8
#error "sdFlatPolygon takes eight vertices"
#endif
flat in vec4 vCorners[4];

// sdConvexPolygon of a polygon whose vertices shape.vert handed over (count <= 8): the same edges through
// the same addPolygonEdge, so the same distance and side; taken in another order, which neither the least
// distance nor "left of every edge" depends on.
float sdFlatPolygon(vec2 p, int count)
{
    vec2 v[8] = vec2[8](vCorners[0].xy, vCorners[0].zw, vCorners[1].xy, vCorners[1].zw, vCorners[2].xy,
                        vCorners[2].zw, vCorners[3].xy, vCorners[3].zw);
    float nearest = 1e30;
    bool inside = true;
    for (int i = 0; i < 8; ++i)
    {
        if (i < count)
        {
            addPolygonEdge(p, v[i], i + 1 < count ? v[min(i + 1, 7)] : v[0], nearest, inside);
        }
    }
    return inside ? -nearest : nearest;
}
#endif

// Annular sector in its local frame (axis along +x): the intersection of the ring r..R and the wedge
// |angle| <= halfAngle. The wedge's distance uses its upper boundary ray after folding y >= 0.
float sdFan(vec2 p, float halfAngle, vec2 edge, float rInner, float rOuter)
{
    float radius = length(p);
    // The nearer of the two circles, without the ring's middle: a middle and a half width of a very large
    // ring cancel to nothing in single precision.
    float ring = max(rInner - radius, radius - rOuter);
    if (halfAngle >= 3.14159265)
    {
        return ring;
    }
    vec2 q = vec2(p.x, abs(p.y));
    float along = dot(q, edge);
    float toRay = along > 0.0 ? abs(q.x * edge.y - q.y * edge.x) : radius;
    bool inWedge = q.x * edge.y - q.y * edge.x >= 0.0;
    float wedge = inWedge ? -toRay : toRay;
    return max(ring, wedge);
}

void main()
{
#ifdef SINGLE_KIND
    const int kind = SINGLE_KIND;
#else
    int kind = int(vMeta.x + 0.5);
#endif
#ifdef PIXEL_ANCHORED
    // Relative to the primitive's origin, world units. The first difference is exact, and the same for
    // a pixel and the one a pan by whole pixels takes it to. (Reading gl_FragCoord costs llvmpipe about a
    // tenth more per pixel than the interpolated vLocal, so only a kept canvas shades this way.)
    vec2 p = ((gl_FragCoord.xy - uAnchorPixel) - vOriginFromAnchor) * uWorldPerPixel;
#else
    vec2 p = vLocal;
#endif
    float d = 0.0; // pixels
    if (kind == KIND_POINT) // a disc of vP0.z pixels
    {
        d = length(p) * uZoom - vP0.z;
    }
    else if (kind == KIND_CIRCLE)
    {
        d = (length(p) - vP0.z) * uZoom;
    }
    else if (kind == KIND_ELLIPSE)
    {
        d = sdEllipse(unrotate(p, vP1.xy), vP0.zw) * uZoom;
    }
    else if (kind == KIND_RECT)
    {
        d = sdBox(unrotate(p, vP1.xy), vP0.zw) * uZoom;
    }
    else if (kind == KIND_POLYGON)
    {
#ifdef FLAT_POLYGON_VERTICES
        d = sdFlatPolygon(p, int(vP0.w + 0.5)) * uZoom;
#else
        d = sdConvexPolygon(p, int(vP0.z + 0.5), int(vP0.w + 0.5)) * uZoom;
#endif
    }
    else if (kind == KIND_SEGMENT) // a line vP1.x pixels thick on each side, dashed every vP1.y pixels
    {
        d = distanceToSegment(p, vec2(0.0), vP0.zw) * uZoom - vP1.x;
        if (vP1.y > 0.0)
        {
            float len = length(vP0.zw);
            float along = len > 0.0 ? dot(p, vP0.zw / len) * uZoom : 0.0;
            if (mod(along, 2.0 * vP1.y) > vP1.y)
            {
                discard;
            }
        }
    }
    else if (kind == KIND_CAPSULE)
    {
        d = (distanceToSegment(p, vec2(0.0), vP0.zw) - vP1.x) * uZoom;
    }
    else if (kind == KIND_FAN)
    {
        d = sdFan(unrotate(p, vP0.zw), vP1.x, vFanEdge, vP1.y, vP1.z) * uZoom;
    }
    else
    {
        // A kind without its branch here: its whole quad in magenta, seen at once rather than drawn as
        // another kind.
        fragColor = vec4(1.0, 0.0, 1.0, 1.0);
        return;
    }

    float coverage = clamp(0.5 - d, 0.0, 1.0);
    float outline = vMeta.y;
    float lineMix = outline > 0.0 ? clamp(d + outline + 0.5, 0.0, 1.0) : 0.0;
    vec4 color = mix(vFill, vLine, lineMix);
    color.a *= coverage;
    if (color.a <= 0.0)
    {
        discard;
    }
    fragColor = color;
}
