import DOMPurify from 'dompurify';

// Announcement HTML is inert wherever it is shown and before it is saved: no script, no event
// attribute, no javascript: (or other non-web) link.
const SAFE_URL = /^(https?:|mailto:|#|\/)/i;
/** A picture is the stored file's address (the upload call's answer) or an inline image. A blob:
 *  address died with the page that made it (older sandbox uploads): such a picture is dropped. */
const SAFE_SRC = /^(https?:|data:image\/)/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.hasAttribute('href') && !SAFE_URL.test(node.getAttribute('href') ?? '')) node.removeAttribute('href');
  if (node.hasAttribute('src') && !SAFE_SRC.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
  if (node.tagName === 'IMG' && !node.hasAttribute('src')) {
    node.remove(); // nothing to show: a broken picture otherwise
    return;
  }
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

/** Plain text of a piece of HTML (empty-content check). */
export const htmlText = (html: string) =>
  sanitizeHtml(html)
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
