import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { FormError } from '@/components/form-error';

/**
 * The red banner of a failed submit, or the green one of a successful one (announced either way). It sits
 * at the top of the form: on a phone the Submit button is far below it, so a new message scrolls into view.
 */
export function FormFeedback({ error, success }: { error: string | null; success: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const message = error ?? success;
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);

  if (!message) return null;
  return (
    <div ref={ref} style={{ scrollMarginTop: 72 }}>
      {error ? (
        <FormError>{error}</FormError>
      ) : (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {success}
        </Alert>
      )}
    </div>
  );
}
