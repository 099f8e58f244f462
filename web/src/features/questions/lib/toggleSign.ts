/**
 * The typed TITA answer with its sign changed: "12" -> "-12", "-12" -> "12", "+1.5" -> "-1.5",
 * "" -> "-" (so a minus can be typed first). For phones whose decimal keypad has no minus key
 * (iOS's `inputmode=decimal`), the answer box offers this as a ± button.
 */
export function toggleSign(text: string): string {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('-')) return trimmed.slice(1);
  if (trimmed.startsWith('+')) return `-${trimmed.slice(1)}`;
  return `-${trimmed}`;
}
