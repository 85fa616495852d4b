import { z } from 'zod';

/**
 * Ids are 32-bit serial columns on PostgreSQL: comparing one with a larger number is a database
 * error there, not "no such row", so larger values are refused as invalid before any query.
 */
export const MAX_ID = 2_147_483_647;

/**
 * A row id in a path or query: decimal digits only. Number() would also read `0x10` as 16 and
 * `1e3` as 1000; those stay strings here and are refused (400 VALIDATION_ERROR). A JSON number
 * (an MCP tool argument) passes as is.
 */
export const PathId = z.preprocess((v) => (typeof v === 'string' && /^[0-9]{1,10}$/.test(v) ? Number(v) : v), z.number().int().positive().max(MAX_ID));
/** A row id in a JSON body. */
export const BodyId = z.number().int().positive().max(MAX_ID);

/** A uuid as Quire writes them (lower case, any version), for paths and patterns. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A whole string that is a uuid, in either case (callers lower-case before lookups). */
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, 'i');
