import type { Transporter } from 'nodemailer';
import type { Mailer } from '../modules/invitations/service.js';
import type { ModuleSettings } from '../modules/deps.js';

/** SMTP_URL set: invitations are also sent by email through this server; unset: links only. */
export function createMailer(config: Pick<ModuleSettings, 'SMTP_URL' | 'SMTP_FROM'>): Mailer | null {
  const smtpUrl = config.SMTP_URL;
  if (!smtpUrl) return null;
  const from = config.SMTP_FROM ?? 'Quire <quire@localhost>';
  // Loaded on the first email: commands and servers that never invite do not pay for it.
  let transport: Promise<Transporter> | null = null;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
