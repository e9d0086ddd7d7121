import { Button, Form, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { addStaff } from '../api/org-api';
import { useOrgMutation } from '../api/queries';
import type { StaffInput } from '../api/types';
import { FAIL } from '../constants';
import { StaffFormFields } from '../components/staff-form-fields';

/** /home/organization/member_add: a new staff member with the full profile. */
export default function MemberAddPage() {
  const [form] = Form.useForm<StaffInput>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const departId = params.get('departId');
  const save = useOrgMutation((body: StaffInput) => addStaff(body), { ok: '员工已添加', fail: FAIL.operation });
  const back = () => navigate('/home/organization');
  const submitOnce = useSubmitOnce();
  const submit = (v: StaffInput) => save.mutateAsync(v).then(back);
  return (
    <PageFrame toolbar={<Button onClick={back}>返回</Button>}>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 880 }}
        initialValues={{ departIds: departId ? [departId] : [], gender: '男' }}
        onFinish={submitOnce.guard(submit)}
      >
        <StaffFormFields />
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={submitOnce.pending}
            onClick={submitOnce.validated(form, submit)}
          >
            保存
          </Button>
          <Button onClick={back}>取消</Button>
        </Space>
      </Form>
    </PageFrame>
  );
}
