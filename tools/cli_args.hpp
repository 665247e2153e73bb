// Option parsing shared by the subcommands: flags and "--name value" options, with an error for
// anything unknown so that a typo is never silently ignored.
#pragma once

#include "commands.hpp"

#include <charconv>
#include <initializer_list>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hitlab::cli
{

class OptionReader
{
public:
    // flags: options without a value; valued: options followed by a value.
    OptionReader(Arguments args, std::initializer_list<std::string_view> flags,
                 std::initializer_list<std::string_view> valued, bool allowPositional = false)
    {
        const std::set<std::string_view> flagSet(flags);
        const std::set<std::string_view> valuedSet(valued);
        for (size_t i = 0; i < args.size() && error_.empty(); ++i)
        {
            const std::string_view arg = args[i];
            if (flagSet.count(arg))
            {
                flags_.insert(arg);
            }
            else if (valuedSet.count(arg))
            {
                if (i + 1 >= args.size())
                {
                    error_ = std::string(arg) + " needs a value";
                }
                else
                {
                    values_[arg] = args[++i];
                }
            }
            else if (allowPositional && !arg.starts_with("--"))
            {
                positional_.push_back(arg);
            }
            else
            {
                error_ = "unknown option \"" + std::string(arg) + "\"";
            }
        }
    }

    const std::string& error() const { return error_; }
    bool flag(std::string_view name) const { return flags_.count(name) > 0; }
    std::optional<std::string_view> value(std::string_view name) const
    {
        const auto it = values_.find(name);
        return it == values_.end() ? std::nullopt : std::optional(it->second);
    }
    const std::vector<std::string_view>& positional() const { return positional_; }

    // An integer option in minimum..maximum, or fallback when absent; sets error() when malformed or
    // out of range. The upper bound is what the command can do in bounded time and memory: a count
    // of 2^32 repetitions is a typo, and would hang rather than fail.
    long long integer(std::string_view name, long long fallback, long long minimum = 0,
                      long long maximum = std::numeric_limits<long long>::max())
    {
        const auto text = value(name);
        if (!text)
        {
            return fallback;
        }
        long long parsed = 0;
        const auto [end, code] = std::from_chars(text->data(), text->data() + text->size(), parsed);
        const bool whole = end == text->data() + text->size();
        // Beyond long long, a number of digits is too large, not "not an integer".
        const bool tooLarge = code == std::errc::result_out_of_range && whole && !text->starts_with('-');
        if (!tooLarge && (code != std::errc() || !whole || parsed < minimum))
        {
            error_ = std::string(name) + " needs an integer >= " + std::to_string(minimum) + ", got \"" +
                     std::string(*text) + "\"";
            return fallback;
        }
        if (tooLarge || parsed > maximum)
        {
            error_ = std::string(name) + " must be at most " + std::to_string(maximum) + ", got " +
                     std::string(*text);
            return fallback;
        }
        return parsed;
    }

private:
    std::set<std::string_view> flags_;
    std::map<std::string_view, std::string_view> values_;
    std::vector<std::string_view> positional_;
    std::string error_;
};

} // namespace hitlab::cli
