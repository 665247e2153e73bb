#include "label_layout.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hitlab
{

namespace
{

constexpr double kSpacing = 2.0; // between a label and its neighbours
constexpr double kGap = 6.0;     // between a label and the point it names
constexpr int kRings = 8;        // how far out a label may move, in label heights
constexpr int kDirections = 16;  // candidate directions on each ring
// Covering a shape costs as much as moving this far, at most (a label on a large shape would otherwise
// fly far from the point it names).
constexpr double kShapePenaltyPx = 40.0;
// The spot the caller asked for, when it covers no shape, wins against others up to this much nearer.
constexpr double kPreferredBonusPx = 8.0;
constexpr double kLeaderAfterHeights = 1.6; // a label farther than this from its point gets a leader line
constexpr double kLegendPadding = 5.0;
constexpr double kLegendLineGap = 2.0;
constexpr double kLegendMaxWidthShare = 0.45; // of the canvas's width
constexpr const char* kEllipsis = "...";

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0U) == 0x80U;
}

double distanceToBox(Vec2 p, const ScreenBox& box)
{
    const double dx = std::max({box.minX - p.x, 0.0, p.x - box.maxX});
    const double dy = std::max({box.minY - p.y, 0.0, p.y - box.maxY});
    return std::hypot(dx, dy);
}

// `box` moved the least so that it lies inside `bounds`; nothing when it is larger than `bounds`.
std::optional<ScreenBox> clampedInto(ScreenBox box, const ScreenBox& bounds)
{
    if (box.width() > bounds.width() || box.height() > bounds.height())
    {
        return std::nullopt;
    }
    const double dx = std::max(bounds.minX - box.minX, 0.0) - std::max(box.maxX - bounds.maxX, 0.0);
    const double dy = std::max(bounds.minY - box.minY, 0.0) - std::max(box.maxY - bounds.maxY, 0.0);
    return ScreenBox{box.minX + dx, box.minY + dy, box.maxX + dx, box.maxY + dy};
}

std::vector<Vec2> candidateCorners(Vec2 anchor, Vec2 size, Vec2 preferred)
{
    std::vector<Vec2> corners;
    corners.reserve(9 + kRings * kDirections);
    corners.push_back(preferred);
    const double right = anchor.x + kGap;
    const double left = anchor.x - kGap - size.x;
    const double above = anchor.y - kGap - size.y;
    const double below = anchor.y + kGap;
    const double centreX = anchor.x - size.x * 0.5;
    const double middleY = anchor.y - size.y * 0.5;
    for (Vec2 c : {Vec2(right, above), Vec2(right, below), Vec2(left, above), Vec2(left, below),
                   Vec2(centreX, above), Vec2(centreX, below), Vec2(right, middleY), Vec2(left, middleY)})
    {
        corners.push_back(c);
    }
    for (int ring = 1; ring <= kRings; ++ring)
    {
        const double radius = kGap + ring * (size.y + 2.0);
        for (int k = 0; k < kDirections; ++k)
        {
            const double angle = 2.0 * 3.14159265358979323846 * k / kDirections;
            const Vec2 u(std::cos(angle), std::sin(angle));
            const Vec2 q = anchor + u * radius;
            // The box's side nearest the anchor faces it.
            corners.emplace_back(q.x - size.x * (1.0 - u.x) * 0.5, q.y - size.y * (1.0 - u.y) * 0.5);
        }
    }
    return corners;
}

struct Placement
{
    ScreenBox box;
    double distance = 0.0;
};

// The best free spot for a box of `size` naming `anchor`, or nothing.
std::optional<Placement> bestSpot(Vec2 anchor, Vec2 size, Vec2 preferred, const LabelArea& area,
                                  const std::vector<ScreenBox>& taken)
{
    const double reach = kGap + (kRings + 1) * (size.y + 2.0) + std::max(size.x, size.y);
    const ScreenBox region{anchor.x - reach, anchor.y - reach, anchor.x + reach, anchor.y + reach};
    std::vector<const ScreenBox*> near;
    for (const auto* list : {&area.blocked, &taken})
    {
        for (const ScreenBox& b : *list)
        {
            if (b.overlaps(region))
            {
                near.push_back(&b);
            }
        }
    }
    std::vector<const ScreenBox*> shapes;
    for (const ScreenBox& b : area.avoid)
    {
        if (b.overlaps(region))
        {
            shapes.push_back(&b);
        }
    }
    std::optional<Placement> best;
    double bestScore = std::numeric_limits<double>::infinity();
    const std::vector<Vec2> corners = candidateCorners(anchor, size, preferred);
    for (std::size_t i = 0; i < corners.size(); ++i)
    {
        const auto box = clampedInto(boxAt(corners[i], size), area.bounds);
        if (!box)
        {
            return std::nullopt; // larger than the canvas: no candidate fits
        }
        // A little air between neighbours keeps two labels from reading as one.
        const ScreenBox spaced{box->minX - kSpacing, box->minY - kSpacing, box->maxX + kSpacing,
                               box->maxY + kSpacing};
        if (std::any_of(near.begin(), near.end(), [&](const ScreenBox* b) { return b->overlaps(spaced); }))
        {
            continue;
        }
        const double distance = distanceToBox(anchor, *box);
        double covered = 0.0;
        for (const ScreenBox* s : shapes)
        {
            covered += s->overlapArea(*box);
        }
        const double coveredWidth = covered / std::max(size.y, 1.0);
        const double score = distance + std::min(coveredWidth, kShapePenaltyPx) -
                             (i == 0 && covered == 0.0 ? kPreferredBonusPx : 0.0);
        if (score < bestScore)
        {
            bestScore = score;
            best = Placement{*box, distance};
        }
    }
    return best;
}

} // namespace

