#include "query_fast_path.hpp"

#include "hitlab/registry.hpp"
#include "hitlab/shape_kinds.hpp"

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <new>
#include <optional>
#include <type_traits>
#include <vector>

namespace hitlab::cli
{

static_assert(kQueryLinePadding >= simdjson::SIMDJSON_PADDING);

namespace
{

namespace dom = simdjson::dom;

// Query lines nest four levels deep (the line, a shape, a polygon's points, one point). A deeper line
// is refused by simdjson and so left to the general path, which alone names the nesting limit.
constexpr std::size_t kMaxDepth = 8;
// Longer lines are left to the general path too, so that the parser's buffers never grow.
constexpr std::size_t kMaxLineLength = 1 << 16;

// A JSON number as nlohmann::json reads it: integers as 64-bit integers converted to double, others as
// the nearest double. Refuses -0.0: nlohmann::json reads "-0" as the integer 0, and simdjson may give
// -0.0 for it, so such a line goes to the general path rather than risk a different sign.
bool readNumber(dom::element value, double& number)
{
    switch (value.type())
    {
    case dom::element_type::INT64:
        number = static_cast<double>(value.get_int64().value_unsafe());
        return true;
    case dom::element_type::UINT64:
        number = static_cast<double>(value.get_uint64().value_unsafe());
        return true;
    case dom::element_type::DOUBLE:
        number = value.get_double().value_unsafe();
        return std::isfinite(number) && !(number == 0.0 && std::signbit(number));
    default:
        return false;
    }
}

// An object's members, read in one pass. Objects with more members than a shape has, or with a key
// repeated (which the general path refuses, naming it), are left to the general path.
class Members
{
public:
    // False when the object has more than kCapacity members or a repeated key.
    bool read(dom::object object)
    {
        count_ = 0;
        // The iterator's key and value, not a key_value_pair: copying that temporary into a slot read
        // back as one 16-byte load what had just been stored as two 8-byte ones, a stall that took a
        // third of this function's time.
        for (auto field = object.begin(); field != object.end(); ++field)
        {
            const std::string_view key = field.key();
            if (count_ == kCapacity ||
                std::any_of(slots_.begin(), slots_.begin() + count_,
                            [&](const Slot& slot) { return sameKey(slot.member.key, key); }))
            {
                return false;
            }
            new (&slots_[count_].member) Member{key, field.value()};
            ++count_;
        }
        return true;
    }

    std::optional<dom::element> find(std::string_view key) const
    {
        for (std::size_t i = count_; i-- > 0;)
        {
            if (sameKey(slots_[i].member.key, key))
            {
                return slots_[i].member.value;
            }
        }
        return std::nullopt;
    }

private:
    // Keys are a few letters: compared in line, without a call to memcmp per pair.
    static bool sameKey(std::string_view a, std::string_view b)
    {
        if (a.size() != b.size())
        {
            return false;
        }
        for (std::size_t i = 0; i < a.size(); ++i)
        {
            if (a[i] != b[i])
            {
                return false;
            }
        }
        return true;
    }

    static constexpr std::size_t kCapacity = 12;
    struct Member
    {
        std::string_view key;
        dom::element value;
    };
    // Storage left uninitialised until read() fills it: a Members is made three times a line, and
    // clearing two arrays of twelve each time took about 2 % of a rect/circle line.
    union Slot
    {
        Slot() {} // member stays unconstructed until read() places one there
        Member member;
    };
    static_assert(std::is_trivially_destructible_v<Member>);
    std::array<Slot, kCapacity> slots_;
    std::size_t count_ = 0;
};

std::optional<Shape> readPolygon(const Members& members)
{
    const std::optional<dom::element> points = members.find("points");
    if (!points || points->type() != dom::element_type::ARRAY)
    {
        return std::nullopt;
    }
    const dom::array list = points->get_array().value_unsafe();
    std::vector<Vec2> vertices;
    vertices.reserve(list.size());
    for (const dom::element point : list)
    {
        if (point.type() != dom::element_type::ARRAY)
        {
            return std::nullopt;
        }
        const dom::array pair = point.get_array().value_unsafe();
        if (pair.size() != 2)
        {
            return std::nullopt;
        }
        Vec2 vertex;
        if (!readNumber(pair.at(0).value_unsafe(), vertex.x) ||
            !readNumber(pair.at(1).value_unsafe(), vertex.y))
        {
            return std::nullopt;
        }
        vertices.push_back(vertex);
    }
    PolygonOrError built = makePolygon(std::move(vertices));
    if (!built.polygon)
    {
        return std::nullopt;
    }
    return Shape{std::move(*built.polygon)};
}

// A valid shape, as io::shapeFromJson would read it, or nothing when it would refuse it (or when the
// line is one this path leaves to it).
std::optional<Shape> readShape(dom::element value)
{
    if (value.type() != dom::element_type::OBJECT)
    {
        return std::nullopt;
    }
    Members members;
    if (!members.read(value.get_object().value_unsafe()))
    {
        return std::nullopt;
    }
    const std::optional<dom::element> type = members.find("type");
    if (!type || type->type() != dom::element_type::STRING)
    {
        return std::nullopt;
    }
    const std::optional<ShapeKind> kind = kindFromName(type->get_string().value_unsafe());
    if (!kind)
    {
        return std::nullopt;
    }
    if (*kind == ShapeKind::Polygon)
    {
        return readPolygon(members);
    }
    Shape shape = defaultShapeOfKind(*kind);
    for (const ShapeField& field : traitsOf(*kind).fields)
    {
        const std::optional<dom::element> number = members.find(field.key);
        double read = 0.0;
        if (!number || !readNumber(*number, read))
        {
            return std::nullopt;
        }
        field.set(shape, read);
    }
    if (validateShape(shape))
    {
        return std::nullopt;
    }
    return shape;
}

// Numbers exactly as nlohmann::json dumps them: its own shortest round-trip conversion (Grisu2 with its
// exponent style, "1e+16", "0.0001"), which differs from std::to_chars in the last digit for about one
// double in a thousand, so only this keeps the two paths' output byte-identical.
void appendNumber(std::string& out, double value)
{
    if (!std::isfinite(value))
    {
        out += "null";
        return;
    }
    std::array<char, 64> text{};
    char* end = nlohmann::detail::to_chars(text.data(), text.data() + text.size(), value);
    out.append(text.data(), static_cast<std::size_t>(end - text.data()));
}

std::string jsonString(std::string_view text)
{
    return nlohmann::json(std::string(text)).dump();
}

} // namespace

struct FastQueryPath::State
{
    dom::parser parser;
    std::string_view algorithmName;
    // Per row, by its index in algorithms(): `{"algorithm":"NAME",` as JSON writes it, and `"exact":true,`.
    std::vector<std::string> answerOpenings;
    std::vector<std::string_view> exactness;
    // Per ordered pair of kinds: "pair" of an --algorithm all answer, and the rows to run (none when a
    // named algorithm has no row for the pair: the general path writes that error).
    std::array<std::string, kShapeKindCount * kShapeKindCount> pairJson;
    std::array<std::vector<const Algorithm*>, kShapeKindCount * kShapeKindCount> rows;
    bool all = false;

