import { Form, Input, Select, Steps } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { ContactFields } from '@/components/contact-fields';
import { emailRules } from '@/lib/format/validators';
import { toastSuccess } from '@/lib/feedback/toast';
import { saveEnterprise, saveUser } from '../api/enterprise-api';
import type { CreateEnterpriseInput } from '../api/types';
import { LoginFrame } from '../components/login-frame';
import { StepForm } from '../components/step-form';
import { useEnterEnterprise } from '../use-enter-enterprise';

const INDUSTRIES = ['信息技术', '制造业', '金融', '教育', '医疗健康', '零售', '物流', '建筑', '政府机构', '其他'];
const SCALES = ['1-50人', '51-200人', '201-500人', '501-1000人', '1000人以上'];

/** /login/l-create/{order}: order 1 is the creator's profile (/saveUser), order 2 the enterprise (/saveEnterprise). */
export default function CreateEnterprisePage() {
  const order = useParams().order === '2' ? 2 : 1;
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const { enter } = useEnterEnterprise();
  const [profile] = Form.useForm<{ name: string; email?: string }>();
  const [company] = Form.useForm<CreateEnterpriseInput>();

  async function submitProfile(values: { name: string; email?: string }) {
    try {
      const saved = await saveUser({ name: values.name.trim(), email: values.email || undefined });
      const session = useSession.getState();
      if (session.loginInfo && session.token)
        session.signIn(session.token, {
          ...session.loginInfo,
          userInfo: { ...session.loginInfo.userInfo, username: saved.username },
        });
      navigate('/login/l-create/2');
    } catch {
      // the HTTP layer showed why; the form keeps what was typed
    }
  }

  async function submitCompany(values: CreateEnterpriseInput) {
    try {
      const created = await saveEnterprise({ ...values, enterpriseName: values.enterpriseName.trim() });
      toastSuccess('企业创建成功');
      await enter(created);
    } catch {
      // kept as typed
    }
  }

  return (
    <LoginFrame title="创建企业">
      <Steps
        size="small"
        current={order - 1}
        items={[{ title: '完善个人信息' }, { title: '填写企业信息' }]}
        style={{ marginBottom: 24 }}
      />
      {order === 1 ? (
        <StepForm
          key="profile"
          form={profile}
          initialValues={{ name: user?.username, email: user?.email }}
          submit={submitProfile}
          submitText="下一步"
        >
          <Form.Item
            name="name"
            label="姓名"
            rules={[
              { required: true, whitespace: true, message: '请输入姓名' },
              { max: 20, message: '姓名不能超过20个字符' },
            ]}
          >
            <Input maxLength={20} autoFocus />
          </Form.Item>
          <Form.Item name="email" label="邮箱" rules={emailRules()}>
            <Input placeholder="选填" />
          </Form.Item>
        </StepForm>
      ) : (
        <StepForm
          key="company"
          form={company}
          initialValues={{ contactName: user?.username, contactPhone: user?.telephone }}
          submit={submitCompany}
          submitText="创建企业"
          onBack={() => navigate('/login/l-create/1')}
        >
          <Form.Item
            name="enterpriseName"
            label="企业名称"
            rules={[
              { required: true, whitespace: true, message: '请输入企业名称' },
              { min: 2, max: 50, message: '企业名称长度应为2-50个字符' },
            ]}
          >
            <Input maxLength={50} autoFocus />
          </Form.Item>
          <Form.Item name="industry" label="所属行业" rules={[{ required: true, message: '请选择所属行业' }]}>
            <Select options={INDUSTRIES.map((v) => ({ value: v, label: v }))} placeholder="请选择" />
          </Form.Item>
          <Form.Item name="scale" label="人员规模" rules={[{ required: true, message: '请选择人员规模' }]}>
            <Select options={SCALES.map((v) => ({ value: v, label: v }))} placeholder="请选择" />
          </Form.Item>
          <ContactFields phoneRequired={false} />
          <Form.Item name="email" label="企业邮箱" rules={emailRules()}>
            <Input placeholder="选填" />
          </Form.Item>
        </StepForm>
      )}
    </LoginFrame>
  );
}
