const paths = {
  like: 'M7 11v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM7 11l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 7.5a2 2 0 0 1-2 1.7H7',
  dislike: 'M17 13V3h3a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1zM17 13l-4 8a3 3 0 0 1-3-3v-4H4.5a2 2 0 0 1-2-2.3l1.3-7.5a2 2 0 0 1 2-1.7H17',
  reply: 'M9 14l-5-5 5-5M4 9h11a5 5 0 0 1 5 5v6',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  plus: 'M12 5v14M5 12h14',
  back: 'M19 12H5M11 6l-6 6 6 6',
  comments: 'M4 5h16v11H9l-5 4z',
} as const;

/** The glyphs of forum actions and counts (thumbs, reply, bin, plus, back, speech bubble); decorative. */
export function ForumIcon({ name }: { name: keyof typeof paths }) {
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
