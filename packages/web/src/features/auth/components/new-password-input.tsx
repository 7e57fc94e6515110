import { PasswordInput, Stack } from '@mantine/core';
import { PasswordChecklist } from './password-checklist.tsx';

type NewPasswordInputProps = { label: string; value: string; onChange: (password: string) => void };

export function NewPasswordInput({ label, value, onChange }: NewPasswordInputProps) {
  return (
    <Stack gap="xs">
      <PasswordInput
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="new-password"
        required
      />
      <PasswordChecklist password={value} />
    </Stack>
  );
}
