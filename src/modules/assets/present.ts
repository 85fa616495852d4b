import type { AssetRow } from '../../db/schema.js';

export function toAssetPayload(row: AssetRow, publicUrl: (path: string) => string) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    contentType: row.content_type,
    bytes: row.bytes,
    ...(row.kind === 'image' && row.width !== null && row.height !== null ? { width: row.width, height: row.height } : {}),
    ...(row.kind === 'font'
      ? { family: row.family ?? '', weight: row.weight ?? 400, style: (row.style === 'italic' ? 'italic' : 'normal') as 'normal' | 'italic' }
      : {}),
    url: publicUrl(row.path),
    createdAt: row.created_at,
  };
}
