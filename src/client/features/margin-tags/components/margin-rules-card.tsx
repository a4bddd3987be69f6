import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import {
  MARGIN_MESSAGES as M,
  thresholdPercent,
  type MarginCollection,
  type MarginConfigResponse,
} from '#shared/margin-tags/margin-tags';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { deleteMarginRule, MARGIN_CONFIG_KEY } from '../api/margin-tags-api';
import { AddRuleForm } from './add-rule-form';

const formatRun = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : M.neverRun);

interface MarginRulesCardProps {
  config: UseQueryResult<MarginConfigResponse>;
  collections: UseQueryResult<MarginCollection[]>;
  /** Told the collection whose rule was deleted, so the analysis stops offering it. */
  onRemoved(collectionName: string): void;
}

/** The margin rules: a table with delete (confirmed) and the form to add one. */
export function MarginRulesCard({ config, collections, onRemoved }: MarginRulesCardProps) {
  const queryClient = useQueryClient();
  const remove = useAction({
    mutationFn: deleteMarginRule,
    onSuccess: (_response, collectionName) => {
      toast({ title: 'Rule removed' });
      onRemoved(collectionName);
      void queryClient.invalidateQueries({ queryKey: MARGIN_CONFIG_KEY });
    },
    onError: (error) => toast({ title: `${M.removeRuleFailed}${getErrorMessage(error)}`, variant: 'destructive' }),
  });
  const rules = config.data?.rules ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Margin rules</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {config.isPending ? <Skeleton className="h-24" role="status" aria-label="Loading rules" /> : null}
        {config.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load the rules</AlertTitle>
            <AlertDescription>{getErrorMessage(config.error)}</AlertDescription>
          </Alert>
        ) : null}
        {config.isSuccess && rules.length === 0 ? <p className="text-sm text-muted-foreground">No rules yet.</p> : null}
        {rules.length > 0 ? (
          <div
            tabIndex={0}
            role="region"
            aria-label="Margin rules"
            className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b">
                  <th className="py-2 pr-3 font-medium">Collection</th>
                  <th className="py-2 pr-3 font-medium">Threshold</th>
                  <th className="py-2 pr-3 font-medium">Last analysis</th>
                  <th className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rules.map((rule) => (
                  <tr key={rule.collectionName} className="border-b last:border-0">
                    <td className="py-2 pr-3">{rule.collectionName}</td>
                    <td className="py-2 pr-3 tabular-nums">{thresholdPercent(rule.marginThreshold)}</td>
                    <td className="py-2 pr-3">{formatRun(rule.lastAnalysisRun)}</td>
                    <td className="py-2 text-right">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete rule for ${rule.collectionName}`}
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm(`Delete the margin rule for ${rule.collectionName}?`))
                            remove.mutate(rule.collectionName);
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}

        <AddRuleForm collections={collections} />
      </CardContent>
    </Card>
  );
}
