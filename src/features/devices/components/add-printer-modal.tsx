import { Form, Input, Radio } from 'antd';
import { TextField } from '@/components/text-field';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { toastSuccess } from '@/lib/feedback/toast';
import { useAddPrinter } from '../api/queries';
import type { PrinterInput } from '../api/types';
import { SN_MESSAGE, SN_PATTERN, TYPE_LABEL } from '../constants';

/** 添加打印机: binds a printer by its serial number. The server refuses an unknown or already-bound
 *  SN with its message (shown by the HTTP layer); the dialog keeps what was typed. */
export function AddPrinterModal({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<PrinterInput>();
  const add = useAddPrinter();
  const save = async (v: PrinterInput) => {
    const p = await add.mutateAsync({ printerSn: v.printerSn.trim(), location: v.location.trim(), type: v.type });
    toastSuccess(`打印机 ${p.printerSn} 已添加`);
    onClose();
  };
  return (
    <FormDialog
      title="添加打印机"
      okText="添加"
      form={form}
      initialValues={{ printerSn: '', location: '', type: 'purchase' }}
      save={save}
      onClose={onClose}
    >
      <Form.Item
        name="printerSn"
        label="序列号"
        extra="见打印机机身标签"
        normalize={(v: string) => v.toUpperCase()}
        rules={[
          { required: true, whitespace: true, message: '请输入打印机序列号' },
          {
            validator: (_r, v: string) =>
              !v?.trim() || SN_PATTERN.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(SN_MESSAGE)),
          },
        ]}
      >
        <Input placeholder="如：LP2026000101" maxLength={12} autoComplete="off" />
      </Form.Item>
      <TextField
        name="location"
        label="位置"
        max={50}
        unit="个字"
        required="请输入打印机位置"
        placeholder="如：总部大楼 3层 前台"
      />
      <Form.Item name="type" label="类型">
        <Radio.Group options={(['purchase', 'rental'] as const).map((t) => ({ value: t, label: TYPE_LABEL[t] }))} />
      </Form.Item>
    </FormDialog>
  );
}
