import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
};
/** ESM-only packages (Fastify's, redux-persist's, the app's SHA-256 @noble/hashes): let ts-jest turn them into CommonJS. */
const transformIgnorePatterns = ['/node_modules/(?!(content-disposition|cookie|redux-persist/es|@noble/hashes)/)'];
/** Server and shared code import relative files with `.js`, as Node's ESM needs; Jest resolves the `.ts`. */
const moduleNameMapper = { '^(\\.{1,2}/.*)\\.js$': '$1' };

const serverProject = (displayName: string, setupFiles: string[] = []): NonNullable<Config['projects']>[number] => ({
  displayName,
  testEnvironment: 'node',
  roots: ['<rootDir>/src/server', '<rootDir>/src/shared'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform,
  transformIgnorePatterns,
  moduleNameMapper,
  setupFiles,
});

const config: Config = {
  // Real databases, sockets and processes: generous on a loaded 2-core machine (time limits are not
  // assertions). A global option: Jest ignores it inside a project.
  testTimeout: 30_000,
  // On 2 cores Jest has one worker and would run every suite in its own process (in band), whose
  // heap then grows over ~250 suites until it runs out (it did, at 3.5 GB). A memory limit makes
  // Jest use a worker process even then, and start a fresh one once it holds more than this.
  workerIdleMemoryLimit: '1GB',
  projects: [
    // Server and shared code on SQLite (the embedded default).
    serverProject('server'),
    // The same server suites on PostgreSQL (TEST_DATABASE_URL); scripts/test.mjs selects it when reachable.
    serverProject('server-pg', ['<rootDir>/src/server/testing/use-postgres.ts']),
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/src/client/testing/jsdom-environment.ts',
      roots: ['<rootDir>/src/client'],
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: {
        ...moduleNameMapper,
        // import.meta.env lives in one module; Jest gets a plain stand-in.
        '^.*/config/env$': '<rootDir>/src/client/testing/env.ts',
        '\\.(css|svg|png|webp|mp3)$': '<rootDir>/src/client/testing/file-stub.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/src/client/testing/setup.ts'],
    },
  ],
};

export default config;
