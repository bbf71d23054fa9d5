// The order the suite's files start in: the longest first, so no worker is left with a long file at the end of the
// run. Jest orders by the durations of the previous run, and without them (a clean checkout, as in CI) by file size,
// which started the two walks, each several minutes long and small files, last of all. These files go first, in this
// order; the rest follow in Jest's own order.
const Sequencer = require('@jest/test-sequencer').default;
const path = require('path');

const LONGEST_FIRST = [
  'every-route.e2e.test.ts',
  'every-route-dark-rtl.e2e.test.ts',
  'deployment.e2e.test.ts',
  'boot-race.e2e.test.ts',
  'platform.e2e.test.ts',
];

class LongestFirst extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const at = LONGEST_FIRST.indexOf(path.basename(test.path));
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    const sorted = super.sort(tests);
    // Array.prototype.sort is stable: the files not listed keep Jest's order among themselves.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
