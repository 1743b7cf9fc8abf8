/**
 * How long a test waits for what the person would see: a loaded CI machine (load 10 on 2 cores) takes far longer than
 * Testing Library's 1 s default (and `vi.waitFor`'s) to render a Mantine table; a passing test returns at once.
 */
export const WAIT_FOR_MS = 15_000;
