/**
 * Answer's UserBasicInfo (what posts show of their authors and editors) is the member card of
 * schemas/api, under the names questions' contracts have always used.
 */
export { memberCardSchema as userBasicInfoSchema, type MemberCard as UserBasicInfo } from '../../../schemas/api/user.ts';

/** Answer's QuestionPageRespOperator: who last acted on a listed question (the user badge). */
export { userBadgeSchema as operatorSchema, type UserBadge as Operator } from '../../../schemas/api/user.ts';
