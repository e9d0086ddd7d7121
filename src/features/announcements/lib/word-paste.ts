import DOMPurify from 'dompurify';
import { convertWordLists } from './word-lists';

// What a paste into the announcement editor keeps, from Word, WPS or a web page: paragraphs and line
// breaks, lists, tables, bold/italic and links (product.md Part B, 公告), and pictures at a web
// address; a picture on the local disk (file:), of another page (blob:) or without an address would
// show as a broken image. Word's conditional comments, XML islands, o:p tags and mso styles go too.

/** Word's list markers, kept (marked) so word-lists.ts can tell bullets from numbers, then removed. */
const LIST_MARKER = /<!(?:--)?\[if !supportLists\](?:--)?>([\s\S]*?)<!(?:--)?\[endif\](?:--)?>/gi;
const CONDITIONAL = /<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const DOWNLEVEL = /<!\[if[^\]]*\]>|<!\[endif\]>/gi;
const XML_ISLAND = /<xml[\s\S]*?<\/xml>/gi;
const STYLE_BLOCK = /<style[\s\S]*?<\/style>/gi;
const OFFICE_TAG = /<\/?(o|w|v|m|st1):[^>]*>/gi;

const KEPT_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'img',
];
const KEPT_ATTRS = ['href', 'src', 'alt', 'colspan', 'rowspan'];
/** Blocks that are not kept: a paragraph when they hold only text, else their content. */
const BLOCKS =
  'div, h1, h2, h3, h4, h5, h6, blockquote, pre, section, article, header, footer, aside, main, figure, figcaption, dd, dt, address, center';
const NESTED_BLOCK =
  'p, div, ul, ol, table, h1, h2, h3, h4, h5, h6, blockquote, pre, section, article, header, footer, aside, main, figure, dl';

function rename(el: Element, tag: string) {
  const next = el.ownerDocument.createElement(tag);
  next.append(...el.childNodes);
  el.replaceWith(next);
}

const unwrap = (el: Element) => el.replaceWith(...el.childNodes);

function wrapChildren(el: Element, tag: string) {
  const inner = el.ownerDocument.createElement(tag);
  inner.append(...el.childNodes);
  el.append(inner);
}

/** Bold and italic set by style (web pages, Google Docs) become <strong>/<em>; a <b> that says it
 *  is not bold (Google Docs wraps a whole copy in one) is only its content. */
function styledEmphasis(doc: Document) {
  doc.body.querySelectorAll('[style]').forEach((el) => {
    const style = el.getAttribute('style') ?? '';
    const weight = /font-weight:\s*(\w+)/i.exec(style)?.[1];
    const bold = weight !== undefined && (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600);
    const italic = /font-style:\s*(italic|oblique)/i.test(style);
    if (/^(b|strong)$/i.test(el.tagName) && weight !== undefined && !bold) return unwrap(el);
    if (/^(b|strong|th)$/i.test(el.tagName)) return;
    if (bold) wrapChildren(el, 'strong');
    if (italic && !/^(i|em)$/i.test(el.tagName)) wrapChildren(el, 'em');
  });
}

/** Blocks outside the kept set: a heading or a text-only div becomes a paragraph (its lines stay
 *  apart), one that holds blocks gives way to them. Innermost first. */
function flattenBlocks(doc: Document) {
  [...doc.body.querySelectorAll(BLOCKS)].reverse().forEach((el) => {
    if (el.querySelector(NESTED_BLOCK) || el.parentElement?.closest('p')) unwrap(el);
    else rename(el, 'p');
  });
}

const liveSrc = (src: string | null) => !!src && /^(https?:|data:image\/)/i.test(src.trim());

export function cleanPastedHtml(html: string): string {
  const text = html
    .replace(LIST_MARKER, '<span data-word-marker="">$1</span>')
    .replace(CONDITIONAL, '')
    .replace(DOWNLEVEL, '')
    .replace(COMMENT, '')
    .replace(XML_ISLAND, '')
    .replace(STYLE_BLOCK, '')
    .replace(OFFICE_TAG, '');
  const doc = new DOMParser().parseFromString(text, 'text/html');
  convertWordLists(doc);
  doc.body.querySelectorAll('img').forEach((img) => liveSrc(img.getAttribute('src')) || img.remove());
  styledEmphasis(doc);
  flattenBlocks(doc);
  return DOMPurify.sanitize(doc.body.innerHTML, {
    ALLOWED_TAGS: KEPT_TAGS,
    ALLOWED_ATTR: KEPT_ATTRS,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
