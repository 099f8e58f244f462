/** Placeholder for a page whose feature has not been built yet; says so plainly. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <main className="page page--narrow">
      <h1>{title}</h1>
      <p className="muted">This part of the community is being built and will open soon.</p>
    </main>
  );
}
