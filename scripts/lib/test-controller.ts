/**
 * The data controller that test builds and servers name (end-to-end tests, load test;
 * scripts/test.sh exports the same values): a production build or start for a public
 * SITE_URL requires CONTROLLER_* (app/config.server.ts).
 */
export const TEST_CONTROLLER = {
  CONTROLLER_NAME: process.env.CONTROLLER_NAME || 'Chat Control Info Test Operator',
  CONTROLLER_ADDRESS: process.env.CONTROLLER_ADDRESS || 'Rue de la Loi 1, 1000 Brussels, Belgium',
  CONTROLLER_EMAIL: process.env.CONTROLLER_EMAIL || 'privacy@chatcontrol.info',
}
