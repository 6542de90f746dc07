import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: `npm run test:unit` runs domain and web, `npm run test:server`
// runs the server's HTTP tests against real PostgreSQL (see server/test/global-setup.ts).
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
