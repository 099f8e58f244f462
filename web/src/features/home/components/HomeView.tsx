import { AiBand } from './AiBand.tsx';
import { HomeHero } from './HomeHero.tsx';
import { JoinCta } from './JoinCta.tsx';
import { ReasonsSection } from './ReasonsSection.tsx';
import { StatsStrip } from './StatsStrip.tsx';
import '../home.css';

/** The home page (spec section 2 "Home page"). */
export function HomeView() {
  return (
    <main className="landing">
      <HomeHero />
      <StatsStrip />
      <ReasonsSection />
      <AiBand />
      <JoinCta />
    </main>
  );
}
