#include <iostream>

int main() {
  std::cout << "xqsim\n";
  return 0;
}
