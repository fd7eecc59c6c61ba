// A day chosen by typing or picking (YYYY-MM-DD in, YYYY-MM-DD out), shown with its weekday. The
// picker gets the same date object for as long as the day is the same: Ant Design's picker puts its
// value back into the field whenever it receives a new object, so a screen that re-renders while
// someone types (an answer arriving) would otherwise wipe what they typed.
import { useMemo } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

export function DayPicker({ label, day, onChange }: { label: string; day: string; onChange(day: string): void }) {
  const value = useMemo(() => dayjs(day), [day]);
  return (
    <DatePicker
      aria-label={label}
      value={value}
      // antd's own 'Today' uses the browser's zone, not the business's: left off.
      format={['ddd, DD MMM YYYY', 'YYYY-MM-DD']}
      allowClear={false}
      showNow={false}
      onChange={(picked) => {
        if (picked) onChange(picked.format('YYYY-MM-DD'));
      }}
    />
  );
}
