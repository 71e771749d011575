module.exports = {
  displayName: 'design-system',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  // The contracts' sources, as the apps' builds read them (the '@agency/source' condition), not a built copy.
  moduleNameMapper: { '^@agency/contracts$': '<rootDir>/../../contracts/src/index.ts' },
};
