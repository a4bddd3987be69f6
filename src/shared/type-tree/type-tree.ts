import { z } from 'zod';
import { idParam, positiveInt32 } from '../validation/numbers';
import { singleLineText } from '../validation/text';

/** The lists each product type carries (spec 02 §3, spec 03 "Type tree"), in display order. */
export const TYPE_TREE_LISTS = [
  'Size',
  'Subtype',
  'Region',
  'Varietal',
  'Attributes',
  'ABV',
  'Vintage',
  'Age Statement',
] as const;

/** The lists GET /api/type-tree/full answers per type (spec 02 §3). */
export const TYPE_TREE_FULL_LISTS = ['Size', 'Subtype', 'Region', 'Varietal', 'Attributes'] as const;

/** Hidden from the Add Selections subcategory picker (spec 03 §9); the API still lists them. */
export const HIDDEN_SELECTION_LISTS: readonly string[] = ['ABV', 'Vintage', 'Age Statement'];

export const SELECTION_VALUE_MAX = 200;

export const TYPE_TREE_MESSAGES = {
  subcategoryRequired: 'Please select a subcategory',
  valueRequired: 'Please enter a value',
  valueTooLong: `Value must be at most ${SELECTION_VALUE_MAX} characters`,
  categoryIdInvalid: 'Category id must be a whole number',
  categoryNotFound: 'Category not found',
  subcategoryNotFound: 'Subcategory not found',
  duplicate: (value: string, subcategory: string) => `"${value}" already exists in ${subcategory}`,
} as const;

export const AddSelectionInputSchema = z
  .object({
    subcategoryId: positiveInt32({ message: TYPE_TREE_MESSAGES.subcategoryRequired }),
    // Spec 03 §5: the value is trimmed.
    value: singleLineText({
      max: SELECTION_VALUE_MAX,
      label: 'Value',
      trim: true,
      typeError: TYPE_TREE_MESSAGES.valueRequired,
      tooLong: TYPE_TREE_MESSAGES.valueTooLong,
    }).min(1, TYPE_TREE_MESSAGES.valueRequired),
  })
  .strict();
export type AddSelectionInput = z.infer<typeof AddSelectionInputSchema>;

export const TypeCategoryParamsSchema = z.object({ id: idParam(TYPE_TREE_MESSAGES.categoryIdInvalid) }).strict();

const TypeTreeSelectionSchema = z.object({ id: z.number().int(), value: z.string() });

const TypeTreeSubcategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  selections: z.array(TypeTreeSelectionSchema),
});
export type TypeTreeSubcategory = z.infer<typeof TypeTreeSubcategorySchema>;

export const TypeTreeCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type TypeTreeCategory = z.infer<typeof TypeTreeCategorySchema>;

export const TypeTreeCategoryDetailSchema = TypeTreeCategorySchema.extend({
  subcategories: z.array(TypeTreeSubcategorySchema),
});
export type TypeTreeCategoryDetail = z.infer<typeof TypeTreeCategoryDetailSchema>;

export const CreatedSelectionSchema = TypeTreeSelectionSchema.extend({ subcategoryId: z.number().int() });
export type CreatedSelection = z.infer<typeof CreatedSelectionSchema>;

/** GET /api/type-tree/full: keyed by type name. */
export const TypeTreeFullSchema = z.record(z.string(), z.record(z.enum(TYPE_TREE_FULL_LISTS), z.array(z.string())));
export type TypeTreeFull = Record<string, Record<(typeof TYPE_TREE_FULL_LISTS)[number], string[]>>;

/** Alphabetical, ignoring case, the order the Add Selections screen shows (spec 03 §2). */
export const compareSelectionValues = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }) || a.localeCompare(b, 'en');
