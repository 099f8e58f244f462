/** The spec's business constants (spec section 9) and the API's bounds (docs/contract.md section 4). */
export const limits = {
  /** Search debounce, milliseconds. */
  searchDebounceMs: 300,
  otpLength: 6,
  /** Seconds before an OTP may be sent again. */
  otpResendCooldownSeconds: 60,
  /** Seconds an OTP stays valid (5 minutes). */
  otpValidSeconds: 300,
  /** Wrong tries that burn an OTP. */
  otpMaxFailedAttempts: 5,
  /** Codes that may be sent to one destination within any hour. */
  otpMaxSendsPerHour: 5,
  /** Mobile codes one client IP may ask for within an hour, whatever the numbers (against SMS pumping). */
  otpMaxSendsPerIpPerHour: 30,
  /** Seconds after a mobile OTP is verified during which registering with that number marks it verified. */
  otpRegistrationWindowSeconds: 30 * 60,
  passwordMinLength: 8,
  /** Resource PDF maximum, bytes (3 MB). */
  resourceMaxBytes: 3 * 1024 * 1024,
  /** Longest resource description, characters. */
  resourceDescriptionMax: 1000,
  /** Longest stored resource file name, characters (code points). */
  resourceFileNameMax: 200,
  /** Longest resource title, characters (code points). */
  resourceTitleMax: 200,
  /** Uploaded image maximum (POST /api/images), bytes (1 MB). */
  imageMaxBytes: 1024 * 1024,
  /** Uploaded image's largest width or height, pixels (contract 8.6). */
  imageMaxSide: 10_000,
  /** Uploaded image's largest width x height, pixels (40 megapixels; contract 8.6). */
  imageMaxPixels: 40_000_000,
  /** Question timer tick, milliseconds. */
  timerTickMs: 1000,
  answerOptions: ['A', 'B', 'C', 'D'] as const,
  /** Offline answers (contract 8.5): `answeredAt` at most this old, days; a device clock this far ahead of the server's is taken as now, seconds. */
  answeredAtMaxAgeDays: 30,
  answeredAtClockSkewSeconds: 120,
  /** A practice pack's questions: `count` bounds and the sizes the question bank offers. */
  packCountMin: 1,
  packCountMax: 100,
  packSizes: [10, 25, 50] as const,
  /** Question types (docs/contract.md section 7.2): four options, or type in the answer. */
  questionTypes: ['MCQ', 'TITA'] as const,
  commentIndentMaxLevel: 4,
  /** Import columns, in file order. */
  importColumns: [
    'Category',
    'Topic',
    'Source',
    'Question Text',
    'Option A',
    'Option B',
    'Option C',
    'Option D',
    'Correct Answer',
  ] as const,
  /**
   * Optional import columns after the nine above (contract section 7.2), recognised by header
   * text (case-insensitive, trimmed), in any order; listed in template order.
   */
  importOptionalColumns: ['Question Type', 'Set Title', 'Set Text', 'Answer Tolerance', 'Explanation'] as const,
  /** Import upload maximum, bytes (a 100,000-row workbook is about 10 MB). */
  importMaxBytes: 40 * 1024 * 1024,
  /** Most data rows one import file may hold. */
  importMaxRows: 100_000,
  /** Most bytes an import file may unpack to (all its ZIP entries together): the zip-bomb cap. */
  importMaxUnpackedBytes: 256 * 1024 * 1024,
  /** Most entries (files) in an import file's ZIP archive. */
  importMaxZipEntries: 1000,
  /** Most merged ranges in an import worksheet, and most cells they may cover together. */
  importMaxMergedRanges: 1000,
  importMaxMergedCells: 1_000_000,
  /** Rows the import worker writes per transaction (one progress step). */
  importBatchRows: 1000,
  /** Mock tests (docs/contract.md section 7.3): longest title and section name, most sections and questions per section. */
  testTitleMax: 200,
  testSectionNameMax: 100,
  testSectionsMax: 10,
  testSectionQuestionsMax: 200,
  /** Longest section, seconds (one day). */
  testSectionDurationMax: 86_400,
  /** Seconds after a section's end during which its saves are still accepted (and after which the server ends it). */
  testSectionGraceSeconds: 2,
  /** A test without a window shows no percentile under this many first completed attempts (docs/contract.md section 8.2). */
  percentileMinCandidates: 20,
  /** The largest extra time an admin may give (percent of a section's duration); `resultsAt` allows for it. */
  extraTimePercentMax: 100,
  /** Longest reason an admin gives for a suspension (characters). */
  suspensionReasonMax: 500,
  /** Analysis of an attempt: a question is easy when at least this share of candidates got it right; a time sink takes over this many times their median time. */
  easyCrowdShare: 0.7,
  timeSinkFactor: 2,
  /** Default and maximum page size of list endpoints. */
  pageDefault: 50,
  pageMax: 200,
  /** Longest accepted texts, characters. */
  nameMax: 100,
  usernameMax: 50,
  emailMax: 254,
  passwordMax: 128,
  questionTextMax: 5000,
  optionMax: 1000,
  /** Longest written solution (`explanation`), characters. */
  explanationMax: 10_000,
  /** Longest question-set title and passage or data set (`body`), characters. */
  setTitleMax: 200,
  setBodyMax: 20_000,
  /** Longest typed TITA answer, characters. */
  titaAnswerMax: 40,
  /** Largest TITA answer tolerance. */
  answerToleranceMax: 1_000_000,
  taxonomyNameMax: 120,
  commentMax: 5000,
  forumTitleMax: 150,
  forumDescriptionMax: 1000,
  postTitleMax: 200,
  postContentMax: 20000,
  replyMax: 10000,
  /** Longest error report text (POST /api/questions/{id}/reports), characters. */
  reportTextMax: 2000,
  /** Longest reason an admin gives for rejecting a question, characters. */
  rejectionReasonMax: 1000,
  /** Approved questions at most shown as `similar` to a pending one, and the least trigram similarity. */
  similarQuestionsMax: 3,
  similarQuestionsMinSimilarity: 0.5,
  /** Longest user search (GET /api/getUsers `query`): the longest email that can match. */
  userSearchMax: 254,
  /** Longest accepted answer time, seconds (a day). */
  timerMaxSeconds: 86_400,
  /** First attempts a question needs before it gets a difficulty label. */
  difficultyMinAttempts: 5,
  /** Crowd time statistics use only practice times of at most this many seconds (3 hours; contract 8.1). */
  crowdTimeMaxSeconds: 10_800,
} as const;

export type AnswerOption = (typeof limits.answerOptions)[number];
