import dayjs from 'dayjs';

/** "Mar 4, 2026, 3:07 PM" */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY, h:mm A');
}

/** "Mar 4, 2026" */
export function formatDate(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY');
}

/** "3:07 PM" */
export function formatTime(iso: string): string {
  return dayjs(iso).format('h:mm A');
}
