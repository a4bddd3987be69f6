import { PlatformError } from '../port';
import { STAGED_UPLOADS_CREATE_MUTATION } from './documents/staged-upload-documents';
import type { ShopifyGraphqlClient } from './shopify-graphql-client';
import { assertNoUserErrors, type ShopifyUserError } from './shopify-user-errors';

type StagedResource = 'IMAGE' | 'BULK_MUTATION_VARIABLES';

export interface StagedFile {
  resource: StagedResource;
  filename: string;
  mimeType: string;
  bytes: Buffer;
}

export interface StagedUpload {
  /** What a media input's `originalSource` takes. */
  resourceUrl: string | null;
  /** What `bulkOperationRunMutation(stagedUploadPath:)` takes: the target's `key` parameter. */
  stagedUploadPath: string | null;
}

type Target = { url: string | null; resourceUrl: string | null; parameters: { name: string; value: string }[] };
type Payload = { stagedTargets: Target[] | null; userErrors: ShopifyUserError[] } | null;

/**
 * Shopify's two-step upload: `stagedUploadsCreate` answers a signed target, and the bytes go
 * there with a PUT carrying the target's parameters as headers (content type, ACL) — the target
 * is storage, not the Admin API, so it takes no access token and costs no points. A failed PUT is
 * safe to repeat with a new target: nothing refers to the file until a mutation names it.
 */
export function createShopifyStagedUploader(
  client: ShopifyGraphqlClient,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;

  return async function upload(file: StagedFile): Promise<StagedUpload> {
    const data = await client.request<{ stagedUploadsCreate: Payload }>(STAGED_UPLOADS_CREATE_MUTATION, {
      input: [
        {
          resource: file.resource,
          filename: file.filename,
          mimeType: file.mimeType,
          httpMethod: 'PUT',
          fileSize: String(file.bytes.length),
        },
      ],
    });
    assertNoUserErrors('stagedUploadsCreate', data.stagedUploadsCreate);
    const target = data.stagedUploadsCreate?.stagedTargets?.[0];
    if (!target?.url) throw new PlatformError('Shopify answered no staged upload target', 'unavailable');
    const headers: Record<string, string> = { 'content-type': file.mimeType };
    let key: string | null = null;
    for (const { name, value } of target.parameters) {
      if (name === 'key') key = value;
      else if (name === 'content_type') headers['content-type'] = value;
      else if (name === 'acl') headers['x-goog-acl'] = value;
    }
    let response: Response;
    try {
      response = await doFetch(target.url, {
        method: 'PUT',
        headers,
        body: new Uint8Array(file.bytes),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PlatformError(
        `Shopify's upload storage could not be reached (${error instanceof Error ? error.message : String(error)})`,
        'unavailable',
      );
    }
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) {
      throw new PlatformError(`Shopify's upload storage refused the file (HTTP ${response.status})`, 'unavailable');
    }
    return { resourceUrl: target.resourceUrl, stagedUploadPath: key };
  };
}

export type ShopifyStagedUploader = ReturnType<typeof createShopifyStagedUploader>;
