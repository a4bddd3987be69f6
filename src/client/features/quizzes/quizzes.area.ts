import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';
import { MyBadgesDialog } from './components/my-badges-dialog';

const quizPage = lazyPage(() => import('./pages/quiz-page'), 'QuizPage');

/** The weekly video quiz, quiz administration, badges and the training archive (spec 02). */
export const quizzesArea = defineClientArea({
  name: 'quizzes',
  routes: [
    { path: '/quiz/:id', title: 'Weekly Quiz', page: quizPage },
    { path: '/quizzes/:id', title: 'Weekly Quiz', page: quizPage },
    {
      path: '/quiz-admin',
      title: 'Quiz Administration',
      page: lazyPage(() => import('./pages/quiz-admin-page'), 'QuizAdminPage'),
      isAdminOnly: true,
    },
    {
      path: '/training-archive',
      title: 'Training Archive',
      page: lazyPage(() => import('./pages/training-archive-page'), 'TrainingArchivePage'),
    },
    {
      path: '/training-archive/:id',
      title: 'Training Archive: Past Quiz',
      page: lazyPage(() => import('./pages/quiz-page'), 'ArchivedQuizPage'),
    },
  ],
  dialogs: { 'my-badges': MyBadgesDialog },
});
