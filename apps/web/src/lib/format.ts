// The browser's Intl rather than a date library: these run on every first screen with a date on it.
const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Recent ICU puts a narrow no-break space before AM/PM; an ordinary space reads and copies the same everywhere. */
const plain = (text: string) => text.replace(/\u202f/g, ' ');

/** "Mar 4, 2026, 3:07 PM" */
export function formatDateTime(iso: string): string {
  return plain(dateTime.format(new Date(iso)));
}

/** "Mar 4, 2026" */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** "3:07 PM" */
export function formatTime(iso: string): string {
  return plain(time.format(new Date(iso)));
}
