import { t, type AdminVerification, tAdmin } from '@arena/shared';
import { Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AccountStatusBadge } from '@/components/account-status-badge';
import { formatDate, formatDateTime } from '@/lib/format';
import { VerificationPhoto } from './verification-photo';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Everything an admin needs to decide: the submitted identity, the account and the photo ID. */
export function VerificationDetails({ verification: v }: { verification: AdminVerification }) {
  const updated = v.updatedAt !== v.createdAt;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{v.userName ?? v.fullName}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {v.email ?? tAdmin('admin.verifications.emailNotAvailable')}
          </Text>
        </div>
        <AccountStatusBadge status={v.accountStatus} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Field label={tAdmin('admin.verifications.id')}>
          <Code fz="xs">{v.verificationId}</Code>
        </Field>
        <Field label={t('verification.fullName')}>{v.fullName}</Field>
        <Field label={t('verification.dateOfBirth')}>{formatDate(v.dateOfBirth)}</Field>
        <Field label={t('verification.address')}>{v.address}</Field>
        <Field label={t('verification.city')}>{v.city}</Field>
        <Field label={t('verification.country')}>{v.country}</Field>
        <Field label={tAdmin('admin.verifications.submitted')}>{formatDateTime(v.createdAt)}</Field>
        {updated && <Field label={tAdmin('admin.verifications.lastUpdated')}>{formatDateTime(v.updatedAt)}</Field>}
        {v.verificationDate && <Field label={tAdmin('admin.verifications.verifiedOn')}>{formatDateTime(v.verificationDate)}</Field>}
      </SimpleGrid>
      <div>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
          {t('verification.photo')}
        </Text>
        <VerificationPhoto url={v.photoUrl} alt={tAdmin('admin.verifications.photoAlt', { name: v.fullName })} />
      </div>
    </Stack>
  );
}
