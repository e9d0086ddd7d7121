import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { DesignerAction, DesignerState } from '../../model/designer-reducer';
import type { FieldError } from '../../model/field-errors';
import { MAX_UPLOAD_COUNT } from '../../model/templates';
import type { FormField } from '../../model/types';
import { nameError } from './common-settings';
import { FormulaEditor } from './formula-editor';
import { OptionsEditor } from './options-editor';

const FORMATS = [
  { value: 'yyyy-MM-dd', label: '年-月-日' },
  { value: 'yyyy-MM-dd HH:mm', label: '年-月-日 时:分' },
];

interface Props {
  field: FormField;
  form: DesignerState;
  errors: FieldError[];
  dispatch(a: DesignerAction): void;
}

/** Settings only some control types have. */
export function TypeSettings({ field, form, errors, dispatch }: Props) {
  const update = (patch: Record<string, unknown>) => dispatch({ type: 'update', id: field.id, patch });
  const text = (label: string, prop: string, value: string, error?: string) => (
    <Form.Item label={label} htmlFor={`field-${prop}`} validateStatus={error ? 'error' : undefined} help={error}>
      <Input id={`field-${prop}`} value={value} maxLength={20} onChange={(e) => update({ [prop]: e.target.value })} />
    </Form.Item>
  );
  switch (field.type) {
    case 'SingleRadio':
    case 'MultipleRadio':
      return <OptionsEditor field={field} dispatch={dispatch} />;
    case 'Computational':
      return <FormulaEditor field={field} form={form} dispatch={dispatch} />;
    case 'Number':
      return (
        <Form layout="vertical" size="small">
          {text('单位', 'unit', field.unit)}
        </Form>
      );
    case 'Date':
    case 'DateSection':
      return (
        <Form layout="vertical" size="small">
          <Form.Item label="日期类型">
            <Radio.Group
              value={field.formatter}
              options={FORMATS}
              onChange={(e) => update({ formatter: e.target.value })}
              aria-label="日期类型"
            />
          </Form.Item>
          {field.type === 'DateSection' && (
            <>
              {text('开始时间名称', 'startName', field.startName, nameError(errors, 'startName'))}
              {text('结束时间名称', 'endName', field.endName, nameError(errors, 'endName'))}
              {text('时长名称', 'durationName', field.durationName, nameError(errors, 'durationName'))}
            </>
          )}
        </Form>
      );
    case 'Contacts':
      return (
        <Form layout="vertical" size="small">
          <Form.Item label="允许选择多人">
            <Switch
              aria-label="允许选择多人"
              checked={field.canMultiSelect}
              onChange={(canMultiSelect) => update({ canMultiSelect })}
            />
          </Form.Item>
          <Form.Item label="允许选择自己">
            <Switch
              aria-label="允许选择自己"
              checked={field.canSelfSelect}
              onChange={(canSelfSelect) => update({ canSelfSelect })}
            />
          </Form.Item>
        </Form>
      );
    case 'Address':
      return (
        <Form layout="vertical" size="small">
          {text('详细地址提示', 'secondPlaceholder', field.secondPlaceholder)}
          <Form.Item label="自动定位">
            <Switch aria-label="自动定位" checked={field.isLocate} onChange={(isLocate) => update({ isLocate })} />
          </Form.Item>
        </Form>
      );
    case 'Picture':
    case 'Accessory':
      return (
        <Form layout="vertical" size="small">
          <Form.Item label={`最多上传数量（不超过${MAX_UPLOAD_COUNT}个）`} htmlFor="field-maxCount">
            <InputNumber
              id="field-maxCount"
              min={1}
              max={MAX_UPLOAD_COUNT}
              precision={0}
              value={field.maxCount}
              onChange={(v) => v && update({ maxCount: v })}
            />
          </Form.Item>
        </Form>
      );
    case 'AskLeave':
      return (
        <Form layout="vertical" size="small">
          <Form.Item label="请假类型" help="开始时间、结束时间由申请人填写，时长自动计算">
            <Select
              mode="tags"
              aria-label="请假类型"
              value={field.askLeaveTypeList}
              onChange={(askLeaveTypeList: string[]) => update({ askLeaveTypeList })}
            />
          </Form.Item>
        </Form>
      );
    default:
      return null;
  }
}
