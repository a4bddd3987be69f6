import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminQuiz } from '#shared/quizzes/schemas';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { CompletionTab } from '../components/completion-tab';
import { CreateQuizDialog } from '../components/create-quiz-dialog';
import { QuizzesTab } from '../components/quizzes-tab';
import { ResultsTab } from '../components/results-tab';

const TAB_CLASS =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs';

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
