import type { Container } from 'inversify';
import { Tokens } from '../../../kernel/api.ts';

/** The slice of the kernel's account store this plugin reads (bound as `Tokens.Users`). */
export interface MemberLookup {
  byUsername(username: string): Promise<{ id: number; username: string } | undefined>;
}

export function memberLookup(container: Container): () => MemberLookup {
  return () => container.get<MemberLookup>(Tokens.Users);
}
