import { AboutHero } from './AboutHero.tsx';
import { ContactSection } from './ContactSection.tsx';
import { MissionCards } from './MissionCards.tsx';
import { OurStory } from './OurStory.tsx';
import '../home.css';

/** The about page (spec section 1): hero, mission cards, story and contact. */
export function AboutView() {
  return (
    <main className="landing">
      <AboutHero />
      <MissionCards />
      <OurStory />
      <ContactSection />
    </main>
  );
}
