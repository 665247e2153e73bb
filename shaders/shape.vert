#version 330 core
// One instanced quad per shape or overlay primitive. The quad covers the primitive plus a pixel for
// anti-aliasing; shape.frag decides coverage from a signed distance.
//
// Frame: world units, y up. The canvas mapping of docs/interfaces.md:
//   screen_x = W/2 + (x - cx) * zoom,  screen_y = H/2 - (y - cy) * zoom  (screen y down),
// which in normalised device coordinates (y up) is ndc = 2 * (world - center) * zoom / viewport.

layout(location = 0) in vec2 aCorner; // (0, 0) .. (1, 1)
layout(location = 1) in vec4 iBounds; // world min.xy, max.xy of the primitive
layout(location = 2) in vec4 iP0;     // xy: the primitive's origin in the world; zw: kind parameters
layout(location = 3) in vec4 iP1;     // more kind parameters
layout(location = 4) in vec4 iFill;   // RGBA 0..1
layout(location = 5) in vec4 iLine;   // RGBA 0..1
layout(location = 6) in vec4 iMeta;   // kind, outline width (px), ring piece, ring pieces (0: whole)

uniform vec2 uViewport; // pixels
uniform vec2 uCenter;   // world point at the centre of the viewport
uniform float uZoom;    // pixels per world unit
#ifdef PIXEL_ANCHORED
// The view's anchor (app/canvas/batch.hpp): shape.frag measures each pixel from the primitive's origin
// placed from it, so that a pan by whole pixels shades every pixel exactly as the pixel it came from (the
// kept canvas copies the picture moved, app/kept_canvas.hpp).
uniform vec2 uAnchorWorld;
flat out vec2 vOriginFromAnchor; // iP0.xy from uAnchorWorld, pixels
#else
out vec2 vLocal; // position relative to iP0.xy, world units
#endif
flat out vec4 vP0;
flat out vec4 vP1;
flat out vec4 vFill;
flat out vec4 vLine;
flat out vec4 vMeta;
flat out vec2 vFanEdge; // a fan's edge direction (cos, sin of its half-angle): once per primitive, not per pixel
#ifdef FLAT_POLYGON_VERTICES
// A polygon of at most FLAT_POLYGON_VERTICES vertices (relative to iP0.xy), two to an input, read from
// the buffer here for each corner of the quad rather than in shape.frag for each pixel.
uniform samplerBuffer uPolygons;
flat out vec4 vCorners[FLAT_POLYGON_VERTICES / 2];
#endif

// KIND_POINT ... KIND_FAN are defined by the renderer (primitiveKindDefines in app/renderer.hpp).
const float kPoint = float(KIND_POINT);
const float kSegment = float(KIND_SEGMENT);
const float kRect = float(KIND_RECT);
const float kEllipse = float(KIND_ELLIPSE);
const float kCapsule = float(KIND_CAPSULE);

// Every fragment of the quad is shaded, and a software rasteriser pays for each, so the quad hugs the
// primitive: coverage ends half a pixel outside its boundary (outlines lie inside it), and the quad
// reaches a sixteenth of a pixel past that where shape.frag's distance is exact, a whole pixel past the
// boundary for ellipses and fans, whose distances outside are estimates (quadPadPx in
// app/model/outline_rings.hpp). A turned rect or ellipse, a segment and a capsule get a quad along their
// own axes rather than their bounding box. quadPixelBox in app/canvas/batch.cpp computes the same
// corners.
#if defined(SINGLE_KIND) && SINGLE_KIND != KIND_ELLIPSE && SINGLE_KIND != KIND_FAN
const float kPadPx = 0.5625;
#else
const float kPadPx = 1.0;
#endif

vec2 turned(vec2 v, vec2 cs)
{
    return vec2(cs.x * v.x - cs.y * v.y, cs.y * v.x + cs.x * v.y);
}

