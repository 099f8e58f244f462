/** The whole Drizzle schema, one file per table group. */
export * from './users.ts';
export * from './questions.ts';
export * from './community.ts';
export * from './files.ts';
export * from './search.ts';
export * from './generations.ts';
export * from './ai.ts';
export * from './mockTests.ts';
export * from './review.ts';
export * from './bookmarks.ts';
export * from './notifications.ts';
export * from './practicePacks.ts';
export * from './practice.ts';
