import { Link } from 'react-router';

/** The brand mark and name, linking to the home page. */
export function BrandLogo() {
  return (
    <Link to="/" className="brand">
      <svg className="brand__mark" viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M14 44V20l18 12 18-12v24" stroke="#fff" strokeWidth="6" fill="none" strokeLinejoin="round" />
      </svg>
      <span className="brand__name">
        MBA Prep <span className="brand__suffix">Community</span>
      </span>
    </Link>
  );
}
