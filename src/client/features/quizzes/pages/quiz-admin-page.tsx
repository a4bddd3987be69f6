import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import { ArrowLeft, ListChecks, Pencil, Plus, PowerOff, Trash2, Video } from 'lucide-react';
import { useMemo, useState } from 'react';
import { QUIZ_MESSAGES } from '../../../../shared/quizzes/messages';
import type { AdminQuiz } from '../../../../shared/quizzes/schemas';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { useQuizResults } from '../api/get-quiz-results';
import { useQuizzes } from '../api/get-quizzes';
import { deactivateQuiz, deleteQuiz } from '../api/manage-quiz';
import { QUIZ_KEYS } from '../api/quiz-keys';
import { CompletionTab } from '../components/completion-tab';
import { CreateQuizDialog } from '../components/create-quiz-dialog';
import { weekLabel } from './quiz-page';

const ALL = 'all';
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const TAB_CLASS =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs';

function LoadError({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{getErrorMessage(error)}</AlertDescription>
    </Alert>
  );
}

function StatusBadge({ quiz }: { quiz: AdminQuiz }) {
  if (quiz.status === 'active')
    return (
      <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
        Active
      </span>
    );
  if (quiz.status === 'scheduled')
    return (
      <span className="shrink-0 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800">
        Starts {quiz.scheduledFor}
      </span>
    );
  return (
    <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
      Inactive
    </span>
  );
}

function useInvalidateQuizzes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [QUIZ_KEYS.all, QUIZ_KEYS.active, QUIZ_KEYS.current, QUIZ_KEYS.past, QUIZ_KEYS.results].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Edit, deactivate and delete (with confirmation) of one quiz card (ADR 072). */
function QuizActions({ quiz, onEdit }: { quiz: AdminQuiz; onEdit: (quiz: AdminQuiz) => void }) {
  const invalidate = useInvalidateQuizzes();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const onError = (error: unknown) =>
    toast({ title: QUIZ_MESSAGES.error, description: getErrorMessage(error), variant: 'destructive' });
  const deactivate = useAction({
    mutationFn: () => deactivateQuiz(quiz.id),
    onSuccess: async () => {
      toast({ title: QUIZ_MESSAGES.quizDeactivated, description: `"${quiz.title}" can no longer be taken.` });
      await invalidate();
    },
    onError,
  });
  const remove = useAction({
    mutationFn: () => deleteQuiz(quiz.id),
    onSuccess: async () => {
      setIsConfirmingDelete(false);
      toast({ title: QUIZ_MESSAGES.quizDeleted, description: `"${quiz.title}" was deleted; its results are kept.` });
      await invalidate();
    },
    onError,
  });
  const isBusy = deactivate.isPending || remove.isPending;
  return (
    <div className="flex flex-wrap gap-2 border-t px-4 py-2">
      <Button size="sm" variant="outline" onClick={() => onEdit(quiz)} disabled={isBusy}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      {quiz.status === 'inactive' ? null : (
        <Button size="sm" variant="outline" onClick={() => deactivate.mutate()} disabled={isBusy}>
          {deactivate.isPending ? <Spinner /> : <PowerOff aria-hidden="true" />}
          Deactivate
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => setIsConfirmingDelete(true)} disabled={isBusy}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <Dialog
        open={isConfirmingDelete}
        onOpenChange={(open) => {
          if (!remove.isPending) setIsConfirmingDelete(open);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this quiz?</DialogTitle>
            <DialogDescription>
              &quot;{quiz.title}&quot; will no longer be listed or taken. The {quiz.resultCount} results already given
              are kept and stay on the Results tab.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsConfirmingDelete(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {remove.isPending ? <Spinner /> : null}
              Delete Quiz
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function QuizzesTab({ onEdit }: { onEdit: (quiz: AdminQuiz) => void }) {
  const quizzes = useQuizzes();
  if (quizzes.isPending)
    return (
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading quizzes">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  if (quizzes.isError) return <LoadError title="Quizzes could not be loaded" error={quizzes.error} />;
  if (quizzes.data.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        No quizzes yet. Create this week&apos;s quiz to get started.
      </p>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {quizzes.data.map((quiz) => (
        <li
          key={quiz.id}
          aria-label={quiz.title}
          className="grid h-full grid-rows-[1fr_auto] rounded-lg border bg-card shadow-xs transition-colors hover:border-brand"
        >
          <Link
            href={`/quiz/${quiz.id}`}
            className="group grid gap-2 rounded-t-lg p-4 focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
          >
            <div className="flex items-start justify-between gap-2">
              <h2 className="min-w-0 font-semibold wrap-anywhere group-hover:text-brand">
                {quiz.title}
                {quiz.version > 1 ? (
                  <span className="ml-1 text-xs font-normal text-muted-foreground">(version {quiz.version})</span>
                ) : null}
              </h2>
              <StatusBadge quiz={quiz} />
            </div>
            <p className="text-sm text-muted-foreground">{weekLabel(quiz)}</p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <ListChecks className="size-4" aria-hidden="true" />
                {quiz.questions.length} questions
              </span>
              <span className="flex items-center gap-1">
                <Video className="size-4" aria-hidden="true" />
                {quiz.videoId}
              </span>
              <span>{quiz.resultCount} results</span>
            </p>
          </Link>
          <QuizActions quiz={quiz} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}

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

function ResultsTab() {
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

/** Quiz administration (/quiz-admin, admin only; spec 02). */
export function QuizAdminPage() {
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<AdminQuiz | null>(null);
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Quiz Administration</h1>
          <p className="text-muted-foreground">Weekly training videos, their questions and everyone&apos;s results.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
          <Button onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" />
            Create Quiz
          </Button>
        </div>
      </header>
      <Tabs.Root defaultValue="quizzes" className="grid gap-4">
        <Tabs.List aria-label="Quiz administration" className={cn('inline-flex w-fit gap-1 rounded-lg bg-muted p-1')}>
          <Tabs.Trigger value="quizzes" className={TAB_CLASS}>
            Quizzes
          </Tabs.Trigger>
          <Tabs.Trigger value="results" className={TAB_CLASS}>
            Results
          </Tabs.Trigger>
          <Tabs.Trigger value="completion" className={TAB_CLASS}>
            Completion
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="quizzes" className="focus-visible:outline-none">
          <QuizzesTab onEdit={setEditing} />
        </Tabs.Content>
        <Tabs.Content value="results" className="focus-visible:outline-none">
          <ResultsTab />
        </Tabs.Content>
        <Tabs.Content value="completion" className="focus-visible:outline-none">
          <CompletionTab />
        </Tabs.Content>
      </Tabs.Root>
      <CreateQuizDialog isOpen={isCreating} onOpenChange={setIsCreating} />
      {editing ? (
        <CreateQuizDialog
          key={editing.id}
          quiz={editing}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
