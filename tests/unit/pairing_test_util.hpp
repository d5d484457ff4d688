// Moved to tests/support/pairing_util.hpp; this path stays only for bench/*.cpp, which include
// it, until their includes are remapped (bench sources are outside this change).
#pragma once

#include "tests/support/pairing_util.hpp"
