// A screen with unsaved edits asks before they are lost: on leaving for another screen (the
// router's blocker, when the host runs a data router) and on reloading or closing the tab (the
// browser's own prompt). Under a plain router (a standalone mount, unit tests) only the latter.
import { useContext, useEffect } from 'react';
import { Modal } from 'antd';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_OK = 'Leave';
export const LEAVE_CANCEL = 'Stay';

interface Props {
  /** Whether there are unsaved changes now. */
  when: boolean;
  /** What is lost, e.g. 'Your changes to this routine are not saved.' */
  message: string;
}

function NavigationBlocker({ when, message }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={LEAVE_TITLE}
      okText={LEAVE_OK}
      okButtonProps={{ danger: true }}
      cancelText={LEAVE_CANCEL}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {message}
    </Modal>
  );
}

export function UnsavedChangesGuard({ when, message }: Props) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <NavigationBlocker when={when} message={message} /> : null;
}
