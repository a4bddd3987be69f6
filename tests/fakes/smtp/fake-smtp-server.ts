import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent over SMTP: headers, blank line, body. */
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what it receives. It can be
 * stopped and started again on the same port, standing for a mail server that goes down.
 */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = async () => {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => instance.listen(port, '127.0.0.1', () => resolve()));
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  };
  await listen();

  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      const instance = server;
      server = null;
      if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
    /** Back on the same port. */
    start: listen,
  };
}
