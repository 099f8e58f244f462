/**
 * The elements rendered Markdown is built from, as react-markdown `components`: links and images
 * follow the URL policy (urlPolicy.ts) — a refused link shows its text, a refused image its alt
 * text — tables scroll sideways inside their own box, and headings are moved down two levels so a
 * user's `# Title` never competes with the page's own headings. Only the attributes named here
 * are passed on (never the whole props), so nothing else from the source reaches the DOM.
 */
import type { ComponentProps } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { safeImageSrc, safeLinkHref } from './urlPolicy.ts';

type Props<Tag extends keyof React.JSX.IntrinsicElements> = ComponentProps<Tag> & ExtraProps;

/** An http(s) link opening in a new tab, without the opener or referrer and not endorsed; else its text. */
function MarkdownLink({ href, title, children }: Props<'a'>) {
  const safe = safeLinkHref(href);
  if (!safe) return <span className="markdown__text-link">{children}</span>;
  return (
    <a href={safe} title={title} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/** An uploaded image (`/api/images/<id>`), lazily loaded and never wider than the text; else its alt text. */
function MarkdownImage({ src, alt, title }: Props<'img'>) {
  const safe = typeof src === 'string' ? safeImageSrc(src) : null;
  if (!safe) return alt ? <span className="markdown__missing-image">{alt}</span> : null;
  return <img className="markdown__image" src={safe} alt={alt ?? ''} title={title} loading="lazy" decoding="async" />;
}

/** A table in a box that scrolls sideways (focusable, so keyboard users can scroll it too). */
function MarkdownTable({ children }: Props<'table'>) {
  return (
    <div className="markdown__table" tabIndex={0} role="region" aria-label="Table">
      <table>{children}</table>
    </div>
  );
}

/** The component for a Markdown heading of `level`: rendered two levels lower (h1 as h3), at most h6. */
function heading(level: number) {
  const Tag = `h${Math.min(6, level + 2)}` as 'h3' | 'h4' | 'h5' | 'h6';
  return function MarkdownHeading({ children, id }: Props<'h1'>) {
    return <Tag id={id}>{children}</Tag>;
  };
}

/** The react-markdown `components` map. */
export const markdownComponents: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  table: MarkdownTable,
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
};
