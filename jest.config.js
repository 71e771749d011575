/** One jest run for the whole repository: contracts and API-client unit tests, API integration tests. */
module.exports = {
  projects: ['<rootDir>/contracts', '<rootDir>/shell/api-client', '<rootDir>/shell/forms', '<rootDir>/shell/design-system', '<rootDir>/mfe-crm', '<rootDir>/api'],
  // A global option: the projects' own testTimeout is not read when they run as projects. API suites start a server
  // and run migrations in their hooks, which takes more than jest's default 5 s on a busy machine.
  testTimeout: 30000,
  // Jest's default on two cores is one worker, but the API suites mostly wait on PostgreSQL and sockets: three
  // workers take the run from about 205 s to about 140 s on such a machine.
  maxWorkers: 3,
  testSequencer: '<rootDir>/jest.sequencer.cjs',
};
