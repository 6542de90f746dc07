import { defineConfig } from 'vitest/config';

// One Vitest run, five projects: `npm run test:unit` runs domain, web and repo (tests of the
// repository's own tooling, such as the lint rules), `npm run test:server` runs the server's HTTP
// tests against real PostgreSQL (see server/test/global-setup.ts), `npm run test:api-client` the
// OpenAPI document's lint and the client generated from it, on the same kind of database.
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
          // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which
          // leaves a core idle while a file waits on PostgreSQL, a job queue's poll or an SMTP
          // receiver. Each file has its own database, so files run side by side safely.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api-client',
          root: './api-client',
          include: ['test/**/*.test.ts'],
          globalSetup: ['../server/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
