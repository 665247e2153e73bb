#include "json_text.hpp"

#include "utf8.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <vector>

namespace hitlab::io
{

namespace
{

using nlohmann::json;

// Appends text escaped as inside a JSON string literal (bytes that are not UTF-8 as \xHH), one whole
// character at a time, until out holds `limit` characters. Returns false when it stopped early.
bool appendEscaped(std::string& out, std::string_view text, std::size_t limit)
{
    constexpr std::string_view kHex = "0123456789abcdef";
    std::size_t i = 0;
    while (i < text.size())
    {
        if (out.size() >= limit)
        {
            return false;
        }
        const unsigned char c = static_cast<unsigned char>(text[i]);
        const std::size_t length = utf8SequenceLength(text, i);
        if (length == 0)
        {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
            ++i;
            continue;
        }
        if (length > 1)
        {
            out.append(text.substr(i, length));
            i += length;
            continue;
        }
        switch (c)
        {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20 || c == 0x7F)
            {
                out += "\\u00";
                out += kHex[c >> 4];
                out += kHex[c & 15];
            }
            else
            {
                out += static_cast<char>(c);
            }
        }
        ++i;
    }
    return true;
}

void appendNumber(std::string& out, const json& value)
{
    if (value.is_number_unsigned())
    {
        out += std::to_string(value.get<std::uint64_t>());
    }
    else if (value.is_number_integer())
    {
        out += std::to_string(value.get<std::int64_t>());
    }
    else
    {
        const std::string text = formatNumber(value.get<double>());
        out += text;
        // As JSON writes it: a float keeps a fraction or an exponent.
        if (text.find_first_of(".eEn") == std::string::npos)
        {
            out += ".0";
        }
    }
}

// Builds the document from the parser's events, tracking where it is so that an error can name the
// value at fault, and refusing to nest deeper than kMaxJsonDepth.
class DocumentBuilder final : public nlohmann::json_sax<json>
{
public:
    json document;
    std::string error;

    bool null() override { return add(json(nullptr)); }
    bool boolean(bool value) override { return add(json(value)); }
    bool number_integer(number_integer_t value) override { return add(json(value)); }
    bool number_unsigned(number_unsigned_t value) override { return add(json(value)); }
    bool number_float(number_float_t value, const string_t& /*text*/) override { return add(json(value)); }
    bool string(string_t& value) override { return add(json(std::move(value))); }
    bool binary(binary_t& value) override { return add(json(std::move(value))); }
    bool start_object(std::size_t /*elements*/) override { return open(json::object()); }
    bool start_array(std::size_t /*elements*/) override { return open(json::array()); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }

    // A repeated key is refused: taking either value silently drops the other, and a scene whose
    // "shapes" came twice lost the first list without a word (RFC 8259, 4: names should be unique).
    bool key(string_t& key) override
    {
        Level& top = levels_.back();
        auto& members = top.container->get_ref<json::object_t&>();
        const auto [member, inserted] = members.emplace(std::move(key), nullptr);
        top.key = &member->first;
        top.slot = &member->second;
        if (!inserted)
        {
            error = path() + ": the key appears twice in the same object";
            return false;
        }
        return true;
    }

    bool parse_error(std::size_t position, const std::string& lastToken,
                     const nlohmann::detail::exception& exception) override
    {
        const std::string where = path();
        if (exception.id == 406) // out_of_range.406: a number beyond the double range
        {
            error = (where.empty() ? std::string() : where + ": ") + "the number " + echoKey(lastToken) +
                    " is beyond the range of a double (byte " + std::to_string(position) + ")";
            return false;
        }
        const auto* syntax = dynamic_cast<const json::parse_error*>(&exception);
        const std::size_t byte = syntax ? syntax->byte : position;
        // what(): "[json.exception.parse_error.101] parse error at line 1, column 7: syntax error ..."
        std::string detail = exception.what();
        if (const std::size_t tag = detail.find("] "); tag != std::string::npos)
        {
            detail.erase(0, tag + 2);
        }
        std::string place;
        constexpr std::string_view kAt = "parse error at ";
        if (detail.starts_with(kAt))
        {
            if (const std::size_t colon = detail.find(": "); colon != std::string::npos)
            {
                place = " (" + detail.substr(kAt.size(), colon - kAt.size()) + ")";
                detail.erase(0, colon + 2);
            }
        }
        // The token read last may be a whole 5 MB string, or bytes that are not UTF-8: cut and escape it.
        const std::string token = "last read: '" + lastToken + "'";
        if (const std::size_t at = detail.find(token); at != std::string::npos)
        {
            detail.replace(at, token.size(), "last read: '" + echoKey(lastToken) + "'");
        }
        // The rest of the message is the parser's own ASCII text.
        error = "not valid JSON at byte " + std::to_string(byte) + place + ": " + detail;
        return false;
    }

private:
    struct Level
    {
        json* container = nullptr;
        const std::string* key = nullptr; // the key being read (objects)
        json* slot = nullptr;             // where its value goes (objects)
    };
    std::vector<Level> levels_;

