import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export type SendMail = (mail: Mail) => Promise<void>;

/**
 * With SMTP_URL, mail goes through that server. Without it (a laptop, tests), the message is written
 * to the server log so a password-reset link can be copied from there.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): SendMail {
  if (!options.smtpUrl) {
    return async (mail) => {
      options.log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, `mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from: options.from, ...mail });
  };
}
