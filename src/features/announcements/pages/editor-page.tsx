import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Space } from 'antd';
import { TextField } from '@/components/text-field';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { toastSuccess } from '@/lib/feedback/toast';
import { goneSince } from '@/components/directory/gone-since';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { saveAllowed } from '@/lib/stale-edit/stale-edit';
import { useOpenedRecord } from '@/lib/stale-edit/use-opened-record';
import { announcementDetail, publishAnnouncement, saveAnnouncement } from '../api/announcements-api';
import { announcementKeys, useAnnouncement, useAnnouncementMutation } from '../api/queries';
import type { Announcement } from '../api/types';
import { AttachmentUpload } from '../components/attachment-upload';
import { ReachFields } from '../components/reach-fields';
import { RichEditor } from '../components/rich-editor';
import { MAX_TITLE } from '../constants';
import { editedAnnouncement, EMPTY_VALUES, inputOf, valuesOf, type EditorValues } from '../lib/editor-values';
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

  // the announcement as the editor opened it (or reloaded it): another administrator may save it meanwhile
  const client = useQueryClient();
  const { opened, openedAt, reopen } = useOpenedRecord(existing.data);
  // audience members a departure or deletion took out since it opened: no administrator's edit (gone-since.ts)
  const gone = useRef<readonly string[]>([]);
  const current = (announcementId: string, was: Announcement) =>
    saveAllowed({
      opened: was,
      openedAt,
      reread: async () => {
        const fresh = await announcementDetail(announcementId);
        const [people, departs] = await Promise.all([
          goneSince(
            'lenovoIds',
            was.people.map((p) => p.lenovoId),
            fresh.people.map((p) => p.lenovoId),
          ),
          goneSince(
            'departIds',
            was.departments.map((d) => d.id),
            fresh.departments.map((d) => d.id),
          ),
        ]);
        gone.current = [...people, ...departs];
        return fresh;
      },
      edited: (a) => editedAnnouncement(a, gone.current),
      name: was.title,
      reload: (fresh) => {
        // what was typed is dropped: every field shows the announcement as it is now, untouched again
        form.resetFields();
        form.setFieldsValue(valuesOf(fresh));
        client.setQueryData(announcementKeys.detail(announcementId), fresh);
        reopen(fresh);
      },
    });

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
      if (id && opened && !(await current(id, opened))) return;
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
        <TextField name="title" label="公告标题" max={MAX_TITLE} required="请输入公告标题" counted />
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
