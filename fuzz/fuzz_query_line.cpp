// libFuzzer harness: hitlab-cli query end to end on the input as its standard input, with the default
// algorithm, with every algorithm and with every algorithm traced. Every input line gets exactly one
// output line, and every output line is a JSON object: an answer, or an error naming its line. The
// query's two readers (QueryPath: simdjson for well-formed lines, nlohmann::json for every line) must
// write the same bytes and exit with the same status.
#include "commands.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace
{

void require(bool promise)
{
    if (!promise)
    {
        std::abort();
    }
}

// The lines std::getline reads from the text.
std::size_t lineCount(std::string_view text)
{
    std::size_t count = 0;
    std::size_t start = 0;
    while (start < text.size())
    {
        const std::size_t end = text.find('\n', start);
        ++count;
        start = end == std::string_view::npos ? text.size() : end + 1;
    }
    return count;
}

// The fast path's block per thread. The query's default, a megabyte, is claimed and zeroed afresh on
// every call under AddressSanitizer, six calls an input: the test spent 510 s on a slow host doing so.
// Blocks of 4 KB also put block ends among the lines of the longer inputs (up to 8 KB).
constexpr std::size_t kFuzzBytesPerThread = 4096;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    const std::vector<std::string_view> defaultArgs;
    const std::vector<std::string_view> allArgs = {"--algorithm", "all"};
    const std::vector<std::string_view> tracedArgs = {"--algorithm", "all", "--trace"};
    for (const auto* args : {&defaultArgs, &allArgs, &tracedArgs})
    {
        std::istringstream in(text);
        std::ostringstream out;
        std::ostringstream err;
        const int status =
            hitlab::cli::runQuery(*args, in, out, err, hitlab::cli::QueryPath::Fast, kFuzzBytesPerThread);
        require(status == 0 || status == 1);
        std::istringstream generalIn(text);
        std::ostringstream generalOut;
        std::ostringstream generalErr;
        require(hitlab::cli::runQuery(*args, generalIn, generalOut, generalErr,
                                      hitlab::cli::QueryPath::General) == status);
        require(generalOut.str() == out.str());
        std::istringstream answers(out.str());
        std::string line;
        std::size_t answered = 0;
        bool anyError = false;
        while (std::getline(answers, line))
        {
            ++answered;
            const nlohmann::json answer = nlohmann::json::parse(line, nullptr, false);
            require(answer.is_object());
            anyError = anyError || answer.contains("error");
        }
        require(answered == lineCount(text));
        require(anyError == (status == 1));
    }
    return 0;
}
