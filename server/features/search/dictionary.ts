/**
 * The search dictionary (abbreviations.json, kept in the repository with its source): CAT
 * abbreviations ("tsd", "p&l", "pnc"...), Hindi terms typed in Latin letters ("pratishat") and a
 * few extra stop words ("aur", "ka"). A query word equal to a key matches itself or any of the
 * key's expansions, each expansion a list of words that must all match.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const wordsPattern = /^[a-z0-9& ]+$/;
const dictionarySchema = z.strictObject({
  source: z.string().min(1),
  about: z.string(),
  abbreviations: z.record(z.string().regex(wordsPattern), z.array(z.string().regex(wordsPattern)).min(1)),
  hindi: z.record(z.string().regex(wordsPattern), z.array(z.string().regex(wordsPattern)).min(1)),
  stopWords: z.array(z.string().regex(wordsPattern)),
});
export type SearchDictionary = z.infer<typeof dictionarySchema>;

/** The dictionary file: abbreviations.json next to this module. */
export const dictionaryFile = join(import.meta.dirname, 'abbreviations.json');

/** Reads and checks a dictionary file (throws a zod error naming the bad entry). */
export function readDictionary(file = dictionaryFile): SearchDictionary {
  return dictionarySchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

const dictionary = readDictionary();
const expansions = new Map<string, string[][]>(
  Object.entries({ ...dictionary.abbreviations, ...dictionary.hindi }).map(([key, phrases]) => [
    key,
    phrases.map((phrase) => phrase.split(' ').filter(Boolean)),
  ]),
);
const extraStopWords = new Set(dictionary.stopWords);

/** The expansions of a (lower-case) query word, each a list of words, or undefined when it is not a key. */
export function expansionsOf(word: string): string[][] | undefined {
  return expansions.get(word);
}

/** True for a key joining letters with & ("p&l"): kept as one word by the tokenizer. */
export function isDictionaryWord(word: string): boolean {
  return expansions.has(word);
}

/** True for the dictionary's extra stop words (English stop words are PostgreSQL's). */
export function isExtraStopWord(word: string): boolean {
  return extraStopWords.has(word);
}
