#!/usr/bin/env node
// The `quorum` command. Quorum ships as TypeScript and runs it through tsx's loader,
// so the published bin and `npm run quorum` execute the same sources.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/main.ts');
await main(process.argv);
