import { Form, InputNumber, Radio, Space, Switch, TimePicker } from 'antd';
import { ELASTIC_HOUR_MAX, ELASTIC_MINUTE_MAX } from '../constants';
import { TIME_FORMAT } from './shift-form-values';

// The times of a shift, picked (never typed free-form: the picker only takes a valid HH:mm). Their
// order, overlap and the lunch break are checked by shiftProblem when the form is saved.

function TimeItem({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} style={{ marginBottom: 12 }}>
      <TimePicker format={TIME_FORMAT} needConfirm={false} placeholder="请选择时间" style={{ width: 140 }} />
    </Form.Item>
  );
}

function Period({ start, end, labels }: { start: string; end: string; labels: [string, string] }) {
  return (
    <Space size={24} align="start">
      <TimeItem name={start} label={labels[0]} />
      <TimeItem name={end} label={labels[1]} />
    </Space>
  );
}

/** One part of an allowance (its hours or its minutes), named after the allowance and its unit. */
function AllowancePart({ name, label, unit, max }: { name: string; label: string; unit: string; max: number }) {
  return (
    <Form.Item name={name} noStyle>
      <InputNumber
        aria-label={`${label}${unit}`}
        min={0}
        max={max}
        precision={0}
        suffix={unit}
        style={{ width: 110 }}
      />
    </Form.Item>
  );
}

function Allowance({ label, hours, minutes }: { label: string; hours: string; minutes: string }) {
  return (
    <Form.Item label={label} style={{ marginBottom: 12 }}>
      <Space>
        <AllowancePart name={hours} label={label} unit="小时" max={ELASTIC_HOUR_MAX} />
        <AllowancePart name={minutes} label={label} unit="分钟" max={ELASTIC_MINUTE_MAX} />
      </Space>
    </Form.Item>
  );
}

/** Work periods (one or two a day), lunch break and elastic allowances. */
export function ShiftTimeFields() {
  const twice = Form.useWatch<boolean>('twiceOneDay');
  const hasLunch = Form.useWatch<boolean>('hasLunch');
  const elastic = Form.useWatch<boolean>('elasticOption');
  return (
    <>
      <Form.Item name="twiceOneDay" label="上下班次数" style={{ marginBottom: 12 }}>
        <Radio.Group
          options={[
            { value: false, label: '一天一次上下班' },
            { value: true, label: '一天两次上下班' },
          ]}
        />
      </Form.Item>
      <Period
        start="firstShiftStart"
        end="firstShiftEnd"
        labels={twice ? ['第一段上班时间', '第一段下班时间'] : ['上班时间', '下班时间']}
      />
      {twice && <Period start="secondShiftStart" end="secondShiftEnd" labels={['第二段上班时间', '第二段下班时间']} />}
      <Form.Item name="hasLunch" label="午休时间" valuePropName="checked" style={{ marginBottom: 12 }}>
        <Switch aria-label="设置午休时间" />
      </Form.Item>
      {hasLunch && <Period start="lunchStart" end="lunchEnd" labels={['午休开始', '午休结束']} />}
      <Form.Item
        name="elasticOption"
        label="弹性打卡"
        valuePropName="checked"
        extra="允许员工晚到晚走"
        style={{ marginBottom: 12 }}
      >
        <Switch aria-label="弹性打卡" />
      </Form.Item>
      {elastic && (
        <>
          <Allowance label="允许迟到" hours="elasticHourLate" minutes="elasticMinuteLate" />
          <Allowance label="允许晚走" hours="elasticHourLeave" minutes="elasticMinuteLeave" />
        </>
      )}
    </>
  );
}
