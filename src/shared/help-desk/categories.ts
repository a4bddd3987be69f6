/**
 * The colour and icon of each category card (spec 03 "Help Desk"): the eight known categories
 * have their own; any other gets a colour picked by a stable hash of its name and a generic icon.
 */
export type CategoryIcon =
  'monitor' | 'shopping-cart' | 'users' | 'truck' | 'globe' | 'package' | 'briefcase' | 'wrench' | 'help-circle';

export interface CategoryStyle {
  /** A Tailwind colour family name (e.g. `blue`); the client maps it to classes it knows. */
  colour: CategoryColour;
  icon: CategoryIcon;
}

const CATEGORY_COLOURS = [
  'blue',
  'green',
  'purple',
  'orange',
  'teal',
  'amber',
  'rose',
  'indigo',
  'cyan',
  'lime',
] as const;
export type CategoryColour = (typeof CATEGORY_COLOURS)[number];

export const KNOWN_CATEGORIES: Readonly<Record<string, CategoryStyle>> = {
  POS: { colour: 'blue', icon: 'monitor' },
  Orders: { colour: 'green', icon: 'shopping-cart' },
  'Customers and Rewards': { colour: 'purple', icon: 'users' },
  'Inventory and Shipping': { colour: 'orange', icon: 'truck' },
  'Website Maintenance': { colour: 'teal', icon: 'globe' },
  Inventory: { colour: 'amber', icon: 'package' },
  'HR Matters': { colour: 'rose', icon: 'briefcase' },
  'Tech Help': { colour: 'indigo', icon: 'wrench' },
};

/** FNV-1a over the UTF-16 code units: the same name always lands on the same colour. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function categoryStyle(category: string): CategoryStyle {
  const known = Object.hasOwn(KNOWN_CATEGORIES, category) ? KNOWN_CATEGORIES[category] : undefined;
  if (known) return known;
  return { colour: CATEGORY_COLOURS[hashOf(category) % CATEGORY_COLOURS.length] ?? 'blue', icon: 'help-circle' };
}
