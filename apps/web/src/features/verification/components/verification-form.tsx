import { FULL_NAME_MAX, t, verificationSubmission, type MyVerification, type VerificationFields } from '@arena/shared';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { contractResolver, firstError } from '@/lib/form';
import { useSubmitVerification } from '../api/submit-verification';
import { photoProblem, PhotoUpload } from './photo-upload';

type FormValues = Pick<VerificationFields, 'fullName' | 'dateOfBirth' | 'address' | 'city' | 'country'>;
const FIELDS = ['fullName', 'dateOfBirth', 'address', 'city', 'country'];

interface VerificationFormProps {
  data: MyVerification;
  /** Prefills the full name on a first submission. */
  accountName: string | null;
}

/**
 * The verification form (user spec §2, §5): full name as on the ID, date of birth, street address, the
 * city field (labelled 'Phone Number' as in the spec, sent as `city`), country and the photo ID.
 * Disabled while the account is pending review.
 */
export function VerificationForm({ data, accountName }: VerificationFormProps) {
  const submit = useSubmitVerification();
  const existing = data.verification;
  const pending = data.accountStatus === 'pending';
  // A submission that is back to 'not verified' was rejected, or its verification removed.
  const rejected = existing !== null && data.accountStatus === 'not_verified';
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [photoInvalid, setPhotoInvalid] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      fullName: existing?.fullName ?? accountName ?? '',
      dateOfBirth: existing?.dateOfBirth ?? '',
      address: existing?.address ?? '',
      city: existing?.city ?? '',
      country: existing?.country ?? '',
    },
    // The server's contract: 'Please fill in all required fields'.
    validate: contractResolver(verificationSubmission),
  });

  const send = (values: FormValues) => {
    setError(null);
    setSuccess(null);
    setPhotoInvalid(false);
    if (!photo && !existing?.hasPhoto) {
      setPhotoInvalid(true);
      setError(t('verification.photoRequired'));
      return;
    }
    const problem = photo ? photoProblem(photo) : null;
    if (problem) {
      setPhotoInvalid(true);
      setError(problem);
      return;
    }
    const fields: VerificationFields = {
      fullName: values.fullName.trim(),
      dateOfBirth: values.dateOfBirth.trim(),
      address: values.address.trim(),
      city: values.city.trim(),
      country: values.country.trim(),
    };
    submit.mutate(
      { fields, photo },
      {
        onSuccess: (response) => {
          setPhoto(null);
          setSuccess(response.message);
        },
        onError: (caught) => setError(errorMessage(caught, 'verification.genericError')),
      },
    );
  };
  const onSubmit = form.onSubmit(send, (errors) => {
    setSuccess(null);
    setError(firstError(errors, FIELDS));
  });

  const today = dayjs().format('YYYY-MM-DD');

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {/* The submission's success holds while it is under review: once reviewed, the page says how it went. */}
          {success && pending && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {success}
            </Alert>
          )}
          {rejected && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
              {t('notify.verificationRejected.message')}
            </Alert>
          )}
          {pending && !success && (
            <Alert color="yellow" variant="light" icon={<IconClockHour4 aria-hidden />} role="note">
              {t('verification.alreadyPending')} {t('accountSettings.reviewTime')}
            </Alert>
          )}
          <FormError>{error}</FormError>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('verification.fullName')}
              autoComplete="name"
              maxLength={FULL_NAME_MAX}
              required
              readOnly={pending}
              key={form.key('fullName')}
              {...form.getInputProps('fullName')}
              error={!!form.errors.fullName}
            />
            <TextInput
              label={t('verification.dateOfBirth')}
              type="date"
              autoComplete="bday"
              min="1900-01-01"
              max={today}
              required
              readOnly={pending}
              key={form.key('dateOfBirth')}
              {...form.getInputProps('dateOfBirth')}
              error={!!form.errors.dateOfBirth}
            />
          </SimpleGrid>
          <TextInput
            label={t('verification.address')}
            autoComplete="street-address"
            maxLength={300}
            required
            readOnly={pending}
            key={form.key('address')}
            {...form.getInputProps('address')}
            error={!!form.errors.address}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {/* The spec's label: the field is stored as `city`. */}
            <TextInput
              label={t('verification.city')}
              autoComplete="tel"
              inputMode="tel"
              maxLength={100}
              required
              readOnly={pending}
              key={form.key('city')}
              {...form.getInputProps('city')}
              error={!!form.errors.city}
            />
            <TextInput
              label={t('verification.country')}
              autoComplete="country-name"
              maxLength={100}
              required
              readOnly={pending}
              key={form.key('country')}
              {...form.getInputProps('country')}
              error={!!form.errors.country}
            />
          </SimpleGrid>
          <PhotoUpload
            file={photo}
            existingUrl={data.photoUrl}
            invalid={photoInvalid}
            disabled={pending}
            onChange={(file) => {
              setPhoto(file);
              setPhotoInvalid(false);
              if (file) setError(null);
            }}
            onReject={(message) => {
              setPhotoInvalid(true);
              setError(message);
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={submit.isPending} disabled={pending} leftSection={<IconSend size={18} aria-hidden />}>
              {existing ? t('verification.update') : t('verification.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
