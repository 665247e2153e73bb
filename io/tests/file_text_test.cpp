#include "file_text.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace hitlab::io
{
namespace
{

TEST(FileText, ReadsAWholeFileOfUpToTheLimit)
{
    const auto path = std::filesystem::temp_directory_path() / "hitlab_file_text.txt";
    const std::string bytes = std::string("line one\n\0binary\r\n", 18) + std::string(200000, 'x');
    {
        std::ofstream(path, std::ios::binary) << bytes;
    }
    const FileText whole = readFileText(path.string(), bytes.size(), "test file");
    ASSERT_TRUE(whole) << whole.error;
    EXPECT_EQ(whole.text, bytes);
    const FileText over = readFileText(path.string(), bytes.size() - 1, "test file");
    ASSERT_FALSE(over);
    EXPECT_EQ(over.error, "is " + std::to_string(bytes.size()) + " bytes, more than a test file's limit of " +
                              std::to_string(bytes.size() - 1) + " bytes");
    std::filesystem::remove(path);
}

// A file under /proc reports no size: the reading itself stops one byte past the limit.
TEST(FileText, AFileWithoutASizeStopsAtTheLimitAsItIsRead)
{
    ASSERT_EQ(std::filesystem::file_size("/proc/self/maps"), 0u)
        << "choose another file that reports no size";
    const FileText unsized = readFileText("/proc/self/maps", 10, "test file");
    ASSERT_FALSE(unsized);
    EXPECT_EQ(unsized.error, "is more than a test file's limit of 10 bytes");
    const FileText whole = readFileText("/proc/self/maps", 1 << 24, "test file");
    ASSERT_TRUE(whole) << whole.error;
    EXPECT_NE(whole.text.find("[stack]"), std::string::npos);
}

TEST(FileText, AFileThatCannotBeOpenedSaysWhy)
{
    const auto missing = std::filesystem::temp_directory_path() / "hitlab_file_text_missing.txt";
    std::filesystem::remove(missing);
    EXPECT_EQ(readFileText(missing.string(), 100, "test file").error,
              "cannot open the file for reading (No such file or directory)");
    const auto directory = std::filesystem::temp_directory_path() / "hitlab_file_text_directory";
    std::filesystem::create_directories(directory);
    EXPECT_EQ(readFileText(directory.string(), 100, "test file").error, "is a directory, not a test file");
    std::filesystem::remove_all(directory);
}

} // namespace
} // namespace hitlab::io
