import type { ReactNode } from 'react';
import { Alert, theme, Typography } from 'antd';
import { SimpleList } from '@/components/simple-list';
import { fromFormData } from '../designer/model/serialize';
import { FIELD_LABELS } from '../designer/model/templates';
import type { FormField } from '../designer/model/types';
import { fromProcessData } from '../process/model/serialize-flow';
import { flowOutline } from '../process/model/outline';
import { flowRefs } from '../process/model/flow-refs';
import { useRefNames } from '../process/use-ref-names';

function parse<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

const fieldLine = (f: FormField) => `${f.name}（${FIELD_LABELS[f.type]}${f.isNecessary ? '，必填' : ''}）`;

/** One part of an approval stored as text: its heading, then its lines, or that it could not be read. */
function Part<T>({
  title,
  lines,
  unreadable,
  renderItem,
}: {
  title: string;
  lines: readonly T[] | null;
  unreadable: string;
  renderItem: (line: T) => ReactNode;
}) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {title}
      </Typography.Title>
      {lines ? (
        <SimpleList size="small" bordered dataSource={lines} renderItem={renderItem} />
      ) : (
        <Alert type="warning" showIcon title={unreadable} />
      )}
    </>
  );
}

/** An approval's form controls in order (type, required) and its flow in words, read-only. */
export function FormAndFlow({ formData, processData }: { formData: string; processData: string }) {
  const { token } = theme.useToken();
  const fields = parse(() => fromFormData(formData));
  const flow = parse(() => fromProcessData(processData));
  const names = useRefNames(flowRefs(flow));
  return (
    <>
      <Part
        title="表单控件"
        lines={fields}
        unreadable="表单数据格式错误，无法显示"
        renderItem={(f) => (
          // a 明细's controls on a line of their own below it, indented
          <SimpleList.Item>
            {fieldLine(f)}
            {f.type === 'Particulars' && f.children.length > 0 && (
              <div style={{ color: token.colorTextSecondary, paddingLeft: 16 }}>
                {f.children.map(fieldLine).join('、')}
              </div>
            )}
          </SimpleList.Item>
        )}
      />
      <Part
        title="审批流程"
        lines={flow && flowOutline(flow, names)}
        unreadable="流程数据格式错误，无法显示"
        renderItem={(line) => (
          <SimpleList.Item style={{ paddingLeft: 16 + line.depth * 20 }}>{line.text}</SimpleList.Item>
        )}
      />
    </>
  );
}
