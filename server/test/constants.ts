export const TEST_ADMIN_PASSWORD = 'Admin-Test-1234!';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const DEMO_PASSWORD = 'Demo1234!';
