import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAction } from '#client/lib/use-action';
import { Tags } from 'lucide-react';
import { LABEL_MESSAGES } from '#shared/labels/label-queue';
import { Button } from '#client/components/ui/button';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { createLabelSession } from '../api/create-label-session';
import { endLabelSession } from '../api/end-label-session';
import { LABEL_SESSION_KEY, useLabelSession } from '../api/label-session';

/**
 * How long the button that takes the other's place stays disabled: Start and End share one spot,
 * so the second click of a double click (or an impatient one) landing on End just after Start
 * answered would end the session it started, and on Start after End would open a new one.
 */
const SWITCH_GUARD_MS = 600;

/** Starts and ends a label session for the chosen store (spec 03 §7 "create-session"). */
export function LabelSessionCard({ location }: { location: { id: string; name: string } | null }) {
  const session = useLabelSession();
  const queryClient = useQueryClient();
  const [isSwitching, setIsSwitching] = useState(false);
  useEffect(() => {
    if (!isSwitching) return;
    const timer = setTimeout(() => setIsSwitching(false), SWITCH_GUARD_MS);
    return () => clearTimeout(timer);
  }, [isSwitching]);
  const settle = (response: Awaited<ReturnType<typeof endLabelSession>>) => {
    setIsSwitching(true);
    queryClient.setQueryData(LABEL_SESSION_KEY, response);
  };
  const start = useAction({
    mutationFn: async (_: void, key) => {
      if (!location) throw new Error(LABEL_MESSAGES.sessionLocationRequired);
      return createLabelSession({ storeId: location.id, storeName: location.name }, key);
    },
    onSuccess: (response) => {
      settle(response);
      toast({ title: 'Label Session Started', description: response.message });
    },
    onError: (error) =>
      toast({ title: LABEL_MESSAGES.queueCreationFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });
  const end = useAction({ mutationFn: endLabelSession, onSuccess: settle });
  const open = session.data?.session;
  // The answer's own render (the query's data) can come before the guard's: the action that is
  // still finishing keeps the new button disabled until the guard holds it.
  const isBusy = start.isPending || end.isPending || isSwitching;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-card p-3 text-sm"
      role="status"
      aria-label="Label session"
    >
      <div className="flex items-center gap-2">
        <Tags className="size-4 text-muted-foreground" aria-hidden="true" />
        {open ? (
          <span>
            Label session: <strong>{open.store}</strong> (queue {open.queueId}) — saved prices are queued for labels
          </span>
        ) : (
          <span className="text-muted-foreground">No label session: saved prices are not queued for labels</span>
        )}
      </div>
      {open ? (
        <Button type="button" size="sm" variant="outline" onClick={() => end.mutate()} disabled={isBusy}>
          End Label Session
        </Button>
      ) : (
        <Button type="button" size="sm" variant="outline" onClick={() => start.mutate()} disabled={isBusy}>
          Start Label Session
        </Button>
      )}
    </div>
  );
}
