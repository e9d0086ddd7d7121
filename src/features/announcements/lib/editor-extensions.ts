import { Extension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { cleanPastedHtml } from './word-paste';

/** Links may only be web or mail addresses. */
export const LINK_URL = /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/i;

/** A paste keeps only what word-paste.ts lets through, before the schema parses it. */
const WordPaste = Extension.create({
  name: 'wordPaste',
  transformPastedHTML: (html) => cleanPastedHtml(html),
});

/** The announcement editor's schema: headings 1–3, bold/italic/underline, lists, links, images, tables. */
export function editorExtensions(onLinkShortcut: () => void) {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      code: false,
      codeBlock: false,
      strike: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['mailto'],
        defaultProtocol: 'https',
        isAllowedUri: (url) => LINK_URL.test(url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
    WordPaste,
    Extension.create({
      name: 'linkShortcut',
      addKeyboardShortcuts: () => ({ 'Mod-k': () => (onLinkShortcut(), true) }),
    }),
  ];
}
