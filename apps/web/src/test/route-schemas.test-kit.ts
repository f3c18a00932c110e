/**
 * Set-up of the unit tests (vitest.config.ts): the route table's schemas load with each test file,
 * as the contracts do. In the browser an area's schemas load while its first request is under way
 * (apps/web/src/lib/route-schemas.ts); under test the answer comes at once, and a cold module
 * transform of the area, slow on a busy machine, would hold it up past the tests' waits.
 */
import '@leisure/contracts/routes';
