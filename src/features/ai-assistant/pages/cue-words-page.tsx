import { useState } from 'react';
import { Card, Tabs } from 'antd';
import type { CueWordKind } from '../api/types';
import { AssistantSubnav } from '../components/assistant-subnav';
import { CueWordPanel } from '../components/cue-word-panel';

/** /home/intelligent/intelligent_cue_words: the assistant's suggested questions and prompt templates. */
export default function CueWordsPage() {
  const [kind, setKind] = useState<CueWordKind>('question');
  return (
    <Card variant="borderless" styles={{ body: { padding: 20 } }}>
      <AssistantSubnav />
      <Tabs
        activeKey={kind}
        onChange={(k) => setKind(k as CueWordKind)}
        destroyOnHidden
        items={[
          { key: 'question', label: '推荐问题', children: <CueWordPanel kind="question" /> },
          { key: 'prompt', label: '提示词模板', children: <CueWordPanel kind="prompt" /> },
        ]}
      />
    </Card>
  );
}
