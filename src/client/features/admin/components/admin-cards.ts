import {
  BookOpen,
  CalendarClock,
  GraduationCap,
  Headset,
  ListPlus,
  Percent,
  Settings,
  Ticket,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Where the raffle management window opens (spec 03 §9). */
export const RAFFLE_MANAGEMENT_PATH = '/api/raffle-management/landing';

export type AdminCardTarget =
  { type: 'route'; href: string } | { type: 'time-off' } | { type: 'popup'; href: string } | { type: 'disabled' };

export interface AdminCardDef {
  title: string;
  description: string;
  icon: LucideIcon;
  target: AdminCardTarget;
}

/** Spec 03 "Admin panel": the grid, in the spec's order. */
export const ADMIN_CARDS: readonly AdminCardDef[] = [
  {
    title: 'Quiz Admin',
    description: 'Create and manage weekly video quizzes',
    icon: GraduationCap,
    target: { type: 'route', href: '/quiz-admin' },
  },
  {
    title: 'User Management',
    description: 'Invite users, reset passwords, remove access',
    icon: UserCog,
    target: { type: 'route', href: '/admin/users' },
  },
  {
    title: 'Employee Management',
    description: 'Keep the employee roster',
    icon: Users,
    target: { type: 'route', href: '/admin/employees' },
  },
  {
    title: 'Help Desk Admin',
    description: 'Add questions and answers',
    icon: Headset,
    target: { type: 'route', href: '/admin/help-desk' },
  },
  {
    title: 'Bookkeeping Tools',
    description: 'Classify transactions and reconcile reports',
    icon: BookOpen,
    target: { type: 'route', href: '/bookkeeping-tools' },
  },
  {
    title: 'Tag DIMARGIN',
    description: 'Margin rules on collections',
    icon: Percent,
    target: { type: 'route', href: '/tag-dimargin' },
  },
  {
    title: 'Add Selections',
    description: 'Add values to the type tree',
    icon: ListPlus,
    target: { type: 'route', href: '/admin/add-selections' },
  },
  {
    title: 'Schedule Time Off',
    description: 'Record a day off or a shift swap',
    icon: CalendarClock,
    target: { type: 'time-off' },
  },
  {
    title: 'Raffle Management',
    description: 'Opens in a new window',
    icon: Ticket,
    target: { type: 'popup', href: RAFFLE_MANAGEMENT_PATH },
  },
  {
    title: 'System Settings',
    description: 'Not available',
    icon: Settings,
    target: { type: 'disabled' },
  },
];
