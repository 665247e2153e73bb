# Installs the built hitlab into a prefix inside the build tree, then configures, builds and runs
# tests/consumer against that prefix alone.
# cmake -DHITLAB_BUILD_DIR=... -DWORK_DIR=... -DCXX_COMPILER=... [-DCXX_LAUNCHER=...] -P install_and_build.cmake
set(prefix ${WORK_DIR}/prefix)
set(consumerBuild ${WORK_DIR}/build)
file(REMOVE_RECURSE ${prefix} ${consumerBuild})

function(run_step what)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "consumer: ${what} failed (${result})")
    endif()
endfunction()

run_step("install" ${CMAKE_COMMAND} --install ${HITLAB_BUILD_DIR} --prefix ${prefix})
run_step("configure" ${CMAKE_COMMAND} -S ${CMAKE_CURRENT_LIST_DIR} -B ${consumerBuild}
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
    -DCMAKE_CXX_COMPILER_LAUNCHER=${CXX_LAUNCHER})
run_step("build" ${CMAKE_COMMAND} --build ${consumerBuild})
run_step("run" ${consumerBuild}/hitlab_consumer)
