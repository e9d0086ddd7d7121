import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { findButton, findDialog, findRow } from '../support/dom';
import { SLOW } from '../fill';
import { recordPaths } from '../support/requests';
import { queryClient } from '@/lib/query/query-client';
import { failNext, setDelay } from '@/sandbox/faults';
import { documentRows } from '@/sandbox/ai-tables';
import { PARSED_MS, parsingTimes } from '@/sandbox/ai-parsing';
import { browser } from '@/lib/browser';

// antd's Dragger sets accept on its input; the checks under test are the page's own
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
/** Moves every document of the sandbox past the parsing pipeline's time. */
const finishParsing = () => documentRows().forEach((d) => (d.queuedAt = 0));
// documents stay in flight until a test finishes them, however slow the machine
beforeEach(() => (parsingTimes.parsedMs = 10 * 60_000));
afterEach(() => (parsingTimes.parsedMs = PARSED_MS));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const sized = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe("a knowledge base's documents", { timeout: 60000 }, () => {
  it("shows each status with a failure's reason and follows a parsing document to ready without reloading", async () => {
    const calls = recordPaths();
    renderApp('/home/intelligent/intelligent_knowledge_list?baseId=kb-2');
    const row = await findRow('新员工电脑领用流程.docx', SLOW.timeout);
    expect(within(row).getByText(/排队中|解析中/)).toBeInTheDocument();
    expect(within(await findRow('VPN使用指南.md')).getByText('已就绪')).toBeInTheDocument();
    finishParsing();
    await waitFor(() => expect(within(row).getByText('已就绪')).toBeInTheDocument(), { timeout: 10000 });
    expect(calls('/ai/knowledge/document/list')).toBeGreaterThan(1);
    expect(browser.reload).not.toHaveBeenCalled();
    // nothing in flight any more: no timer will refresh the list (its refetchInterval answers false)
    const lists = queryClient.getQueryCache().findAll({ queryKey: ['aiKnowledge', 'documents'], type: 'active' });
    expect(lists).not.toEqual([]);
    for (const query of lists)
      for (const { options } of query.observers) {
        const interval = options.refetchInterval;
        expect(typeof interval === 'function' ? interval(query) : interval).toBe(false);
      }
  });

  it('another page spins the table until its rows come; the parsing poll refreshes the rows shown quietly', async () => {
    // kb-2 holds a document in flight (the list polls) and, with these, two pages of documents
    const ready = documentRows().find((d) => d.id === 'doc-4')!;
    for (let i = 1; i <= 10; i++) documentRows().push({ ...ready, id: `doc-page-${i}`, fileName: `第${i}份资料.md` });
    const u = user();
    const calls = recordPaths();
    renderApp('/home/intelligent/intelligent_knowledge_list?baseId=kb-2');
    await screen.findByText('共 13 个文档', {}, SLOW);
    const spinning = () => !!document.querySelector('.ant-table-wrapper .ant-spin-spinning');
    setDelay(400);
    try {
      // the poll: from before it asks again until its answer is in, the table never spins
      let spun = false;
      const watch = new MutationObserver(() => void (spun ||= spinning()));
      watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      const asked = calls('/ai/knowledge/document/list');
      await waitFor(() => expect(calls('/ai/knowledge/document/list')).toBeGreaterThan(asked), { timeout: 10000 });
      await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
      watch.disconnect();
      expect(spun).toBe(false);
      // another page: the previous rows stay under a spinner until the page comes
      await u.click(screen.getByTitle('2'));
      await waitFor(() => expect(spinning()).toBe(true));
      await waitFor(() => expect(spinning()).toBe(false), SLOW);
      expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
    } finally {
      setDelay(0);
    }
  });

  it('retries a failed document and deletes one after confirmation', async () => {
    const u = user();
    renderApp('/home/intelligent/intelligent_knowledge_list?baseId=kb-1');
    const failed = await findRow('差旅报销标准（损坏）.xlsx', SLOW.timeout);
    expect(within(failed).getByText('解析失败')).toBeInTheDocument();
    expect(within(failed).getByText('文件已损坏，无法解析')).toBeInTheDocument();
    await u.click(within(failed).getByRole('button', { name: '重新解析差旅报销标准（损坏）.xlsx' }));
    await waitFor(() => expect(within(failed).getByText(/排队中|解析中/)).toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: '删除考勤与休假制度.docx' }));
    await u.click(await findButton('确定', await findDialog('删除文档“考勤与休假制度.docx”')));
    await screen.findByText('共 2 个文档', {}, SLOW);
    expect(documentRows().some((d) => d.fileName === '考勤与休假制度.docx')).toBe(false);
  });

  it('an unknown base shows a not-found state', async () => {
    renderApp('/home/intelligent/intelligent_knowledge_list?baseId=kb-404');
    expect(await screen.findByText('知识库不存在或已被删除', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回知识库列表' })).toBeInTheDocument();
  });
});

