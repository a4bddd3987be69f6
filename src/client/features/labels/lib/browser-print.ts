import { LABEL_MESSAGES as M } from '#shared/labels/label-queue';

/** A device as Zebra Browser Print describes it (`GET /default`, `GET /available`). */
export interface BrowserPrintDevice {
  name: string;
  uid: string;
  connection: string;
  deviceType: string;
  version?: number;
  provider?: string;
  manufacturer?: string;
}

export type BrowserPrintFailure =
  'not_available' | 'no_printer' | 'printer_error' | 'connection_error' | 'service_error';

/** A failure with the spec's toast title and text (spec 03 §8). */
export class BrowserPrintError extends Error {
  constructor(
    readonly kind: BrowserPrintFailure,
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'BrowserPrintError';
  }
}

const fail = (kind: BrowserPrintFailure, title: string, message: string) => new BrowserPrintError(kind, title, message);

function isDevice(value: unknown): value is BrowserPrintDevice {
  return Boolean(value) && typeof value === 'object' && typeof (value as BrowserPrintDevice).uid === 'string';
}

/**
 * The Zebra Browser Print agent's HTTP API, as Zebra's own BrowserPrint.js speaks it: bodies are
 * JSON sent as text/plain (no CORS pre-flight), `/default?type=printer` answers the default
 * printer or an empty body, `/write` takes `{device, data}`.
 */
export function createBrowserPrintClient(baseUrl: string, fetcher: typeof fetch = (...args) => fetch(...args)) {
  const url = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;

  async function call(path: string, init?: RequestInit): Promise<Response> {
    try {
      return await fetcher(url(path), { ...init, cache: 'no-store' });
    } catch {
      throw fail('not_available', M.printerNotAvailable, M.printerNotAvailableText);
    }
  }

  return {
    async getDefaultPrinter(): Promise<BrowserPrintDevice> {
      const response = await call('/default?type=printer');
      if (!response.ok) throw fail('service_error', M.browserPrintError, M.browserPrintErrorText);
      const text = (await response.text()).trim();
      if (!text) throw fail('no_printer', M.noPrinterFoundTitle, M.noPrinterFound);
      let device: unknown;
      try {
        device = JSON.parse(text);
      } catch {
        throw fail('service_error', M.browserPrintError, M.browserPrintErrorText);
      }
      if (!isDevice(device)) throw fail('no_printer', M.noPrinterFoundTitle, M.noPrinterFound);
      return device;
    },

    /** Sends ZPL to the device; resolves once the agent accepted it. */
    async write(device: BrowserPrintDevice, data: string): Promise<void> {
      let response: Response;
      try {
        response = await fetcher(url('/write'), {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify({ device, data }),
          cache: 'no-store',
        });
      } catch {
        throw fail(
          'connection_error',
          M.printerConnectionError,
          `Lost the connection to ${device.name} while sending the labels.`,
        );
      }
      if (!response.ok) {
        const detail =
          (await response.text().catch(() => '')).trim() || response.statusText || `status ${response.status}`;
        throw fail('printer_error', M.printerError, `Failed to print: ${detail}`);
      }
    },
  };
}
