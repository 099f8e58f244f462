const paths = {
  like: 'M7 11v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM7 11l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 7.5a2 2 0 0 1-2 1.7H7',
  dislike: 'M17 13V3h3a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1zM17 13l-4 8a3 3 0 0 1-3-3v-4H4.5a2 2 0 0 1-2-2.3l1.3-7.5a2 2 0 0 1 2-1.7H17',
  reply: 'M9 14l-5-5 5-5M4 9h11a5 5 0 0 1 5 5v6',
} as const;

/** The thumbs up, thumbs down and reply glyphs of comment actions; decorative. */
export function ReactionIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg
      className="icon"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
