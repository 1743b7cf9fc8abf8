import { Code, Text } from '@mantine/core';

/** A before/after snapshot, pretty-printed; '—' when there is none. */
export function AuditJson({ label, value }: { label: string; value: unknown }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Text size="sm">—</Text>
      ) : (
        <Code block tabIndex={0} aria-label={label} fz="xs" style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {JSON.stringify(value, null, 2)}
        </Code>
      )}
    </div>
  );
}
