// A dialog that belongs to a row of a list (a user's Add Credit, a dish's delete question, a
// transaction's reversal) is mounted from the first time it opens, not with the row. A closed antd
// Modal still runs its hooks and those of what it holds (a form, its validation, a mutation) in
// every row, and the list's first render after its data arrives paid for them all (ten rows, ten
// forms). Once mounted it stays, so that closing still animates.
import { useState } from 'react';

/** Whether `open` has been true at some render of this component (it is, from that render on). */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Updating state while rendering is React's way to keep what a prop has been: the render restarts
  // at once with the new value, before anything is committed.
  if (open && !opened) setOpened(true);
  return opened || open;
}
