/** Whether a typed topic or source name is new (the server reuses names ignoring case). */
export function isNewName(name: string | undefined, existing: readonly string[]): boolean {
  const wanted = name?.trim().toLowerCase() ?? '';
  return wanted !== '' && !existing.some((known) => known.toLowerCase() === wanted);
}
