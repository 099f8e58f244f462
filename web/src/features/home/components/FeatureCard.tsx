import { Icon, type IconName } from '../../../ui/Icon.tsx';

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** One icon-led card of a feature grid (home reasons, about mission). */
export function FeatureCard({ icon, title, text }: Feature) {
  return (
    <li className="card feature">
      <span className="icon-tile">
        <Icon name={icon} size={22} />
      </span>
      <h3 className="feature__title">{title}</h3>
      <p className="feature__text">{text}</p>
    </li>
  );
}
