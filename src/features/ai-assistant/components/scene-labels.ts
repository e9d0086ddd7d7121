import type { SceneChannel } from '../api/types';

/** Where a scene answers. */
export const SCENE_CHANNEL_NAMES: Record<SceneChannel, string> = { group_chat: '群聊', workbench: '工作台', approval: '审批' };
