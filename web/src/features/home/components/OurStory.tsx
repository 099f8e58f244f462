/** The about page's story text. */
export function OurStory() {
  return (
    <section className="section" aria-labelledby="story-title">
      <div className="section__inner section__inner--prose">
        <h2 id="story-title" className="section__title">
          Our story
        </h2>
        <p>
          It started with a shared folder. A few of us preparing for CAT kept passing the same questions, PDFs and
          late-night explanations around chat groups, and kept losing them. Good doubts got buried, and the best
          explanations vanished the moment the conversation moved on.
        </p>
        <p>
          So we built one place for all of it: a question bank anyone can add to, forums organised by topic so a
          discussion is still easy to find months later, and simple tools to time yourself and keep an honest error log.
        </p>
        <p>
          There are no paid tiers and no ads. The community runs on contributions: every question you submit, doubt you
          answer or note you upload brings someone else a step closer to the B-school they are dreaming of.
        </p>
      </div>
    </section>
  );
}
