import type { Folder } from '../../types';
import { SelectField } from '../../ui/field';

/** "Folder": No folder (null) or one of the folders, each with its emoji. */
export function FolderField({ folders, value, onChange }: { folders: Folder[]; value: number | null; onChange(folderId: number | null): void }) {
  return (
    <SelectField label="Folder" value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
      <option value="">No folder</option>
      {folders.map((f) => (
        <option key={f.id} value={f.id}>
          {f.emoji ? `${f.emoji} ` : ''}
          {f.name}
        </option>
      ))}
    </SelectField>
  );
}
