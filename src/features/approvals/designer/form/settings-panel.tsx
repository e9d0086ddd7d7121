import { memo, useEffect, useState } from 'react';
import { Alert, Card, Empty, Typography } from 'antd';
import { PANEL_REOPEN_DELAY_MS } from '../../constants';
import { selectedField, type DesignerAction, type DesignerState } from '../model/designer-reducer';
import type { FieldErrors } from '../model/field-errors';
import { FIELD_LABELS } from '../model/templates';
import { CommonSettings } from './settings/common-settings';
import { ShowRuleEditor } from './settings/show-rule-editor';
import { TypeSettings } from './settings/type-settings';

interface SettingsPanelProps {
  form: DesignerState;
  errors: FieldErrors;
  dispatch(action: DesignerAction): void;
}

/** The right panel for the selected control. Switching controls closes it and re-opens it after 16 ms
 *  (platform-shell §9), so no editor keeps the previous control's half-typed state. */
export const SettingsPanel = memo(function SettingsPanel({ form, errors, dispatch }: SettingsPanelProps) {
  const field = selectedField(form);
  const target = field?.id ?? null;
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setShown(target), PANEL_REOPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);
  if (!field || shown !== field.id) {
    return (
      <Card size="small" title="控件设置">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="点击表单中的控件进行设置" />
      </Card>
    );
  }
  const flags = errors[field.id] ?? [];
  return (
    <section aria-label="控件设置">
      <Card size="small" title={`控件设置：${FIELD_LABELS[field.type]}`}>
        {flags.length > 0 && (
          <Alert type="error" showIcon style={{ marginBottom: 12 }} title={flags.map((f) => f.message).join('；')} />
        )}
        <CommonSettings field={field} errors={flags} dispatch={dispatch} />
        <TypeSettings field={field} form={form} errors={flags} dispatch={dispatch} />
        <ShowRuleEditor field={field} form={form} dispatch={dispatch} />
        {field.parentIndex !== null && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            该控件位于明细中
          </Typography.Paragraph>
        )}
      </Card>
    </section>
  );
});
