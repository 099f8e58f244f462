/**
 * `@username` mentions in a post, reply or comment: the candidate usernames of a text (lowercased;
 * whether a user has one is the database's to say, so an unknown name stays plain text).
 */

const mention = /(?:^|[^\w@])@(\S+)/g;
const trailing = /[.,;:!?)\]}'"*_~`>]+$/;

/**
 * The lowercased usernames `text` may mention: for each `@token` (not inside a word such as an
 * e-mail address), the token itself and the token without trailing punctuation ("@asha," names
 * "asha," and "asha"). At most 50 names (a longer list is cut).
 */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(mention)) {
    const token = match[1]!.toLowerCase();
    names.add(token);
    const bare = token.replace(trailing, '');
    if (bare) names.add(bare);
    if (names.size >= 50) break;
  }
  return [...names].slice(0, 50);
}
