import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  TIME_OFF_MESSAGES as M,
  TimeOffListQuerySchema,
  type TimeOffListItem,
  type TimeOffListQuery,
} from '#shared/schedules/time-off';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useTimeOffList } from '../api/get-time-off-list';
import { removeTimeOff } from '../api/remove-time-off';
import { SCHEDULE_KEY } from '../api/schedule-keys';
import { ConfirmDialog } from '../components/confirm-dialog';
import { periodOf, TimeOffEntry } from '../components/time-off-entry';
import { TimeOffFilters } from '../components/time-off-filters';
import { TimeOffEditor } from '../components/time-off-dialog';
import { toastFailure } from '../lib/toast-failure';

/** Time off, listed to be found, corrected or removed (ADR 069): admins. */
export function TimeOffListPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<TimeOffListQuery>({});
  const isValid = TimeOffListQuerySchema.safeParse(filter).success;
  const list = useTimeOffList(isValid ? filter : {});
  const [editing, setEditing] = useState<TimeOffListItem | null>(null);
  const [deleting, setDeleting] = useState<TimeOffListItem | null>(null);
  const remove = useAction({
    mutationFn: (entry: TimeOffListItem) => removeTimeOff(entry.id),
    onSuccess: async (_, entry) => {
      toast({ title: M.deleted, description: `${entry.employeeName}: ${entry.type} ${periodOf(entry)}` });
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: toastFailure,
  });

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link href="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin Panel
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Time Off</h1>
        <p className="text-muted-foreground">Find days off and shift swaps, correct them or remove them.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Filter</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <TimeOffFilters filter={filter} onChange={setFilter} />
          {isValid ? null : (
            <p role="alert" className="text-sm text-destructive">
              {M.fromAfterTo}
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Entries</CardTitle>
        </CardHeader>
        <CardContent>
          {list.isPending ? (
            <div className="grid gap-2" role="status" aria-label="Loading time off">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : list.isError ? (
            <p role="alert" className="text-destructive">
              {getErrorMessage(list.error)}
            </p>
          ) : list.data.length === 0 ? (
            <p className="text-muted-foreground">No time off matches.</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Time off">
              {list.data.map((entry) => (
                <TimeOffEntry key={entry.id} entry={entry} onEdit={setEditing} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {editing ? (
        <TimeOffEditor
          key={editing.id}
          entry={editing}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}
        />
      ) : null}
      <ConfirmDialog
        title={M.confirmDelete}
        description={
          deleting ? `${deleting.employeeName}: ${deleting.type} ${periodOf(deleting)}. This cannot be undone.` : ''
        }
        confirmLabel="Delete"
        isOpen={deleting !== null}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove.mutate(deleting) : undefined)}
      />
    </div>
  );
}
