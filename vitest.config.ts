import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: `npm run test:unit` runs domain, web and repo (tests of the
// repository's own tooling, such as the lint rules), `npm run test:server` runs the server's HTTP
// tests against real PostgreSQL (see server/test/global-setup.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', root: './domain', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
          // Waits of up to 4 s (src/test-setup.ts) inside a test.
          testTimeout: 15_000,
        },
      },
      {
        // ESLint loads the TypeScript resolver and walks the import graph: seconds, not milliseconds.
        test: { name: 'repo', root: '.', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
