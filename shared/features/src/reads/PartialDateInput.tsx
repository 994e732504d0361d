import { useId, useState } from 'react';
import { Select, TextField } from '@booknook/ui';
import { precisionOf, type DatePrecision } from './readDates';

const PRECISIONS: readonly { value: DatePrecision; label: string }[] = [
  { value: 'day', label: 'Exact day' },
  { value: 'month', label: 'Month only' },
  { value: 'year', label: 'Year only' },
  { value: 'unknown', label: "Don't know" },
];

/** What the other precision keeps of a date: "2024-03-15" becomes "2024-03" or "2024", and back to the first day. */
function withPrecision(value: string | null, precision: DatePrecision, today: string): string | null {
  if (precision === 'unknown') return null;
  const known = value ?? today;
  const [year = known, month = today.slice(5, 7), day = '01'] = known.split('-');
  if (precision === 'year') return year;
  if (precision === 'month') return `${year}-${month}`;
  return `${year}-${month}-${day}`;
}

export interface PartialDateInputProps {
  /** "Started", "Finished"...: names the group and both of its controls. */
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Today as "YYYY-MM-DD": the latest date offered, and where a newly known date starts. */
  today: string;
  error?: string | null;
}

/**
 * A date known to the day, the month, the year or not at all: first how precisely it is known, then
 * the one control that fits (a date, a month or a year), so no reader has to type a format.
 */
export function PartialDateInput({ label, value, onChange, today, error }: PartialDateInputProps) {
  // Kept apart from the value: emptying the year box to type another must not switch to "Don't know".
  const [precision, setPrecision] = useState<DatePrecision>(() => precisionOf(value));
  const groupId = useId();
  return (
    <fieldset className="bn-partial-date" aria-labelledby={`${groupId}-legend`}>
      <legend id={`${groupId}-legend`} className="bn-partial-date__legend">
        {label}
      </legend>
      <div className="bn-partial-date__controls">
        <Select
          label={`${label}: known to the`}
          options={PRECISIONS}
          value={precision}
          onChange={(event) => {
            const chosen = event.target.value as DatePrecision;
            setPrecision(chosen);
            onChange(withPrecision(value, chosen, today));
          }}
        />
        {precision === 'day' ? (
          <TextField label={`${label} on`} type="date" max={today} min="1900-01-01" value={value ?? ''} error={error} onChange={(event) => onChange(event.target.value || null)} />
        ) : null}
        {precision === 'month' ? (
          <TextField
            label={`${label} in (month)`}
            type="month"
            max={today.slice(0, 7)}
            min="1900-01"
            placeholder="2024-03"
            value={value ?? ''}
            error={error}
            onChange={(event) => onChange(event.target.value || null)}
          />
        ) : null}
        {precision === 'year' ? (
          <TextField
            label={`${label} in (year)`}
            type="number"
            inputMode="numeric"
            min={1900}
            max={Number(today.slice(0, 4))}
            step={1}
            value={value ?? ''}
            error={error}
            onChange={(event) => onChange(event.target.value.trim() || null)}
          />
        ) : null}
      </div>
      {precision === 'unknown' && error ? <p className="bn-field__error">{error}</p> : null}
    </fieldset>
  );
}
