import { History } from 'lucide-react';
import { Link } from 'wouter';
import type { PublicQuiz, QuizResult } from '#shared/quizzes/schemas';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { QuizHeading } from './quiz-heading';
import { VideoWatcher } from './video-watcher';

/** Training archive mode: the video, no questions, the previous score if there is one (spec 02 §2). */
export function ArchiveView({ quiz, result }: { quiz: PublicQuiz; result: QuizResult | undefined }) {
  return (
    <div className="grid gap-6">
      <QuizHeading
        quiz={quiz}
        extra={
          <Button variant="outline" asChild>
            <Link href="/training-archive">
              <History aria-hidden="true" />
              Training Archive
            </Link>
          </Button>
        }
      />
      <VideoWatcher videoId={quiz.videoId} title={quiz.title} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Your result</CardTitle>
          <CardDescription>This quiz is closed; its questions are hidden in the archive.</CardDescription>
        </CardHeader>
        <CardContent>
          {result ? (
            <p data-testid="archive-score">
              You scored{' '}
              <strong className="tabular-nums">
                {result.score} / {result.totalQuestions}
              </strong>
            </p>
          ) : (
            <p className="text-muted-foreground">You did not take this quiz.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
