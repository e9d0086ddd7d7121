import { useMemo } from 'react';
import { sanitizeHtml } from '../sanitize';
import './announcement-content.css';

/** Shows announcement HTML after DOMPurify: a script, an onerror or a javascript: link never runs. */
export function SafeHtml({ html, label = '公告内容' }: { html: string; label?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className="announcement-content"
      aria-label={label}
      role="article"
      style={{ lineHeight: 1.8, wordBreak: 'break-word' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
