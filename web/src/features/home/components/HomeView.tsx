import type { ReactNode } from 'react';
import { AiBand } from './AiBand.tsx';
import { HomeHero } from './HomeHero.tsx';
import { PracticeCta } from './PracticeCta.tsx';
import { ReasonsSection } from './ReasonsSection.tsx';
import { StatsStrip } from './StatsStrip.tsx';
import '../home.css';

/**
 * The home page (spec section 2 "Home page"); `review` (another feature's "Review due (N)") and
 * `weakTopics` (the practice feature's weakest three topics, docs/contract.md section 8.3) show
 * above the hero.
 */
export function HomeView({ review, weakTopics }: { review?: ReactNode; weakTopics?: ReactNode }) {
  return (
    <main className="landing">
      {review && (
        <section className="home-review" aria-label="Spaced review">
          <div className="section__inner">{review}</div>
        </section>
      )}
      {weakTopics && <div className="home-weak section__inner">{weakTopics}</div>}
      <HomeHero />
      <StatsStrip />
      <ReasonsSection />
      <AiBand />
      <PracticeCta />
    </main>
  );
}
