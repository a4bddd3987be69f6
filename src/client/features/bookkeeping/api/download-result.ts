import { ApiError } from '#client/lib/api-request';
import { readAuthToken } from '#client/lib/auth-token';
import { saveFile } from '#client/lib/api/save-file';

/** Fetches a result file (`/api/bookkeeping/results/:id`) and hands it to the browser's downloads. */
export async function downloadResult(url: string, fallbackName: string): Promise<void> {
  const token = readAuthToken();
  const response = await fetch(url, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName);
  saveFile(await response.blob(), name);
}
