import { readPastedCode, VERIFICATION_CODE_LENGTH } from '@lonsam/domain/validation/verification-code';
import { TextInput } from '@mantine/core';
import type { ClipboardEvent } from 'react';

type CodeInputProps = {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** Six digits; typing keeps only digits, and pasted text counts only when it holds exactly six. */
export function CodeInput({ label, value, onChange, error, disabled }: CodeInputProps) {
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const code = readPastedCode(event.clipboardData.getData('text'));
    if (code) onChange(code);
  }
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) =>
        onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
      }
      onPaste={handlePaste}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      error={error}
      disabled={disabled}
      required
    />
  );
}
