// Every date a reader sees, in one format: "Nov 26, 2026", with the time of day where it matters
// (a notification's). The machine-readable value stays on <time> for assistive technology.
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export interface DateTimeProps {
  /** An ISO 8601 timestamp, as the API sends. */
  value: string;
  withTime?: boolean;
  className?: string;
}

export function DateTime({ value, withTime = false, className }: DateTimeProps) {
  return (
    <time dateTime={value} className={className}>
      {(withTime ? DAY_AND_TIME : DAY).format(new Date(value))}
    </time>
  );
}
