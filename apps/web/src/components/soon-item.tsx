import { t } from '@arena/shared';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './soon-item.module.css';

/**
 * A menu entry that exists but is not available yet ('Soon'): not a link, announced as disabled, and drawn
 * in the dimmed colour (which passes contrast) rather than with the translucency of a disabled NavLink (which does not).
 */
export function SoonItem({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <Group className={classes.item} gap="sm" wrap="nowrap" role="link" aria-disabled="true">
      <span className={classes.icon}>{icon}</span>
      <Text size="sm" c="dimmed" style={{ flex: 1 }}>
        {label}
      </Text>
      <Badge size="sm" variant="light" color="gray">
        {t('common.soon')}
      </Badge>
    </Group>
  );
}
