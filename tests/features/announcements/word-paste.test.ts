import { cleanPastedHtml } from '@/features/announcements/lib/word-paste';
import { GOOGLE_DOCS, WEB_PAGE, WORD_LISTS, WORD_TABLE } from './paste-fixtures';

// What a paste into the announcement editor keeps (product.md Part B, 公告): lists, tables,
// bold/italic and links; Word's list paragraphs become real lists; pictures that cannot load go.

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

describe('cleanPastedHtml', () => {
  it("turns Word's bulleted and numbered list paragraphs into <ul> and <ol>, nested by level, without the markers", () => {
    const out = cleanPastedHtml(WORD_LISTS);
    const box = parse(out);
    expect(box.querySelectorAll('p.MsoListParagraph, [class], [style]')).toHaveLength(0);
    const [bullets, numbers] = box.querySelectorAll(':scope > ul, :scope > ol');
    expect(bullets.tagName).toBe('UL');
    expect([...bullets.children].map((li) => li.tagName)).toEqual(['LI', 'LI']);
    expect(bullets.children[0].textContent?.trim()).toMatch(/^保留发票/);
    expect(bullets.querySelector('li > ul > li')?.textContent?.trim()).toBe('电子发票亦可');
    expect(bullets.children[1].querySelector('em, i')?.textContent).toBe('按月提交');
    expect(numbers.tagName).toBe('OL');
    expect([...numbers.children].map((li) => li.textContent?.trim())).toEqual([
      '填写报销单',
      '部门主管审批，见报销制度',
    ]);
    expect(numbers.querySelector('a')?.getAttribute('href')).toBe('https://wiki.lianchuang.example/expense');
    expect(box.querySelector('strong, b')?.textContent).toBe('报销须知');
    expect(out).not.toMatch(/·|mso|supportLists|endif|o:p|Symbol|Courier|lang=/i);
  });

  it("keeps Word's table and its bold cells, and drops the picture Word left on the local disk", () => {
    const box = parse(cleanPastedHtml(WORD_TABLE));
    const table = box.querySelector('table')!;
    expect(table.querySelectorAll('tr')).toHaveLength(2);
    expect([...table.querySelectorAll('td')].map((td) => td.textContent?.trim())).toEqual([
      '日期',
      '值班人',
      '5月1日',
      '吕子娜',
    ]);
    expect(table.querySelector('td strong, td b')?.textContent).toBe('日期');
    expect(box.querySelector('img')).toBeNull();
    expect(box.innerHTML).not.toMatch(/file:|v:shape|imagedata|width=|valign|style=|class=/i);
  });

  it('keeps only lists, tables, bold/italic and links from a web page: no headings, styles, forms, scripts or dead pictures', () => {
    const out = cleanPastedHtml(WEB_PAGE);
    const box = parse(out);
    expect(box.querySelector('h2')).toBeNull();
    expect(box.textContent).toContain('节假日安排');
    expect(box.querySelector('strong, b')?.textContent).toBe('三天');
    expect(box.querySelector('em, i')?.textContent).toBe('调休一天');
    expect(box.querySelector('u')).toBeNull();
    expect([...box.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['第一天', '第二天']);
    expect(box.querySelector('table th')?.textContent).toBe('日期');
    expect(box.querySelector('table td')?.textContent).toBe('10月1日');
    const links = [...box.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/holiday', null]);
    expect(box.querySelectorAll('img')).toHaveLength(1); // the web address; blob:, empty and missing ones go
    expect(box.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/icons/dot.png');
    expect(out).not.toMatch(/style=|class=|data-track|onclick|<form|<input|<button|<script|blob:|<div|<span/i);
    expect([...box.querySelectorAll('p')].map((p) => p.textContent)).toContain('放假三天，调休一天。请注意');
  });

  it("does not bold a Google Docs copy because of its wrapping <b style='font-weight:normal'>", () => {
    const box = parse(cleanPastedHtml(GOOGLE_DOCS));
    expect([...box.querySelectorAll('strong, b')].map((b) => b.textContent)).toEqual(['加粗']);
    expect(box.querySelector('p')?.textContent).toBe('普通加粗');
  });
});
