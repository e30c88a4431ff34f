export { TAG_NAME_MAX, TAG_ORDERS, TAG_PAGE_SIZE, TAG_SUGGESTIONS, TAGS_PER_QUESTION } from '../schemas/tag';
export type { TagChoice, TagInfo, TagOrder, TagPage, TagPageItem, TagRef, TagSynonyms } from '../schemas/tag';
/**
 * The name questions' web half imports for the tags a question carries and its form holds:
 * the selector's choice, since a form may hold a tag typed in that does not exist yet.
 */
export type { TagChoice as TagBasic } from '../schemas/tag';
export { useHasUsableTags, useTagCreation, type TagCreation } from './tag-creation';
export { deletedTagsKey, synonymsKey, tagByIdKey, tagByNameKey, tagPageKey, tagsApi } from './tag-requests';
export { TAG_HIGHLIGHT_MS, duplicateIndex, slugFromName, validateTag } from './tag-rules';

/** The tag picker of the ask and edit forms, for the plugins that put tags on what they edit (questions). */
export { TagSelector, type TagSelectorProps } from './components/tag-selector';
export { TagLinks } from './components/tag-links';
