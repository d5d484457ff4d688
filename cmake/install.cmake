# `cmake --install BUILD [--prefix P]` (docs/install.md): the program, its man page and bash
# completion, and the libraries as a CMake package, so another project can
#   find_package(xqsim REQUIRED)
#   target_link_libraries(app PRIVATE xqsim::pairing)
# Installed (under the prefix):
#   bin/xqsim
#   share/man/man1/xqsim.1                       (generated with help2man; skipped without it)
#   share/bash-completion/completions/xqsim      (cli/completion/xqsim.bash)
#   include/{pairing,verify,reports,sim}/…/*.hpp (the public headers, same paths as in the tree)
#   lib/libxq_*.a
#   lib/cmake/xqsim/xqsim{Config,ConfigVersion,Targets,Targets-<config>}.cmake
# Included last by the top-level CMakeLists.txt, when every target exists.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# ---------------------------------------------------------------- the program, man page, completion
install(TARGETS xqsim RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/cli/completion/xqsim.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME xqsim)

# The man page is xqsim's own --help and --version, and every command's --help (a COMMANDS
# section, cmake/man_page.cmake), turned into roff by help2man (Debian: help2man) when xqsim is
# built. Without help2man the page is skipped, never an error.
find_program(XQ_HELP2MAN help2man)
if(XQ_HELP2MAN)
  set(XQ_MAN_PAGE ${PROJECT_BINARY_DIR}/man/xqsim.1)
  add_custom_command(
    OUTPUT ${XQ_MAN_PAGE}
    COMMAND ${CMAKE_COMMAND} -DXQSIM=$<TARGET_FILE:xqsim> -DHELP2MAN=${XQ_HELP2MAN} -DOUT=${XQ_MAN_PAGE}
            -P ${PROJECT_SOURCE_DIR}/cmake/man_page.cmake
    DEPENDS xqsim ${PROJECT_SOURCE_DIR}/cmake/man_page.cmake
    COMMENT "Generating the man page xqsim.1 (help2man)"
    VERBATIM)
  add_custom_target(xqsim_man ALL DEPENDS ${XQ_MAN_PAGE})
  install(FILES ${XQ_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  message(STATUS "xqsim man page: generated with ${XQ_HELP2MAN}")
else()
  message(STATUS "xqsim man page: skipped (help2man not found; Debian package help2man)")
endif()

# ---------------------------------------------------------------- the libraries as a CMake package
# target → xqsim::<export name>. xq_warnings (the warning flags) is linked PRIVATE by every
# library, which a static library's export keeps as $<LINK_ONLY:…>: exported too (it carries
# no flags to a consumer, as it is only linked, never compiled against).
set(XQ_EXPORTED_LIBRARIES
    xq_model xq_io xq_standings xq_swiss xq_team xq_roundrobin xq_knockout xq_pairing
    xq_verify xq_reports xq_sim)
foreach(target ${XQ_EXPORTED_LIBRARIES})
  string(REGEX REPLACE "^xq_" "" name ${target})
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${name})
endforeach()
set_target_properties(xq_warnings PROPERTIES EXPORT_NAME warnings)

install(TARGETS ${XQ_EXPORTED_LIBRARIES} xq_warnings
        EXPORT xqsimTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
# The headers keep their paths: #include "pairing/pairing.hpp" works in the tree and installed.
install(DIRECTORY pairing verify reports sim
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        FILES_MATCHING PATTERN "*.hpp")

set(XQ_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/xqsim)
install(EXPORT xqsimTargets NAMESPACE xqsim:: DESTINATION ${XQ_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/xqsimConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/xqsimConfig.cmake INSTALL_DESTINATION ${XQ_CMAKE_DIR})
# 0.x: a minor version may change the API, so only the same 0.y is compatible.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/xqsimConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/xqsimConfig.cmake ${PROJECT_BINARY_DIR}/xqsimConfigVersion.cmake
        DESTINATION ${XQ_CMAKE_DIR})
