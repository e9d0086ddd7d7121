import DOMPurify from 'dompurify';

// Announcement HTML is inert wherever it is shown and before it is saved: no script, no event
// attribute, no javascript: (or other non-web) link.
const SAFE_URL = /^(https?:|mailto:|#|\/)/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.hasAttribute('href') && !SAFE_URL.test(node.getAttribute('href') ?? '')) node.removeAttribute('href');
  if (node.hasAttribute('src') && !/^(https?:|data:image\/|blob:)/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
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
    // DOMPurify's default list plus blob: (a picture just uploaded); the hook above narrows each attribute further
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel|blob):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

/** Plain text of a piece of HTML (empty-content check). */
export const htmlText = (html: string) => sanitizeHtml(html).replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
