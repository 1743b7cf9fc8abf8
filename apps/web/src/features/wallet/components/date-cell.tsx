import { Text } from '@mantine/core';
import { formatDate, formatTime } from '@/lib/format';

/** A table date on two lines: the day, then the time (dimmed), so the column stays narrow. */
export function DateCell({ iso }: { iso: string }) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(iso)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatTime(iso)}
      </Text>
    </>
  );
}
