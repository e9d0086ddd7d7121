// Form designer with 200 fields (DESIGN.md budget: mount ≤ 300 ms, no long task over 100 ms while dragging).
// Run: npx vitest bench --run tests/bench/designer.bench.tsx
// jsdom is slower than a browser at layout-free rendering, so figures here are an upper bound.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { bench, describe } from 'vitest';
import { FormDesignStep } from '@/features/approvals/designer/form/form-design-step';
import { useApprovalDraft, emptyBasic } from '@/features/approvals/stores/approval-draft';
import { createField } from '@/features/approvals/designer/model/templates';
import type { FieldType, FormField } from '@/features/approvals/designer/model/types';
import { createFlow } from '@/features/approvals/process/model/flow-tree';
import { stackLayout } from '../features/approvals/dnd-layout';

// jsdom has no scrolling; dnd-kit's keyboard sensor scrolls the picked-up tile into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

const TYPES: FieldType[] = ['SingleText', 'MultipleText', 'Number', 'Money', 'Date', 'DateSection', 'Comment', 'Picture', 'Accessory', 'Contacts', 'Address'];

function fields200(): FormField[] {
  const out: FormField[] = [];
  for (let i = 0; i < 190; i++) out.push({ ...createField(TYPES[i % TYPES.length]), name: `控件${i + 1}` } as FormField);
  for (let g = 0; g < 2; g++) {
    const group = { ...createField('Particulars'), name: `明细${g + 1}` } as FormField & { children: FormField[] };
    group.children = Array.from({ length: 4 }, (_, j) => ({ ...createField('Number'), name: `明细${g + 1}数字${j + 1}` }) as FormField);
    out.push(group);
  }
  return out; // 192 top-level + 8 children = 200
}

const load = () => useApprovalDraft.getState().begin('new', { basic: emptyBasic(), fields: fields200(), flow: createFlow() });
const mount = () =>
  render(
    <ConfigProvider>
      <AntApp>
        <FormDesignStep />
      </AntApp>
    </ConfigProvider>,
  );

const key = (el: Element, code: string) => act(() => void fireEvent.keyDown(el, { code, key: code === 'Space' ? ' ' : code }));
const handle = () => document.querySelector('[aria-label="拖动控件：控件100"]') as HTMLElement;

describe('form designer, 200 fields', () => {
  bench('mount', () => {
    load();
    act(() => void mount());
    cleanup();
  }, { iterations: 10, warmupIterations: 2 });

  let layout: ReturnType<typeof stackLayout> | null = null;
  bench('drag: one keyboard step (pick-up held)', () => {
    key(document.activeElement ?? document.body, 'ArrowDown');
    key(document.activeElement ?? document.body, 'ArrowUp');
  }, {
    iterations: 20,
    warmupIterations: 2,
    setup: () => {
      layout = stackLayout('[data-field-id]');
      load();
      act(() => void mount());
      act(() => handle().focus());
      key(handle(), 'Space');
    },
    teardown: () => {
      key(document.activeElement ?? document.body, 'Escape');
      cleanup();
      layout?.mockRestore();
    },
  });

  bench('drag: pick up, move, drop (reorder committed)', () => {
    act(() => handle().focus());
    key(handle(), 'Space');
    key(handle(), 'ArrowDown');
    key(handle(), 'Space');
  }, {
    iterations: 10,
    warmupIterations: 1,
    setup: () => {
      layout = stackLayout('[data-field-id]');
      load();
      act(() => void mount());
    },
    teardown: () => {
      cleanup();
      layout?.mockRestore();
    },
  });
});
