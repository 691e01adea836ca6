import { TextInput, type TextInputProps } from "@mantine/core";
import { fromDevanagariDigits } from "@pragati/domain/calendar";
import { useState } from "react";
import { useFormat } from "../../lib/format";
import { type NumberRules, numberText, readNumber } from "./number-text";

export type NumberInputProps = Omit<TextInputProps, "value" | "onChange" | "inputMode" | "defaultValue"> &
  Partial<NumberRules> & {
    /** null when empty, NaN while the text is not a number. */
    value: number | null;
    onChange: (value: number | null) => void;
  };

/**
 * The one number field: takes Devanagari (०-९) or Latin digits and thousands commas, shows the digits in
 * the language's script, and hands the form a number. It is text underneath because a browser's number
 * input refuses Devanagari digits.
 */
export function NumberInput({
  value,
  onChange,
  maxDecimals = 0,
  maxDigits = 12,
  allowNegative = false,
  ...props
}: NumberInputProps) {
  const fmt = useFormat();
  const rules = { maxDecimals, maxDigits, allowNegative };
  const [text, setText] = useState(() => numberText(value));
  const [textFor, setTextFor] = useState(value);
  // A value set from outside (a reset, a loaded record) replaces the text; the one typed stays as typed.
  if (!Object.is(value, textFor)) {
    setTextFor(value);
    if (!Object.is(readNumber(text, rules), value)) setText(numberText(value));
  }

  return (
    <TextInput
      {...props}
      inputMode={maxDecimals > 0 ? "decimal" : "numeric"}
      value={fmt.digits(text)}
      onChange={(event) => {
        const typed = fromDevanagariDigits(event.currentTarget.value);
        const next = readNumber(typed, rules);
        setText(typed);
        setTextFor(next);
        onChange(next);
      }}
    />
  );
}
