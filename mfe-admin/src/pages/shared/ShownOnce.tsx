// A secret the server shows once (an API key, a webhook signing secret): the warning, the value
// with a copy button, and the footer of the dialog that shows it or the form before it.
import { Alert, Button, Typography } from 'antd';
import type { ReactNode } from 'react';

export function ShownOnceSecret({ warning, value, copyLabel, testId }: { warning: string; value: string; copyLabel: string; testId: string }) {
  return (
    <>
      <Alert type="warning" showIcon message={warning} style={{ marginBottom: 12 }} />
      <Typography.Paragraph copyable={{ text: value, tooltips: [copyLabel, 'Copied'] }} code style={{ wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Typography.Paragraph>
    </>
  );
}

/** 'Done' once the secret is shown; before it, Cancel and the form's submit button. */
export function shownOnceFooter(options: { shown: boolean; submitLabel: ReactNode; submitting: boolean; onClose(): void; onSubmit(): void }): ReactNode[] {
  return options.shown
    ? [
        <Button key="done" type="primary" onClick={options.onClose}>
          Done
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={options.onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={options.submitting} onClick={options.onSubmit}>
          {options.submitLabel}
        </Button>,
      ];
}
