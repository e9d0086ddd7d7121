import { DatePicker, Form, Radio } from 'antd';
import { MSG_RANGE_OUTSIDE } from '../constants';
import { outsideRange, type PeriodValues } from '../lib/period-form';

const RANGE_REQUIRED = '请选择起止日期';

/** 有效期: 长期有效 (the default range) or a range of days; the form's values are `PeriodValues`. */
export function PeriodFields() {
  const form = Form.useFormInstance<PeriodValues>();
  const period = Form.useWatch('period', form);
  return (
    <>
      <Form.Item name="period" label="有效期" required>
        <Radio.Group
          options={[
            { value: 'long', label: '长期有效' },
            { value: 'range', label: '指定日期' },
          ]}
        />
      </Form.Item>
      {period === 'range' && (
        <Form.Item
          name="range"
          label="起止日期"
          rules={[
            { required: true, message: RANGE_REQUIRED },
            {
              validator: (_r, v: PeriodValues['range']) =>
                v && (outsideRange(v[0]) || outsideRange(v[1]))
                  ? Promise.reject(new Error(MSG_RANGE_OUTSIDE))
                  : Promise.resolve(),
            },
          ]}
        >
          <DatePicker.RangePicker
            disabledDate={outsideRange}
            placeholder={['开始日期', '结束日期']}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
    </>
  );
}

/** The field that carries a period error (an overlap): the range when shown, else the choice. */
export const periodErrorField = (v: PeriodValues) => (v.period === 'range' ? 'range' : 'period');
