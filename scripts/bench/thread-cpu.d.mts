/** The CPU time (user + system, seconds) the calling thread has used; null off Linux. See thread-cpu.mjs. */
export function threadCpuSeconds(readFileSync: (path: string, encoding: 'utf8') => string): number | null;
