import { useEffect, useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { publishAnnouncement, saveAnnouncement } from '../api/announcements-api';
import { useAnnouncement, useAnnouncementMutation } from '../api/queries';
import { AttachmentUpload } from '../components/attachment-upload';
import { ReachFields } from '../components/reach-fields';
import { RichEditor } from '../components/rich-editor';
import { MAX_TITLE } from '../constants';
import { EMPTY_VALUES, inputOf, valuesOf, type EditorValues } from '../lib/editor-values';
import { htmlText } from '../sanitize';

/** /home/announcementAdd (?id= to edit): save as draft, or save and publish (now or at a set time). */
export default function AnnouncementEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const [form] = Form.useForm<EditorValues>();
  const existing = useAnnouncement(id);
  const published = existing.data?.status === 1;
  const [publishing, setPublishing] = useState(false);
  const save = useAnnouncementMutation(saveAnnouncement);
  const timing = Form.useWatch('timing', form);
  useEffect(() => {
    // the saved announcement fills only the fields the user has not touched meanwhile
    if (!existing.data) return;
    const saved = valuesOf(existing.data);
    form.setFieldsValue(
      Object.fromEntries(
        (Object.keys(saved) as Array<keyof EditorValues>)
          .filter((name) => !form.isFieldTouched(name))
          .map((name) => [name, saved[name]]),
      ),
    );
  }, [existing.data, form]);

  const submitOnce = useSubmitOnce();
  const submit = submitOnce.guard(async (andPublish: boolean) => {
    let v: EditorValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setPublishing(andPublish);
    try {
      const saved = await save.mutateAsync(inputOf(v, id, published));
      const status = andPublish && saved.status === 0 ? (await publishAnnouncement(saved.id)).status : saved.status;
      toastSuccess(!andPublish ? '保存成功' : status === 2 ? '已设置定时发布' : '发布成功');
      navigate(`/home/announcementDetails?id=${saved.id}`);
    } catch {
      // the layer showed the message; the form keeps what was typed
    } finally {
      setPublishing(false);
    }
  });
  const busy = submitOnce.pending;

  return (
    <PageFrame
      heading={id ? '编辑公告' : '新建公告'}
      loading={!!id && existing.isLoading}
      error={existing.error}
      onRetry={() => existing.refetch()}
    >
      <Form form={form} name="announcement" layout="vertical" initialValues={EMPTY_VALUES} style={{ maxWidth: 900 }}>
        <Form.Item
          label="公告标题"
          name="title"
          rules={[
            { required: true, whitespace: true, message: '请输入公告标题' },
            { max: MAX_TITLE, message: `公告标题不能超过${MAX_TITLE}个字符` },
          ]}
        >
          <Input maxLength={MAX_TITLE} showCount />
        </Form.Item>
        <Form.Item
          label="公告内容"
          name="content"
          rules={[
            {
              validator: (_r, v: string) =>
                htmlText(v ?? '') || /<img\b/i.test(v ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error('请输入公告内容')),
            },
          ]}
        >
          <RichEditor />
        </Form.Item>
        <Form.Item label="附件" name="attachments">
          <AttachmentUpload />
        </Form.Item>
        <ReachFields
          canSchedule={!published}
          hidden={{ departments: existing.data?.hiddenDepartmentCount, people: existing.data?.hiddenPersonCount }}
        />
        <Space>
          <Button onClick={() => navigate('/home/announcement')} disabled={busy}>
            取消
          </Button>
          <Button onClick={() => submit(false)} loading={busy && !publishing} disabled={busy && publishing}>
            {existing.data && existing.data.status !== 0 ? '保存' : '保存草稿'}
          </Button>
          {!published && existing.data?.status !== 2 && (
            <Button type="primary" onClick={() => submit(true)} loading={publishing} disabled={busy && !publishing}>
              {timing === 'scheduled' ? '定时发布' : '发布'}
            </Button>
          )}
        </Space>
      </Form>
    </PageFrame>
  );
}
