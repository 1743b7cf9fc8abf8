import { passwordCheckRequest, t } from '@arena/shared';
import { Button, Group, Modal, PasswordInput, Stack, Text, type MantineColor } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '@/components/form-error';
import { contractResolver } from '@/lib/form';

interface PasswordPromptModalProps {
  opened: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  confirmColor?: MantineColor;
  loading: boolean;
  /** The failed attempt's message, shown above the field. */
  error: string | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** Asks for the account password again before a security change (two-factor on/off, new backup codes). */
export function PasswordPromptModal({ opened, title, description, confirmLabel, confirmColor, loading, error, onConfirm, onClose }: PasswordPromptModalProps) {
  // The server's contract: 'Please enter your password'.
  const form = useForm({ mode: 'controlled', initialValues: { password: '' }, validate: contractResolver(passwordCheckRequest) });

  const close = () => {
    form.clearErrors();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered onExitTransitionEnd={() => form.reset()}>
      <form onSubmit={form.onSubmit(({ password }) => onConfirm(password))} noValidate>
        <Stack>
          <Text size="sm">{description}</Text>
          <FormError>{form.errors.password ?? error}</FormError>
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
            error={!!form.errors.password}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading} color={confirmColor}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
