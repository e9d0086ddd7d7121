import { fireEvent, screen } from '@testing-library/react';

/** The announcement editor's text box. */
export const editorBox = () => screen.getByRole('textbox', { name: '公告正文' });

/** Pastes into the editor as the browser would (ProseMirror reads the clipboard of the paste event). */
export function pasteInto(box: HTMLElement, { html, text = '' }: { html?: string; text?: string }) {
  box.focus();
  const data: Record<string, string> = {
    'text/plain': text || (html ?? '').replace(/<[^>]*>/g, ''),
    ...(html ? { 'text/html': html } : {}),
  };
  fireEvent.paste(box, { clipboardData: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' } });
}
