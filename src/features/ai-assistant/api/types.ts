// Shapes of the AI-assistant area (platform-shell §1, §2.1–2.3; product.md Part C), inferred from the
// call schemas (./contract.ts). The spec names the pages but gives no calls: this contract is assumed
// and recorded in docs/assumed-contract.md ("AI assistant area"). The sandbox imports these types.

export type { Paged } from '@/lib/org/types';

export type {
  AnswerStyle,
  Assistant,
  AssistantFields,
  BiPreview,
  BiRule,
  BiSource,
  CueWord,
  CueWordFields,
  CueWordKind,
  DocumentStatus,
  DocumentType,
  KnowledgeBase,
  KnowledgeDocument,
  Plugin,
  PluginCode,
  Scene,
  SceneChannel,
  SceneFields,
  SceneOptions,
  VisibleScope,
} from './contract';