describe('uploading to a knowledge base', { timeout: 60000 }, () => {
  it('lists refused files with their reasons before any call and uploads the rest, then follows their parsing', async () => {
    const calls = recordPaths();
    const u = user();
    renderApp('/home/intelligent/intelligent_knowledge_uploadList?baseId=kb-2');
    await screen.findByText('上传文档到 IT服务台', {}, SLOW);
    await u.upload(fileInput(), [
      sized('报价单.md', 10),
      sized('合同（损坏）.pdf', 10),
      sized('setup.exe', 10),
      sized('空白.txt', 0),
      sized('扫描件.pdf', 20 * 1024 * 1024 + 1),
    ]);
    const refused = await screen.findByText('3个文件未上传');
    const alert = refused.closest('.ant-alert') as HTMLElement;
    expect(alert).toHaveTextContent('setup.exe：仅支持PDF、DOCX、XLSX、TXT、MD格式');
    expect(alert).toHaveTextContent('空白.txt：文件内容为空');
    expect(alert).toHaveTextContent('扫描件.pdf：文件大小超过20MB');
    await waitFor(() => expect(documentRows().filter((d) => d.baseId === 'kb-2')).toHaveLength(5));
    expect(calls('/ai/knowledge/document/upload')).toBe(2);
    const good = await findRow('报价单.md');
    await waitFor(() => expect(within(good).getByText(/排队中|解析中/)).toBeInTheDocument());
    finishParsing();
    await waitFor(() => expect(within(good).getByText('已就绪')).toBeInTheDocument(), { timeout: 10000 });
    const bad = await findRow('合同（损坏）.pdf');
    expect(within(bad).getByText('解析失败')).toBeInTheDocument();
    expect(within(bad).getByText('文件已损坏，无法解析')).toBeInTheDocument();
  });

  it('takes at most 10 files per batch', async () => {
    const calls = recordPaths();
    const u = user();
    renderApp('/home/intelligent/intelligent_knowledge_uploadList?baseId=kb-1');
    await screen.findByText('上传文档到 员工手册', {}, SLOW);
    await u.upload(
      fileInput(),
      Array.from({ length: 11 }, (_x, i) => sized(`第${i + 1}章.txt`, 5)),
    );
    expect(await screen.findByText('1个文件未上传')).toBeInTheDocument();
    expect(screen.getByText('第11章.txt：每次最多上传10个文件')).toBeInTheDocument();
    await waitFor(() => expect(calls('/ai/knowledge/document/upload')).toBe(10));
  });

  it('a failed upload says why and can be sent again', async () => {
    const u = user();
    renderApp('/home/intelligent/intelligent_knowledge_uploadList?baseId=kb-1');
    await screen.findByText('上传文档到 员工手册', {}, SLOW);
    failNext('/ai/knowledge/document/upload', { code: 500, message: '存储服务繁忙' });
    await u.upload(fileInput(), sized('制度汇编.docx', 10));
    const row = await findRow('制度汇编.docx');
    expect(await within(row).findByText('上传失败：存储服务繁忙')).toBeInTheDocument();
    await u.click(within(row).getByRole('button', { name: '重新上传制度汇编.docx' }));
    await waitFor(() => expect(within(row).getByText(/排队中|解析中/)).toBeInTheDocument());
    expect(documentRows().filter((d) => d.fileName === '制度汇编.docx')).toHaveLength(1);
  });
});
