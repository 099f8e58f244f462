import { Icon } from '../../../ui/Icon.tsx';

/** The "Powered by Advanced AI" note: AI explanations as a study aid after answering. */
export function AiBand() {
  return (
    <section className="section" aria-labelledby="ai-title">
      <div className="section__inner">
        <div className="ai-band">
          <span className="ai-band__icon">
            <Icon name="sparkles" size={26} />
          </span>
          <div>
            <p className="eyebrow eyebrow--light">Powered by Advanced AI</p>
            <h2 id="ai-title" className="ai-band__title">
              A second opinion whenever you are stuck
            </h2>
            <p className="ai-band__text">
              Once you have answered a question, ask for an AI explanation that walks through the approach step by step.
              Treat it as a study aid: compare it with the discussion and trust your own reasoning.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
