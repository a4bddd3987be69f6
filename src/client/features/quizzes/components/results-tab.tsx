import { useMemo, useState } from 'react';
import { Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { useQuizResults } from '../api/get-quiz-results';
import { LoadError } from './load-error';

const ALL = 'all';
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A results filter: everything (`ALL`) or one of `options`. */
function FilterSelect({
  id,
  label,
  allLabel,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { id: string; label: string }[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.id} value={option.id}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function ResultsTab() {
  const results = useQuizResults();
  const [quizFilter, setQuizFilter] = useState(ALL);
  const [userFilter, setUserFilter] = useState(ALL);
  const rows = results.data;
  const { quizOptions, userOptions } = useMemo(() => {
    const quizzes = new Map<number, string>();
    const users = new Map<number, string>();
    for (const row of rows ?? []) {
      quizzes.set(row.quizId, row.quizTitle);
      users.set(row.userId, row.username);
    }
    return {
      quizOptions: [...quizzes].map(([id, label]) => ({ id: String(id), label })),
      userOptions: [...users]
        .map(([id, label]) => ({ id: String(id), label }))
        .toSorted((a, b) => a.label.localeCompare(b.label)),
    };
  }, [rows]);
  if (results.isPending)
    return (
      <div className="grid gap-2" role="status" aria-label="Loading results">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  if (results.isError) return <LoadError title="Results could not be loaded" error={results.error} />;
  const shown = results.data.filter(
    (row) =>
      (quizFilter === ALL || String(row.quizId) === quizFilter) &&
      (userFilter === ALL || String(row.userId) === userFilter),
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <FilterSelect
          id="results-quiz"
          label="Quiz"
          allLabel="All quizzes"
          value={quizFilter}
          onChange={setQuizFilter}
          options={quizOptions}
        />
        <FilterSelect
          id="results-user"
          label="User"
          allLabel="All users"
          value={userFilter}
          onChange={setUserFilter}
          options={userOptions}
        />
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {results.data.length === 0 ? 'No results yet.' : 'No results match these filters.'}
        </p>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label="Quiz results"
          className="overflow-x-auto rounded-lg border bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="border-b bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  User
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Quiz
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Score
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Points
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Completed
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id} className="border-b last:border-0">
                  <td className="px-3 py-2 font-medium">{row.username}</td>
                  <td className="px-3 py-2">{row.quizTitle}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {row.score} / {row.totalQuestions}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.points}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{dateTime.format(new Date(row.completedAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        {shown.length} of {results.data.length} results
      </p>
    </div>
  );
}
