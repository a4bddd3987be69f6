import {
  Award,
  CalendarDays,
  GraduationCap,
  Headset,
  Images,
  PackagePlus,
  SquarePen,
  Star,
  Tags,
  Thermometer,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';
import type { DialogSlot } from '#client/lib/areas/client-area';

/** A card opens a route, the active quiz, or a dialog that another area supplies (its slot). */
type DashboardCardTarget =
  { type: 'route'; href: string } | { type: 'active-quiz' } | { type: 'dialog'; slot: DialogSlot };

export type DashboardCardTone = 'wine' | 'amber' | 'emerald' | 'sky' | 'violet' | 'rose' | 'slate';

export interface DashboardCardDef {
  title: string;
  icon: LucideIcon;
  tone: DashboardCardTone;
  target: DashboardCardTarget;
}

/** Spec 01 §2.5, in order. Routes whose screen is not built yet show the 404 card until it is. */
export const DASHBOARD_CARDS: readonly DashboardCardDef[] = [
  { title: 'Product Editing', icon: SquarePen, tone: 'wine', target: { type: 'route', href: '/product-editor' } },
  {
    title: 'New Product Entry',
    icon: PackagePlus,
    tone: 'emerald',
    target: { type: 'route', href: '/new-product-entry' },
  },
  { title: "This Week's Video Quiz", icon: Video, tone: 'violet', target: { type: 'active-quiz' } },
  { title: 'My Badges', icon: Award, tone: 'amber', target: { type: 'dialog', slot: 'my-badges' } },
  { title: 'View My Schedule', icon: CalendarDays, tone: 'sky', target: { type: 'route', href: '/schedule' } },
  { title: 'Sick Day Notification', icon: Thermometer, tone: 'rose', target: { type: 'dialog', slot: 'sick-day' } },
  {
    title: 'Training Archive',
    icon: GraduationCap,
    tone: 'violet',
    target: { type: 'route', href: '/training-archive' },
  },
  { title: 'Label Queue', icon: Tags, tone: 'amber', target: { type: 'route', href: '/label-queue' } },
  { title: 'Image Editing', icon: Images, tone: 'sky', target: { type: 'route', href: '/image-editing' } },
  { title: 'Help Desk', icon: Headset, tone: 'emerald', target: { type: 'route', href: '/help-desk' } },
  { title: 'Critic Reviews', icon: Star, tone: 'wine', target: { type: 'route', href: '/critic-reviews' } },
  { title: 'Employee Directory', icon: Users, tone: 'slate', target: { type: 'route', href: '/employee-directory' } },
];
