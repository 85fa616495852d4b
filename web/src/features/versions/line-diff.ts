/** One row of a side-by-side diff: the left line, the right line, or both when equal. */
export interface DiffRow {
  left: string | null;
  right: string | null;
  kind: 'same' | 'removed' | 'added' | 'changed';
}

/**
 * A line diff by longest common subsequence (templates are hundreds of lines, not millions:
 * the quadratic table is fine). A removal next to an addition shows as one changed row.
 */
export function sideBySide(a: string, b: string): DiffRow[] {
  const x = a.split('\n');
  const y = b.split('\n');
  const n = x.length;
  const m = y.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const rows: DiffRow[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) rows.push({ left: x[i++]!, right: y[j++]!, kind: 'same' });
    else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      const prev = rows.at(-1);
      if (prev?.kind === 'removed') Object.assign(prev, { right: y[j++]!, kind: 'changed' });
      else rows.push({ left: null, right: y[j++]!, kind: 'added' });
    } else rows.push({ left: x[i++]!, right: null, kind: 'removed' });
  }
  return rows;
}
