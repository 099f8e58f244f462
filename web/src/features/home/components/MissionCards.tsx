import { FeatureCard, type Feature } from './FeatureCard.tsx';

const missions: readonly Feature[] = [
  {
    icon: 'book',
    title: 'Free resources for everyone',
    text: 'Notes, formula sheets and practice sets shared openly, so an aspirant in a small town has the same material as one in a metro.',
  },
  {
    icon: 'users',
    title: 'Learning from each other',
    text: 'Mentors and seniors who have sat the exam answer doubts and review approaches in the forums.',
  },
  {
    icon: 'target',
    title: 'Practice that tells the truth',
    text: 'Timed questions and honest accuracy numbers show you what to work on next, without the noise.',
  },
];

/** The about page's mission cards, led by the free-resources mission. */
export function MissionCards() {
  return (
    <section className="section" aria-labelledby="mission-title">
      <div className="section__inner">
        <h2 id="mission-title" className="section__title">
          Our mission
        </h2>
        <p className="section__lead muted">Keep quality MBA entrance preparation free, open and friendly.</p>
        <ul className="features features--three">
          {missions.map((mission) => (
            <FeatureCard key={mission.title} {...mission} />
          ))}
        </ul>
      </div>
    </section>
  );
}
