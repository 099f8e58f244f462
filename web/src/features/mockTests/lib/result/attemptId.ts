/** The `:id` of an attempt route (`/attempts/:id/result`) as a number, or null when it is not an id. */
export function attemptIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
