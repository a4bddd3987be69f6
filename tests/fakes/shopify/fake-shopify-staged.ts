import type { IncomingMessage } from 'node:http';
import type { FakeShopifyState, FakeStagedUpload } from './fake-shopify-state';
import { userError } from './fake-shopify-writes';

/** Shopify's limits for what a staged target takes: 20 MB an image, 100 MB of bulk variables. */
const MAX_BYTES: Record<string, number> = { IMAGE: 20 * 1024 * 1024, BULK_MUTATION_VARIABLES: 100 * 1024 * 1024 };
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

type StagedInput = { resource: string; filename: string; mimeType: string; httpMethod?: string; fileSize?: string };

/**
 * `stagedUploadsCreate` for the resources the adapter uses (IMAGE, BULK_MUTATION_VARIABLES): each
 * input gets a PUT target on the fake (`/staged/<n>`, no access token, as Shopify's storage takes
 * none) whose parameters are the headers the PUT must carry; POST targets are not offered.
 */
export function createStagedUploads(state: FakeShopifyState, baseUrl: string) {
  let next = 0;
  return {
    mutations: {
      stagedUploadsCreate(args: { input: StagedInput[] }) {
        const errors = args.input.flatMap((input, i) => {
          if (!(input.resource in MAX_BYTES))
            return [userError(['input', String(i), 'resource'], `The fake does not stage ${input.resource}`)];
          if ((input.httpMethod ?? 'PUT') !== 'PUT')
            return [userError(['input', String(i), 'httpMethod'], 'The fake stages PUT uploads only')];
          if (input.resource === 'IMAGE' && !IMAGE_TYPES.has(input.mimeType))
            return [userError(['input', String(i), 'mimeType'], `Invalid mime type: ${input.mimeType}`)];
          if (!/^[^/\\]+\.[a-z0-9]+$/i.test(input.filename))
            return [userError(['input', String(i), 'filename'], 'Filename is invalid')];
          return [];
        });
        if (errors.length) return { stagedTargets: null, userErrors: errors };
        const stagedTargets = args.input.map((input) => {
          const number = ++next;
          const key = `tmp/fake/${number}/${input.filename}`;
          const upload: FakeStagedUpload = {
            number,
            resource: input.resource,
            filename: input.filename,
            mimeType: input.mimeType,
            url: `${baseUrl}/staged/${number}`,
            resourceUrl: `${baseUrl}/staged/${number}/${input.filename}`,
            key,
            bytes: null,
          };
          state.stagedUploads.set(number, upload);
          const parameters = [
            { name: 'content_type', value: input.mimeType },
            { name: 'acl', value: 'private' },
            ...(input.resource === 'BULK_MUTATION_VARIABLES' ? [{ name: 'key', value: key }] : []),
          ];
          return { url: upload.url, resourceUrl: upload.resourceUrl, parameters };
        });
        return { stagedTargets, userErrors: [] };
      },
    },
  };
}

/** A PUT to a staged target: the body must carry the content type it was staged with, within the limit. */
export async function receiveStagedUpload(
  state: FakeShopifyState,
  req: IncomingMessage,
): Promise<{ status: number; body: string }> {
  const match = /^\/staged\/(\d+)$/.exec(req.url ?? '');
  const upload = match ? state.stagedUploads.get(Number(match[1])) : undefined;
  if (!upload) return { status: 404, body: 'NoSuchUpload' };
  if (req.headers['content-type'] !== upload.mimeType) return { status: 403, body: 'SignatureDoesNotMatch' };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > (MAX_BYTES[upload.resource] ?? 0)) return { status: 413, body: 'EntityTooLarge' };
    chunks.push(chunk as Buffer);
  }
  upload.bytes = Buffer.concat(chunks);
  return { status: 200, body: '' };
}

/** The staged file a media `originalSource` or a bulk `stagedUploadPath` names, if it was uploaded. */
export function findStaged(
  state: FakeShopifyState,
  by: { resourceUrl?: string; key?: string },
): FakeStagedUpload | undefined {
  for (const upload of state.stagedUploads.values()) {
    if ((by.resourceUrl && upload.resourceUrl === by.resourceUrl) || (by.key && upload.key === by.key)) return upload;
  }
  return undefined;
}

/** Whether the bytes are one of the image formats Shopify processes (by their magic numbers). */
export function isImageContent(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 12);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return true;
  return head.subarray(0, 4).toString('latin1') === 'GIF8';
}
