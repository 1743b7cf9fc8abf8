import { t, VERIFICATION_PHOTO_MAX_BYTES, VERIFICATION_PHOTO_TYPES } from '@arena/shared';
import { Button, FileButton, Group, Input, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import classes from './photo-upload.module.css';

/** Null when the file can be uploaded, else the spec's message (must be an image; less than 5MB). */
export function photoProblem(file: File): string | null {
  if (!(VERIFICATION_PHOTO_TYPES as readonly string[]).includes(file.type)) return t('verification.notImage');
  if (file.size > VERIFICATION_PHOTO_MAX_BYTES) return t('verification.photoTooLarge');
  return null;
}

interface PhotoUploadProps {
  file: File | null;
  /** The photo already on file (shown until a new one is chosen). */
  existingUrl: string | null;
  onChange: (file: File | null) => void;
  /** A refused file: the message is shown by the form. */
  onReject: (message: string) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** Choose or drop the photo ID; a preview of the chosen file (object URL, revoked when replaced) and Remove. */
export function PhotoUpload({ file, existingUrl, onChange, onReject, invalid, disabled }: PhotoUploadProps) {
  const [dragging, setDragging] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const labelId = useId();
  const hintId = useId();

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const accept = (candidate: File | null) => {
    if (!candidate) return;
    const problem = photoProblem(candidate);
    if (problem) onReject(problem);
    else onChange(candidate);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    accept(event.dataTransfer.files[0] ?? null);
  };

  const shown = previewUrl ?? (file ? null : existingUrl);

  return (
    <Input.Wrapper
      label={t('verification.photo')}
      required
      labelElement="div"
      labelProps={{ id: labelId }}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
    >
      <div
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-error={invalid || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="sm">
          {shown ? (
            <img src={shown} alt={t('verification.photoPreview')} className={classes.preview} />
          ) : (
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconPhotoUp size={26} aria-hidden />
            </ThemeIcon>
          )}
          {file && (
            <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
              {file.name}
            </Text>
          )}
          <Group gap="sm" justify="center">
            <FileButton resetRef={resetRef} onChange={accept} accept={VERIFICATION_PHOTO_TYPES.join(',')} disabled={disabled}>
              {(props) => (
                <Button {...props} variant="light" disabled={disabled} leftSection={<IconPhotoUp size={18} aria-hidden />}>
                  {shown ? t('verification.changePhoto') : t('verification.choosePhoto')}
                </Button>
              )}
            </FileButton>
            {file && !disabled && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => {
                  resetRef.current?.();
                  onChange(null);
                }}
              >
                {t('verification.removePhoto')}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('verification.dropHint')} · {t('verification.photoHint')}
          </Text>
        </Stack>
      </div>
    </Input.Wrapper>
  );
}
