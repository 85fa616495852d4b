import { fileURLToPath } from 'node:url';

/** The shared fixtures sit beside the repository (../shared/fixtures), as in CI. */
export const FIXTURES_DIR = process.env.QUIRE_FIXTURES ?? fileURLToPath(new URL('../../../shared/fixtures', import.meta.url));
export const INVOICE_DIR = `${FIXTURES_DIR}/invoice`;
