/**
 * The editor previews an e-invoice document with its sample: a document made from either e-invoice
 * starter keeps the sample invoice under `einvoice` in its variables, and the dashboard's draft
 * preview (the cookie-only route the editor calls) renders every field from it, in each locale.
 * It is a free render: no credit moves.
 */
import { describe, expect, test } from 'vitest';
import { starters } from '../../src/modules/starters/catalog.js';
import { SAMPLE_INVOICE } from '../../src/modules/einvoice/sample-invoice.js';
import { SQLITE_ONLY, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { pdfText } from '../support/pdf.js';
import { remaining } from '../generation/helpers.js';
import { draftPreview } from '../previews/support.js';

describe.each(SQLITE_ONLY)('the editor previews the e-invoice starters with their sample (%s)', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  test.each(['einvoice-factur-x', 'xrechnung'])(
    '%s: the draft preview reads the sample einvoice, in en-US and de-DE',
    async (id) => {
      const starter = starters().find((s) => s.id === id)!;
      const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name: starter.name, starter: id } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.variables.einvoice).toEqual(SAMPLE_INVOICE);
      const before = await remaining(q, a);
      for (const locale of starter.locales) {
        // The editor sends the draft's fields; the sample variables of a locale are what its JSON tab holds.
        const r = await draftPreview(q, a, created.body.id, { variables: starter.variables[locale] });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const text = await pdfText(r.bytes);
        for (const t of [...(starter.expects?.[locale]?.text ?? []), 'RE-2026-0042', 'Kunde AG']) expect(text, `${id} ${locale}`).toContain(t);
      }
      expect(await remaining(q, a)).toBe(before);
    },
    180_000,
  );
});
