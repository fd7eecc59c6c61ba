/** Whether a console message reports a Content-Security-Policy violation ("Refused to ... because it violates ..."). */
export const isCspViolation = (text: string) => /Content[- ]Security[- ]Policy/i.test(text);
