/**
 * Every route of spec section 2, each page lazy-loaded. Public: /about, /login, /register.
 * Everything else requires login; /admin requires an admin. The fallback reads
 * "Unexpected Application Error!".
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router';
import { Shell } from './shell/Shell.tsx';
import { RouterFallback } from './RouterFallback.tsx';
import { RequireAdmin, RequireLogin } from './guards.tsx';
import { Loading } from '../ui/Loading.tsx';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

const pages = {
  home: page(() => import('./pages/HomePage.tsx')),
  about: page(() => import('./pages/AboutPage.tsx')),
  login: page(() => import('./pages/LoginPage.tsx')),
  register: page(() => import('./pages/RegisterPage.tsx')),
  questionBank: page(() => import('./pages/QuestionBankPage.tsx')),
  questions: page(() => import('./pages/QuestionListPage.tsx')),
  question: page(() => import('./pages/QuestionDetailPage.tsx')),
  profile: page(() => import('./pages/ProfilePage.tsx')),
  responses: page(() => import('./pages/ResponsesPage.tsx')),
  submittedQuestions: page(() => import('./pages/SubmittedQuestionsPage.tsx')),
  submitQuestion: page(() => import('./pages/SubmitQuestionPage.tsx')),
  resources: page(() => import('./pages/ResourcesPage.tsx')),
  forums: page(() => import('./pages/ForumsPage.tsx')),
  forum: page(() => import('./pages/ForumPage.tsx')),
  post: page(() => import('./pages/PostPage.tsx')),
  newPost: page(() => import('./pages/NewPostPage.tsx')),
  search: page(() => import('./pages/SearchPage.tsx')),
  admin: page(() => import('./pages/AdminPage.tsx')),
  editQuestion: page(() => import('./pages/EditQuestionPage.tsx')),
};

function render(Component: Page, access: 'public' | 'login' | 'admin') {
  const content = (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
  if (access === 'public') return content;
  if (access === 'admin') return <RequireAdmin>{content}</RequireAdmin>;
  return <RequireLogin>{content}</RequireLogin>;
}

export const router = createBrowserRouter([
  {
    element: <Shell />,
    errorElement: <RouterFallback />,
    children: [
      { path: '/', element: render(pages.home, 'login') },
      { path: '/about', element: render(pages.about, 'public') },
      { path: '/login', element: render(pages.login, 'public') },
      { path: '/register', element: render(pages.register, 'public') },
      { path: '/question-bank', element: render(pages.questionBank, 'login') },
      { path: '/questions', element: render(pages.questions, 'login') },
      { path: '/questions/:id', element: render(pages.question, 'login') },
      { path: '/profile', element: render(pages.profile, 'login') },
      { path: '/responses', element: render(pages.responses, 'login') },
      { path: '/submitted-questions', element: render(pages.submittedQuestions, 'login') },
      { path: '/submit-question', element: render(pages.submitQuestion, 'login') },
      { path: '/resources', element: render(pages.resources, 'login') },
      { path: '/forum', element: render(pages.forums, 'login') },
      { path: '/forum/:forumId', element: render(pages.forum, 'login') },
      { path: '/forum/:forumId/post/:id', element: render(pages.post, 'login') },
      { path: '/forum/:forumId/new', element: render(pages.newPost, 'login') },
      { path: '/search', element: render(pages.search, 'login') },
      { path: '/admin', element: render(pages.admin, 'admin') },
      { path: '/admin/questions/:id/edit', element: render(pages.editQuestion, 'admin') },
    ],
  },
]);
