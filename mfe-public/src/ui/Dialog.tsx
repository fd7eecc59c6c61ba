// A modal dialog on the native <dialog> element (focus kept inside, Esc closes, the page behind is
// inert). `sheet`: a bottom drawer below 768 px and a centred modal otherwise.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: ReactNode;
  /** alertdialog: a confirmation that needs an answer (no close button, Esc = cancel). */
  role?: 'dialog' | 'alertdialog';
  sheet?: boolean;
  size?: 'md' | 'sm';
  children: ReactNode;
  testId?: string;
}

export function Dialog({ open, onClose, title, description, role = 'dialog', sheet, size = 'md', children, testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      className={[styles.dialog, sheet ? styles.sheet : '', size === 'sm' ? styles.small : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (role === 'dialog' && event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.body}>
          {sheet ? <span className={styles.handle} aria-hidden="true" /> : null}
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {role === 'dialog' ? (
              <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
                <CloseIcon size={20} />
              </button>
            ) : null}
          </div>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
