/** One jest run for the whole repository: contracts and API-client unit tests, API integration tests. */
module.exports = {
  projects: ['<rootDir>/contracts', '<rootDir>/shell/api-client', '<rootDir>/api'],
};
