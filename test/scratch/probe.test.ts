import { it } from 'vitest';
import { startTestQuire } from '../support/quire.js';

it('probe', async () => {
  const q = await startTestQuire('sqlite');
  const a = await q.account();
  const o = await q.call('GET', '/v1/openapi.json');
  console.log(JSON.stringify(o.body.paths['/v1/documents/{id}'].delete));
  const d = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'x' } });
  const r = await q.call('DELETE', '/v1/documents/' + d.body.id, { token: a.token });
  console.log(r.status, r.body, [...r.headers]);
  await q.close();
});
