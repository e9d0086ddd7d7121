export const PROPERTY_LABEL = { outer: '外部群', inner: '内部群' } as const;
export const NATURE_LABEL = { public: '公开群', private: '私有群' } as const;
// the choices in the order the form and the filters offer them, the usual one first
export const PROPERTY_OPTIONS = (['inner', 'outer'] as const).map((value) => ({ value, label: PROPERTY_LABEL[value] }));
export const NATURE_OPTIONS = (['private', 'public'] as const).map((value) => ({ value, label: NATURE_LABEL[value] }));
export const MIN_MEMBERS = 3;
/** admin-modules §5 */
export const TOO_FEW_MEMBERS = '创建失败，群成员至少3人';
/** The form's owner choice is empty (the owner was removed from the members). */
export const NO_OWNER = '请选择群主';
/** why a scoped administrator cannot dissolve a group chat holding people outside her 管理范围 (the
 *  server refuses it: 该记录包含您管理范围外的人员或部门，无法删除) */
export const HOLDS_HIDDEN = '该群聊包含您管理范围外的人员，无法解散';
