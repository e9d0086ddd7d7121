// Route paths of the approvals module (module.ts declares the pages).
export const LIST_PATH = '/home/examine_management';
export const DESIGNER_PATH = '/home/examine_management/designer';
export const PUBLIC_DESIGNER_PATH = '/createExamineApp';
export const EXPORT_PATH = '/home/data_export';
