import { readAuthToken } from './auth-token';
import { reportSessionEnded } from './session-ended';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer; `message` is `"<status>: <body text or status text>"` (spec 01 §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

function codeOf(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string'
      ? parsed.code
      : null;
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  if (response.status === 401 && codeOf(text) === 'unauthenticated') reportSessionEnded();
  throw new ApiError(response.status, text, response.statusText);
}

/**
 * Sends one request per the conventions of spec 01 §7 and returns the parsed JSON answer.
 * `extraHeaders` carries call-specific headers such as `Idempotency-Key`.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders };
  const hasBody = body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(url, {
    method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * POSTs a multipart form (a file upload; the browser sets the boundary) with the same auth, errors
 * and session handling as `apiRequest`. Answers the status with the parsed JSON, since some uploads
 * answer 202 when a background job takes them over.
 */
export async function postForm<T>(
  url: string,
  form: FormData,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...extraHeaders };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'include', headers });
  await throwIfNotOk(response);
  return { status: response.status, body: (await response.json()) as T };
}
