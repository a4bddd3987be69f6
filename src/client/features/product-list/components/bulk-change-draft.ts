import { z } from 'zod';
import {
  BULK_FIELDS,
  BULK_MODES,
  BULK_ROUNDINGS,
  BulkChangeSchema,
  type BulkChange,
} from '#shared/product-list/bulk-edit';

/** The bulk edit's fields: the amount stays text until the change is previewed. */
export interface BulkChangeDraft {
  field: BulkChange['field'];
  mode: BulkChange['mode'];
  value: string;
  rounding: BulkChange['rounding'];
}

export const EMPTY_BULK_CHANGE: BulkChangeDraft = { field: 'price', mode: 'percent', value: '', rounding: 'none' };

/** The typed amount read as a number (blank: missing), then checked by the route's own schema. */
export const BulkChangeDraftSchema = z
  .strictObject({
    field: z.enum(BULK_FIELDS),
    mode: z.enum(BULK_MODES),
    value: z.string(),
    rounding: z.enum(BULK_ROUNDINGS),
  })
  .transform((draft) => ({ ...draft, value: draft.value.trim() === '' ? undefined : Number(draft.value) }))
  .pipe(BulkChangeSchema);
