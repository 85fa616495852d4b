import nodemailer from 'nodemailer';
import type { Mailer } from '../modules/invitations/service.js';
import type { Config } from './config.js';

/** SMTP_URL set: invitations are also sent by email through this server; unset: links only. */
export function createMailer(config: Partial<Pick<Config, 'SMTP_URL' | 'SMTP_FROM'>>): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL);
  const from = config.SMTP_FROM ?? 'Quire <quire@localhost>';
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
