/** The password of every demo account in the tests. */
export const DEMO_PASSWORD = 'demo123';
