import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon.tsx';
import { PracticePreview } from './PracticePreview.tsx';

/** The home hero: headline, promise and the two starting points. */
export function HomeHero() {
  return (
    <section className="hero" aria-labelledby="home-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">Built by aspirants · Free &amp; ad-free</p>
          <h1 id="home-title" className="hero__title">
            Your MBA Preparation Starts Here
          </h1>
          <p className="hero__lead">
            Solve CAT and XAT-style questions against the clock, learn from your mistakes with a personal error log,
            and work through the tough ones together in topic-wise forums.
          </p>
          <div className="hero__actions">
            <Link to="/forum" className="btn btn--primary btn--large">
              Browse Forums
              <Icon name="arrowRight" size={18} />
            </Link>
            <Link to="/submit-question" className="btn btn--large">
              Start Contributing
            </Link>
          </div>
        </div>
        <PracticePreview />
      </div>
    </section>
  );
}
