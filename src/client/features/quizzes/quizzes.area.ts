import { defineClientArea } from '../../lib/areas/client-area';
import { lazyPage } from '../../lib/areas/lazy-page';
import { MyBadgesDialog } from './components/my-badges-dialog';

const quizPage = lazyPage(() => import('./pages/quiz-page'), 'QuizPage');

/** The weekly video quiz, quiz administration, badges and the training archive (spec 02). */
export const quizzesArea = defineClientArea({
  name: 'quizzes',
  routes: [
    { path: '/quiz/:id', page: quizPage },
    { path: '/quizzes/:id', page: quizPage },
    {
      path: '/quiz-admin',
      page: lazyPage(() => import('./pages/quiz-admin-page'), 'QuizAdminPage'),
      isAdminOnly: true,
    },
    { path: '/training-archive', page: lazyPage(() => import('./pages/training-archive-page'), 'TrainingArchivePage') },
    { path: '/training-archive/:id', page: lazyPage(() => import('./pages/quiz-page'), 'ArchivedQuizPage') },
  ],
  dialogs: { 'my-badges': MyBadgesDialog },
});
