// One end of a list's date range: a labelled native date input (YYYY-MM-DD), empty for no bound.
import { Flex, Input } from 'antd';

interface DateFilterProps {
  /** Keeps the ids of two lists' inputs apart. */
  idPrefix: string;
  label: 'From' | 'To';
  value: string | null;
  min?: string | null;
  max?: string | null;
  onChange(value: string | null): void;
}

export function DateFilter({ idPrefix, label, value, min, max, onChange }: DateFilterProps) {
  const id = `${idPrefix}-${label.toLowerCase()}`;
  return (
    <Flex gap={6} align="center">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="date"
        style={{ width: 150 }}
        value={value ?? ''}
        min={min ?? undefined}
        max={max ?? undefined}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </Flex>
  );
}
