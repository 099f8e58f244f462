import { initials } from './initials.ts';

const tones = 6;

/** Picks one of a few background tones from the name, so people are told apart at a glance. */
function toneOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % tones;
}

/** A round avatar showing the name's initials; decorative, since the name is always shown beside it. */
export function Avatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`avatar avatar--${size} avatar--tone${toneOf(name)}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
