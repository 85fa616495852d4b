import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyButton } from '../../ui/copy-button';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextField } from '../../ui/field';
import { ok, quire, type Role } from './client';
import { INVITATIONS_KEY } from './queries';

/** Invite by email with a role; shows the single-use link once (and whether it was emailed). */
export function InviteDialog({ open, onClose, roles }: { open: boolean; onClose(): void; roles: Role[] }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [link, setLink] = useState<{ url: string; email: string; emailed: boolean; mailConfigured: boolean } | null>(null);

  const close = () => {
    setEmail('');
    setLink(null);
    onClose();
  };
  const submit = async () => {
    if (link) return close();
    const created = await ok(quire.raw.POST('/v1/invitations', { body: { email, role } }));
    setLink({ url: created.url, email: created.email, emailed: created.emailed, mailConfigured: created.mailConfigured });
    await queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
  };

  return (
    <Dialog
      title={link ? 'Invitation created' : 'Invite a member'}
      open={open}
      onClose={close}
      onSubmit={submit}
      submitLabel={link ? 'Done' : 'Send invitation'}
      done={link !== null}
    >
      {link ? (
        <div className="space-y-2 text-sm">
          {link.emailed ? (
            <p>
              The invitation was emailed to <strong>{link.email}</strong>. You can also share this link (single use, valid 7 days):
            </p>
          ) : (
            <div role="status" className="space-y-1">
              <p>
                <strong>No email was sent</strong>
                {link.mailConfigured ? ': the mail server did not take it (the server log says why).' : ': this server has no mail set up.'} Copy the link and
                send it to <strong>{link.email}</strong> yourself, in a chat or your own email. It works once, for 7 days.
              </p>
              {!link.mailConfigured && (
                <p className="text-slate-600">
                  To have Quire email invitations, the server's operator sets <code>SMTP_URL</code> (and <code>SMTP_FROM</code>).
                </p>
              )}
            </div>
          )}
          <code className="block break-all rounded bg-slate-100 p-2 text-xs" aria-label="Invitation link">
            {link.url}
          </code>
          <CopyButton text={link.url} label="Copy link" />
        </div>
      ) : (
        <>
          <TextField label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </Dialog>
  );
}
