import type { SceneChannel } from '../api/types';

/** Where a scene answers. */
export const SCENE_CHANNEL_NAMES: Record<SceneChannel, string> = {
  group_chat: '群聊',
  workbench: '工作台',
  approval: '审批',
};

/** A scene's name, and the search by name: the server takes up to 30 characters. */
export const SCENE_NAME_MAX = 30;
export const SCENE_DESCRIPTION_MAX = 200;
