// A fixed set of worker threads that live as long as the pool and sleep between jobs (fork-join):
// run(job) wakes every worker, calls job() on each of them and on the calling thread at once, and
// returns when every call has returned. The job shares its work out itself; the collision pass, for
// one, has every thread take chunks of candidate pairs from one atomic counter until none is left.
// Nothing is allocated per job. A pool of 0 workers runs each job on the caller alone.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace hitlab
{

class ThreadPool
{
public:
    explicit ThreadPool(int workerCount);
    ~ThreadPool();
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    int workerCount() const { return static_cast<int>(workers_.size()); }

    // Calls job() on every worker and on this thread; returns when all the calls have returned. One
    // job at a time: run is not reentrant and is called from one thread.
    template <typename Job> void run(Job& job)
    {
        runErased(&job, [](void* erased) { (*static_cast<Job*>(erased))(); });
    }

private:
    void runErased(void* job, void (*invoke)(void*));
    void workerLoop();

    // A job is announced by bumping generation_; each worker reports by bumping finished_.
    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable done_;
    std::uint64_t generation_ = 0;
    std::size_t finished_ = 0;
    bool stopping_ = false;
    void* job_ = nullptr;
    void (*invoke_)(void*) = nullptr;
};

} // namespace hitlab
