import { sql } from 'drizzle-orm';
import { integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';

/** A product type such as "USA Wine" (spec 02 §2 step 2, spec 03 "Type tree"). */
export const typeCategories = pgTable('type_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

/** One list of a type: Size, Subtype, Region, Varietal, Attributes, ABV, Vintage, Age Statement. */
export const typeSubcategories = pgTable(
  'type_subcategories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => typeCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('type_subcategories_category_name_unique').on(t.categoryId, t.name)],
);

/** A value of one list; unique per list regardless of case. */
export const typeSelections = pgTable(
  'type_selections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => typeSubcategories.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('type_selections_value_unique').using('btree', t.subcategoryId, sql`lower(${t.value})`)],
);
