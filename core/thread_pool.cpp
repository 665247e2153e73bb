#include "thread_pool.hpp"

#include <algorithm>

namespace hitlab
{

ThreadPool::ThreadPool(int workerCount)
{
    const int workers = std::max(workerCount, 0);
    workers_.reserve(static_cast<std::size_t>(workers));
    for (int w = 0; w < workers; ++w)
    {
        workers_.emplace_back([this] { workerLoop(); });
    }
}

ThreadPool::~ThreadPool()
{
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    for (std::thread& worker : workers_)
    {
        worker.join();
    }
}

void ThreadPool::runErased(void* job, void (*invoke)(void*))
{
    {
        std::lock_guard lock(mutex_);
        job_ = job;
        invoke_ = invoke;
        ++generation_;
        finished_ = 0;
    }
    wake_.notify_all();
    invoke(job);
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return finished_ == workers_.size(); });
}

void ThreadPool::workerLoop()
{
    std::uint64_t seen = 0;
    for (;;)
    {
        void* job = nullptr;
        void (*invoke)(void*) = nullptr;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
            if (stopping_)
            {
                return;
            }
            seen = generation_;
            job = job_;
            invoke = invoke_;
        }
        invoke(job);
        {
            std::lock_guard lock(mutex_);
            ++finished_;
        }
        done_.notify_one();
    }
}

} // namespace hitlab
