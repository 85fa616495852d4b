import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { localeFields } from './quire';
import { useCreateFromStarter, useStarters } from './queries';
import { StarterPicker } from './starter-picker';

/** New document: a name, and Blank or a starter (or a partial: a block other templates include). */
export function NewDocumentDialog({
  open,
  folderId,
  initialStarter = null,
  initialLocale = null,
  onClose,
  onCreated,
}: {
  open: boolean;
  folderId: number | null;
  initialStarter?: string | null;
  initialLocale?: string | null;
  onClose(): void;
  onCreated(id: number): void;
}) {
  const create = useCreateFromStarter();
  const [name, setName] = useState('');
  const [starter, setStarter] = useState<string | null>(initialStarter);
  const [locale, setLocale] = useState<string | null>(initialLocale);
  const [partial, setPartial] = useState(false);
  const starters = useStarters();
  const submit = async () => {
    const doc = await create.mutateAsync({
      name: name.trim(),
      ...(starter && !partial
        ? {
            starter,
            ...localeFields(
              starters.data?.find((s) => s.id === starter),
              locale,
            ),
          }
        : {}),
      ...(partial ? { kind: 'partial' as const } : {}),
      ...(folderId !== null ? { folderId } : {}),
    });
    onCreated(doc.id);
  };
  return (
    <Dialog title="New document" open={open} onClose={onClose} submitLabel="Create document" onSubmit={submit}>
      <TextField label="Document name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} autoFocus placeholder="Invoice" />
      {!partial && <StarterPicker value={starter} onChange={setStarter} locale={locale} onLocale={setLocale} />}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={partial} onChange={(e) => setPartial(e.target.checked)} />
        Partial: a building block other templates include with {'{{> name}}'}
      </label>
    </Dialog>
  );
}
