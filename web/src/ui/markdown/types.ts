/** The props every renderer of user text takes (Markdown.tsx, MathMarkdown.tsx, PlainText.tsx). */
export interface RendererProps {
  /** The text as the user wrote it. */
  text: string;
  /** Extra classes for the wrapper element. */
  className?: string;
  /**
   * Phrasing content only, in a `<span>` (for text inside a `<button>` or `<label>`): paragraphs
   * become spans separated by line breaks, lists and tables their plain text, links their text,
   * display math inline math (rehypePhrasing.ts, rehypeInlineMath.ts).
   */
  inline?: boolean;
}
