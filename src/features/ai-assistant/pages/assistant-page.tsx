import { Link } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { useAssistant } from '../api/assistant-queries';
import { AssistantForm } from '../components/assistant-form';
import { CUE_WORDS_PATH, PLUGINS_PATH } from '../paths';

/** /home/intelligent/intelligent_create (设置企业AI助理, ctx ai): the enterprise's one assistant. */
export default function AssistantPage() {
  const detail = useAssistant();
  return (
    <PageFrame
      heading={detail.data ? '编辑企业AI助理' : '创建企业AI助理'}
      loading={detail.isPending}
      // a failed background refresh never replaces the form (and what was typed) with the error state
      error={detail.isSuccess ? undefined : detail.error}
      onRetry={() => void detail.refetch()}
      toolbar={
        <>
          <Link to={CUE_WORDS_PATH}>提示词管理</Link>
          <Link to={PLUGINS_PATH}>插件管理</Link>
        </>
      }
    >
      {detail.isSuccess && <AssistantForm assistant={detail.data} />}
    </PageFrame>
  );
}
