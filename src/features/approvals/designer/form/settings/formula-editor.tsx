import { Button, Space, Switch, Tag, theme, Typography } from 'antd';
import type { DesignerAction, DesignerState } from '../../model/designer-reducer';
import { appendRef, appendToken, backspace, FORMULA_OPERATORS, pieceText } from '../../model/formula';
import { formulaCandidates } from '../../model/formula-refs';
import type { ComputationalField, FormulaPiece } from '../../model/types';

const DIGITS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '.'];

/** The Computational control's formula: Number and Money fields of its scope, operators and digits. */
export function FormulaEditor({
  field,
  form,
  dispatch,
}: {
  field: ComputationalField;
  form: DesignerState;
  dispatch(a: DesignerAction): void;
}) {
  const { token } = theme.useToken();
  const set = (backupsData: FormulaPiece[]) => dispatch({ type: 'update', id: field.id, patch: { backupsData } });
  const candidates = formulaCandidates(form, field.id);
  return (
    <div>
      <Typography.Text>计算公式</Typography.Text>
      <div
        aria-label="计算公式"
        role="status"
        style={{
          minHeight: 40,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: 6,
          padding: 6,
          margin: '6px 0',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 4,
        }}
      >
        <span>计算公式 =</span>
        {field.backupsData.map((p, i) => (
          <Tag
            key={i}
            color={p.kind === 'ref' ? (p.invalid ? 'error' : 'blue') : undefined}
            style={{ marginInlineEnd: 0 }}
          >
            {pieceText(p)}
          </Tag>
        ))}
      </div>
      <Typography.Text type="secondary">可计算的字段</Typography.Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: '6px 0' }}>
        {candidates.length ? (
          candidates.map((c) => (
            <Button
              key={c.id}
              size="small"
              onClick={() => set(appendRef(field.backupsData, c))}
              aria-label={`${c.name}：插入字段`}
            >
              {c.name}
            </Button>
          ))
        ) : (
          <Typography.Text type="secondary">请先在同一层级添加数字输入框或金额控件</Typography.Text>
        )}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 4 }}>
        {[...FORMULA_OPERATORS, ...DIGITS].map((t) => (
          <Button key={t} size="small" onClick={() => set(appendToken(field.backupsData, t))} aria-label={`${t}：输入`}>
            {t}
          </Button>
        ))}
        <Button size="small" onClick={() => set(backspace(field.backupsData))}>
          退格
        </Button>
        <Button size="small" danger onClick={() => set([])}>
          清空
        </Button>
      </div>
      <Space style={{ marginTop: 10 }}>
        <Switch
          aria-label="显示千分位"
          size="small"
          checked={field.isSeparator}
          onChange={(isSeparator) => dispatch({ type: 'update', id: field.id, patch: { isSeparator } })}
        />
        显示千分位
      </Space>
    </div>
  );
}
