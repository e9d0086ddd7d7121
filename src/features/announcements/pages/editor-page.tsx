import { useEffect, useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { publishAnnouncement, saveAnnouncement } from '../api/announcements-api';
import { useAnnouncement, useAnnouncementMutation } from '../api/queries';
import type { AnnouncementInput, Attachment } from '../api/types';
import { AttachmentUpload } from '../components/attachment-upload';
import { RichEditor } from '../components/rich-editor';
import { MAX_TITLE } from '../constants';
import { htmlText, sanitizeHtml } from '../sanitize';

interface Values {
  title: string;
  content: string;
  attachments: Attachment[];
}

/** /home/announcementAdd (?id= to edit): save as draft, or save and publish. */
export default function AnnouncementEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const existing = useAnnouncement(id);
  const [publishing, setPublishing] = useState(false);
  const save = useAnnouncementMutation(saveAnnouncement);
  useEffect(() => {
    // the saved announcement fills only the fields the user has not touched meanwhile
    if (!existing.data) return;
    const saved: Values = { title: existing.data.title, content: existing.data.content, attachments: existing.data.attachments };
    form.setFieldsValue(Object.fromEntries((Object.keys(saved) as Array<keyof Values>).filter((name) => !form.isFieldTouched(name)).map((name) => [name, saved[name]])));
  }, [existing.data, form]);

  const submitOnce = useSubmitOnce();
  const submit = submitOnce.guard(async (andPublish: boolean) => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const input: AnnouncementInput = { id: id ?? undefined, title: v.title.trim(), content: sanitizeHtml(v.content ?? ''), attachments: v.attachments ?? [] };
    setPublishing(andPublish);
    try {
      const saved = await save.mutateAsync(input);
      if (andPublish && saved.status !== 1) await publishAnnouncement(saved.id);
      toastSuccess(andPublish ? '发布成功' : '保存成功');
      navigate(`/home/announcementDetails?id=${saved.id}`);
    } catch {
      // the layer showed the message; the form keeps what was typed
    } finally {
      setPublishing(false);
    }
  });
  const busy = submitOnce.pending;

  return (
    <PageFrame heading={id ? '编辑公告' : '新建公告'} loading={!!id && existing.isLoading} error={existing.error} onRetry={() => existing.refetch()}>
      <Form form={form} name="announcement" layout="vertical" initialValues={{ title: '', content: '', attachments: [] }} style={{ maxWidth: 900 }}>
        <Form.Item label="公告标题" name="title" rules={[{ required: true, whitespace: true, message: '请输入公告标题' }, { max: MAX_TITLE, message: `公告标题不能超过${MAX_TITLE}个字符` }]}>
          <Input maxLength={MAX_TITLE} showCount />
        </Form.Item>
        <Form.Item label="公告内容" name="content" rules={[{ validator: (_r, v: string) => (htmlText(v ?? '') || /<img\b/i.test(v ?? '') ? Promise.resolve() : Promise.reject(new Error('请输入公告内容'))) }]}>
          <RichEditor />
        </Form.Item>
        <Form.Item label="附件" name="attachments">
          <AttachmentUpload />
        </Form.Item>
        <Space>
          <Button onClick={() => navigate('/home/announcement')} disabled={busy}>取消</Button>
          <Button onClick={() => submit(false)} loading={busy && !publishing} disabled={busy && publishing}>保存草稿</Button>
          <Button type="primary" onClick={() => submit(true)} loading={publishing} disabled={busy && !publishing}>发布</Button>
        </Space>
      </Form>
    </PageFrame>
  );
}
