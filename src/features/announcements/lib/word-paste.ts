// Pasting from Word (and WPS): Word's HTML carries conditional comments, XML islands, o:p tags,
// mso- styles and Mso classes. The editor's schema drops markup it does not know; this removes the
// rest before it is parsed, so nothing of Word's styling survives into an announcement.

const CONDITIONAL = /<!--\[if[\s\S]*?<!\[endif\]-->/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const DOWNLEVEL = /<!\[if[^\]]*\]>|<!\[endif\]>/gi;
const XML_ISLAND = /<xml[\s\S]*?<\/xml>/gi;
const STYLE_BLOCK = /<style[\s\S]*?<\/style>/gi;
const OFFICE_TAG = /<\/?(o|w|v|m|st1):[^>]*>/gi;

/** Drops mso-* declarations from a style attribute; the attribute goes when nothing is left. */
function cleanStyle(el: Element) {
  const kept = (el.getAttribute('style') ?? '')
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^mso-/i.test(d) && !/^tab-stops/i.test(d));
  if (kept.length) el.setAttribute('style', kept.join('; '));
  else el.removeAttribute('style');
}

export function cleanWordHtml(html: string): string {
  const text = html.replace(CONDITIONAL, '').replace(DOWNLEVEL, '').replace(COMMENT, '').replace(XML_ISLAND, '').replace(STYLE_BLOCK, '').replace(OFFICE_TAG, '');
  const doc = new DOMParser().parseFromString(text, 'text/html');
  doc.body.querySelectorAll('*').forEach((el) => {
    const classes = [...el.classList].filter((c) => !/^mso/i.test(c));
    if (classes.length) el.setAttribute('class', classes.join(' '));
    else el.removeAttribute('class');
    if (el.hasAttribute('style')) cleanStyle(el);
    for (const name of el.getAttributeNames()) if (/^(lang|xmlns.*|v:.*|o:.*|w:.*)$/i.test(name)) el.removeAttribute(name);
  });
  return doc.body.innerHTML;
}
