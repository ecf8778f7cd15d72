import { CONTROLLER_EXAMPLE, readEnvironment } from '../../app/config.server'

const set = readEnvironment(['CONTROLLER_NAME', 'CONTROLLER_ADDRESS', 'CONTROLLER_EMAIL'])
// Unset, the schema gives the visible example values, which a public site refuses: the test operator instead.
const or = (value: string, example: string, test: string) => (value === example ? test : value)

/**
 * The data controller that test builds and servers name (end-to-end tests, load test;
 * scripts/test.sh exports the same values): a production build or start for a public
 * SITE_URL requires CONTROLLER_* (app/config.server.ts).
 */
export const TEST_CONTROLLER = {
  CONTROLLER_NAME: or(set.CONTROLLER_NAME, CONTROLLER_EXAMPLE.name, 'Chat Control Info Test Operator'),
  CONTROLLER_ADDRESS: or(set.CONTROLLER_ADDRESS, CONTROLLER_EXAMPLE.address, 'Rue de la Loi 1, 1000 Brussels, Belgium'),
  CONTROLLER_EMAIL: or(set.CONTROLLER_EMAIL, CONTROLLER_EXAMPLE.email, 'privacy@chatcontrol.info'),
}
