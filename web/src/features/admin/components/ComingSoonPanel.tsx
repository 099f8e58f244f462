import { Icon, type IconName } from '../../../ui/Icon.tsx';

/** A dashboard section that is not built yet: says what it will hold and that it arrives soon. */
export function ComingSoonPanel({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <div className="admin-soon card">
      <span className="admin-soon__icon" aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      <span className="admin-soon__tag">Arriving soon</span>
    </div>
  );
}
