import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

// The phone shows hundreds of icons (a handle, a delete button and arrows per control). Each
// @ant-design/icons component re-checks the document's style tags from an effect when it mounts;
// with 200 controls that was 40% of the designer's mount. These are the same SVGs as plain markup,
// built once per icon and shared by every tile. The `anticon` class takes antd's icon styles, which
// the console's own antd icons have inserted.

const toElement = (node: AbstractNode, key: number): ReactElement =>
  createElement(node.tag, { key, ...node.attrs }, ...(node.children ?? []).map(toElement));

/** One outlined antd icon (a definition from @ant-design/icons-svg) as a reusable element. */
export function plainIcon(definition: IconDefinition): ReactElement {
  const { icon } = definition;
  if (typeof icon === 'function') throw new Error(`plainIcon: two-tone icons are not supported (${definition.name})`);
  return (
    <span role="img" aria-hidden="true" className={`anticon anticon-${definition.name}`}>
      {createElement(
        icon.tag,
        { ...icon.attrs, width: '1em', height: '1em', fill: 'currentColor' },
        ...(icon.children ?? []).map(toElement),
      )}
    </span>
  );
}
