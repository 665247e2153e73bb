#include "descriptor_input.hpp"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
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

long DescriptorInput::readDescriptor(char* into, std::size_t size) const
{
    ssize_t count = 0;
    do
    {
        count = ::read(descriptor_, into, size);
    } while (count < 0 && errno == EINTR);
    return static_cast<long>(count);
}

DescriptorInput::int_type DescriptorInput::underflow()
{
    if (gptr() < egptr())
    {
        return traits_type::to_int_type(*gptr());
    }
    const long count = readDescriptor(buffer_.data(), buffer_.size());
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
    if (!(::poll(&ready, 1, kGatherMilliseconds) > 0 && (ready.revents & (POLLIN | POLLHUP)) != 0))
    {
        return 0;
    }
    int arrived = 0;
    return ::ioctl(descriptor_, FIONREAD, &arrived) == 0 && arrived > 1 ? arrived : 1;
}

std::streamsize DescriptorInput::xsgetn(char_type* destination, std::streamsize count)
{
    std::streamsize copied = 0;
    const auto bufferSize = static_cast<std::streamsize>(buffer_.size());
    while (copied < count)
    {
        const std::streamsize buffered = egptr() - gptr();
        if (buffered > 0)
        {
            const std::streamsize take = std::min(buffered, count - copied);
            std::copy(gptr(), gptr() + take, destination + copied);
            gbump(static_cast<int>(take));
            copied += take;
            continue;
        }
        if (count - copied < bufferSize)
        {
            if (traits_type::eq_int_type(underflow(), traits_type::eof()))
            {
                break;
            }
            continue;
        }
        const long read = readDescriptor(destination + copied, static_cast<std::size_t>(count - copied));
        if (read <= 0)
        {
            break;
        }
        copied += read;
    }
    return copied;
}

} // namespace hitlab::cli