void main()
{
#ifdef SINGLE_KIND
    // The renderer draws each kind with its own program, so the other kinds' branches compile away:
    // llvmpipe runs every branch for every vertex otherwise, and a zoom of stress_10k shades 30,000.
    const float kind = float(SINGLE_KIND);
#else
    float kind = iMeta.x;
#endif
    // Points and segments have sizes in pixels (they have no area in the world).
    float extraPx = 0.0;
    if (kind == kPoint)
    {
        extraPx = iP0.z;
    }
    else if (kind == kSegment)
    {
        extraPx = iP1.x;
    }
    float padWorld = (kPadPx + extraPx) / uZoom;
    vec2 world;
    // The quad's bounding box (not for a ring's piece, which is small).
    bool boxed = true;
    vec2 boxLo;
    vec2 boxHi;
    float axisLength = length(iP0.zw);
    if ((kind == kSegment || kind == kCapsule) && axisLength > 0.0)
    {
        // A long diagonal line would otherwise shade (and discard) most of the window.
        float reach = padWorld + (kind == kCapsule ? iP1.x : 0.0);
        vec2 along = iP0.zw / axisLength;
        vec2 across = vec2(-along.y, along.x);
        world = iP0.xy + along * mix(-reach, axisLength + reach, aCorner.x) +
                across * mix(-reach, reach, aCorner.y);
        vec2 end = iP0.xy + iP0.zw;
        vec2 spread = vec2(reach * (abs(along.x) + abs(along.y)));
        boxLo = min(iP0.xy, end) - spread;
        boxHi = max(iP0.xy, end) + spread;
    }
    else if (kind == kEllipse && iMeta.w > 0.5)
    {
        // Piece iMeta.z of iMeta.w of a large circle drawn as an outline only (cutOutlineRings and
        // ringPieceCorners in app/model/outline_rings.hpp): from just inside its outline band to the pad
        // outside, the outer corners pushed out so that the chord between them stays outside the circle.
        // The pieces' shared corners come from the same numbers, so no pixel falls between two pieces.
        const float kTurn = 6.283185307179586;
        float from = kTurn * iMeta.z / iMeta.w;
        float to = kTurn * (iMeta.z + 1.0) / iMeta.w;
        float inner = max(iP0.z - (iMeta.y + 0.5 + kPadPx) / uZoom, 0.0);
        float outer = (iP0.z + kPadPx / uZoom) / cos(0.5 * kTurn / iMeta.w);
        float angle = aCorner.x > 0.5 ? to : from;
        float radius = aCorner.y > 0.5 ? outer : inner;
        world = iP0.xy + radius * vec2(cos(angle), sin(angle));
        boxed = false;
    }
    else if (kind == kRect || kind == kEllipse)
    {
        vec2 halfSize = iP0.zw + vec2(padWorld);
        world = iP0.xy + turned(mix(-halfSize, halfSize, aCorner), iP1.xy);
        vec2 cs = abs(iP1.xy);
        vec2 spread = vec2(cs.x * halfSize.x + cs.y * halfSize.y, cs.y * halfSize.x + cs.x * halfSize.y);
        boxLo = iP0.xy - spread;
        boxHi = iP0.xy + spread;
    }
    else
    {
        boxLo = iBounds.xy - vec2(padWorld);
        boxHi = iBounds.zw + vec2(padWorld);
        world = mix(boxLo, boxHi, aCorner);
    }
    // A primitive far larger than the view (the scene format allows 1e15 across, the zoom 1000): from
    // about 1e11 pixels its corners lie so far outside the clip volume that clipping, in single precision,
    // loses parts of its triangles. Its bounding box cut to the view and a viewport's margin around it
    // holds every pixel it lights in view (and stays within quadPixelBox in app/canvas/batch.cpp). A
    // primitive inside that margin keeps its own quad, so its pixels stay as they were.
    vec2 guardLo = uCenter - 1.5 * uViewport / uZoom;
    vec2 guardHi = uCenter + 1.5 * uViewport / uZoom;
    if (boxed && (any(lessThan(boxLo, guardLo)) || any(greaterThan(boxHi, guardHi))))
    {
        vec2 lo = max(boxLo, guardLo);
        world = mix(lo, max(min(boxHi, guardHi), lo), aCorner);
    }

#ifdef PIXEL_ANCHORED
    // Added to the anchor's pixel only in shape.frag: a fused multiply-add would round by where it is.
    vOriginFromAnchor = (iP0.xy - uAnchorWorld) * uZoom;
#else
    vLocal = world - iP0.xy;
#endif
    vP0 = iP0;
    vP1 = iP1;
    vFill = iFill;
    vLine = iLine;
    vMeta = iMeta;
#if defined(SINGLE_KIND) && SINGLE_KIND != KIND_FAN
    vFanEdge = vec2(0.0);
#else
    vFanEdge = vec2(cos(iP1.x), sin(iP1.x));
#endif
#ifdef FLAT_POLYGON_VERTICES
    int firstVertex = int(iP0.z + 0.5);
    int vertexCount = int(iP0.w + 0.5);
    for (int i = 0; i < FLAT_POLYGON_VERTICES / 2; ++i)
    {
        vec2 even = 2 * i < vertexCount ? texelFetch(uPolygons, firstVertex + 2 * i).xy : vec2(0.0);
        vec2 odd = 2 * i + 1 < vertexCount ? texelFetch(uPolygons, firstVertex + 2 * i + 1).xy : vec2(0.0);
        vCorners[i] = vec4(even, odd);
    }
#endif
    gl_Position = vec4(2.0 * (world - uCenter) * uZoom / uViewport, 0.0, 1.0);
}