bool ScreenBox::overlaps(const ScreenBox& other) const
{
    return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY;
}

bool ScreenBox::contains(const ScreenBox& inner) const
{
    return minX <= inner.minX && minY <= inner.minY && inner.maxX <= maxX && inner.maxY <= maxY;
}

double ScreenBox::overlapArea(const ScreenBox& other) const
{
    const double w = std::min(maxX, other.maxX) - std::max(minX, other.minX);
    const double h = std::min(maxY, other.maxY) - std::max(minY, other.minY);
    return w > 0.0 && h > 0.0 ? w * h : 0.0;
}

ScreenBox boxAt(Vec2 topLeft, Vec2 size)
{
    return ScreenBox{topLeft.x, topLeft.y, topLeft.x + size.x, topLeft.y + size.y};
}

std::string shortenedLabel(const std::string& text)
{
    std::size_t cut = std::string::npos;
    for (const char* mark : {" (", "（", ", ", "、"})
    {
        cut = std::min(cut, text.find(mark));
    }
    if (cut == std::string::npos || cut == 0)
    {
        return text;
    }
    return text.substr(0, cut);
}

std::string truncatedToWidth(const std::string& text, double maxWidth, const MeasureText& measure)
{
    if (measure(text).x <= maxWidth)
    {
        return text;
    }
    // The longest prefix, cut between characters, that fits with the ellipsis.
    std::string best;
    for (std::size_t end = 1; end < text.size(); ++end)
    {
        if (isContinuationByte(text[end]))
        {
            continue;
        }
        std::string candidate = text.substr(0, end) + kEllipsis;
        if (measure(candidate).x > maxWidth)
        {
            break;
        }
        best = std::move(candidate);
    }
    return best;
}

LabelLayout layoutLabels(const std::vector<LabelRequest>& requests, const LabelArea& area,
                         const MeasureText& measure)
{
    LabelLayout layout;
    std::vector<ScreenBox> taken;
    struct LegendItem
    {
        std::size_t request;
        std::size_t marker; // index into layout.placed
        std::string number;
    };
    std::vector<LegendItem> legendItems;

    auto place = [&](std::size_t request, PlacedTextKind kind, const std::string& text, Vec2 anchor,
                     Vec2 preferred) -> bool
    {
        if (text.empty())
        {
            return false;
        }
        const Vec2 size = measure(text);
        const auto spot = bestSpot(anchor, size, preferred, area, taken);
        if (!spot)
        {
            return false;
        }
        layout.placed.push_back(
            PlacedText{request, kind, text, spot->box, spot->distance > kLeaderAfterHeights * size.y});
        taken.push_back(spot->box);
        return true;
    };

    for (std::size_t i = 0; i < requests.size(); ++i)
    {
        const LabelRequest& request = requests[i];
        if (request.text.empty())
        {
            continue;
        }
        if (request.anchor.x < area.bounds.minX || request.anchor.x > area.bounds.maxX ||
            request.anchor.y < area.bounds.minY || request.anchor.y > area.bounds.maxY)
        {
            ++layout.dropped; // what it names is out of sight
            continue;
        }
        if (place(i, PlacedTextKind::Label, request.text, request.anchor, request.preferred))
        {
            continue;
        }
        const std::string shorter = shortenedLabel(request.text);
        if (shorter != request.text &&
            place(i, PlacedTextKind::Label, shorter, request.anchor, request.preferred))
        {
            continue;
        }
        const std::string number = std::to_string(legendItems.size() + 1);
        if (place(i, PlacedTextKind::Marker, number, request.anchor, request.anchor + Vec2(kGap, -kGap)))
        {
            legendItems.push_back({i, layout.placed.size() - 1, number});
            continue;
        }
        ++layout.dropped;
    }

    if (legendItems.empty())
    {
        return layout;
    }
    // The legend lists the numbered labels in a free corner; when it does not fit, the last entries go
    // (with their numbers).
    const double maxWidth = area.bounds.width() * kLegendMaxWidthShare;
    std::vector<ScreenBox> blocked = area.blocked;
    while (!legendItems.empty())
    {
        std::vector<std::string> lines;
        double width = 0.0;
        double height = 0.0;
        for (const LegendItem& item : legendItems)
        {
            lines.push_back(
                truncatedToWidth(item.number + "  " + requests[item.request].text, maxWidth, measure));
            const Vec2 size = measure(lines.back());
            width = std::max(width, size.x);
            height += size.y + kLegendLineGap;
        }
        const Vec2 frame(width + 2.0 * kLegendPadding, height - kLegendLineGap + 2.0 * kLegendPadding);
        std::vector<ScreenBox> obstacles = blocked;
        // The markers' own boxes are taken too, but the legend may not cover any placed text.
        obstacles.insert(obstacles.end(), taken.begin(), taken.end());
        const auto spot =
            findFreeSpot(frame, area.bounds, obstacles, Vec2(area.bounds.maxX, area.bounds.maxY));
        if (spot)
        {
            layout.legend = *spot;
            double y = spot->minY + kLegendPadding;
            for (std::size_t k = 0; k < legendItems.size(); ++k)
            {
                const Vec2 size = measure(lines[k]);
                layout.placed.push_back(PlacedText{legendItems[k].request, PlacedTextKind::LegendEntry,
                                                   lines[k],
                                                   boxAt(Vec2(spot->minX + kLegendPadding, y), size), false});
                y += size.y + kLegendLineGap;
            }
            return layout;
        }
        // No room: the last entry and its number go.
        const std::size_t marker = legendItems.back().marker;
        layout.placed.erase(layout.placed.begin() + static_cast<std::ptrdiff_t>(marker));
        taken.erase(taken.begin() + static_cast<std::ptrdiff_t>(marker));
        legendItems.pop_back();
        ++layout.dropped;
    }
    return layout;
}

