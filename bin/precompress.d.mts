/** Writes `.br` and `.gz` copies beside each text file in `dir` that compression makes smaller. */
export function precompressFolder(dir: string): Promise<void>;
