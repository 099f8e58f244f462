/** A titled section that says plainly that its feature is not available yet. */
export function UpcomingSection({ title, note }: { title: string; note: string }) {
  return (
    <section className="upcoming card" aria-label={title}>
      <h2>{title}</h2>
      <p className="muted">{note}</p>
    </section>
  );
}
