module.exports = {
  displayName: 'contracts',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
};