    explicit State(std::string_view name) : algorithmName(name), all(name == "all")
    {
        for (const Algorithm& row : algorithms())
        {
            answerOpenings.push_back("{\"algorithm\":" + jsonString(row.name));
            exactness.push_back(row.exact() ? ",\"exact\":true" : ",\"exact\":false");
        }
        for (int i = 0; i < kShapeKindCount; ++i)
        {
            for (int j = 0; j < kShapeKindCount; ++j)
            {
                const auto a = static_cast<ShapeKind>(i);
                const auto b = static_cast<ShapeKind>(j);
                const std::size_t at = static_cast<std::size_t>(i * kShapeKindCount + j);
                pairJson[at] = jsonString(pairName(a, b));
                if (all)
                {
                    rows[at] = algorithmsFor(a, b);
                }
                else if (name == "default")
                {
                    rows[at] = {&defaultAlgorithm(a, b)};
                }
                else if (const Algorithm* row = findAlgorithm(a, b, name))
                {
                    rows[at] = {row};
                }
            }
        }
    }

    void appendAnswer(const Algorithm& row, const Shape& a, const Shape& b, std::string& out) const
    {
        const AlgorithmResult result = runAlgorithm(row, a, b, nullptr);
        const auto index = static_cast<std::size_t>(&row - algorithms().data());
        out += answerOpenings[index];
        if (result.distance)
        {
            out += ",\"distance\":";
            appendNumber(out, *result.distance);
        }
        out += exactness[index];
        out += result.overlap ? ",\"overlap\":true}" : ",\"overlap\":false}";
    }
};

FastQueryPath::FastQueryPath(std::string_view algorithmName) : state_(std::make_unique<State>(algorithmName))
{
    if (state_->parser.allocate(kMaxLineLength, kMaxDepth) != simdjson::SUCCESS)
    {
        state_.reset(); // without its buffers the path answers nothing, and the general path everything
    }
}

FastQueryPath::~FastQueryPath() = default;

bool FastQueryPath::answer(std::string_view line, std::string& out)
{
    if (!state_ || line.size() > kMaxLineLength)
    {
        return false;
    }
    dom::element document;
    if (state_->parser.parse(reinterpret_cast<const std::uint8_t*>(line.data()), line.size(), false)
                .get(document) != simdjson::SUCCESS ||
        document.type() != dom::element_type::OBJECT)
    {
        return false;
    }
    Members members;
    if (!members.read(document.get_object().value_unsafe()))
    {
        return false;
    }
    const std::optional<dom::element> first = members.find("a");
    const std::optional<dom::element> second = members.find("b");
    if (!first || !second)
    {
        return false;
    }
    const std::optional<Shape> a = readShape(*first);
    if (!a)
    {
        return false;
    }
    const std::optional<Shape> b = readShape(*second);
    if (!b)
    {
        return false;
    }
    const auto pair = static_cast<std::size_t>(static_cast<int>(kindOf(*a)) * kShapeKindCount +
                                               static_cast<int>(kindOf(*b)));
    const std::vector<const Algorithm*>& rows = state_->rows[pair];
    if (rows.empty())
    {
        return false;
    }
    if (!state_->all)
    {
        state_->appendAnswer(*rows.front(), *a, *b, out);
        out += '\n';
        return true;
    }
    out += "{\"pair\":";
    out += state_->pairJson[pair];
    out += ",\"results\":[";
    for (std::size_t k = 0; k < rows.size(); ++k)
    {
        if (k > 0)
        {
            out += ',';
        }
        state_->appendAnswer(*rows[k], *a, *b, out);
    }
    out += "]}\n";
    return true;
}

} // namespace hitlab::cli
