import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { maxFormulaLength, maxFormulas } from './limits.ts';
import { rehypeLongFormulas } from './rehypeLongFormulas.ts';

const formula = (tex: string): Element => ({ type: 'element', tagName: 'code', properties: { className: ['language-math', 'math-inline'] }, children: [{ type: 'text', value: tex }] });
const paragraph = (children: Element[]): Element => ({ type: 'element', tagName: 'p', properties: {}, children });
const classes = (element: Element) => element.properties.className;

describe('rehypeLongFormulas', () => {
  it('keeps ordinary formulas for KaTeX', () => {
    const tree: Root = { type: 'root', children: [paragraph([formula('x^2'), formula('\\frac{a}{b}')])] };
    rehypeLongFormulas()(tree);
    const [first, second] = (tree.children[0] as Element).children as Element[];
    expect(classes(first!)).toEqual(['language-math', 'math-inline']);
    expect(classes(second!)).toEqual(['language-math', 'math-inline']);
  });

  it('shows a formula over the length limit as source', () => {
    const long = formula('x+'.repeat(maxFormulaLength));
    const tree: Root = { type: 'root', children: [paragraph([long, formula('y')])] };
    rehypeLongFormulas()(tree);
    expect(classes(long)).toEqual(['math-source']);
    expect(classes((tree.children[0] as Element).children[1] as Element)).toContain('math-inline');
  });

  it('typesets the first formulas in reading order and no more than the limit', () => {
    const formulas = Array.from({ length: maxFormulas + 5 }, (_, i) => formula(`x_{${i}}`));
    // Spread over nested paragraphs, so reading order matters.
    const tree: Root = { type: 'root', children: [paragraph(formulas.slice(0, 10)), paragraph([paragraph(formulas.slice(10, 200))]), paragraph(formulas.slice(200))] };
    rehypeLongFormulas()(tree);
    const typeset = formulas.map((element) => (classes(element) as string[]).includes('math-inline'));
    expect(typeset.filter(Boolean)).toHaveLength(maxFormulas);
    expect(typeset.slice(0, maxFormulas).every(Boolean)).toBe(true);
    expect(typeset.slice(maxFormulas).some(Boolean)).toBe(false);
  });
});
