import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import type {
  ClassifierRule,
  ClassifierRuleInput,
  ClassifierRuleList,
  TestRuleInput,
  TestRuleResponse,
} from '#shared/bookkeeping/classifier';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

const URL = '/api/bookkeeping/classifier-rules';
const RULES_KEY = [URL] as const;

const rulesQueryOptions = () =>
  queryOptions({ queryKey: RULES_KEY, queryFn: () => apiRequest<ClassifierRuleList>('GET', URL) });

export const useClassifierRules = () => useQuery(rulesQueryOptions());

/** Add, edit, delete and reorder; each refreshes the list from the server's answer. */
export function useRuleMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: RULES_KEY });
  return {
    create: useAction({
      mutationFn: (input: ClassifierRuleInput, key) =>
        apiRequest<ClassifierRule>('POST', URL, input, idempotencyHeaders(key)),
      onSuccess: refresh,
    }),
    update: useAction({
      mutationFn: ({ id, input }: { id: number; input: ClassifierRuleInput }) =>
        apiRequest<ClassifierRule>('PUT', `${URL}/${id}`, input),
      onSuccess: refresh,
    }),
    remove: useAction({
      mutationFn: (id: number) => apiRequest<void>('DELETE', `${URL}/${id}`),
      onSuccess: refresh,
    }),
    reorder: useAction({
      mutationFn: (ids: number[]) => apiRequest<ClassifierRuleList>('POST', `${URL}/reorder`, { ids }),
      onSuccess: (list) => client.setQueryData(RULES_KEY, list),
      onError: refresh,
    }),
  };
}

export const testRule = (input: TestRuleInput) => apiRequest<TestRuleResponse>('POST', `${URL}/test`, input);
