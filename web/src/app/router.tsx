/**
 * Every route of spec section 2, each page lazy-loaded; a test being taken (/attempts/:id) in
 * its own full-window layout (ExamShell), the rest inside the site's Shell. Public: /about, /login, /register,
 * /forgot-password, /offline (practice packs on the device, contract 8.5), and the 404 page every unknown path shows inside the shell (contract section
 * 7.6). Everything else requires login; /admin requires an admin. The fallback (render errors)
 * reads "Unexpected Application Error!".
 *
 * A page's chunk starts downloading as soon as its route is shown, while the login check is still
 * under way (not after it); the question and forum-post pages also start their Markdown renderer
 * and the question page its question (contract section 7.8: the first page carries none of them).
 */
import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, useParams, type Params } from 'react-router';
import { ExamShell } from './shell/ExamShell.tsx';
import { Shell } from './shell/Shell.tsx';
import { RouterFallback } from './RouterFallback.tsx';
import { RequireAdmin, RequireLogin } from './guards.tsx';
import { Loading } from '../ui/Loading.tsx';
import { deferred } from '../ui/deferred.tsx';
import { preloadMarkdown } from '../ui/markdown/preload.ts';
import { prefetchQuestion } from '../features/questions/api/questions.ts';
import { queryClient } from '../lib/queryClient.ts';

interface Page {
  Component: ComponentType;
  /** Starts loading the page's chunk (and what `alongside` names); never throws. */
  preload: (params: Params) => void;
}

/**
 * A lazily loaded page (ui/deferred.tsx: the loading indicator is ordinary state, not a Suspense
 * fallback that would hold the page back 300 ms); `alongside(params)` starts what else it will
 * certainly need.
 */
function page(load: () => Promise<{ default: ComponentType }>, alongside?: (params: Params) => void): Page {
  const { Component, preload } = deferred(() => load().then((module) => module.default), { loading: <Loading /> });
  return {
    Component,
    preload: (params) => {
      if (!alongside) return preload();
      // Its data requests first (they are issued a few microtasks later), then the chunk's files:
      // a phone's browser opens few connections per host, and the data queued behind them arrived last.
      alongside(params);
      setTimeout(preload, 0);
    },
  };
}

/** Starts `page`'s downloads when its route is shown, before any guard has decided. */
function Preload({ page }: { page: Page }): null {
  const params = useParams();
  const key = JSON.stringify(params);
  useEffect(() => page.preload(JSON.parse(key) as Params), [page, key]);
  return null;
}

const withQuestion = (params: Params) => {
  preloadMarkdown();
  const id = Number(params.id);
  if (Number.isSafeInteger(id) && id > 0) void prefetchQuestion(queryClient, id);
};

const pages = {
  home: page(() => import('./pages/HomePage.tsx')),
  about: page(() => import('./pages/AboutPage.tsx')),
  login: page(() => import('./pages/LoginPage.tsx')),
  register: page(() => import('./pages/RegisterPage.tsx')),
  forgotPassword: page(() => import('./pages/ForgotPasswordPage.tsx')),
  notFound: page(() => import('./pages/NotFoundPage.tsx')),
  questionBank: page(() => import('./pages/QuestionBankPage.tsx')),
  questions: page(() => import('./pages/QuestionListPage.tsx')),
  question: page(() => import('./pages/QuestionDetailPage.tsx'), withQuestion),
  profile: page(() => import('./pages/ProfilePage.tsx')),
  responses: page(() => import('./pages/ResponsesPage.tsx')),
  review: page(() => import('./pages/ReviewPage.tsx')),
  saved: page(() => import('./pages/SavedPage.tsx')),
  submittedQuestions: page(() => import('./pages/SubmittedQuestionsPage.tsx')),
  submitQuestion: page(() => import('./pages/SubmitQuestionPage.tsx')),
  resubmitQuestion: page(() => import('./pages/ResubmitQuestionPage.tsx')),
  resources: page(() => import('./pages/ResourcesPage.tsx')),
  forums: page(() => import('./pages/ForumsPage.tsx')),
  forum: page(() => import('./pages/ForumPage.tsx')),
  post: page(() => import('./pages/PostPage.tsx'), () => preloadMarkdown()),
  newPost: page(() => import('./pages/NewPostPage.tsx')),
  search: page(() => import('./pages/SearchPage.tsx')),
  notifications: page(() => import('./pages/NotificationsPage.tsx')),
  admin: page(() => import('./pages/AdminPage.tsx')),
  editQuestion: page(() => import('./pages/EditQuestionPage.tsx')),
  attemptResult: page(() => import('./pages/AttemptResultPage.tsx')),
  attemptReview: page(() => import('./pages/AttemptReviewPage.tsx')),
  tests: page(() => import('./pages/TestsPage.tsx')),
  generateTest: page(() => import('./pages/GenerateTestPage.tsx')),
  test: page(() => import('./pages/TestPage.tsx')),
  testBuilder: page(() => import('./pages/TestBuilderPage.tsx')),
  attempt: page(() => import('./pages/AttemptPage.tsx')),
  leaderboard: page(() => import('./pages/LeaderboardPage.tsx')),
  attemptAnalysis: page(() => import('./pages/AttemptAnalysisPage.tsx')),
  practice: page(() => import('./pages/PracticePage.tsx')),
  mastery: page(() => import('./pages/MasteryPage.tsx')),
  progress: page(() => import('./pages/ProgressPage.tsx')),
  offline: page(() => import('./pages/OfflinePage.tsx')),
  userProfile: page(() => import('./pages/UserProfilePage.tsx')),
  contributors: page(() => import('./pages/ContributorsPage.tsx')),
};

