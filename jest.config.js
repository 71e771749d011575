/** One jest run for the whole repository: contracts unit tests and API integration tests. */
module.exports = {
  projects: ['<rootDir>/contracts', '<rootDir>/api'],
};
