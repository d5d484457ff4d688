# cmake -DXQSIM=… -DHELP2MAN=… -DOUT=…/xqsim.1 -P man_page.cmake (cmake/install.cmake runs it
# when xqsim is built): the man page xqsim(1) from the program's own help. help2man reads
# `xqsim --help` and `xqsim --version`; every command of the --help list gets its own
# subsection under COMMANDS with its `xqsim COMMAND --help`, so a new command is in the page
# without touching this file.
get_filename_component(dir ${OUT} DIRECTORY)
file(MAKE_DIRECTORY ${dir})

execute_process(COMMAND ${XQSIM} --help OUTPUT_VARIABLE help RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${XQSIM} --help failed (${rc})")
endif()
# The commands: the lines "  NAME  summary" between "Commands:" and the next blank line.
string(REGEX MATCH "[Cc]ommands:\n(( +[a-z][-a-z]* +[^\n]*\n)+)" block "${help}")
string(REGEX MATCHALL "\n +[a-z][-a-z]* " names "\n${CMAKE_MATCH_1}")
if(NOT names)
  message(FATAL_ERROR "no command list in the output of ${XQSIM} --help")
endif()

# Text as roff: backslashes doubled, a line starting with . or ' protected with \&.
function(roff_text text out)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

set(include "[COMMANDS]\nEach command has its own options; \\fBxqsim\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR prints them.\n")
foreach(name ${names})
  string(STRIP "${name}" name)
  execute_process(COMMAND ${XQSIM} ${name} --help OUTPUT_VARIABLE text RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${XQSIM} ${name} --help failed (${rc})")
  endif()
  roff_text("${text}" text)
  string(APPEND include ".SS \"xqsim ${name}\"\n.nf\n${text}.fi\n")
endforeach()
string(APPEND include "[SEE ALSO]\nThe documentation in the source tree: README.md and docs/ (docs/cli.md for the commands).\n")
file(WRITE ${dir}/xqsim.h2m "${include}")

execute_process(
  # --locale: help2man passes the help's UTF-8 (…, —) through only in a UTF-8 locale
  COMMAND ${HELP2MAN} --locale=C.UTF-8 --no-info --no-discard-stderr
          --name "xiangqi tournament rules engine, simulator and verifier"
          --section 1 --include ${dir}/xqsim.h2m --output ${OUT} ${XQSIM}
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "help2man failed (${rc})")
endif()
