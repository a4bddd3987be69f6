import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { DashboardPlacement, DashboardWidget, DialogSlot, DialogSlotProps } from './client-area';

/** What the areas plug into screens they do not own, gathered once from the list of areas. */
export interface AreaContributions {
  dialogs: Partial<Record<DialogSlot, ComponentType<DialogSlotProps>>>;
  dashboardWidgets: readonly DashboardWidget[];
}

const EMPTY: AreaContributions = { dialogs: {}, dashboardWidgets: [] };
const AreaContributionsContext = createContext<AreaContributions>(EMPTY);

export function AreaContributionsProvider({ value, children }: { value: AreaContributions; children: ReactNode }) {
  return <AreaContributionsContext.Provider value={value}>{children}</AreaContributionsContext.Provider>;
}

/** The dialog an area supplies for a slot, or undefined while no area does. */
export const useDialogSlot = (slot: DialogSlot) => useContext(AreaContributionsContext).dialogs[slot];

export function useDashboardWidgets(placement: DashboardPlacement): readonly DashboardWidget[] {
  return useContext(AreaContributionsContext)
    .dashboardWidgets.filter((widget) => widget.placement === placement)
    .toSorted((a, b) => a.order - b.order);
}
