const Sequencer = require('@jest/test-sequencer').default;

/**
 * The suites that take longest (tens of seconds: the fuzzer's 10,100 requests, 10,000 leads paged through, the
 * database outage, the authorization matrix, killed and restarted instances, the backup round trip) start first, so
 * none of them is left running alone at the end while the other workers sit idle. Without jest's timing cache (a
 * clean clone, as in CI) the default order is by file size, which put the 64 s paging suite in the last third.
 */
const LONGEST_FIRST = [
  'schema-fuzz.test.ts',
  'leads-paging.test.ts',
  'database-outage.test.ts',
  'authorization-matrix.test.ts',
  'instance-crash.test.ts',
  'backup.test.ts',
];

const rank = (test) => {
  const index = LONGEST_FIRST.findIndex((name) => test.path.endsWith(`/${name}`));
  return index === -1 ? LONGEST_FIRST.length : index;
};

class LongestFirstSequencer extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests);
    // Array.prototype.sort is stable: the rest keep jest's own order.
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirstSequencer;
