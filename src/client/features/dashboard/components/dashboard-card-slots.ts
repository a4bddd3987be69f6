import type { ComponentType } from 'react';
import type { DashboardCardDef, DashboardCardSlot } from './dashboard-cards';

export interface DashboardSlotProps {
  card: DashboardCardDef;
}

/**
 * Where areas plug in cards that do more than link to a route: the People issue renders the
 * Sick Day Notification card as a button opening its dialog (spec 01 §2.7) and fills My Badges.
 * A slot without a component renders as a card that is not yet interactive.
 */
export const DASHBOARD_CARD_SLOTS: Partial<Record<DashboardCardSlot, ComponentType<DashboardSlotProps>>> = {};
