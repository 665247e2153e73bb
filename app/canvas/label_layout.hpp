// Where the canvas's text goes, in window pixels: labels placed so that none covers another, a panel or
// an inset, none leaves the canvas and, where there is room, none lies on a shape; a label with no room
// is shortened, and failing that replaced by a number whose text a legend box lists. Also the part of the
// window the panels leave to the canvas, and a free spot for a box such as an inset.
//
// Pure logic (no ImGui): the caller measures text with the font it draws with, so sizes follow the
// actual font size.
#pragma once

#include "hitlab/shapes.hpp"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace hitlab
{

// An axis-aligned rectangle in window pixels (y grows downwards).
struct ScreenBox
{
    double minX = 0.0;
    double minY = 0.0;
    double maxX = 0.0;
    double maxY = 0.0;

    double width() const { return maxX - minX; }
    double height() const { return maxY - minY; }
    bool empty() const { return maxX <= minX || maxY <= minY; }
    // Boxes that only touch along an edge do not overlap.
    bool overlaps(const ScreenBox& other) const;
    bool contains(const ScreenBox& inner) const;
    double overlapArea(const ScreenBox& other) const;
};

ScreenBox boxAt(Vec2 topLeft, Vec2 size);

// The size of `text` in pixels, drawn in the labels' font.
using MeasureText = std::function<Vec2(const std::string&)>;

struct LabelRequest
{
    Vec2 anchor; // the point the label names
    std::string text;
    Vec2 preferred; // the top-left corner the label takes when nothing is in the way
};

enum class PlacedTextKind
{
    Label,       // a request's text, possibly shortened
    Marker,      // the number standing in for a request's text, which the legend lists
    LegendEntry, // one line of the legend: "number  text"
};

struct PlacedText
{
    std::size_t request = 0; // index into the requests
    PlacedTextKind kind = PlacedTextKind::Label;
    std::string text; // what is drawn
    ScreenBox box;
    // Drawn from the anchor to the box when the label sits away from what it names.
    bool leader = false;
};

struct LabelArea
{
    ScreenBox bounds;               // every box stays inside
    std::vector<ScreenBox> blocked; // never covered: panels, insets, text placed before
    std::vector<ScreenBox> avoid;   // covered only when nothing else is free: the shapes
};

struct LabelLayout
{
    std::vector<PlacedText> placed;
    std::optional<ScreenBox> legend; // the frame around the legend's entries
    // Requests that got neither a place nor a legend line (no room at all).
    std::size_t dropped = 0;
};

// Places the requests in order (earlier ones get the better spots); a request whose anchor lies outside
// the bounds names something out of sight and is left out.
LabelLayout layoutLabels(const std::vector<LabelRequest>& requests, const LabelArea& area,
                         const MeasureText& measure);

// A shorter form of a label, or the text itself when it has none: the text before a parenthesis or a
// comma ("edge 0 of A: separates (the intervals do not overlap)" -> "edge 0 of A: separates").
std::string shortenedLabel(const std::string& text);

// `text` cut to at most `maxWidth` pixels, ending in "..." when cut (empty when not even that fits).
std::string truncatedToWidth(const std::string& text, double maxWidth, const MeasureText& measure);

// The largest rectangle of `window` that none of `panels` covers (`window` itself without panels).
ScreenBox largestFreeRect(const ScreenBox& window, const std::vector<ScreenBox>& panels);

// A box of `size` inside `bounds` covering none of `blocked`, the one nearest `preferred` (a point the
// box should hug, e.g. a corner of `bounds`); nothing when there is no such box.
std::optional<ScreenBox> findFreeSpot(Vec2 size, const ScreenBox& bounds,
                                      const std::vector<ScreenBox>& blocked, Vec2 preferred);

} // namespace hitlab
