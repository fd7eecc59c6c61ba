// How every app shows its toasts, in one place so the shell and each remote's standalone page agree.
// Bottom right on a desktop, full width along the bottom on a phone: the top of the screen holds the
// navigation links and an open dialog's title and close button, which a toast there covered while
// it was up. Each toast can be closed at once.
export const toasterProps = { position: 'bottom-right', richColors: true, closeButton: true } as const;