function render(page: Page, access: 'public' | 'login' | 'admin') {
  const content = <page.Component />;
  const guarded = access === 'public' ? content : access === 'admin' ? <RequireAdmin>{content}</RequireAdmin> : <RequireLogin>{content}</RequireLogin>;
  return (
    <>
      <Preload page={page} />
      {guarded}
    </>
  );
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
      { path: '/forgot-password', element: render(pages.forgotPassword, 'public') },
      { path: '/question-bank', element: render(pages.questionBank, 'login') },
      { path: '/questions', element: render(pages.questions, 'login') },
      { path: '/questions/:id', element: render(pages.question, 'login') },
      { path: '/profile', element: render(pages.profile, 'login') },
      { path: '/responses', element: render(pages.responses, 'login') },
      { path: '/review', element: render(pages.review, 'login') },
      { path: '/practice', element: render(pages.practice, 'login') },
      { path: '/mastery', element: render(pages.mastery, 'login') },
      { path: '/progress', element: render(pages.progress, 'login') },
      // Public: offline the login check fails, and the packs are on the device (contract 8.5).
      { path: '/offline', element: render(pages.offline, 'public') },
      { path: '/saved', element: render(pages.saved, 'login') },
      { path: '/submitted-questions', element: render(pages.submittedQuestions, 'login') },
      { path: '/submitted-questions/:id/edit', element: render(pages.resubmitQuestion, 'login') },
      { path: '/submit-question', element: render(pages.submitQuestion, 'login') },
      { path: '/resources', element: render(pages.resources, 'login') },
      { path: '/forum', element: render(pages.forums, 'login') },
      { path: '/forum/:forumId', element: render(pages.forum, 'login') },
      { path: '/forum/:forumId/post/:id', element: render(pages.post, 'login') },
      { path: '/forum/:forumId/new', element: render(pages.newPost, 'login') },
      { path: '/u/:username', element: render(pages.userProfile, 'login') },
      { path: '/u', element: render(pages.userProfile, 'login') },
      { path: '/contributors', element: render(pages.contributors, 'login') },
      { path: '/search', element: render(pages.search, 'login') },
      { path: '/notifications', element: render(pages.notifications, 'login') },
      { path: '/admin', element: render(pages.admin, 'admin') },
      { path: '/admin/questions/:id/edit', element: render(pages.editQuestion, 'admin') },
      { path: '/attempts/:id/result', element: render(pages.attemptResult, 'login') },
      { path: '/attempts/:id/review', element: render(pages.attemptReview, 'login') },
      { path: '/attempts/:id/analysis', element: render(pages.attemptAnalysis, 'login') },
      { path: '/tests', element: render(pages.tests, 'login') },
      { path: '/tests/new', element: render(pages.generateTest, 'login') },
      { path: '/tests/:id', element: render(pages.test, 'login') },
      { path: '/tests/:id/leaderboard', element: render(pages.leaderboard, 'login') },
      { path: '/admin/tests/new', element: render(pages.testBuilder, 'admin') },
      { path: '*', element: render(pages.notFound, 'public') },
    ],
  },
  {
    // A test in progress: full window, without the site's shell.
    element: <ExamShell />,
    errorElement: <RouterFallback />,
    children: [{ path: '/attempts/:id', element: render(pages.attempt, 'login') }],
  },
]);
