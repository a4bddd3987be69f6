import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { HELP_DESK_TEXT as T } from '#shared/help-desk/messages';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { HELP_DESK_KEY, useHelpDeskCategories } from '../api/help-desk-queries';
import { refreshHelpDesk } from '../api/help-desk-writes';
import { AdminEntryList } from '../components/admin-entry-list';
import { EntryForm } from '../components/entry-form';

const SELECT =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none sm:w-72 sm:text-sm';

/** Help Desk Admin (/admin/help-desk, admins only): create entries, refresh, edit and delete. */
export function HelpDeskAdminPage() {
  const queryClient = useQueryClient();
  const categories = useHelpDeskCategories();
  const names = (categories.data ?? []).map((category) => category.name);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = chosen !== null && names.includes(chosen) ? chosen : (names[0] ?? null);
  const [isRefreshing, setIsRefreshing] = useState(false);

  const changed = () => void queryClient.invalidateQueries({ queryKey: HELP_DESK_KEY });

  const refresh = async () => {
    setIsRefreshing(true);
    try {
      const result = await refreshHelpDesk();
      changed();
      toast({ title: T.refresh, description: result.message });
    } catch (error) {
      toast({ title: 'Refresh failed', description: getErrorMessage(error), variant: 'destructive' });
    } finally {
      setIsRefreshing(false);
    }
  };

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.adminTitle}</h1>
          <p className="text-muted-foreground">
            Add questions and answers for the{' '}
            <Link href="/help-desk" className="underline">
              {T.title}
            </Link>
            .
          </p>
        </div>
        <Button variant="outline" onClick={() => void refresh()} disabled={isRefreshing}>
          {isRefreshing ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {T.refresh}
        </Button>
      </header>

      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <Card>
          <CardHeader>
            <CardTitle>New entry</CardTitle>
            <CardDescription>Category, question and answer are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <EntryForm
              categories={names}
              onSaved={(entry) => {
                setChosen(entry.category);
                changed();
              }}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Entries</CardTitle>
            <CardDescription>Fix or remove existing questions.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {categories.isPending ? (
              <Spinner label="Loading categories" />
            ) : names.length === 0 ? (
              <p className="text-muted-foreground">{T.noCategories}</p>
            ) : (
              <>
                <div className="grid gap-2">
                  <Label htmlFor="admin-category">Category</Label>
                  <select
                    id="admin-category"
                    className={SELECT}
                    value={shown ?? ''}
                    onChange={(event) => setChosen(event.target.value)}
                  >
                    {names.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                </div>
                {shown ? <AdminEntryList category={shown} categories={names} onChanged={changed} /> : null}
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
