import { render } from '@testing-library/react';
import { Tag } from 'antd';
import { StyleProvider, createCache } from '@ant-design/cssinjs';
import { keptStyleCache } from '@/app/kept-style-cache';

type Cache = ReturnType<typeof createCache>;
const entries = (cache: Cache) => [...(cache as unknown as { cache: Map<string, unknown> }).cache.keys()];
const tagStyles = (cache: Cache) => entries(cache).filter((key) => key.includes('Tag'));

const mountTag = (cache: Cache) =>
  render(
    <StyleProvider cache={cache}>
      <Tag>标签</Tag>
    </StyleProvider>,
  );

it("keeps a component's generated styles after its last instance unmounts, where antd's own cache drops them", () => {
  const own = createCache();
  mountTag(own).unmount();
  expect(tagStyles(own)).toEqual([]);

  const kept = keptStyleCache();
  const first = mountTag(kept);
  const generated = tagStyles(kept);
  expect(generated.length).toBeGreaterThan(0);
  first.unmount();
  expect(tagStyles(kept)).toEqual(generated);
  // the next mount finds them: nothing is generated again
  mountTag(kept);
  expect(tagStyles(kept)).toEqual(generated);
  expect(document.querySelectorAll('style[data-css-hash]').length).toBeGreaterThan(0);
});

it("keeps a component's style elements in the document after its last instance unmounts, where antd takes them out", () => {
  const styles = () => document.querySelectorAll('style').length;
  const own = createCache();
  const before = styles();
  const ownTag = mountTag(own);
  const mounted = styles();
  ownTag.unmount();
  expect(styles()).toBeLessThan(mounted);

  const kept = keptStyleCache();
  const first = mountTag(kept);
  const keptCount = styles();
  expect(keptCount).toBeGreaterThan(before);
  first.unmount();
  expect(styles()).toBe(keptCount);
  mountTag(kept).unmount();
  expect(styles()).toBe(keptCount);
});
