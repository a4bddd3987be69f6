import { readAuthToken } from '#client/lib/auth-token';
import { ApiError } from '#client/lib/api-request';

/** POST /api/label-queue/{id}/download: the CSV as a file named by the server (spec 03 §7). */
export async function downloadQueueCsv(id: number): Promise<{ blob: Blob; fileName: string }> {
  const token = readAuthToken();
  const response = await fetch(`/api/label-queue/${id}/download`, {
    method: 'POST',
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `label-queue-${id}.csv`;
  return { blob: await response.blob(), fileName };
}
