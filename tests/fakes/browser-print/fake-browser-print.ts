import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Zebra Browser Print's local agent, speaking its HTTP wire format: `GET /available`,
 * `GET /default?type=printer` (a device as JSON, or an empty body when there is none),
 * `POST /write` and `POST /read` with a `{device, data}` JSON body sent as text/plain, and the
 * CORS header the agent gives pages it serves.
 */
type FakeAgentMode = 'ready' | 'no-printer' | 'printer-error' | 'service-error' | 'drop-write';

export interface FakeBrowserPrint {
  url: string;
  mode: FakeAgentMode;
  /** Every ZPL document the printer accepted, in order. */
  written: string[];
  close(): Promise<void>;
}

const FAKE_PRINTER = {
  name: 'ZD421 Shelf Labels',
  uid: 'ZD421-E2E-0001',
  connection: 'usb',
  deviceType: 'printer',
  version: 4,
  provider: 'com.zebra.ds.webdriver.desktop.provider.DefaultDeviceProvider',
  manufacturer: 'Zebra Technologies',
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeBrowserPrint(port = 0): Promise<FakeBrowserPrint> {
  const state = { mode: 'ready' as FakeAgentMode, written: [] as string[] };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const path = new URL(request.url ?? '/', 'http://agent').pathname;
    void (async () => {
      if (state.mode === 'service-error') return void response.writeHead(500).end('Internal error');
      if (request.method === 'GET' && path === '/default') {
        if (state.mode === 'no-printer') return void response.writeHead(200, { 'Content-Type': 'text/plain' }).end('');
        return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(FAKE_PRINTER));
      }
      if (request.method === 'GET' && path === '/available') {
        const printers = state.mode === 'no-printer' ? [] : [FAKE_PRINTER];
        return void response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ printer: printers }));
      }
      if (request.method === 'POST' && (path === '/write' || path === '/read')) {
        const { device, data } = JSON.parse(await bodyOf(request)) as { device?: { uid?: string }; data?: string };
        if (device?.uid !== FAKE_PRINTER.uid) return void response.writeHead(400).end('Unknown device');
        if (path === '/read') return void response.writeHead(200).end('');
        if (state.mode === 'drop-write') return void request.socket.destroy();
        if (state.mode === 'printer-error') return void response.writeHead(500).end('Printer is out of labels');
        state.written.push(String(data));
        return void response.writeHead(200).end('');
      }
      response.writeHead(404).end('Not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeAgentMode) {
      state.mode = mode;
    },
    written: state.written,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
