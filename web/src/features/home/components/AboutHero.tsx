/** The about page hero. */
export function AboutHero() {
  return (
    <section className="hero hero--compact" aria-labelledby="about-title">
      <div className="hero__inner hero__inner--single">
        <div className="hero__copy">
          <p className="eyebrow">About us</p>
          <h1 id="about-title" className="hero__title">
            Good preparation shouldn’t depend on what you can pay
          </h1>
          <p className="hero__lead">
            MBA Prep Community is a free, ad-free space where CAT and XAT aspirants practise, discuss and share what they
            know. It is built and run by aspirants, for aspirants.
          </p>
        </div>
      </div>
    </section>
  );
}
