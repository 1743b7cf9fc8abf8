import { t } from '@arena/shared';
import { Alert, Button, CopyButton, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';

/** The single-use backup codes, shown once, with a button copying them all. */
export function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
        {t('twoFactor.backupCodesOnce')}
      </Alert>
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
        <SimpleGrid
          cols={2}
          spacing="xs"
          verticalSpacing={4}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t('twoFactor.backupCodes')}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="md" ta="center">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            color={copied ? 'teal' : undefined}
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          >
            {copied ? t('common.copied') : t('twoFactor.copyBackupCodes')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
