import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ClassifierRule, ClassifierRuleInput } from '#shared/bookkeeping/classifier';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useClassifierRules, useRuleMutations } from '../api/classifier-rules';
import { RuleDialog } from './rule-dialog';
import { RuleRow } from './rule-row';

/** The classifier's rules, in order: add, edit, move, delete (with confirmation), test. */
export function RulesEditor() {
  const rules = useClassifierRules();
  const mutations = useRuleMutations();
  const [editing, setEditing] = useState<{ rule: ClassifierRule | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<ClassifierRule | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const list = rules.data?.rules ?? [];

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: getErrorMessage(error), variant: 'destructive' });

  const save = (input: ClassifierRuleInput) => {
    const rule = editing?.rule ?? null;
    const done = {
      onSuccess: () => {
        setEditing(null);
        toast({ title: rule ? 'Rule saved' : 'Rule added', description: input.type });
      },
      onError: (error: unknown) => {
        // The refusal stays in the dialog, beside what the person is fixing.
        setSaveError(getErrorMessage(error));
        failed(rule ? 'Failed to save rule' : 'Failed to add rule')(error);
      },
    };
    setSaveError(null);
    if (rule) mutations.update.mutate({ id: rule.id, input }, done);
    else mutations.create.mutate(input, done);
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((rule) => rule.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    mutations.reorder.mutate(ids, { onError: failed('Failed to reorder rules') });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    mutations.remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Rule deleted', description: deleting.type });
        setDeleting(null);
      },
      onError: failed('Failed to delete rule'),
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Classification rules</CardTitle>
          <CardDescription>Tried from the top; the first rule that matches a row gives its type.</CardDescription>
        </div>
        <Button onClick={() => setEditing({ rule: null, key: Date.now() })}>
          <Plus aria-hidden="true" />
          Add rule
        </Button>
      </CardHeader>
      <CardContent>
        {rules.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading rules">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : rules.isError ? (
          <Alert variant="destructive" className="items-start justify-between">
            <div className="grid gap-1">
              <AlertTitle>Could not load rules</AlertTitle>
              <AlertDescription>{getErrorMessage(rules.error)}</AlertDescription>
            </div>
            <Button variant="outline" size="sm" onClick={() => void rules.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No rules yet: every row will be Unclassified. Add a rule to start.
          </p>
        ) : (
          <ol className="grid gap-2" aria-label="Classification rules">
            {list.map((rule, index) => (
              <RuleRow
                key={rule.id}
                rule={rule}
                index={index}
                count={list.length}
                isReordering={mutations.reorder.isPending}
                onMove={move}
                onEdit={(edited) => setEditing({ rule: edited, key: Date.now() })}
                onDelete={setDeleting}
              />
            ))}
          </ol>
        )}
      </CardContent>

      {editing ? (
        <RuleDialog
          key={editing.key}
          rule={editing.rule}
          isOpen
          isSaving={mutations.create.isPending || mutations.update.isPending}
          saveError={saveError}
          onOpenChange={(isOpen) => {
            if (isOpen) return;
            setEditing(null);
            setSaveError(null);
          }}
          onSave={save}
        />
      ) : null}

      <Dialog open={deleting !== null} onOpenChange={(isOpen) => !isOpen && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete rule?</DialogTitle>
            <DialogDescription>
              Rule {deleting?.position} ({deleting?.type}) will be removed. Rows it matched will be classified by the
              next matching rule, or as Unclassified. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={mutations.remove.isPending}>
              {mutations.remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
              Delete rule
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
