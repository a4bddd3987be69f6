import { findStaged, isImageContent } from './fake-shopify-staged';
import type { FakeShopifyState } from './fake-shopify-state';
import { mediaView, productView } from './fake-shopify-views';
import {
  applyMetafields,
  cdnUrl,
  normalizeTags,
  type MetafieldInput,
  type UserError,
  userError,
  validateMetafields,
} from './fake-shopify-writes';

type ProductFields = {
  id?: string;
  title?: string;
  vendor?: string;
  productType?: string;
  descriptionHtml?: string;
  status?: string;
  tags?: string[];
  category?: string | null;
  metafields?: MetafieldInput[];
};

/** productUpdate (fields and appended media), tagsAdd/tagsRemove, fileUpdate references. */
export function createProductMutations(state: FakeShopifyState) {
  return {
    productUpdate(args: {
      product?: ProductFields;
      media?: { originalSource: string; alt?: string }[];
      identifier?: { id?: string };
    }) {
      const id = args.identifier?.id ?? args.product?.id;
      const p = id ? state.products.get(id) : undefined;
      if (!p) return { product: null, userErrors: [userError(['id'], 'Product does not exist')] };
      const input = args.product ?? {};
      const errors: UserError[] = [];
      if (input.title !== undefined && !input.title.trim()) errors.push(userError(['title'], "Title can't be blank"));
      if (input.category && !state.taxonomy.some((c) => c.id === input.category))
        errors.push(userError(['category'], 'Category does not exist'));
      errors.push(...validateMetafields(state, input.metafields ?? [], p.id, 'PRODUCT', ['metafields']));
      errors.push(...validateStagedMedia(state, args.media ?? []));
      if (errors.length) return { product: null, userErrors: errors };
      for (const key of ['title', 'vendor', 'productType', 'descriptionHtml', 'status'] as const) {
        if (input[key] !== undefined) p[key] = input[key] as string;
      }
      if (input.tags) p.tags = normalizeTags(input.tags);
      if (input.category !== undefined) p.categoryId = input.category;
      if (input.metafields) applyMetafields(state, p.id, input.metafields, { replace: false });
      for (const m of args.media ?? []) {
        const mediaId = state.newId('MediaImage');
        state.media.set(mediaId, {
          id: mediaId,
          originalSource: m.originalSource,
          url: cdnUrl(m.originalSource),
          alt: m.alt ?? null,
        });
        p.mediaIds.push(mediaId);
      }
      p.updatedAt = state.now();
      return { product: productView(state, p), userErrors: [] };
    },

    tagsAdd: (args: { id: string; tags: string[] }) => changeTags(state, args, 'add'),
    tagsRemove: (args: { id: string; tags: string[] }) => changeTags(state, args, 'remove'),

    fileUpdate(args: { files: { id: string; referencesToAdd?: string[]; referencesToRemove?: string[] }[] }) {
      const missing = args.files.findIndex((f) => !state.media.has(f.id));
      if (missing >= 0)
        return {
          files: null,
          userErrors: [userError(['files', String(missing), 'id'], 'File does not exist', 'FILE_DOES_NOT_EXIST')],
        };
      for (const file of args.files) {
        for (const productId of file.referencesToRemove ?? []) {
          const p = state.products.get(productId);
          if (p) p.mediaIds = p.mediaIds.filter((id) => id !== file.id);
        }
        for (const productId of file.referencesToAdd ?? []) {
          const p = state.products.get(productId);
          if (p && !p.mediaIds.includes(file.id)) p.mediaIds.push(file.id);
        }
      }
      return {
        files: args.files.map((f) =>
          mediaView(state.media.get(f.id) as NonNullable<ReturnType<typeof state.media.get>>),
        ),
        userErrors: [],
      };
    },
  };
}
/** A source on the fake's staged storage must have been uploaded, as an image. */
function validateStagedMedia(state: FakeShopifyState, media: { originalSource: string }[]): UserError[] {
  return media.flatMap((m, i) => {
    if (!/^https?:\/\/[^/]+\/staged\/\d+\//.test(m.originalSource)) return [];
    const staged = findStaged(state, { resourceUrl: m.originalSource });
    if (!staged?.bytes)
      return [userError(['media', String(i), 'originalSource'], 'The staged file was never uploaded')];
    if (staged.resource !== 'IMAGE' || !isImageContent(staged.bytes))
      return [userError(['media', String(i), 'originalSource'], 'Media failed to process: the file is not an image')];
    return [];
  });
}

function changeTags(state: FakeShopifyState, args: { id: string; tags: string[] }, how: 'add' | 'remove') {
  const p = state.products.get(args.id);
  if (!p) return { node: null, userErrors: [userError(['id'], 'Product does not exist')] };
  const tags = args.tags
    .flatMap((t) => t.split(','))
    .map((t) => t.trim())
    .filter(Boolean);
  p.tags =
    how === 'add'
      ? normalizeTags([...p.tags, ...tags])
      : p.tags.filter((t) => !tags.some((x) => x.toLowerCase() === t.toLowerCase()));
  p.updatedAt = state.now();
  return { node: productView(state, p), userErrors: [] };
}
