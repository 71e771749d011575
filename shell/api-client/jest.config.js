module.exports = {
  displayName: 'api-client',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
};
