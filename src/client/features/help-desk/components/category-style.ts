import {
  Briefcase,
  Globe,
  HelpCircle,
  Monitor,
  Package,
  ShoppingCart,
  Truck,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { categoryStyle, type CategoryColour, type CategoryIcon } from '#shared/help-desk/categories';

/** Whole class names, so that Tailwind finds them in the source. */
const COLOUR_CLASSES: Record<CategoryColour, string> = {
  blue: 'bg-blue-100 text-blue-700',
  green: 'bg-green-100 text-green-700',
  purple: 'bg-purple-100 text-purple-700',
  orange: 'bg-orange-100 text-orange-700',
  teal: 'bg-teal-100 text-teal-700',
  amber: 'bg-amber-100 text-amber-700',
  rose: 'bg-rose-100 text-rose-700',
  indigo: 'bg-indigo-100 text-indigo-700',
  cyan: 'bg-cyan-100 text-cyan-700',
  lime: 'bg-lime-100 text-lime-700',
};

const ICONS: Record<CategoryIcon, LucideIcon> = {
  monitor: Monitor,
  'shopping-cart': ShoppingCart,
  users: Users,
  truck: Truck,
  globe: Globe,
  package: Package,
  briefcase: Briefcase,
  wrench: Wrench,
  'help-circle': HelpCircle,
};

export function categoryLook(category: string): { colourClass: string; Icon: LucideIcon } {
  const style = categoryStyle(category);
  return { colourClass: COLOUR_CLASSES[style.colour], Icon: ICONS[style.icon] };
}
