// The CPU time (user + system, seconds) the calling thread has used, from Linux's /proc/thread-self/stat (a synchronous
// read runs on the calling thread, so a worker thread reads its own line); null elsewhere. The benchmarks use it to
// tell the load client's CPU (autocannon's worker thread) from the server's (the main thread) in one process.
const TICKS_PER_SECOND = 100;

export function threadCpuSeconds(readFileSync) {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
