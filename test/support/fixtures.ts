import { fileURLToPath } from 'node:url';

/** Fixtures live in the repository (test/fixtures), so a clone from anywhere passes. */
export const FIXTURES_DIR = process.env.QUIRE_FIXTURES ?? fileURLToPath(new URL('../fixtures', import.meta.url));
export const INVOICE_DIR = `${FIXTURES_DIR}/invoice`;
