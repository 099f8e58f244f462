/** Moves focus to the first invalid control inside `container` (after a failed submit), if any. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
