import type { Language } from '../../../../kernel/api.ts';
import type { REASON_CONTENT_TYPES, ReasonItem } from '../../schemas/reason.ts';
import type { Reasons } from '../api.ts';

export type { ReasonItem };
export type ReasonObject = 'question' | 'answer' | 'comment';
export type ReasonAction = 'close' | 'flag' | 'review';
export type ContentType = (typeof REASON_CONTENT_TYPES)[number];

interface ReasonDef {
  /** The number clients send back (`close_type`, `report_type`). Never renumber. */
  type: number;
  /** See REASON_CONTENT_TYPES. */
  content: ContentType;
}

/** Every reason once; `reason.<key>.{name,description,placeholder}` in locales/. */
const REASONS = {
  duplicate: { type: 1, content: 'text' },
  off_topic: { type: 2, content: '' },
  needs_details: { type: 3, content: '' },
  community_specific: { type: 4, content: '' },
  other: { type: 5, content: 'textarea' },
  spam: { type: 6, content: '' },
  rude_or_abusive: { type: 7, content: '' },
  not_an_answer: { type: 8, content: '' },
  no_longer_needed: { type: 9, content: '' },
  looks_ok: { type: 10, content: '' },
  needs_edit: { type: 11, content: '' },
  needs_close: { type: 12, content: '' },
  needs_delete: { type: 13, content: '' },
} as const satisfies Record<string, ReasonDef>;

type ReasonKey = keyof typeof REASONS;

/** Which reasons each object offers for each action, in Answer's order. */
const LISTS: Partial<Record<`${ReasonObject}.${ReasonAction}`, ReasonKey[]>> = {
  'question.close': ['duplicate', 'off_topic', 'needs_details', 'community_specific', 'other'],
  'question.flag': ['spam', 'rude_or_abusive', 'duplicate', 'other'],
  'answer.flag': ['spam', 'rude_or_abusive', 'not_an_answer', 'other'],
  'comment.flag': ['spam', 'rude_or_abusive', 'no_longer_needed', 'other'],
  'question.review': ['looks_ok', 'needs_edit', 'needs_close', 'needs_delete'],
  'answer.review': ['looks_ok', 'needs_edit', 'needs_delete'],
  'comment.review': ['looks_ok', 'needs_delete'],
};

export type Translate = (language: Language, key: string) => string;

/**
 * The close, flag and review reasons (SPEC §3 "Report reason", §5). Fixed here rather than
 * in settings: `close_type` values stored on questions must keep their meaning.
 */
export class ReasonCatalog implements Reasons {
  constructor(private readonly t: Translate) {}

  list(objectType: ReasonObject, action: ReasonAction, language: Language): ReasonItem[] {
    return (LISTS[`${objectType}.${action}`] ?? []).map((key) => {
      const def: ReasonDef = REASONS[key];
      const text = (field: string) => this.t(language, `reason.${key}.${field}`);
      return {
        reason_key: `reason.${key}`,
        reason_type: def.type,
        name: text('name'),
        description: text('description'),
        content_type: def.content,
        placeholder: def.content ? text('placeholder') : '',
      };
    });
  }

  /** The translated name of a reason, or '' for a type not offered. */
  name(objectType: ReasonObject, action: ReasonAction, type: number, language: Language): string {
    const found = this.find(objectType, action, type);
    return found ? this.t(language, `reason.${found.key}.name`) : '';
  }

  /** The reason `type` stands for among those offered, or undefined. */
  find(objectType: ReasonObject, action: ReasonAction, type: number): { key: string; content: ContentType } | undefined {
    const key = (LISTS[`${objectType}.${action}`] ?? []).find((k) => REASONS[k].type === type);
    return key ? { key, content: REASONS[key].content } : undefined;
  }
}