ScreenBox largestFreeRect(const ScreenBox& window, const std::vector<ScreenBox>& panels)
{
    std::vector<double> xs{window.minX, window.maxX};
    std::vector<double> ys{window.minY, window.maxY};
    std::vector<ScreenBox> inside;
    for (const ScreenBox& p : panels)
    {
        if (!p.overlaps(window))
        {
            continue;
        }
        inside.push_back(p);
        xs.push_back(std::clamp(p.minX, window.minX, window.maxX));
        xs.push_back(std::clamp(p.maxX, window.minX, window.maxX));
        ys.push_back(std::clamp(p.minY, window.minY, window.maxY));
        ys.push_back(std::clamp(p.maxY, window.minY, window.maxY));
    }
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    std::sort(ys.begin(), ys.end());
    ys.erase(std::unique(ys.begin(), ys.end()), ys.end());
    ScreenBox best{window.minX, window.minY, window.minX, window.minY};
    double bestArea = 0.0;
    for (std::size_t x0 = 0; x0 < xs.size(); ++x0)
    {
        for (std::size_t x1 = x0 + 1; x1 < xs.size(); ++x1)
        {
            for (std::size_t y0 = 0; y0 < ys.size(); ++y0)
            {
                for (std::size_t y1 = y0 + 1; y1 < ys.size(); ++y1)
                {
                    const ScreenBox candidate{xs[x0], ys[y0], xs[x1], ys[y1]};
                    const double area = candidate.width() * candidate.height();
                    if (area <= bestArea)
                    {
                        continue;
                    }
                    if (std::none_of(inside.begin(), inside.end(),
                                     [&](const ScreenBox& p) { return p.overlaps(candidate); }))
                    {
                        best = candidate;
                        bestArea = area;
                    }
                    else
                    {
                        break; // taller boxes from the same top contain this panel too
                    }
                }
            }
        }
    }
    return best;
}

std::optional<ScreenBox> findFreeSpot(Vec2 size, const ScreenBox& bounds,
                                      const std::vector<ScreenBox>& blocked, Vec2 preferred)
{
    std::vector<double> xs{bounds.minX, bounds.maxX - size.x, preferred.x, preferred.x - size.x};
    std::vector<double> ys{bounds.minY, bounds.maxY - size.y, preferred.y, preferred.y - size.y};
    for (const ScreenBox& b : blocked)
    {
        xs.push_back(b.maxX);
        xs.push_back(b.minX - size.x);
        ys.push_back(b.maxY);
        ys.push_back(b.minY - size.y);
    }
    std::optional<ScreenBox> best;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (double x : xs)
    {
        for (double y : ys)
        {
            const ScreenBox box = boxAt(Vec2(x, y), size);
            if (!bounds.contains(box))
            {
                continue;
            }
            const double distance = distanceToBox(preferred, box);
            if (distance >= bestDistance)
            {
                continue;
            }
            if (std::none_of(blocked.begin(), blocked.end(),
                             [&](const ScreenBox& b) { return b.overlaps(box); }))
            {
                best = box;
                bestDistance = distance;
            }
        }
    }
    return best;
}

} // namespace hitlab
