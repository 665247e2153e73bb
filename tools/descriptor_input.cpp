#include "descriptor_input.hpp"

#include <cerrno>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace hitlab::cli
{

DescriptorInput::DescriptorInput(int descriptor, std::size_t bufferSize)
    : descriptor_(descriptor), buffer_(bufferSize)
{
    setg(buffer_.data(), buffer_.data(), buffer_.data());
    // A pipe holds 64 KB by default: the writer then waits while a block is being answered. A larger
    // pipe (where the system allows it; nothing changes where it does not) lets it write ahead.
#ifdef F_SETPIPE_SZ
    ::fcntl(descriptor_, F_SETPIPE_SZ, kPipeBytes);
#endif
}

DescriptorInput::int_type DescriptorInput::underflow()
{
    if (gptr() < egptr())
    {
        return traits_type::to_int_type(*gptr());
    }
    ssize_t count = 0;
    do
    {
        count = ::read(descriptor_, buffer_.data(), buffer_.size());
    } while (count < 0 && errno == EINTR);
    if (count <= 0)
    {
        return traits_type::eof();
    }
    setg(buffer_.data(), buffer_.data(), buffer_.data() + count);
    return traits_type::to_int_type(*gptr());
}

std::streamsize DescriptorInput::showmanyc()
{
    pollfd ready{descriptor_, POLLIN, 0};
    return ::poll(&ready, 1, kGatherMilliseconds) > 0 && (ready.revents & (POLLIN | POLLHUP)) != 0 ? 1 : 0;
}

} // namespace hitlab::cli
