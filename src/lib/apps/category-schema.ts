import * as v from 'valibot';

/** The four application categories (admin-modules §4) as the calls of application management and of
 *  the application shop carry them (AppInfo['categoryMark']). */
export const AppCategorySchema = v.picklist(['basic', 'free', 'subscribed', 'thirdParty']);
