import { ApiError } from '#client/lib/api-request';
import { readAuthToken } from '#client/lib/auth-token';

export interface SendFormOptions {
  /** Bytes sent so far out of the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** The action's Idempotency-Key (ADR 067). */
  idempotencyKey?: string;
}

/**
 * Sends a multipart form (spec 01 §7 conventions: bearer when stored, cookies always) and parses
 * the JSON answer. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function sendForm<T>(method: 'POST' | 'PUT', url: string, form: FormData, options: SendFormOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    const token = readAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.idempotencyKey) request.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText, request.statusText));
        return;
      }
      try {
        resolve((request.responseText ? JSON.parse(request.responseText) : undefined) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new Error('Network error: the upload did not reach the server'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
