/**
 * A proxy in front of the fake Shopify for the mirror drill: everything passes through, the
 * fake's address in its answers is replaced by the proxy's (so the bulk result's download comes
 * here too), and while `hold` is set a bulk JSONL download sends the first `hold` lines and then
 * nothing more, its connection left open: the server is caught with part of the file stored,
 * however fast it stores lines.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface HeldBulkProxy {
  /** `127.0.0.1:<port>`: the shop domain the server is given. */
  readonly domain: string;
  /** Lines of a bulk download sent before it stalls; null sends whole files. */
  hold: number | null;
  /** Bulk downloads started, with how many lines each sent. */
  readonly downloads: { path: string; linesSent: number }[];
  close(): Promise<void>;
}

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startHeldBulkProxy(fakeDomain: string): Promise<HeldBulkProxy> {
  const sockets = new Set<Socket>();
  let domain = '';
  const proxy: HeldBulkProxy = {
    get domain() {
      return domain;
    },
    hold: null,
    downloads: [],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function forward(req: IncomingMessage, res: ServerResponse) {
    const body = await readAll(req);
    const [host, port] = fakeDomain.split(':');
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = httpRequest(
        { host, port: Number(port), method: req.method, path: req.url, headers: { ...req.headers, host: fakeDomain } },
        resolve,
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    const text = (await readAll(answer)).toString('utf8');
    const headers = { ...answer.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    if (req.method === 'GET' && req.url?.startsWith('/bulk/') && answer.statusCode === 200) {
      const lines = text.split('\n').filter(Boolean);
      const sent = proxy.hold === null ? lines.length : Math.min(proxy.hold, lines.length);
      proxy.downloads.push({ path: req.url, linesSent: sent });
      res.writeHead(200, headers);
      res.write(
        lines
          .slice(0, sent)
          .map((line) => `${line}\n`)
          .join(''),
      );
      // Held: the rest never comes; the socket stays open until the process at the other end dies.
      if (sent === lines.length) res.end();
      return;
    }
    res.writeHead(answer.statusCode ?? 502, headers);
    res.end(text.split(fakeDomain).join(domain));
  }

  const server = createServer((req, res) => {
    forward(req, res).catch((error: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy did not get a port');
  domain = `127.0.0.1:${address.port}`;
  return proxy;
}
