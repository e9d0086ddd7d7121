import { Button, Col, Form, Radio, Row } from 'antd';
import { TextField } from '@/components/text-field';
import { DepartsOrPeopleFields } from '@/components/directory/departs-or-people-fields';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useSaveAssistant } from '../api/assistant-queries';
import type { Assistant, AssistantFields } from '../api/types';
import {
  ANSWER_STYLES,
  DESCRIPTION_MAX,
  EMPTY_ASSISTANT,
  GREETING_MAX,
  LEAVE_TEXT,
  NAME_MAX,
} from '../assistant-constants';
import { AssistantAvatarField } from './assistant-avatar-field';
import { AssistantPreviewCard } from './assistant-preview-card';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';

const fieldsOf = (a: Assistant | null): AssistantFields => {
  if (!a) return EMPTY_ASSISTANT;
  const { name, avatar, greeting, description, answerStyle, visibleRange, departIds, users } = a;
  return { name, avatar, greeting, description, answerStyle, visibleRange, departIds, users };
};

/** The assistant's settings with a live preview beside them. Mounted once the detail has loaded, so
 *  its values start from the saved assistant; a failed save keeps everything typed. */
export function AssistantForm({ assistant }: { assistant: Assistant | null }) {
  const [form] = Form.useForm<AssistantFields>();
  const save = useSaveAssistant();
  const submit = useSubmitOnce();
  const unsaved = useUnsavedChanges(LEAVE_TEXT);

  // departments and people outside a scoped administrator's 管理范围: not shown, kept by the server,
  // so her part may be left empty while they remain
  const hidden =
    assistant?.visibleRange === 'part'
      ? { departs: assistant.hiddenDepartCount ?? 0, users: assistant.hiddenUserCount ?? 0 }
      : { departs: 0, users: 0 };
  const watched = Form.useWatch([], form) as Partial<AssistantFields> | undefined;
  const live = { ...fieldsOf(assistant), ...watched };

  const run = async (v: AssistantFields) => {
    const scope =
      v.visibleRange === 'all' ? { departIds: [], users: [] } : { departIds: v.departIds ?? [], users: v.users ?? [] };
    const saved = await save.mutateAsync({ ...v, ...scope, id: assistant?.id });
    // the server leaves out whoever left meanwhile (docs/product.md Part D §3): show what it kept
    form.setFieldsValue({ departIds: saved.departIds, users: saved.users });
    unsaved.mark(false);
    toastSuccess('AI助理设置已保存');
  };

  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Form
          form={form}
          name="assistant"
          layout="vertical"
          initialValues={fieldsOf(assistant)}
          onFinish={submit.guard(run)}
          onValuesChange={() => unsaved.mark(true)}
        >
          <TextField
            name="name"
            label="助理名称"
            max={NAME_MAX}
            required="请输入助理名称"
            placeholder="如：小联"
            counted
          />
          <Form.Item name="avatar" label="助理头像">
            <AssistantAvatarField />
          </Form.Item>
          <TextField
            name="greeting"
            label="欢迎语"
            max={GREETING_MAX}
            required="请输入欢迎语"
            rows={3}
            placeholder="成员打开助理时看到的第一句话"
            counted
          />
          <TextField
            name="description"
            label="助理介绍"
            max={DESCRIPTION_MAX}
            rows={4}
            placeholder="介绍助理能帮成员做什么"
            counted
          />
          <Form.Item name="answerStyle" label="回答风格">
            <Radio.Group options={ANSWER_STYLES.map((s) => ({ value: s.value, label: s.label, title: s.hint }))} />
          </Form.Item>
          <Form.Item name="visibleRange" label="可使用范围">
            <Radio.Group
              options={[
                { value: 'all', label: '全员' },
                { value: 'part', label: '部分成员' },
              ]}
            />
          </Form.Item>
          {live.visibleRange === 'part' && (
            <DepartsOrPeopleFields
              departs={{
                name: 'departIds',
                label: '可使用部门',
                pickerLabel: '可使用部门',
                placeholder: '选择部门（含下级部门）',
              }}
              people={{ name: 'users', label: '可使用人员', pickerTitle: '选择可使用AI助理的人员' }}
              emptyMessage="请选择可使用的部门或人员"
              hidden={hidden}
            />
          )}
          <Button type="primary" htmlType="submit" loading={submit.pending} onClick={submit.validated(form, run)}>
            保存
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={10}>
        <AssistantPreviewCard
          name={live.name ?? ''}
          avatar={live.avatar ?? ''}
          greeting={live.greeting ?? ''}
          description={live.description ?? ''}
          answerStyle={live.answerStyle ?? 'balanced'}
        />
      </Col>
    </Row>
  );
}
