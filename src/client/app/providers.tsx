import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LiveAnnouncer } from '../components/ui/live-announcer';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { AuthProvider } from '../features/auth/auth-provider';
import { AreaContributionsProvider } from '../lib/areas/area-contributions';
import { queryClient } from '../lib/query-client';
import { AREA_CONTRIBUTIONS } from './client-areas';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AuthProvider>
          <AreaContributionsProvider value={AREA_CONTRIBUTIONS}>
            {children}
            <Toaster />
            <LiveAnnouncer />
          </AreaContributionsProvider>
        </AuthProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
