// Word writes a list as paragraphs (class MsoListParagraph…, style "mso-list:l0 level2 lfo1"), each
// starting with its marker ("·", "o", "1.", "a)") in a span Word itself ignores ("mso-list:Ignore")
// or, on the clipboard, between <![if !supportLists]> and <![endif]> (marked by word-paste.ts).
// This rebuilds them as <ul>/<ol> with <li>s nested by level.

const ORDERED_MARKER = /^\(?([0-9]+|[a-z]{1,3}|[一二三四五六七八九十]+)[.)、．]/i;
const LIST_STYLE = /mso-list:\s*(l\d+)\s+level(\d+)/i;

interface ListParagraph {
  p: Element;
  list: string;
  level: number;
  ordered: boolean;
}

/** The marker elements of a list paragraph: the supportLists marker, else Word's ignored span. */
const markersOf = (p: Element) => [
  ...p.querySelectorAll('[data-word-marker], span[style*="mso-list:Ignore" i], span[style*="mso-list: Ignore" i]'),
];

function asListParagraph(el: Element): ListParagraph | null {
  if (el.tagName !== 'P') return null;
  const style = LIST_STYLE.exec(el.getAttribute('style') ?? '');
  const markers = markersOf(el);
  if (!style && !(/^MsoListParagraph/i.test(el.className) && markers.length)) return null;
  const marker = markers
    .map((m) => m.textContent ?? '')
    .join('')
    .replace(/\u00a0/g, ' ')
    .trim();
  return { p: el, list: style?.[1] ?? 'l', level: Number(style?.[2] ?? 1), ordered: ORDERED_MARKER.test(marker) };
}

/** The list paragraph's content as a list item, without its marker. */
function toItem(doc: Document, lp: ListParagraph) {
  markersOf(lp.p).forEach((m) => m.remove());
  const li = doc.createElement('li');
  li.append(...lp.p.childNodes);
  return li;
}

/** Replaces each run of Word list paragraphs (siblings, blank text between them allowed) by a list. */
function convertRun(doc: Document, run: ListParagraph[]) {
  const root = doc.createElement(run[0].ordered ? 'ol' : 'ul');
  run[0].p.before(root);
  const stack: { level: number; list: Element }[] = [{ level: run[0].level, list: root }];
  for (const lp of run) {
    while (stack.length > 1 && lp.level < stack[stack.length - 1].level) stack.pop();
    let top = stack[stack.length - 1];
    if (lp.level > top.level) {
      const nested = doc.createElement(lp.ordered ? 'ol' : 'ul');
      (top.list.lastElementChild ?? top.list).append(nested);
      top = { level: lp.level, list: nested };
      stack.push(top);
    }
    top.list.append(toItem(doc, lp));
    lp.p.remove();
  }
}

export function convertWordLists(doc: Document) {
  const parents = new Set([...doc.body.querySelectorAll('p')].map((p) => p.parentElement!));
  for (const parent of parents) {
    let run: ListParagraph[] = [];
    const flush = () => {
      if (run.length) convertRun(doc, run);
      run = [];
    };
    for (const node of [...parent.childNodes]) {
      if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) continue;
      const lp = node.nodeType === Node.ELEMENT_NODE ? asListParagraph(node as Element) : null;
      // a different Word list (l0 → l1) starts a new list
      if (!lp || (run.length && lp.list !== run[0].list)) flush();
      if (lp) run.push(lp);
    }
    flush();
  }
}
