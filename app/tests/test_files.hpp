// Files a test writes and reads back: its own folder, and whole-file text. Shared by the tests that run
// the real sandbox (sandbox_run.hpp) and those that only save and load scenes.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace hitlab::test_files
{

// The running test's own folder, made if missing: one per test, so that CTest may run the tests of
// every binary in parallel (suite names are unique across the sandbox's tests).
inline std::filesystem::path workDir()
{
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / "hitlab_app_tests" /
        (test ? std::string(test->test_suite_name()) + "." + test->name() : std::string("none"));
    std::filesystem::create_directories(dir);
    return dir;
}

inline std::string readText(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

inline void writeText(const std::filesystem::path& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
}

} // namespace hitlab::test_files
