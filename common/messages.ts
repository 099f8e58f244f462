/**
 * The spec's user-facing texts (spec section 8 and the validation rules of section 5),
 * shared by the server (error `message`s) and the web app (what the user reads).
 * Keep the wording exactly as the spec gives it.
 */
export const messages = {
  validation: {
    nameRequired: 'Name is required',
    usernameRequired: 'Username is required',
    password: 'Password must be at least 8 characters with 1 uppercase, 1 lowercase and 1 number',
    passwordsMismatch: 'Passwords do not match',
    mobile: 'Please enter a valid 10-digit mobile number',
    email: 'Please enter a valid email address',
    mobileNote: 'Currently, we only support Indian phone numbers (+91).',
    selectCategory: 'Please select at least one category',
    categoryRequired: 'Category is required',
    xlsxOnly: 'Please upload an Excel file (.xlsx)',
    nulCharacter: 'Text must not contain NUL characters',
  },
  load: {
    initialData: 'Failed to load initial data',
    topics: 'Failed to load topics',
    questions: 'Failed to load questions',
    questionsRetry: 'Failed to load questions. Please try again.',
    activity: 'Failed to load activity statistics',
    responses: 'Failed to load responses',
    forums: 'Failed to load forums',
    posts: 'Failed to load posts',
    post: 'Failed to load post',
    search: 'Failed to load search results. Please try again.',
    users: 'Failed to load users',
    pendingQuestions: 'Failed to load pending questions',
    pendingMentors: 'Failed to load pending mentor requests',
  },
  notFound: {
    question: 'Question not found.',
    userProfile: 'Unable to load user profile.',
    post: 'Post not found',
    user: 'User not found',
    importJob: 'Import job not found',
    comment: 'Comment not found',
    response: 'Response not found',
    route: 'Not found',
  },
  auth: {
    invalidCredentials: 'Invalid username or password',
    loginFailed: 'Login failed. Please try again.',
    unexpected: 'An unexpected error occurred',
    loginRequired: 'Please log in to continue',
    adminOnly: 'Only admins can do this',
    missingRequestedWith: 'Missing X-Requested-With header',
  },
  registration: {
    duplicate: 'Username or email already exists',
    failed: 'Registration failed. Please try again.',
    mentorInfoTitle: 'Registering as a Mentor',
    mentorInfo:
      'Mentor accounts need an admin’s approval. Until then you will use the app as a Student; once approved, your badge changes to Mentor.',
  },
  review: {
    duplicateQuestion: 'This question already exists',
    alreadyReviewed: 'This question has already been reviewed',
    approveFailed: 'Failed to approve question',
    rejectFailed: 'Failed to reject question',
    noPending: 'No pending questions to review',
  },
  import: {
    preview: 'Failed to preview Excel data. Please check the file format.',
    failed: 'Failed to import questions. Please try again.',
  },
  question: {
    startTimer: 'Click the timer icon above to start answering',
  },
  errorLog: {
    onlyWrongTagged: 'Only wrong answers can be tagged',
    answerFirst: 'Answer the question to see how others did',
  },
  empty: {
    noAttempts: "You haven't attempted any questions yet.",
    noResponsesMatch: 'No responses match the selected filters',
    noQuestions: 'No questions found with the selected filters.',
    noOptions: 'No options available',
    selectCategoryFirst: 'Select a category first',
  },
  routerFallback: 'Unexpected Application Error!',
  generic: {
    internal: 'Something went wrong on our side. Please try again.',
    tooLarge: 'The request is too large',
    rateLimited: 'Too many requests. Please try again later.',
  },
} as const;
