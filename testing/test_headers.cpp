// The object the test programs' precompiled headers are built beside (CMakeLists.txt, hitlab_test_headers).
