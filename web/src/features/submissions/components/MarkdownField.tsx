import type { ComponentProps } from 'react';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';

/**
 * A field for Markdown text (question text, written solution): for now the plain TextAreaField.
 * The one place to swap in the Markdown editor (Write/Preview tabs, image paste) once it lands.
 */
export function MarkdownField(props: ComponentProps<typeof TextAreaField>) {
  return <TextAreaField {...props} />;
}
