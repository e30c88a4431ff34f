import type { Container } from 'inversify';
import { UserDirectory } from '../../../kernel/api.ts';

/** The slice of the kernel's UserDirectory this plugin reads: members by username. */
export type MemberLookup = Pick<UserDirectory, 'byUsername'>;

export function memberLookup(container: Container): () => MemberLookup {
  return () => container.get<UserDirectory>(UserDirectory);
}
