import { FeatureCard, type Feature } from './FeatureCard.tsx';

const reasons: readonly Feature[] = [
  {
    icon: 'users',
    title: 'Peer-Led Learning',
    text: 'Practise alongside fellow aspirants and mentors who have cracked these papers, and see how they think, not just what they answer.',
  },
  {
    icon: 'messages',
    title: 'Structured Discussions',
    text: 'Topic-wise forums with searchable threads keep every doubt, shortcut and strategy easy to find months later.',
  },
  {
    icon: 'target',
    title: 'Smart Tracking Tools',
    text: 'Timed practice with accuracy stats and an error log shows exactly where your marks are slipping.',
  },
  {
    icon: 'book',
    title: 'Free Resources Forever',
    text: 'Free PDF notes, formula sheets and practice sets shared by the community. No fees and no ads, ever.',
  },
];

/** "4 Reasons to Join" (spec section 2 "Home page"). */
export function ReasonsSection() {
  return (
    <section className="section" aria-labelledby="reasons-title">
      <div className="section__inner">
        <h2 id="reasons-title" className="section__title">
          4 Reasons to Join
        </h2>
        <p className="section__lead muted">Everything here is made by people preparing for the same exam as you.</p>
        <ul className="features">
          {reasons.map((reason) => (
            <FeatureCard key={reason.title} {...reason} />
          ))}
        </ul>
      </div>
    </section>
  );
}
