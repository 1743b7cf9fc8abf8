import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export type SendMail = (mail: Mail) => Promise<void>;

/**
 * With SMTP_URL, mail goes through that server. Without it (a laptop), each message is written as a file in
 * `outboxDir` (readable by the server's user only), and the log says which file: a password-reset link can be
 * copied from there, while the log, which goes to other people and systems, never holds one.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger; outboxDir: string }): SendMail {
  if (!options.smtpUrl) {
    return async (mail) => {
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.txt`);
      await fs.writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
      options.log.info({ mail: { to: mail.to, subject: mail.subject, file } }, `mail to ${mail.to} written to ${file}`);
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from: options.from, ...mail });
  };
}
