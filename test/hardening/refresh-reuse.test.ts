import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/core/secrets.js';
import { cookiesOf, cookieValue, DIALECTS, expectError, login, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

describe.each(DIALECTS)('refresh token reuse detection (%s)', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  const refresh = (cookie: string) => q.call('POST', '/v1/auth/refresh', { cookie });

  it('a rotated refresh token used again revokes the whole session: the thief and the owner both sign in again', async () => {
    const stolen = await login(q.call, a.email, a.password);
    const rotated = await refresh(stolen);
    expect(rotated.status).toBe(200);
    const owner = cookiesOf(rotated.headers);
    // Past the grace for concurrent tabs: the old token was rotated a minute ago.
    await q.quire.db
      .updateTable('retired_refresh_tokens')
      .set({ retired_at: new Date(Date.now() - 60_000).toISOString() })
      .where('refresh_hash', '=', sha256(cookieValue(stolen, 'quire_refresh')!))
      .execute();

    expectError(await refresh(stolen), 401, 'UNAUTHORIZED');
    expectError(await q.call('GET', '/v1/me', { cookie: owner }), 401, 'UNAUTHORIZED');
    expectError(await refresh(owner), 401, 'UNAUTHORIZED');
    // Other sessions of the account are untouched, and signing in again works.
    const again = await login(q.call, a.email, a.password);
    expect((await q.call('GET', '/v1/me', { cookie: again })).status).toBe(200);
  });

  it('within the grace (two tabs refreshing at once) the old token is refused but the session lives', async () => {
    const first = await login(q.call, a.email, a.password);
    const r = await refresh(first);
    expect(r.status).toBe(200);
    const current = cookiesOf(r.headers);
    expectError(await refresh(first), 401, 'UNAUTHORIZED');
    expect((await q.call('GET', '/v1/me', { cookie: current })).status).toBe(200);
    expect((await refresh(current)).status).toBe(200);
  });
});
