/**
 * Jest: TypeScript through ts-jest (type checking is done once by `npm run typecheck` in `npm test`).
 * `npm run test:fast` leaves out the `*.slow.test.ts` files (CONTRIBUTING.md, Gates).
 * The process runs in the script's time zone (appsscript.json), as Apps Script does; the emulated
 * spreadsheets have another one (tests/emu/README.md).
 */
process.env.TZ = require('./appsscript.json').timeZone;
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { diagnostics: false }] },
  testTimeout: 60000,
};
