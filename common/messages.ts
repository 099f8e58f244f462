/**
 * The spec's user-facing texts (spec section 8 and the validation rules of section 5),
 * shared by the server (error `message`s) and the web app (what the user reads).
 * Keep the wording exactly as the spec gives it.
 */
export const messages = {
  validation: {
    nameRequired: 'Name is required',
    usernameRequired: 'Username is required',
    usernameCharacters: 'Username may contain only letters (A-Z, a-z), digits, ".", "_" and "-"',
    usernameDots: 'Username cannot be "." or ".."',
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
    review: 'Failed to load your review deck',
    forums: 'Failed to load forums',
    posts: 'Failed to load posts',
    post: 'Failed to load post',
    search: 'Failed to load search results. Please try again.',
    users: 'Failed to load users',
    pendingQuestions: 'Failed to load pending questions',
    pendingMentors: 'Failed to load pending mentor requests',
    practice: 'Failed to load the next question',
    mastery: 'Failed to load your topics',
    progress: 'Failed to load your progress',
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
  /** Accounts beyond registration: password reset and change, profile edits, suspension and roles (contract section 7.6). */
  account: {
    /** 403 of /perform-login for a suspended account (after a correct password). */
    suspended: 'This account is suspended',
    /** The suspended screen (web/src/app/AccountSuspended.tsx): the admin's reason, or that none was given. */
    suspendedReason: (reason: string) => `Reason given by the admin: ${reason}`,
    suspendedNoReason: 'The admin gave no reason.',
    suspendedHelp: 'You can no longer use this account. If you think this is a mistake, contact the site’s admins.',
    /** 400 of /public/password-reset/confirm: a wrong, expired, used or burned code, or an unknown address. */
    invalidCode: 'Invalid code',
    currentPasswordIncorrect: 'Current password is incorrect',
    currentPasswordRequired: 'Current password is required',
    roleInvalid: 'role must be "admin" or "user"',
    cannotSuspendSelf: 'You cannot suspend your own account',
    cannotChangeOwnRole: 'You cannot change your own role',
    lastAdminSuspend: 'The last active admin cannot be suspended',
    lastAdminDemote: 'The last active admin cannot be made a user',
    resetRequested: 'If an account uses this email address, we sent it a 6-digit code. It expires in 5 minutes.',
    resetDone: 'Your password has been changed. Please log in with your new password.',
    resetFailed: 'Could not reset your password. Please try again.',
    passwordChanged: 'Password changed. You were logged out on your other devices.',
    passwordChangeFailed: 'Could not change your password. Please try again.',
    profileSaved: 'Profile saved',
    profileSaveFailed: 'Could not save your profile. Please try again.',
    moderationFailed: 'Could not update this user. Please try again.',
  },
  review: {
    duplicateQuestion: 'This question already exists',
    alreadyReviewed: 'This question has already been reviewed',
    approveFailed: 'Failed to approve question',
    rejectFailed: 'Failed to reject question',
    noPending: 'No pending questions to review',
  },
  forum: {
    deleteForumFailed: 'Failed to delete forum. Please try again.',
    createForumFailed: 'Failed to create forum. Please try again.',
    createPostFailed: 'Failed to create post. Please try again.',
    deletePostFailed: 'Failed to delete post',
    deleteReplyFailed: 'Failed to delete reply. Please try again.',
    submitReplyFailed: 'Failed to submit reply',
    likeFailed: 'Failed to update like status',
    dislikeFailed: 'Failed to update dislike status',
    addReplyFailed: 'Failed to add reply',
    noPosts: 'No posts yet. Be the first to create one!',
    noReplies: 'No replies yet. Be the first to reply!',
    forumNotFound: 'Forum not found',
    replyNotFound: 'Reply not found',
    replyNotInPost: 'That reply is not in this post',
    acceptOwnerOnly: "Only the post's author or an admin can accept a reply",
    parentReplyMismatch: 'The reply you are answering belongs to another post',
    authorOnly: 'Only the author can delete this',
    /** PUT of a post, reply or question comment by anyone but its author (admins included). */
    editAuthorOnly: 'Only the author can edit this',
    editPostFailed: 'Failed to save your changes. Please try again.',
    editReplyFailed: 'Failed to save your changes. Please try again.',
  },
  import: {
    preview: 'Failed to preview Excel data. Please check the file format.',
    failed: 'Failed to import questions. Please try again.',
    tooManyRows: 'The file has more than 100,000 rows; split it into smaller files',
    tooLargeUnpacked: 'The file unpacks to more than 256 MB; split it into smaller files',
    formula: (cell: string) => `Cell ${cell} holds a formula without a saved value; formulas are not supported, type the value instead`,
    tooManyMerged: 'The file has more than 1,000 merged ranges or 1,000,000 merged cells; unmerge them and upload again',
    tooSlow: (seconds: number) => `The file took longer than ${seconds} second${seconds === 1 ? '' : 's'} to read; split it into smaller files`,
    mergedCell: (cell: string) => `Cell ${cell} is part of merged cells; unmerge them and fill in every cell`,
    duplicateExisting: 'This question is already in the question bank',
    duplicateRow: (rowNumber: number) => `Same question as row ${rowNumber}`,
    stopped: 'The import stopped unexpectedly',
    /** The whole file is refused (400) when its first row is not the template's nine headers. */
    headerRow: "The first row must be the template's header row",
    setTextRequired: 'Set Text is required for a new set',
    setTitleRequired: 'Set Title is required when Set Text is given',
    tooLong: (column: string, max: number) => `${column} must be at most ${max} characters`,
  },
  /** The rules of a question's fields shared by import rows, submissions and admin edits (contract section 7.2). */
  questionFields: {
    questionType: 'Question Type must be MCQ or TITA',
    titaAnswer: 'Correct Answer must be a number for TITA questions',
    titaOptions: 'Options must be empty for TITA questions',
    optionsDifferent: 'Options must all be different',
    tolerance: 'Answer Tolerance must be a number of at least 0',
    toleranceTooLarge: (max: number) => `Answer Tolerance must be at most ${max}`,
    toleranceMcq: 'Answer Tolerance is only for TITA questions',
  },
  resources: {
    pdfOnly: 'Only PDF files are allowed',
    tooLarge: 'File size must be under 3MB',
    descriptionRequired: 'Description is required',
    descriptionTooLong: 'Description must be at most 1000 characters',
    fileRequired: 'Please choose a PDF file to upload',
    uploadFailed: 'Failed to upload file. Please try again.',
    loadFailed: 'Failed to load resources. Please try again.',
    empty: 'No resources available yet',
    notFound: 'Resource not found',
    titleTooLong: 'Title must be at most 200 characters',
    /** DELETE /api/resources/{id} by anyone but the uploader or an admin. */
    deleteOwnerOnly: 'Only the uploader or an admin can delete this resource',
    deleteFailed: 'Failed to delete resource. Please try again.',
  },
  images: {
    /** Not a PNG, JPEG, WebP or GIF by content (also: no `image` part, an empty file, SVG). */
    notImage: 'Only PNG, JPEG, WebP or GIF images are allowed',
    tooLarge: 'Image must be under 1MB',
    /** Wider or taller than limits.imageMaxSide pixels, or more than limits.imageMaxPixels (contract 8.6). */
    tooManyPixels: 'Image must be at most 10000 pixels on a side and 40 megapixels',
    notFound: 'Image not found',
  },
  rendering: {
    /** Beside a formula shown as its TeX source instead of being typeset (web/src/ui/markdown/rehypeLongFormulas.ts). */
    formulaAsSource: '(formula shown as source: it is too long or defines macros)',
  },
  question: {
    startTimer: 'Click the timer icon above to start answering',
    /** A TITA answer (addResponse `answer`) that is not a decimal number. */
    answerNotNumber: 'Answer must be a number',
    /** An MCQ answer without a valid `selectedOption`. */
    selectedOption: 'selectedOption must be one of A, B, C, D',
    setNotFound: 'Question set not found',
    /** An admin edit that would file a question of a set under another category, topic or source than its set. */
    setTaxonomyFixed: "A question in a set keeps its set's category, topic and source",
    /** getQuestionsByFilters `status` that is not one of the list's filters. */
    statusFilter: 'status must be one of unattempted, wrong, correct, bookmarked',
    /** getQuestionsByFilters `difficulty` holding a word that is not a level (docs/contract.md section 8.3). */
    difficultyFilter: 'difficulty must be a comma-joined list of easy, medium, hard, new',
    /** The spoiler-safe discussion's button (docs/contract.md section 7.5). */
    showDiscussion: 'Show discussion (may reveal the answer)',
  },
  practice: {
    /** GET /api/practice/next with nothing to offer (docs/contract.md section 8.3). */
    noneLeft: 'No questions left for these filters',
    /** GET /api/me/progress with `weeks` outside 1-52. */
    weeks: 'weeks must be a whole number from 1 to 52',
  },
  preferences: {
    /** PUT /api/preferences without a true/false `untimedPractice`. */
    untimedPractice: 'untimedPractice must be true or false',
    /** PUT /api/preferences with a `showOnLeaderboards` that is not true/false. */
    showOnLeaderboards: 'showOnLeaderboards must be true or false',
    /** PUT /api/preferences with neither preference. */
    empty: 'Send untimedPractice or showOnLeaderboards',
  },
  offline: {
    /** addResponse `clientId` that is not a UUID (contract 8.5). */
    clientId: 'clientId must be a UUID',
    /** addResponse `answeredAt` that is not an ISO 8601 time, is in the future, or is more than 30 days old. */
    answeredAt: 'answeredAt must be an ISO 8601 time',
    answeredAtFuture: 'answeredAt must not be in the future',
    answeredAtTooOld: 'answeredAt must be at most 30 days ago',
    /** GET /api/practice/pack `count` outside 1-100. */
    packCount: 'count must be a whole number from 1 to 100',
  },
  spacedReview: {
    /** The review page with no card due (docs/contract.md section 7.4). */
    empty: 'Nothing to review — wrong answers come back here at the right moment',
    done: 'Review done',
  },
  notifications: {
    /** PUT /api/notification-settings without "off" or "daily". */
    emailDigest: 'emailDigest must be "off" or "daily"',
    /** POST /api/notifications/read with neither a list of ids nor all: true. */
    readTarget: 'Send ids (a list of notification ids) or all: true',
    /** GET /api/users/search without a prefix of 1 to 50 characters. */
    prefix: 'prefix must be 1 to 50 characters',
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
  mentors: {
    approveFailed: 'Failed to approve mentor',
    rejectFailed: 'Failed to reject mentor',
    noPending: 'No pending mentor requests to review',
    requestNotFound: 'Mentor request not found',
    alreadyDecided: 'This mentor request has already been decided',
  },
  users: {
    noneFound: 'No users found',
  },
  /** Accepted answers, reputation and the contributors leaderboard (contract 8.4). */
  community: {
    acceptCommentOnly: "Only the question's submitter, a mentor or an admin can accept an explanation",
    period: 'Period must be week, month or all',
  },
  ai: {
    fetchFailed: 'Failed to fetch AI explanation. Please try again.',
    notConfigured: 'AI explanations are not configured',
    notConfiguredNotice: 'AI explanations are not configured on this server.',
    answerFirst: 'Answer the question to ask for an AI explanation',
    disclaimer: 'Generated by a chat model and may be inaccurate.',
  },
  otp: {
    tooMany: 'Too many OTP requests. Please try again later.',
    /** The server's message for an expired code (the spec's 400 body). */
    expired: 'OTP Expired',
    /** What the web app shows for `expired`. */
    expiredShown: 'OTP has expired. Please request a new one.',
    invalid: 'Invalid OTP. Please try again.',
    sendFailed: 'Failed to send OTP. Please try again.',
    smsNotConfigured: 'SMS delivery is not configured',
    emailSendFailed: 'Failed to send verification email. Please try again.',
    emailNotConfigured: 'Email delivery is not configured',
    emailAlreadyVerified: 'Your email is already verified',
    sent: 'We sent a 6-digit code to your mobile number.',
    emailSent: 'We sent a 6-digit code to your email address.',
    mobileVerified: 'Mobile number verified',
    verifyEmailPrompt: 'Please verify your email address so you can recover your account.',
    /** 429 before the resend cooldown is over. */
    resendWait: (seconds: number) => `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new OTP.`,
  },
  tests: {
    notFound: 'Test not found',
    attemptNotFound: 'Attempt not found',
    /** POST /api/tests: a question id that is not an approved question. */
    notInBank: (id: number) => `Question ${id} is not in the bank`,
    /** POST /api/tests: the same question twice in one test. */
    duplicateQuestion: (id: number) => `Question ${id} is in the test more than once`,
    /** POST /api/tests/generate: the category holds fewer approved questions than asked for. */
    notEnough: 'Not enough questions in this category',
    /** A save to a section that has ended (or to a completed attempt): 409. */
    sectionEnded: 'This section has ended',
    /** A save to a question of a section not started yet, or not in the test: 400. */
    notInSection: 'This question is not in the current section',
    /** GET /api/attempts/{id}/result before the attempt is completed: 409. */
    finishFirst: 'Finish the test to see the result',
    /** POST /api/attempts/{id}/sections/submit with a `sectionIndex` past the last section. */
    noSuchSection: 'sectionIndex is not a section of this test',
    /** POST /api/tests: a window whose `closesAt` is not after its `opensAt` (docs/contract.md section 8.2). */
    closeAfterOpen: 'The test must close after it opens',
    /** POST /api/tests: a window time that is not an ISO 8601 date and time. */
    windowTime: (field: string) => `${field} must be an ISO 8601 date and time`,
    /** POST /api/tests: `exclusive` without a window (its questions would never return to the bank). */
    exclusiveNeedsWindow: 'An exclusive test needs a window',
    /** POST /api/tests/{id}/attempts before the window opens: 409. */
    notOpenYet: (opensAt: string) => `This test opens at ${opensAt}`,
    /** The review of a ranked attempt, or of any attempt of an exclusive test, before `resultsAt`: 409. */
    solutionsLater: 'Solutions are published when the test closes',
    /** The leaderboard and the analysis of a ranked attempt before `resultsAt`: 409. */
    resultsLater: 'Results are published when the test closes',
    /** POST /api/tests/{id}/attempts while an attempt of another test is in progress: 409 (with `attemptId`). */
    oneAtATime: 'Finish the test you have in progress first',
    /** A question of the caller's test in progress, on a route that would reveal its key, solution, comments or statistics: 409. */
    sealed: 'This question is part of your test in progress',
    /** The attempt page's link to the test in progress (after the 409 of a second start). */
    goToTestInProgress: 'Go to your test in progress',
    /** The attempt page's button that ends every remaining section at once. */
    finishTest: 'Finish test',
    finishTestConfirm: 'End every remaining section now and see your result?',
    finishFailed: 'Could not finish the test. Please try again.',
  },
  /** Reports of errors in questions and admins' moderation (docs/contract.md sections 7.5, 7.6). */
  moderation: {
    reportReason: 'Please choose what is wrong with the question',
    reportTextRequired: 'Please describe the problem',
    reportTextTooLong: (max: number) => `The description must be at most ${max} characters`,
    alreadyReported: 'You have already reported this question; an admin will look at it soon',
    reportNotFound: 'Report not found',
    reportSent: 'Thank you. An admin will look at your report.',
    reportFailed: 'Failed to send the report. Please try again.',
    resolveFailed: 'Failed to resolve the report. Please try again.',
    noReports: 'No reports yet',
    rejectionReasonTooLong: (max: number) => `Reason must be at most ${max} characters`,
    /** PUT /api/submittedQuestions/{id} on a question that is not rejected: 409. */
    onlyRejectedResubmit: 'Only a rejected question can be edited and resubmitted',
    /** PUT /api/submittedQuestions/{id} by someone other than its submitter: 403. */
    onlySubmitterResubmit: 'Only the submitter can resubmit this question',
    deleteFailed: 'Failed to delete the question. Please try again.',
  },
  bookmarks: {
    /** GET /api/bookmarks without a valid `kind`. */
    kind: 'kind must be question or post',
    save: 'Save question',
    savePost: 'Save post',
    saved: 'Saved',
    saveFailed: 'Could not update your saved items. Please try again.',
  },
  routerFallback: 'Unexpected Application Error!',
  generic: {
    internal: 'Something went wrong on our side. Please try again.',
    tooLarge: 'The request is too large',
    rateLimited: 'Too many requests. Please try again later.',
    /** Per-user quotas (429 with Retry-After). */
    uploadQuota: 'You have uploaded too many files recently. Please try again later.',
    postQuota: 'You are posting too often. Please wait a little and try again.',
    forumQuota: 'You have created too many forums today. Please try again later.',
    generationQuota: 'You have generated too many tests recently. Please try again later.',
    editQuota: 'You are editing too often. Please wait a little and try again.',
    reportQuota: 'You have sent too many reports recently. Please try again later.',
    badUrl: 'This address is not valid',
    unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  },
} as const;
