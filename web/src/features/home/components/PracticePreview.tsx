import { Icon } from '../../../ui/Icon.tsx';

const options = [
  { key: 'A', text: '3 h 26 min', correct: true },
  { key: 'B', text: '3 h 45 min', correct: false },
  { key: 'C', text: '4 h', correct: false },
  { key: 'D', text: '7 h', correct: false },
];

/** A decorative sketch of a timed practice question, so the hero shows what the app feels like. */
export function PracticePreview() {
  return (
    <div className="preview" aria-hidden="true">
      <div className="preview__card">
        <div className="preview__top">
          <span className="chip">Quant · Time &amp; Work</span>
          <span className="preview__timer">
            <Icon name="clock" size={16} />
            01:24
          </span>
        </div>
        <p className="preview__question">
          Pipe A fills a tank in 6 hours and pipe B in 8 hours. Working together, how long do they take?
        </p>
        <ul className="preview__options">
          {options.map((option) => (
            <li key={option.key} className={option.correct ? 'preview__option preview__option--correct' : 'preview__option'}>
              <span className="preview__key">{option.key}</span>
              {option.text}
              {option.correct && <Icon name="check" size={16} />}
            </li>
          ))}
        </ul>
      </div>
      <div className="preview__badge">
        <Icon name="target" size={16} />
        Accuracy 78%
      </div>
    </div>
  );
}
