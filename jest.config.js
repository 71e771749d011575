/** One jest run for the whole repository: contracts and API-client unit tests, API integration tests. */
module.exports = {
  projects: ['<rootDir>/contracts', '<rootDir>/shell/api-client', '<rootDir>/api'],
  // A global option: the projects' own testTimeout is not read when they run as projects. API suites start a server
  // and run migrations in their hooks, which takes more than jest's default 5 s on a busy machine.
  testTimeout: 30000,
};
