import { TextInput, type TextInputProps } from "@mantine/core";

type QuantityInputProps = Omit<TextInputProps, "value" | "onChange" | "inputMode"> & {
  value: string;
  onChange: (text: string) => void;
};

/**
 * An amount or quantity of a plan form. It stays text (not a number input) so Devanagari digits and
 * thousands commas are kept as typed; `parseQuantity` reads it when the form is checked.
 */
export function QuantityInput({ value, onChange, ...props }: QuantityInputProps) {
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
