// RUN: some-tool %s
// A test file whose cases were all removed: nothing but comments is an
// empty module.
