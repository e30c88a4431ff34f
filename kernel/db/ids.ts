import type { Knex } from 'knex';
import type { StorageEngine } from './storage-engine.ts';

/** Object types in post ids (Answer's numbering). */
export const ObjectType = { question: 1, answer: 2, tag: 3, user: 4, comment: 5, report: 6, badge: 7 } as const;
export type ObjectTypeName = keyof typeof ObjectType;

/** Issues Answer-compatible 17-digit ids: `1` + 3-digit object type + 13-digit counter. */
export class IdGenerator {
  constructor(private readonly engine: () => StorageEngine) {}

  async next(db: Knex | Knex.Transaction, type: ObjectTypeName): Promise<string> {
    const code = ObjectType[type];
    const counter = await this.engine().insertId(db, 'uniqid', { object_type: code });
    return `1${String(code).padStart(3, '0')}${String(counter).padStart(13, '0')}`;
  }

  /** The object type encoded in an id, or undefined when the id is not one of ours. */
  static typeOf(id: string): ObjectTypeName | undefined {
    if (!/^1\d{16}$/.test(id)) return undefined;
    const code = Number(id.slice(1, 4));
    return (Object.keys(ObjectType) as ObjectTypeName[]).find((k) => ObjectType[k] === code);
  }
}
