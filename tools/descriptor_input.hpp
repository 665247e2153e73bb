// Standard input for `hitlab-cli query` as a stream that tells how much can be read without waiting
// (in_avail, readsome): std::cin cannot, so a query reading large blocks from it would wait for a
// whole block, or for the end of the input, before it answered an interactive line.
#pragma once

#include <streambuf>
#include <vector>

namespace hitlab::cli
{

class DescriptorInput : public std::streambuf
{
public:
    explicit DescriptorInput(int descriptor, std::size_t bufferSize = 1 << 16);

protected:
    // Waits for at least one byte (one read(2), which returns what has arrived); end of input on end
    // of file or a read error.
    int_type underflow() override;
    // When the descriptor has input ready, or has it within kGatherMilliseconds: how many bytes have
    // arrived (FIONREAD; at least 1, which is all that is known at the end of the input or where the
    // system cannot tell), else 0. The stream's readsome then reads what has arrived. The short wait
    // lets input that is still flowing in (a pipe holds only 64 KB) gather into large blocks, at no
    // cost a person typing could notice.
    std::streamsize showmanyc() override;
    // Reads count bytes (fewer at the end of the input): what the buffer holds, then, for a request as
    // large as the buffer, read(2) straight into the destination, so that a block read by readsome is
    // not copied through the buffer on its way.
    std::streamsize xsgetn(char_type* destination, std::streamsize count) override;

private:
    // One read(2) of at most size bytes into `into`, again when a signal interrupts it: the count
    // read, 0 at the end of the input, negative on an error.
    long readDescriptor(char* into, std::size_t size) const;

    static constexpr int kGatherMilliseconds = 1;
    static constexpr int kPipeBytes = 1 << 20;
    int descriptor_;
    std::vector<char> buffer_;
};

} // namespace hitlab::cli
