import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { AddSelectionInputSchema, HIDDEN_SELECTION_LISTS, type TypeTreeSubcategory } from '#shared/type-tree/type-tree';

export const CATEGORY_REQUIRED = 'Please select a category';

/** The shared request schema plus the category picker, which only narrows the subcategories. */
const AddSelectionFormSchema = AddSelectionInputSchema.extend({
  categoryId: z.number({ message: CATEGORY_REQUIRED }).int().positive(CATEGORY_REQUIRED),
});

/** What the fields hold before validation: nothing is picked on a fresh form. */
export interface AddSelectionFormInput {
  categoryId?: number;
  subcategoryId?: number;
  value: string;
}
export type AddSelectionFormValues = z.output<typeof AddSelectionFormSchema>;

/** The schema's input type says "number"; a fresh form holds undefined until a pick, which it refuses. */
export const addSelectionResolver = zodResolver(AddSelectionFormSchema) as unknown as Resolver<
  AddSelectionFormInput,
  unknown,
  AddSelectionFormValues
>;

/** Spec 03 §9: ABV, Vintage and Age Statement are never offered here. */
export const listVisibleSubcategories = (subcategories: readonly TypeTreeSubcategory[]) =>
  subcategories.filter((subcategory) => !HIDDEN_SELECTION_LISTS.includes(subcategory.name));
