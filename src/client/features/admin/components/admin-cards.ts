import {
  BookOpen,
  CalendarClock,
  CalendarDays,
  GraduationCap,
  Headset,
  ListPlus,
  Mail,
  Percent,
  Settings,
  Ticket,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Where the raffle management window opens (spec 03 §9). */
const RAFFLE_MANAGEMENT_PATH = '/api/raffle-management/landing';

type AdminCardTarget =
  { type: 'route'; href: string } | { type: 'time-off' } | { type: 'popup'; href: string } | { type: 'disabled' };

export interface AdminCardDef {
  title: string;
  description: string;
  icon: LucideIcon;
  target: AdminCardTarget;
}

const toCard = (title: string, description: string, icon: LucideIcon, target: AdminCardTarget): AdminCardDef => ({
  title,
  description,
  icon,
  target,
});
const routeTo = (href: string): AdminCardTarget => ({ type: 'route', href });

/** Spec 03 "Admin panel": the grid, in the spec's order. */
export const ADMIN_CARDS: readonly AdminCardDef[] = [
  toCard('Quiz Admin', 'Create and manage weekly video quizzes', GraduationCap, routeTo('/quiz-admin')),
  toCard('User Management', 'Invite users, reset passwords, remove access', UserCog, routeTo('/admin/users')),
  toCard('Employee Management', 'Keep the employee roster', Users, routeTo('/admin/employees')),
  toCard('Help Desk Admin', 'Add questions and answers', Headset, routeTo('/admin/help-desk')),
  toCard('Bookkeeping Tools', 'Classify transactions and reconcile reports', BookOpen, routeTo('/bookkeeping-tools')),
  toCard('Tag DIMARGIN', 'Margin rules on collections', Percent, routeTo('/tag-dimargin')),
  toCard('Add Selections', 'Add values to the type tree', ListPlus, routeTo('/admin/add-selections')),
  toCard('Schedule Time Off', 'Record a day off or a shift swap', CalendarClock, { type: 'time-off' }),
  toCard('Time Off', 'List, correct and remove time off', CalendarDays, routeTo('/admin/time-off')),
  toCard('Raffle Tickets', 'Draw the monthly raffle and see its winners', Ticket, routeTo('/ticket-generator')),
  toCard('Mail Outbox', 'Every message the portal has mailed', Mail, routeTo('/admin/outbox')),
  toCard('Raffle Management', 'Opens in a new window', Ticket, { type: 'popup', href: RAFFLE_MANAGEMENT_PATH }),
  toCard('System Settings', 'Not available', Settings, { type: 'disabled' }),
];
