/** The small "TITA" badge: a question answered by typing a number (no options). */
export function TitaBadge({ as: Tag = 'span' }: { as?: 'span' | 'li' }) {
  return (
    <Tag className="chip chip--tita">
      <abbr title="Type in the answer">TITA</abbr>
    </Tag>
  );
}
