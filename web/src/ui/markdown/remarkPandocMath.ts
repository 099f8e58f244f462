/**
 * remark-math with pandoc's rule for inline `$...$` (pandocDollarMath.ts): remark-math parses
 * `$$...$$` (and ```` ```math ```` and `$$` fences) with `singleDollarTextMath: false`, and this
 * plugin adds the single-`$` construct, whose tokens mdast-util-math (registered by remark-math)
 * turns into `inlineMath` nodes. Use it instead of remark-math: `remarkPlugins: [remarkGfm,
 * remarkPandocMath]`.
 */
/// <reference types="remark-parse" />
import remarkMath from 'remark-math';
import type { Processor } from 'unified';
import { pandocDollarMathSyntax } from '@common/markdown/pandocDollarMath.ts';

/** The plugin (no options). */
export function remarkPandocMath(this: Processor): void {
  remarkMath.call(this, { singleDollarTextMath: false });
  const data = this.data();
  (data.micromarkExtensions ??= []).push(pandocDollarMathSyntax);
}