    // Where the next value goes.
    json* place(json&& value)
    {
        if (levels_.empty())
        {
            document = std::move(value);
            return &document;
        }
        Level& top = levels_.back();
        if (top.container->is_array())
        {
            auto& elements = top.container->get_ref<json::array_t&>();
            elements.push_back(std::move(value));
            return &elements.back();
        }
        *top.slot = std::move(value);
        return top.slot;
    }

    bool add(json&& value)
    {
        place(std::move(value));
        return true;
    }

    bool open(json&& empty)
    {
        if (levels_.size() >= kMaxJsonDepth)
        {
            const std::string where = path();
            error = (where.empty() ? std::string() : where + ": ") + "nested deeper than " +
                    std::to_string(kMaxJsonDepth) + " arrays and objects";
            return false;
        }
        json* container = place(std::move(empty));
        levels_.push_back({container, nullptr, nullptr});
        return true;
    }

    bool close()
    {
        levels_.pop_back();
        return true;
    }

    // "shapes[2].cx": the value being read, as the readers name fields. An enclosing array's element
    // is its last one; the innermost array's is the next one.
    std::string path() const
    {
        std::string text;
        for (std::size_t k = 0; k < levels_.size() && text.size() < 2 * kEchoLimit; ++k)
        {
            const Level& level = levels_[k];
            if (level.container->is_array())
            {
                const std::size_t count = level.container->size();
                const bool innermost = k + 1 == levels_.size();
                text += '[';
                text += std::to_string(innermost || count == 0 ? count : count - 1);
                text += ']';
            }
            else if (level.key != nullptr)
            {
                if (!text.empty())
                {
                    text += '.';
                }
                text += echoKey(*level.key);
            }
        }
        if (text.size() >= 2 * kEchoLimit)
        {
            text += "...";
        }
        return text;
    }
};

} // namespace

ParsedJson parseJson(std::string_view text)
{
    // nlohmann's lexer reads a NUL byte as the end of the input, so whatever followed one was never
    // looked at: a query line or a scene with text after a NUL was answered or opened as if it ended
    // there. JSON text holds no NUL byte (RFC 8259: control characters only escaped, in strings).
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
    {
        const std::string_view before = text.substr(0, nul);
        const std::size_t lastNewline = before.rfind('\n');
        const std::size_t line = static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n')) + 1;
        const std::size_t column = lastNewline == std::string_view::npos ? nul + 1 : nul - lastNewline;
        return ParsedJson{json(), "not valid JSON at byte " + std::to_string(nul + 1) + " (line " +
                                      std::to_string(line) + ", column " + std::to_string(column) +
                                      "): a NUL byte, which JSON text never holds"};
    }
    DocumentBuilder builder;
    if (!json::sax_parse(text.begin(), text.end(), &builder))
    {
        return ParsedJson{json(), builder.error.empty() ? "not valid JSON" : std::move(builder.error)};
    }
    return ParsedJson{std::move(builder.document), {}};
}

std::string echo(const json& value, std::size_t limit)
{
    std::string out;
    struct Open
    {
        const json* container;
        json::const_iterator next;
    };
    std::vector<Open> open;
    const json* pending = &value;
    bool cut = false;
    while (pending != nullptr || !open.empty())
    {
        if (out.size() >= limit)
        {
            cut = true;
            break;
        }
        if (pending != nullptr)
        {
            const json& v = *pending;
            pending = nullptr;
            if (v.is_array() || v.is_object())
            {
                out += v.is_array() ? '[' : '{';
                open.push_back({&v, v.cbegin()});
            }
            else if (v.is_string())
            {
                out += '"';
                if (!appendEscaped(out, v.get_ref<const std::string&>(), limit))
                {
                    cut = true;
                    break;
                }
                out += '"';
            }
            else if (v.is_number())
            {
                appendNumber(out, v);
            }
            else if (v.is_boolean())
            {
                out += v.get<bool>() ? "true" : "false";
            }
            else if (v.is_null())
            {
                out += "null";
            }
            else
            {
                out += "<binary>";
            }
            continue;
        }
        Open& top = open.back();
        if (top.next == top.container->cend())
        {
            out += top.container->is_array() ? ']' : '}';
            open.pop_back();
            continue;
        }
        if (top.next != top.container->cbegin())
        {
            out += ',';
        }
        if (top.container->is_object())
        {
            out += '"';
            if (!appendEscaped(out, top.next.key(), limit))
            {
                cut = true;
                break;
            }
            out += "\":";
        }
        pending = &*top.next;
        ++top.next;
    }
    if (cut)
    {
        out += "...";
    }
    return out;
}

std::string echoString(std::string_view text, std::size_t limit)
{
    std::string out = "\"";
    if (!appendEscaped(out, text, limit))
    {
        return out + "...";
    }
    return out + "\"";
}

std::string echoKey(std::string_view key, std::size_t limit)
{
    std::string out;
    if (!appendEscaped(out, key, limit))
    {
        out += "...";
    }
    return out;
}

std::string formatNumber(double value)
{
    std::array<char, 32> text{};
    const auto result = std::to_chars(text.data(), text.data() + text.size(), value);
    return std::string(text.data(), result.ptr);
}

} // namespace hitlab::io
