import { memo, useCallback } from 'react';
import { Empty, theme } from 'antd';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { DesignerState } from '../model/designer-reducer';
import type { FieldErrors } from '../model/field-errors';
import { FieldTile } from './field-tile';
import { GroupBody } from './group-body';
import { isNear, ObserveTileContext, useNearViewport } from './near-viewport';
import { PhoneFrame } from './phone-frame';
import { MemberPreview } from './preview/member-preview';

export const CANVAS_ID = 'canvas';

const errorTextOf = (errors: FieldErrors, id: string) => (errors[id] ?? []).map((e) => e.message).join('，');

/** The middle column: the form as a phone screen, a sortable list of tiles (sortable near the
 *  viewport, see near-viewport.ts). */
export const PhoneCanvas = memo(function PhoneCanvas({ form, errors }: { form: DesignerState; errors: FieldErrors }) {
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID, data: { kind: 'canvas' } });
  const { fields, selected } = form;
  const { rootRef, near, observe } = useNearViewport();
  const listRef = useCallback(
    (el: HTMLDivElement | null) => {
      setNodeRef(el);
      rootRef(el);
    },
    [setNodeRef, rootRef],
  );
  return (
    <PhoneFrame height="calc(100vh - 220px)" minHeight={480}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: '1fr auto 1fr',
          alignItems: 'center',
          padding: '6px 10px',
          background: token.colorBgContainer,
          fontWeight: 500,
        }}
      >
        <span />
        <span>表单预览</span>
        <span style={{ justifySelf: 'end' }}>
          <MemberPreview fields={fields} />
        </span>
      </div>
      <div
        ref={listRef}
        role="list"
        aria-label="表单控件"
        style={{
          flex: 1,
          overflowY: 'auto',
          padding: 8,
          outline: isOver ? `2px dashed ${token.colorPrimary}` : undefined,
        }}
      >
        <ObserveTileContext value={observe}>
          <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            {fields.map((field) => (
              <FieldTile
                key={field.id}
                field={field}
                selected={selected?.parentIndex === null && selected.index === field.index}
                errorText={errorTextOf(errors, field.id)}
                live={isNear(near, field.id)}
              >
                {field.type === 'Particulars' && (
                  <GroupBody
                    group={field}
                    selected={selected}
                    errors={errors}
                    askLeaveDisabled={form.askLeaveDisabled}
                    near={near}
                  />
                )}
              </FieldTile>
            ))}
          </SortableContext>
        </ObserveTileContext>
        {!fields.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="点击或拖入左侧控件" />}
      </div>
    </PhoneFrame>
  );
});
