import nodemailer from 'nodemailer';
import type { MailTransport } from './port';

/** Delivery through an SMTP server with nodemailer; `smtps://` for TLS from the start, STARTTLS when offered. */
export function createSmtpTransport(url: string): MailTransport {
  const parsed = new URL(url);
  const timeouts = 'connectionTimeout=10000&greetingTimeout=10000&socketTimeout=30000';
  const transporter = nodemailer.createTransport(`${url}${parsed.search ? '&' : '?'}${timeouts}`);
  return {
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        messageId: message.messageId,
      });
    },
    async verify() {
      await transporter.verify();
    },
    // Never the password: only where the mail goes.
    describe: () => `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`,
  };
}
