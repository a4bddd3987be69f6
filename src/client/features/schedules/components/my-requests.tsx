import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REQUEST_KIND_LABELS,
  REQUEST_MESSAGES as M,
  REQUEST_STATUS_LABELS,
  describeRequest,
  type ScheduleRequest,
} from '#shared/schedules/requests';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { cancelRequest } from '../api/cancel-request';
import { useMyRequests } from '../api/get-my-requests';
import { SCHEDULE_KEY } from '../api/schedule-keys';
import { toastFailure } from '../lib/toast-failure';
import { ConfirmDialog } from './confirm-dialog';
import { RequestLine, STATUS_CLASS } from './request-line';

/** The associate's own requests on their schedule: pending, approved, declined or cancelled. */
export function MyRequests() {
  const queryClient = useQueryClient();
  const requests = useMyRequests();
  const [cancelling, setCancelling] = useState<ScheduleRequest | null>(null);
  const cancel = useAction({
    mutationFn: (request: ScheduleRequest, key: string) => cancelRequest(request.id, key),
    onSuccess: async (request) => {
      toast({ title: M.cancelled, description: describeRequest(request) });
      setCancelling(null);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: toastFailure,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Requests</CardTitle>
      </CardHeader>
      <CardContent>
        {requests.isPending ? (
          <p className="text-sm text-muted-foreground">Loading requests...</p>
        ) : requests.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(requests.error)}
          </p>
        ) : requests.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{M.noRequests}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="My requests">
            {requests.data.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <RequestLine request={request} />
                <span className="flex items-center gap-2">
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[request.status]}`}>
                    {REQUEST_STATUS_LABELS[request.status]}
                  </span>
                  {request.status === 'pending' ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setCancelling(request)}
                      aria-label={`Cancel ${REQUEST_KIND_LABELS[request.kind]} request ${request.startDate}`}
                    >
                      Cancel
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        title={M.confirmCancel}
        description={cancelling ? describeRequest(cancelling) : ''}
        confirmLabel="Cancel Request"
        isOpen={cancelling !== null}
        isPending={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => (cancelling ? cancel.mutate(cancelling) : undefined)}
      />
    </Card>
  );
}
