import { Icon } from '../../../ui/Icon.tsx';

const contactEmail = 'hello@example.org';

/** The about page's contact section. */
export function ContactSection() {
  return (
    <section className="section section--last" aria-labelledby="contact-title">
      <div className="section__inner">
        <div className="card contact">
          <span className="icon-tile">
            <Icon name="mail" size={22} />
          </span>
          <div>
            <h2 id="contact-title" className="contact__title">
              Get in touch
            </h2>
            <p>
              Spotted a mistake in a question, want to help moderate, or have an idea for the community? We read every
              message.
            </p>
            <a className="btn btn--primary" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
