module.exports = {
  displayName: 'mfe-crm',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  // The contracts' sources, as the remote's build reads them (the '@agency/source' condition), not a built copy.
  moduleNameMapper: { '^@agency/contracts$': '<rootDir>/../contracts/src/index.ts' },
};
