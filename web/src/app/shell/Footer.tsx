import { Link } from 'react-router';

const links = [
  { to: '/question-bank', label: 'Question Bank' },
  { to: '/submit-question', label: 'Submit a Question' },
  { to: '/about', label: 'About the Community' },
];

/** The site footer: a short promise and the footer links of spec section 2. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">MBA Prep Community</p>
          <p>Built by aspirants, for aspirants. Free and ad-free, always.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} MBA Prep Community. Made with care for every CAT and XAT aspirant.</p>
    </footer>
  );
}
