#include "file_text.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <system_error>

namespace hitlab::io
{

namespace
{

struct ClosedOnReturn
{
    int descriptor;
    explicit ClosedOnReturn(int open) : descriptor(open) {}
    ClosedOnReturn(const ClosedOnReturn&) = delete;
    ClosedOnReturn& operator=(const ClosedOnReturn&) = delete;
    ~ClosedOnReturn() { ::close(descriptor); }
};

FileText refused(std::string reason)
{
    return FileText{{}, std::move(reason)};
}

} // namespace

std::string systemError(int error)
{
    return std::error_code(error, std::generic_category()).message();
}

FileText readFileText(const std::string& path, std::uintmax_t maxBytes, std::string_view kindOfFile)
{
    // Without O_NONBLOCK the open of a named pipe waits for a writer; reads of a regular file ignore it.
    const int descriptor = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (descriptor < 0)
    {
        return refused("cannot open the file for reading (" + systemError(errno) + ")");
    }
    const ClosedOnReturn closer(descriptor);
    struct stat status = {};
    if (::fstat(descriptor, &status) != 0)
    {
        return refused("cannot open the file for reading (" + systemError(errno) + ")");
    }
    // A directory opens as a stream that reads nothing, which was then called "not valid JSON".
    if (S_ISDIR(status.st_mode))
    {
        return refused("is a directory, not a " + std::string(kindOfFile));
    }
    if (!S_ISREG(status.st_mode))
    {
        return refused("is not a regular file (a device, a pipe or a socket), not a " +
                       std::string(kindOfFile));
    }
    const std::string limit =
        "a " + std::string(kindOfFile) + "'s limit of " + std::to_string(maxBytes) + " bytes";
    if (static_cast<std::uintmax_t>(status.st_size) > maxBytes)
    {
        return refused("is " + std::to_string(status.st_size) + " bytes, more than " + limit);
    }
    FileText file;
    std::array<char, 65536> block{};
    while (true)
    {
        const ssize_t count = ::read(descriptor, block.data(), block.size());
        if (count < 0 && errno == EINTR)
        {
            continue;
        }
        if (count < 0)
        {
            return refused("cannot read the file (" + systemError(errno) + ")");
        }
        if (count == 0)
        {
            return file;
        }
        file.text.append(block.data(), static_cast<std::size_t>(count));
        if (file.text.size() > maxBytes)
        {
            return refused("is more than " + limit);
        }
    }
}

} // namespace hitlab::io
