import { useEffect, useState } from 'react';
import { apiClient } from '../../lib/api/client.ts';

/** A user the mention list offers. */
export interface MentionCandidate {
  id: number;
  name: string;
  username: string;
}

/**
 * Usernames starting with `query` (GET /api/users/search?prefix=, after 150 ms without typing);
 * empty while `query` is undefined. A failed lookup offers nothing (the text stays as typed).
 */
export function useMentionSuggestions(query: string | undefined): MentionCandidate[] {
  const [found, setFound] = useState<{ query: string; users: MentionCandidate[] }>({ query: '', users: [] });
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiClient
        .GET('/api/users/search', { params: { query: { prefix: query } }, signal: controller.signal })
        .then(({ data }) => setFound({ query, users: data ?? [] }))
        .catch(() => undefined);
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return query && found.query === query ? found.users : [];
}
