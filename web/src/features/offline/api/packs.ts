/**
 * Practice packs on this device (contract 8.5): fetched from GET /api/practice/pack, kept in
 * IndexedDB (lib/offline/db.ts) with their images, listed, answered from and deleted. The
 * TanStack Query hooks use `networkMode: 'always'`: they read the device, not the network.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { newClientId } from '../../../lib/offline/clientId.ts';
import { offlineDb, type PackFilters, type SavedPack } from '../../../lib/offline/db.ts';
import { queueAnswer } from '../../../lib/offline/outbox.ts';
import { gradeAnswer, type PackAnswer } from '../lib/gradeAnswer.ts';
import { packImages } from '../lib/packImages.ts';
import { cacheImages, forgetImages } from './imageCache.ts';

export const packKeys = {
  all: ['offline', 'packs'] as const,
  one: (id: string) => ['offline', 'packs', id] as const,
};

/** What a pack is made from: the bank's filter (difficulty is not a pack filter), its name, how many questions, and who saves it. */
export interface PackRequest {
  filters: PackFilters;
  name: string;
  /** 1-100 (the app offers limits.packSizes). */
  count: number;
  userId: number | null;
}

/**
 * Fetches a pack (GET /api/practice/pack) and keeps it, with its images, on the device. Answers
 * the saved pack, or null when no unanswered question matches (nothing is kept then).
 * @throws ApiRequestError when the server refuses (e.g. 400 "count must be a whole number from 1 to 100"); TypeError without network.
 */
export async function savePack({ filters, name, count, userId }: PackRequest): Promise<SavedPack | null> {
  const ids = (list: number[]) => (list.length > 0 ? list.join(',') : undefined);
  const query = { category: ids(filters.category), topic: ids(filters.topic), source: ids(filters.source), count };
  const { questions } = await ok(apiClient.GET('/api/practice/pack', { params: { query } }));
  if (questions.length === 0) return null;
  const images = packImages(questions);
  await cacheImages(images);
  const pack: SavedPack = { id: newClientId(), userId, name, filters, savedAt: new Date().toISOString(), questions, answered: [], images };
  await (await offlineDb()).put('packs', pack);
  return pack;
}

/** Every pack on the device, newest first. */
export async function listPacks(): Promise<SavedPack[]> {
  const packs = await (await offlineDb()).getAll('packs');
  return packs.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Deletes pack `id` and the images only it showed. Answers still waiting to be sent stay in the outbox. */
export async function deletePack(id: string): Promise<void> {
  const db = await offlineDb();
  const pack = await db.get('packs', id);
  if (!pack) return;
  await db.delete('packs', id);
  const others = new Set((await db.getAll('packs')).flatMap((other) => other.images));
  await forgetImages(pack.images.filter((url) => !others.has(url)));
}

/**
 * Answers a question of pack `packId` on the device: judged at once (gradeAnswer), queued in the
 * outbox with a new clientId and the time given (sent when the network is there), and marked
 * answered in the pack. Answers `{ queued: false, result, waiting: true }`.
 * @throws ApiRequestError 400 for an answer the server would refuse (not a number, no option); Error when the pack or question is gone.
 */
export async function answerFromPack(packId: string, answer: PackAnswer) {
  const db = await offlineDb();
  const pack = await db.get('packs', packId);
  const question = pack?.questions.find((candidate) => candidate.id === answer.questionId);
  if (!pack || !question) throw new Error('This question is no longer saved on this device.');
  const result = gradeAnswer(question, answer);
  await queueAnswer({
    clientId: newClientId(),
    questionId: question.id,
    ...(question.questionType === 'TITA' ? { answer: answer.answer!.trim() } : { selectedOption: answer.selectedOption }),
    ...(answer.timer === undefined ? {} : { timer: answer.timer }),
    answeredAt: new Date().toISOString(),
    userId: pack.userId,
  });
  const current = await db.get('packs', packId);
  if (current && !current.answered.includes(question.id)) await db.put('packs', { ...current, answered: [...current.answered, question.id] });
  return { queued: false as const, result, waiting: true };
}

/** The packs on this device (see `listPacks`). */
export function usePacks() {
  return useQuery({ queryKey: packKeys.all, queryFn: listPacks, networkMode: 'always', staleTime: 0 });
}

/** Saves a pack (see `savePack`); the list of packs is then read again. */
export function useSavePack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePack, onSuccess: () => queryClient.invalidateQueries({ queryKey: packKeys.all }) });
}

/** Deletes a pack (see `deletePack`), offline too. */
export function useDeletePack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePack, networkMode: 'always', onSuccess: () => queryClient.invalidateQueries({ queryKey: packKeys.all }) });
}
