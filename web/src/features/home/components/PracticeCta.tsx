import { Link } from 'react-router';

/** The closing call to action of the (logged-in) home page: "Start practising" to /question-bank. */
export function PracticeCta() {
  return (
    <section className="section section--last" aria-labelledby="practice-cta-title">
      <div className="section__inner">
        <div className="cta">
          <h2 id="practice-cta-title" className="cta__title">
            Prepare together. Get there together.
          </h2>
          <p className="cta__text">
            Pick a section and topic, answer against the clock, and see how fellow aspirants solved it.
          </p>
          <Link to="/question-bank" className="btn btn--primary btn--large">
            Start practising
          </Link>
        </div>
      </div>
    </section>
  );
}
