import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { isNotFound } from '../api/not-found';
import { useKnowledgeBase } from '../api/knowledge-queries';
import type { KnowledgeBase } from '../api/types';
import { KnowledgeBaseMissing } from './knowledge-base-missing';

/** Loads the base named by ?baseId=: its page once found, a not-found state for an unknown one
 *  (without a baseId the router shows 缺少知识库ID: the manifest's `requires`). */
export function KnowledgeBaseGate({ children }: { children: (base: KnowledgeBase) => ReactNode }) {
  const [params] = useSearchParams();
  const baseId = params.get('baseId') ?? '';
  const base = useKnowledgeBase(baseId);
  if (isNotFound(base.error))
    return (
      <PageFrame>
        <KnowledgeBaseMissing />
      </PageFrame>
    );
  if (!base.data) return <PageFrame loading={base.isPending} error={base.error} onRetry={() => void base.refetch()} />;
  return <>{children(base.data)}</>;
}
