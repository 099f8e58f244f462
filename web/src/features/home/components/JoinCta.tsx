import { Link } from 'react-router';

/** The closing call to action: "Join the Community" to /register. */
export function JoinCta() {
  return (
    <section className="section section--last" aria-labelledby="join-title">
      <div className="section__inner">
        <div className="cta">
          <h2 id="join-title" className="cta__title">
            Prepare together. Get there together.
          </h2>
          <p className="cta__text">
            Bring along a friend from your study group: every new member makes the answers better for everyone.
          </p>
          <Link to="/register" className="btn btn--primary btn--large">
            Join the Community
          </Link>
        </div>
      </div>
    </section>
  );
}
